import { ACTION_BUILDERS, type TBuiltAction } from "./offline.actions";
import { listWords, seconds, sentence, times } from "./offline.explain";
import type { TPiece, TRepeat, TTrigger } from "./offline.parts";
import type { TRecipeOutput, TScript } from "./offline.types";
import { body, colourWords, fmt, keyWords } from "./recipes/recipe.helpers";

/**
 * One behaviour of a request (its trigger, its actions in order, how often) as one script, with
 * a comment and the words that explain it; and a recipe's scripts started by the child's own
 * trigger instead of the green flag. The composer (offline.compose.ts) decides what the parts
 * are; this module only writes them as blocks.
 */

export interface TDraft {
  trigger: TTrigger;
  explicit: boolean;
  pieces: TPiece[];
  actions: TPiece["actions"];
  repeat: TRepeat | undefined;
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

export function whenWords(trigger: TTrigger, scoreName: string): string {
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

export function buildBehaviour(draft: TDraft, scoreName: string): TBuiltBehaviour {
  const { trigger } = draft;
  const once = trigger.kind !== "flag" && trigger.kind !== "every";
  const made: TBuiltAction[] = draft.actions
    .map((action) => ACTION_BUILDERS[action.id](action.words, { all: draft.pieces.flatMap((p) => p.words), once, scoreName }))
    // "animate the costume" names one action twice: it is done once
    .filter((action, i, all) => i === 0 || action.id !== all[i - 1]?.id || action.lines.join("\n") !== all[i - 1]?.lines.join("\n"));
  // "stop" ends everything, so it goes last: nothing can follow it in a script
  // "fly up and then come back down": after an instant step, a short wait so both are seen
  const paced = made.flatMap((action, i) => {
    const before = made[i - 1];
    const pause = draft.actions[i]?.afterThen && before && INSTANT.has(before.id) && action.id !== "wait";
    return pause ? [ACTION_BUILDERS.wait({ window: ["0.5", "seconds"], rawWindow: [], quoted: [], colours: [] }, { all: [], once, scoreName }), action] : [action];
  });
  const built = [...paced.filter((action) => action.id !== "stop"), ...paced.filter((action) => action.id === "stop").slice(0, 1)];
  const stops = built.some((action) => action.id === "stop");
  const does = built.map((action) => action.does);
  let lines: string[];
  let what: string;
  // inside "whenever it touches ..." the script already loops: a second forever would never end
  const repeat = trigger.kind === "touch" && draft.repeat?.kind === "forever" ? undefined : draft.repeat;
  if (repeat?.kind === "times") {
    const pause = built.every((action) => INSTANT.has(action.id)) ? ["wait (0.2) seconds"] : [];
    lines = [`repeat (${repeat.count})`, ...body(built.flatMap((action) => action.lines), pause), "end"];
    what = `${listWords(does)}, ${times(repeat.count)}`;
  } else if (repeat?.kind === "forever" || trigger.kind === "every") {
    const wait = trigger.kind === "every" ? [`wait (${fmt(trigger.seconds)}) seconds`] : built.every((action) => INSTANT.has(action.id) && !action.loopLines) ? ["wait (0.2) seconds"] : [];
    // the wait comes first, so a "stop" can be the last block of the loop
    lines = ["forever", ...body(wait, built.flatMap((action) => (trigger.kind === "every" ? action.lines : action.loopLines ?? action.lines))), "end"];
    what = trigger.kind === "every" ? listWords(does) : `${listWords(built.map((action) => action.loopDoes ?? action.does))}, again and again`;
  } else if (trigger.kind === "flag" && !stops && built.some((action) => action.keepsGoing)) {
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
    // wait until it has moved off, so one touch counts once (unless the game just stopped)
    const loopsAlready = lines[0] === "forever";
    lines = ["forever", ...body(`if ${condition} then`, body(lines, stops || loopsAlready ? [] : [`wait until <not ${condition}>`]), "end"), "end"];
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
  return { ...script, comment: `${whenWords(trigger, "score")}: ${script.comment.charAt(0).toLowerCase()}${script.comment.slice(1)}`, lines: [...hat(trigger), ...script.lines.slice(1)] };
}

/**
 * A game of several sprites started by a click: the stage and the other sprites cannot feel a
 * click on the main sprite, so the main sprite broadcasts "start game" and every green-flag
 * script starts on that message instead, the way Scratch projects start together.
 */
export function gameScripts(output: TRecipeOutput, trigger: TTrigger | undefined): TScript[] {
  const main = output.sprites?.[0]?.name;
  if (trigger?.kind !== "click" || main === undefined) return output.scripts.map((script) => withTrigger(script, trigger));
  const start: TTrigger = { kind: "message", name: "start game" };
  return [
    { comment: `Click the ${main} to start the game`, lines: ["when this sprite clicked", "broadcast (start game v)"], sprite: main },
    ...output.scripts.map((script) => withTrigger(script, start)),
  ];
}
