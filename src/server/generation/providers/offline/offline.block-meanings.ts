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

/**
 * A hide or a clone deleted within a few lines after a click's hat or a touch check: what is hit
 * goes away. (Counted one line at a time, as a word said twice is, each hide is one.)
 */
const goneWhenHit = (lines: readonly string[]) => {
  const gone = (line: string) => /^hide$|^delete this clone$/.test(line);
  if (lines.length === 1) return gone(lines[0] as string);
  return lines.some((line, i) => gone(line) && lines.slice(Math.max(0, i - 4), i).some((before) => /^when this sprite clicked$|touching/.test(before)));
};

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
  [/^(?:found|finds|find|catches|catch|caught|clicks|clicked|taps|tapped|collect|collects|collected|collecting)$/, has(/^when this sprite clicked$|touching/)],
  // "turning round at each side", "turn around at the edges": it turns back at the edge
  [/^(?:turning|turn|turns|turned)$/, has(/^turn |if on edge, bounce|^point in direction/)],
  [/^(?:round|around)$/, has(/if on edge, bounce|^turn |^point in direction/)],
  [/^(?:sides?|edges?)$/, has(/edge|bounce|[xy] position/)],
  // "when she arrives at the edge": it gets there, and something checks it
  [/^(?:arrive|arrives|arrived|arriving|reach|reaches|reached|reaching)$/, has(/touching|bounce|[xy] position|^glide /)],
  // "use the test if ... then and the sensor touching": a condition, and a block that senses
  [/^(?:test|tests)$/, has(/^if |^wait until|^repeat until/)],
  [/^(?:sensor|sensors|sensing|touching)$/, has(/touching|key .* pressed|mouse down|distance to|loudness|timer|answer/)],
  // a way is the program's only when something goes that way: "back to the left" is not done by moving right
  [/^left$/, has(/^change x by -|^point in direction -90|left arrow|^turn left|^glide .* x: -/)],
  [/^right$/, has(/^change x by \d|^point in direction 90|right arrow|^turn right|^glide .* x: \d/)],
  [/^(?:sideways|across)$/, has(/^change x by|left arrow|right arrow|bounce/)],
  // "then deletes itself": a clone removed
  [/^(?:delete|deletes|deleted|deleting)$/, has(/^delete this clone$/)],
  // "comes back": it turns round at the edge, or goes back to where it started, or is pushed back off a wall
  [/^(?:back|return|returns)$/, (lines) => has(/bounce|^go to x:|^point in direction -?\d|^turn .* 180/)(lines) || pushedBack(lines)],
  [/^(?:pushed|push|pushes|bumped)$/, pushedBack],
  [/^(?:eat|eats|eating|eaten|ate)$/, has(/touching|distance to/)],
  // "get smaller", "gets bigger": the size changes that way
  [/^(?:smaller|shrinks?|shrinking|tinier)$/, has(/^change size by -|^set size to/)],
  [/^(?:bigger|larger)$/, has(/^change size by \d|^set size to/)],
  // "the snake gets longer": a length that grows, or a size
  [/^(?:longer|grows|grow|growing)$/, has(/^change (?:\S+ )?(?:length|size) by \d/)],
  [/^(?:bottom)$/, has(/(?:y: |set y to )-\d{2,}/)],
  [/^(?:top)$/, has(/(?:y: |set y to )\d{2,}/)],
  [/^(?:play|plays|playing|played)$/, has(/^play |^start sound/)],
  // "starts the music", "a tune": something is played
  // ("honks (a sound)", "trumpets (any sound)": a sound is played)
  [/^(?:music|song|songs|tune|tunes|melody|sound|sounds|noise|noises)$/, has(/^play |^start sound/)],
  [/^(?:listen|listens|listening|hear|hears|microphone|mic|loud|louder|loudness)$/, has(/loudness/)],
  [/^(?:lose|loses|lost|losing)$/, has(/^stop all$|\blos[et]\b|game over/)],
  [/^(?:win|wins|won|winning)$/, has(/^stop all$|\bwin\b|\bwon\b|well done/)],
  [/^(?:keys?|pressed|press)$/, has(/key .* pressed|key pressed$/)],
  // "on space it jumps": the space key is listened to
  [/^(?:space|spacebar)$/, has(/^when space key pressed|key space pressed/)],
  // "you get a point": the score goes up (or it points somewhere)
  [/^(?:point|points)$/, has(/^change \S*(?:score|points?)\S* by|^point in direction|^point towards/)],
  [/^(?:arrows?)$/, has(/arrow/)],
  // "follows the mouse x": a place set from the mouse, along one side
  [/^(?:follow|follows|chase|chases)$/, has(/point towards|^go to (?!x:|random)|glide .* to (?!x:|random)|^(?:go to x:|set [xy] to) .*mouse [xy]/)],
  [/^(?:hides?|disappears?|vanish(?:es)?)$/, has(/^hide$|ghost effect/)],
  // "kill the germs", "zap the aliens": what is clicked or touched goes away
  [/^(?:kill|kills|killed|killing|destroy|destroys|destroyed|zap|zaps|zapped|squash|squashes|squashed|smash|smashes|smashed)$/, goneWhenHit],
  // "only while the mouse button is held": the mouse button checked (a button to click is a sprite of that name)
  [/^(?:buttons?)$/, has(/mouse down/)],
  [/^(?:drums?)$/, has(/^play drum/)],
  [/^mouse$/, has(/mouse-pointer|mouse down|mouse [xy]/)],
  // "sticks to the mouse", "wherever the mouse goes": it goes to the mouse pointer (or its x and y)
  [/^(?:stick|sticks|stuck|sticking|glued|wherever)$/, has(/^go to mouse-pointer$|^glide .* to mouse-pointer$|^go to x: mouse x y: mouse y$/)],
  // "leaves a trail": the pen is down while it moves
  [/^(?:trails?|leave|leaves|leaving)$/, has(/^pen down$/)],
  // "fades in", "fades away": the ghost effect changes a step at a time
  [/^(?:fade|fades|fading|faded)$/, has(/^change ghost effect by/)],
  [/^colou?rs?$/, has(/touching colou?r|colou?r effect|pen colou?r/)],
  [/^(?:while|held|holding)$/, has(/^if |^wait until|^repeat until/)],
  [/^(?:shows?|appears?|reappears?)$/, has(/^show$|ghost effect/)],
  // "the Robot reacts to keys": a script started by a key, a click or a message
  [/^(?:react|reacts|reacting|respond|responds|responding|answers?)$/, has(/^when .*(?:key pressed|clicked)$|^when i receive|^if .*key .* pressed/)],
  // "switches between its costumes": the costume changes
  [/^(?:costumes?|outfits?)$/, has(/^next costume$|^switch costume to/)],
];

