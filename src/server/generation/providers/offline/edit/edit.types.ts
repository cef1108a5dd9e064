import type { TLineEditor } from "./edit.lines";
import type { TEditProject, TEditTarget } from "./edit.project";

/** One follow-up being answered: the base, the lines being changed, and what was done, in words. */
export interface TEditContext {
  project: TEditProject;
  editor: TLineEditor;
  /** The request, lower case, punctuation kept. */
  request: string;
  /** The request as the child wrote it (spaces collapsed): what to say and new names are taken from it, capitals kept. */
  written: string;
  /** Sprites the request names (empty: it names none). */
  named: TEditTarget[];
  /** What was changed, in a child's words ("the Ball moves faster"). */
  done: string[];
  /** What was asked and could not be done, in the child's words. */
  leftOut: string[];
}

/** A kind of change: whether the request asks for it, and doing it on the base's lines. */
export interface TEditKind {
  id: string;
  asks(request: string): boolean;
  /** False when the base has nothing it could change (the kind is then named as left out). */
  apply(context: TEditContext): boolean;
  /** The request's part, for leftOut, when nothing could be done. */
  words: string;
}
