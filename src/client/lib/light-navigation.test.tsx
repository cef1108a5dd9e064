// @vitest-environment jsdom
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import * as ReactRouter from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserLightNavigation, staticNavigation } from "./light-navigation";
import { Link, NavigationContext, NavLink, useLocation, useSearchParams, type TNavigation } from "./navigation";

// React's act() in a jsdom test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const routerNavigation: TNavigation = {
  Link: ReactRouter.Link,
  NavLink: ReactRouter.NavLink,
  useLocation: ReactRouter.useLocation,
  useNavigate: ReactRouter.useNavigate,
  useSearchParams: ReactRouter.useSearchParams,
};

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "here" : "elsewhere");

/** Links as the site's header, footer and pages write them. */
function Links() {
  return (
    <nav>
      <Link to="/pricing" className="plain" aria-label="Prices">
        Pricing
      </Link>
      <Link to="/#examples">Examples</Link>
      <Link to={{ pathname: "/login", search: "?redirect=generator" }}>Log in</Link>
      <Link to="https://example.com/elsewhere">Away</Link>
      <NavLink to="/" end className={navClass}>
        Home
      </NavLink>
      <NavLink to="/pricing" className={navClass}>
        Pricing
      </NavLink>
      <NavLink to="/doc" className="doc">
        {({ isActive }) => (isActive ? "Guide (here)" : "Guide")}
      </NavLink>
      <NavLink to="/" className="home-prefix">
        Root
      </NavLink>
    </nav>
  );
}

describe("the light navigation draws what React Router draws", () => {
  it.each(["/", "/pricing", "/pricing/plans", "/doc", "/Doc"])("the same links at %s", (path) => {
    const withRouter = renderToString(
      <ReactRouter.MemoryRouter initialEntries={[path]}>
        <NavigationContext value={routerNavigation}>
          <Links />
        </NavigationContext>
      </ReactRouter.MemoryRouter>,
    );
    const light = renderToString(
      <NavigationContext value={staticNavigation(path)}>
        <Links />
      </NavigationContext>,
    );
    expect(light).toBe(withRouter);
  });
});

describe("in the browser, before the router", () => {
  let root: Root | undefined;
  let container: HTMLElement;

  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    history.replaceState(null, "", "/");
  });

  function render(navigation: TNavigation, children: ReactNode) {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    act(() => root?.render(<NavigationContext value={navigation}>{children}</NavigationContext>));
  }

  /** Clicks a link; answers whether the page kept the click from the browser (jsdom cannot follow it either way). */
  function click(name: string, init: MouseEventInit = {}): { defaultPrevented: boolean } {
    const link = Array.from(container.querySelectorAll("a")).find((anchor) => anchor.textContent === name);
    if (!link) throw new Error(`no link ${name}`);
    let defaultPrevented = false;
    const stopBrowser = (event: Event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", stopBrowser);
    act(() => link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init })));
    document.removeEventListener("click", stopBrowser);
    return { defaultPrevented };
  }

  it("a link to another page hands the move to the router, with its options", () => {
    const go = vi.fn();
    render(browserLightNavigation(go, () => {}), <Links />);
    const event = click("Log in");
    expect(event.defaultPrevented).toBe(true);
    expect(go).toHaveBeenCalledWith({ pathname: "/login", search: "?redirect=generator" }, { replace: undefined, state: undefined });
  });

  it("a section of the page itself, another site, or a click for a new tab are left to the browser", () => {
    const go = vi.fn();
    render(browserLightNavigation(go, () => {}), <Links />);
    expect(click("Examples").defaultPrevented).toBe(false);
    expect(click("Away").defaultPrevented).toBe(false);
    expect(click("Pricing", { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });

  it("reaching for a link to another page of ours prepares the router, a section or another site does not", () => {
    const prepare = vi.fn();
    render(browserLightNavigation(() => {}, prepare), <Links />);
    for (const name of ["Away", "Examples"]) {
      act(() => Array.from(container.querySelectorAll("a")).find((anchor) => anchor.textContent === name)?.focus());
    }
    expect(prepare).not.toHaveBeenCalled();
    act(() => container.querySelector<HTMLAnchorElement>('a[href="/pricing"]')?.focus());
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("reads the address, follows a new section, and asks the router to change the search", () => {
    history.replaceState(null, "", "/?load=7#generator");
    const go = vi.fn();
    let setSearch: ReturnType<typeof useSearchParams>[1] = () => {};
    function Where() {
      const { pathname, hash } = useLocation();
      const [params, setParams] = useSearchParams();
      setSearch = setParams;
      return <p>{`${pathname} ${params.get("load")} ${hash}`}</p>;
    }
    render(browserLightNavigation(go, () => {}), <Where />);
    expect(container.textContent).toBe("/ 7 #generator");
    act(() => {
      history.pushState(null, "", "/?load=7#faq");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(container.textContent).toBe("/ 7 #faq");
    setSearch({ tags: ["a", "b"] }, { replace: true });
    expect(go).toHaveBeenCalledWith({ search: "?tags=a&tags=b" }, { replace: true });
  });
});
