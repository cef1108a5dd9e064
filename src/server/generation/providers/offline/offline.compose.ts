import { ACTION_BUILDERS, scoreNameFrom, type TBuiltAction } from "./offline.actions";
import { listWords, seconds, sentence, times } from "./offline.explain";
import { matchReading, type TDeclineReason, type TMatchResult, type TRecipeChoice } from "./offline.match";
import { readPieces, type TPiece, type TRepeat, type TTrigger } from "./offline.parts";
import { readPrompt } from "./offline.read";
import { scriptText } from "./offline.program";
import type { TScript, TSlot } from "./offline.types";
import { RECIPES_BY_ID } from "./recipes";
import { body, colourWords, fmt, keyWords } from "./recipes/recipe.helpers";

/**
 * Request → program, part by part. Each piece of the request (offline.parts.ts) becomes a
 * behaviour (its trigger and its actions, one script) or, when it asks for a whole classic
 * program (a drawing, a quiz, a game), a recipe; recipes and behaviours sit side by side in one
 * program. A piece that is neither is named in the explanation with something to try instead,
 * so no part of a request is dropped silently.
 */

export interface TComposed {
  text: string;
  explanation: string;
  /** The pieces the generator could not build, as the child wrote them. */
  notBuilt: string[];
  /** What was built, for tests and the bench: one entry per script-making part. */
  built: { kind: "behaviour" | "recipe"; id: string }[];
}

export type TComposeResult =
  | { kind: "program"; program: TComposed }
  | { kind: "none"; reason: TDeclineReason; suggestions: string[] };

/**
 * Recipes that are one trigger and one action: when the child names the trigger ("meow when I
 * press m"), the composed behaviour keeps it, where the recipe would bring its own.
 */
const SIMPLE_RECIPES = new Set(["say-hello", "sound-click", "backdrop-switch", "key-move", "grow-shrink", "fade-ghost", "jump-simple", "spin", "glide-random", "rainbow-effect", "animate-costumes", "walk-around", "follow-mouse", "bounce-edge", "dance"]);

interface TDraft {
  trigger: TTrigger;
  explicit: boolean;
  pieces: TPiece[];
  actions: TPiece["actions"];
  repeat: TRepeat | undefined;
}

type TPart =
  | { kind: "behaviour"; draft: TDraft }
  | { kind: "recipe"; piece: TPiece; match: Extract<TMatchResult, { kind: "match" }>; trigger: TTrigger | undefined }
  | { kind: "not-built"; piece: TPiece; big: boolean; suggestion: string };

const isBig = (piece: TPiece) => {
  const { concepts } = readPrompt(piece.text);
  return concepts.has("big") || concepts.has("offtopic");
};

function matchPiece(piece: TPiece): TMatchResult {
  return matchReading(readPrompt(piece.text));
}

/** A single short verb ("jump" in "jump and spin when I press space") takes the trigger that follows it. */
function takesLaterTrigger(draft: TDraft): boolean {
  const piece = draft.pieces[0];
  return draft.pieces.length === 1 && !draft.explicit && draft.actions.length === 1 && piece !== undefined && piece.words.length <= 4;
}

