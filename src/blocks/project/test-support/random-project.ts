// Test-only: seeded random Scratch 3 projects, built as Scratch itself saves them (random ids,
// compact primitives, menu shadows, values hidden under reporters), with names and strings
// chosen to be hard for a text: any Unicode, runs of spaces, no-break and ideographic spaces,
// tabs and newlines, brackets, backslashes, typographic quotes, names that look like numbers,
// end in " v", or are named like menu options and built-in reporters; a variable and a list
// sharing a name, local and global; warp custom blocks whose inputs share names with variables
// and Looks' (size); several costumes, sounds and backdrops with their own bytes.
import { strToU8, zipSync, type Zippable } from "fflate";
import { md5Hex } from "../../sb3/sb3.md5";
import { seededRandom } from "../../sb3/test-support/scratch-vm.harness";

type TRecord = Record<string, unknown>;

const TRICKY_NAMES = ["size", "answer", "x position", "timer", "mouse-pointer", "random position", "edge", "myself", "Stage", "score v", "10", "-3.5", "1e3", "costume1", "next costume", "a//b", "Hide"];
const PIECES = ["a", "Z", "ß", "é", "猫", "ねこ", "ж", "λ", "🙂", "مرحبا", "0", "7", " ", "  ", "\u00A0", "\u3000", "\t", "\n", "[", "]", "(", ")", "<", ">", "\\", "“", "”", "‘", "’", "\"", "'", ",", ":", "=", "v", " v", "//", "%", "#", "@", "::"];

export interface TRandomProject {
  sb3: Uint8Array;
  json: TRecord;
}

