import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, dismissToast, getToasts, toast, toastReducer, type TToast } from "./use-toast";

const make = (id: string): TToast => ({ id, title: id, open: true });

describe("toastReducer (SPEC 9: one visible at a time)", () => {
  it("keeps only the newest toast", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: "add", toast: make("a") });
    state = toastReducer(state, { type: "add", toast: make("b") });
    expect(state.toasts.map((t) => t.id)).toEqual(["b"]);
  });
  it("dismiss closes without removing; remove takes it away", () => {
    let state = toastReducer({ toasts: [make("a")] }, { type: "dismiss", id: "a" });
    expect(state.toasts).toEqual([{ ...make("a"), open: false }]);
    state = toastReducer(state, { type: "remove", id: "a" });
    expect(state.toasts).toEqual([]);
  });
});

describe("toast store timing", () => {
  afterEach(() => vi.useRealTimers());

  it("a new toast replaces the visible one", () => {
    toast({ title: "first" });
    toast({ title: "second", variant: "warning" });
    expect(getToasts().map((t) => [t.title, t.variant, t.open])).toEqual([["second", "warning", true]]);
  });

  it("removes a dismissed toast 10000 ms after dismissal, not before", () => {
    vi.useFakeTimers();
    const handle = toast({ title: "Copied!", description: "Blocks copied to clipboard" });
    handle.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it("dismissing everything closes all open toasts", () => {
    vi.useFakeTimers();
    toast({ title: "one" });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toEqual([]);
  });
});

describe("dismissToastsOf", () => {
  it("closes an open error toast (stale after a success) and leaves other kinds open", async () => {
    const { dismissToastsOf } = await import("./use-toast");
    toast({ title: "Failed to generate blocks. Please try again.", variant: "destructive" });
    dismissToastsOf("warning");
    expect(getToasts().map((t) => t.open)).toEqual([true]);
    dismissToastsOf("destructive");
    expect(getToasts().map((t) => t.open)).toEqual([false]);

    toast({ title: "Copied!" });
    dismissToastsOf("destructive");
    expect(getToasts().map((t) => [t.title, t.open])).toEqual([["Copied!", true]]);
  });
});
