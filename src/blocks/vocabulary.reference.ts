// blockReference(): the compact block list the generation prompt embeds, generated from the
// vocabulary so the model is only ever shown blocks the validator and exporter accept.

import { blockCategories, readOnlyExtensions, vocabulary, type BlockCategory, type MenuSpec, type VocabularyEntry } from "./vocabulary";

export const categoryTitles: Readonly<Record<BlockCategory, string>> = {
  motion: "Motion",
  looks: "Looks",
  sound: "Sound",
  events: "Events",
  control: "Control",
  sensing: "Sensing",
  operators: "Operators",
  variables: "Variables",
  lists: "Lists",
  custom: "My Blocks",
  pen: "Pen (extension)",
  music: "Music (extension)",
  text2speech: "Text to Speech (extension)",
  translate: "Translate (extension)",
  videoSensing: "Video Sensing (extension)",
  makeymakey: "Makey Makey (extension)",
};

function menuChoices(menu: MenuSpec): string | null {
  if (menu.options.length === 0) return null;
  // Music menus store numbers: show "1 = Snare Drum" so the number is what gets written.
  const texts = menu.options.map((o) => (/^\(\d+\) /.test(o.text) ? `${o.value} = ${o.text.replace(/^\(\d+\) /, "")}` : o.text));
  // The key menu: name the letter and digit ranges instead of 36 single keys.
  const words = texts.filter((t) => t.length > 1);
  const hasLetters = texts.includes("a") && texts.includes("z");
  const hasDigits = texts.includes("0") && texts.includes("9");
  const shown = hasLetters || hasDigits ? [...words, ...(hasLetters ? ["a–z"] : []), ...(hasDigits ? ["0–9"] : [])] : texts;
  return shown.join(", ");
}

function describe(entry: VocabularyEntry, spriteNames: readonly string[]): string {
  const choices: string[] = [];
  for (const slot of entry.slots) {
    if (!slot.menu) continue;
    const list = menuChoices(slot.menu);
    if (list) choices.push(list + (slot.menu.openTo === "sprite" && spriteNames.length ? `, ${spriteNames.join(", ")}` : ""));
  }
  const text = entry.text.replace(/\n/g, " … ") + (entry.shape.startsWith("c-block") ? " … end" : "");
  return choices.length ? `${text}   [choices: ${choices.join(" / ")}]` : text;
}

/**
 * Canonical English text of every block, grouped by palette category, one block per line,
 * with each closed dropdown's choices. `spriteNames` are the sprites menus may name (a
 * generated project has one sprite, Sprite1, which is what parseProgram accepts by default).
 */
export function blockReference(options: { spriteNames?: readonly string[] } = {}): string {
  const spriteNames = options.spriteNames ?? ["Sprite1"];
  const sections: string[] = [];
  for (const category of blockCategories) {
    const entries = vocabulary.filter((e) => e.category === category && !e.isLegacy && !(e.extension && readOnlyExtensions.has(e.extension)));
    if (entries.length === 0) continue;
    const lines = entries.map((e) => describe(e, spriteNames));
    if (category === "variables") lines.unshift("(any variable name) — a variable's value, e.g. (score)");
    if (category === "custom") {
      lines.length = 0;
      lines.push("define jump (height) <big?>   — a script that defines your own block; round () inputs take text or numbers, pointy <> inputs take conditions");
      lines.push("jump (10) <mouse down?>   — calls it; the define script must be in the same program");
      lines.push("(height)   — an input's value, only inside its define script");
    }
    sections.push(`${categoryTitles[category]}:\n${lines.join("\n")}`);
  }
  return sections.join("\n\n");
}
