import { madeWord as word, type TWord } from "./plan.words";

/**
 * Clones (issue 26, decision 1110): "the Leaf makes 12 clones at random spots", "each clone goes to
 * a random position and shows", "clicking a clone deletes it", "8 Coin clones appear at random
 * places". Making them is a loop of `create clone of (myself v)` in the maker's script; what each
 * clone does is a `when I start as a clone` script of the same sprite; a clone clicked runs the
 * sprite's own `when this sprite clicked`; a clone that goes away is `delete this clone`.
 */

const CLONE = /^(?:clone|copy)$/;
const RANDOM_PLACE = /^(?:position|place|spot|point|location)$/;

/** The request speaks of clones: "each one" and "it deletes itself" are about them. */
export const clonesSpokenOf = (words: readonly TWord[]) => words.some((w) => CLONE.test(w.lemma) || w.word === "clones");

/**
 * "each clone ...", "every copy ...", "the clones ...", "each laser clone ...", "when it starts as a
 * clone ...", "each one ..." / "each going ..." (clones spoken of): the clause is what each clone does
 * when it starts. The words read and, when it names one ("each laser clone"), the character's word.
 */
export function cloneHat(words: readonly TWord[], spoken: boolean): { used: number[]; actorAt?: number } | undefined {
  let i = 0;
  while (/^(?:and|then|,)$/.test(words[i]?.word ?? "")) i++;
  // "when it starts as a clone", "when a clone starts", "as a clone"
  const as = words.findIndex((w, k) => w.word === "as" && words[k + 1]?.word === "a" && CLONE.test(words[k + 2]?.lemma ?? ""));
  if (as >= 0 && (words[as - 1]?.lemma === "start" || words[as - 1]?.lemma === "begin")) {
    const from = words[as - 3]?.word === "when" ? as - 3 : words[as - 2]?.word === "when" ? as - 2 : as - 1;
    return { used: range(from, as + 3) };
  }
  const when = words[i]?.word === "when" && words[i + 1]?.word === "a" && CLONE.test(words[i + 2]?.lemma ?? "") && /^(?:start|begin|appear)$/.test(words[i + 3]?.lemma ?? "") ? i : -1;
  if (when >= 0) return { used: range(when, when + 4) };
  if (!spoken || !/^(?:each|every|the|all)$/.test(words[i]?.word ?? "")) return undefined;
  // "each of the clones"
  const of = words[i + 1]?.word === "of" && words[i + 2]?.word === "the" ? 2 : 0;
  const head = i + 1 + of;
  if (CLONE.test(words[head]?.lemma ?? "") && (words[i]?.word !== "the" || words[head]?.word === "clones")) return { used: range(i, head + 1) };
  // "each laser clone"
  if (CLONE.test(words[head + 1]?.lemma ?? "") && words[head]?.number === undefined && !words[head]?.mark) return { used: range(i, head + 2), actorAt: head };
  // "each one goes ...", "each going to a random position" (right after the clones were made)
  if (/^(?:each|every)$/.test(words[i]?.word ?? "") && (words[i + 1]?.word === "one" || /ing$/.test(words[i + 1]?.raw ?? ""))) return { used: range(i, words[i + 1]?.word === "one" ? i + 2 : i + 1) };
  return undefined;
}

/**
 * "makes 12 clones", "makes that many clones", "makes 8 clones of itself at random spots": the
 * count (said before "clones", or before the verb when the verb read is "clones" itself), and
 * whether they go to random places. Indices from the clone word `at`.
 */
export function cloneCount(words: readonly TWord[], at: number, asked: boolean): { times?: number; reporter?: string; used: number[] } {
  const before = words[at - 1];
  if (before?.number !== undefined && Number.isInteger(before.number) && before.number > 0 && /^(?:make|create)$/.test(words[at - 2]?.lemma ?? "")) return { times: before.number, used: [at - 2, at - 1] };
  // "asks how many and makes that many clones": as many as the answer
  if (asked && before?.word === "many" && /^(?:that|as)$/.test(words[at - 2]?.word ?? "") && /^(?:make|create)$/.test(words[at - 3]?.lemma ?? "")) return { reporter: "answer", used: [at - 3, at - 2, at - 1] };
  return { used: [] };
}

/** "at random spots", "in random places", "at random positions" right after the clones: each clone goes to a random position. */
export function atRandomPlaces(words: readonly TWord[], from: number, to: number): number[] | undefined {
  for (let i = from; i < Math.min(to, from + 4); i++) {
    if (!/^(?:at|in|to|on)$/.test(words[i]?.word ?? "")) continue;
    const r = words[i + 1]?.word === "random" ? i + 1 : words[i + 1]?.word === "a" && words[i + 2]?.word === "random" ? i + 2 : -1;
    if (r > 0 && RANDOM_PLACE.test(words[r + 1]?.lemma ?? "")) return range(i, r + 2);
  }
  return undefined;
}

