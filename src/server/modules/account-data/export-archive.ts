import { dateTimeForReader } from "../../lib/date-words";
import { zipStream, type TZipEntry } from "../../lib/zip-files";
import type { TUserExport } from "./account-data.service";
import { EXPORT_SECTIONS, textFile, type TExportSection } from "./export-sections";

/**
 * The data download as a .zip a parent can open and read (issue 31 point 4): README.txt says in
 * plain words what each file is, the sections write named text files and Scratch projects, and
 * the full technical record stays alongside in technical/. Text is compressed, the .sb3 files are
 * zips already and are stored as they are.
 */
export const EXPORT_ARCHIVE_MIME_TYPE = "application/zip";

/**
 * Building the download reads every row and writes a Scratch file per project: a few a quarter
 * hour is plenty for a person, and keeps anyone from spending the server's time on it.
 */
export const EXPORT_RATE_LIMIT = { limit: () => 10, windowMs: 15 * 60_000 };

/** The download as a zip stream (zipStream): each project's files are made as the reader takes them. */
export function buildExportArchive(options: {
  data: TUserExport;
  readerLocale: string | undefined;
  sections?: readonly TExportSection[];
}): ReadableStream<Uint8Array<ArrayBuffer>> {
  return zipStream(loggingFailure(exportEntries(options)), new Date(options.data.exportedAt));
}

/**
 * Once the first file is sent the answer is a 200 and cannot become an error page: a failure part
 * way ends the connection (the reader sees a broken download), and the log says why.
 */
async function* loggingFailure<T>(entries: AsyncGenerator<T>): AsyncGenerator<T> {
  try {
    yield* entries;
  } catch (error) {
    console.error("A data download stopped part way:", error);
    throw error;
  }
}

async function* exportEntries(options: { data: TUserExport; readerLocale: string | undefined; sections?: readonly TExportSection[] }): AsyncGenerator<TZipEntry> {
  const { data, readerLocale } = options;
  const sections = options.sections ?? EXPORT_SECTIONS;
  const context = { data, readerLocale };
  const readme = textFile([
    "PromptBlocks: everything we keep about this account",
    "",
    `Downloaded on ${dateTimeForReader(new Date(data.exportedAt), readerLocale)}.`,
    "",
    "What each file is:",
    // A line that starts with spaces goes on from the line above it.
    ...sections.flatMap((section) => section.describe(context)).map((line) => (line.startsWith(" ") ? line : `- ${line}`)),
    "",
    "The .txt files open in any text editor. Keep this download somewhere safe: it holds personal details.",
  ]);
  yield { path: "README.txt", bytes: new TextEncoder().encode(readme), compress: true };
  for (const section of sections) {
    for await (const file of section.files(context)) {
      const bytes = typeof file.content === "string" ? new TextEncoder().encode(file.content) : file.content;
      yield { path: file.path, bytes, compress: !file.path.endsWith(".sb3") };
    }
  }
}

/** The download's HTTP answer: a named attachment nobody caches (it holds personal data). */
export function exportArchiveHeaders(fileName: string): Record<string, string> {
  return {
    "Content-Type": EXPORT_ARCHIVE_MIME_TYPE,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
  };
}
