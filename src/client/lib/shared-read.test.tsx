// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { adoptionStarts, frameAdopted } from "./hydrate-later";
import { sharedRead, useSharedRead, type TSharedRead } from "./shared-read";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A fetcher whose answers the test gives, one per call, in order. */
function answersByHand<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { fetcher, calls };
}

function Shown({ read }: { read: TSharedRead<string> }) {
  const view = useSharedRead(read);
  return <p>{view.isPending ? "pending" : view.isError ? "failed" : view.data}</p>;
}

let roots: Root[] = [];
function mount(element: React.ReactNode, container = document.createElement("div")): HTMLElement {
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(element));
  return container;
}

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
});

describe("a shared read", () => {
  it("is fetched once for every view, at the first view's mount, and each view shows the answer", async () => {
    const { fetcher, calls } = answersByHand<string>();
    const read = sharedRead(fetcher);
    expect(calls).toHaveLength(0);
    const first = mount(<Shown read={read} />);
    const second = mount(<Shown read={read} />);
    expect(calls).toHaveLength(1);
    expect(first.textContent).toBe("pending");
    await act(async () => calls[0]!.resolve("hello"));
    expect(first.textContent).toBe("hello");
    expect(second.textContent).toBe("hello");
    // A view mounted later shows the answer at once, without another request.
    expect(mount(<Shown read={read} />).textContent).toBe("hello");
    expect(calls).toHaveLength(1);
  });

  it("says a failed read failed, and reads again when invalidated while shown", async () => {
    const { fetcher, calls } = answersByHand<string>();
    const read = sharedRead(fetcher);
    const view = mount(<Shown read={read} />);
    await act(async () => calls[0]!.reject(new Error("down")));
    expect(view.textContent).toBe("failed");
    await act(async () => {
      const again = read.invalidate();
      calls[1]!.resolve("back");
      await again;
    });
    expect(view.textContent).toBe("back");
  });

  it("takes an answer put in place over the one still on its way", async () => {
    const { fetcher, calls } = answersByHand<string>();
    const read = sharedRead(fetcher);
    const view = mount(<Shown read={read} />);
    await act(async () => read.set("signed in"));
    await act(async () => calls[0]!.resolve("signed out"));
    expect(view.textContent).toBe("signed in");
    await act(async () => read.set((current) => `${current}, twice`));
    expect(view.textContent).toBe("signed in, twice");
  });

  it("shows a prerendered page's HTML as written while it is adopted, then the answer, without a hydration error", async () => {
    const { fetcher, calls } = answersByHand<string>();
    const read = sharedRead(fetcher);
    // The answer is known already (another view read it), but the HTML was written without it.
    mount(<Shown read={read} />);
    await act(async () => calls[0]!.resolve("known"));
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Shown read={sharedRead(() => Promise.resolve("never read on the server"))} />);
    expect(container.textContent).toBe("pending");
    const errors: unknown[] = [];
    adoptionStarts();
    await act(async () => {
      roots.push(hydrateRoot(container, <Shown read={read} />, { onRecoverableError: (error) => errors.push(error) }));
    });
    frameAdopted();
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("known");
  });
});
