// The stage canvas's drawing buffer, sized once (issue 29, decision 560). Setting a WebGL canvas's
// width or height reallocates its drawing buffer in the GPU process and waits for it: with
// SwiftShader each wait was 90-200 ms, and a cold Run paid four (scratch-render's resize sets the
// width, then the height, once to fit the panel). So the canvas gets its size on screen before its
// context is made, and a resize that would not change it is not made.

/** The canvas's size on screen in device pixels, or null while it is not laid out. */
export function screenPixelsOf(canvas: HTMLCanvasElement): { width: number; height: number } | null {
  const { width, height } = canvas.getBoundingClientRect();
  if (!(width > 0 && height > 0)) return null;
  const ratio = window.devicePixelRatio || 1;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}

/** Whether the drawing buffer already has the canvas's size on screen (or it has none yet). */
export function hasScreenSize(canvas: HTMLCanvasElement): boolean {
  const pixels = screenPixelsOf(canvas);
  return pixels === null || (canvas.width === pixels.width && canvas.height === pixels.height);
}

/** Gives the drawing buffer the canvas's size on screen; only before its context exists is this free. */
export function sizeCanvasToScreen(canvas: HTMLCanvasElement): void {
  const pixels = screenPixelsOf(canvas);
  if (!pixels) return;
  if (canvas.width !== pixels.width) canvas.width = pixels.width;
  if (canvas.height !== pixels.height) canvas.height = pixels.height;
}
