// The .sb3 exporter's public face: a parsed program (or block text) becomes a Scratch 3 project
// that opens in Scratch 3 and TurboWarp. Pure TypeScript, for the browser and Node alike.
export { toProjectJson, toSb3, Sb3ExportError, knownSb3Opcodes, type TSb3Options } from "./sb3.export";
export { prepareSb3Download, SB3_FILE_NAME, SB3_MIME_TYPE, type TSb3Download, type TSb3DownloadOptions } from "./sb3.download";
export { checkProjectIntegrity } from "./sb3.integrity";
export { md5Hex } from "./sb3.md5";
export type { TSb3Block, TSb3Comment, TSb3Input, TSb3Project, TSb3Sound, TSb3Sprite, TSb3Stage } from "./sb3.types";
