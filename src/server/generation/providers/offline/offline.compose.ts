import { ACTION_BUILDERS, coordinatesIn, scoreNameFrom, spokenText, type TActionId } from "./offline.actions";
import { listWords, sentence } from "./offline.explain";
import { aboutConcepts, matchAnother, matchReading, type TDeclineReason, type TMatchResult, type TRecipeChoice } from "./offline.match";
import { readPieces, type TPiece, type TTrigger } from "./offline.parts";
import { readPrompt, type TReading } from "./offline.read";
import { programText, projectLayout, scriptText } from "./offline.program";
import { buildBehaviour, gameScripts, whenWords, type TDraft } from "./offline.scripts";
import type { TFamily, TRecipe, TRecipeOutput, TScript, TSlot } from "./offline.types";
import { RECIPES_BY_ID } from "./recipes";

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
  /** Each part with its scripts, its sentences and its sprites, so an answer can keep only the scripts asked for (`keepScripts`). */
  parts: TComposedPart[];
  /** The script that starts the behaviours' variables, with its sentence. */
  setup?: { script: TScript; explanation: string };
  /** The sentences after the parts': what could not be made, and notes. */
  afterwords: string[];
}

/** One part of a composed program: a recipe or a behaviour, with the scripts it made. */
export interface TComposedPart {
  kind: "behaviour" | "recipe";
  id: string;
  scripts: TScript[];
  explanation: string;
  /** A recipe's output: its sprites and stage variables. */
  output?: TRecipeOutput;
}

/**
 * The program with only the scripts `keep` keeps: a part with none left goes with its sentence
 * and its sprites (a pen pattern nobody asked for), the rest is laid out as before.
 */
export function keepScripts(program: TComposed, keep: (script: TScript, part: TComposedPart) => boolean): TComposed {
  // a part that lost scripts says what its kept scripts do, in their own words
  const parts = program.parts
    .map((part) => {
      const scripts = part.scripts.filter((script) => keep(script, part));
      return scripts.length === part.scripts.length ? part : { ...part, scripts, explanation: scripts.map((script) => sentence(script.comment)).join(" ") };
    })
    .filter((part) => part.scripts.length > 0);
  if (parts.length === program.parts.length && parts.every((part, i) => part.scripts.length === program.parts[i]?.scripts.length)) return program;
  const scripts = [...(program.setup ? [program.setup.script] : []), ...parts.flatMap((part) => part.scripts)];
  return {
    ...program,
    text: programText(scripts, projectLayout(parts.flatMap((part) => (part.output ? [part.output] : [])))),
    explanation: [...(program.setup ? [program.setup.explanation] : []), ...parts.map((part) => part.explanation), ...program.afterwords].join(" "),
    built: parts.map((part) => ({ kind: part.kind, id: part.id })),
    parts,
  };
}

export type TComposeResult =
  | { kind: "program"; program: TComposed }
  | { kind: "none"; reason: TDeclineReason; suggestions: string[] };

/**
 * Recipes that are one trigger and one action. The composed behaviour does the same and keeps
 * the child's own trigger (or the green flag), so it is used instead: "meow when I press m" is
 * not answered with the recipe's click.
 */
const SIMPLE_RECIPES = new Set(["say-hello", "sound-click", "backdrop-switch", "key-move", "grow-shrink", "fade-ghost", "spin", "glide-random", "rainbow-effect", "animate-costumes", "walk-around", "follow-mouse", "bounce-edge", "dance", "clicker", "score-collect"]);
/**
 * Programs that go with any other, as a card or a scene has them: a song, snow or rain,
 * fireworks. Only these are added beside a matched recipe from the same words ("a christmas
 * card with snow falling and a song"); a drawing or a quiz named in passing is not.
 */
const goesWithAnything = (recipe: TRecipe) => recipe.family === "music" || recipe.id === "rain" || recipe.id === "fireworks";

/** Recipes worth their own trigger: whole programs that a key or a click can start. */
const PROGRAM_FAMILIES = new Set<TFamily>(["pen", "music", "ask-answer", "lists", "pong", "clones", "collisions", "custom-blocks", "timers", "broadcasts", "games"]);
const PROGRAM_RECIPES = new Set(["jump-gravity", "move-arrows", "move-wasd", "gravity-ball", "chase-mouse", "piano-keys", "jump-simple"]);

