// Test-only: Scratch's own project validator (scratch-parser 5.2.1, BSD). It checks the JSON
// schema only; src/blocks/sb3/sb3.integrity.ts covers what the schema cannot see.
import parseScratchProject from "scratch-parser";

export type TParserResult = { ok: true; project: Record<string, unknown> } | { ok: false; error: string };

/** Unpacks (for a .sb3), parses and validates a project as Scratch's loader would. */
export function validateWithScratchParser(input: Uint8Array | string): Promise<TParserResult> {
  // scratch-parser tells archives from JSON by Buffer content; a plain Uint8Array view of the
  // same bytes is read the same way by its unzip step.
  return new Promise((resolve) => {
    parseScratchProject(input, false, (error, result) => {
      if (error) resolve({ ok: false, error: typeof error === "string" ? error : JSON.stringify(error) });
      else resolve({ ok: true, project: result[0] });
    });
  });
}
