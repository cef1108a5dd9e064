import { artForName, escapeRegExp } from "../../../../blocks";
import { acts, mentions, rolesOf, type TRole } from "./offline.child-roles";
import { readWords } from "./plan/plan.words";
import { spriteNames as spriteNamesOf, spriteSections } from "./offline.program-sections";
import { compilePlan } from "./plan/plan.compile";
import type { TPlan } from "./plan/plan.types";

// The child's names on a whole program's sprites (issue 26): the library and the classic projects
// build their own characters; the child's "Diver" or "Cannon" must be the sprite that plays it.

/** The part each library game sprite plays, for the child's characters that play it (offline.child-roles.ts). */
const LIBRARY_ROLES: Readonly<Record<string, TRole>> = {
  Paddle: "player",
  Basket: "player",
  Player: "player",
  Snake: "player",
  Bird: "player",
  Rocket: "player",
  Apple: "item",
  Enemy: "enemy",
  Bullet: "shot",
  Star: "goal",
  Ball: "ball",
};

/** Every sprite renamed at once, so a name given to one sprite is never taken for another. */
function renameAll(text: string, explanation: string, renames: ReadonlyMap<string, string>): { text: string; explanation: string } {
  if (renames.size === 0) return { text, explanation };
  const word = new RegExp(`\\b(?:${[...renames.keys()].map(escapeRegExp).join("|")})\\b`, "g");
  const rename = (said: string) => said.replace(word, (sprite) => renames.get(sprite) ?? sprite);
  return { text: rename(text), explanation: rename(explanation) };
}

/**
 * The child's one character in a one-sprite program the request gives several names: the one
 * the program's click is on ("click the Donut"), else the only one that does something ("the
 * Jeepney starts at...", never "Meeting 6").
 */
function actingCharacter(prompt: string, text: string, childNames: readonly string[], withScripts: readonly string[] = []): string | undefined {
  const words = readWords(prompt);
  const named = childNames.filter((name) => name !== "Sprite1");
  const at = (name: string) => mentions(words, name);
  if (/^when this sprite clicked$/m.test(text)) {
    const clicked = named.filter((name) => at(name).some((i) => words.slice(Math.max(0, i - 3), i).some((word) => word.lemma === "click")));
    if (clicked.length === 1) return clicked[0];
  }
  const acting = named.filter((name) => acts(prompt, name));
  if (acting.length === 1) return acting[0];
  // "Coding club: the Calculator asks...": of those that seem to act, the only one the plan read scripts for
  const read = (acting.length > 0 ? acting : named).filter((name) => withScripts.includes(name));
  return read.length === 1 ? read[0] : undefined;
}

/**
 * A library game's sprites take the child's names: the sprite that plays the part the request
 * gives a character (the child's "Cannon" that moves left and right is the shooter's Rocket, the
 * "Egg" that falls the catch game's Apple), else the sprite whose art is the same kind of thing
 * (the catch game's Basket is the child's "Bowl", the shooter's Rocket the child's "Ship").
 */
export function renameSprites(text: string, explanation: string, childNames: readonly string[], prompt = "", withScripts: readonly string[] = []): { text: string; explanation: string } {
  // a one-sprite program is the child's one character, under the name the child gave it
  const only = childNames.length === 1 ? childNames[0] : prompt === "" ? undefined : actingCharacter(prompt, text, childNames, withScripts);
  if (!/^\/\/ (?:sprite:|stage)/m.test(text) && only && only !== "Sprite1") {
    return { text: `// sprite: ${only}\n// x: 0, y: 0\n\n${text}`, explanation: explanation.replace(/\bthe sprite\b/g, `the ${only}`) };
  }
  const spriteNames = spriteNamesOf(text);
  const taken = new Set(spriteNames);
  const renames = new Map<string, string>();
  // a sprite the child named already ("the Apple") keeps its name: no other character takes it
  for (const sprite of spriteNames) if (childNames.includes(sprite)) renames.set(sprite, sprite);
  const give = (sprite: string, child: string) => {
    renames.set(sprite, child);
    taken.add(child);
  };
  // first the part each character plays, strongest reading first; then the kind of thing it is
  const roles = new Map(childNames.filter((name) => !taken.has(name) && prompt !== "").map((name) => [name, rolesOf(prompt, name)]));
  for (const rank of [0, 1]) {
    for (const sprite of spriteNames) {
      const role = LIBRARY_ROLES[sprite];
      if (role === undefined || renames.has(sprite)) continue;
      // a character drawn as another kind of thing plays no part drawn as one: a Ghost is never the catch game's Apple
      const art = artForName(sprite);
      const child = childNames.find((name) => !taken.has(name) && roles.get(name)?.[rank] === role && (art === undefined || [undefined, art].includes(artForName(name))));
      if (child) give(sprite, child);
    }
  }
  for (const sprite of spriteNames) {
    const art = artForName(sprite);
    const child = childNames.find((name) => !renames.has(sprite) && !taken.has(name) && art !== undefined && artForName(name) === art);
    if (child) give(sprite, child);
  }
  // the one character the request names that plays no other part is the one the child plays: "a flappy game with a Dragonfly"
  const players = spriteNames.filter((sprite) => LIBRARY_ROLES[sprite] === "player" && !renames.has(sprite));
  // ("One Ball, the arrow keys" in a maze: the child's only character, whose part as a ball this game has no sprite for)
  const named = childNames.filter((name) => name !== "Sprite1");
  const playable = (name: string) => (roles.get(name) ?? []).every((role) => role === "player" || !spriteNames.some((sprite) => LIBRARY_ROLES[sprite] === role));
  const left = named.filter((name) => !taken.has(name) && playable(name) && (named.length === 1 || acts(prompt, name)));
  const lone = left[0];
  const playerArt = players.length === 1 ? artForName(players[0] as string) : undefined;
  if (players.length === 1 && left.length === 1 && lone !== undefined && (playerArt === undefined || [undefined, playerArt].includes(artForName(lone)))) give(players[0] as string, lone);
  const renamed = renameAll(text, explanation, new Map([...renames].filter(([sprite, child]) => sprite !== child)));
  // a story's speakers stand in for the child's characters: "a fox and a rabbit talk" are its two speakers
  const speakers = spriteNames.filter((sprite) => !renames.has(sprite) && isStandInSpeaker(renamed.text, sprite));
  const unnamed = childNames.filter((name) => name !== "Sprite1" && !taken.has(name));
  if (speakers.length > 0 && speakers.length === unnamed.length) return renameAll(renamed.text, renamed.explanation, new Map(speakers.map((sprite, i) => [sprite, unnamed[i] as string])));
  return renamed;
}

