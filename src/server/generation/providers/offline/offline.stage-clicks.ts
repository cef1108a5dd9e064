/**
 * "when the stage is clicked the Fish glides to the mouse", "clicking the backdrop makes ...":
 * a click the request says of the stage starts the stage's `when stage clicked`, which tells the
 * sprites (a broadcast), and what was asked runs on that message. A program that put those steps
 * under `when this sprite clicked` runs them only when the sprite itself is clicked.
 *
 * The mend is made only when the request clicks nothing but the stage: a click said of a
 * character ("click the Cat", "clicking it") keeps the sprite's own click scripts.
 */

/** The stage (or its backdrop) said as what is clicked, in the words children use. */
const STAGE_CLICK =
  /\b(?:the )?(?:stage|backdrop|background|screen)\s+(?:is |gets |was )?(?:clicked|tapped)\b|\b(?:click|clicks|clicking|tap|taps|tapping)\s+(?:on\s+|anywhere on\s+)?(?:the\s+)?(?:stage|backdrop|background|screen)\b/;

/** A click said of a character: "click the Cat", "clicking it", "when it is clicked", "click on him". */
const CHARACTER_CLICK = /\b(?:click|clicks|clicking|clicked|tap|taps|tapping|tapped)\s+(?:on\s+)?(?:it|him|her|them|the\s+[a-z]+|[a-z]+'s|a\s+[a-z]+|my\s+[a-z]+)\b|\b(?:it|he|she|they)\s+(?:is|are|gets|get)\s+(?:clicked|tapped)\b/;

/** The message a stage click sends, as the plan compiler names it. */
const MESSAGE = "stage clicked";

export function stageClicksAsMessages(prompt: string, text: string): string {
  const lower = prompt.toLowerCase();
  if (!STAGE_CLICK.test(lower)) return text;
  const rest = lower.replace(new RegExp(STAGE_CLICK.source, "g"), " ").replace(/\b(?:green )?flag (?:is |gets |was )?click(?:ed|s)?\b|\bclick(?:s|ing)? (?:on )?the (?:green )?flag\b/g, " ");
  if (CHARACTER_CLICK.test(rest)) return text;
  const lines = text.split("\n");
  if (lines.includes("when stage clicked") || !lines.includes("when this sprite clicked")) return text;
  const mended = lines.map((line, i) => {
    if (line === "when this sprite clicked") return `when I receive [${MESSAGE} v]`;
    // the comment above the hat says the click as the stage's
    if (line.startsWith("// When you click") && lines[i + 1] === "when this sprite clicked") return line.replace(/^\/\/ When you click [^:]*:/, "// When you click the stage:");
    return line;
  });
  const firstSprite = mended.findIndex((line) => line.startsWith("// sprite: "));
  if (firstSprite < 0) return text;
  // the stage's section opens the program; one is started when the program has none
  const header = mended.slice(0, firstSprite).some((line) => /^\/\/ stage\b/.test(line)) ? [] : ["// stage", ""];
  const stage = [...header, "// When you click the stage: it tells the sprites", "when stage clicked", `broadcast [${MESSAGE} v]`, ""];
  return [...mended.slice(0, firstSprite), ...stage, ...mended.slice(firstSprite)].join("\n");
}
