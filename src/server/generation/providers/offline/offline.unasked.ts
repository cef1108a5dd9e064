import { escapeRegExp } from "../../../../blocks";
import { keysOf } from "./offline.coverage";
import { GREETING } from "./offline.framing";
import { readWords } from "./plan/plan.words";
import { NOTHING_ELSE, saysName } from "./offline.unwanted-variables";
import { saidOnlyInTheSetting, squashedName } from "./offline.setting";
import { mendSections, programSections, sectionName, spriteNames } from "./offline.program-sections";

/**
 * No script nobody asked for (issue 26): when a request names its keys ("press 1 to play a drum
 * and 2 to play a cymbal"), an answer that also listens to keys it never named (3 and 4) has
 * scripts nobody asked for; they go, with the sentences of the explanation about them. A request
 * that asks for keys in general ("press keys to play different drums") keeps them all.
 */

const HAT = /^(?:when |define )/;
const KEY_HAT = /^when \[(.+?) v\] key pressed\s*$/;
const KEY_IF = /^(\s*)if <key \((.+?) v\) pressed\?> then\s*$/;
const HEADER = /^\/\/ (?:sprite:|stage\b|x:|variable |list |costumes|sounds|backdrops)/;

/** Keys asked for in general: any number of them is what was asked. */
const KEYS_IN_GENERAL = /\b(?:different|other|some|the|number|letter|many|all|piano|any) keys\b|\bkeys? (?:on the keyboard|to play)\b|\bpress keys\b|\bpiano\b|\bkeyboard\b/;

/** A key the request says at all ("and 2 to play a cymbal"): kept, even where no "press" is before it. */
const mentioned = (lower: string, key: string) => new RegExp(`(?:^|[^a-z0-9])${key.replace(/ arrow$/, "")}(?:$|[^a-z0-9])`).test(lower);

export function dropUnaskedKeyScripts(prompt: string, text: string, explanation: string): { text: string; explanation: string; dropped: string[] } {
  const asked = keysOf(prompt);
  const lower = prompt.toLowerCase();
  // "a piano: the keys a s d f g": keys listed one by one are the ones asked, whatever the instrument
  const listed = /\bkeys?(?:,?\s+(?:and\s+)?[a-z0-9](?![a-z0-9'])){2,}/.test(lower);
  if (asked.length === 0 || asked.includes("any") || (!listed && KEYS_IN_GENERAL.test(lower.replace(/\barrow keys\b/g, "")))) return { text, explanation, dropped: [] };
  const lines = text.split("\n");
  const keep = lines.map(() => true);
  const dropped: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const key = KEY_HAT.exec(lines[i] as string)?.[1];
    if (key === undefined || asked.includes(key) || mentioned(lower, key)) continue;
    dropped.push(key);
    // the comment lines right above it say what it does: they go with it
    for (let j = i - 1; j >= 0 && (lines[j] as string).startsWith("//") && !HEADER.test(lines[j] as string); j--) keep[j] = false;
    keep[i] = false;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j] as string;
      if (line.trim() === "" || line.startsWith("//") || HAT.test(line)) break;
      keep[j] = false;
    }
  }
  // a loop's "if <key (left arrow) pressed?>" the request never named goes too: a library game's controls are its own
  for (let i = 0; i < lines.length; i++) {
    const m = KEY_IF.exec(lines[i] as string);
    const key = m?.[2];
    if (!m || key === undefined || !keep[i] || asked.includes(key) || mentioned(lower, key)) continue;
    const indent = m[1] as string;
    let end = i + 1;
    while (end < lines.length && !((lines[end] as string).startsWith(`${indent}end`) && (lines[end] as string).trim() === "end")) end++;
    if (end >= lines.length || lines.slice(i + 1, end).some((line) => line.startsWith(`${indent}else`))) continue;
    for (let j = i; j <= end; j++) keep[j] = false;
    dropped.push(key);
  }
  if (dropped.length === 0) return { text, explanation, dropped };
  let keptText = lines.filter((_, i) => keep[i]).join("\n").replace(/\n{3,}/g, "\n\n");
  // no arrow key is listened to any more: what the comments said about them goes
  const arrowsGone = !/key \((?:up|down|left|right) arrow v\)|\[(?:up|down|left|right) arrow v\] key/.test(keptText);
  const aboutArrows = (words: string) => arrowsGone && /\barrow keys?\b/i.test(words);
  if (arrowsGone) keptText = keptText.replace(/^\/\/ (.*)$/gm, (line, said: string) => {
      const rest = said.split(/;\s*/).filter((part) => !aboutArrows(part)).join("; ");
      return aboutArrows(said) && rest !== "" ? `// ${rest.replace(/^./, (c) => c.toUpperCase())}` : line;
    });
  const aboutDropped = (sentence: string) =>
    dropped.some((key) => new RegExp(`\\bpress (?:the )?${escapeRegExp(key)}\\b`, "i").test(sentence) || (/ arrow$/.test(key) && new RegExp(`\\b${key.replace(/ arrow$/, "")}\\b.*\\barrow`, "i").test(sentence)));
  const keptExplanation = explanation
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !aboutDropped(sentence) && !aboutArrows(sentence))
    .join(" ");
  return { text: keptText, explanation: keptExplanation, dropped };
}