/**
 * A library sprite that only talks (says, thinks, hands on turns) and has no picture of its own
 * kind ("Ava", "Leo"): a stand-in for whoever the child's story is about.
 */
function isStandInSpeaker(text: string, sprite: string): boolean {
  if (artForName(sprite) !== undefined) return false;
  const section = spriteSections(text).find((part) => part.name === sprite)?.text ?? "";
  const blocks = section.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("//"));
  return blocks.some((line) => /^\s*(?:say|think) /.test(line)) && blocks.every((line) => /^\s*(?:when (?:green flag clicked|I receive)|say |think |broadcast |wait |end$)/.test(line));
}

/** The child wrote the character's name with a capital and never as a label with its number ("Module 1"). */
function writtenAsCharacter(prompt: string, name: string): boolean {
  const capitalised = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return [...prompt.matchAll(new RegExp(`\\b${escapeRegExp(capitalised)}(?:e?s)?\\b(?!\\s*\\d)`, "g"))].length > 0;
}

/**
 * The child's characters a whole program has no sprite for, each as a sprite of its own doing
 * what the plan read for it (issue 26): "the Cheese is the end and it says yum" in a maze game
 * that has its own finish is the Cheese saying "yum", not a part named as left out. Only a
 * character the plan read scripts for and the child wrote by name; the variables those scripts
 * use go on the stage when the program has none of that name. A program of one unnamed sprite
 * (no sprite lines) is left as it is.
 */
export function addOwnCharacters(prompt: string, plan: TPlan, text: string): string {
  if (spriteNamesOf(text).length === 0) return text;
  const sprites = new Set(spriteNamesOf(text).map((name) => name.toLowerCase()));
  // "Amara, Lars, Mei ..." kept as the items of one of the program's lists are names in it, not characters
  const listed = new Set([...text.matchAll(/^add \[(.+?)\] to \[.+? v\]$/gm)].map((m) => (m[1] as string).trim().toLowerCase()));
  // "Bananas" is the program's Banana, one of many
  const hasSprite = (name: string) => [name, name.replace(/s$/, ""), name.replace(/es$/, "")].some((form) => sprites.has(form));
  const missing = plan.characters.filter((character) => character.name !== "Sprite1" && character.scripts.length > 0 && !hasSprite(character.name.toLowerCase()) && !listed.has(character.name.toLowerCase()) && writtenAsCharacter(prompt, character.name));
  if (missing.length === 0) return text;
  const own = compilePlan({ characters: missing, variables: plan.variables, lists: [], stageScripts: [], leftOut: [] }).text;
  const spritePart = spriteSections(own).map((section) => section.text).join("").trimEnd();
  const declared = new Set([...text.matchAll(/^\/\/ variable (.+?) = /gm), ...text.matchAll(/\[(.+?) v\]/g)].map((m) => (m[1] as string).toLowerCase()));
  const needed = plan.variables.filter((variable) => !declared.has(variable.name.toLowerCase()) && spritePart.includes(`[${variable.name} v]`));
  const lines = needed.map((variable) => `// variable ${variable.name} = ${typeof variable.start === "number" ? variable.start : JSON.stringify(variable.start)}`);
  const withStage = lines.length === 0 ? text : /^\/\/ stage$/m.test(text) ? text.replace(/^\/\/ stage$/m, `// stage\n${lines.join("\n")}`) : `// stage\n${lines.join("\n")}\n\n${text}`;
  return `${withStage.trimEnd()}\n\n${spritePart}\n`;
}
