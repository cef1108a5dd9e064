// Test-only: one opened project through download, checked three ways. The measurement the corpus
// test and the corpus bench share, so both count the same thing.
import { unzipSync } from "fflate";
import { packSb3 } from "../../sb3/sb3.archive";
import type { TSb3Project } from "../../sb3/sb3.types";
import { applyTextToBase, downloadProject, openProject } from "../project.files";
import { traceProject, type TRunTrace } from "./scratch-vm.project";

export interface TRoundTripReport {
  /** What opening said it could not carry (other extensions' blocks, cloud variables). */
  problems: string[];
  /** Why the download was refused, if it was. */
  refused: string | null;
  /** project.json after download equals the original's (ids and all). */
  sameTree: boolean;
  /** Every asset the original's costumes and sounds use comes back byte for byte. */
  sameAssets: boolean;
  /** Scripts the text could not reproduce meaning for meaning (0: the text carries them all). */
  scriptsNotCarried: number;
  /** The downloaded project runs like the original (seeded randomness, scripted input), per target. */
  sameRun: boolean;
  /** Built from the text alone (no base script kept), it still runs like the original. */
  sameRunFromText: boolean;
  before: TRunTrace;
  after: TRunTrace | null;
}

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
};

/** What open → text → download keeps, without running anything. */
export interface TTreeReport {
  refused: string | null;
  sameTree: boolean;
  sameAssets: boolean;
  scriptsNotCarried: number;
  /** The downloaded archive, when there is one. */
  downloaded: Uint8Array | null;
  text: string;
}

export function checkTreeRoundTrip(original: Uint8Array): TTreeReport {
  const opened = openProject(original);
  const report: TTreeReport = { refused: null, sameTree: false, sameAssets: false, scriptsNotCarried: -1, downloaded: null, text: opened.text };
  try {
    report.downloaded = downloadProject(opened.text, opened.base);
  } catch (error) {
    report.refused = error instanceof Error ? error.message : String(error);
    return report;
  }
  const files = unzipSync(report.downloaded);
  const json = JSON.parse(new TextDecoder().decode(files["project.json"])) as unknown;
  report.sameTree = JSON.stringify(sortKeys(json)) === JSON.stringify(sortKeys(JSON.parse(opened.base.projectJson)));
  report.sameAssets = Object.entries(opened.base.assets).every(([name, bytes]) => {
    const back = files[name];
    return back !== undefined && back.length === bytes.length && back.every((byte, index) => byte === bytes[index]);
  });
  report.scriptsNotCarried = applyTextToBase(opened.text, opened.base).rebuiltScripts;
  return report;
}

export async function checkRoundTrip(original: Uint8Array): Promise<TRoundTripReport> {
  const before = await traceProject(original);
  const opened = openProject(original);
  const tree = checkTreeRoundTrip(original);
  const report: TRoundTripReport = {
    problems: opened.problems.map((problem) => `${problem.target}: ${problem.message}`),
    refused: tree.refused,
    sameTree: tree.sameTree,
    sameAssets: tree.sameAssets,
    scriptsNotCarried: tree.scriptsNotCarried,
    sameRun: false,
    sameRunFromText: false,
    before,
    after: null,
  };
  if (!tree.downloaded) return report;
  report.after = await traceProject(tree.downloaded);
  report.sameRun = JSON.stringify(report.after) === JSON.stringify(before);
  const fromText = applyTextToBase(opened.text, opened.base, { reuseScripts: false });
  const textRun = await traceProject(packSb3(fromText.json as unknown as TSb3Project, fromText.assets));
  report.sameRunFromText = JSON.stringify(textRun) === JSON.stringify(before);
  return report;
}