function readParts(prompt: string): TPart[] {
  const pieces = readPieces(prompt);
  const parts: TPart[] = [];
  let open: TDraft | undefined;
  let last: TDraft | undefined;
  let pendingTrigger: TTrigger | undefined;
  let sentence = -1;
  for (const piece of pieces) {
    if (piece.sentence !== sentence) {
      sentence = piece.sentence;
      open = undefined;
      pendingTrigger = undefined;
      if (piece.joiner !== "then") last = undefined;
    }
    if (isBig(piece)) {
      parts.push(notBuilt(piece, true));
      continue;
    }
    if (piece.actions.length === 0) {
      const match = matchPiece(piece);
      if (match.kind === "match") {
        parts.push({ kind: "recipe", piece, match, trigger: piece.trigger });
        continue;
      }
      if (piece.trigger) {
        // a trigger with no action of its own: "jump and spin when I press space"
        const before = [...parts].reverse().find((part): part is Extract<TPart, { kind: "behaviour" }> => part.kind === "behaviour");
        if (last && before?.draft === last && last.pieces[0]?.sentence === piece.sentence && takesLaterTrigger(last)) {
          last.trigger = piece.trigger;
          last.explicit = true;
        } else pendingTrigger = piece.trigger;
        continue;
      }
      if (piece.isRequest) parts.push(notBuilt(piece, false));
      continue;
    }
    if (piece.joiner === "then" && last && !piece.trigger) {
      last.actions.push(...piece.actions);
      last.pieces.push(piece);
      last.repeat ??= piece.repeat;
      continue;
    }
    if (!piece.trigger && open) {
      open.actions.push(...piece.actions);
      open.pieces.push(piece);
      open.repeat ??= piece.repeat;
      continue;
    }
    if (piece.trigger && !piece.triggerFirst && last && last.pieces[0]?.sentence === piece.sentence && piece.joiner === "and" && takesLaterTrigger(last)) {
      // "jump and spin when I press space": the trigger is for both
      last.trigger = piece.trigger;
      last.explicit = true;
    }
    const trigger = piece.trigger ?? pendingTrigger;
    const draft: TDraft = { trigger: trigger ?? { kind: "flag" }, explicit: trigger !== undefined, pieces: [piece], actions: [...piece.actions], repeat: piece.repeat };
    parts.push({ kind: "behaviour", draft });
    open = piece.trigger && piece.triggerFirst ? draft : undefined;
    last = draft;
  }
  const several = pieces.length > 1;
  return parts.map((part) => (part.kind === "behaviour" ? recipeInstead(part, several) : part));
}

/**
 * A behaviour read from one piece may be better as a whole recipe: "draw a star", "a maths
 * quiz", "pong". Simple recipes keep the child's own trigger; bigger ones take it over (a
 * recipe's green-flag scripts start from the child's key or click instead).
 */
function recipeInstead(part: Extract<TPart, { kind: "behaviour" }>, several: boolean): TPart {
  const { draft } = part;
  const piece = draft.pieces[0];
  if (!piece || draft.pieces.length > 1) return part;
  const match = matchPiece(piece);
  if (match.kind !== "match") return part;
  const recipe = RECIPES_BY_ID.get(match.recipeId);
  if (!recipe) return part;
  // in a request of several parts, each simple part stays as the child said it, in its place
  if (!draft.explicit) return SIMPLE_RECIPES.has(recipe.id) && (several || draft.actions.length > 1) ? part : { kind: "recipe", piece, match, trigger: undefined };
  if (SIMPLE_RECIPES.has(recipe.id)) return part;
  const takesKey = recipe.params.some((param) => param.kind === "key");
  if (draft.trigger.kind === "key" && takesKey) return { kind: "recipe", piece, match, trigger: undefined };
  if (draft.trigger.kind === "key" || draft.trigger.kind === "click" || draft.trigger.kind === "message" || draft.trigger.kind === "flag") {
    return { kind: "recipe", piece, match, trigger: draft.trigger };
  }
  return part;
}

const TRY_BY_WORD: [RegExp, string][] = [
  [/\b(?:sound|noise|music|song|sing|meow|bark)\b/, "play a sound when I click the sprite"],
  [/\b(?:move|walk|run|go|fly|swim|jump)\b/, "move 10 steps when I press the right arrow"],
  [/\b(?:say|talk|speak|tell|chat)\b/, "say hello when I click the sprite"],
  [/\b(?:colou?r|look|costume|big|small|size)\b/, "change colour when I press c"],
  [/\b(?:score|point|win|lose|life|lives)\b/, "add a point when I click the sprite"],
  [/\b(?:draw|paint|pen)\b/, "draw a star with the pen"],
];

