import { clsx, type ClassValue } from "clsx";

/** Joins class names; components put the caller's className last so it can extend the base look. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
