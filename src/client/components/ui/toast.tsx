import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "../../lib/cn";
import type { TToastVariant } from "./use-toast";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        "fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4",
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<TToastVariant, string> = {
  default: "border-line bg-surface text-ink",
  destructive: "border-danger-700 bg-danger-700 text-white",
  warning: "border-sun-400 bg-warn-50 text-ink",
};

export function Toast({
  className,
  variant = "default",
  ...props
}: ComponentPropsWithoutRef<typeof ToastPrimitive.Root> & { variant?: TToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        "toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border-2 p-4 pr-10 shadow-xl",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("font-extrabold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("mt-0.5 text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn("absolute right-2 top-2 cursor-pointer rounded-lg p-1 opacity-70 hover:opacity-100", className)}
      {...props}
    >
      <X className="h-4 w-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
