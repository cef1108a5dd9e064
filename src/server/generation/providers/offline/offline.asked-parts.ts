import { escapeRegExp } from "../../../../blocks";
import { keepScripts, type TComposed, type TComposedPart } from "./offline.compose";
import { arrowsOnEitherSide, bothWaysOnOneSide, oneOfANamedCharacter, withoutFraming } from "./offline.coverage";
import { scriptsIn, spriteSections } from "./offline.program-sections";
import { readPrompt } from "./offline.read";
import type { TScript } from "./offline.types";
import { compilePlan } from "./plan/plan.compile";
import { readPlanWords } from "./plan/plan.read";
import type { TPlan } from "./plan/plan.types";
import { RECIPES_BY_ID } from "./recipes";
import { COLOUR_WORDS } from "./offline.lexicon";
import { COLOURS } from "./plan/plan.vocabulary";

/**
 * Only the scripts asked for (issue 26): when a request describes what its characters do, the
 * answer is the plan's own scripts plus the library's only where they do a part the plan could
 * not read. A whole recipe the request did not ask for (a pen pattern, a countdown, a second
 * mover) goes, and two scripts that move one sprite with the same keys never both stay.
 */

/** The request says which way a turn goes: "turn right", "turn left", "clockwise". */
export const turnSideGiven = (prompt: string) => /\b(?:right|left|clockwise|anti-?clockwise|counter-?clockwise)\b/i.test(prompt);

export const comparable = (line: string) => line.trim().replace(/\s+/g, " ").toLowerCase();

/** A block as its kind: its numbers blanked, its menus, colours and words kept ("move () steps", "say [Hi!]"). */
const kindOf = (line: string) =>
  comparable(line.replace(/\s\/\/ .*$/, ""))
    .replace(/\((-?\d+(?:\.\d+)?)\)/g, "()")
    .replace(/#[0-9a-f]{6}/g, (hex) => COLOUR_NAMES.get(hex) ?? hex);

/** A program's scripts, each as its block lines (hat first), comments left out. */
/** Every colour's hex, from both vocabularies, to its name: the plan's green and the library's green are one colour. */
const COLOUR_NAMES = new Map<string, string>([...Object.entries(COLOURS).map(([name, hex]) => [hex, name] as [string, string]), ...COLOUR_WORDS.map(([name, hex]) => [hex, name] as [string, string])]);

export const scriptsOf = (text: string): { comment: string; lines: string[] }[] => scriptsIn(text).map(({ comment, lines }) => ({ comment, lines }));

const numbersIn = (lines: readonly string[]) => new Set(lines.flatMap((line) => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Math.abs(Number(m[0])))));

/**
 * A plan script a library script does its own way: the same start, every block the plan script
 * has with its words, colours and menus ("set pen color to [#ffff00]", "repeat", "turn right"),
 * and every number of it the child gave; only the numbers the plan chose itself may differ. The
 * library's star is the plan's star drawn with two turns a point; a number it changed is still
 * named by `changedFromRequest`.
 */
export function doneTheLibraryWay(planScript: readonly string[], library: readonly { lines: string[] }[], given: ReadonlySet<number>, sideGiven = true): boolean {
  const [hat, ...body] = planScript;
  if (hat === undefined || body.length === 0) return false;
  const wanted = [...numbersIn(body)].filter((n) => given.has(n));
  // "4 times move 100 turn 90": a turn the child gave no side is the plan's right or the library's left alike
  const kind = (line: string) => (sideGiven ? kindOf(line) : kindOf(line).replace(/^turn (?:right|left|cw|ccw)\b/, "turn"));
  return library.some((script) => {
    if (comparable(script.lines[0] ?? "") !== comparable(hat)) return false;
    const kinds = new Set(script.lines.map(kind));
    const numbers = numbersIn(script.lines);
    return body.every((line) => kinds.has(kind(line))) && wanted.every((n) => numbers.has(n));
  });
}

/** The numbers the child gave (not in quotes): a plan script's own numbers must stay as given. */
export const givenNumbers = (prompt: string, characters: readonly string[] = []) => {
  const words = readPlanWords(prompt).words;
  const named = new Set(characters.map((name) => name.toLowerCase()));
  return new Set(words.flatMap((word, i) => (word.number === undefined || word.quote !== undefined || countsACharacter(prompt, word.number, words[i + 1]?.word, named) ? [] : [Math.abs(word.number)])));
};

/** "One Ball": one of a character the request names (its name written with a capital), not a number for a block. */
export const countsACharacter = (prompt: string, value: number, next: string | undefined, characters: ReadonlySet<string>) => value === 1 && next !== undefined && characters.has(next) && oneOfANamedCharacter(prompt).has(next);

