// A follow-up request answered by the offline generator (issue 30): the kinds of change the
// request asks for, each applied to the base's lines, and the whole new project text. What it
// asks and cannot be done is named as left out; a request with no change it knows is declined
// with changes that fit this program.
import { suggestFollowUps } from "../../../../../blocks/diff/diff.suggestions";
import { createLineEditor } from "./edit.lines";
import { namedSprites, readEditProject } from "./edit.project";
import { ADD_LIVES, ADD_SCORE, ADD_TIMER } from "./edit.data";
import { OTHER_KEYS } from "./edit.keys";
import { BIGGER, FASTER, SLOWER, SMALLER } from "./edit.numbers";
import { ADD_SOUND, ANOTHER_SPRITE, CHANGE_SAID, REMOVE_PART, RENAME } from "./edit.parts";
import type { TEditContext, TEditKind } from "./edit.types";

/** In the order they are tried: removing and renaming first, so "remove the score" is not "add a score". */
export const EDIT_KINDS: readonly TEditKind[] = [REMOVE_PART, RENAME, FASTER, SLOWER, BIGGER, SMALLER, OTHER_KEYS, ADD_SCORE, ADD_LIVES, ADD_TIMER, ADD_SOUND, ANOTHER_SPRITE, CHANGE_SAID];

export type TFollowUpAnswer =
  | { kind: "program"; text: string; explanation: string; leftOut: string[]; changes: string[] }
  | { kind: "decline"; suggestions: string[] };

export function answerFollowUp(prompt: string, baseText: string): TFollowUpAnswer {
  const written = prompt.replace(/\s+/g, " ").trim();
  const request = written.toLowerCase();
  const project = readEditProject(baseText);
  const context: TEditContext = { project, editor: createLineEditor(project.lines), request, written, named: namedSprites(project, request), done: [], leftOut: [] };
  const asked = EDIT_KINDS.filter((kind) => kind.asks(request));
  // removing is its own request: "remove the score" asks for nothing else
  const kinds = asked.includes(REMOVE_PART) ? [REMOVE_PART] : asked;
  for (const kind of kinds) if (!kind.apply(context)) context.leftOut.push(kind.words);
  if (context.done.length === 0) return { kind: "decline", suggestions: suggestFollowUps(baseText) };
  const text = context.editor.apply();
  const said = context.done.join("; ");
  const explanation = `I changed your program: ${said}.${context.leftOut.length > 0 ? ` I couldn't do ${context.leftOut.join(" or ")} yet.` : ""} Everything else is as it was.`;
  return { kind: "program", text, explanation, leftOut: context.leftOut, changes: context.done };
}
