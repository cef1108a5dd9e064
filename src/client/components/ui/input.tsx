import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export const fieldClasses =
  "w-full rounded-xl border-2 border-line bg-surface px-3.5 text-base text-ink placeholder:text-ink-soft/70 " +
  "focus:border-sea-600 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger-600";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = "text", ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(fieldClasses, "h-11", className)} {...props} />;
});