/** The keys a script moves its sprite with: a key's hat or a key check, in a script that moves. */
function keysMoved(script: TScript): Set<string> {
  const moves = script.lines.some((line) => /^\s*(?:change [xy] by|move |go to |glide |set [xy] to)/.test(line));
  if (!moves) return new Set();
  return new Set(script.lines.flatMap((line) => [...line.matchAll(/key \[?\(?([a-z0-9 ]+?) v[\])]/g)].map((m) => m[1] as string)));
}

const ARROW_KEYS = new Set(["up arrow", "down arrow", "left arrow", "right arrow"]);

/** A script that moves its sprite after the mouse pointer ("go to (mouse-pointer v)", "set x to (mouse x)"). */
const followsMouse = (lines: readonly string[]) => lines.some((line) => /^\s*(?:change [xy] by|move |go to |glide |set [xy] to|point towards)/.test(line)) && lines.some((line) => /mouse x|mouse y|mouse-pointer/.test(line));

/**
 * A plan script that only steers its character (with keys or the mouse) is done by a library game
 * that steers the same sprite with the same input its own way: "a pong game with a paddle I move
 * with the arrow keys" is the pong Paddle moving along the bottom with the left and right arrows.
 * "The arrow keys", with no way named, for a thing that slides along one side, are whichever pair
 * of arrows the game moves it on; keys the child named must be the game's, and so must a number
 * the child gave.
 */
export function steeredByLibrary(prompt: string, character: string, planScript: readonly string[], text: string, given: ReadonlySet<number>): boolean {
  const planKeys = keysMoved({ comment: "", lines: [...planScript] });
  const mouse = followsMouse(planScript);
  if (planKeys.size === 0 && !mouse) return false;
  const anyArrows = [...planKeys].every((key) => ARROW_KEYS.has(key)) && arrowsOnEitherSide(prompt);
  const wanted = [...numbersIn(planScript.slice(1))].filter((n) => given.has(n));
  // "snake game with the arrow keys": keys said of no character are the game's to give; the plan's guess of whose they are is not the child's
  const keysOfTheNamed = saidWithTheKeys(prompt, character);
  const sections = spriteSections(text).filter((section) => character === "Sprite1" || section.name === character || !keysOfTheNamed);
  return sections.some((section) =>
    section.scripts.some((script) => {
      if (!wanted.every((n) => numbersIn(script.lines).has(n))) return false;
      if (mouse) return followsMouse(script.lines);
      const keys = keysMoved({ comment: "", lines: script.lines });
      return anyArrows ? bothWaysOnOneSide((key) => keys.has(key)) : [...planKeys].every((key) => keys.has(key));
    }),
  );
}

/** True when a sentence of the request that names keys to move with names this character too. */
function saidWithTheKeys(prompt: string, character: string): boolean {
  const name = new RegExp(`\\b${escapeRegExp(character.toLowerCase())}s?\\b`);
  return prompt
    .toLowerCase()
    .split(/[.!?;]+/)
    .some((sentence) => /\barrows?\b|\bkeys?\b|\bwasd\b/.test(sentence) && name.test(sentence));
}

/**
 * A recipe's script that only counts down on its own (a score going down every second): it stays
 * when the request names what it counts or counting time, else it is an extra nobody asked for.
 */
