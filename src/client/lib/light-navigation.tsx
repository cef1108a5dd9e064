import { useMemo, useSyncExternalStore, type MouseEvent } from "react";
import type { Location, NavigateOptions, To, URLSearchParamsInit } from "react-router";
import type { TNavigation } from "./navigation";

/** A navigation the light tree cannot make itself: the router is to make it (main.tsx). */
export type TGo = (to: To, options?: NavigateOptions) => void;

type TLightNavigationOptions = {
  /** Where the page is: the browser's address, or the prerendered path. */
  subscribe: (onChange: () => void) => () => void;
  readLocation: () => Location;
  /** Makes a navigation (in the browser: starts the router, which makes it). */
  go: TGo;
  /** A visitor reached for a link: a good moment to fetch the router's code. */
  prepare: () => void;
};

export function hrefOf(to: To): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;
}

function pathnameOf(href: string, current: Location): string {
  return new URL(href, `http://x${current.pathname}${current.search}`).pathname;
}

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button !== 0 || (target !== undefined && target !== "_self") || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * The navigation of a prerendered page before React Router is here: the same links (React
 * Router's markup: an anchor with its href and data-discover), the address read from the
 * browser. A link to another page, or any navigate(), hands over to the router (`go`); a link
 * to a section of the page itself (/#faq on /) is left to the browser, as a plain anchor.
 */
export function createLightNavigation({ subscribe, readLocation, go, prepare }: TLightNavigationOptions): TNavigation {
  const useLocation = () => useSyncExternalStore(subscribe, readLocation, readLocation);
  const navigate = (to: To | number, options?: NavigateOptions) => {
    if (typeof to === "number") history.go(to);
    else go(to, options);
  };

  const Link: TNavigation["Link"] = ({
    to,
    onClick,
    onPointerEnter,
    onFocus,
    replace,
    state,
    target,
    reloadDocument,
    discover = "render",
    /* eslint-disable @typescript-eslint/no-unused-vars -- router options, not attributes of the anchor */
    prefetch,
    relative,
    preventScrollReset,
    viewTransition,
    /* eslint-enable @typescript-eslint/no-unused-vars */
    ...anchor
  }) => {
    const location = useLocation();
    const href = hrefOf(to);
    const isAbsolute = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
    const next = new URL(href, `http://x${location.pathname}${location.search}`);
    // A section of this very page: the browser scrolls to it and keeps the page, no router needed.
    const isSection = next.hash !== "" && next.pathname === location.pathname && next.search === location.search;
    const needsRouter = !isAbsolute && !isSection && !reloadDocument;
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || !needsRouter || isBrowserClick(event, target)) return;
      event.preventDefault();
      go(to, { replace, state });
    };
    return (
      <a
        {...anchor}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          if (needsRouter) prepare();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          if (needsRouter) prepare();
        }}
        href={href}
        onClick={handleClick}
        target={target}
        data-discover={!isAbsolute && discover === "render" ? "true" : undefined}
      />
    );
  };

  // React Router's rule for "current": the same path, or (without `end`) a path below it.
  const NavLink: TNavigation["NavLink"] = ({ to, end = false, caseSensitive = false, className = "", style, children, "aria-current": ariaCurrent = "page", ...rest }) => {
    const location = useLocation();
    const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
    const toPathname = fold(pathnameOf(hrefOf(to), location));
    const here = fold(location.pathname);
    const endSlash = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
    const isActive = here === toPathname || (!end && here.startsWith(toPathname) && here.charAt(endSlash) === "/");
    const renderProps = { isActive, isPending: false, isTransitioning: false };
    return (
      <Link
        {...rest}
        to={to}
        aria-current={isActive ? ariaCurrent : undefined}
        className={typeof className === "function" ? className(renderProps) : [className, isActive ? "active" : null].filter(Boolean).join(" ")}
        style={typeof style === "function" ? style(renderProps) : style}
      >
        {typeof children === "function" ? children(renderProps) : children}
      </Link>
    );
  };

  return {
    Link,
    NavLink,
    useLocation,
    useNavigate: () => navigate,
    useSearchParams: () => {
      const { search } = useLocation();
      const params = useMemo(() => new URLSearchParams(search), [search]);
      return [
        params,
        (next, options) => {
          go({ search: `?${searchParamsOf(typeof next === "function" ? next(params) : next)}` }, options);
        },
      ];
    },
  };
}

/** React Router's search-params forms (a string, pairs, a record whose values may be lists). */
function searchParamsOf(init: URLSearchParamsInit | undefined): URLSearchParams {
  if (init === undefined || typeof init === "string" || Array.isArray(init) || init instanceof URLSearchParams) return new URLSearchParams(init);
  return new URLSearchParams(Object.entries(init).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((one) => [key, one])));
}

function locationFromHref(href: string, state: unknown = null): Location {
  const url = new URL(href, "http://x");
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: "default", unstable_mask: undefined } as Location;
}

/** The prerender's navigation: one fixed address, nowhere to go. */
export function staticNavigation(path: string): TNavigation {
  const location = locationFromHref(path);
  return createLightNavigation({
    subscribe: () => () => {},
    readLocation: () => location,
    go: () => {},
    prepare: () => {},
  });
}

let seenHref = "";
let seenLocation: Location | null = null;

/** The browser's address as a Location, the same object while the address stays the same. */
function readBrowserLocation(): Location {
  if (seenLocation === null || seenHref !== location.href) {
    seenHref = location.href;
    const historyState: unknown = history.state;
    const usr = historyState && typeof historyState === "object" && "usr" in historyState ? historyState.usr : null;
    seenLocation = locationFromHref(`${location.pathname}${location.search}${location.hash}`, usr);
  }
  return seenLocation;
}

function subscribeToBrowserLocation(onChange: () => void): () => void {
  // A section link changes the hash; Back and Forward between sections of the page pop.
  window.addEventListener("popstate", onChange);
  window.addEventListener("hashchange", onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener("hashchange", onChange);
  };
}

/** The browser's navigation until the router comes: `go` brings the router and has it navigate. */
export function browserLightNavigation(go: TGo, prepare: () => void): TNavigation {
  return createLightNavigation({ subscribe: subscribeToBrowserLocation, readLocation: readBrowserLocation, go, prepare });
}
