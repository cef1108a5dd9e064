import { escapeRegExp } from "../../../../blocks";
import { dropSprites } from "./offline.unasked";

/**
 * What the child turns away is not built (issue 26). "10 points for each click instead of 1",
 * "jump 50 rather than 20": the number after "instead of" is the one the child does not want. A
 * script that uses it, and not the wanted number, was read from the words the child turned away;
 * it goes (with its sentence). A number the request also asks for elsewhere stays.
 */
export function dropTurnedAwayValues(prompt: string, text: string): string {
  const lower = prompt.toLowerCase();
  let kept = text;
  for (const m of lower.matchAll(/(-?\d+(?:\.\d+)?)\b[^.;!?\d]{0,40}?\b(?:instead of|rather than)\s+(-?\d+(?:\.\d+)?)\b/g)) {
    const wanted = m[1] as string;
    const unwanted = m[2] as string;
    const said = [...lower.matchAll(new RegExp(`(?<![\\d.])${escapeRegExp(unwanted)}(?![\\d.])`, "g"))].length;
    if (said !== 1) continue;
    const chunks = kept.split(/\n(?=\n)/);
    kept = chunks
      .filter((chunk) => {
        const blocks = chunk.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("//"));
        if (!/^when /.test(blocks[0] ?? "")) return true;
        const values = blocks.flatMap((line) => [...line.matchAll(/\((-?\d+(?:\.\d+)?)\)/g)].map((v) => v[1] as string));
        return !(values.includes(unwanted) && !values.includes(wanted) && values.every((value) => value === unwanted || value === "0"));
      })
      .join("\n");
  }
  return kept.replace(/\n{3,}/g, "\n\n");
}

/**
 * A sprite made of words only named as left out ("hack the rules of our game" gave a Rule) does
 * nothing and is no character built: when it has no script, no other sprite points at it, and
 * every time the request says its name is inside a part named as not built, it goes.
 */
export function dropSpritesOfUnbuiltWords(prompt: string, leftOut: readonly string[], text: string, explanation: string): { text: string; explanation: string } {
  const lower = prompt.toLowerCase();
  const unbuilt = leftOut.map((part) => part.toLowerCase().replace(/^["“]|["”]$/g, "")).filter((part) => part.length > 0);
  if (unbuilt.length === 0) return { text, explanation };
  const spans: [number, number][] = unbuilt.flatMap((part) => [...lower.matchAll(new RegExp(escapeRegExp(part), "g"))].map((m): [number, number] => [m.index, m.index + part.length]));
  const onlyUnbuilt = (name: string) => {
    const said = [...lower.matchAll(new RegExp(`(?<![a-z])${escapeRegExp(name.toLowerCase())}(?:s|es)?(?![a-z])`, "g"))];
    return said.length > 0 && said.every((m) => spans.some(([from, to]) => m.index >= from && m.index < to));
  };
  const idle = (section: string) => !/^when |^define |^\/\/ When /m.test(section);
  return dropSprites(text, explanation, (name, section) => idle(section) && onlyUnbuilt(name));
}
