import { artForName, escapeRegExp } from "../../../../blocks";

// The child's names on a whole program's sprites (issue 26): the library and the classic projects
// build their own characters; the child's "Diver" or "Cannon" must be the sprite that plays it.

/**
 * A library game's sprites take the child's names where the art is the same kind of thing: the
 * catch game's Basket is the child's "Bowl", the shooter's Rocket the child's "Ship".
 */
export function renameSprites(text: string, explanation: string, childNames: readonly string[]): { text: string; explanation: string } {
  // a one-sprite program is the child's one character, under the name the child gave it
  const only = childNames.length === 1 ? childNames[0] : undefined;
  if (!/^\/\/ (?:sprite:|stage)/m.test(text) && only && only !== "Sprite1") {
    return { text: `// sprite: ${only}\n// x: 0, y: 0\n\n${text}`, explanation: explanation.replace(/\bthe sprite\b/g, `the ${only}`) };
  }
  const spriteNames = [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => (m[1] as string).trim());
  let renamedText = text;
  let renamedExplanation = explanation;
  const taken = new Set(spriteNames);
  for (const sprite of spriteNames) {
    const art = artForName(sprite);
    const child = childNames.find((name) => !taken.has(name) && art !== undefined && artForName(name) === art);
    if (!child) continue;
    taken.add(child);
    const word = new RegExp(`\\b${escapeRegExp(sprite)}\\b`, "g");
    renamedText = renamedText.replace(word, child);
    renamedExplanation = renamedExplanation.replace(word, child);
  }
  // a story's speakers stand in for the child's characters: "a fox and a rabbit talk" are its two speakers
  const speakers = spriteNames.filter((sprite) => renamedText.includes(`// sprite: ${sprite}\n`) && isStandInSpeaker(renamedText, sprite));
  const unnamed = childNames.filter((name) => name !== "Sprite1" && !taken.has(name) && !spriteNames.includes(name));
  if (speakers.length > 0 && speakers.length === unnamed.length) {
    speakers.forEach((sprite, i) => {
      const word = new RegExp(`\\b${escapeRegExp(sprite)}\\b`, "g");
      renamedText = renamedText.replace(word, unnamed[i] as string);
      renamedExplanation = renamedExplanation.replace(word, unnamed[i] as string);
    });
  }
  return { text: renamedText, explanation: renamedExplanation };
}

/**
 * A library sprite that only talks (says, thinks, hands on turns) and has no picture of its own
 * kind ("Ava", "Leo"): a stand-in for whoever the child's story is about.
 */
function isStandInSpeaker(text: string, sprite: string): boolean {
  if (artForName(sprite) !== undefined) return false;
  const section = text.split(/^(?=\/\/ sprite: )/m).find((part) => part.startsWith(`// sprite: ${sprite}\n`)) ?? "";
  const blocks = section.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("//"));
  return blocks.some((line) => /^\s*(?:say|think) /.test(line)) && blocks.every((line) => /^\s*(?:when (?:green flag clicked|I receive)|say |think |broadcast |wait |end$)/.test(line));
}
