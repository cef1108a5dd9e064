import type { Block, InputValue, Program } from "../../../../../blocks";

/**
 * The behaviours a parsed program really has, as "trigger>action" pairs read from parseProgram's
 * tree (never from the text): the hat of each script, narrowed by the `if` it sits in when that
 * tests a key or touching something, paired with every action block below it.
 */

function trigger(hat: Block | undefined): string | undefined {
  if (!hat) return undefined;
  switch (hat.opcode) {
    case "event_whenflagclicked":
      return "flag";
    case "event_whenkeypressed":
      return `key:${hat.fields.KEY_OPTION?.value ?? "?"}`;
    case "event_whenthisspriteclicked":
    case "event_whenstageclicked":
      return "click";
    case "event_whenbroadcastreceived":
      return "message";
    case "control_start_as_clone":
      return "clone";
    case "event_whengreaterthan":
      return "loud";
    case "procedures_definition":
      return "define";
    default:
      return hat.shape === "hat" ? hat.opcode : undefined;
  }
}

function inputBlock(value: InputValue | undefined): Block | undefined {
  return value?.type === "block" ? value.block : undefined;
}

/** The trigger an `if` condition adds: a key, or what the sprite touches. */
function conditionTrigger(condition: Block | undefined): string | undefined {
  if (!condition) return undefined;
  if (condition.opcode === "sensing_keypressed") {
    const menu = condition.inputs.KEY_OPTION;
    const key = menu?.type === "menu" ? menu.value : menu?.type === "literal" ? menu.value : inputBlock(menu)?.fields.KEY_OPTION?.value;
    return `key:${key ?? "?"}`;
  }
  if (condition.opcode === "sensing_touchingobject") {
    const menu = condition.inputs.TOUCHINGOBJECTMENU;
    const value = menu?.type === "menu" ? menu.value : inputBlock(menu)?.fields.TOUCHINGOBJECTMENU?.value;
    return value === "_edge_" ? "touch:edge" : value === "_mouse_" ? "touch:mouse" : "touch:sprite";
  }
  if (condition.opcode === "sensing_touchingcolor" || condition.opcode === "sensing_coloristouchingcolor") return "touch:colour";
  if (condition.opcode === "operator_and" || condition.opcode === "operator_or") {
    return conditionTrigger(inputBlock(condition.inputs.OPERAND1)) ?? conditionTrigger(inputBlock(condition.inputs.OPERAND2));
  }
  return undefined;
}

function literal(value: InputValue | undefined): number | undefined {
  return value?.type === "literal" && /^-?\d+(?:\.\d+)?$/.test(value.value) ? Number(value.value) : undefined;
}

function effect(block: Block): string {
  const name = (block.fields.EFFECT?.value ?? "").toUpperCase();
  return name === "GHOST" ? "ghost" : "colour";
}

/** The action an opcode stands for, in the corpus's words. */
function action(block: Block, insideRepeat: boolean, risesAndFalls: boolean): string | undefined {
  switch (block.opcode) {
    case "motion_movesteps":
    case "motion_changexby":
    case "motion_setx":
    case "motion_sety":
    case "motion_gotoxy":
    case "motion_glidesecstoxy":
      return "move";
    case "motion_changeyby":
      return insideRepeat && risesAndFalls ? "jump" : "move";
    case "motion_turnright":
    case "motion_turnleft":
    case "motion_pointindirection":
    case "motion_pointtowards":
      return "turn";
    case "motion_goto":
    case "motion_glideto": {
      const menu = block.inputs.TO;
      const value = menu?.type === "menu" ? menu.value : inputBlock(menu)?.fields.TO?.value;
      return value === "_random_" ? "random" : "move";
    }
    case "motion_ifonedgebounce":
      return "bounce";
    case "looks_sayforsecs":
    case "looks_say":
      return "say";
    case "looks_thinkforsecs":
    case "looks_think":
      return "think";
    case "sound_play":
    case "sound_playuntildone":
      return "sound";
    case "music_playDrumForBeats":
    case "music_playNoteForBeats":
      return "music";
    case "looks_changeeffectby":
    case "looks_seteffectto":
      return effect(block);
    case "looks_cleargraphiceffects":
      return "colour";
    case "looks_changesizeby":
    case "looks_setsizeto":
      return "size";
    case "looks_hide":
      return "hide";
    case "looks_show":
      return "show";
    case "looks_nextcostume":
    case "looks_switchcostumeto":
      return "costume";
    case "looks_nextbackdrop":
    case "looks_switchbackdropto":
      return "backdrop";
    case "data_changevariableby":
      return "score";
    case "control_stop":
      return "stop";
    case "control_create_clone_of":
      return "clone";
    case "pen_penDown":
      return "pen";
    case "sensing_askandwait":
      return "ask";
    case "control_wait":
      return "wait";
    default:
      return undefined;
  }
}

/** A repeat that raises the sprite and one that lowers it: the shape of a jump. */
function risesAndFalls(blocks: Block[]): boolean {
  const ys: number[] = [];
  const walk = (list: Block[]) => {
    for (const block of list) {
      if (block.opcode === "motion_changeyby") {
        const value = literal(block.inputs.DY);
        if (value !== undefined) ys.push(value);
        else ys.push(0);
      }
      walk(block.substacks.SUBSTACK ?? []);
      walk(block.substacks.SUBSTACK2 ?? []);
    }
  };
  walk(blocks);
  return ys.some((y) => y > 0) && ys.some((y) => y < 0);
}

export function behaviourPairs(program: Program): Set<string> {
  const pairs = new Set<string>();
  for (const script of program.scripts) {
    const [hat, ...rest] = script.blocks;
    const hatTrigger = trigger(hat);
    if (!hatTrigger) continue;
    const jumpShape = risesAndFalls(rest);
    // `current` is the narrowest trigger (a key or a touch the `if` tests); `outer` the one that
    // still holds around a sprite touch: a score under `if <touching (Paddle v)?>` in the Ball's
    // loop is the touch's and the game's (no request expects "touch:sprite"; docs/decisions/870)
    const walk = (blocks: Block[], current: string, insideRepeat: boolean, outer = current) => {
      for (const block of blocks) {
        const name = action(block, insideRepeat, jumpShape);
        if (name) pairs.add(`${current}>${name}`);
        if (name && outer !== current) pairs.add(`${outer}>${name}`);
        const isIf = block.opcode === "control_if" || block.opcode === "control_if_else";
        const narrowed = isIf ? conditionTrigger(inputBlock(block.inputs.CONDITION)) ?? current : current;
        // a jump is a counted repeat up and one down; change y in a forever loop is moving
        const repeats = insideRepeat || block.opcode === "control_repeat";
        const around = narrowed === "touch:sprite" ? outer : narrowed;
        walk(block.substacks.SUBSTACK ?? [], narrowed, repeats, around);
        walk(block.substacks.SUBSTACK2 ?? [], isIf ? current : narrowed, repeats, isIf ? outer : around);
      }
    };
    walk(rest, hatTrigger, false);
  }
  return pairs;
}
