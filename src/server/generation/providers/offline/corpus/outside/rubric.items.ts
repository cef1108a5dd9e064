/**
 * The rubric items the held-out parts write again and again (rubric.types.ts says what an item
 * means), written once so that every part spells them alike: any sound, any way a game ends, and
 * the usual shapes of a timed loop, a line said for a while, a condition waited for, a turn in a
 * dialogue, the four arrow keys.
 */

/** Any sound: a recorded one, a drum or a note. */
export const SOUND = "play sound * | start sound * | play drum * | play note *";
/** Any way a game can end: everything stops, a message, a "game over" said or shown. */
export const GAME_OVER = "stop all | broadcast * | say game over* | switch backdrop to * | switch costume to * | say you lose*";
/** Whole alternatives of an item (`||`). */
export const anyOf = (...alternatives: string[]): string => alternatives.join(" || ");
/** STEPS once CONDITION holds, on TARGET ("Cat: " or ""): an if in a loop, a wait until, or a repeat until that ends. */
export const once = (target: string, condition: string, steps: string): string =>
  ["if", "wait until", "repeat until"].map((form) => `${target}${form} ${condition}${form === "if" ? " then" : ""} -> ${steps}`).join(" || ");
/** A loop that waits SECONDS and changes VARIABLE by BY, the wait before or after the change. */
export const everySeconds = (seconds: string, variable: string, by: string): string =>
  ["forever", "repeat until *"].flatMap((loop) => [`${loop} -> wait ${seconds} seconds -> change ${variable} by ${by}`, `${loop} -> change ${variable} by ${by} -> wait ${seconds} seconds`]).join(" || ");
/** TEXT said for SECONDS on TARGET after the steps BEFORE: `say … for … seconds`, or a say and then a wait. */
export const sayFor = (target: string, before: string, text: string, seconds: string): string =>
  anyOf(`${target}${before}say ${text} for ${seconds} seconds`, `${target}${before}say ${text} -> wait ${seconds} seconds`);
/** A line said after another character's: the speaker is told (a broadcast) or waits its turn. */
export const saidInTurn = (target: string, text: string): string => anyOf(`${target}when i receive * -> say ${text}`, `${target}wait # seconds -> say ${text}`);
/** Lines said one after the other, each for SECONDS: `say … for …`, or say and wait. */
export const sayEachFor = (target: string, before: string, texts: string[], seconds: string): string =>
  anyOf(`${target}${before}${texts.map((text) => `say ${text} for ${seconds} seconds`).join(" -> ")}`, `${target}${before}${texts.map((text) => `say ${text} -> wait ${seconds} seconds`).join(" -> ")}`);
/** The four arrow keys on TARGET moving BY steps their way. */
export const arrowsBy = (target: string, by: number): string[] => [
  `${target}@key right arrow -> change x by ${by} | move ${by} steps`,
  `${target}@key left arrow -> change x by -${by} | move ${by} steps | move -${by} steps`,
  `${target}@key up arrow -> change y by ${by} | move ${by} steps`,
  `${target}@key down arrow -> change y by -${by} | move ${by} steps | move -${by} steps`,
];
/** A loop that does STEP and waits SECONDS, in either order. */
export const loopWith = (target: string, loop: string, step: string, seconds: string): string =>
  anyOf(`${target}${loop} -> ${step} -> wait ${seconds} seconds`, `${target}${loop} -> wait ${seconds} seconds -> ${step}`);
/** The left and right arrow keys moving TARGET BY steps sideways. */
export const sideArrowsBy = (target: string, by: number): string[] => [
  `${target}@key left arrow -> change x by -${by} | move -${by} steps | move ${by} steps`,
  `${target}@key right arrow -> change x by ${by} | move ${by} steps`,
];
