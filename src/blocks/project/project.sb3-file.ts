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

/** Everything a project made by a person holds; more is a hostile file. */
export const MAX_SB3_INFLATED_BYTES = 200 * 1024 * 1024;
export const MAX_SB3_FILES = 5_000;

/** A .sb3 as read: its project.json (the parsed object and its exact text) and every other file, byte for byte. */
export interface TSb3Archive {
  projectJson: unknown;
  projectJsonText: string;
  /** Asset files by their name in the archive (`<md5>.<ext>`). */
  assets: Record<string, Uint8Array>;
}

/** The project.json object inside a .sb3 (or a bare project.json file). */
export function readProjectJsonFromSb3(bytes: Uint8Array): unknown {
  return readSb3Archive(bytes, { withAssets: false }).projectJson;
}

/**
 * A whole .sb3: project.json and, unless told otherwise, every asset file. Sizes are checked
 * against the zip's own claims before inflating and against what really came out after.
 */
export function readSb3Archive(bytes: Uint8Array, options: { withAssets?: boolean } = {}): TSb3Archive {
  const withAssets = options.withAssets ?? true;
  if (bytes.byteLength === 0) throw new ProjectImportError("This file is empty.");
  if (bytes.byteLength > MAX_SB3_FILE_BYTES) {
    throw new ProjectImportError(`This file is ${Math.round(bytes.byteLength / 1024 / 1024)} MB; PromptBlocks opens projects up to ${MAX_SB3_FILE_BYTES / 1024 / 1024} MB.`);
  }
  if (!isZip(bytes)) {
    // A project.json saved on its own is welcome too.
    if (bytes[0] === 0x7b) {
      if (bytes.byteLength > MAX_PROJECT_JSON_BYTES) throw new ProjectImportError("This project.json is too large to open.");
      const text = new TextDecoder().decode(bytes);
      return { projectJson: parseJson(text), projectJsonText: text, assets: {} };
    }
    throw new ProjectImportError("This is not a Scratch 3 project file (.sb3). In Scratch, use File → Save to your computer, then open that file here.");
  }
  let tooBig = false;
  let claimedTotal = 0;
  let fileCount = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const isProject = file.name === "project.json";
        if (!isProject && (!withAssets || file.name.endsWith("/"))) return false;
        fileCount += 1;
        claimedTotal += file.originalSize;
        if ((isProject && file.originalSize > MAX_PROJECT_JSON_BYTES) || claimedTotal > MAX_SB3_INFLATED_BYTES || fileCount > MAX_SB3_FILES) {
          tooBig = true;
          return false;
        }
        return true;
      },
    });
  } catch {
    throw new ProjectImportError("This .sb3 file is damaged: its zip archive cannot be read.");
  }
  if (tooBig) throw new ProjectImportError("This project is too large to open: its project.json, costumes or sounds are bigger than any Scratch project.");
  const json = files["project.json"];
  if (!json) throw new ProjectImportError("This file has no project.json inside, so it is not a Scratch 3 project.");
  // The zip header's size is the attacker's word; check what really came out.
  if (json.byteLength > MAX_PROJECT_JSON_BYTES) throw new ProjectImportError("This project's project.json is too large to open.");
  const assets: Record<string, Uint8Array> = {};
  let inflated = json.byteLength;
  for (const [name, file] of Object.entries(files)) {
    if (name === "project.json") continue;
    inflated += file.byteLength;
    assets[name] = file;
  }
  if (inflated > MAX_SB3_INFLATED_BYTES) throw new ProjectImportError("This project's costumes and sounds are too large to open.");
  const text = new TextDecoder().decode(json);
  return { projectJson: parseJson(text), projectJsonText: text, assets };
}