/** Words that ask for a tune of its own, or for something at the start. */
const A_TUNE = /\b(?:songs?|tunes?|melod(?:y|ies)|twinkle|music|plays? (?:a|the) (?:song|tune)|flag|starts?|begins?|at first|first)\b/;

/**
 * "a piano: the keys a s d f g play the notes 60 62 64 65 67": the notes are the keys'. A library
 * piano's own tune at the green flag (only notes, its instrument and tempo) is a script nobody
 * asked for: it goes, with the comment above it. A request that asks for a song, or for anything
 * at the start, keeps it.
 */
export function dropUnaskedTunes(prompt: string, text: string): string {
  const lower = prompt.toLowerCase();
  if (A_TUNE.test(lower) || keysOf(prompt).length < 2) return text;
  const blocks = text.split(/\n(?=\/\/ |when |define )/);
  const tune = (block: string) => {
    const lines = block.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("//"));
    return lines[0] === "when green flag clicked" && lines.filter((line) => line.startsWith("play note")).length >= 3 && lines.slice(1).every((line) => /^(?:play note|set instrument|set tempo|rest for)/.test(line));
  };
  const kept = blocks.filter((block, i) => !tune(block) && !(block.startsWith("//") && !/^\/\/ (?:sprite:|stage\b|x:|variable |list )/.test(block) && block.split("\n").every((line) => line.startsWith("//") || line.trim() === "") && tune(blocks[i + 1] ?? "")));
  return kept.length === blocks.length ? text : kept.join("\n");
}

/** Words that ask for something at the start, or all the time: a green-flag script of its own. */
const AT_START_OR_ALWAYS = /\bflag\b|\bat (?:the )?(?:start|beginning)\b|\bstarts?\b|\bbegins?\b|\bfirst\b|\bforever\b|\balways\b|\ball the time\b|\bkeeps?\b|\bover and over\b|\bby (?:it|him|her)self\b|\bon (?:its|his|her) own\b|\bloop/;

/** A block line as a kind of block: its words without numbers, inputs or comments ("move ( ) steps"). */
const kindOf = (line: string) => line.replace(/\s\/\/.*$/, "").trim().replace(/\([^()]*\)|\[[^\]]*\]/g, "()").replace(/\s+/g, " ");

