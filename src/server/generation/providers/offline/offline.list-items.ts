import { readProgramLines } from "./offline.coverage";

/**
 * A list's items are no characters (issue 26, decision 1580). "the list snacks holds chips, apple
 * and candy" gives a list three items; a word among them that names a thing ("apple", "parrot")
 * is the list's item, not a sprite to be missing. The part a check names for it ("the Apple as a
 * sprite of its own") goes; when the program does not hold the items, the list with its items is
 * named instead, in the child's words, so nothing the request gave is left unsaid.
 */

/** A list the request fills, with its items as said. */
interface TListGiven {
  name: string;
  items: string[];
}

/** "list snacks holds ", "a list called toys with ", "the list fruits: ": a list, then the word that gives its items. */
const LIST_GIVEN = /\blist\s+(?:called\s+|named\s+)?([a-z][\w-]*)\s*(?:(?:that\s+|which\s+)?(?:holds?|has|have|contains?|with|of|starts?\s+with|keeps?)\s+|[:=]\s*)/gi;

/** Where the items stop: a sentence's end, or a new clause ("; clicking", ", then", " when"). */
const ITEMS_END = /[;.!?:()]|,?\s+(?:then|when|whenever|if|clicking|so|but)\b/i;

/** "kite, yo-yo and drum, and then ...": the items up to the one after "and", without their articles. */
function itemsSaid(said: string): string[] {
  const items: string[] = [];
  const pieces = said.split(/(\s*,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+)/);
  for (let i = 0; i < pieces.length; i += 2) {
    const item = (pieces[i] as string).trim().replace(/^(?:a|an|the)\s+/i, "");
    if (item !== "") items.push(item);
    // the item after "and" is the last
    if (i > 0 && /\band\b|&/.test(pieces[i - 1] as string)) break;
  }
  return items;
}

/** The lists the request fills, each with two or more short items. */
export function listsGiven(prompt: string): TListGiven[] {
  const lists: TListGiven[] = [];
  for (const m of prompt.matchAll(LIST_GIVEN)) {
    const rest = prompt.slice((m.index ?? 0) + m[0].length);
    const said = rest.slice(0, ITEMS_END.exec(rest)?.index ?? rest.length);
    const items = itemsSaid(said);
    if (items.length >= 2 && items.every((item) => item.split(/\s+/).length <= 3)) lists.push({ name: (m[1] as string).toLowerCase(), items });
  }
  return lists;
}

/** "chips, apple and candy". */
const listed = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? ""));

/**
 * The parts of `leftOut` that name a list's item as a character (to go), and the lists to name
 * (each whose items the program does not hold, when no other part names them).
 */
export function listItemsAsSprites(prompt: string, leftOut: readonly string[], text: string): { items: Set<string>; lists: string[] } {
  const lists = listsGiven(prompt);
  if (lists.length === 0) return { items: new Set(), lists: [] };
  const items = new Set(
    leftOut.filter((part) => {
      const word = /^the (.+) as a sprite of its own$/.exec(part)?.[1]?.toLowerCase();
      return word !== undefined && lists.some((given) => given.items.some((item) => item.toLowerCase() === word));
    }),
  );
  const program = readProgramLines(text);
  const held = new Set(program.listItems.map((item) => item.toLowerCase()));
  const others = leftOut.filter((part) => !items.has(part)).join(" | ").toLowerCase();
  // (a list whose items no other part names: held by the program, or named here)
  const missing = lists.filter((list) => !list.items.every((item) => held.has(item.toLowerCase()) || program.all.some((line) => line === `add ${item.toLowerCase()} to ${list.name}`)) && !list.items.some((item) => others.includes(item.toLowerCase())));
  return { items, lists: missing.map((list) => `the list ${list.name} holding ${listed(list.items)}`) };
}
