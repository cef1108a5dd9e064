/**
 * What the next request changes (issue 30), kept outside the components so the generator hook
 * reads it when it sends, without knowing about versions: a version from history, or an opened
 * project's text. Empty means the request starts something new.
 */
export type TFollowUpBase =
  | { baseGenerationId: number; baseProjectText?: never; baseProjectId?: never }
  /** baseProjectId: the opened project's costumes and sounds, stored for the version it makes. */
  | { baseProjectText: string; baseGenerationId?: never; baseProjectId?: number };

/**
 * The opened project (.sb3) a program comes from, through any number of follow-ups: its own
 * costumes, sounds and settings (kept in this browser under `baseKey`, or stored with a version
 * under `version:<id>`) are what its download and its stage lay the text over. Compared by
 * identity: opening another project makes a new one.
 */
export type TProjectOrigin = { baseKey: string | null };

type TSent = { base: TFollowUpBase | undefined; text: string | undefined; origin: TProjectOrigin | null };

let next: TFollowUpBase | undefined;
let sent: TSent = { base: undefined, text: undefined, origin: null };
let nextText: string | undefined;
let nextOrigin: TProjectOrigin | null = null;

/** Set by the follow-up controls on every render: the base the next request would change, its text, and the opened project it comes from. */
export function setFollowUpBase(base: TFollowUpBase | undefined, text: string | undefined, origin: TProjectOrigin | null = null): void {
  next = base;
  nextText = text;
  nextOrigin = origin;
}

/** Read by the generator when it sends; remembered so the answer can be compared with what it changed. */
export function takeFollowUpBase(): TFollowUpBase | undefined {
  sent = { base: next, text: nextText, origin: next ? nextOrigin : null };
  return next;
}

/** The base (its text, and the opened project it comes from) of the last request sent. */
export function lastSentBase(): TSent {
  return sent;
}
