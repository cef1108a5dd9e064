import { programSections } from "./offline.program-sections";
import { COLOUR_WORDS } from "./offline.lexicon";

/**
 * The safety net for an ending asked on a touch (issue 26): "touching the Ground stops
 * everything", "if it touch the Line stop all", "game over when the Bird hits a Pipe". A classic
 * game from the library, or a plan that did not read the clause, may end the game some other way
 * (on a Pipe, below the screen) or not at all; the child's own ending is then neither built nor
 * named. Each such ending is named as left out unless one script of the program both checks that
 * touch and ends the game (a stop, an ending said, or a message whose script stops everything).
 */

/** The words that end a game. "stop all sounds" stops no game. */
const ENDING = /\b(?:stops? (?:all(?! sounds)|everything|the game|the program|the whole game)|game(?:'s| is)? over|ends? the game|the game (?:ends|is over|stops)|you lose(?! (?:one|a|an|\d)))\b/gi;

/** A touch and what is touched: "touching the Ground", "if it touch the Line", "hits a Pipe". */
const TOUCH = /\b(?:touch(?:es|ing|ed)?|hit(?:s|ting)?|bump(?:s|ing|ed)? into|crash(?:es|ing|ed)? into|run(?:s|ning)? into)\s+(?:the |a |an |any |my |your |his |her |its |their )?([a-z][\w-]*)/gi;

/** Who touches, before the touch: "if the Guard touches him". */
const TOUCHER = /\b([A-Z][\w-]*)\s+(?:touch(?:es|ed)?|hits?|bump(?:s|ed)? into|crash(?:es|ed)? into|runs? into)\s+\S+\s*$/;

const PRONOUN = /^(?:him|her|it|them|me|you|u|us|something|anything)$/i;

/** Quotes blanked out (same length, so positions still hold): "Stop, thief!" asks no ending. */
const unquoted = (prompt: string): string => prompt.replace(/["“][^"”]*["”]/g, (quote) => " ".repeat(quote.length));

interface TTouchEnding {
  /** The request's words for it, from the clause of the touch to the ending. */
  part: string;
  /** The things whose touch ends the game: the touched thing and, when named, who touches it. */
  names: string[];
}

/** The touch endings a request asks for, each in one sentence: the touch before the ending or in the ending's clause after it. */
export function askedTouchEndings(prompt: string): TTouchEnding[] {
  const masked = unquoted(prompt);
  const endings: TTouchEnding[] = [];
  for (const sentence of masked.matchAll(/[^.;!?]+/g)) {
    const text = sentence[0];
    const from = sentence.index ?? 0;
    const colon = text.lastIndexOf(":");
    for (const end of text.matchAll(ENDING)) {
      const at = end.index ?? 0;
      if (at < colon) continue;
      const touches = [...text.matchAll(TOUCH)].filter((touch) => (touch.index ?? 0) > colon);
      const before = touches.filter((touch) => (touch.index ?? 0) < at).pop();
      const clauseEnd = text.slice(at).search(/,|\band\b(?! (?:the game|everything))/);
      const after = touches.find((touch) => (touch.index ?? 0) > at && (clauseEnd < 0 || (touch.index ?? 0) < at + clauseEnd));
      const touch = before ?? after;
      // "touching a rock takes one, and when lives = 0 its game over": the ending has a condition of its own
      if (touch === undefined || (touch === before && /\b(?:when|if|once|whenever)\b/i.test(text.slice((touch.index ?? 0) + touch[0].length, at)))) continue;
      const touched = touch[1] as string;
      const toucher = TOUCHER.exec(text.slice(0, (touch.index ?? 0) + touch[0].length))?.[1];
      const names = [PRONOUN.test(touched) ? undefined : touched, toucher].filter((name): name is string => name !== undefined);
      if (names.length === 0) continue;
      const first = Math.min(touch.index ?? 0, at);
      const last = Math.max((touch.index ?? 0) + touch[0].length, at + end[0].length);
      const condition = [...text.slice(0, first).matchAll(/\b(?:if|when|whenever|once)\b/gi)].pop()?.index ?? -1;
      const clauseStart = Math.max(colon + 1, condition, ...[",", ";"].map((mark) => text.lastIndexOf(mark, first) + 1));
      const words = prompt
        .slice(from + clauseStart, from + last)
        .trim()
        .replace(/^(?:and|then|but)\s+/i, "");
      endings.push({ part: words, names });
    }
  }
  return endings;
}

interface TScriptOf {
  sprite: string;
  lines: string[];
}

function scriptsWithSprites(text: string): TScriptOf[] {
  return programSections(text).flatMap((section) => {
    const sprite = section.name?.toLowerCase() ?? "";
    return section.scripts.map((script) => ({ sprite, lines: script.trimmed }));
  });
}

const ENDING_SAID = /^(?:say|think) \[(?:game over|you (?:lose|lost)|the end)\b/i;

/** A script ends the game: it stops everything, says an ending, or sends a message whose script stops everything. */
function endsTheGame(lines: readonly string[], scripts: readonly TScriptOf[]): boolean {
  const stopping = new Set(scripts.filter((script) => script.lines.includes("stop [all v]")).map((script) => /^when I receive \[(.+) v\]$/.exec(script.lines[0] ?? "")?.[1]).filter((message) => message !== undefined));
  return lines.some((line) => line === "stop [all v]" || ENDING_SAID.test(line) || [...stopping].some((message) => line === `broadcast [${message} v]` || line === `broadcast [${message} v] and wait`));
}

/** A place at the bottom of the stage, not a sprite ("the bottom", "the floor", "the ground" not capitalised): a check of the y position reaches it. */
const BOTTOM = /^(?:bottom|floor|ground)$/;

/** A script checks the touch of one of the names: "touching (Ground v)", a touch of a colour named, or any touch in that sprite's own script. */
function checksTouch(script: TScriptOf, names: readonly string[]): boolean {
  const lower = names.map((name) => name.toLowerCase().replace(/s$/, ""));
  const colours = lower.some((name) => COLOUR_WORDS.some(([word]) => word === name));
  return script.lines.some((line) => {
    const touched = [...line.matchAll(/touching \((.+?) v\)/gi)].map((m) => (m[1] as string).toLowerCase());
    return (
      touched.some((thing) => lower.some((name) => thing === name || thing.replace(/s$/, "") === name || thing.startsWith(`${name} `))) ||
      (touched.length > 0 && lower.some((name) => script.sprite === name || script.sprite.replace(/s$/, "") === name)) ||
      (colours && /touching color/.test(line)) ||
      (names.some((name) => BOTTOM.test(name)) && /\(y position\) < \(-\d+\)/.test(line))
    );
  });
}

/** The touch endings the request asks for that no script of the program builds, in the request's words. */
export function unbuiltTouchEndings(prompt: string, text: string): string[] {
  const scripts = scriptsWithSprites(text);
  return askedTouchEndings(prompt)
    .filter((ending) => !scripts.some((script) => checksTouch(script, ending.names) && endsTheGame(script.lines, scripts)))
    .map((ending) => ending.part);
}
