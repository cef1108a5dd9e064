// @vitest-environment jsdom
import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateLater, hydrateProgressively, hydrationPending, onPartAdopted } from "./hydrate-later";

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
    </main>
  );
}

const click = (root: HTMLElement, id: string) => root.querySelector<HTMLButtonElement>(`#${id} button`)!.click();
const text = (root: HTMLElement, id: string) => root.querySelector(`#${id}`)!.textContent;
/** Lets Preact's queued renders run: they are microtasks, so no other task can come between. */
async function flush(): Promise<void> {
  for (let round = 0; round < 10; round++) await Promise.resolve();
}
/** Resolves, in the task that adopted it, once the next deferred part is live. */
function nextAdoption(): Promise<void> {
  return new Promise((resolve) => {
    const stop = onPartAdopted(() => {
      stop();
      resolve();
    });
  });
}

/** Clicks both parts: the live one counts its click, the one still waiting does not. */
async function expectLiveAndWaiting(root: HTMLElement, live: string, waiting: string): Promise<void> {
  click(root, live);
  click(root, waiting);
  await flush();
  expect(text(root, live)).toBe(`${live} clicked 1`);
  expect(text(root, waiting)).toBe(`${waiting} clicked 0`);
}
/** Once the last part has been adopted, nothing waits and that part counts its click too. */
async function expectAllLive(root: HTMLElement, last: string): Promise<void> {
  expect(hydrationPending()).toBe(false);
  click(root, last);
  await flush();
  expect(text(root, last)).toBe(`${last} clicked 1`);
}

describe("HydrateLater", () => {
  afterEach(() => document.body.replaceChildren());

  it("adopts each wrapped part in a later task of its own, in page order, keeping the prerendered elements", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const prerendered = Array.from(root.querySelectorAll("section"));

    const middleAdopted = nextAdoption();
    hydrateProgressively(() => hydrateRoot(root, <Page />));
    expect(hydrationPending()).toBe(true);
    // The first pass adopted the unwrapped part only.
    click(root, "top");
    click(root, "middle");
    click(root, "bottom");
    await flush();
    expect(text(root, "top")).toBe("top clicked 1");
    expect(text(root, "middle")).toBe("middle clicked 0");
    expect(text(root, "bottom")).toBe("bottom clicked 0");

    // In a later task the first wrapped part answers; the second needs yet another task.
    await middleAdopted;
    const bottomAdopted = nextAdoption();
    expect(hydrationPending()).toBe(true);
    await expectLiveAndWaiting(root, "middle", "bottom");

    await bottomAdopted;
    await expectAllLive(root, "bottom");
    // Nothing was rebuilt: the elements are the prerendered ones.
    expect(Array.from(root.querySelectorAll("section"))).toEqual(prerendered);
    expect(root.querySelectorAll("section")).toHaveLength(3);
  });

  it("adopts a part inside a deferred part after it, in a task of its own", async () => {
    const Nested = () => (
      <main>
        <HydrateLater>
          <div id="outer">
            <Counter id="first" />
            <HydrateLater>
              <Counter id="inner" />
            </HydrateLater>
          </div>
        </HydrateLater>
      </main>
    );
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Nested />);
    document.body.append(root);
    const inner = root.querySelector("#inner");

    const outerAdopted = nextAdoption();
    hydrateProgressively(() => hydrateRoot(root, <Nested />));
    await outerAdopted;
    const innerAdopted = nextAdoption();
    await expectLiveAndWaiting(root, "first", "inner");

    await innerAdopted;
    await expectAllLive(root, "inner");
    expect(root.querySelector("#inner")).toBe(inner);
  });

  it("renders at once when it is not the page's first hydration", async () => {
    const root = document.createElement("div");
    document.body.append(root);
    createRoot(root).render(<Page />);
    await flush();
    expect(hydrationPending()).toBe(false);
    expect(root.querySelectorAll("section")).toHaveLength(3);
    click(root, "bottom");
    await flush();
    expect(text(root, "bottom")).toBe("bottom clicked 1");
  });
});
