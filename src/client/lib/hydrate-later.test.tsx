// @vitest-environment jsdom
import { useLayoutEffect, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateLater, hydrationPending, onPartAdopted } from "./hydrate-later";

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <section id={id}>
      <button type="button" onClick={() => setCount(count + 1)}>
        {id} clicked {count}
      </button>
    </section>
  );
}

/** Notes, when the frame is committed, which parts were still waiting then. */
let seenAtFrameCommit: boolean[] = [];
function FrameProbe() {
  useLayoutEffect(() => {
    seenAtFrameCommit.push(hydrationPending());
  }, []);
  return null;
}

function Page() {
  return (
    <main>
      <Counter id="top" />
      <HydrateLater>
        <Counter id="middle" />
      </HydrateLater>
      <HydrateLater>
        <Counter id="bottom" />
      </HydrateLater>
      <FrameProbe />
    </main>
  );
}

const click = (root: HTMLElement, id: string) => root.querySelector<HTMLButtonElement>(`#${id} button`)!.click();
const text = (root: HTMLElement, id: string) => root.querySelector(`#${id}`)!.textContent;

/** Lets React's scheduler run its queued tasks until `done` holds (or gives up after 5 s). */
async function until(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done(); ) {
    if (Date.now() - started > 5_000) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function prerendered(element: React.ReactElement): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToString(element);
  document.body.append(root);
  return root;
}

describe("HydrateLater", () => {
  afterEach(() => {
    document.body.replaceChildren();
    seenAtFrameCommit = [];
  });

  it("leaves each wrapped part to after the frame, then adopts it, keeping the prerendered elements and raising no error", async () => {
    const root = prerendered(<Page />);
    const before = Array.from(root.querySelectorAll("section"));
    // React marks each boundary in the HTML, which is what lets it adopt the part on its own.
    expect(root.innerHTML).toContain("<!--$-->");

    const errors: unknown[] = [];
    let adoptions = 0;
    const stop = onPartAdopted(() => adoptions++);
    hydrateRoot(root, <Page />, { onRecoverableError: (error) => errors.push(error) });
    await until(() => seenAtFrameCommit.length > 0);
    expect(seenAtFrameCommit).toEqual([true]);

    await until(() => !hydrationPending());
    stop();
    expect(adoptions).toBe(2);
    for (const id of ["top", "middle", "bottom"]) click(root, id);
    await until(() => text(root, "bottom") === "bottom clicked 1");
    expect(text(root, "top")).toBe("top clicked 1");
    expect(text(root, "middle")).toBe("middle clicked 1");
    // Nothing was rebuilt: the elements are the prerendered ones.
    expect(Array.from(root.querySelectorAll("section"))).toEqual(before);
    expect(errors).toEqual([]);
  });

  it("adopts a part inside a deferred part after it", async () => {
    const order: string[] = [];
    const Note = ({ id }: { id: string }) => {
      useLayoutEffect(() => void order.push(id), [id]);
      return null;
    };
    const Nested = () => (
      <main>
        <HydrateLater>
          <div id="outer">
            <Note id="outer" />
            <Counter id="first" />
            <HydrateLater>
              <Counter id="inner" />
              <Note id="inner" />
            </HydrateLater>
          </div>
        </HydrateLater>
      </main>
    );
    const root = prerendered(<Nested />);
    const inner = root.querySelector("#inner");
    const pendingWhenOuterAdopted: boolean[] = [];
    const stop = onPartAdopted(() => pendingWhenOuterAdopted.push(hydrationPending()));

    hydrateRoot(root, <Nested />);
    await until(() => order.length === 2 && !hydrationPending());
    stop();
    expect(order).toEqual(["outer", "inner"]);
    // When the outer part was adopted the inner one still waited: the count never fell to zero between them.
    expect(pendingWhenOuterAdopted).toEqual([true, false]);
    expect(root.querySelector("#inner")).toBe(inner);
  });

  it("waits for nothing when it is not the page's first hydration", async () => {
    const root = document.createElement("div");
    document.body.append(root);
    createRoot(root).render(<Page />);
    await until(() => root.querySelectorAll("section").length === 3);
    expect(seenAtFrameCommit).toEqual([false]);
    expect(hydrationPending()).toBe(false);
    click(root, "bottom");
    await until(() => text(root, "bottom") === "bottom clicked 1");
  });
});