function notBuilt(piece: TPiece, big: boolean): Extract<TPart, { kind: "not-built" }> {
  const byWord = TRY_BY_WORD.find(([re]) => re.test(piece.text))?.[1];
  let suggestion = byWord;
  if (!suggestion) {
    const match = matchPiece(piece);
    const id = match.kind === "none" ? match.suggestions[0] : match.recipeId;
    suggestion = (id && RECIPES_BY_ID.get(id)?.suggestion.toLowerCase()) || "say hello when I click the sprite";
  }
  return { kind: "not-built", piece, big, suggestion };
}

// ---- building a behaviour

function hat(trigger: TTrigger): string[] {
  switch (trigger.kind) {
    case "key":
      return [`when [${trigger.key} v] key pressed`];
    case "click":
      return ["when this sprite clicked"];
    case "message":
      return [`when I receive [${trigger.name} v]`];
    case "loud":
      return ["when [loudness v] > (10)"];
    default:
      return ["when green flag clicked"];
  }
}

function touching(trigger: Extract<TTrigger, { kind: "touch" }>): string {
  const { target } = trigger;
  if (target.kind === "edge") return "<touching (edge v)?>";
  if (target.kind === "mouse") return "<touching (mouse-pointer v)?>";
  return `<touching color [${target.hex}]?>`;
}

function whenWords(trigger: TTrigger, scoreName: string): string {
  switch (trigger.kind) {
    case "flag":
      return "When you click the green flag";
    case "key":
      return `When you press ${keyWords(trigger.key)}`;
    case "click":
      return "When you click the sprite";
    case "message":
      return `When the "${trigger.name}" message arrives`;
    case "loud":
      return "When it hears a loud sound (a clap near the microphone)";
    case "every":
      return trigger.seconds === 1 ? "Every second" : `Every ${seconds(trigger.seconds)}`;
    case "after":
      return `${seconds(trigger.seconds).replace(/^half/, "Half")} after the green flag`;
    case "score":
      return `When the ${scoreName} reaches ${trigger.value}`;
    case "touch": {
      const { target } = trigger;
      if (target.kind === "edge") return "Whenever the sprite touches the edge";
      if (target.kind === "mouse") return "Whenever the sprite touches the mouse pointer";
      return `Whenever the sprite touches ${target.thing ? `the ${target.thing} (anything ${colourWords(target.hex)})` : colourWords(target.hex)}`;
    }
  }
}

interface TBuiltBehaviour {
  script: TScript;
  explanation: string;
  variables: string[];
  notes: string[];
}

/** Instant actions repeated a few times need a pause, or the repeats happen in one frame. */
const INSTANT = new Set(["turn", "colour", "grow", "shrink", "costume", "move", "score", "face", "hide", "show", "clone", "backdrop", "random", "centre", "mouse"]);