/** Which recipe families already do an action, so "a birthday card that says hi and plays a song" keeps the "says hi". */
const COVERED_BY: Record<TActionId, TFamily[]> = {
  move: ["movement", "following", "bouncing", "pong", "collisions", "clones", "jumping", "games"],
  jump: ["jumping", "custom-blocks", "games"],
  turn: ["movement", "animation", "pen", "pong", "following", "games"],
  spin: ["movement", "animation"],
  face: ["movement", "following"],
  say: ["looks", "ask-answer", "counters", "broadcasts", "timers"],
  think: ["ask-answer"],
  sound: ["music"],
  drum: ["music"],
  note: ["music"],
  colour: ["pen", "animation"],
  ghost: ["looks"],
  grow: ["looks"],
  shrink: ["looks"],
  hide: ["clones"],
  show: ["clones"],
  costume: ["animation"],
  random: ["movement"],
  mouse: ["following", "pen"],
  centre: ["pen"],
  score: ["counters", "pong", "clones", "collisions", "ask-answer", "games"],
  bounce: ["bouncing", "pong"],
  stop: ["timers", "collisions", "pong", "games"],
  backdrop: ["looks"],
  clone: ["clones", "games"],
  pen: ["pen"],
  ask: ["ask-answer"],
  wait: ["movement", "looks", "pen", "music", "timers", "animation", "clones", "ask-answer", "games"],
  dance: ["animation"],
  reset: ["looks"],
};

/** Whether a recipe already does an action, by its family or by its own word. */
function covers(recipe: TRecipe, action: TActionId): boolean {
  return COVERED_BY[action].includes(recipe.family) || (recipe.covers?.includes(action) ?? false);
}


type TPart =
  | { kind: "behaviour"; draft: TDraft }
  | {
      kind: "recipe";
      piece: TPiece;
      match: Extract<TMatchResult, { kind: "match" }>;
      trigger: TTrigger | undefined;
      /** A trigger the recipe cannot start from ("when it touches red, draw a star"), said in the explanation. */
      unused?: TTrigger;
    }
  | { kind: "not-built"; piece: TPiece; why: "unknown" | "big" | "offtopic"; suggestion: string };

/**
 * Readings and recipe matches of the pieces of one request: each piece is looked at several
 * times (too big? a recipe? what to suggest?), so it is read once. Cleared for every request, so
 * each request costs what it costs (and the bench measures that).
 */
const READINGS = new Map<string, { reading: TReading; match: TMatchResult }>();
function readingOf(text: string): { reading: TReading; match: TMatchResult } {
  let found = READINGS.get(text);
  if (!found) {
    const reading = readPrompt(text);
    found = { reading, match: matchReading(reading) };
    READINGS.set(text, found);
  }
  return found;
}

function bigOrOfftopic(piece: TPiece): "big" | "offtopic" | undefined {
  // the trigger's words are never "minecraft" or "essay": the rest, read anyway, is enough
  const { concepts } = readingOf(piece.rest).reading;
  return concepts.has("offtopic") ? "offtopic" : concepts.has("big") ? "big" : undefined;
}

/** "fly to the moon": a move to somewhere a one-sprite program has no idea of. */
const PLACES = /^(?:edge|middle|centre|center|left|right|top|bottom|mouse|pointer|side|start|other|corner|front|back|ground|floor|sky|end|random|x|position|coordinate|coordinates|point|spot)$/;
function movesSomewhereUnknown(piece: TPiece): boolean {
  if (piece.actions.length !== 1 || piece.actions[0]?.id !== "move") return false;
  const window = piece.actions[0].words.window;
  const to = window.indexOf("to");
  if (to < 0) return false;
  const place = window.slice(to + 1).find((word) => !/^(?:the|a|an|my|your|other)$/.test(word));
  return place !== undefined && !/^\d/.test(place) && !PLACES.test(place);
}

/** A recipe for the piece without its trigger's words: "when it is clicked" alone is not a clicker game. */
function matchPiece(piece: TPiece): TMatchResult {
  return readingOf(piece.rest).match;
}

/**
 * "and left when I press a" says only where, how far or how much: the verb before it again.
 * "and sits when I press s" has a verb of its own, which is not the one before it.
 */
const HOW_OR_WHERE = /^(?:left|right|up|down|back|backwards|backward|forward|forwards|again|too|and|then|it|the|a|an|more|less|faster|slower|bigger|smaller|louder|quieter|steps?|degrees?|seconds?|times?|percent|by|to|with|using|on|in|of|way|side|\d.*)$/;
function onlySaysHowOrWhere(piece: TPiece): boolean {
  const words = piece.rest.split(" ").filter((word) => word.length > 0);
  return words.length > 0 && words.every((word) => HOW_OR_WHERE.test(word));
}

/** Actions that happen once, on an event; "follow the mouse" or "walk around" keep going by themselves. */
const ONE_SHOT = new Set<TActionId>(["say", "think", "sound", "jump", "spin", "turn", "grow", "shrink", "hide", "show", "colour", "ghost", "random", "score", "clone", "stop", "backdrop", "drum", "note", "ask", "dance", "reset", "centre", "face"]);
const FILLER = new Set(["make", "the", "a", "an", "my", "your", "it", "cat", "sprite", "character", "should", "can", "will", "to", "i", "want", "you", "please", "and", "then", "also", "dog", "he", "she", "they", "its", "his", "her"]);
const contentWords = (piece: TPiece | undefined) => piece?.words.filter((word) => !FILLER.has(word)).length ?? 99;

