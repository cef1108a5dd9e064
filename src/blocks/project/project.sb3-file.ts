// Reads project.json out of a .sb3 file the user picked, in the browser, before anything else
// looks at it. A .sb3 is a zip; a hostile one can be huge, lie about its sizes (a zip bomb), or
// hold something that is not JSON. Each case ends in a ProjectImportError with plain words.
import { unzipSync } from "fflate";
import { ProjectImportError } from "./project.import";

/** Scratch's own limit for a shared project is far below this. */
export const MAX_SB3_FILE_BYTES = 50 * 1024 * 1024;
/** The largest project.json we inflate (its assets are never inflated). */
export const MAX_PROJECT_JSON_BYTES = 20 * 1024 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProjectImportError("This file's project.json is not valid JSON, so it cannot be opened.");
  }
}

/** The project.json object inside a .sb3 (or a bare project.json file). */
export function readProjectJsonFromSb3(bytes: Uint8Array): unknown {
  if (bytes.byteLength === 0) throw new ProjectImportError("This file is empty.");
  if (bytes.byteLength > MAX_SB3_FILE_BYTES) {
    throw new ProjectImportError(`This file is ${Math.round(bytes.byteLength / 1024 / 1024)} MB; PromptBlocks opens projects up to ${MAX_SB3_FILE_BYTES / 1024 / 1024} MB.`);
  }
  if (!isZip(bytes)) {
    // A project.json saved on its own is welcome too.
    if (bytes[0] === 0x7b) {
      if (bytes.byteLength > MAX_PROJECT_JSON_BYTES) throw new ProjectImportError("This project.json is too large to open.");
      return parseJson(new TextDecoder().decode(bytes));
    }
    throw new ProjectImportError("This is not a Scratch 3 project file (.sb3). In Scratch, use File → Save to your computer, then open that file here.");
  }
  let tooBig = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name !== "project.json") return false;
        if (file.originalSize > MAX_PROJECT_JSON_BYTES) {
          tooBig = true;
          return false;
        }
        return true;
      },
    });
  } catch {
    throw new ProjectImportError("This .sb3 file is damaged: its zip archive cannot be read.");
  }
  if (tooBig) throw new ProjectImportError("This project's project.json is too large to open.");
  const json = files["project.json"];
  if (!json) throw new ProjectImportError("This file has no project.json inside, so it is not a Scratch 3 project.");
  // The zip header's size is the attacker's word; check what really came out.
  if (json.byteLength > MAX_PROJECT_JSON_BYTES) throw new ProjectImportError("This project's project.json is too large to open.");
  return parseJson(new TextDecoder().decode(json));
}
