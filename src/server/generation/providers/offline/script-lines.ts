import { walkBlocks, type TProjectTarget } from "../../../../blocks";

type TScript = TProjectTarget["program"]["scripts"][number];

/**
 * The project text's own lines of one script, from its hat to its last block (the closing `end`
 * lines in between say nothing a reader checks), without comment lines, each read by `read` and
 * kept when not empty. The coverage check and the corpus's rubric check both read scripts so.
 */
export function scriptSourceLines(textLines: readonly string[], script: TScript, read: (line: string) => string): string[] {
  let last = script.line;
  walkBlocks(script.blocks, (block) => {
    last = Math.max(last, block.line);
  });
  return textLines
    .slice(script.line - 1, last)
    .filter((line) => !line.trim().startsWith("//"))
    .map(read)
    .filter((line) => line.length > 0);
}