const sameSentence = (draft: TDraft | undefined, piece: TPiece) => draft !== undefined && draft.pieces[0]?.sentence === piece.sentence;

function readParts(pieces: TPiece[]): TPart[] {
  const parts: TPart[] = [];
  /** The draft a leading trigger opened: "when I press space, jump, spin and say hi". */
  let open: TDraft | undefined;
  /** Drafts of this sentence with no trigger yet, in order. */
  let untriggered: TDraft[] = [];
  let last: TDraft | undefined;
  /** A trigger said on its own before its actions: "When the sprite is clicked, it ...". */
  let pending: TTrigger | undefined;
  /** The recipe part whose unused trigger is pending, to take it back when actions use it. */
  let pendingFrom: Extract<TPart, { kind: "recipe" }> | undefined;
  let sentence = -1;
  for (const piece of pieces) {
    if (piece.sentence !== sentence) {
      sentence = piece.sentence;
      open = undefined;
      untriggered = [];
      pending = undefined;
      pendingFrom = undefined;
      if (piece.joiner !== "then") last = undefined;
    }
    const tooMuch = bigOrOfftopic(piece);
    if (tooMuch || movesSomewhereUnknown(piece)) {
      parts.push(notBuilt(piece, tooMuch ?? "unknown"));
      continue;
    }
    if (piece.actions.length === 0) {
      const winner = winningRecipe([piece]);
      if (winner) {
        parts.push(recipePart(piece, winner, undefined));
        continue;
      }
      const match = matchPiece(piece);
      // "press space to shoot", "play a song when clicked": a recipe, started by the child's trigger
      if (match.kind === "match" && !(piece.unknownVerb && match.score <= 3)) {
        const recipe = recipePart(piece, match, piece.trigger);
        parts.push(recipe);
        if (recipe.unused) {
          // "collect coins with the arrow keys and get points": a touch that cannot start the
          // recipe is the trigger of the actions said next
          pending = recipe.unused;
          pendingFrom = recipe;
        }
        continue;
      }
      if (piece.trigger && !piece.unknownVerb) {
        if (last && untriggered.includes(last) && piece.joiner !== "then") {
          // ", when space is pressed": the trigger of the words before it
          for (const draft of untriggered) {
            draft.trigger = piece.trigger;
            draft.explicit = true;
          }
          untriggered = [];
          continue;
        }
        if (!last || !sameSentence(last, piece)) {
          pending = piece.trigger;
          pendingFrom = undefined;
          continue;
        }
        if (last.pieces.length === 1 && onlySaysHowOrWhere(piece)) {
          // "move right when I press d and left when I press a": the same verb again
          const previous = last.pieces[0] as TPiece;
          const actions = previous.actions.map((action) => ({ id: action.id, words: { ...action.words, window: piece.words, rawWindow: piece.words } }));
          if (actions.length > 0) {
            const draft: TDraft = { trigger: piece.trigger, explicit: true, pieces: [piece], actions, repeat: piece.repeat };
            parts.push({ kind: "behaviour", draft });
            last = draft;
            continue;
          }
        }
      }
      if (!piece.trigger && last && sameSentence(last, piece) && /^(?:up|down|left|right|back|forward)$/.test(piece.words[0] ?? "")) {
        // "go up 50 and down 50": the last verb again, in the same script
        const verb = last.actions[last.actions.length - 1];
        if (verb) {
          last.actions.push({ id: verb.id, words: { ...verb.words, window: piece.words, rawWindow: piece.words }, afterThen: true });
          last.pieces.push(piece);
          continue;
        }
      }
      // "breathes fire": a verb with no blocks, where one stray word ("fire") would pick a recipe;
      // "and sits when I press s": a verb of its own with a trigger, that no action is made of
      if (piece.unknownVerb || (piece.trigger && last && sameSentence(last, piece) && !onlySaysHowOrWhere(piece))) {
        parts.push(notBuilt(piece, "unknown"));
        continue;
      }
      if (piece.isRequest && !piece.trigger) parts.push(notBuilt(piece, "unknown"));
      continue;
    }
    const again = /\b(?:each|every) (?:time|go)\b|\b(?:too|as well)$/.test(piece.words.join(" "));
    if (last && !piece.trigger && (piece.joiner === "then" || (again && sameSentence(last, piece)))) {
      // "then spin", "and get bigger each time": more for the same script
      last.actions.push(...piece.actions.map((action, i) => (i === 0 && piece.joiner === "then" ? { ...action, afterThen: true } : action)));
      last.pieces.push(piece);
      last.repeat ??= piece.repeat;
      continue;
    }
    if (last && piece.trigger && !piece.triggerFirst && piece.joiner === "then" && !last.explicit && sameSentence(last, piece)) {
      // "say beep boop and then spin around when clicked": one sequence, one trigger
      last.actions.push(...piece.actions);
      last.pieces.push(piece);
      last.trigger = piece.trigger;
      last.explicit = true;
      untriggered = untriggered.filter((draft) => draft !== last);
      continue;
    }
    if (!piece.trigger && pending) {
      const draft: TDraft = { trigger: pending, explicit: true, pieces: [piece], actions: [...piece.actions], repeat: piece.repeat };
      parts.push({ kind: "behaviour", draft });
      open = draft;
      last = draft;
      pending = undefined;
      if (pendingFrom) delete pendingFrom.unused;
      pendingFrom = undefined;
      continue;
    }
    if (!piece.trigger && open) {
      open.actions.push(...piece.actions);
      open.pieces.push(piece);
      open.repeat ??= piece.repeat;
      continue;
    }
    if (piece.trigger && !piece.triggerFirst && piece.joiner === "and" && last && untriggered.includes(last)) {
      // "say beep, spin and change colour when I click it" or "jump and spin when I press
      // space": the trigger is for the whole list, when it is a list (commas) or a bare verb
      const list = untriggered.slice(untriggered.indexOf(last));
      let start = untriggered.length - 1;
      while (start > 0 && (untriggered[start]?.pieces[0]?.joiner === "comma")) start--;
      const run = untriggered.slice(start);
      const isList = run.length >= 2;
      const bare = list.length === 1 && last.actions.every((action) => ONE_SHOT.has(action.id)) && contentWords(last.pieces[0]) <= 3;
      if (isList || bare) {
        for (const draft of isList ? run : list) {
          draft.trigger = piece.trigger;
          draft.explicit = true;
        }
        untriggered = [];
      }
    }
    const draft: TDraft = { trigger: piece.trigger ?? { kind: "flag" }, explicit: piece.trigger !== undefined, pieces: [piece], actions: [...piece.actions], repeat: piece.repeat };
    parts.push({ kind: "behaviour", draft });
    open = piece.trigger && piece.triggerFirst ? draft : undefined;
    if (!piece.trigger) untriggered.push(draft);
    last = draft;
  }
  const several = pieces.length > 1;
  const chosen = parts
    .flatMap((part) => (part.kind === "behaviour" ? recipeInstead(part, several) : [part]))
    .filter((part, _, all) => !(part.kind === "not-built" && part.why === "unknown" && partOfRecipe(part.piece, all)));
  // "a ball that falls with gravity and bounces": the bounce is the recipe's own, not a second script
  const kept = chosen.filter((part, index) => {
    if (part.kind !== "behaviour" || part.draft.explicit) return true;
    if (saidAtTheEnd(part.draft, chosen.slice(0, index))) return false;
    const sentenceOf = part.draft.pieces[0]?.sentence;
    const recipes = chosen.flatMap((other) => (other.kind === "recipe" && other.piece.sentence === sentenceOf ? [RECIPES_BY_ID.get(other.match.recipeId)] : []));
    return !part.draft.actions.every((action) => recipes.some((recipe) => recipe !== undefined && covers(recipe, action.id)));
  });
  return joinAndChains(kept);
}

