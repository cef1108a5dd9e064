/**
 * "the Robot asks your name, then says hello": two scripts of one sprite that start together (the
 * same hat) and both ask a question fight on the stage, the second question hiding the first (the
 * run check names it). Asked one after the other in one script, every question is asked: the
 * scripts that end are joined in their order, one that runs for ever goes last. Nothing is added
 * or lost; when two of them run for ever, nothing can go after either and the program stays as it is.
 */
export function askInTurn(text: string): string {
  const blocks = text.split("\n\n");
  const firstLine = (block: string) => block.split("\n").find((line) => !line.startsWith("//")) ?? "";
  const asks = (block: string) => block.split("\n").some((line) => /^\s*ask [[(]/.test(line));
  const runsForEver = (block: string) => block.split("\n").some((line) => /^\s*forever\b/.test(line));
  // the blocks of one sprite, by the hat they start with
  const groups: number[][] = [];
  let bySprite = new Map<string, number[]>();
  blocks.forEach((block, i) => {
    if (/^\/\/ (?:sprite:|stage\b)/.test(block)) {
      bySprite = new Map();
      return;
    }
    const hat = firstLine(block);
    if (!hat.startsWith("when ") || !asks(block)) return;
    const group = bySprite.get(hat) ?? [];
    if (group.length === 0) {
      bySprite.set(hat, group);
      groups.push(group);
    }
    group.push(i);
  });
  const joined = new Map<number, string>();
  const gone = new Set<number>();
  for (const group of groups) {
    if (group.length < 2) continue;
    const forEver = group.filter((i) => runsForEver(blocks[i] as string));
    if (forEver.length > 1) continue;
    const order = [...group.filter((i) => !forEver.includes(i)), ...forEver];
    const [first, ...rest] = order as [number, ...number[]];
    const lines = (blocks[first] as string).split("\n");
    const comments = lines.filter((line) => line.startsWith("//"));
    const body = lines.filter((line) => !line.startsWith("//"));
    for (const i of rest) {
      const other = (blocks[i] as string).split("\n");
      comments.push(...other.filter((line) => line.startsWith("//")).map((line) => line.replace(/^\/\/\s*(?:when [^:]*:\s*)?/i, "then ")));
      body.push(...other.filter((line) => !line.startsWith("//")).slice(1));
      gone.add(i);
    }
    // one comment for the one script: what each part did, in order
    const comment = comments.length > 0 ? [comments.map((line) => line.replace(/^\/\/\s*/, "")).join(", ")].map((said) => `// ${said}`) : [];
    joined.set(first, [...comment, ...body].join("\n"));
  }
  if (joined.size === 0) return text;
  return blocks.flatMap((block, i) => (gone.has(i) ? [] : [joined.get(i) ?? block])).join("\n\n");
}
