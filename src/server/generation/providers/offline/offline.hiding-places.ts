/**
 * Hiding behind something is being somewhere (issue 26). "the Mouse hides behind the Box: it goes
 * to the Box and goes back a layer": when the request says "hide" only of a place (behind, under,
 * inside, among ... something), a script that does nothing but `hide` (out of sight) is a part
 * nobody asked for, and goes with its sentence. A request that also says a character vanishes
 * ("hides", "disappears", "is hidden", "invisible") keeps it.
 */

const HIDING = /\bhid(?:e|es|ing|den)\b/g;
const AT_A_PLACE = /^\s+(?:behind|under|underneath|inside|in|among|beneath|below|beside|next to|in the)\b/;
const VANISHING = /\b(?:disappear|disappears|disappearing|vanish|vanishes|invisible|out of sight|gone|goes away)\b/;

export function dropHidingOutOfSight(prompt: string, text: string): string {
  const lower = prompt.toLowerCase();
  // ("hide and seek" is the game's name)
  const hidings = [...lower.matchAll(HIDING)].filter((m) => !/^[\s-]+(?:and|n|&)[\s-]+seek\b/.test(lower.slice(m.index + m[0].length)));
  if (hidings.length === 0 || VANISHING.test(lower)) return text;
  if (!hidings.every((m) => AT_A_PLACE.test(lower.slice(m.index + m[0].length)))) return text;
  // a script: its sentence, its hat, then `hide` alone
  return text.replace(/(?:^\/\/ When [^\n]*\n)?^when green flag clicked\nhide\n(?=\n|$)/gm, "");
}
