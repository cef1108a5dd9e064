import { readWords, type TWord } from "./plan/plan.words";

/**
 * What each of the child's characters does in a game, read from the request (issue 26): the one
 * the child steers ("the Cannon moves left and right", "I steer the Bowl with the mouse"), the
 * thing caught or collected ("the Egg falls", "the Diver collects the Pearls"), the one that
 * chases ("a Dragon chases it"), the shot ("space shoots a Laser") and the place to reach ("get
 * to the Exit"). A whole game from the library or a classic project plays its parts with sprites
 * of its own (Basket, Apple, Enemy...); these roles say which of the child's characters each
 * sprite is.
 */
export type TRole = "player" | "item" | "enemy" | "shot" | "goal" | "ball";

/** Words that steer a sprite: said in a character's own clause, the character is the one the child moves. */
const CONTROLS = new Set(["arrow", "arrows", "key", "keys", "mouse", "wasd", "steer", "steers", "control", "controls", "joystick"]);
/** "I move the Bowl", "you steer the Car": the character after these is the one the child moves. */
const STEERING_VERBS = new Set(["move", "steer", "control", "drive", "fly", "guide"]);
const CATCHING_VERBS = new Set(["catch", "collect", "eat", "grab", "gather", "pick", "munch", "get"]);
const FALLING_VERBS = new Set(["fall", "drop", "rain", "tumble", "plunge"]);
const CHASING_VERBS = new Set(["chase", "hunt", "attack"]);
const SHOOTING_VERBS = new Set(["shoot", "fire", "throw", "launch"]);
const AVOIDING_VERBS = new Set(["avoid", "dodge", "escape"]);
const REACHING_VERBS = new Set(["reach"]);
/** A character named for its part: "the Goal", "the Exit", "the Chaser". */
const NAMED_ROLES: [RegExp, TRole][] = [
  [/^(?:goal|exit|finish|door|flag|home|end)$/, "goal"],
  [/^(?:chaser|enemy|baddie|baddy|hunter|villain|monster)$/, "enemy"],
  [/^(?:ball|puck)$/, "ball"],
];

const DETERMINERS = /^(?:the|a|an|my|our|his|her|their|some|all|every|each|more|lots|of)$/;

/** Words that end what is said about one character: a clause mark, or a word starting another thought. */
const CLAUSE_BREAKS = new Set(["if", "when", "then", "while", "until", "but", "so", "because"]);

/**
 * "and the Bucket...", "and falling Shells": an "and" that goes on to another thing, not to
 * another thing the same character does ("moves with the arrows and catches the baddies").
 */
function startsAnotherThing(words: readonly TWord[], at: number): boolean {
  if (!/^(?:and|or)$/.test(words[at]?.word ?? "")) return false;
  const next = words[at + 1];
  if (!next || !(next.isVerb || ROLE_VERBS.has(verbOf(next)))) return true;
  // "falling Shells": a verb that describes the thing after it
  return /ing$/.test(next.word) && (words[at + 2]?.isNoun ?? false);
}

/** Where the request names the character: as the child wrote it with a capital, else any of its forms. */
export function mentions(words: readonly TWord[], name: string): number[] {
  const lower = name.toLowerCase().split(/\s+/)[0] as string;
  const same = (said: string) => [said, said.replace(/s$/, ""), said.replace(/es$/, "")].includes(lower);
  const capitalised = words.flatMap((word, i) => (word.name !== undefined && same(word.name.toLowerCase().split(/\s+/)[0] as string) ? [i] : []));
  if (capitalised.length > 0) return capitalised;
  return words.flatMap((word, i) => (word.word === lower || word.lemma === lower || word.word === `${lower}s` || word.word === `${lower}es` ? [i] : []));
}

/** The words said about the character at `at`: what it does (after it) up to the end of its clause. */
function after(words: readonly TWord[], at: number): TWord[] {
  const said: TWord[] = [];
  for (let i = at + 1; i < words.length; i++) {
    const word = words[i] as TWord;
    if (word.mark !== undefined || CLAUSE_BREAKS.has(word.word) || startsAnotherThing(words, i)) break;
    said.push(word);
  }
  return said;
}

/** The few words before the character in its clause: what is done to it ("catch the", "shoots a"). */
function before(words: readonly TWord[], at: number, reach = 4): TWord[] {
  const said: TWord[] = [];
  for (let i = at - 1; i >= 0 && said.length < reach; i--) {
    const word = words[i] as TWord;
    if (word.mark !== undefined) break;
    said.unshift(word);
  }
  return said;
}

