/**
 * A count asked to go down and built going up (issue 26, decision 1320): "the Ghost takes 1
 * away from lives when it touches the Kid" built with `change [lives v] by (1)`. Words that take
 * a number away ("takes 5 away", "loses 2", "minus 3", "down by 4", "goes down 1", "drops by 2",
 * "subtracts 1") ask for the number taken off; when the program changes a variable by that number
 * upwards and never takes it off anything (a change by minus the number, a set to something minus
 * it), the taking away is named as left out, in the request's words.
 */
const TAKE_AWAY = /\b(?:takes? (?:away )?(\d+(?:\.\d+)?)(?: away)?|(?:loses?|losing|lost) (\d+(?:\.\d+)?)|minus (\d+(?:\.\d+)?)|(?:goes|go|going|went|counts?|counting|drops?|dropping|decreases?|decreasing) (?:down )?by (\d+(?:\.\d+)?)|(?:goes|go|going|went|counts?|counting) down (\d+(?:\.\d+)?)|subtracts? (\d+(?:\.\d+)?))\b/gi;

export function signsTurnedUp(prompt: string, text: string): string[] {
  const named: string[] = [];
  for (const m of prompt.replace(/\s+/g, " ").matchAll(TAKE_AWAY)) {
    const said = m.slice(1).find((group) => group !== undefined) as string;
    const value = Number(said);
    const number = String.raw`\(${said.replace(".", "\\.")}\)`;
    const up = new RegExp(String.raw`^\s*change \[[^\]]+ v\] by ${number}`, "m").test(text);
    const down = new RegExp(String.raw`by \(-${said.replace(".", "\\.")}\)|\) - ${number}\)|\(-${said.replace(".", "\\.")}\)`).test(text);
    if (value > 0 && up && !down) named.push(m[0]);
  }
  return [...new Set(named)];
}
