import { useState } from "react";

/**
 * Whether `value` has ever been true. A lazily loaded dialog stays mounted once it has opened,
 * so it can animate closed and open again at once.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(value);
  if (value && !hasBeen) setHasBeen(true);
  return hasBeen || value;
}
