import { normalizeBlocksText, parseProject, type Program, type TProjectParseResult } from "../../../../blocks";
import { behaviourPairs } from "./corpus/program.pairs";

/**
 * The offline generator's answers read as the generation pipeline reads them: normalised, then
 * parsed as project text, where a one-sprite program is Sprite1 and a classic game is a whole
 * project with the stage and a section per sprite. Tests and the bench share this, so a game and
 * a one-sprite program are checked the same way.
 */
export function parseAnswer(text: string): TProjectParseResult {
  return parseProject(normalizeBlocksText(text));
}

/** Every target's scripts: the stage first, then the sprites back to front. */
export function answerPrograms({ project }: TProjectParseResult): Program[] {
  return [project.stage.program, ...project.sprites.map((sprite) => sprite.program)];
}

/** The "trigger>action" pairs of every target of an answer, from the parsed trees. */
export function answerPairs(text: string): Set<string> {
  return new Set(answerPrograms(parseAnswer(text)).flatMap((program) => [...behaviourPairs(program)]));
}
