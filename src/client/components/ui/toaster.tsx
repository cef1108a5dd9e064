import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { TOAST_DEFAULT_DURATION_MS, dismissToast, useToast } from "./use-toast";

/** SPEC 9: swipe right past 50 px to dismiss, F8 focuses the area, the two default labels. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];
export const TOAST_VIEWPORT_LABEL = "Notifications ({hotkey})";
export const TOAST_LABEL = "Notification";

/** The toast area itself, in its own chunk: LazyToaster (lazy-toaster.tsx) loads it with the first toast. */
export default function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DEFAULT_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={TOAST_LABEL}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          // Closing by timer, swipe, Escape or the close button all go through the store so the
          // 10 s removal delay applies to every path.
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-0.5">
            <ToastTitle>{title}</ToastTitle>
            {description !== undefined && <ToastDescription asChild><div>{description}</div></ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label={TOAST_VIEWPORT_LABEL} data-testid="toasts" />
    </ToastProvider>
  );
}
