/**
 * The text each drawn block picture was made from. The stage (features/stage) reads it to know
 * which script of the picture is which script it runs, so it can light up the running ones.
 * A WeakMap: a picture replaced by a new one takes its text with it.
 */
const sources = new WeakMap<SVGSVGElement, { source: string; language: string }>();

/** language: the block language the picture is drawn in (its source is always English). */
export function rememberPictureSource(svg: SVGSVGElement, source: string, language = "en"): void {
  sources.set(svg, { source, language });
}

export function pictureSourceOf(svg: SVGSVGElement): string | undefined {
  return sources.get(svg)?.source;
}

export function pictureLanguageOf(svg: SVGSVGElement): string {
  return sources.get(svg)?.language ?? "en";
}