export function randomProject(seed: number): TRandomProject {
  const next = seededRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  let counter = 0;
  const uid = () => {
    counter += 1;
    // Scratch's ids are 20 random characters from a wide alphabet.
    const alphabet = "!#$%()*+,-./:;=?@[]^_`{|}~ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    return `${Array.from({ length: 12 }, () => alphabet[int(alphabet.length)]).join("")}${counter}`;
  };
  const text = (min = 0): string => {
    const length = min + int(6);
    let out = Array.from({ length }, () => pick(PIECES)).join("");
    if (out.length < min) out += "x";
    return out;
  };
  const name = (taken: Set<string>): string => {
    for (;;) {
      const candidate = chance(0.3) ? pick(TRICKY_NAMES) : text(1);
      // Scratch trims nothing, but a name of only white space would be no name at all.
      if (candidate.trim() === "" || taken.has(candidate)) continue;
      taken.add(candidate);
      return candidate;
    }
  };
  const number = () => pick([String(int(200) - 100), (next() * 1000 - 500).toString(), "0.1", "-0", "1e2", " 5", "3 "]);

  const assets: Record<string, Uint8Array> = {};
  const asset = (ext: "svg" | "wav" | "png") => {
    const bytes = ext === "svg" ? strToU8(`<svg xmlns="http://www.w3.org/2000/svg" width="${1 + int(200)}" height="${1 + int(200)}"><!--${seed}-${counter}-${next()}--></svg>`) : Uint8Array.from({ length: 64 + int(256) }, () => int(256));
    const assetId = md5Hex(bytes);
    assets[`${assetId}.${ext}`] = bytes;
    return { assetId, md5ext: `${assetId}.${ext}`, dataFormat: ext };
  };
  const costumes = (count: number) => {
    const taken = new Set<string>();
    return Array.from({ length: count }, () => ({ name: name(taken), bitmapResolution: 1, rotationCenterX: int(100), rotationCenterY: int(100), ...asset(pick(["svg", "png"] as const)) }));
  };
  const sounds = (count: number) => {
    const taken = new Set<string>();
    return Array.from({ length: count }, () => ({ name: name(taken), rate: 22050, sampleCount: int(5000), format: "", ...asset("wav") }));
  };

  // Data: globals on the stage, locals on sprites, a variable and a list sharing names.
  const globalNames = new Set<string>();
  const stageVariables: Record<string, [string, string | number]> = {};
  const stageLists: Record<string, [string, (string | number)[]]> = {};
  const broadcasts: Record<string, string> = {};
  for (let i = 0; i < 1 + int(3); i += 1) stageVariables[uid()] = [name(globalNames), chance(0.5) ? int(100) : text()];
  for (const [, [shared]] of Object.entries(stageVariables).slice(0, 1)) stageLists[uid()] = [shared, [text(), int(9)]];
  for (let i = 0; i < int(2); i += 1) stageLists[uid()] = [name(globalNames), [text()]];
  const messageNames = new Set<string>();
  for (let i = 0; i < 1 + int(2); i += 1) broadcasts[uid()] = name(messageNames);
  // Messages differing only by trailing space are two messages.
  const firstMessage = Object.values(broadcasts)[0]!;
  if (!messageNames.has(`${firstMessage} `)) broadcasts[uid()] = `${firstMessage} `;

  function scripts(isStage: boolean, variables: Record<string, [string, unknown]>, lists: Record<string, [string, unknown]>, ownCostumes: { name: string }[]): Record<string, unknown> {
    const blocks: Record<string, unknown> = {};
    const put = (block: TRecord, parent: string | null): string => {
      const id = uid();
      blocks[id] = { next: null, parent, inputs: {}, fields: {}, shadow: false, topLevel: parent === null, ...block };
      if (parent === null) Object.assign(blocks[id] as TRecord, { x: int(900), y: int(900) });
      return id;
    };
    const chain = (ids: string[]) => ids.forEach((id, index) => {
      if (index > 0) {
        (blocks[ids[index - 1]!] as TRecord).next = id;
        (blocks[id] as TRecord).parent = ids[index - 1]!;
      }
    });
    const allVariables = { ...variables, ...(isStage ? {} : stageVariables) };
    const allLists = { ...lists, ...(isStage ? {} : stageLists) };
    const variable = () => pick(Object.entries(allVariables));
    const list = () => pick(Object.entries(allLists));
    const message = () => pick(Object.entries(broadcasts));
    const literal = (): unknown[] => [10, text()];

    const statement = (parent: string, custom?: { args: string[]; kinds: string[] }): string => {
      const kind = int(custom ? 11 : 9);
      switch (kind) {
        case 0:
          return put({ opcode: "looks_say", inputs: { MESSAGE: [1, literal()] } }, parent);
        case 1: {
          const [id, [n]] = variable();
          return put({ opcode: "data_setvariableto", fields: { VARIABLE: [n, id] }, inputs: { VALUE: [1, literal()] } }, parent);
        }
        case 2: {
          const [id, [n]] = variable();
          return put({ opcode: "data_changevariableby", fields: { VARIABLE: [n, id] }, inputs: { VALUE: [1, [4, number()]] } }, parent);
        }
        case 3: {
          if (Object.keys(allLists).length === 0) return put({ opcode: "looks_say", inputs: { MESSAGE: [1, literal()] } }, parent);
          const [id, [n]] = list();
          return put({ opcode: "data_addtolist", fields: { LIST: [n, id] }, inputs: { ITEM: [1, literal()] } }, parent);
        }
        case 4: {
          // A variable dropped over a typed-in value: the value stays underneath.
          const [id, [n]] = variable();
          return put({ opcode: "looks_sayforsecs", inputs: { MESSAGE: [3, [12, n, id], literal()], SECS: [1, [4, number()]] } }, parent);
        }
        case 5: {
          const [mid, mname] = message();
          return put({ opcode: "event_broadcast", inputs: { BROADCAST_INPUT: [1, [11, mname, mid]] } }, parent);
        }
        case 6: {
          if (Object.keys(allLists).length === 0) return put({ opcode: "looks_say", inputs: { MESSAGE: [1, literal()] } }, parent);
          const [lid, [ln]] = list();
          const say = put({ opcode: "looks_say" }, parent);
          const item = put({ opcode: "data_itemoflist", fields: { LIST: [ln, lid] }, inputs: { INDEX: [1, [7, pick(["1", "last", "random", "2"])]] } }, say);
          (blocks[say] as TRecord).inputs = { MESSAGE: [3, item, [10, text()]] };
          return say;
        }
        case 7: {
          const costume = pick(ownCostumes).name;
          const opcode = isStage ? "looks_switchbackdropto" : "looks_switchcostumeto";
          const block = put({ opcode }, parent);
          const menu = put({ opcode: isStage ? "looks_backdrops" : "looks_costume", fields: { [isStage ? "BACKDROP" : "COSTUME"]: [costume, null] }, shadow: true, topLevel: false }, block);
          (blocks[block] as TRecord).inputs = { [isStage ? "BACKDROP" : "COSTUME"]: [1, menu] };
          return block;
        }
        case 8: {
          const [id, [n]] = variable();
          const ifBlock = put({ opcode: "control_if" }, parent);
          const equals = put({ opcode: "operator_equals", inputs: { OPERAND1: [3, [12, n, id], [10, ""]], OPERAND2: [1, literal()] } }, ifBlock);
          const body = statement(ifBlock, custom);
          (blocks[ifBlock] as TRecord).inputs = { CONDITION: [2, equals], SUBSTACK: [2, body] };
          return ifBlock;
        }
        default: {
          // Inside a define: its inputs, a variable of an input's name, and Looks' size.
          const index = int(custom!.args.length);
          const argName = custom!.args[index]!;
          const say = put({ opcode: "looks_say" }, parent);
          const choice = int(3);
          let value: unknown;
          if (choice === 0) value = put({ opcode: custom!.kinds[index] === "%b" ? "argument_reporter_boolean" : "argument_reporter_string_number", fields: { VALUE: [argName, null] } }, say);
          else if (choice === 1 && !isStage) value = put({ opcode: "looks_size" }, say);
          else {
            const [vid, [vn]] = variable();
            value = [12, vn, vid];
          }
          (blocks[say] as TRecord).inputs = { MESSAGE: [3, value, [10, ""]] };
          return say;
        }
      }
    };

    const script = (hat: TRecord) => {
      const top = put(hat, null);
      const ids = [top];
      for (let i = 0; i < 1 + int(4); i += 1) ids.push(statement(ids[ids.length - 1]!));
      chain(ids);
    };
    script({ opcode: "event_whenflagclicked" });
    // Reporters lying loose on the canvas: a variable (stored compactly) and a block.
    if (chance(0.5)) {
      const [vid, [vn]] = variable();
      blocks[uid()] = [12, vn, vid, int(500), int(500)];
    }
    if (chance(0.5)) put({ opcode: "operator_join", inputs: { STRING1: [1, literal()], STRING2: [1, literal()] } }, null);
    // Other extensions' blocks: a hat with a menu, stack blocks, a reporter in a slot.
    if (chance(0.5)) {
      const hat = put({ opcode: "makeymakey_whenMakeyKeyPressed" }, null);
      const key = put({ opcode: "makeymakey_menu_KEY", fields: { KEY: [pick(["SPACE", "LEFT", "a"]), null] }, shadow: true, topLevel: false }, hat);
      (blocks[hat] as TRecord).inputs = { KEY: [1, key] };
      const speak = put({ opcode: "text2speech_speakAndWait", inputs: { WORDS: [1, literal()] } }, hat);
      const voice = put({ opcode: "text2speech_setVoice" }, speak);
      const menu = put({ opcode: "text2speech_menu_voices", fields: { voices: [pick(["ALTO", "TENOR", "KITTEN"]), null] }, shadow: true, topLevel: false }, voice);
      (blocks[voice] as TRecord).inputs = { VOICE: [1, menu] };
      const say = put({ opcode: "looks_say" }, voice);
      const translate = put({ opcode: "translate_getTranslate" }, say);
      const language = put({ opcode: "translate_menu_languages", fields: { languages: [pick(["fr", "ja", "ar"]), null] }, shadow: true, topLevel: false }, translate);
      (blocks[translate] as TRecord).inputs = { WORDS: [1, literal()], LANGUAGE: [1, language] };
      (blocks[say] as TRecord).inputs = { MESSAGE: [3, translate, [10, text()]] };
      chain([hat, speak, voice, say]);
    }
    const [mid, mname] = message();
    script({ opcode: "event_whenbroadcastreceived", fields: { BROADCAST_OPTION: [mname, mid] } });

    // A custom block: run without screen refresh or not, inputs named like variables and (size).
    const argTaken = new Set<string>();
    const argNames: string[] = [];
    for (let i = 0; i < 1 + int(2); i += 1) {
      const wanted = chance(0.5) ? pick(["size", ...Object.values(allVariables).map(([n]) => n)]) : undefined;
      if (wanted !== undefined && !argTaken.has(wanted)) {
        argTaken.add(wanted);
        argNames.push(wanted);
      } else argNames.push(name(argTaken));
    }
    const kinds = argNames.map(() => (chance(0.25) ? "%b" : "%s"));
    const labelTaken = new Set<string>();
    // (A custom block always has a word of its own: one made of inputs alone has no text form yet.)
    const label = chance(0.3) ? pick(["Hide", "move", "say", "show"]) : name(labelTaken).replace(/%/g, "").trim() || "do";
    const proccode = `${label} ${kinds.join(" ")}`;
    const argumentIds = argNames.map(() => uid());
    const definition = put({ opcode: "procedures_definition" }, null);
    const prototype = put({
      opcode: "procedures_prototype",
      shadow: true,
      topLevel: false,
      mutation: { tagName: "mutation", children: [], proccode, argumentids: JSON.stringify(argumentIds), argumentnames: JSON.stringify(argNames), argumentdefaults: JSON.stringify(kinds.map((k) => (k === "%b" ? "false" : ""))), warp: chance(0.5) ? "true" : "false" },
    }, definition);
    const prototypeInputs: TRecord = {};
    argNames.forEach((argName, index) => {
      prototypeInputs[argumentIds[index]!] = [1, put({ opcode: kinds[index] === "%b" ? "argument_reporter_boolean" : "argument_reporter_string_number", fields: { VALUE: [argName, null] }, shadow: true, topLevel: false }, prototype)];
    });
    (blocks[prototype] as TRecord).inputs = prototypeInputs;
    (blocks[definition] as TRecord).inputs = { custom_block: [1, prototype] };
    const body = [definition];
    for (let i = 0; i < 1 + int(3); i += 1) body.push(statement(body[body.length - 1]!, { args: argNames, kinds }));
    chain(body);
    const mutation = blocks[prototype] as { mutation: TRecord };
    const callInputs: TRecord = {};
    const call = put({ opcode: "procedures_call", mutation: { tagName: "mutation", children: [], proccode, argumentids: JSON.stringify(argumentIds), warp: mutation.mutation.warp } }, null);
    argumentIds.forEach((argumentId, index) => {
      if (kinds[index] === "%s") callInputs[argumentId] = [1, [10, text()]];
    });
    (blocks[call] as TRecord).inputs = callInputs;
    const hat = put({ opcode: "event_whenkeypressed", fields: { KEY_OPTION: [pick(["space", "a", "left arrow", "any"]), null] } }, null);
    chain([hat, call]);
    (blocks[call] as TRecord).topLevel = false;
    delete (blocks[call] as TRecord).x;
    delete (blocks[call] as TRecord).y;
    return blocks;
  }

  const backdrops = costumes(1 + int(3));
  const stage: TRecord = {
    isStage: true,
    name: "Stage",
    variables: stageVariables,
    lists: stageLists,
    broadcasts,
    blocks: {},
    comments: {},
    currentCostume: int(backdrops.length),
    costumes: backdrops,
    sounds: sounds(int(3)),
    volume: int(101),
    layerOrder: 0,
    tempo: 20 + int(200),
    videoTransparency: int(100),
    videoState: pick(["on", "off", "on-flipped"]),
    textToSpeechLanguage: null,
  };
  stage.blocks = scripts(true, stageVariables, stageLists, backdrops);

  const spriteNames = new Set<string>(["Stage", "_stage_"]);
  const sprites = Array.from({ length: 1 + int(3) }, (_, index): TRecord => {
    const spriteName = name(spriteNames);
    const localNames = new Set<string>();
    const variables: Record<string, [string, string | number]> = {};
    const lists: Record<string, [string, (string | number)[]]> = {};
    // Local names never repeat a global of the same kind (Scratch refuses those too).
    for (const n of Object.values(stageVariables).map(([v]) => v)) localNames.add(n);
    for (let i = 0; i < 1 + int(2); i += 1) variables[uid()] = [name(localNames), chance(0.5) ? number() : text()];
    // A local list with a global variable's name, and a local list sharing a local variable's.
    // (Never a local list named like a global list: Scratch itself refuses to make one.)
    const globalListNames = new Set(Object.values(stageLists).map(([n]) => n));
    const sharedName = pick(Object.values(stageVariables))[0];
    if (!globalListNames.has(sharedName)) lists[uid()] = [sharedName, [text()]];
    if (chance(0.5)) lists[uid()] = [Object.values(variables)[0]![0], []];
    const own = costumes(1 + int(3));
    return {
      isStage: false,
      name: spriteName,
      variables,
      lists,
      broadcasts: {},
      blocks: scripts(false, variables, lists, own),
      comments: {},
      currentCostume: int(own.length),
      costumes: own,
      sounds: sounds(int(3)),
      volume: int(101),
      layerOrder: index + 1,
      visible: chance(0.7),
      x: next() * 480 - 240,
      y: next() * 360 - 180,
      size: 1 + next() * 300,
      direction: next() * 360 - 180,
      draggable: chance(0.3),
      rotationStyle: pick(["all around", "left-right", "don't rotate"]),
    };
  });
  const json: TRecord = { targets: [stage, ...sprites], monitors: [], extensions: ["makeymakey", "text2speech", "translate"], meta: { semver: "3.0.0", vm: "0.2.0", agent: "random-project test" } };
  const files: Zippable = { "project.json": strToU8(JSON.stringify(json)) };
  for (const [fileName, bytes] of Object.entries(assets)) files[fileName] = bytes;
  return { sb3: zipSync(files, { level: 1, mtime: new Date(Date.UTC(2024, 0, 1)) }), json };
}
