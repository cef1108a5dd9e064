// blockReference(): the compact block list the generation prompt embeds, generated from the
// vocabulary so the model is only ever shown blocks the validator and exporter accept.

import { blockCategories, vocabulary, type BlockCategory, type MenuSpec, type VocabularyEntry } from "./vocabulary";

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
};

function menuChoices(menu: MenuSpec): string | null {
  if (menu.options.length === 0) return null;
  const texts = menu.options.map((o) => o.text);
  const shown = texts.length > 10 ? [...texts.slice(0, 8), "…"] : texts;
  return shown.join(", ");
}

function describe(entry: VocabularyEntry): string {
  const choices: string[] = [];
  for (const slot of entry.slots) {
    if (!slot.menu) continue;
    const list = menuChoices(slot.menu);
    if (list) choices.push(list + (slot.menu.openTo === "sprite" ? ", or a sprite name" : ""));
  }
  const text = entry.text.replace(/\n/g, " … ") + (entry.shape.startsWith("c-block") ? " … end" : "");
  return choices.length ? `${text}   [choices: ${choices.join(" / ")}]` : text;
}

/** Canonical English text of every block, grouped by palette category, one block per line. */
export function blockReference(): string {
  const sections: string[] = [];
  for (const category of blockCategories) {
    const entries = vocabulary.filter((e) => e.category === category && !e.isLegacy);
    const lines = entries.map(describe);
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
