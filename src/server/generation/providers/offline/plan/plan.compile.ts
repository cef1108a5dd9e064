import type { TCharacter, TPlan, TScriptPlan, TStep, TTrigger } from "./plan.types";

/**
 * Plan → project text (docs/decisions/014-project-text.md) and its explanation. Every
 * character is its own sprite section, named as the child named it; every script has a `//`
 * line saying what it does; a teacher's lesson also says, at the end of each loop or `if`, what
 * that block teaches. The compiler writes only what the plan holds.
 */
export interface TCompiled {
  text: string;
  explanation: string;
}

function hat(trigger: TTrigger): string {
  switch (trigger.kind) {
    case "flag":
      return "when green flag clicked";
    case "key":
      return `when [${trigger.key} v] key pressed`;
    case "click":
      return "when this sprite clicked";
    case "stage-click":
      return "when stage clicked";
    case "backdrop":
      return `when backdrop switches to [${trigger.name} v]`;
    case "message":
      return `when I receive [${trigger.name} v]`;
    case "clone":
      return "when I start as a clone";
    case "define":
      return `define ${trigger.name}`;
  }
}

/**
 * A child's words inside a text slot: a bracket would close the slot early, so square brackets in
 * the words become round ones (the words stay the child's, the block stays one block).
 */
function safeBlock(text: string): string {
  // (a slot never starts at a menu's bracket: "set [light v] to [red]" keeps both)
  return text.replace(/\[(?![^\]\n]* v\])([^\n]*?)\](?= (?:for|and wait)\b| v\]|$)/g, (whole: string, inner: string) => (inner.endsWith(" v") ? whole : `[${inner.replace(/\[/g, "(").replace(/\]/g, ")")}]`));
}

/** In a lesson, what a variable block does to its variable. */
function variableNote(text: string): string {
  const set = /^set \[(.+?) v\] to \((.+)\)$/.exec(text);
  if (set) return ` // the variable ${set[1]} now holds ${set[2]}`;
  const change = /^change \[(.+?) v\] by \((.+)\)$/.exec(text);
  if (change) return ` // adds ${change[2]} to the variable ${change[1]}`;
  return "";
}

/**
 * In a lesson, the loops inside a step written whole (a drawn shape is its own `repeat`) say what
 * they teach too, as the plan's own loops do.
 */
function loopNotes(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const times = /^\s*repeat \((\d+)\)$/.exec(line)?.[1];
      if (times) return `${line} // a loop: the blocks inside run ${times} times`;
      return /^\s*forever$/.test(line) ? `${line} // a forever loop: the blocks inside run again and again` : line;
    })
    .join("\n");
}

/** A cap block ends its stack: nothing can run after it, so it goes last, whatever order the words had. */
const isCap = (step: TStep) => step.kind === "block" && /^(?:stop \[(?:all|this script) v\]|delete this clone)$/.test(step.text);
const capsLast = (steps: readonly TStep[]) => [...steps.filter((step) => !isCap(step)), ...steps.filter(isCap).slice(0, 1)];

function stepLines(unordered: readonly TStep[], depth: number, lesson: boolean): string[] {
  const steps = capsLast(unordered);
  const pad = "  ".repeat(depth);
  const note = (text: string) => (lesson ? ` // ${text}` : "");
  return steps.flatMap((step): string[] => {
    switch (step.kind) {
      case "block":
        return [`${pad}${lesson ? loopNotes(safeBlock(step.text)) : safeBlock(step.text)}${lesson ? variableNote(step.text) : ""}`];
      case "repeat":
        return [`${pad}repeat ${step.reporter ? `(${step.reporter})` : `(${step.times})`}${note(`a loop: the blocks inside run ${step.reporter ?? step.times} times`)}`, ...stepLines(step.body, depth + 1, lesson), `${pad}end`];
      case "forever":
        return [`${pad}forever${note("a forever loop: the blocks inside run again and again")}`, ...stepLines(step.body, depth + 1, lesson), `${pad}end`];
      case "until":
        return [`${pad}repeat until ${step.condition.text}${note(`runs the blocks inside until ${step.condition.words}`)}`, ...stepLines(step.body, depth + 1, lesson), `${pad}end`];
      case "if":
        return [
          `${pad}if ${step.condition.text} then${note(`only when ${step.condition.words}`)}`,
          ...stepLines(step.then, depth + 1, lesson),
          ...(step.else ? [`${pad}else`, ...stepLines(step.else, depth + 1, lesson)] : []),
          `${pad}end`,
        ];
    }
  });
}