/**
 * "move 10 steps and turn 15 degrees (forever)": steps joined by "and", with no trigger of their
 * own, are one script in order, the way a lesson writes them. A step that keeps going by itself
 * ("walk around") is not followed by more, unless the whole chain repeats.
 */
function joinAndChains(parts: TPart[]): TPart[] {
  const joined: TPart[] = [];
  for (const part of parts) {
    const previous = joined[joined.length - 1];
    if (part.kind === "behaviour" && previous?.kind === "behaviour" && canJoin(previous.draft, part.draft)) {
      const { draft } = previous;
      joined[joined.length - 1] = { kind: "behaviour", draft: { ...draft, pieces: [...draft.pieces, ...part.draft.pieces], actions: [...draft.actions, ...part.draft.actions], repeat: part.draft.repeat } };
      continue;
    }
    joined.push(part);
  }
  return joined;
}

function canJoin(first: TDraft, next: TDraft): boolean {
  const piece = next.pieces[0];
  if (!piece || piece.joiner !== "and" || !sameSentence(first, piece)) return false;
  if (first.explicit || next.explicit || first.trigger.kind !== "flag" || next.trigger.kind !== "flag" || first.repeat !== undefined) return false;
  if (next.repeat?.kind === "forever") return true;
  const all = first.pieces.flatMap((one) => one.words);
  return first.actions.every((action) => !ACTION_BUILDERS[action.id](action.words, { all, once: false, scoreName: "score" }).keepsGoing);
}

