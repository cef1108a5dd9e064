// Packs project.json and its assets into the .sb3 zip. fflate runs the same in the browser and
// in Node; a fixed modification time keeps archives byte-identical for the same program.
import { zipSync, type Zippable } from "fflate";
import type { TSb3Asset, TSb3Project } from "./sb3.types";

const FIXED_MTIME = new Date(Date.UTC(2024, 0, 1));

export function packSb3(project: TSb3Project, assets: readonly TSb3Asset[]): Uint8Array {
  const files: Zippable = {
    "project.json": new TextEncoder().encode(JSON.stringify(project)),
  };
  for (const asset of assets) files[asset.md5ext] = asset.bytes;
  return zipSync(files, { level: 6, mtime: FIXED_MTIME });
}