function scriptText(script: TScriptPlan, lesson: boolean): string {
  return [`// ${script.says}`, hat(script.trigger), ...stepLines(script.steps, 0, lesson)].join("\n");
}

/** Starting places across the stage so characters do not sit on top of each other. */
function place(index: number, count: number): string {
  if (count === 1) return "x: 0, y: 0";
  const x = Math.round(-160 + (320 * index) / (count - 1));
  return `x: ${x}, y: 0`;
}

function characterSection(character: TCharacter, index: number, count: number, lesson: boolean): string {
  const header = [`// sprite: ${character.name}`, `// ${character.settings ?? place(index, count)}`].join("\n");
  return [header, ...character.scripts.map((script) => scriptText(script, lesson))].join("\n\n");
}

const allSteps = (steps: readonly TStep[]): TStep[] =>
  steps.flatMap((step) => [step, ...(step.kind === "block" ? [] : step.kind === "if" ? allSteps([...step.then, ...(step.else ?? [])]) : allSteps(step.body))]);

/**
 * What a lesson that named no concept ("Year 2: the sprite draws a square") teaches, read from the
 * plan itself: its loops, its choices, its variables, or else the order its blocks run in.
 */
function taughtBy(plan: TPlan): string {
  const steps = plan.characters.flatMap((character) => character.scripts.flatMap((script) => allSteps(script.steps)));
  const texts = steps.map((step) => (step.kind === "block" ? step.text : ""));
  if (steps.some((step) => step.kind === "repeat" || step.kind === "forever" || step.kind === "until") || texts.some((text) => /^\s*(?:repeat|forever)\b/m.test(text))) return "loops (blocks that run again and again)";
  if (steps.some((step) => step.kind === "if")) return "selection (if ... then)";
  if (plan.variables.length > 0) return "variables";
  return "sequencing (the blocks run in order, top to bottom)";
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function compilePlan(plan: TPlan): TCompiled {
  const lesson = plan.lesson !== undefined;
  const stageHeader = [
    "// stage",
    ...plan.variables.map((variable) => `// variable ${variable.name} = ${typeof variable.start === "number" ? variable.start : JSON.stringify(variable.start)}`),
    ...plan.lists.map((list) => `// list ${list.name} = ${JSON.stringify(list.items)}`),
  ].join("\n");
  // "when stage clicked" can only be the stage's: a script the child put on a sprite for a stage click runs there
  // "when stage clicked" is the stage's own hat: the stage passes the click on to the sprite as a message
  const STAGE_CLICKED = "stage clicked";
  const clickedOnStage = plan.characters.some((character) => character.scripts.some((script) => script.trigger.kind === "stage-click"));
  const stageScripts: TScriptPlan[] = [
    ...plan.stageScripts,
    ...(clickedOnStage ? [{ trigger: { kind: "stage-click" as const }, steps: [{ kind: "block" as const, text: `broadcast [${STAGE_CLICKED} v]` }], says: "When you click the stage: it tells the sprites" }] : []),
  ];
  const characters = plan.characters.map((character) => ({
    ...character,
    scripts: character.scripts.map((script) => (script.trigger.kind === "stage-click" ? { ...script, trigger: { kind: "message" as const, name: STAGE_CLICKED } } : script)),
  }));
  const stage = [stageHeader, ...(plan.lesson !== undefined ? [`// Lesson: ${plan.lesson || taughtBy(plan)}`] : []), ...stageScripts.map((script) => scriptText(script, lesson))].join("\n\n");
  const sections = characters.map((character, index) => characterSection(character, index, characters.length, lesson));
  const text = [stage, ...sections].join("\n\n");
  const told = plan.characters.flatMap((character) =>
    character.scripts.map((script) => {
      const [when, what] = script.says.split(": ");
      const who = plan.characters.length > 1 || character.name !== "Sprite1" ? `the ${character.name}` : "the sprite";
      // "the Ghost hides ...", "you score ...": the words already say who
      const saysWho = what !== undefined && /^(?:the |you |it |three |gravity |[a-z0-9 ]+ moves the )/i.test(what);
      return what ? `${when}, ${saysWho ? "" : `${who} `}${what}.` : `${lowerFirst(when ?? "")}.`;
    }),
  );
  const missing = plan.leftOut.length > 0 ? [`I couldn't build ${plan.leftOut.map((part) => `"${part}"`).join(" or ")} yet: try asking for that part in other words, one step at a time.`] : [];
  return { text, explanation: [...told, ...missing].join(" ") };
}
