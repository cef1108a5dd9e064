// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CarryOverSwap, useModuleOnIntent } from "./load-on-intent";

// React's act() in a jsdom test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function RealPart() {
  const [count, setCount] = useState(0);
  return (
    <div data-testid="real">
      <button type="button">first</button>
      <button type="button" onClick={() => setCount(count + 1)}>
        pressed {count}
      </button>
    </div>
  );
}
const Placeholder = () => (
  <div data-testid="placeholder">
    <button type="button">first</button>
    <button type="button">pressed 0</button>
  </div>
);

function makePart() {
  let resolve: (module: { RealPart: typeof RealPart }) => void = () => {};
  const load = vi.fn(() => new Promise<{ RealPart: typeof RealPart }>((done) => (resolve = done)));
  function Part({ needed = false }: { needed?: boolean }) {
    const part = useModuleOnIntent(load, needed);
    return (
      <section {...part.intent}>
        <CarryOverSwap swapped={part.module !== null}>{part.module ? <part.module.RealPart /> : <Placeholder />}</CarryOverSwap>
      </section>
    );
  }
  return { load, Part, arrive: () => act(async () => resolve({ RealPart })) };
}

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
});

function mount(element: React.ReactNode, prerendered = false) {
  host = document.createElement("div");
  document.body.append(host);
  if (prerendered) {
    host.innerHTML = renderToString(element);
    act(() => void (root = hydrateRoot(host!, element)));
  } else {
    root = createRoot(host);
    act(() => root!.render(element));
  }
  return host;
}

describe("code loaded on intent", () => {
  it("is not fetched while nobody reaches for the part, and comes with the first pointer over it", async () => {
    const { load, Part, arrive } = makePart();
    const page = mount(<Part />, true);
    expect(load).not.toHaveBeenCalled();
    expect(page.querySelector("[data-testid=placeholder]")).not.toBeNull();
    act(() => page.querySelector("button")!.dispatchEvent(new MouseEvent("pointerover", { bubbles: true })));
    page.querySelector("button")!.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(page.querySelector("[data-testid=real]")).not.toBeNull();
  });

  it("is fetched at once when the page needs the part", async () => {
    const { load, Part, arrive } = makePart();
    const page = mount(<Part needed />);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(page.querySelector("[data-testid=real]")).not.toBeNull();
  });

  it("moves focus to the same control and presses again what was pressed before the code came", async () => {
    const { Part, arrive } = makePart();
    const page = mount(<Part />);
    const [first, second] = page.querySelectorAll("button");
    act(() => first!.focus());
    act(() => second!.click());
    act(() => second!.focus());
    await arrive();
    const real = page.querySelectorAll("[data-testid=real] button");
    expect(document.activeElement).toBe(real[1]);
    expect(real[1]!.textContent).toBe("pressed 1");
  });
});
