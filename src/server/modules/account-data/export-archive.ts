import { zipSync, type Zippable } from "fflate";
import { dateTimeForReader } from "../../lib/date-words";
import type { TUserExport } from "./account-data.service";
import { EXPORT_SECTIONS, textFile, type TExportFile, type TExportSection } from "./export-sections";

/**
 * The data download as a .zip a parent can open and read (issue 31 point 4): README.txt says in
 * plain words what each file is, the sections write named text files and Scratch projects, and
 * the full technical record stays alongside in technical/. fflate (already used for .sb3 files)
 * packs it; text is compressed, the .sb3 files are zips already and are stored as they are.
 */
export const EXPORT_ARCHIVE_MIME_TYPE = "application/zip";

/**
 * Building the download reads every row and writes a Scratch file per project: a few a quarter
 * hour is plenty for a person, and keeps anyone from spending the server's time on it.
 */
export const EXPORT_RATE_LIMIT = { limit: () => 10, windowMs: 15 * 60_000 };

export async function buildExportArchive(options: {
  data: TUserExport;
  readerLocale: string | undefined;
  sections?: readonly TExportSection[];
}): Promise<Uint8Array<ArrayBuffer>> {
  const { data, readerLocale } = options;
  const described: Array<{ lines: string[]; files: TExportFile[] }> = [];
  for (const section of options.sections ?? EXPORT_SECTIONS) {
    const files = await section.files({ data, readerLocale });
    described.push({ lines: section.describe(files), files });
  }
  const readme = textFile([
    "PromptBlocks: everything we keep about this account",
    "",
    `Downloaded on ${dateTimeForReader(new Date(data.exportedAt), readerLocale)}.`,
    "",
    "What each file is:",
    // A line that starts with spaces goes on from the line above it.
    ...described.flatMap(({ lines }) => lines.map((line) => (line.startsWith(" ") ? line : `- ${line}`))),
    "",
    "The .txt files open in any text editor. Keep this download somewhere safe: it holds personal details.",
  ]);
  const zippable: Zippable = { "README.txt": new TextEncoder().encode(readme) };
  for (const { files } of described) {
    for (const file of files) {
      const bytes = typeof file.content === "string" ? new TextEncoder().encode(file.content) : file.content;
      zippable[file.path] = file.path.endsWith(".sb3") ? [bytes, { level: 0 }] : bytes;
    }
  }
  // zipSync writes into a fresh ArrayBuffer (never a shared one), which is what a Response takes.
  return zipSync(zippable, { level: 6, mtime: new Date(data.exportedAt) }) as Uint8Array<ArrayBuffer>;
}

/** The download's HTTP answer: a named attachment nobody caches (it holds personal data). */
export function exportArchiveHeaders(fileName: string): Record<string, string> {
  return {
    "Content-Type": EXPORT_ARCHIVE_MIME_TYPE,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
  };
}