/** A sprite's section in pieces that each hold one script with the comment lines above it (lines joined again give the section). */
function scriptChunks(section: string): string[] {
  const chunks: string[] = [];
  const lines = section.split("\n");
  let current: string[] = [];
  const note = (line: string | undefined) => line !== undefined && /^\/\/ (?!sprite:|stage\b|x:|variable |list )/.test(line);
  lines.forEach((line, i) => {
    // a script starts at the first line of the comments above its hat, or at its hat
    const starts = (note(line) && !note(lines[i - 1]) && lines.slice(i).find((other) => !note(other))?.match(/^(?:when |define )/) !== undefined) || (/^(?:when |define )/.test(line) && !note(lines[i - 1]));
    if (starts && current.length > 0) {
      chunks.push(current.join("\n"));
      current = [];
    }
    current.push(line);
  });
  chunks.push(current.join("\n"));
  return chunks;
}

/**
 * "the Cat moves 10 steps each time the right arrow is pressed", "my Boy walks when i press the
 * right arrow": what a key does is the key's. A green-flag script of the same sprite that does
 * only blocks of the kinds the key's script does (a move, a costume change, a wait), when the
 * request asks for nothing at the start or all the time, is the key's action read a second time:
 * it goes, with the comment above it.
 */
export function dropFlagCopiesOfKeyScripts(prompt: string, text: string): string {
  if (AT_START_OR_ALWAYS.test(prompt.toLowerCase()) || keysOf(prompt).length === 0) return text;
  return mendSections(text, ({ text: section }) => {
      const blocks = scriptChunks(section);
      const scriptOf = (block: string) => block.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("//"));
      const keyKinds = new Set(blocks.map(scriptOf).filter((lines) => /^when .+ key pressed$/.test(lines[0] ?? "")).flatMap((lines) => lines.slice(1).map(kindOf)));
      if (keyKinds.size === 0) return section;
      const copy = (block: string) => {
        const lines = scriptOf(block);
        if (lines[0] !== "when green flag clicked") return false;
        const kinds = lines.slice(1).map(kindOf).filter((kind) => !/^(?:forever|end|repeat \(\))$/.test(kind));
        return kinds.length > 0 && kinds.every((kind) => keyKinds.has(kind)) && kinds.some((kind) => !/^wait/.test(kind));
      };
      const kept = blocks.filter((block) => !copy(block));
      return kept.length === blocks.length ? section : kept.join("\n");
    });
}

/**
 * "Nothing else please, she wants to add the rest herself": a sprite the request never names,
 * that no other sprite touches, follows or points at, is a part nobody asked for (a library
 * game's Basket beside the chase that was asked). It goes, with the explanation's sentences
 * about it.
 */
export function dropUnnamedSprites(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  const lower = prompt.toLowerCase();
  if (!NOTHING_ELSE.test(lower)) return { text, explanation };
  return dropSprites(text, explanation, (name) => name !== "Sprite1" && !saysName(lower, name));
}

/**
 * "a Monkey (not a cat!)": a sprite of a kind the request refuses, that does nothing and that no
 * other sprite touches or points at, is no part of the answer: it goes. One with scripts stays
 * (what it does was read from the request, and the check of what is forbidden names it).
 */
export function dropRefusedSprites(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  const refused = new Set([...prompt.toLowerCase().matchAll(/\b(?:not|no|instead of|rather than)\s+(?:a|an|the|any)?\s*([a-z]+)/g)].map((m) => (m[1] as string).replace(/s$/, "")));
  if (refused.size === 0) return { text, explanation };
  const idle = (section: string) => !/^when |^\/\/ When /m.test(section);
  return dropSprites(text, explanation, (name, section) => refused.has(name.toLowerCase()) && idle(section));
}

/**
 * "Good day, I teach in Ukraine.", "Zdravo, my pupils want the Bird ...": a word of the greeting a
 * request opens with is no character. A greeting is a word of the greetings we know, or the one
 * or two words the request opens with, set off by a comma or a stop, that it never says again
 * while it names other characters. A sprite of that name goes; what it was given to do was said
 * of the character named after it, which gets its scripts.
 */
