import { programSections } from "./offline.program-sections";

/**
 * Triggers asked and never built (issue 26, decision 1320): "when the backdrop switches to Night,
 * the Owl says Hoo" built with the Owl saying "Hoo" at the green flag. A trigger the request says
 * (the backdrop switching to a name, a message received, a key pressed, a character clicked, the
 * green flag clicked) asks for a script that starts on it; when no script of the program starts
 * on it (and, for a key, no loop checks the key; for a click, no script waits on the mouse), the
 * trigger is named as left out, in the request's words. A click of a named character asks for
 * that character's own click script. Triggers whose thing the request leaves vague ("a key",
 * "the arrow keys") are left to the other checks.
 */

/** The program's scripts' first lines and every line, by sprite ("" for the stage). */
function sectionsOf(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  for (const section of programSections(text)) {
    const name = section.name ?? "";
    sections.set(name, [...(sections.get(name) ?? []), ...section.scripts.flatMap((script) => script.trimmed)]);
  }
  return sections;
}

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** A key as the request says it, as the program names it ("spacebar" → "space", "the up arrow" → "up arrow"). */
function keyOf(said: string): string | undefined {
  const key = said.toLowerCase().replace(/^the /, "").replace(/ key$/, "").trim();
  if (/^(?:space|spacebar|space bar)$/.test(key)) return "space";
  const arrow = /^(up|down|left|right)(?: arrow)?$/.exec(key);
  if (arrow !== null) return `${arrow[1]} arrow`;
  if (/^[a-z0-9]$/.test(key)) return key;
  return undefined;
}

const KEY = String.raw`(?:the )?(?:space ?bar|space|(?:up|down|left|right)(?: arrow)?|[a-z0-9])(?: key)?`;

/**
 * One key of a list: "c", "the space key", "up arrow"; never the first letter of a word ("the
 * Cat"), and a bare "up" or "down" only in a list of arrows ("up and down arrows"): "press w and
 * down when ..." goes down.
 */
const keyItem = (bareArrows: boolean) => String.raw`(?:the )?(?:space ?bar|space|(?:up|down|left|right)${bareArrows ? "(?: arrow)?" : " arrow"}|[a-z0-9])(?: key)?(?![\w])`;
const keyList = (bareArrows: boolean) => String.raw`${keyItem(bareArrows)}(?:\s*,\s*${keyItem(bareArrows)})*\s*,?\s*(?:and|or)\s+${keyItem(bareArrows)}`;

/** The lists of keys the request asks to press ("pressing c, d and e", "the a and d keys"), each key as the program names it. */
function keyLists(lower: string): string[][] {
  const lists = [
    ...lower.matchAll(new RegExp(String.raw`\b(?:press(?:es|ing)?|hit(?:s|ting)?|tap(?:s|ping)?)\s+(${keyList(false)})`, "gi")),
    ...lower.matchAll(new RegExp(String.raw`\b(${keyList(true)})\s+(?:keys|arrows|arrow keys)\b`, "gi")),
  ];
  return lists.map((m) => {
    const items = (m[1] as string).split(/\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/);
    const arrows = /\s+(?:arrows|arrow keys)$/.test(m[0]);
    return items.map((item) => keyOf(arrows && /^(?:the )?(?:up|down|left|right)$/.test(item.trim()) ? `${item.trim()} arrow` : item)).filter((key): key is string => key !== undefined);
  });
}

