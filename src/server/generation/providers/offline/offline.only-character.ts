/**
 * The one character the child names plays the program (issue 26). "Year 4, a singing Kettle: when
 * you click it, it whistles": a program of one sprite left with the default name (Sprite1) takes
 * the name of the one character the request names with a capital after "a", "the", "my" ...,
 * wherever it is said (a title counts). Two such names, or none, leave it as it is.
 */

const SAID_WITH_A_CAPITAL = /\b(?:[Aa]|[Aa]n|[Tt]he|[Mm]y|[Oo]ur|[Yy]our|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z]+\s+)?([A-Z][a-z]{2,})\b(?![-'’])/g;

/** Capitalised words that are no character: times, places of the lesson, languages. */
const NOT_A_CHARACTER = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Scratch|English|Christmas|Easter|Halloween|Diwali|Eid|Lesson|Year|Grade|Class|Level|Week|Unit|Step|Part|Stage|Club|Green|Flag|Sprite)$/;

export function nameTheOnlyCharacter(prompt: string, text: string): string {
  const sprites = [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => (m[1] as string).trim());
  if (sprites.length !== 1 || sprites[0] !== "Sprite1") return text;
  const unquoted = prompt.replace(/["“][^"”]*["”]|'[^']*'/g, " ");
  const names = [...new Set([...unquoted.matchAll(SAID_WITH_A_CAPITAL)].map((m) => m[1] as string).filter((name) => !NOT_A_CHARACTER.test(name)))];
  if (names.length !== 1) return text;
  const name = names[0] as string;
  return text.replace(/^\/\/ sprite: Sprite1$/m, `// sprite: ${name}`).replace(/\(Sprite1 v\)/g, `(${name} v)`);
}
