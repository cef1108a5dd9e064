// What changed between two versions of a program (issue 30): the diff, and its words.
export { diffProjectTexts, type TLineChange, type TProjectDiff, type TChangeKind } from "./diff.project";
export { describeChange, describeDiff, blockWords } from "./diff.words";
export { diffLines, similarity } from "./diff.lines";
export { pictureMarks, pictureWords, drawnWords, type TPictureMark, type TPictureMarkKind } from "./diff.picture";
