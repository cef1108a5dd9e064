// src/blocks: the one module that owns the scratchblocks language (DESIGN.md "The one idea").
// Pure TypeScript: no DOM, no Node APIs; runs in the browser, the server and tests alike.

export { normalizeBlocksText } from "./text.normalize";
export { parseProgram, type ParseOptions } from "./program.parse";
export { blockReference, categoryTitles } from "./vocabulary.reference";
export { buildGuide, type Guide, type GuideGroup, type GuideItem } from "./program.guide";
export { pictureText } from "./program.picture";
export { loadBlocksLanguage, registerBlocksLanguage, isBlocksLanguageLoaded, rtlBlockLanguages } from "./language.load";
export {
  vocabulary,
  vocabularyByOpcode,
  vocabularyByScratchblocksId,
  blockCategories,
  readOnlyExtensions,
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
export { fromProjectJson, ProjectImportError, type TProjectImport, type TImportProblem } from "./project/project.import";
export { readProjectJsonFromSb3, MAX_SB3_FILE_BYTES } from "./project/project.sb3-file";
export { readDirective, type TDirective, type TSpriteSettings } from "./project/project.directives";
export { parseProject, projectProgram, splitProjectText, type TProject, type TProjectTarget, type TProjectDiagnostic, type TProjectParseResult } from "./project/project.parse";
export { projectToProjectJson, projectToSb3, type TSb3WholeProject } from "./project/project.export";
export { artForName, ART } from "./project/project.art";
export { prepareProjectSb3Download } from "./project/project.download";
export { projectSetupSteps, type TProjectSetup } from "./project/project.guide";
export { isWholeProjectText } from "./project/project.sections";
export { repairBlocksText, type BlocksRewrite, type RepairResult, type RepairRuleId } from "./text.repair";
export { otherSpritesNamed, classifySpriteMenuValue, DEFAULT_SPRITE_NAME, type SpriteMenuValue } from "./program.sprites";
export { warningCodes, walkBlocks } from "./program";
/** A name or word as a regular expression that matches exactly it. */
export { escapeRegExp } from "./regexp";
// The one pair for files (DESIGN.md): a .sb3 opens as project text plus its base; download lays
// the text over the base.
export {
  openProject,
  downloadProject,
  applyTextToBase,
  ProjectDownloadError,
  type TProjectBase,
  type TOpenedProject,
  type TDownloadOptions,
} from "./project/project.files";
export { readSb3Archive, type TSb3Archive } from "./project/project.sb3-file";
export { packSb3Files, SB3_MTIME, type TSb3Files, type TSb3Packer } from "./sb3/sb3.archive";