export function unbuiltTriggers(prompt: string, text: string, named: readonly string[] = []): string[] {
  if (!/^\s*when\b/m.test(text)) return [];
  const sections = sectionsOf(text);
  const all = [...sections.values()].flat();
  const has = (test: (line: string) => boolean) => all.some(test);
  const lower = prompt.replace(/[“”]/g, "\"").replace(/[‘’]/g, "'").replace(/\s+/g, " ");
  const asked: string[] = [];
  // "when the backdrop switches to Night"
  for (const m of lower.matchAll(/\bwhen the (?:backdrop|background|scene) (?:switches|changes|turns|goes) to (?:the )?["']?([A-Za-z0-9][\w ]*?)["']?(?=[,.;:!?]| the | it | a | then | and |$)/gi)) {
    const name = squash(m[1] as string);
    if (!has((line) => { const hat = /^when backdrop switches to \[(.+?) v\]/.exec(line); return hat !== null && squash(hat[1] as string) === name; })) asked.push(m[0].trim());
  }
  // "when I receive go", "when it gets the message "boo""
  for (const m of lower.matchAll(/\bwhen (?:i|it|he|she|they|the \w+|\w+) (?:receives?|gets?|hears?) (?:the )?(?:message|signal|broadcast) ["']?([A-Za-z0-9][\w ]*?)["']?(?=[,.;:!?]| the | it | a | then | and |$)|\bwhen (?:i|it|he|she|they) receives? ["']?([A-Za-z0-9][\w ]*?)["']?(?=[,.;:!?]| the | it | a | then | and |$)/gi)) {
    const name = squash((m[1] ?? m[2]) as string);
    if (!has((line) => { const hat = /^when I receive \[(.+?) v\]/.exec(line); return hat !== null && squash(hat[1] as string) === name; })) asked.push(m[0].trim());
  }
  // "when I press the m key", "pressing space", "when the up arrow is pressed"
  const keyPhrases = [
    new RegExp(String.raw`\b(?:when (?:i|you|we|the player) (?:press|hit|tap)|pressing|press) (${KEY})(?=[,.;:!?]| |$)`, "gi"),
    new RegExp(String.raw`\bwhen (${KEY}) (?:is|gets) (?:pressed|hit|tapped)\b`, "gi"),
  ];
  for (const phrase of keyPhrases) {
    for (const m of lower.matchAll(phrase)) {
      const said = (m[1] as string).trim();
      // a lone letter must be said as a key ("press a to jump" is too vague to read)
      if (/^(?:the )?[a-z0-9]$/i.test(said) && !/ key$/i.test(said) && !/\bwhen (?:the )?[a-z0-9] (?:is|gets)/i.test(m[0])) continue;
      const key = keyOf(said);
      if (key === undefined) continue;
      const pressed = (line: string) => line.startsWith(`when [${key} v] key pressed`) || line.includes(`key (${key} v) pressed?`) || line.includes(`key [${key} v] pressed?`);
      if (!has(pressed)) asked.push(m[0].trim());
    }
  }
  // "pressing c, d and e", "with the a and d keys": each key of a list of keys is asked, a lone letter too
  for (const list of keyLists(lower)) {
    for (const key of list) {
      const pressed = (line: string) => line.startsWith(`when [${key} v] key pressed`) || line.includes(`key (${key} v) pressed?`) || line.includes(`key [${key} v] pressed?`);
      if (!has(pressed)) asked.push(`pressing ${key}`);
    }
  }
  // "when the flag is clicked", "click the green flag"
  if (/\b(?:when the (?:green )?flag is clicked|click(?:ing)? (?:on )?the green flag)\b/i.test(lower) && !has((line) => line === "when green flag clicked")) asked.push("when the green flag is clicked");
  // "when the Dog is clicked", "clicking the Dog", "when you click the Dog"
  const clickedAnywhere = has((line) => /^when (?:this sprite|stage) clicked$/.test(line) || line.includes("<mouse down?>") || line.includes("touching (mouse-pointer v)"));
  for (const m of lower.matchAll(/\bwhen (?:the )?([A-Za-z][\w]*) (?:is|gets) clicked\b|\b(?:when (?:i|you|we) click|clicking)(?: on)? (?:the )?([A-Za-z][\w]*)\b/gi)) {
    const who = (m[1] ?? m[2]) as string;
    if (/^(?:flag|green|it|him|her|them|this|that|sprite|stage|mouse|button)$/i.test(who)) continue;
    const sprite = [...sections.keys()].find((name) => name !== "" && squash(name) === squash(who));
    const own = sprite === undefined ? clickedAnywhere : (sections.get(sprite) ?? []).some((line) => line === "when this sprite clicked" || line.includes("touching (mouse-pointer v)"));
    if (!own) asked.push(m[0].trim());
  }
  const said = named.map((part) => part.toLowerCase());
  return [...new Set(asked)].filter((part) => !said.some((other) => other.includes(part.toLowerCase()) || part.toLowerCase().includes(other)));
}
