// A sound, another sprite, removing a part, renaming, and what is said (issue 30). Each works on
// the lines of the blocks it concerns; the rest of the base is left as it was.
import { escapeRegExp } from "../../../../../blocks";
import { lastLineOf, type TEditTarget, type TPlacedBlock } from "./edit.project";
import { contactIfs, linesUsing } from "./edit.data";
import type { TEditContext, TEditKind } from "./edit.types";

const REMOVING = /\b(remove|delete|take away|take out|get rid of|no more|without( the)?|don'?t want( the)?)\b/;

function spritesOrFirst(context: TEditContext): TEditTarget[] {
  const sprite = context.project.targets.find((target) => !target.isStage);
  return context.named.length > 0 ? context.named : sprite ? [sprite] : [];
}

/** Where "when it ..." happens in the base: a bounce, a hit, a click, a point, a key. */
function momentOf(context: TEditContext): TPlacedBlock | undefined {
  const { request, project } = context;
  const inNamed = (placed: TPlacedBlock) => context.named.length === 0 || context.named.includes(placed.target);
  const find = (opcodes: string[]) => project.blocks.find((placed) => opcodes.includes(placed.block.opcode) && inNamed(placed));
  if (/\bbounc/.test(request)) return find(["motion_ifonedgebounce"]) ?? contactIfs(context, true)[0];
  if (/\b(click|tap)/.test(request)) return find(["event_whenthisspriteclicked"]);
  if (/\b(score|point)/.test(request)) return project.blocks.find((placed) => placed.block.opcode === "data_changevariableby" && /score|point/i.test(placed.block.fields.VARIABLE?.value ?? ""));
  if (/\b(jump|key|press)/.test(request)) {
    const keyIf = project.blocks.find((placed) => placed.block.opcode === "control_if" && placed.block.inputs.CONDITION?.type === "block" && placed.block.inputs.CONDITION.block.opcode === "sensing_keypressed" && inNamed(placed) && /up arrow|space/.test(project.lines[placed.block.line - 1]!));
    return find(["event_whenkeypressed"]) ?? keyIf;
  }
  return contactIfs(context, true)[0] ?? contactIfs(context, false)[0] ?? find(["event_whenthisspriteclicked", "event_whenflagclicked"]);
}

const SOUND_WORDS = /\b(meow|pop|boing|woof|bark|drum|ding|beep|chime|splash|zap|whoosh|laser|cheer|clap|bell)\b/;

export const ADD_SOUND: TEditKind = {
  id: "sound",
  words: "a sound",
  asks: (request) => /\b(sound|noise|play (a|the)|beep|meow|boing|woof|ding)\b/.test(request) && !REMOVING.test(request),
  apply(context) {
    const at = momentOf(context);
    if (!at || at.target.isStage) return false;
    const name = SOUND_WORDS.exec(context.request)?.[1] ?? at.target.sounds?.[0] ?? "pop";
    const soundName = at.target.sounds?.find((sound) => sound.toLowerCase() === name) ?? name.charAt(0).toUpperCase() + name.slice(1);
    context.editor.insertAfter(at.block.line, [`start sound (${soundName} v)`]);
    context.done.push(`the ${at.target.name} plays the ${soundName} sound`);
    return true;
  },
};

/** A free sprite name: "Ball2" for a second Ball. */
function freeName(context: TEditContext, wanted: string): string {
  const taken = new Set(context.project.targets.map((target) => target.name.toLowerCase()));
  if (!taken.has(wanted.toLowerCase())) return wanted;
  for (let n = 2; ; n += 1) if (!taken.has(`${wanted}${n}`.toLowerCase())) return `${wanted}${n}`;
}

export const ANOTHER_SPRITE: TEditKind = {
  id: "another-sprite",
  words: "another sprite",
  asks: (request) => /\b(another|a second|one more|extra|copy of)\b/.test(request) && /\b(add|make|give|put|want|need|have)\b|^(another|a second|one more)\b/.test(request) && !REMOVING.test(request),
  apply(context) {
    const copied = context.named[0];
    if (!copied || !context.project.whole) return false;
    const name = freeName(context, copied.name);
    const body = context.project.lines.slice(copied.headerLine, copied.lastLine);
    // the copy starts a little aside, so both are seen
    const settings = copied.settingsLine !== undefined ? body[0]! : undefined;
    const moved = settings?.replace(/\bx:\s*(-?\d+(?:\.\d+)?)/, (_, x: string) => `x: ${Number(x) > 100 ? Number(x) - 80 : Number(x) + 80}`);
    const lines = settings !== undefined ? [moved!, ...body.slice(1)] : body;
    context.editor.insertAfter(context.project.lines.length, ["", `// sprite: ${name}`, ...lines]);
    context.done.push(`a second ${copied.name} called ${name}, doing the same`);
    return true;
  },
};

export const REMOVE_PART: TEditKind = {
  id: "remove",
  words: "removing that part",
  asks: (request) => REMOVING.test(request),
  apply(context) {
    const { project, editor, request } = context;
    let removed = 0;
    for (const sprite of context.named) {
      if (project.targets.filter((target) => !target.isStage).length < 2) break;
      editor.remove(sprite.headerLine, sprite.lastLine);
      // blocks elsewhere that name it would name a sprite that is not there
      for (const placed of project.blocks) {
        if (placed.target === sprite || !project.lines[placed.block.line - 1]!.includes(`(${sprite.name} v)`)) continue;
        if (placed.enclosing.some((outer) => project.lines[outer.line - 1]!.includes(`(${sprite.name} v)`))) continue;
        editor.remove(placed.block.line, lastLineOf(project, placed.block));
      }
      context.done.push(`the ${sprite.name} is gone`);
      removed += 1;
    }
    for (const name of ["score", "lives", "time", "timer", "points", "speed"]) {
      if (!new RegExp(`\\b${name}\\b`).test(request)) continue;
      const spans = linesUsing(project, name);
      const declared = project.lines.findIndex((line) => new RegExp(`^//\\s*variable\\s+${name}\\s*=`, "i").test(line.trim()));
      if (spans.length === 0 && declared < 0) continue;
      for (const [from, to] of spans) editor.remove(from, to);
      if (declared >= 0) editor.remove(declared + 1);
      context.done.push(`no more ${name}`);
      removed += 1;
    }
    if (/\b(sounds?|noise|music)\b/.test(request)) {
      const sounds = project.blocks.filter((placed) => placed.block.category === "sound" && (context.named.length === 0 || context.named.includes(placed.target)));
      for (const placed of sounds) editor.remove(placed.block.line, lastLineOf(project, placed.block));
      if (sounds.length > 0) {
        context.done.push("no more sounds");
        removed += 1;
      }
    }
    // a script left with only its hat does nothing: it goes too
    if (removed > 0) {
      for (const target of project.targets) {
        for (const script of target.program.scripts) {
          const [hat, ...rest] = script.blocks;
          if (hat?.shape === "hat" && rest.length > 0 && rest.every((block) => editor.touched(block.line))) editor.remove(hat.line);
        }
      }
    }
    return removed > 0;
  },
};

export const RENAME: TEditKind = {
  id: "rename",
  words: "the new name",
  asks: (request) => /\b(rename|call (it|him|her|the \w+)|change (the|its|his|her) name|name (it|him|her|the \w+))\b/.test(request),
  apply(context) {
    // the name as the child wrote it
    const match = /\b(?:to|as|be|it|him|her)\s+"?([A-Za-z][A-Za-z0-9 ]{0,20}?)"?\s*[.!]?$/i.exec(context.written) ?? /\bcall (?:it|him|her|the \w+)\s+"?([A-Za-z][A-Za-z0-9]{0,20})/i.exec(context.written);
    const newName = match?.[1]?.trim();
    if (!newName) return false;
    const proper = newName.charAt(0).toUpperCase() + newName.slice(1);
    // "call it Tom" names the one sprite there is; "rename the monster" names a monster, not another sprite
    const onlySprite = context.project.targets.filter((target) => !target.isStage).length === 1 && /\b(call|name|rename)\s+(it|him|her)\b/.test(context.request);
    const sprite = context.named[0] ?? (onlySprite ? context.project.targets.find((target) => !target.isStage) : undefined);
    const variable = ["score", "lives", "time", "points"].find((name) => new RegExp(`\\b(rename|call)\\s+(the\\s+)?${name}\\b`).test(context.request) && context.project.targets.some((target) => target.variables.has(name)));
    const { project, editor } = context;
    if (variable) {
      project.lines.forEach((line, index) => {
        const next = line
          .replace(new RegExp(`\\[${variable} v\\]`, "gi"), `[${newName} v]`)
          .replace(new RegExp(`\\(${variable}\\)`, "gi"), `(${newName})`)
          .replace(new RegExp(`^(//\\s*variable\\s+)${variable}(\\s*=)`, "i"), `$1${newName}$2`);
        if (next !== line && !editor.touched(index + 1)) editor.replace(index + 1, next);
      });
      context.done.push(`${variable} is now called ${newName}`);
      return true;
    }
    if (!sprite || sprite.headerLine === 0 || freeNameTaken(context, proper)) return false;
    const menu = new RegExp(`([[(])${escapeRegExp(sprite.name)} v([\\])])`, "g");
    project.lines.forEach((line, index) => {
      const next = index + 1 === sprite.headerLine ? line.replace(sprite.name, proper) : line.replace(menu, `$1${proper} v$2`);
      if (next !== line && !editor.touched(index + 1)) editor.replace(index + 1, next);
    });
    context.done.push(`the ${sprite.name} is now called ${proper}`);
    return true;
  },
};

const freeNameTaken = (context: TEditContext, name: string) => context.project.targets.some((target) => target.name.toLowerCase() === name.toLowerCase());

/** The words to say, as the request writes them: quoted, or after "say"/"says" (up to "when" or "instead"). */
export function wordsToSay(request: string): string | undefined {
  const quoted = /["“'‘]([^"”'’]{1,80})["”'’]/.exec(request);
  if (quoted) return quoted[1]!.trim();
  const said = /\b(?:say|says|saying|shout|shouts|said)\s+(?:to\s+)?(.+?)(?:\s+(?:instead|when|if|after|before|each time|every time)\b.*)?[.!]?$/i.exec(request);
  const words = said?.[1]?.trim().replace(/^(?:something like|like)\s+/i, "");
  return words && words.length <= 80 ? words : undefined;
}

const SAY_OPCODES = new Set(["looks_sayforsecs", "looks_say", "looks_thinkforsecs", "looks_think"]);

export const CHANGE_SAID: TEditKind = {
  id: "say",
  words: "what is said",
  asks: (request) => /\b(say|says|saying|shout|said)\b/.test(request) && !REMOVING.test(request),
  apply(context) {
    const words = wordsToSay(context.written);
    if (!words || /[[\]]/.test(words)) return false;
    const sayBlocks = (sprites: TEditTarget[]) => context.project.blocks.filter((placed) => SAY_OPCODES.has(placed.block.opcode) && sprites.includes(placed.target) && placed.block.inputs.MESSAGE?.type === "literal");
    // "make it say hi": the sprite that already talks, else the first sprite
    const talking = context.named.length === 0 ? sayBlocks(context.project.targets)[0]?.target : undefined;
    const sprites = talking ? [talking] : spritesOrFirst(context);
    const said = sayBlocks(sprites);
    // "say ouch when it hits the paddle" adds a line at that moment; otherwise what it says changes
    const atMoment = /\b(when|if|each time|every time|after)\b/.test(context.request) && !/\binstead\b|\bchange what\b/.test(context.request);
    const first = atMoment ? undefined : said[0];
    if (first) {
      const message = first.block.inputs.MESSAGE;
      const old = message?.type === "literal" ? message.value : "";
      const line = context.project.lines[first.block.line - 1]!;
      if (context.editor.touched(first.block.line) || line.split(`[${old}]`).length !== 2) return false;
      context.editor.replace(first.block.line, line.replace(`[${old}]`, `[${words}]`));
      context.done.push(`the ${first.target.name} says "${words}"`);
      return true;
    }
    const sprite = sprites[0];
    if (!sprite || sprite.isStage) return false;
    const at = momentOf({ ...context, named: context.named.length > 0 ? context.named : [sprite] });
    if (at) context.editor.insertAfter(at.block.line, [`say [${words}] for (2) seconds`]);
    else context.editor.insertAfter(sprite.lastLine, ["", "when this sprite clicked", `say [${words}] for (2) seconds`]);
    context.done.push(`the ${sprite.name} says "${words}"`);
    return true;
  },
};
