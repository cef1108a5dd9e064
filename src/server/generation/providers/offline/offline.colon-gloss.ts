import { meansABlock } from "./offline.block-meanings";
import { PLAN_VOCABULARY } from "./plan/plan.vocabulary";
import { readWords, type TWord } from "./plan/plan.words";

/**
 * A verb glossed after a colon (issue 26, decision 1200): "she wants the Peacock to dance: turn
 * right 15 degrees, wait 0.5 seconds, ...", "the Robot waves: turn 20 degrees, then back". The
 * child's verb is theirs; the words after the colon say what it means in blocks. Once the gloss
 * is built, naming the verb as left out tells of something missing that the program does.
 *
 * The gloss counts as built when it says a number or a quoted text, every one of them is in the
 * program (the numbers in block lines of one script, in the gloss's order, each with a word said
 * next to it), and no
 * other part still named as left out is inside it (a part the answer cannot place in the request
 * could be, so it keeps the verb named too).
 */

const ENDS = /^[.!?;]$/;

/** How a verb goes, right before its gloss: "go down slowly:", "move super slow:". */
const MANNER = /^(?:slowly|slow|quickly|fast|gently|smoothly|softly|carefully|super|very|really)$/;

/** Where the words of a part are in the request, in a row (marks between them skipped): indexes, or undefined. */
function placeOf(words: readonly TWord[], part: string): number[] | undefined {
  const wanted = readWords(part).filter((word) => word.mark === undefined);
  const plain = words.map((word, i) => ({ word, i })).filter(({ word }) => word.mark === undefined);
  const at = plain.findIndex((_, k) => wanted.length > 0 && wanted.every((word, j) => plain[k + j]?.word.word === word.word));
  return at < 0 ? undefined : plain.slice(at, at + wanted.length).map(({ i }) => i);
}

/** The words a part is said in: its own, or for "the number 6 ("move 6 steps")" those in its brackets. */
const partWords = (part: string): string => /^the number \S+ \("(.*)"\)$/.exec(part)?.[1] ?? part;

/** The words a block line says a unit by: "6 times" is a repeat's. */
const UNIT_WORDS: Record<string, string> = { times: "repeat", time: "repeat", secs: "seconds", sec: "seconds", second: "seconds", steps: "steps", step: "steps", degrees: "degrees" };

/** "glide 5 secs to x: 200 y: -120": a glide says its seconds as "secs", so "in 5 seconds" is built by it too. */
const GLIDE_UNIT: Record<string, string> = { seconds: "secs", second: "secs", sec: "secs" };

/** "when its x is more than 240": the sign a comparison's words are built by, said before its number. */
function comparedBy(gloss: readonly TWord[], k: number): ">" | "<" | undefined {
  if (gloss[k - 1]?.word !== "than") return undefined;
  const how = gloss[k - 2]?.word ?? "";
  if (/^(?:more|greater|bigger|higher|over|above)$/.test(how)) return ">";
  return /^(?:less|smaller|lower|under|below|fewer)$/.test(how) ? "<" : undefined;
}

/**
 * "turn right 15 degrees", "wait 0.5 seconds", "6 times": a number of the gloss is built by a
 * block line that has it with a word said next to it (its verb, its way or its unit; "x 150" is
 * built by a line with "x: 150").
 */
function numberBuilt(gloss: readonly TWord[], k: number, line: string): boolean {
  const value = Math.abs(gloss[k]?.number ?? NaN);
  const near = [gloss[k - 2], gloss[k - 1], gloss[k + 1]].filter((word): word is TWord => word !== undefined && word.mark === undefined && word.number === undefined).flatMap((word) => [word.word, word.lemma, UNIT_WORDS[word.word] ?? word.word, GLIDE_UNIT[word.word] ?? word.word]);
  // ("more than 240": built by a check "> 240", never by any line that merely has 240)
  const sign = comparedBy(gloss, k);
  if (sign !== undefined) return new RegExp(`${sign} -?${value}(?![\\d.])`).test(line);
  return [...line.matchAll(/-?\d+(?:\.\d+)?/g)].some((m) => Math.abs(Number(m[0])) === value) && near.some((word) => (word.length > 1 && new RegExp(`\\b${word}\\b`).test(line)) || (/^[xy]$/.test(word) && new RegExp(`\\b${word}:? -?${value}(?![\\d.])`).test(line)));
}

