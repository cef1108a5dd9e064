import { escapeRegExp } from "../../../../blocks";

/** Words that ask for a drawing, or for the pen itself. */
const DRAWING_ASKED = /\b(?:draw\w*|drew|pen|pens|paint\w*|sketch\w*|trails?|lines?|write|writes|shapes?|circles?|squares?|triangles?|rectangles?|polygons?|pentagons?|hexagons?|octagons?|stars?|spirals?|flowers?|patterns?|stamps?|stamping|art|picture|colou?ring|scribbl\w*|logo|turtle graphics)\b/;

/**
 * "the Bee buzzes round and round" answered with a circle drawn by the pen (decision 1730): a
 * drawing the request never asked for stands in for a movement. A sprite the request says moves
 * ("buzzes round", "flies about") whose script puts the pen down is named with what it was to do.
 */
export function drawingsNotAsked(prompt: string, text: string): string[] {
  if (DRAWING_ASKED.test(prompt.toLowerCase())) return [];
  const named: string[] = [];
  for (const section of text.split(/^(?=\/\/ sprite: )/m)) {
    const name = /^\/\/ sprite: (.+)$/m.exec(section)?.[1]?.trim();
    if (name === undefined || !/^\s*pen down$/m.test(section)) continue;
    // (only a sprite the request names as going somewhere: a maze's walls or a kite's picture drawn with the pen are its look)
    if (!new RegExp(`\\b${escapeRegExp(name.toLowerCase())}\\b[^.;:!?]*?\\b(?:round|around|about|orbits?|orbiting|spins?|spinning|whirls?|twirls?|flies|fly|flying|buzz\\w*|swims?|swimming|moves?|moving|walks?|walking|runs?|running|wanders?)\\b`).test(prompt.toLowerCase())) continue;
    named.push(`what the ${name} does, as moves (not a drawing with the pen)`);
  }
  return named;
}
