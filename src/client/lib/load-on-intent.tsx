import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from "react";

/**
 * Code a part needs only once someone uses it (issue 28: the home page's first load). Until then
 * the part shows a light placeholder with the same face; its code is fetched when the visitor
 * reaches for it (a pointer over it, focus in it, a touch) or when the page needs it anyway
 * (`needed`), never merely because the page went idle.
 */

const loadedModules = new Map<() => Promise<unknown>, unknown>();
const pendingLoads = new Map<() => Promise<unknown>, Promise<unknown>>();

function loadOnce<M>(load: () => Promise<M>): Promise<M> {
  let pending = pendingLoads.get(load) as Promise<M> | undefined;
  if (!pending) {
    pending = load().then((module) => {
      loadedModules.set(load, module);
      return module;
    });
    // A failed fetch (a dropped connection) may be tried again at the next sign of intent.
    pending.catch(() => pendingLoads.delete(load));
    pendingLoads.set(load, pending);
  }
  return pending;
}

export type TIntentHandlers = {
  onPointerOver: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
};

/**
 * The module `load` gives, once it is here (null before), and the handlers that fetch it on
 * intent: spread them on the element whose use means the code will soon be wanted.
 */
export function useModuleOnIntent<M>(load: () => Promise<M>, needed: boolean): { module: M | null; intent: TIntentHandlers } {
  const [module, setModule] = useState<M | null>(() => (loadedModules.get(load) as M | undefined) ?? null);
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadOnce(load).then(setModule, (error: unknown) => {
      started.current = false;
      console.warn("Could not load a part of the page", error);
    });
  }, [load]);
  // A render may not start a fetch; the first commit that needs the code does.
  useLayoutEffect(() => {
    if (needed && module === null) start();
  }, [needed, module, start]);
  const intent = useRef<TIntentHandlers>({ onPointerOver: start, onFocus: start, onTouchStart: start });
  intent.current = { onPointerOver: start, onFocus: start, onTouchStart: start };
  return { module, intent: intent.current };
}

const controlOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>("button[aria-label], a[aria-label], [aria-label][tabindex]") : null);

/**
 * Holds a placeholder and then the real part in its place (`swapped`), so that nothing the
 * visitor did in between is lost: focus on a control of the placeholder moves to the control of
 * the same name in the real part, and a press on one is pressed again there once it has come.
 */
export function CarryOverSwap({ swapped, children }: { swapped: boolean; children: ReactNode }) {
  const container = useRef<HTMLDivElement | null>(null);
  const focused = useRef<string | null>(null);
  const pressed = useRef<string | null>(null);

  useLayoutEffect(() => {
    const root = container.current;
    if (!swapped || !root) return;
    const find = (label: string) => [...root.querySelectorAll<HTMLElement>("[aria-label]")].find((element) => element.getAttribute("aria-label") === label);
    const focusLabel = focused.current;
    const pressLabel = pressed.current;
    focused.current = null;
    pressed.current = null;
    if (focusLabel && (document.activeElement === null || document.activeElement === document.body)) find(focusLabel)?.focus();
    if (pressLabel) find(pressLabel)?.click();
  }, [swapped]);

  const onFocus = (event: FocusEvent) => {
    if (!swapped) focused.current = controlOf(event.target)?.getAttribute("aria-label") ?? null;
  };
  // Only a move to another element forgets the focus: a control taken out of the page by the
  // swap itself may report a blur with nowhere to go.
  const onBlur = (event: FocusEvent) => {
    if (!swapped && event.relatedTarget !== null) focused.current = null;
  };
  const onClickCapture = (event: MouseEvent) => {
    if (swapped) return;
    const label = controlOf(event.target)?.getAttribute("aria-label");
    if (label) pressed.current = label;
  };

  return (
    <div ref={container} className="contents" onFocus={onFocus} onBlur={onBlur} onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}
