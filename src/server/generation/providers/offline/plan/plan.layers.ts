import type { TWord } from "./plan.words";

/**
 * "to the front layer", "to the back", "back one layer", "forward 2 layers": Looks' layer blocks.
 * A front or back with no "layer" must end the words ("goes to the back of the queue" is a place).
 */
export function readLayer(rest: readonly TWord[]): { block: string; says: string; length: number } | undefined {
  const text = rest.map((w) => (w.mark ? "," : w.number !== undefined ? "#" : w.word)).join(" ");
  const end = /^(?:to the (front|back)(?: (?:layer|layers))?)(?= ,|$| and| then)/.exec(text);
  if (end) return { block: `go to [${end[1]} v] layer`, says: `goes to the ${end[1]} layer`, length: end[0].split(" ").length };
  const step = /^(back|backward|backwards|forward|forwards|up|down) (one|a|#) layers?\b/.exec(text);
  if (!step) return undefined;
  const count = step[2] === "#" ? (rest[1]?.number as number) : 1;
  const way = /^(?:back|backward|backwards|down)$/.test(step[1] as string) ? "backward" : "forward";
  return { block: `go [${way} v] (${count}) layers`, says: `goes ${way} ${count} layer${count === 1 ? "" : "s"}`, length: 3 };
}
