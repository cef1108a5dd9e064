import { SB3_MTIME, type TSb3Packer } from "../../blocks";
import { zipFiles } from "./zip-files";

/** The .sb3 files the server writes, compressed by Node's zlib (see zipFiles): the same files as the page's, every one compressed. */
export const packSb3OnServer: TSb3Packer = (files) => zipFiles(files.map(([path, bytes]) => ({ path, bytes, compress: true })), SB3_MTIME);
