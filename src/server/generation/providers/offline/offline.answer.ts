import { artForName } from "../../../../blocks";
import { composeRequest } from "./offline.compose";
import { readPrompt } from "./offline.read";
import type { TDeclineReason } from "./offline.match";
import { compilePlan } from "./plan/plan.compile";
import { readPlan } from "./plan/plan.read";
import type { TFamily } from "./offline.types";
import type { TPlan, TStep } from "./plan/plan.types";
import { RECIPES_BY_ID } from "./recipes";

/**
 * One contract for every offline answer (issue 26): a program that does everything the request
 * asks, or a program plus the exact parts it left out (`leftOut`, also said in the
 * explanation), or a kind decline with first steps a child can click. The request is read as a
 * plan first (plan/); a whole program the plan cannot build yet (a classic game, a quiz, a
 * drawing) comes from the project library, its sprites named as the child named them.
 */
export type TOfflineAnswer =
  | { kind: "program"; text: string; explanation: string; leftOut: string[]; source: "plan" | "library" }
  | { kind: "decline"; reason: TDeclineReason; suggestions: string[] };

/** Library recipes that are whole programs (games, quizzes, drawings, songs, stories), not one behaviour. */
const WHOLE_PROGRAMS = new Set<TFamily>(["pen", "music", "ask-answer", "lists", "pong", "clones", "collisions", "custom-blocks", "timers", "broadcasts", "games", "counters"]);

/** Gravity programs: a whole little physics engine, not one behaviour. */
const PHYSICS = new Set(["jump-gravity", "gravity-ball"]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A library game's sprites take the child's names where the art is the same kind of thing: the
 * catch game's Basket is the child's "Bowl", the shooter's Rocket the child's "Ship".
 */
function renameSprites(text: string, explanation: string, childNames: readonly string[]): { text: string; explanation: string } {
  // a one-sprite program is the child's one character, under the name the child gave it
  const only = childNames.length === 1 ? childNames[0] : undefined;
  if (!/^\/\/ (?:sprite:|stage)/m.test(text) && only && only !== "Sprite1") {
    return { text: `// sprite: ${only}\n// x: 0, y: 0\n\n${text}`, explanation: explanation.replace(/\bthe sprite\b/g, `the ${only}`) };
  }
  const spriteNames = [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => (m[1] as string).trim());
  let renamedText = text;
  let renamedExplanation = explanation;
  const taken = new Set(spriteNames);
  for (const sprite of spriteNames) {
    const art = artForName(sprite);
    const child = childNames.find((name) => !taken.has(name) && art !== undefined && artForName(name) === art);
    if (!child) continue;
    taken.add(child);
    const word = new RegExp(`\\b${escape(sprite)}\\b`, "g");
    renamedText = renamedText.replace(word, child);
    renamedExplanation = renamedExplanation.replace(word, child);
  }
  return { text: renamedText, explanation: renamedExplanation };
}

const blockLines = (steps: readonly TStep[]): string[] =>
  steps.flatMap((step) => (step.kind === "block" ? [step.text] : step.kind === "if" ? [...blockLines(step.then), ...blockLines(step.else ?? [])] : blockLines(step.body)));
const comparable = (line: string) => line.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * What the plan read that a library program does not do: each plan script whose blocks are not
 * all in the program, said in the script's own words. The plan is the contract; the library is
 * only one way to keep it.
 */
function missingFromLibrary(plan: TPlan, text: string): string[] {
  const lines = new Set(text.split("\n").map(comparable));
  return plan.characters.flatMap((character) =>
    character.scripts.filter((script) => !blockLines(script.steps).every((line) => lines.has(comparable(line)))).map((script) => script.says.replace(/^[^:]*: /, (when) => `${when.slice(0, -2).toLowerCase()}, `)),
  );
}

/** The concepts a library recipe is chosen for (offline.lexicon.ts), or a behaviour's own action. */
function recipeConcepts(id: string): string[] {
  const recipe = RECIPES_BY_ID.get(id);
  if (!recipe) return [id];
  return [...recipe.requires.flat(), ...(recipe.boosts ?? []), ...(recipe.wins ?? [])].map((concept) => concept.replace(/:\d+$/, ""));
}

export function answerRequest(prompt: string): TOfflineAnswer {
  const { plan, understood } = readPlan(prompt);
  const hasScripts = plan.characters.some((character) => character.scripts.length > 0);
  if (understood && hasScripts && plan.leftOut.length === 0) {
    const { text, explanation } = compilePlan(plan);
    return { kind: "program", text, explanation, leftOut: [], source: "plan" };
  }
  const library = composeRequest(prompt);
  const wholeProgram =
    library.kind === "program" &&
    (!hasScripts || library.program.built.some((part) => part.kind === "recipe" && (WHOLE_PROGRAMS.has(RECIPES_BY_ID.get(part.id)?.family ?? "movement") || PHYSICS.has(part.id))));
  if (library.kind === "program" && wholeProgram) {
    const named = renameSprites(library.program.text, library.program.explanation, plan.characters.map((character) => character.name));
    // words the plan could not read count as built only where the library's programs are about them;
    // what the plan did read, the library must do
    const about = new Set(library.program.built.flatMap((part) => recipeConcepts(part.id)));
    const unread = plan.leftOut.filter((part) => ![...readPrompt(part).concepts].some((concept) => about.has(concept)));
    const leftOut = [...new Set([...library.program.notBuilt, ...unread, ...missingFromLibrary(plan, library.program.text)])];
    const said = leftOut.length > library.program.notBuilt.length ? ` I didn't build ${leftOut.filter((part) => !library.program.notBuilt.includes(part)).map((part) => `"${part}"`).join(" or ")} the way you asked yet: try asking for that part on its own.` : "";
    return { kind: "program", text: named.text, explanation: `${named.explanation}${said}`, leftOut, source: "library" };
  }
  if (hasScripts) {
    const { text, explanation } = compilePlan(plan);
    return { kind: "program", text, explanation, leftOut: plan.leftOut, source: "plan" };
  }
  return { kind: "decline", reason: library.kind === "none" ? library.reason : "no-match", suggestions: library.kind === "none" ? library.suggestions : [] };
}