/**
 * A behaviour read from one piece may be better as a whole recipe: "draw a star", "a maths
 * quiz", "pong", "jump with gravity". A recipe that is a whole program may take the child's key
 * or click as its start; actions the recipe does not do stay as a behaviour beside it.
 */
function recipeInstead(part: Extract<TPart, { kind: "behaviour" }>, several: boolean): TPart[] {
  const { draft } = part;
  const piece = draft.pieces[0];
  if (!piece) return [part];
  const winner = winningRecipe(draft.pieces);
  if (winner) return [recipePart(piece, winner, undefined)];
  if (draft.pieces.length > 1) return [part];
  const match = matchPiece(piece);
  if (match.kind !== "match") return [part];
  const recipe = RECIPES_BY_ID.get(match.recipeId);
  if (!recipe) return [part];
  const isProgram = PROGRAM_FAMILIES.has(recipe.family) || PROGRAM_RECIPES.has(recipe.id);
  // "move to x 100 y 50" goes somewhere: walking around is not it
  const goesToAPlace = draft.actions.some((action) => action.id === "move" && coordinatesIn(action.words.window) !== undefined);
  if (SIMPLE_RECIPES.has(recipe.id) && !(recipe.id === "walk-around" && !several && !draft.explicit && !goesToAPlace)) return [part];
  if (draft.explicit && !isProgram) return [part];
  if (recipe.id === "jump-simple" && (draft.explicit || draft.actions.length > 1)) return [part];
  if (draft.explicit && !STARTS_A_RECIPE.has(draft.trigger.kind)) return [part];
  const recipe_ = recipePart(piece, match, draft.explicit ? draft.trigger : undefined);
  const uncovered = draft.actions.filter((action) => !covers(recipe, action.id));
  if (uncovered.length === 0) return [recipe_];
  return [{ kind: "behaviour", draft: { ...draft, actions: uncovered } }, recipe_];
}

/**
 * A recipe that pieces name outright, read with their trigger's words too ("say how many times
 * I clicked it" is the clicker, whose own click counts), so no behaviour reading stands in for it.
 */
function winningRecipe(pieces: TPiece[]): Extract<TMatchResult, { kind: "match" }> | undefined {
  const whole = readingOf(pieces.map((piece) => piece.text).join(" "));
  if (whole.match.kind !== "match") return undefined;
  const wins = RECIPES_BY_ID.get(whole.match.recipeId)?.wins ?? [];
  return wins.some((concept) => whole.reading.concepts.has(concept)) ? whole.match : undefined;
}

/**
 * "count down from 10 and then say blast off": a "say" right after a recipe that says something
 * when it ends becomes those words, in the recipe, at its end. Returns whether it did.
 */
function saidAtTheEnd(draft: TDraft, before: TPart[]): boolean {
  const [action] = draft.actions;
  if (draft.actions.length !== 1 || action?.id !== "say") return false;
  const recipePart = before.findLast((part): part is Extract<TPart, { kind: "recipe" }> => part.kind === "recipe");
  const finishText = recipePart && recipePart.piece.sentence === draft.pieces[0]?.sentence ? RECIPES_BY_ID.get(recipePart.match.recipeId)?.finishText : undefined;
  if (!recipePart || !finishText) return false;
  recipePart.match = { ...recipePart.match, params: { ...recipePart.match.params, [finishText]: spokenText(action.words) } };
  return true;
}

/**
 * "let the user type a number and say if it is even or odd": a piece that names only what a
 * recipe of the same sentence is about (asking, a number) is that recipe's, not a part left out.
 */
function partOfRecipe(piece: TPiece, parts: TPart[]): boolean {
  const { concepts } = readingOf(piece.rest).reading;
  if (concepts.size === 0) return false;
  return parts.some((part) => {
    if (part.kind !== "recipe" || part.piece.sentence !== piece.sentence) return false;
    const recipe = RECIPES_BY_ID.get(part.match.recipeId);
    const about = recipe ? aboutConcepts(recipe) : new Set<string>();
    return [...concepts].every((concept) => about.has(concept));
  });
}

/**
 * "ask a question and if the answer is yes say great": one recipe the whole request names (a
 * concept of its `wins`), with every piece about nothing else, is the answer, however the
 * pieces read one by one ("ask a question" alone would be a quiz).
 */