function unaskedCounter(script: TScript, prompt: string): boolean {
  const lines = script.lines.map((line) => line.trim());
  // a countdown: a variable going down on its own (a game's score counting up is the game's)
  const counted = lines.flatMap((line) => [.../^change \[(.+?) v\] by \(-/.exec(line)?.slice(1) ?? []]);
  const onlyCounts = counted.length > 0 && lines.some((line) => line.startsWith("wait ")) && lines.every((line) => /^(?:when green flag clicked|set \[|change \[|show variable|hide variable|wait|repeat|forever|end$)/.test(line));
  if (!onlyCounts) return false;
  const words = prompt.toLowerCase();
  return !counted.some((name) => words.includes(name.toLowerCase())) && !/\b(?:time|timer|timed|seconds?|countdown|count down|counts? down|clock|points?|score|quick|fast)\b/.test(words);
}

/** The concepts a recipe is chosen for (offline.lexicon.ts). */
export function recipeConcepts(id: string): string[] {
  const recipe = RECIPES_BY_ID.get(id);
  if (!recipe) return [id];
  return [...recipe.requires.flat(), ...(recipe.boosts ?? []), ...(recipe.wins ?? [])].map((concept) => concept.replace(/:\d+$/, ""));
}

/** A recipe the unread words ask for: every one of its required concepts is in them, framing aside. */
function askedByUnread(part: TComposedPart, unread: ReadonlySet<string>): boolean {
  const recipe = RECIPES_BY_ID.get(part.id);
  return recipe !== undefined && recipe.requires.every((group) => group.some((concept) => unread.has(concept.replace(/:\d+$/, ""))));
}

/**
 * The library's program with only the parts the request asked for. A behaviour is always the
 * reading of one of the request's own sentences; a recipe stays when the words the plan could not
 * read ask for it, or when one of its scripts does a script the plan read. Then, on each sprite,
 * of two scripts moving it with the same keys only one stays: the one that does the plan's own
 * script (the child's numbers), else the first.
 */
export function keepAskedParts(prompt: string, plan: TPlan, program: TComposed): TComposed {
  if (!plan.characters.some((character) => character.scripts.length > 0)) return program;
  const planScripts = scriptsOf(compilePlan(plan).text).filter((script) => !/^when (?:green flag clicked)?$/.test(script.lines[0] ?? "") || script.lines.length > 1);
  const given = givenNumbers(prompt, plan.characters.map((character) => character.name));
  // a variable's starting value the plan puts at the top of a script is the program's, not the script's own work
  const work = planScripts.map((planned) => ({ lines: planned.lines.filter((line, i) => i === 0 || !/^\s*(?:set \[.+? v\] to|show variable)/.test(line)) })).filter((planned) => planned.lines.length > 1);
  const doesPlanScript = (script: TScript) => {
    const lines = new Set(script.lines.map(comparable));
    return work.some((planned) => planned.lines.every((line) => lines.has(comparable(line.replace(/\s\/\/ .*$/, "")))) || doneTheLibraryWay(planned.lines, [{ lines: script.lines }], given));
  };
  // a word read two ways, one of them what the parts doing the plan's scripts are about, is theirs:
  // the "5 points" of a star ask for no score
  const doing = program.parts.filter((part) => part.scripts.some(doesPlanScript));
  const theirs = new Set(doing.flatMap((part) => recipeConcepts(part.id)));
  const isTheirs = (word: string) => {
    const concepts = [...readPrompt(word).concepts];
    return concepts.length > 1 && concepts.some((concept) => theirs.has(concept));
  };
  const unread = new Set(
    plan.leftOut.flatMap((part) => {
      const words = withoutFraming(part).split(/\s+/).filter((word) => !isTheirs(word));
      return [...readPrompt(words.join(" ")).concepts];
    }),
  );
  // a lesson's title asks for what it teaches: "Broadcast and wait: ..." keeps the broadcasts
  for (const concept of readPrompt(readPlanWords(prompt).lesson.concept ?? "").concepts) unread.add(concept);
  // what the whole request names, framing aside, when no part doing the plan's scripts is of its kind:
  // "a score and a timer" beside the arrow keys, never a second mover or a second drawing
  const named = new Set(withoutFraming(prompt).split(/\s+/).filter((word) => !isTheirs(word)).flatMap((word) => [...readPrompt(word).concepts]));
  for (const concept of readPrompt(withoutFraming(prompt).split(/\s+/).filter((word) => !isTheirs(word)).join(" ")).concepts) named.add(concept);
  const families = new Set(doing.map((part) => RECIPES_BY_ID.get(part.id)?.family));
  const namedAlone = (part: TComposedPart) => !families.has(RECIPES_BY_ID.get(part.id)?.family) && askedByUnread(part, named);
  const asked = (part: TComposedPart) => part.kind === "behaviour" || doing.includes(part) || askedByUnread(part, unread) || namedAlone(part);
  const kept = keepScripts(program, (script, part) => asked(part) && !(part.kind === "recipe" && unaskedCounter(script, prompt)));
  if (kept.parts.length === 0) return program;
  // two movers with the same keys on one sprite: the plan's own stays
  const dropped = new Set<TScript>();
  const main = kept.parts.find((part) => part.output?.sprites?.[0])?.output?.sprites?.[0]?.name;
  const movers = kept.parts.flatMap((part) => part.scripts).filter((script) => keysMoved(script).size > 0);
  const ordered = [...movers].sort((a, b) => Number(doesPlanScript(b)) - Number(doesPlanScript(a)));
  const staying: TScript[] = [];
  for (const script of ordered) {
    const sprite = script.sprite ?? main;
    const keys = keysMoved(script);
    if (staying.some((other) => (other.sprite ?? main) === sprite && [...keysMoved(other)].some((key) => keys.has(key)))) dropped.add(script);
    else staying.push(script);
  }
  return dropped.size === 0 ? kept : keepScripts(kept, (script) => !dropped.has(script));
}