function buildBehaviour(draft: TDraft, scoreName: string): TBuiltBehaviour {
  const { trigger } = draft;
  const once = trigger.kind !== "flag" && trigger.kind !== "every";
  const built: TBuiltAction[] = draft.actions.map((action) => ACTION_BUILDERS[action.id](action.words, { all: draft.pieces.flatMap((p) => p.words), once, scoreName }));
  const does = built.map((action) => action.does);
  let lines: string[];
  let what: string;
  const repeat = draft.repeat;
  if (repeat?.kind === "times") {
    const pause = built.every((action) => INSTANT.has(action.id)) ? ["wait (0.2) seconds"] : [];
    lines = [`repeat (${repeat.count})`, ...body(built.flatMap((action) => action.lines), pause), "end"];
    what = `${listWords(does)}, ${times(repeat.count)}`;
  } else if (repeat?.kind === "forever" || trigger.kind === "every") {
    const wait = trigger.kind === "every" ? [`wait (${fmt(trigger.seconds)}) seconds`] : built.every((action) => INSTANT.has(action.id) && !action.loopLines) ? ["wait (0.2) seconds"] : [];
    lines = ["forever", ...body(built.flatMap((action) => (trigger.kind === "every" ? action.lines : action.loopLines ?? action.lines)), wait), "end"];
    what = trigger.kind === "every" ? listWords(does) : `${listWords(built.map((action) => action.loopDoes ?? action.does))}, again and again`;
  } else if (trigger.kind === "flag" && built.some((action) => action.keepsGoing)) {
    // the actions after the last one-off action keep going: "say hi, then walk across the stage"
    let split = built.length;
    while (split > 0 && (built[split - 1] as TBuiltAction).keepsGoing) split--;
    const first = built.slice(0, split);
    const going = built.slice(split);
    lines = [...first.flatMap((action) => action.lines), "forever", ...body(going.flatMap((action) => action.loopLines ?? action.lines)), "end"];
    const goingWords = listWords(going.map((action) => action.loopDoes ?? action.does));
    what = first.length > 0 ? `${listWords(first.map((action) => action.does))}, then ${goingWords}` : goingWords;
  } else {
    lines = built.flatMap((action) => action.lines);
    what = listWords(does);
  }
  if (trigger.kind === "touch") {
    const condition = touching(trigger);
    lines = ["forever", ...body(`if ${condition} then`, body(lines, `wait until <not ${condition}>`), "end"), "end"];
  } else if (trigger.kind === "after") {
    lines = [`wait (${fmt(trigger.seconds)}) seconds`, ...lines];
  } else if (trigger.kind === "score") {
    lines = [`wait until <not <(${scoreName}) < (${trigger.value})>>`, ...lines];
  }
  const when = whenWords(trigger, scoreName);
  const explanation = sentence(`${when}, ${/sprite/.test(when) ? "it" : "the sprite"} ${what}`);
  const notes = built.flatMap((action) => (action.note ? [action.note] : []));
  if (trigger.kind === "touch" && trigger.target.kind === "colour") {
    notes.push(trigger.target.thing
      ? `A one-sprite program sees the ${trigger.target.thing} by its colour: paint it ${colourWords(trigger.target.hex)} on the backdrop.`
      : `Paint something ${colourWords(trigger.target.hex)} on the backdrop for the sprite to touch.`);
  }
  return {
    script: { comment: `${when}: ${what}`, lines: [...hat(trigger), ...lines] },
    explanation,
    variables: built.flatMap((action) => (action.variable ? [action.variable] : [])),
    notes,
  };
}

// ---- recipes with a child's trigger

function withTrigger(script: TScript, trigger: TTrigger | undefined): TScript {
  if (!trigger || trigger.kind === "flag" || script.lines[0] !== "when green flag clicked") return script;
  return { comment: `${whenWords(trigger, "score")}: ${script.comment.charAt(0).toLowerCase()}${script.comment.slice(1)}`, lines: [...hat(trigger), ...script.lines.slice(1)] };
}

export function composeRequest(prompt: string): TComposeResult {
  const parts = readParts(prompt);
  const buildable = parts.filter((part) => part.kind !== "not-built");
  if (buildable.length === 0) {
    const whole = matchReading(readPrompt(prompt));
    if (whole.kind === "none") return whole;
    // the pieces alone said nothing, but the whole request names a recipe ("a maze with red walls and a green finish")
    return compose([{ kind: "recipe", piece: { text: prompt } as TPiece, match: whole, trigger: undefined }], prompt);
  }
  return compose(parts, prompt);
}