function wholeRecipe(prompt: string, pieces: TPiece[]): Extract<TPart, { kind: "recipe" }> | undefined {
  if (pieces.length < 2) return undefined;
  const whole = readingOf(prompt);
  if (whole.match.kind !== "match") return undefined;
  const recipe = RECIPES_BY_ID.get(whole.match.recipeId);
  if (!recipe?.wins?.some((concept) => whole.reading.concepts.has(concept))) return undefined;
  const about = aboutConcepts(recipe);
  const aboutIt = pieces.every(
    (piece) => piece.actions.every((action) => covers(recipe, action.id)) && [...readingOf(piece.text).reading.concepts].every((concept) => about.has(concept) || concept === "click"),
  );
  return aboutIt ? { kind: "recipe", piece: { ...(pieces[0] as TPiece), text: prompt }, match: whole.match, trigger: undefined } : undefined;
}

/** Concepts that name how a program starts, never what it does. */
const START_WORDS = new Set(["click", "key", "space"]);

/** Triggers a recipe's green-flag scripts can start from instead. */
const STARTS_A_RECIPE = new Set<TTrigger["kind"]>(["flag", "key", "click", "message"]);

/**
 * A recipe part with the child's trigger: a recipe with a key of its own takes the key (read from
 * the whole piece, trigger words included); others start from the key, click or message.
 */
function recipePart(piece: TPiece, match: Extract<TMatchResult, { kind: "match" }>, trigger: TTrigger | undefined): Extract<TPart, { kind: "recipe" }> {
  const recipe = RECIPES_BY_ID.get(match.recipeId);
  if (trigger?.kind === "key" && recipe?.params.some((param) => param.kind === "key")) {
    const whole = readingOf(piece.text).match;
    return { kind: "recipe", piece, match: whole.kind === "match" && whole.recipeId === match.recipeId ? whole : match, trigger: undefined };
  }
  const starts = trigger !== undefined && STARTS_A_RECIPE.has(trigger.kind);
  return { kind: "recipe", piece, match, trigger: starts && trigger.kind !== "flag" ? trigger : undefined, ...(trigger && !starts ? { unused: trigger } : {}) };
}

const TRY_BY_WORD: [RegExp, string][] = [
  [/\b(?:sound|noise|music|song|sing|meow|bark)\b/, "play a sound when I click the sprite"],
  [/\b(?:move|walk|run|go|fly|swim|jump)\b/, "move 10 steps when I press the right arrow"],
  [/\b(?:say|talk|speak|tell|chat)\b/, "say hello when I click the sprite"],
  [/\b(?:colou?r|look|costume|big|small|size)\b/, "change colour when I press c"],
  [/\b(?:score|point|win|lose|life|lives)\b/, "add a point when I click the sprite"],
  [/\b(?:draw|paint|pen)\b/, "draw a star with the pen"],
];

function notBuilt(piece: TPiece, why: "unknown" | "big" | "offtopic"): Extract<TPart, { kind: "not-built" }> {
  const byWord = TRY_BY_WORD.find(([re]) => re.test(piece.text))?.[1];
  let suggestion = byWord;
  if (!suggestion) {
    const match = matchPiece(piece);
    const id = match.kind === "none" ? match.suggestions[0] : match.recipeId;
    suggestion = (id && RECIPES_BY_ID.get(id)?.suggestion.toLowerCase()) || "say hello when I click the sprite";
  }
  return { kind: "not-built", piece, why, suggestion };
}

export function composeRequest(prompt: string): TComposeResult {
  READINGS.clear();
  const pieces = readPieces(prompt);
  const whole = wholeRecipe(prompt, pieces);
  if (whole) return compose([whole], pieces);
  const parts = readParts(pieces);
  const buildable = parts.filter((part) => part.kind !== "not-built");
  // the whole request is read as one only when its pieces named nothing they could not make:
  // "a bee that flies to the flower" is not a drawing of a flower
  if (buildable.length === 0 && !parts.some((part) => part.kind === "not-built" && part.why === "unknown")) {
    // "wakes up when I click" does not ask for a clicker game: a whole program found only by the
    // words of a click or a key is not what was asked
    const found = matchReading(readPrompt(prompt));
    const byTriggerOnly = found.kind === "match" && (RECIPES_BY_ID.get(found.recipeId)?.requires ?? []).every((group) => group.every((concept) => START_WORDS.has(concept)));
    const whole = byTriggerOnly ? matchReading(readPrompt(pieces.map((piece) => piece.rest).join(" . "))) : found;
    if (whole.kind === "none") return whole;
    // the pieces alone said nothing, but the whole request names a recipe ("a maze with red walls and a green finish")
    return compose([{ kind: "recipe", piece: { text: prompt } as TPiece, match: whole, trigger: undefined }], pieces);
  }
  return compose(parts, pieces);
}

/** The ways a child says what steers a game, each the one control it names. */
const CONTROL_CONCEPTS = ["arrows", "wasd", "mouse"];

/**
 * A game's control said in a sentence of its own ("a pong game. the paddle moves with the arrow
 * keys"): the game's piece names no control, so it takes the one the rest of the request names,
 * when that is one control only.
 */
