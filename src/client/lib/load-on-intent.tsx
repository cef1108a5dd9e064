import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from "react";

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
  const intent = useMemo<TIntentHandlers>(() => ({ onPointerOver: start, onFocus: start, onTouchStart: start }), [start]);
  return { module, intent };
}

/** What can take focus or a press, in page order: the placeholder and the real part list the same controls. */
const CONTROLS = "button, a[href], input, select, textarea, [tabindex]";

/** Where `target`'s control stands among the controls under `root`, in page order. */
export function controlIndex(root: HTMLElement | null, target: EventTarget | null): number | null {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  if (!root || !control) return null;
  const index = [...root.querySelectorAll(CONTROLS)].indexOf(control);
  return index === -1 ? null : index;
}

/** The control at `index` under `root`, in page order. */
export function controlAt(root: HTMLElement | null, index: number): HTMLElement | undefined {
  return root ? [...root.querySelectorAll<HTMLElement>(CONTROLS)][index] : undefined;
}

/**
 * Holds a placeholder and then the real part in its place (`swapped`), so that nothing the
 * visitor did in between is lost: focus on a control of the placeholder moves to the control at
 * the same place in the real part, and a press on one is pressed again there once it has come.
 * The placeholder must therefore list the same controls, in the same order, as the real part.
 */
export function CarryOverSwap({ swapped, children }: { swapped: boolean; children: ReactNode }) {
  const container = useRef<HTMLDivElement | null>(null);
  const focused = useRef<number | null>(null);
  const pressed = useRef<number | null>(null);

  useLayoutEffect(() => {
    const root = container.current;
    if (!swapped || !root) return;
    const controls = root.querySelectorAll<HTMLElement>(CONTROLS);
    const focusAt = focused.current;
    const pressAt = pressed.current;
    focused.current = null;
    pressed.current = null;
    if (focusAt !== null && (document.activeElement === null || document.activeElement === document.body)) controls[focusAt]?.focus();
    if (pressAt !== null) controls[pressAt]?.click();
  }, [swapped]);

  const onFocus = (event: FocusEvent) => {
    if (!swapped) focused.current = controlIndex(container.current, event.target);
  };
  // Only a move to another element forgets the focus: a control taken out of the page by the
  // swap itself may report a blur with nowhere to go.
  const onBlur = (event: FocusEvent) => {
    if (!swapped && event.relatedTarget !== null) focused.current = null;
  };
  const onClickCapture = (event: MouseEvent) => {
    if (!swapped) pressed.current = controlIndex(container.current, event.target) ?? pressed.current;
  };

  return (
    <div ref={container} className="contents" onFocus={onFocus} onBlur={onBlur} onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}
