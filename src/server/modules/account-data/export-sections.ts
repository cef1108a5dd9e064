import { z } from "zod";
import { downloadProject, prepareProjectSb3Download, ProjectDownloadError, type TProjectBase } from "../../../blocks";
import { freeUsagesLeft, isPremium } from "../../../shared/plan";
import { dateInWords, dateTimeForReader } from "../../lib/date-words";
import { packSb3OnServer } from "../../lib/sb3-packer";
import type { TUserExport } from "./account-data.service";

/**
 * The parts of the data download a person reads (issue 31 point 4). Each section writes its own
 * files and says in one line of the README what they are. A new kind of stored data (a project's
 * stored base, say) is one more entry in EXPORT_SECTIONS; the technical file holds every table
 * whatever the sections show. Files are made one at a time as the download is sent (issue 25,
 * decision 510), so a section says what it writes from the data, before writing it.
 */
export interface TExportFile {
  /** Path inside the zip, with "/" between folders. */
  path: string;
  content: string | Uint8Array;
}

export interface TExportContext {
  data: TUserExport;
  /** The reader's language for dates (Accept-Language), shown after the English words. */
  readerLocale: string | undefined;
}

export interface TExportSection {
  /** README lines: which files this section writes and what they hold. Empty: it writes nothing. */
  describe: (context: TExportContext) => string[];
  files: (context: TExportContext) => AsyncIterable<TExportFile>;
}

/** Windows' Notepad, macOS' TextEdit and every phone read CRLF text the same way. */
export const textFile = (lines: readonly string[]) => `${lines.join("\r\n")}\r\n`;

const heading = (title: string) => [title, "-".repeat(title.length)];

const ZAccountRow = z.object({
  username: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.coerce.date(),
  availableTokens: z.number(),
  tokensPurchased: z.number(),
  freeUsagesAllowed: z.number(),
  freeUsagesUsed: z.number(),
  birthYear: z.number().nullable(),
  birthMonth: z.number().nullable(),
  parentalConsent: z.string(),
});

const ROLE_WORDS: Record<string, string> = { user: "a regular account", teacher: "a teacher's account", admin: "an administrator's account" };
const CONSENT_WORDS: Record<string, string> = { none: "not given (or not needed)", requested: "asked for, not answered yet", approved: "given" };

const accountSection: TExportSection = {
  describe: () => ["account.txt: the account's details (name, e-mail, when it was made, tokens and free generations)."],
  files: async function* ({ data }) {
    const user = ZAccountRow.parse(data.user);
    const born =
      user.birthYear !== null && user.birthMonth !== null
        ? dateInWords(new Date(Date.UTC(user.birthYear, user.birthMonth - 1, 1))).replace(/^1 /, "")
        : "not given";
    const lines = [
      ...heading("The PromptBlocks account"),
      `Name: ${user.username}`,
      `E-mail: ${user.email}`,
      `Made on: ${dateInWords(user.createdAt)}`,
      `Kind of account: ${ROLE_WORDS[user.role] ?? user.role}`,
      `Plan: ${isPremium(user) ? "Premium" : "Free"}`,
      `Tokens left: ${user.availableTokens.toLocaleString("en")}`,
      `Tokens bought in all: ${user.tokensPurchased.toLocaleString("en")}`,
      `Free generations left: ${freeUsagesLeft(user)} of ${user.freeUsagesAllowed}`,
      `Born (month and year only): ${born}`,
      `A parent's permission: ${CONSENT_WORDS[user.parentalConsent] ?? user.parentalConsent}`,
      `Projects made: ${(data.tables.generated_blocks ?? []).length}`,
    ];
    yield { path: "account.txt", content: textFile(lines) };
  },
};

const ZGenerationRow = z.object({
  id: z.number(),
  prompt: z.string(),
  blocks: z.string(),
  createdAt: z.coerce.date(),
  parentId: z.number().nullable(),
  tokensUsed: z.number(),
  /** A version made from an opened .sb3 (issue 30): its project's own costumes and sounds are stored. */
  projectBaseId: z.number().nullable().optional(),
});

const ZStoredBytes = z.object({ base64: z.string() }).transform(({ base64 }) => new Uint8Array(Buffer.from(base64, "base64")));
const ZBaseRow = z.object({ id: z.number(), projectJson: z.string() });
const ZBaseAssetRow = z.object({ baseId: z.number(), name: z.string(), sha256: z.string() });
const ZAssetRow = z.object({ sha256: z.string(), bytes: ZStoredBytes });