/** The span [from, to) of the gloss after the verb part at `at`: the colon within the verb's own three words, to the sentence's end. */
function glossAfter(words: readonly TWord[], at: readonly number[]): [number, number] | undefined {
  const last = at[at.length - 1] as number;
  let colon = last + 1;
  // "count pupils:", "to dance:": the verb's own few words, with no number, quote or mark
  // ("dance when i press d:": or when it is done, a trigger's clause of up to five words)
  const reach = /^(?:when|whenever|if|each|every)$/.test(words[colon]?.word ?? "") ? 5 : 3;
  while (colon <= last + reach && words[colon] !== undefined && words[colon]?.mark === undefined && words[colon]?.number === undefined && words[colon]?.quote === undefined) colon++;
  if (words[colon]?.mark !== ":") return undefined;
  let to = colon + 1;
  while (to < words.length && !ENDS.test(words[to]?.mark ?? "") && words[to]?.mark !== ":") to++;
  return [colon + 1, to];
}

/** "when i press e", "press space": the key a gloss names. */
function keyOfTheGloss(gloss: readonly TWord[]): string | undefined {
  const at = gloss.findIndex((word) => /^(?:press|presses|pressed|pressing|hit|hits)$/.test(word.word));
  if (at < 0) return undefined;
  const next = gloss[at + 1]?.word === "the" ? at + 2 : at + 1;
  const key = gloss[next]?.word ?? "";
  if (/^(?:up|down|left|right)$/.test(key) && gloss[next + 1]?.word === "arrow") return `${key} arrow`;
  return /^(?:[a-z0-9]|space)$/.test(key) ? key : undefined;
}

/** The gloss names a key, and the program has that key's script with a block under its hat. */
function keyScriptBuilt(gloss: readonly TWord[], scripts: readonly (readonly string[])[]): boolean {
  const key = keyOfTheGloss(gloss);
  return key !== undefined && scripts.some((lines) => {
    const hat = lines.findIndex((line) => line === `when ${key} key pressed`);
    return hat >= 0 && lines.length > hat + 1 && lines[hat + 1] !== "";
  });
}

/** A word that asks for something by itself: a verb a block does, a number, or "and" joining another ask. */
const actionOfItsOwn = (word: TWord) => word.number !== undefined || /^(?:and|then)$/.test(word.word) || (word.isVerb && (meansABlock(word.word) || PLAN_VOCABULARY.has(word.lemma)));

