import { blockReference } from "../../blocks";
import { COMPLEXITY_FENCE } from "./complexity-answer";
import { MODEL_REFUSAL_WORDS, REFUSAL_FENCE } from "./model-refusal";
import { needsProjectText, PROJECT_TEXT_RULES } from "./project-text.prompt";

/**
 * The system prompt: a static part (rules, the blocks nearly every program uses, one example)
 * followed by only the block categories this prompt needs. Every token of it is paid on every
 * call, and SPEC's FAQ promises about 1,000 generations per 1M tokens, so a generation should
 * cost about 1,000 tokens in all (bench/generation.bench.ts measures it). The whole reference
 * alone is ~1,550 tokens; the static part is ~470, a few chosen categories add 60-140 each.
 *
 * Static first, so providers that cache prompt prefixes reuse it across requests. The user's
 * words never go into the system prompt: they stay in the user message, as untrusted data.
 */
const RULES = `You turn a child's idea into a Scratch 3 program in scratchblocks text.
Answer with ONE \`\`\`scratchblocks fence holding only the program, no prose inside.
- Use only the blocks listed, worded exactly so. (number), [text], <condition>, [menu v]; menus take Scratch's usual choices.
- Each script starts with a hat block; a blank line between scripts; above each, one "// …" line saying what it does, for a child.
- Close every if, else, repeat, repeat until, forever with "end". Nothing goes after forever.
- Nest conditions in pairs: <<a> and <<b> and <c>>>.
- Variables: set [score v] to (0), change [score v] by (1), (score).
- Keep it small: a few short scripts.
If the idea needs far more (a whole game with levels, online multiplayer, 3D), write no program, only:
\`\`\`${COMPLEXITY_FENCE}
{"message":"why, kindly","suggestions":["a smaller first step","another"],"tip":"how to build it in parts"}
\`\`\`
Refuse what is unsafe for a child (${MODEL_REFUSAL_WORDS.join(", ")}; game fights are fine) with only:
\`\`\`${REFUSAL_FENCE}
{"category":"<one of those words>"}
\`\`\``;

const EXAMPLE = `Example, for "make the cat jump when I press space":
\`\`\`scratchblocks
// When you press space, the cat jumps up and falls back down.
when [space v] key pressed
repeat (10)
change y by (10)
end
repeat (10)
change y by (-10)
end
\`\`\``;

/** Category titles as blockReference() writes them. */
type TSection = "Motion" | "Looks" | "Sound" | "Events" | "Control" | "Sensing" | "Operators" | "Variables" | "Lists" | "My Blocks" | "Pen (extension)" | "Music (extension)";

/** In every prompt: no program starts without Events, and nearly every one loops or waits. */
const ALWAYS: TSection[] = ["Events", "Control"];

/**
 * Which optional categories an idea needs, from its words (stems, so "drawing", "sounds" and
 * "scores" match too). Erring towards including is cheap (60-140 tokens a category); a missing
 * category costs a repair round or a worse program.
 */