function controlsSaidElsewhere(recipe: TRecipe, params: TRecipeChoice["params"], piece: TPiece | undefined, pieces: readonly TPiece[]): TRecipeChoice["params"] {
  const spec = recipe.params.find((param) => param.kind === "choice" && param.name === "control");
  if (spec?.kind !== "choice" || params.control !== spec.default) return params;
  const inPiece = piece ? readingOf(piece.text).reading.concepts : new Set<string>();
  if (CONTROL_CONCEPTS.some((concept) => inPiece.has(concept))) return params;
  const said = new Set(pieces.flatMap((other) => CONTROL_CONCEPTS.filter((concept) => readingOf(other.text).reading.concepts.has(concept))));
  if (said.size !== 1) return params;
  const concept = [...said][0] as string;
  const option = Object.entries(spec.options).find(([, concepts]) => concepts.includes(concept))?.[0];
  return option === undefined ? params : { ...params, control: option };
}

function compose(parts: TPart[], pieces: TPiece[]): TComposeResult {
  const scoreName = scoreNameFrom(pieces.flatMap((piece) => piece.words));
  const scripts: TScript[] = [];
  const explanations: string[] = [];
  const notes: string[] = [];
  const notBuilt: string[] = [];
  const built: TComposed["built"] = [];
  const composedParts: TComposedPart[] = [];
  const afterwords: string[] = [];
  const sayNotBuilt = (said: string) => {
    explanations.push(said);
    afterwords.push(said);
  };
  const variables = new Set<string>();
  const outputs: TRecipeOutput[] = [];
  /** Each behaviour's script with the draft it was built from, to place it on the sprite it names. */
  const drafts = new Map<TScript, TDraft>();

  // slots are the whole program's ("arrow keys + score + timer"), so a movement recipe leaves
  // up and down to a jump recipe even when the jump comes later in the request
  const recipeIds = new Set<string>();
  const entries: (TPart | { kind: "extra"; choice: TRecipeChoice; trigger: TTrigger | undefined; unused?: undefined })[] = [];
  for (const part of parts) {
    if (part.kind !== "recipe") {
      entries.push(part);
      continue;
    }
    if (!recipeIds.has(part.match.recipeId)) entries.push(part);
    recipeIds.add(part.match.recipeId);
    const another = matchAnother(readingOf(part.piece.rest ?? part.piece.text).reading, part.match.recipeId, goesWithAnything);
    if (another && !recipeIds.has(another.recipeId)) {
      entries.push({ kind: "extra", choice: another, trigger: undefined });
      recipeIds.add(another.recipeId);
    }
    for (const choice of part.match.extras) {
      if (!recipeIds.has(choice.recipeId)) entries.push({ kind: "extra", choice, trigger: undefined });
      recipeIds.add(choice.recipeId);
    }
  }
  // "a quiz ... and keep score": a feature another recipe of the request already has is not built twice
  const providedByOthers = (id: string, slot: TSlot) => [...recipeIds].some((other) => other !== id && RECIPES_BY_ID.get(other)?.provides?.includes(slot));
  const featureTwice = (id: string) => {
    const slot = RECIPES_BY_ID.get(id)?.slot;
    return slot !== undefined && providedByOthers(id, slot);
  };
  for (const entry of [...entries]) {
    const id = entry.kind === "recipe" ? entry.match.recipeId : entry.kind === "extra" ? entry.choice.recipeId : undefined;
    if (id !== undefined && featureTwice(id)) entries.splice(entries.indexOf(entry), 1);
  }
  const slots = new Set<TSlot>(
    [...recipeIds].flatMap((id) => {
      const recipe = RECIPES_BY_ID.get(id);
      return [...(recipe?.slot ? [recipe.slot] : []), ...(recipe?.provides ?? [])];
    }),
  );

  for (const entry of entries) {
    if (entry.kind === "recipe" || entry.kind === "extra") {
      const own = entry.kind === "recipe" ? { recipeId: entry.match.recipeId, params: entry.match.params } : entry.choice;
      const recipe = RECIPES_BY_ID.get(own.recipeId);
      if (!recipe) continue;
      const choice = { ...own, params: controlsSaidElsewhere(recipe, own.params, entry.kind === "recipe" ? entry.piece : undefined, pieces) };
      const output = recipe.build(choice.params, { slots });
      outputs.push(output);
      const made = gameScripts(output, entry.trigger);
      scripts.push(...made);
      const main = output.sprites?.[0]?.name;
      const retold =
        entry.trigger?.kind === "click" && main !== undefined
          ? `Click the ${main} to start the game: it sends the "start game" message, which starts every sprite. `
          : entry.trigger && entry.trigger.kind !== "flag"
            ? `${whenWords(entry.trigger, scoreName)}, it starts. `
            : "";
      const unused = entry.unused
        ? ` It starts from the green flag: "${whenWords(entry.unused, scoreName).toLowerCase()}" can't start a whole program like this one, so try it with a key or a click instead.`
        : "";
      explanations.push(`${retold}${output.explanation}${unused}`);
      built.push({ kind: "recipe", id: recipe.id });
      composedParts.push({ kind: "recipe", id: recipe.id, scripts: made, explanation: `${retold}${output.explanation}${unused}`, output });
      if (output.scripts.some((script) => script.lines.some((line) => /^(?:set|change) \[score v\]/.test(line)))) variables.add("recipe-score");
      continue;
    }
    const part = entry;
    if (part.kind === "behaviour") {
      const behaviour = buildBehaviour(part.draft, scoreName);
      const text = scriptText(behaviour.script);
      if (scripts.some((script) => scriptText(script) === text)) continue;
      scripts.push(behaviour.script);
      drafts.set(behaviour.script, part.draft);
      explanations.push(behaviour.explanation);
      notes.push(...behaviour.notes);
      for (const variable of behaviour.variables) variables.add(variable);
      built.push({ kind: "behaviour", id: part.draft.actions.map((action) => action.id).join("+") });
      composedParts.push({ kind: "behaviour", id: part.draft.actions.map((action) => action.id).join("+"), scripts: [behaviour.script], explanation: behaviour.explanation });
    } else if (part.kind === "not-built") {
      const words = part.piece.text.replace(/^(?:(?:and|also|then|plus|but|so)\s+)+/, "");
      notBuilt.push(words);
      sayNotBuilt(
        part.why === "big"
          ? `"${words}" is bigger than the offline generator can build in one go: try "${part.suggestion}" as a first step.`
          : part.why === "offtopic"
            ? `"${words}" isn't something a Scratch program can do, so I left it out. Try "${part.suggestion}" instead.`
            : `I couldn't make "${words}" — try "${part.suggestion}".`,
      );
    }
  }

  placeOnNamedSprites(drafts, outputs);
  // a score the behaviours change starts at zero and shows on the stage (unless a recipe does it)
  const setup = [...variables].filter((variable) => variable !== "recipe-score" && !(variable === "score" && variables.has("recipe-score")));
  let start: TComposed["setup"];
  if (setup.length > 0) {
    start = {
      script: {
        comment: `Start the ${listWords(setup)} at ${setup.map((v) => (v === "lives" ? "3" : "0")).join(" and ")} and show ${setup.length > 1 ? "them" : "it"}`,
        lines: ["when green flag clicked", ...setup.flatMap((variable) => [`set [${variable} v] to (${variable === "lives" ? 3 : 0})`, `show variable [${variable} v]`])],
      },
      explanation: sentence(`The ${listWords(setup.map((v) => `"${v}"`))} ${setup.length > 1 ? "variables start" : "variable starts"} at ${setup.map((v) => (v === "lives" ? "3" : "0")).join(" and ")} when you click the green flag`),
    };
    scripts.unshift(start.script);
    explanations.unshift(start.explanation);
  }
  if (scripts.length === 0) return { kind: "none", reason: "no-match", suggestions: [] };
  return {
    kind: "program",
    program: {
      text: programText(scripts, projectLayout(outputs)),
      explanation: [...explanations, ...new Set(notes)].join(" "),
      notBuilt,
      built,
      parts: composedParts,
      ...(start ? { setup: start } : {}),
      afterwords: [...afterwords, ...new Set(notes)],
    },
  };
}