/** The parts (of `leftOut`) that are a verb glossed after a colon whose gloss the program builds. */
export function verbsGlossedAndBuilt(prompt: string, leftOut: readonly string[], text: string): string[] {
  const words = readWords(prompt);
  const scripts = text.split(/\n\s*\n/).map((script) => script.split("\n").map((line) => line.trim().toLowerCase().replace(/[()[\]]|\sv\b/g, "").replace(/\s+/g, " ")));
  return leftOut.filter((part) => {
    const at = placeOf(words, part);
    // ("go down slowly: change y by -2, 100 times": how it goes, said by the steps after the colon)
    const manner = at !== undefined && at.length <= 2 && at.every((i) => MANNER.test(words[i]?.word ?? ""));
    if (at === undefined || at.length === 0 || at.length > 6 || !(words[at[0] as number]?.isVerb || manner) || at.some((i) => words[i]?.quote !== undefined)) return false;
    // ("go round in a circle:", "makes a sandwich in precise steps:": a longer verb's phrase is one verb's only when
    // none of its other words is an action of its own, which the gloss might leave out: "jumps and plays a sound:")
    // ("go round": a particle right after the verb is the verb's own)
    const particle = (i: number) => i === (at[1] as number) && /^(?:round|around|about|along|over|off|out|up|down|back)$/.test(words[i]?.word ?? "");
    if (at.length > 4 && at.slice(1).some((i) => !particle(i) && actionOfItsOwn(words[i] as TWord))) return false;
    const span = glossAfter(words, at);
    if (span === undefined) return false;
    const gloss = words.slice(span[0], span[1]);
    // "crosses 5 stones: 5 times it ...": a number of the verb's is the gloss's count of times, which the gloss builds
    // "visits 4 flowers: it glides to x -150 y 100, then to x 150 y 100, ...": or the number of places the gloss goes to
    const places = gloss.filter((word, k) => word.word === "x" && gloss[k + 1]?.number !== undefined).length;
    const counted = (value: number) => places === value || gloss.some((word, k) => word.number === value && /^times?$/.test(gloss[k + 1]?.word ?? ""));
    if (at.some((i) => words[i]?.number !== undefined && !counted(words[i]?.number as number))) return false;
    // (a gloss with no number or quoted text says nothing the program can be checked against)
    // ("lay an egg: when i press e the Egg goes to the Hen and shows": or the key it names, whose script is built)
    if (gloss.filter((word) => word.mark === undefined).length < 3 || !(gloss.some((word) => word.number !== undefined || word.quote !== undefined) || keyScriptBuilt(gloss, scripts))) return false;
    if (gloss.some((word) => word.quote !== undefined && !text.includes(word.quote))) return false;
    // the numbers in one script, in the order the gloss says them ("6 times": its repeat holds the rest)
    const count = (k: number) => /^times?$/.test(gloss[k + 1]?.word ?? "");
    const numbered = gloss.flatMap((word, k) => (word.number !== undefined && !count(k) ? [k] : []));
    const counts = gloss.flatMap((word, k) => (word.number !== undefined && count(k) ? [k] : []));
    const inOrder = (lines: readonly string[]) => {
      // (the count's repeat before the rest: "..., and do that 6 times" holds them all)
      const loops = counts.map((k) => lines.findIndex((line) => numberBuilt(gloss, k, line)));
      if (loops.some((at) => at < 0)) return false;
      let from = loops.length > 0 ? Math.min(...loops) + 1 : 0;
      // (a line holds as many of the gloss's numbers as it says: "glide 1 secs to x: -150 y: 100" three)
      let last = -1;
      let left: number[] = [];
      return numbered.every((k) => {
        const value = Math.abs(gloss[k]?.number ?? NaN);
        if (last >= 0 && left.includes(value) && numberBuilt(gloss, k, lines[last] as string)) {
          left.splice(left.indexOf(value), 1);
          return true;
        }
        const at = lines.findIndex((line, i) => i >= from && numberBuilt(gloss, k, line));
        if (at < 0) return false;
        from = at + 1;
        last = at;
        left = [...(lines[at] as string).matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Math.abs(Number(m[0])));
        left.splice(left.indexOf(value), 1);
        return true;
      });
    };
    // ("dance when i press d: ..."): a key said between the verb and its colon is the gloss's trigger, so the
    // script that builds the gloss starts on that key (a clause of more than three words must name one)
    const between = words.slice((at[at.length - 1] as number) + 1, span[0] - 1);
    const trigger = keyOfTheGloss(between);
    if (between.length > 3 && trigger === undefined) return false;
    const started = (lines: readonly string[]) => trigger === undefined || lines.includes(`when ${trigger} key pressed`);
    if (!scripts.some((lines) => started(lines) && inOrder(lines))) return false;
    // nothing else named is inside the gloss, nor anywhere the answer cannot place
    return leftOut.every((other) => {
      if (other === part) return true;
      const place = placeOf(words, partWords(other));
      return place !== undefined && place.every((i) => i < span[0] || i >= span[1]);
    });
  });
}