/** Ways to say "all the time": a forever loop, or a wait that keeps checking, keeps them. */
export const ALL_THE_TIME = /\bat any (?:point|time|moment)\b|\ball (?:game|day|night) long\b|\ball the time\b|\bthe whole (?:game|time)\b/g;

/**
 * Idioms that frame a request without asking for a block of their own, and what the program
 * must have for the idiom to be kept: "at any point" is the forever check; "turn your storyboard
 * into code" and "the way we played it" say where the request comes from, and ask for nothing.
 */
export const FRAMING_IDIOMS: [idiom: RegExp, kept: (lines: readonly string[]) => boolean][] = [
  [ALL_THE_TIME, has(/^forever|^wait until|^repeat until/)],
  [/\bturn(?:s|ing)? (?:(?:your|my|our|the|this|that|these|his|her|their|it|them)\s+)?(?:[a-z-]+\s+){0,2}into (?:code|a program|scratch|blocks|a project|a game|an animation)\b/g, () => true],
  // "click where you think it is": the click is on the one hidden
  [/\bwhere (?:you|u|i|we) think (?:it|they|he|she) (?:is|are)\b/g, has(/^when this sprite clicked$/)],
  [/\b(?:the way|like|just as|as) (?:we|you|i|they|the class) (?:played|did|practi[sc]ed|learn(?:ed|t)|acted|tried|showed|planned|made)(?: (?:it|them|this|that))?\b/g, () => true],
];

/** True when every word of `part` is inside one framing idiom of the request the program keeps, and said nowhere else in it. */
export function insideAFramingIdiom(prompt: string, part: string, lines: readonly string[]): boolean {
  const lower = prompt.toLowerCase();
  const words = part.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  if (words.length === 0) return false;
  return FRAMING_IDIOMS.some(([idiom, kept]) => {
    const spans = [...lower.matchAll(idiom)];
    if (spans.length === 0 || !kept(lines)) return false;
    const elsewhere = lower.replace(idiom, " ");
    // "turns" said elsewhere is the same word as the idiom's "turn"
    const stem = (word: string) => new RegExp(`\\b${word.replace(/(?:s|es|ed|ing)$/, "")}(?:s|es|ed|ing|e)?\\b`);
    return words.every((word) => spans.some((m) => new RegExp(`\\b${word}\\b`).test(m[0])) && !stem(word).test(elsewhere));
  });
}

/** Words that only join the meaning words of a part ("only", "times" in "how many times"). */
const JOINING = /^(?:only|times|time|every|each|else|along|through|towards?|become|becomes|between)$/;

/** True when a block of the program does what this word of the child's means. */
export function wordDoneByBlocks(word: string, lines: readonly string[]): boolean {
  return MEANINGS.some(([meaning, done]) => meaning.test(word) && done(lines));
}

/** A word some block does ("chases", "jumps", "clears"): an action, never a name. */
export const meansABlock = (word: string) => MEANINGS.some(([meaning]) => meaning.test(word));

/** A word that asks for nothing of its own beside the meaning words around it. */
export const joiningWord = (word: string) => JOINING.test(word);