const NEEDS: Array<[TSection, RegExp]> = [
  ["Motion", /\b(mov|go|glide|jump|hop|turn|spin|rotat|point|direction|walk|run|fly|fall|bounce|follow|chase|position|x|y|left|right|up|down|arrow|edge|draw|pen|shape|star|square|circle|polygon|sided|spiral|ball|gravity|slide|dance|sprite|cat|car|fish|bird|race|maze|game|place|wander|steps?|speed|parabola|graph|plot)/i],
  ["Looks", /\b(say|said|talk|speak|think|hello|hi\b|greet|costume|size|big|small|grow|shrink|hide|show|appear|disappear|vanish|effect|colou?r|ghost|fade|backdrop|background|scene|animat|dance|walk|run|chat|bot|quiz|question|game|look|flash|blink|layer)/i],
  ["Sound", /\b(sound|meow|bark|noise|volume|loud|audio|pop|beep|boing|hear)/i],
  ["Sensing", /\b(touch|edge|wall|ask|answer|question|quiz|chat|bot|name|feel|mouse|click|follow|chase|timer|time|second|distance|arrow|drag|colou?r|catch|collect|avoid|hit|game|bounce|ground|floor|land|maze)/i],
  ["Operators", /(\b(random|math|maths|add|plus|minus|times|multipl|divid|sum|number|calculat|quiz|question|join|letter|length|compare|greater|less|equal|score|parabola|square|round|gravity|check|correct|both|either|not|guess|dice|chance)|[=+*/²^<>])/i],
  ["Variables", /\b(score|point|counter|count|variable|lives|life|health|level|timer|speed|gravity|velocity|fall|remember|store|total|quiz|question|guess|parabola|coins?)/i],
  ["Lists", /\b(list|items|inventory|collection|words|names|answers|shopping|todo|to-do|queue|stack)/i],
  ["My Blocks", /\b(my block|own block|custom block|define|function|procedure|reuse)/i],
  ["Pen (extension)", /\b(draw|pen|line|trail|shape|square|triangle|star|circle|polygon|sided|spiral|pattern|paint|parabola|graph|plot|sketch|stamp|flower|house)/i],
  ["Music (extension)", /\b(music|note|drum|song|tune|melod|piano|instrument|beat|tempo|twinkle|sing|rhythm|guitar|band)/i],
];

/** blockReference() split into its category sections (menu choice lists trimmed to save tokens). */
let sectionsCache: Map<string, string> | null = null;
function referenceSections(): Map<string, string> {
  if (sectionsCache) return sectionsCache;
  sectionsCache = new Map();
  for (const section of blockReference().split("\n\n")) {
    const title = section.slice(0, section.indexOf(":"));
    // Keys and sprite-name menus stay: models guess those wrong; the rest is Scratch's usual.
    const trimmed = title === "Events" ? section : section.replace(/ {3}\[choices:[^\]]*\]/g, "");
    sectionsCache.set(title, trimmed);
  }
  return sectionsCache;
}

/** The optional categories this prompt gets, in palette order. */
export function selectCategories(prompt: string): TSection[] {
  return NEEDS.filter(([, pattern]) => pattern.test(prompt)).map(([title]) => title);
}

let staticPart: string | null = null;

/** The part shared by every request (cacheable prefix). */
export function buildStaticSystemPrompt(): string {
  if (staticPart) return staticPart;
  const sections = referenceSections();
  const always = ALWAYS.map((title) => sections.get(title)).filter((s): s is string => s !== undefined);
  staticPart = `${RULES}\n\n${EXAMPLE}\n\nBlocks:\n${always.join("\n\n")}`;
  return staticPart;
}

/**
 * The system prompt for one request: the static part, then the categories its words call for,
 * then the lesson on whole projects when the idea needs several sprites.
 */
export function buildSystemPrompt(prompt: string): string {
  const sections = referenceSections();
  const extra = selectCategories(prompt)
    .map((title) => sections.get(title))
    .filter((s): s is string => s !== undefined);
  if (needsProjectText(prompt)) extra.push(PROJECT_TEXT_RULES);
  return extra.length ? `${buildStaticSystemPrompt()}\n\n${extra.join("\n\n")}` : buildStaticSystemPrompt();
}

/** The user turn of the single repair round. */
export function buildRepairMessage(diagnostics: string, kind: "diagnostics" | "behaviour" = "diagnostics"): string {
  if (kind === "behaviour") {
    return [
      "Your program is valid, but running it in Scratch showed these problems:",
      diagnostics,
      "Change only what these need, keep every other script as it is, and send the whole corrected program in one ```scratchblocks fence.",
    ].join("\n");
  }
  return [
    "Your program has these problems (line numbers count the lines of the program above, from 1; small spellings were already tidied, so only these remain):",
    diagnostics,
    "Fix each of these lines using only real Scratch 3 blocks, keep every other line as it is, and send the whole corrected program in one ```scratchblocks fence.",
  ].join("\n");
}
