// Packs project.json and its assets into the .sb3 zip. fflate runs the same in the browser and
// in Node; a fixed modification time keeps archives byte-identical for the same program.
import { zipSync, type Zippable } from "fflate";
import type { TSb3Asset, TSb3Project } from "./sb3.types";

const FIXED_MTIME = new Date(Date.UTC(2024, 0, 1));

export function packSb3(project: TSb3Project, assets: readonly TSb3Asset[]): Uint8Array {
  return packSb3Files(new TextEncoder().encode(JSON.stringify(project)), Object.fromEntries(assets.map((asset) => [asset.md5ext, asset.bytes])));
}

/** An .sb3 of files as they are: project.json's exact bytes and each asset by its name (a stored base going back to the page). */
export function packSb3Files(projectJson: Uint8Array, assets: Readonly<Record<string, Uint8Array>>): Uint8Array {
  const files: Zippable = { "project.json": projectJson };
  for (const [name, bytes] of Object.entries(assets)) files[name] = bytes;
  return zipSync(files, { level: 6, mtime: FIXED_MTIME });
}