export function dropGreetingSprites(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  const lower = prompt.toLowerCase();
  const opening = lower.split(/[.!?:;]/)[0]?.split(/[\s,]+/).filter(Boolean) ?? [];
  const greeting = new Set<string>();
  for (const word of opening) {
    if (!GREETING.test(word)) break;
    greeting.add(word);
  }
  // one or two words set off before the request starts, never said again
  const setOff = /^\s*([^\s,.!?:;]+)(?:\s+([^\s,.!?:;]+))?\s*[,.!]\s/u.exec(lower);
  if (setOff) {
    const said = [setOff[1], setOff[2]].filter((word): word is string => word !== undefined);
    const rest = lower.slice(setOff[0].length);
    if (said.every((word) => !new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(word)}(?![\\p{L}\\d])`, "u").test(rest))) for (const word of said) greeting.add(word);
  }
  if (greeting.size === 0) return { text, explanation };
  return dropSprites(moveScriptsOn(text, (name) => greeting.has(name.toLowerCase())), explanation, (name, section) => greeting.has(name.toLowerCase()) && !/^when |^\/\/ When /m.test(section));
}

/**
 * The scripts of each sprite that `goes` to the next sprite of the program that stays: what a
 * sprite wrongly named was given to do belongs to the character named after it. A program with
 * no such next sprite is kept as it is.
 */
function moveScriptsOn(text: string, goes: (name: string) => boolean): string {
  const read = programSections(text);
  const sections = read.map((section) => section.text);
  const names = read.map((section) => section.name);
  const bodyStart = (lines: readonly string[]) => {
    const at = lines.findIndex((line) => line.trim() !== "" && !HEADER.test(line));
    return at < 0 ? lines.length : at;
  };
  for (let i = 0; i < sections.length; i++) {
    const name = names[i];
    if (name === undefined || !goes(name)) continue;
    const lines = (sections[i] as string).split("\n");
    const body = lines.slice(bodyStart(lines)).join("\n").trim();
    if (body === "") continue;
    const to = names.findIndex((other, k) => k > i && other !== undefined && !goes(other));
    if (to < 0) continue;
    sections[to] = `${(sections[to] as string).trimEnd()}\n\n${body}\n\n`;
    sections[i] = lines.slice(0, bodyStart(lines)).join("\n").trimEnd() + "\n\n";
  }
  return sections.join("");
}

type TWordLike = { word: string };

/** Labels that open a lesson's objective: "LO:", "WALT:", "Objective:". */
const OBJECTIVE_LABEL = /\b(?:lo|los|objectives?|aims?|goals?|walt|wilf|outcomes?)\s*:([^.!?;]*)/gi;

/**
 * "3.º ciclo, directions and coordinates: the Robot ...", "Year 2, LO: to follow an algorithm.
 * The Ladybug ...": a word said only in the request's title (before its first colon) or in a
 * lesson's objective frames it, and is no character. A sprite of that name that does nothing, or
 * only points at itself, and that no other sprite points at, goes.
 */
export function dropFramingSprites(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  const lower = prompt.toLowerCase();
  const colon = lower.indexOf(":");
  const spans: [number, number][] = [];
  for (const m of lower.matchAll(OBJECTIVE_LABEL)) spans.push([m.index, m.index + m[0].length]);
  const objectives = spans.map(([from, to]) => lower.slice(from, to)).join(" ");
  if (colon > 0 && lower.slice(colon + 1).trim().split(/\s+/).length >= 4) spans.push([0, colon]);
  if (spans.length === 0) return { text, explanation };
  // in a title, a word is a setting's when it labels a number ("1.º ciclo") or names another thing ("the youth centre"),
  // never when it is the title's thing ("dress up the scratch Cat:", "The cat goes skiing:")
  // (a title is the request's first sentence, before its colon)
  const title = colon > 0 && !/[.!?]\s/.test(prompt.slice(0, colon)) ? readWords(prompt.slice(0, colon)) : [];
  const pronoun = (word: TWordLike | undefined) => /^(?:it|he|she|they|we|you|i|him|her|them|his|its)$/.test(word?.word ?? "");
  const setting = (name: string) =>
    title.some((word, i) => word.word === name && (title[i - 1]?.number !== undefined || title[i - 1]?.mark === "." || title[i + 1]?.number !== undefined || (title[i + 1]?.isNoun === true && title[i + 1]?.isVerb !== true && title[i + 1]?.mark === undefined && !pronoun(title[i + 1]))));
  const titled = title.filter((word) => setting(word.word)).map((word) => word.word).join(" ");
  const framing = `${objectives} ${titled}`;
  let rest = lower;
  for (const [from, to] of [...spans].sort((a, b) => b[0] - a[0])) rest = `${rest.slice(0, from)} ${rest.slice(to)}`;
  const said = (words: string, name: string) => new RegExp(`(?<![a-z0-9])${escapeRegExp(name)}(?:s|es)?(?![a-z0-9])`).test(words);
  const selfOnly = (name: string, section: string) => !/^when |^\/\/ When /m.test(section) || (new RegExp(`\\(${escapeRegExp(name)} v\\)`).test(section) && !/\((?!mouse-pointer|myself|edge|random position)[^()]* v\)/.test(section.replace(new RegExp(`\\(${escapeRegExp(name)} v\\)`, "g"), "")));
  // (an objective's word with no script stays: a lesson about "a bug" may well show one)
  const idle = (section: string) => !/^when |^\/\/ When /m.test(section);
  return dropSprites(text, explanation, (name, section) => name !== "Sprite1" && said(framing, name.toLowerCase()) && !said(rest, name.toLowerCase()) && selfOnly(name, section) && (said(titled, name.toLowerCase()) || !idle(section)));
}

/**
 * "im 12 and i go to the code club at ...", "his Step game at the Dojo; his sister now wants ...":
 * a sprite named by a word said only in the request's setting (a sentence about who asks, where
 * or why, with nothing of the program doing anything in it) is no character, and goes with
 * whatever it was given to do (nobody asked it for anything).
 */
export function dropSettingSprites(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  const sprites = spriteNames(text);
  // ("In my club the girls draw ...": a Club and a Girl made of one setting, each beside the other, go together)
  let setting = sprites.filter((name) => name !== "Sprite1");
  for (let changed = true; changed; ) {
    const others = sprites.filter((name) => !setting.includes(name)).map(squashedName);
    const kept = setting.filter((name) => saidOnlyInTheSetting(prompt, name, others));
    changed = kept.length < setting.length;
    setting = kept;
  }
  return dropSprites(text, explanation, (name) => setting.includes(name));
}

/**
 * "Every 1 second a new Raindrop clone appears": one spawner asked, at the request's own pace. A
 * sprite with several green-flag scripts that make clones of itself (once, every second, every
 * half a second) keeps the one that waits the seconds the request said; the others are scripts
 * nobody asked for, and go. A `hide` they started with (the original stays out of sight while its
 * clones show) goes to the front of the one kept. A request that says two paces keeps them all.
 */
export function dropExtraSpawners(prompt: string, text: string): string {
  const paces = [...prompt.toLowerCase().matchAll(/\bevery (\d+(?:\.\d+)?|half a|a) seconds?\b/g)].map((m) => (m[1] === "half a" ? 0.5 : m[1] === "a" ? 1 : Number(m[1])));
  if (new Set(paces).size !== 1) return text;
  const pace = paces[0] as number;
  return mendSections(text, ({ text: section }) => {
      const chunks = scriptChunks(section);
      const lines = (chunk: string) => chunk.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("//"));
      // (a spawner that does more than make clones, wait, hide and show is a part of its own, and stays)
      const spawners = chunks.filter((chunk) => lines(chunk)[0] === "when green flag clicked" && lines(chunk).some((line) => /create clone of \(myself v\)/.test(line)) && lines(chunk).slice(1).every((line) => /^\s*(?:create clone of \(myself v\)|wait \(|forever|end$|hide$|show$|repeat \()/.test(line.replace(/\s\/\/.*$/, ""))));
      if (spawners.length < 2) return section;
      const atPace = spawners.filter((chunk) => lines(chunk).some((line) => /^\s*forever\b/.test(line)) && lines(chunk).some((line) => new RegExp(`^\\s*wait \\(${pace}\\) seconds`).test(line)));
      if (atPace.length !== 1) return section;
      const kept = atPace[0] as string;
      const hides = spawners.some((chunk) => chunk !== kept && lines(chunk)[1] === "hide") && !lines(kept).includes("hide");
      return chunks
        .filter((chunk) => chunk === kept || !spawners.includes(chunk))
        .map((chunk) => (chunk === kept && hides ? chunk.replace(/^when green flag clicked$/m, "when green flag clicked\nhide").replace(/^(\s*)show\n/m, (line, indent: string) => (indent === "  " ? "" : line)).replace(/ and shows itself again/, "") : chunk))
        .join("\n");
    });
}

/** The asker's people: a word for them is no character of the program. */
const FAMILY_WORDS = /^(?:sons?|daughters?|kids?|child|children|twins|grandsons?|granddaughters?|grandchild|grandchildren|grandkids?|nieces?|nephews?|grandad|granddad|grandpa|grandma|granny|nana|mum|mom|dad|students|pupils|learners|class|godmother|godfather)$/;

/**
 * "Grandad here. My granddaughter (6) wants a Fish that swims ...": the asker and their people
 * are no characters. A sprite named by such a word, said only as the asker's own ("my
 * granddaughter", "Grandad here"), goes; the scripts it was given are the character's its
 * sentence asks for (the Fish, a sprite of the program that does nothing), and move to it.
 */
export function dropFamilySprites(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  const lower = prompt.toLowerCase();
  const sections = programSections(text).map((section) => section.text);
  const nameOf = (section: string) => sectionName(section) ?? "";
  const scriptsOf = (section: string) => section.split("\n").findIndex((line) => /^\/\/ When |^when |^define /.test(line));
  const family = sections.filter((section) => {
    const name = nameOf(section).toLowerCase();
    if (!FAMILY_WORDS.test(name)) return false;
    const said = [...lower.matchAll(new RegExp(`(?<![a-z])${escapeRegExp(name)}(?![a-z])`, "g"))];
    return said.length > 0 && said.every((m) => /\b(?:my|our|his|her|their)\s+$/.test(lower.slice(Math.max(0, m.index - 7), m.index)) || /^\s+here\b/.test(lower.slice(m.index + name.length)));
  });
  if (family.length === 0) return { text, explanation };
  let kept = [...sections];
  for (const section of family) {
    const name = nameOf(section);
    const at = scriptsOf(section);
    if (at >= 0) {
      // the character its sentence asks for: an idle sprite named after it in the same sentence
      const from = lower.indexOf(name.toLowerCase());
      const sentence = lower.slice(from, (lower.slice(from).search(/[.!?](?:\s|$)/) + from + 1) || lower.length);
      const idle = kept.filter((other) => other !== section && scriptsOf(other) < 0 && nameOf(other) !== "" && !FAMILY_WORDS.test(nameOf(other).toLowerCase()) && new RegExp(`(?<![a-z])${escapeRegExp(nameOf(other).toLowerCase())}`).test(sentence));
      const target = idle.sort((a, b) => sentence.indexOf(nameOf(a).toLowerCase()) - sentence.indexOf(nameOf(b).toLowerCase()))[0];
      if (!target) continue;
      const scripts = section.split("\n").slice(at).join("\n").trimEnd();
      kept = kept.map((other) => (other === target ? `${other.trimEnd()}\n\n${scripts}\n\n` : other));
    }
    kept = kept.filter((other) => other !== section);
  }
  const keptText = kept.join("").replace(/\n{3,}/g, "\n\n").trimEnd();
  return keptText === text.trimEnd() ? { text, explanation } : { text: `${keptText}\n`, explanation };
}

/** The sprites `goes` picks leave the program (with the explanation's sentences about them), unless a staying sprite points at them or none would stay. */
export function dropSprites(text: string, explanation: string, goes: (name: string, section: string) => boolean): { text: string; explanation: string } {
  const sections = programSections(text).map((section) => section.text);
  const nameOf = sectionName;
  // sprites go unless a sprite that stays points at them (a Basket only the unasked Apples touch goes with them)
  const gone = new Set(sections.flatMap((section) => {
    const name = nameOf(section);
    return name !== undefined && goes(name, section) ? [name] : [];
  }));
  for (let changed = true; changed; ) {
    changed = false;
    const staying = sections.filter((section) => !gone.has(nameOf(section) ?? "")).join("\n");
    for (const name of gone) {
      if (!new RegExp(`\\(${escapeRegExp(name)} v\\)`).test(staying)) continue;
      gone.delete(name);
      changed = true;
    }
  }
  // a program of only such sprites keeps them: they are what was built
  if (gone.size === 0 || sections.every((section) => nameOf(section) === undefined || gone.has(nameOf(section) as string))) return { text, explanation };
  const kept = sections.filter((section) => !gone.has(nameOf(section) ?? "")).join("").replace(/\n{3,}/g, "\n\n").trimEnd();
  const about = (sentence: string) => [...gone].some((name) => new RegExp(`\\b${escapeRegExp(name)}\\b`, "i").test(sentence));
  return { text: kept, explanation: explanation.split(/(?<=[.!?])\s+/).filter((sentence) => !about(sentence)).join(" ") };
}

/** Words that ask for something said or thought, in any way. */
const ASKS_SPEECH = /\b(?:say|says|said|saying|speak|speaks|talk|talks|think|thinks|tell|tells|greet|greets|hello|ask|asks|answer|answers|speech|bubble|chat|chats|message|word|words|shout|shouts|yell|yells|sing|sings)\b/i;

/** A block that only says or thinks a text, or waits: a script of these does nothing but speak. */
const SPEECH_ONLY = /^(?:say|think) \[[^\]]*\](?: for \([^()]*\) (?:sec(?:ond)?s))?$|^wait \([^()]*\) sec(?:ond)?s$/;

/**
 * "make the Lake sparkle: its colour goes up 10 every half second": a library script that only
 * says a text of its own ("Hello!") when the request asks for nothing to be said, and the text's
 * words are not the request's, is a script nobody asked for (decision 1390). It goes, with the
 * explanation's sentences that quote its text.
 */
export function dropUnaskedSpeech(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  if (ASKS_SPEECH.test(prompt) || /["“”']/.test(prompt)) return { text, explanation };
  const asked = new Set(readWords(prompt).map((word) => word.word));
  const gone = new Set<string>();
  const mended = mendSections(text, (section) => {
    if (section.name === undefined && !section.isStage) return section.text;
    const chunks = scriptChunks(section.text);
    const kept = chunks.filter((chunk) => {
      const blocks = chunk.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("//"));
      const [hat, ...body] = blocks;
      // (a script on a message is the answer to another script's broadcast: part of the program's wiring)
      if (hat === undefined || !/^when (?:green flag|this sprite) clicked$/.test(hat) || body.length === 0 || !body.every((line) => SPEECH_ONLY.test(line))) return true;
      const said = body.flatMap((line) => [.../^(?:say|think) \[([^\]]*)\]/.exec(line)?.slice(1) ?? []]);
      const theirs = said.filter((words) => !words.toLowerCase().split(/[^\p{L}\d]+/u).some((word) => word.length > 2 && asked.has(word)));
      if (said.length === 0 || theirs.length !== said.length) return true;
      for (const words of said) gone.add(words);
      return false;
    });
    return kept.length === chunks.length ? section.text : kept.join("\n").replace(/\n{3,}/g, "\n\n");
  });
  if (gone.size === 0) return { text, explanation };
  const sentences = explanation.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const told = sentences.filter((sentence) => ![...gone].some((words) => sentence.includes(`"${words}"`)));
  return { text: mended, explanation: told.join(" ") };
}
