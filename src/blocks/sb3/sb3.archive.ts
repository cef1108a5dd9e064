// Packs project.json and its assets into the .sb3 zip. fflate runs the same in the browser and
// in Node; a fixed modification time keeps archives byte-identical for the same program.
import { zipSync } from "fflate";
import type { TSb3Asset, TSb3Project } from "./sb3.types";

/** Every file of an .sb3 carries this modification time. */
export const SB3_MTIME = new Date(Date.UTC(2024, 0, 1));

/** An .sb3's files in the order they are packed: project.json first, then each asset under its name. */
export type TSb3Files = ReadonlyArray<readonly [name: string, bytes: Uint8Array]>;

/**
 * Lays the files into one .sb3: a zip, every file compressed, modified at SB3_MTIME. fflate's by
 * default; the server's data download passes its own (issue 25, decision 510), whose working
 * memory is freed as each file ends.
 */
export type TSb3Packer = (files: TSb3Files) => Uint8Array;

export const packSb3WithFflate: TSb3Packer = (files) => zipSync(Object.fromEntries(files), { level: 6, mtime: SB3_MTIME });

export function packSb3(project: TSb3Project, assets: readonly TSb3Asset[], packer: TSb3Packer = packSb3WithFflate): Uint8Array {
  return packer([["project.json", new TextEncoder().encode(JSON.stringify(project))], ...assets.map((asset) => [asset.md5ext, asset.bytes] as const)]);
}

/** An .sb3 of files as they are: project.json's exact bytes and each asset by its name (a stored base going back to the page). */
export function packSb3Files(projectJson: Uint8Array, assets: Readonly<Record<string, Uint8Array>>, packer: TSb3Packer = packSb3WithFflate): Uint8Array {
  return packer([["project.json", projectJson], ...Object.entries(assets)]);
}