/** The opened projects stored with the account, by id, as the .sb3 writer takes them. */
function storedBases(data: TUserExport): Map<number, TProjectBase> {
  const bytesBySha = new Map(z.array(ZAssetRow).parse(data.tables.project_assets ?? []).map((row) => [row.sha256, row.bytes]));
  const bases = new Map<number, TProjectBase>(z.array(ZBaseRow).parse(data.tables.project_bases ?? []).map((row) => [row.id, { projectJson: row.projectJson, assets: {} }]));
  for (const link of z.array(ZBaseAssetRow).parse(data.tables.project_base_assets ?? [])) {
    const bytes = bytesBySha.get(link.sha256);
    const base = bases.get(link.baseId);
    if (bytes && base) base.assets[link.name] = bytes;
  }
  return bases;
}

type TExportSb3 = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** A version of an opened project keeps that project's costumes and sounds, as its download in the page does. */
async function exportSb3(blocks: string, base: TProjectBase | undefined): Promise<TExportSb3> {
  if (!base) return prepareProjectSb3Download(blocks, { packer: packSb3OnServer });
  try {
    return { ok: true, bytes: downloadProject(blocks, base, { packer: packSb3OnServer }) };
  } catch (error) {
    if (error instanceof ProjectDownloadError) return { ok: false, message: "These blocks have mistakes to fix before they can open in Scratch." };
    throw error;
  }
}

/** A file name a person recognises: the request's first words, letters and digits only. */
export function fileNameWords(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const short = words.length > 40 ? words.slice(0, 40).replace(/-[^-]*$/, "") : words;
  return short || "project";
}

/** The CPU is shared with every other request: building many .sb3 files gives way between each. */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

const projectsSection: TExportSection = {
  describe: ({ data }) =>
    (data.tables.generated_blocks ?? []).length === 0
      ? []
      : [
          "projects/: one file per project, oldest first. Each .txt file says what was asked, when, and the blocks made;",
          "  the .sb3 file with the same name opens in Scratch (File, then Load from your computer).",
        ],
  files: async function* ({ data, readerLocale }) {
    const rows = z
      .array(ZGenerationRow)
      .parse(data.tables.generated_blocks ?? [])
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    const width = Math.max(3, String(rows.length).length);
    const names = new Map(rows.map((row, index) => [row.id, `${String(index + 1).padStart(width, "0")}-${fileNameWords(row.prompt)}`]));
    const bases = storedBases(data);
    for (const [index, row] of rows.entries()) {
      const name = names.get(row.id)!;
      const sb3 = await exportSb3(row.blocks, row.projectBaseId == null ? undefined : bases.get(row.projectBaseId));
      const changed = row.parentId === null ? undefined : names.get(row.parentId);
      const lines = [
        ...heading(`Project ${index + 1} of ${rows.length}`),
        `Made on ${dateTimeForReader(row.createdAt, readerLocale)}`,
        ...(changed ? [`A change to the project in ${changed}.txt`] : []),
        ...(row.tokensUsed > 0 ? [`Tokens used: ${row.tokensUsed.toLocaleString("en")}`] : []),
        "",
        ...heading("What was asked"),
        row.prompt,
        "",
        ...heading("The blocks"),
        ...row.blocks.split(/\r?\n/),
        "",
        sb3.ok ? `To open it in Scratch: load ${name}.sb3 (in Scratch: File, then Load from your computer).` : `No Scratch file: ${sb3.message}`,
      ];
      yield { path: `projects/${name}.txt`, content: textFile(lines) };
      if (sb3.ok) yield { path: `projects/${name}.sb3`, content: sb3.bytes };
      await giveWay();
    }
  },
};

const technicalSection: TExportSection = {
  describe: () => ["technical/all-data.json: everything above and every other record we keep about the account, table by table, for computers."],
  files: async function* ({ data }) {
    yield { path: "technical/all-data.json", content: JSON.stringify(data, null, 2) };
  },
};

/** In the order the README lists them. */
export const EXPORT_SECTIONS: readonly TExportSection[] = [accountSection, projectsSection, technicalSection];