function compose(parts: TPart[], prompt: string): TComposeResult {
  const scoreName = scoreNameFrom(readPieces(prompt).flatMap((piece) => piece.words));
  const scripts: TScript[] = [];
  const explanations: string[] = [];
  const notes: string[] = [];
  const notBuilt: string[] = [];
  const built: TComposed["built"] = [];
  const variables = new Set<string>();

  // slots are the whole program's ("arrow keys + score + timer"), so a movement recipe leaves
  // up and down to a jump recipe even when the jump comes later in the request
  const recipeIds = new Set<string>();
  const entries: (TPart | { kind: "extra"; choice: TRecipeChoice; trigger: TTrigger | undefined })[] = [];
  for (const part of parts) {
    if (part.kind !== "recipe") {
      entries.push(part);
      continue;
    }
    if (!recipeIds.has(part.match.recipeId)) entries.push(part);
    recipeIds.add(part.match.recipeId);
    for (const choice of part.match.extras) {
      if (!recipeIds.has(choice.recipeId)) entries.push({ kind: "extra", choice, trigger: undefined });
      recipeIds.add(choice.recipeId);
    }
  }
  const slots = new Set<TSlot>(
    [...recipeIds].flatMap((id) => {
      const recipe = RECIPES_BY_ID.get(id);
      return [...(recipe?.slot ? [recipe.slot] : []), ...(recipe?.provides ?? [])];
    }),
  );

  for (const entry of entries) {
    if (entry.kind === "recipe" || entry.kind === "extra") {
      const choice = entry.kind === "recipe" ? { recipeId: entry.match.recipeId, params: entry.match.params } : entry.choice;
      const recipe = RECIPES_BY_ID.get(choice.recipeId);
      if (!recipe) continue;
      const output = recipe.build(choice.params, { slots });
      scripts.push(...output.scripts.map((script) => withTrigger(script, entry.trigger)));
      const retold = entry.trigger && entry.trigger.kind !== "flag" ? `${whenWords(entry.trigger, scoreName)}, it starts. ` : "";
      explanations.push(`${retold}${output.explanation}`);
      built.push({ kind: "recipe", id: recipe.id });
      if (output.scripts.some((script) => script.lines.some((line) => /^(?:set|change) \[score v\]/.test(line)))) variables.add("recipe-score");
      continue;
    }
    const part = entry;
    if (part.kind === "behaviour") {
      const behaviour = buildBehaviour(part.draft, scoreName);
      const text = scriptText(behaviour.script);
      if (scripts.some((script) => scriptText(script) === text)) continue;
      scripts.push(behaviour.script);
      explanations.push(behaviour.explanation);
      notes.push(...behaviour.notes);
      for (const variable of behaviour.variables) variables.add(variable);
      built.push({ kind: "behaviour", id: part.draft.actions.map((action) => action.id).join("+") });
    } else if (part.kind === "not-built") {
      notBuilt.push(part.piece.text);
      explanations.push(
        part.big
          ? `"${part.piece.text}" is bigger than the offline generator can build: try "${part.suggestion}" as a first step.`
          : `I couldn't make "${part.piece.text}" — try "${part.suggestion}".`,
      );
    }
  }

  // a score the behaviours change starts at zero and shows on the stage (unless a recipe does it)
  const setup = [...variables].filter((variable) => variable !== "recipe-score" && !(variable === "score" && variables.has("recipe-score")));
  if (setup.length > 0) {
    scripts.unshift({
      comment: `Start the ${listWords(setup)} at ${setup.map((v) => (v === "lives" ? "3" : "0")).join(" and ")} and show ${setup.length > 1 ? "them" : "it"}`,
      lines: ["when green flag clicked", ...setup.flatMap((variable) => [`set [${variable} v] to (${variable === "lives" ? 3 : 0})`, `show variable [${variable} v]`])],
    });
    explanations.unshift(sentence(`The ${listWords(setup.map((v) => `"${v}"`))} ${setup.length > 1 ? "variables start" : "variable starts"} at ${setup.map((v) => (v === "lives" ? "3" : "0")).join(" and ")} when you click the green flag`));
  }
  if (scripts.length === 0) return { kind: "none", reason: "no-match", suggestions: [] };
  return {
    kind: "program",
    program: {
      text: scripts.map(scriptText).join("\n\n"),
      explanation: [...explanations, ...new Set(notes)].join(" "),
      notBuilt,
      built,
    },
  };
}
