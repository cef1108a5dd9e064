/**
 * What a child's word means in blocks (issue 26, decision 720): "c clears it" is done by
 * `erase all` under `when c key pressed`, "jumps to a new place" by `go to (random position)`,
 * "the pen really thick" by a big `set pen size to`. A part the reader named as left out whose
 * every word a block of the program does is built in other words, and is not named.
 *
 * Each entry is a word and the plain block lines (lower case, no brackets: offline.coverage's
 * `readProgramLines`) that do it. A word with no entry is not done by this table.
 */

type TMeaning = [word: RegExp, done: (lines: readonly string[]) => boolean];

/** "if it touches black it gets pushed back": a touch check whose first block undoes a move. */
const pushedBack = (lines: readonly string[]) => lines.some((line, i) => /^if .*touching/.test(line) && /^change [xy] by|^move -|^go to x:/.test(lines[i + 1] ?? ""));

const has = (pattern: RegExp) => (lines: readonly string[]) => lines.some((line) => pattern.test(line));

/** A number in a line at least this big: "really thick" is a pen size of 3 or more. */
const atLeast = (pattern: RegExp, least: number) => (lines: readonly string[]) =>
  lines.some((line) => {
    const m = pattern.exec(line);
    return m !== null && Number(m[1]) >= least;
  });

const MEANINGS: TMeaning[] = [
  [/^(?:clear|clears|cleared|clearing|erase|erases|wipe|wipes|rub)$/, has(/^erase all$/)],
  [/^(?:place|somewhere|anywhere|elsewhere|random|randomly)$/, has(/random position|pick random/)],
  [/^(?:jump|jumps|hop|hops|teleport|teleports|moves?|goes|go)$/, has(/^go to |^glide |^change [xy] by|^set [xy] to|^move /)],
  [/^(?:thick|thicker|fat|fatter|wide|wider|bold)$/, atLeast(/^set pen size to (\d+(?:\.\d+)?)/, 3)],
  [/^(?:thin|thinner)$/, has(/^set pen size to (?:0?\.\d+|1|2)$/)],
  [/^(?:effect|effects)$/, has(/^(?:change|set) .*effect (?:by|to)/)],
  [/^(?:count|counts|counting|tally|tallies)$/, has(/^change .+ by 1$/)],
  [/^(?:found|finds|find|catches|catch|caught|clicks|clicked|taps|tapped)$/, has(/^when this sprite clicked$|touching/)],
  // a way is the program's only when something goes that way: "back to the left" is not done by moving right
  [/^left$/, has(/^change x by -|^point in direction -90|left arrow|^turn left|^glide .* x: -/)],
  [/^right$/, has(/^change x by \d|^point in direction 90|right arrow|^turn right|^glide .* x: \d/)],
  [/^(?:sideways|across)$/, has(/^change x by|left arrow|right arrow|bounce/)],
  // "comes back": it turns round at the edge, or goes back to where it started, or is pushed back off a wall
  [/^(?:back|return|returns)$/, (lines) => has(/bounce|^go to x:|^point in direction -?\d|^turn .* 180/)(lines) || pushedBack(lines)],
  [/^(?:pushed|push|pushes|bumped)$/, pushedBack],
  [/^(?:eat|eats|eating|eaten|ate)$/, has(/touching|distance to/)],
  // "the snake gets longer": a length that grows, or a size
  [/^(?:longer|grows|grow|growing)$/, has(/^change (?:\S+ )?(?:length|size) by \d/)],
  [/^(?:bottom)$/, has(/(?:y: |set y to )-\d{2,}/)],
  [/^(?:top)$/, has(/(?:y: |set y to )\d{2,}/)],
  [/^(?:play|plays|playing|played)$/, has(/^play |^start sound/)],
  [/^(?:listen|listens|listening|hear|hears|microphone|mic|loud|louder|loudness)$/, has(/loudness/)],
  [/^(?:lose|loses|lost|losing)$/, has(/^stop all$|\blos[et]\b|game over/)],
  [/^(?:win|wins|won|winning)$/, has(/^stop all$|\bwin\b|\bwon\b|well done/)],
  [/^(?:keys?|pressed|press)$/, has(/key .* pressed/)],
  // "on space it jumps": the space key is listened to
  [/^(?:space|spacebar)$/, has(/^when space key pressed|key space pressed/)],
  // "you get a point": the score goes up (or it points somewhere)
  [/^(?:point|points)$/, has(/^change \S*(?:score|points?)\S* by|^point in direction|^point towards/)],
  [/^(?:arrows?)$/, has(/arrow/)],
  [/^(?:follow|follows|chase|chases)$/, has(/point towards|^go to (?!x:|random)|glide .* to (?!x:|random)/)],
  [/^(?:hides?|disappears?|vanish(?:es)?)$/, has(/^hide$|ghost effect/)],
  [/^(?:shows?|appears?|reappears?)$/, has(/^show$|ghost effect/)],
];

/** Ways to say "all the time": a forever loop, or a wait that keeps checking, keeps them. */
export const ALL_THE_TIME = /\bat any (?:point|time|moment)\b|\ball (?:game|day|night) long\b|\ball the time\b|\bthe whole (?:game|time)\b/g;

/** Words that only join the meaning words of a part ("only", "times" in "how many times"). */
const JOINING = /^(?:only|times|time|every|each|else|along|through|towards?|become|becomes)$/;

/** True when a block of the program does what this word of the child's means. */
export function wordDoneByBlocks(word: string, lines: readonly string[]): boolean {
  return MEANINGS.some(([meaning, done]) => meaning.test(word) && done(lines));
}

/** A word that asks for nothing of its own beside the meaning words around it. */
export const joiningWord = (word: string) => JOINING.test(word);
