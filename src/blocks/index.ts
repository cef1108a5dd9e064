// src/blocks: the one module that owns the scratchblocks language (DESIGN.md "The one idea").
// Pure TypeScript: no DOM, no Node APIs; runs in the browser, the server and tests alike.

export { normalizeBlocksText } from "./text.normalize";
export { parseProgram, type ParseOptions } from "./program.parse";
export { blockReference, categoryTitles } from "./vocabulary.reference";
export { buildGuide, type Guide, type GuideGroup, type GuideItem } from "./program.guide";
export { loadBlocksLanguage, registerBlocksLanguage, isBlocksLanguageLoaded, rtlBlockLanguages } from "./language.load";
export {
  vocabulary,
  vocabularyByOpcode,
  vocabularyByScratchblocksId,
  blockCategories,
  findMenuOption,
  textSlots,
  type VocabularyEntry,
  type BlockCategory,
  type BlockShape,
  type BlockSlot,
  type InputSlot,
  type FieldSlot,
  type InputKind,
  type FieldKind,
  type MenuSpec,
  type MenuOption,
  type ShadowSpec,
} from "./vocabulary";
export {
  diagnosticCodes,
  hasErrors,
  type Program,
  type Script,
  type Block,
  type Diagnostic,
  type DiagnosticCode,
  type InputValue,
  type FieldValue,
  type ProcedureInfo,
  type ProcedureArgumentKind,
  type CustomBlockDefinition,
  type VariableUse,
  type ProgramComment,
  type ParseResult,
} from "./program";
export {
  toProjectJson,
  toSb3,
  prepareSb3Download,
  Sb3ExportError,
  SB3_FILE_NAME,
  SB3_MIME_TYPE,
  type TSb3Options,
  type TSb3Download,
  type TSb3DownloadOptions,
  type TSb3Project,
} from "./sb3";
export { otherSpritesNamed, classifySpriteMenuValue, DEFAULT_SPRITE_NAME, type SpriteMenuValue } from "./program.sprites";
export { warningCodes, walkBlocks } from "./program";
