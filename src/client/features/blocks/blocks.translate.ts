import { pictureWords } from "../../../blocks/diff";
import { DEFAULT_BLOCK_LANGUAGE } from "./blocks.languages";

/**
 * Programs are written in English and drawn in the reader's block language by translating the
 * parsed blocks (blocks.renderer.ts). These helpers work on scratchblocks' syntax alone (parse,
 * translate, stringify), so the browser build and `scratchblocks/syntax` in Node use them alike.
 */
type TSyntaxDoc = { translate(language: unknown): void; stringify(): string };
export type TBlocksSyntax = {
  parse(text: string, options: { languages: string[] }): TSyntaxDoc;
  allLanguages: Record<string, unknown>;
};

/**
 * `(size :: variables)` is the author's variable "size" (src/blocks' pictureText marks it so),
 * but scratchblocks still matches it to Looks' size block and would translate its name. A name is
 * never translated: a block whose category was set to a variable or list loses the match.
 */
export function keepOwnNamesUntranslated(doc: unknown): void {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const item = node as { info?: { id?: string; category?: string; categoryIsDefault?: boolean }; children?: unknown[]; blocks?: unknown[]; child?: unknown };
    if (item.info && item.info.categoryIsDefault === false && (item.info.category === "variables" || item.info.category === "list")) {
      delete item.info.id;
    }
    item.children?.forEach(visit);
    item.blocks?.forEach(visit);
    if (item.child) visit(item.child);
  };
  (doc as { scripts: unknown[] }).scripts.forEach(visit);
}

/** English text parsed and translated as a picture in `language` draws it; undefined when that language is not loaded. */
export function translateBlocksDoc(scratchblocks: TBlocksSyntax, text: string, language: string): TSyntaxDoc | undefined {
  const target = language === DEFAULT_BLOCK_LANGUAGE ? undefined : scratchblocks.allLanguages[language];
  if (!target) return undefined;
  const doc = scratchblocks.parse(text, { languages: [DEFAULT_BLOCK_LANGUAGE, language] });
  keepOwnNamesUntranslated(doc);
  doc.translate(target);
  return doc;
}

/**
 * The words one line of a picture's source draws in `language`, compared as pictureWords
 * compares English ones: the line translated on its own (a C-block's first line, without the
 * `end` scratchblocks adds). Change marks use it to find a changed line's block in a picture
 * drawn in another language (issue 30).
 */
export function drawnLineWordsIn(scratchblocks: TBlocksSyntax, language: string): (line: string) => string {
  if (language === DEFAULT_BLOCK_LANGUAGE || !scratchblocks.allLanguages[language]) return pictureWords;
  const known = new Map<string, string>();
  return (line) => {
    let words = known.get(line);
    if (words === undefined) {
      let translated = line;
      try {
        translated = translateBlocksDoc(scratchblocks, line.trim(), language)?.stringify().split("\n")[0] ?? line;
      } catch {
        // a line scratchblocks cannot read alone is compared as written
      }
      words = pictureWords(translated);
      known.set(line, words);
    }
    return words;
  };
}
