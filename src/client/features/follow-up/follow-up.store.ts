/**
 * What the next request changes (issue 30), kept outside the components so the generator hook
 * reads it when it sends, without knowing about versions: a version from history, or an opened
 * project's text. Empty means the request starts something new.
 */
export type TFollowUpBase = { baseGenerationId: number; baseProjectText?: never } | { baseProjectText: string; baseGenerationId?: never };

let next: TFollowUpBase | undefined;
let sent: { base: TFollowUpBase | undefined; text: string | undefined } = { base: undefined, text: undefined };
let nextText: string | undefined;

/** Set by the follow-up controls on every render: the base the next request would change, and its text. */
export function setFollowUpBase(base: TFollowUpBase | undefined, text: string | undefined): void {
  next = base;
  nextText = text;
}

/** Read by the generator when it sends; remembered so the answer can be compared with what it changed. */
export function takeFollowUpBase(): TFollowUpBase | undefined {
  sent = { base: next, text: nextText };
  return next;
}

/** The base (and its text) of the last request sent. */
export function lastSentBase(): { base: TFollowUpBase | undefined; text: string | undefined } {
  return sent;
}
