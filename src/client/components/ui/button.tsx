import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type TButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "destructive" | "link";
export type TButtonSize = "sm" | "md" | "lg" | "icon";

// Never wider than where it stands (issue 31: "Generate Code & Blocks" pushed a 360 px phone's page
// 7 px sideways): a label longer than the room wraps onto a second line and the button grows taller,
// so sizes set a least height, not a fixed one.
const base =
  "inline-flex max-w-full items-center justify-center gap-2 rounded-[var(--radius-block)] text-center font-bold transition-colors " +
  "disabled:cursor-not-allowed disabled:opacity-55 select-none cursor-pointer [&>svg]:shrink-0";

const variants: Record<TButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-block hover:bg-brand-800 active:translate-y-px",
  secondary: "bg-sea-600 text-white shadow-block hover:bg-sea-700 active:translate-y-px",
  outline: "border-2 border-line bg-surface text-ink hover:border-brand-200 hover:bg-brand-50",
  ghost: "text-ink hover:bg-brand-50",
  destructive: "bg-danger-600 text-white shadow-block hover:bg-danger-700",
  link: "text-sea-700 underline hover:text-sea-600 px-0",
};

const sizes: Record<TButtonSize, string> = {
  sm: "min-h-9 px-3 py-1 text-sm",
  md: "min-h-11 px-5 py-1.5 text-base",
  lg: "min-h-13 px-7 py-2 text-lg",
  icon: "h-10 w-10",
};

/** Class list for anything that should look like a button (e.g. a router <Link>). */
export function buttonClasses(variant: TButtonVariant = "primary", size: TButtonSize = "md", className?: string): string {
  return cn(base, variants[variant], variant === "link" ? "" : sizes[size], className);
}

export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
};

export const Button = forwardRef<HTMLButtonElement, TButtonProps>(function Button(
  { variant = "primary", size = "md", className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