const hasLemma = (words: readonly TWord[], set: ReadonlySet<string>) => words.some((word) => set.has(word.lemma) || set.has(word.word));

const ROLE_VERBS = new Set([...STEERING_VERBS, ...CATCHING_VERBS, ...FALLING_VERBS, ...CHASING_VERBS, ...SHOOTING_VERBS, ...AVOIDING_VERBS, ...REACHING_VERBS, "follow"]);

/**
 * The first verb said of the character: "falls" in "the Egg falls 4 at a time", "chases" in "a
 * Dragon chases it"; a verb of a part counts even where the tagger took it for a noun ("the Fruta fall").
 */
const firstVerb = (words: readonly TWord[]) => words.find((word) => word.number === undefined && (word.isVerb || ROLE_VERBS.has(verbOf(word))));

/** A verb's plain form, where the tagger's lemma misses it ("fall" taken for a noun, "falls" for a plural). */
const verbOf = (word: TWord) => [word.lemma, word.word, word.word.replace(/s$/, ""), word.word.replace(/es$/, "")].find((form) => ROLE_VERBS.has(form)) ?? word.lemma;

/**
 * The roles the request gives one character, strongest first. A title ("Meeting 6", "Day 3") is
 * no character and has none.
 */
export function rolesOf(prompt: string, name: string): TRole[] {
  const words = readWords(prompt);
  const roles: TRole[] = [];
  const lower = name.toLowerCase();
  for (const at of mentions(words, name)) {
    if (words[at + 1]?.number !== undefined) continue;
    // "Flappy Cat": the game's own name says who plays it
    if (words[at - 1]?.word === "flappy") roles.push("player");
    const doing = after(words, at);
    const done = before(words, at);
    // "a ghost-catching game": the ghosts are caught, by whoever the child steers
    if (/ing$/.test(doing[0]?.word ?? "") && CATCHING_VERBS.has(verbOf(doing[0] as TWord))) {
      roles.push("item");
      continue;
    }
    const verb = firstVerb(doing);
    // what it does
    const does = verb ? verbOf(verb) : "";
    if (FALLING_VERBS.has(does)) roles.push("item");
    if (CHASING_VERBS.has(does)) roles.push("enemy");
    if (verb && does === "follow" && /^(?:me|you|him|her|it|them|the|my)$/.test(words[words.indexOf(verb) + 1]?.word ?? "") && !/^mouse/.test(words[words.indexOf(verb) + 2]?.word ?? "") && words[words.indexOf(verb) + 2]?.word !== "mouse's") roles.push("enemy");
    if (hasLemma(doing.slice(0, 8), CONTROLS) || CATCHING_VERBS.has(does)) roles.push("player");
    // what is done to it
    const doer = done.filter((word) => word.isVerb || ROLE_VERBS.has(verbOf(word)));
    const lastVerb = doer[doer.length - 1];
    // the verb's own object: "catches the", "shoots a", never "a catch game with a"
    const between = lastVerb ? done.slice(done.indexOf(lastVerb) + 1) : [];
    const last = lastVerb && between.every((word) => DETERMINERS.test(word.word) || !word.isNoun) ? verbOf(lastVerb) : "";
    if (STEERING_VERBS.has(last) && done.some((word) => /^(?:i|you|we)$/.test(word.word))) roles.push("player");
    if (CATCHING_VERBS.has(last)) roles.push("item");
    if (SHOOTING_VERBS.has(last)) roles.push("shot");
    if (AVOIDING_VERBS.has(last)) roles.push("enemy");
    if (REACHING_VERBS.has(last)) roles.push("goal");
    if (done.some((word) => word.word === "falling")) roles.push("item");
  }
  // what its name says comes after what the request says it does: "the Ball moves with the arrows" is steered
  for (const [pattern, role] of NAMED_ROLES) if (pattern.test(lower)) roles.push(role);
  return [...new Set(roles)];
}

/**
 * The request says the character does something: a verb right after its name ("the Jeepney
 * starts", "a Dragonfly that flaps"), never a thing named after it ("a custom block called land")
 * nor a title ("Meeting 6").
 */
export function acts(prompt: string, name: string): boolean {
  const words = readWords(prompt);
  return mentions(words, name).some((at) => {
    // "a Dragonfly that flaps", "the Fireworks sprite appears": the verb after the words that only point at it
    const skip = /^(?:that|who|which|sprite)$/.test(words[at + 1]?.word ?? "") ? 2 : 1;
    const next = words[at + skip];
    return next !== undefined && next.mark === undefined && next.number === undefined && (next.isVerb || ROLE_VERBS.has(verbOf(next)));
  });
}