/** Words before a behaviour's subject: how it joins the piece before it, and its article. */
const BEFORE_SUBJECT = /^(?:and|then|also|plus|but|so|the|a|an|my|our|his|her|their)$/;

/**
 * A behaviour goes on the sprite it names (issue 26): in "tennis: the Ball moves 6 steps forever and
 * bounces on the edge, and the Racket follows the mouse", the Ball's script belongs to the recipe's
 * Ball, not to the first sprite of the program (the Paddle). The subject is the first word of the
 * behaviour's first piece after its joiners and article; a behaviour that names no recipe sprite
 * stays where a one-sprite program puts it.
 */
function placeOnNamedSprites(drafts: ReadonlyMap<TScript, TDraft>, outputs: readonly TRecipeOutput[]): void {
  const sprites = new Map(outputs.flatMap((output) => output.sprites ?? []).map((sprite) => [sprite.name.toLowerCase(), sprite.name] as const));
  if (sprites.size < 2) return;
  for (const [script, draft] of drafts) {
    if (script.sprite !== undefined) continue;
    const words = draft.pieces[0]?.words ?? [];
    const subject = words.find((word) => !BEFORE_SUBJECT.test(word));
    const named = subject === undefined ? undefined : sprites.get(subject);
    if (named !== undefined) script.sprite = named;
  }
}