/**
 * "deletes it", "deletes itself", "is deleted", "delete the clone": with clones spoken of, the
 * clone goes away. Not "removes the name from the list". The words read from the verb `at`.
 */
export function deletesTheClone(words: readonly TWord[], at: number, to: number): number[] | undefined {
  if (words[at]?.lemma !== "delete" && words[at]?.lemma !== "remove") return undefined;
  const next = words[at + 1];
  if (at + 1 >= to || !next || next.mark !== undefined || /^(?:and|then|when|if)$/.test(next.word)) return words[at]?.lemma === "delete" ? [at] : undefined;
  if (/^(?:it|itself|them|themselves)$/.test(next.word)) return [at, at + 1];
  if (/^(?:the|this|that)$/.test(next.word) && CLONE.test(words[at + 2]?.lemma ?? "")) return [at, at + 1, at + 2];
  return undefined;
}

/**
 * "5 Ghost clones appear at random places", "20 Stars as clones at random places": clones
 * counted before their sprite's name, as "the Ghost makes 5 clones at random places" would be read.
 */
export function countedClones(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    const n = words[at];
    const kind = words[at + 1];
    if (n?.number === undefined || !Number.isInteger(n.number) || n.number < 2 || !kind || kind.number !== undefined || kind.mark || !kind.isNoun) continue;
    const asClones = words[at + 2]?.word === "as" && words[at + 3]?.word === "clones" ? 4 : words[at + 2]?.word === "clones" ? 3 : 0;
    if (!asClones) continue;
    // "5 Ghost clones appear": the verb that only says they are there goes too
    const appear = /^(?:appear|show|pop)$/.test(words[at + asClones]?.lemma ?? "") ? 1 : 0;
    // ("20 Stars": one Star sprite, named as the child wrote it)
    const one = kind.name ? `${kind.name.charAt(0)}${kind.lemma.slice(1)}` : undefined;
    const maker: TWord = { ...kind, word: kind.lemma, raw: one ?? kind.lemma, ...(one ? { name: one } : {}) };
    const makes: TWord[] = [word("the"), maker, word("makes", { lemma: "make", isVerb: true }), n, word("clones", { lemma: "clone", isNoun: true })];
    // "30 Snow clones that fall 2 steps at a time", "10 Heart clones go to random positions": what follows is what each clone does
    const after = at + asClones + appear;
    const relative = /^(?:that|which|who)$/.test(words[after]?.word ?? "") ? 1 : 0;
    // (after "that" the word is its verb whatever it reads as: "that fall", "that spin")
    const next = words[after + relative];
    const does = !appear && next !== undefined && next.mark === undefined && next.number === undefined && (next.isVerb || (relative === 1 && !/^(?:the|a|an|is|are|you|i|we|they|it)$/.test(next.word)));
    const eachClone = does ? [word(";", { mark: ";" }), word("each"), word("clone", { lemma: "clone", isNoun: true })] : [];
    // ("make 20 Stars as clones": the request's own "make" is the maker's)
    const from = /^(?:make|create)$/.test(words[at - 1]?.lemma ?? "") ? at - 1 : at;
    words.splice(from, after + (does ? relative : 0) - from, ...makes, ...eachClone);
    if (does) asOneClone(words, from + makes.length + eachClone.length);
    at = from + makes.length - 1;
  }
  // "each clone starts at a random x": the clone's own clause, read the same way
  for (let at = 1; at < words.length; at++) if (/^(?:each|every)$/.test(words[at - 1]?.word ?? "") && CLONE.test(words[at]?.lemma ?? "")) asOneClone(words, at + 1);
}

/**
 * What each of the counted clones does, as one clone's clause reads: "start at y 180" is where it
 * goes when it starts as a clone ("goes to y 180"), and "go to random positions" is each one's
 * random position. The clause's verb at `at`.
 */
function asOneClone(words: TWord[], at: number): void {
  for (let i = at; i < words.length && words[i]?.mark === undefined; i++) {
    const place = words[i] as TWord;
    if (words[i - 1]?.word === "random" && RANDOM_PLACE.test(place.lemma)) words[i] = { ...place, word: "position", lemma: "position" };
  }
  const verb = words[at];
  if (verb?.lemma !== "start" || words[at + 1]?.word !== "at" || !/^(?:x|y|a|random|the)$/.test(words[at + 2]?.word ?? "")) return;
  words.splice(at, 2, word("goes", { lemma: "go", isVerb: true }), word("to"));
}

const range = (from: number, end: number) => Array.from({ length: end - from }, (_v, k) => from + k);
