import { readDirective } from "../../../blocks/project/project.directives";

/**
 * What goes under the picture: the build guide ("You will need: 3 Motion blocks, 2 Events
 * blocks") and the script comment lines as a short explanation. The build guide comes from the
 * server (src/blocks' buildGuide(), grouped by palette category with counts); it is read
 * leniently here so a small change of its shape degrades to "no guide" instead of a crash.
 */

/** Palette names as Scratch shows them; unknown categories are title-cased. */
const CATEGORY_NAMES: Record<string, string> = {
  motion: "Motion",
  looks: "Looks",
  sound: "Sound",
  events: "Events",
  control: "Control",
  sensing: "Sensing",
  operators: "Operators",
  variables: "Variables",
  lists: "List",
  list: "List",
  custom: "My Blocks",
  myblocks: "My Blocks",
  pen: "Pen",
  music: "Music",
};

export type TBuildGuideGroup = { category: string; count: number; blocks: string[] };

export function categoryName(category: string): string {
  const key = category.toLowerCase().replace(/[\s_-]/g, "");
  return CATEGORY_NAMES[key] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

function groupFrom(value: unknown): TBuildGuideGroup | null {
  if (typeof value !== "object" || value === null) return null;
  const item = value as { category?: unknown; name?: unknown; count?: unknown; total?: unknown; items?: unknown; blocks?: unknown };
  const category = typeof item.category === "string" ? item.category : typeof item.name === "string" ? item.name : null;
  if (category === null) return null;
  const listed: unknown[] = Array.isArray(item.items) ? item.items : Array.isArray(item.blocks) ? item.blocks : [];
  const blocks: string[] = [];
  let listedCount = 0;
  for (const block of listed) {
    // Each listed block may carry its own count (the same block used twice).
    const { text, count } = typeof block === "object" && block !== null ? (block as { text?: unknown; count?: unknown }) : {};
    const times = typeof count === "number" && count > 0 ? count : 1;
    listedCount += times;
    if (typeof text === "string" && text.trim() !== "") blocks.push(times > 1 ? `${text} ×${times}` : text);
  }
  const count = typeof item.count === "number" ? item.count : typeof item.total === "number" ? item.total : listedCount;
  return count <= 0 ? null : { category, count, blocks };
}

/** The groups of a build guide in the order the server gives them (palette order). */
export function readBuildGuide(guide: unknown): TBuildGuideGroup[] {
  const list = Array.isArray(guide)
    ? guide
    : typeof guide === "object" && guide !== null
      ? ((guide as { groups?: unknown; categories?: unknown }).groups ?? (guide as { categories?: unknown }).categories)
      : null;
  if (!Array.isArray(list)) return [];
  return list.map(groupFrom).filter((group): group is TBuildGuideGroup => group !== null);
}

/** "You will need: 3 Motion blocks, 1 Events block". A ready-made sentence from the server is used as it is. */
export function buildGuideSentence(guide: unknown): string | null {
  if (typeof guide === "string") return guide.trim() === "" ? null : guide.trim();
  if (typeof guide === "object" && guide !== null) {
    const { summary, text } = guide as { summary?: unknown; text?: unknown };
    const ready = typeof summary === "string" ? summary : typeof text === "string" ? text : null;
    if (ready !== null && ready.trim() !== "") return ready.trim();
  }
  const groups = readBuildGuide(guide);
  if (groups.length === 0) return null;
  const parts = groups.map(({ category, count }) => `${count} ${categoryName(category)} ${count === 1 ? "block" : "blocks"}`);
  return `You will need: ${parts.join(", ")}`;
}

const nameList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((name): name is string => typeof name === "string" && name.trim() !== "") : [];

const EXTENSION_NAMES: Record<string, string> = { pen: "Pen", music: "Music" };

/**
 * What to prepare before dragging blocks: extensions to add and variables, lists and messages
 * to make, since Scratch only offers their blocks once they exist.
 */
export function buildGuideSetup(guide: unknown): string[] {
  if (typeof guide !== "object" || guide === null || Array.isArray(guide)) return [];
  const { extensions, variables, lists, broadcasts } = guide as Record<string, unknown>;
  const steps: string[] = [];
  for (const extension of nameList(extensions)) {
    steps.push(`Add the ${EXTENSION_NAMES[extension] ?? extension} extension (the blue button at the bottom left of Scratch).`);
  }
  const made = (one: string, many: string, names: string[]) =>
    names.length === 0 ? null : `${names.length === 1 ? one : many}: ${names.join(", ")}`;
  for (const step of [
    made("Make a variable", "Make these variables", nameList(variables)),
    made("Make a list", "Make these lists", nameList(lists)),
    made("Make a message", "Make these messages", nameList(broadcasts)),
  ]) {
    if (step) steps.push(step);
  }
  return steps;
}

/**
 * The `//` comment lines of the program (one above each script), as plain sentences. A whole
 * project's section headers, settings and declarations ("// sprite: Ball", "// variable score = 0")
 * ride on comment syntax too; they are not sentences, and the project tabs show them already.
 */
export function scriptComments(blocksText: string): string[] {
  return blocksText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith("//") && readDirective(line) === null)
    .map((line) => line.replace(/^\/\/+\s*/, "").trim())
    .filter((line) => line !== "");
}
