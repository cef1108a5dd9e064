import type { TJsonTarget } from "./behaviour.static";
import type { TBehaviourProblem } from "./behaviour.types";

/**
 * Two things the engine run cannot show in a few simulated seconds, read from project.json
 * (issue 29): a "run without screen refresh" block whose loop never ends freezes the stage (Scratch
 * runs it half a second a frame and draws nothing), and a project with no script a child can
 * start does nothing at all.
 */

interface TJsonBlock {
  opcode: string;
  next: string | null;
  inputs: Record<string, unknown[]>;
  fields: Record<string, unknown[]>;
  mutation?: { proccode?: string; warp?: string | boolean };
  topLevel?: boolean;
}

const isBlock = (value: unknown): value is TJsonBlock => typeof value === "object" && value !== null && !Array.isArray(value) && "opcode" in value;

/** The hats a child can set off: the green flag, keys, clicks, backdrops, messages, loudness and timers, clones. */
const STARTING_HATS = new Set([
  "event_whenflagclicked",
  "event_whenkeypressed",
  "event_whenthisspriteclicked",
  "event_whenstageclicked",
  "event_whenbackdropswitchesto",
  "event_whengreaterthan",
  "event_whenbroadcastreceived",
  "control_start_as_clone",
  "videoSensing_whenMotionGreaterThan",
  "makeymakey_whenMakeyKeyPressed",
]);

/** Loops that only end by a condition or never. */
const ENDLESS_LOOPS = new Set(["control_forever", "control_repeat_until", "control_while"]);
/** Blocks that hand the frame back even inside a warp block: waiting for time, a sound, an answer. */
const YIELDING = new Set(["control_wait", "control_wait_until", "sensing_askandwait", "sound_playuntildone", "event_broadcastandwait", "looks_sayforsecs", "looks_thinkforsecs", "motion_glidesecstoxy", "motion_glideto", "text2speech_speakAndWait"]);

function blocksUnder(blocks: Record<string, unknown>, id: string | null | undefined, seen = new Set<string>()): TJsonBlock[] {
  const out: TJsonBlock[] = [];
  let at = id ?? null;
  while (at && !seen.has(at)) {
    seen.add(at);
    const block = blocks[at];
    if (!isBlock(block)) break;
    out.push(block);
    for (const input of Object.values(block.inputs)) {
      if (Array.isArray(input) && typeof input[1] === "string") out.push(...blocksUnder(blocks, input[1], seen));
    }
    at = block.next;
  }
  return out;
}

const isWarp = (warp: string | boolean | undefined) => warp === true || warp === "true";

export function freezeProblems(targets: TJsonTarget[]): TBehaviourProblem[] {
  const problems: TBehaviourProblem[] = [];
  for (const target of targets) {
    const blocks = target.blocks as Record<string, unknown>;
    for (const block of Object.values(blocks)) {
      if (!isBlock(block) || block.opcode !== "procedures_definition") continue;
      const prototypeId = Array.isArray(block.inputs.custom_block) ? block.inputs.custom_block[1] : undefined;
      const prototype = typeof prototypeId === "string" ? blocks[prototypeId] : undefined;
      if (!isBlock(prototype) || !isWarp(prototype.mutation?.warp)) continue;
      const body = blocksUnder(blocks, block.next);
      if (body.some((inner) => ENDLESS_LOOPS.has(inner.opcode)) && !body.some((inner) => YIELDING.has(inner.opcode))) {
        const name = (prototype.mutation?.proccode ?? "").replace(/\s*%[sbn]/g, " …").trim();
        problems.push({
          code: "freezes",
          message: `The block "${name}" runs without screen refresh and its loop never ends, so the stage freezes. Turn off "run without screen refresh", or let the loop end.`,
          sprite: target.isStage ? "Stage" : target.name,
        });
      }
    }
  }
  return problems;
}

/** No script starts with a hat a child can set off: pressing the green flag does nothing at all. */
export function nothingStarts(targets: TJsonTarget[]): TBehaviourProblem[] {
  const starts = targets.some((target) => Object.values(target.blocks).some((block) => isBlock(block) && block.topLevel === true && STARTING_HATS.has(block.opcode)));
  return starts ? [] : [{ code: "nothing-happens", message: "No script starts with the green flag, a key, a click or a message, so nothing happens when you play it." }];
}
