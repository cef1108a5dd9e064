import { strFromU8, unzipSync } from "fflate";
import type { TUserExport } from "../modules/account-data/account-data.service";

/** A data download opened as a person (or a test) would: its files by name, and the technical JSON. */
export interface TOpenedExport {
  names: string[];
  text: (name: string) => string;
  bytes: (name: string) => Uint8Array;
  /** Every file but the Scratch projects, as one text: what a person could read anywhere in it. */
  allText: () => string;
  /** technical/all-data.json, parsed. */
  technical: TUserExport & { user: Record<string, unknown> };
}

export function openExportZip(zip: Uint8Array): TOpenedExport {
  const files = unzipSync(zip);
  const bytes = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`the download has no ${name} (it has ${Object.keys(files).join(", ")})`);
    return file;
  };
  const text = (name: string) => strFromU8(bytes(name));
  const allText = () => Object.keys(files).filter((name) => !name.endsWith(".sb3")).map(text).join("\n");
  return { names: Object.keys(files), text, bytes, allText, technical: JSON.parse(text("technical/all-data.json")) as TOpenedExport["technical"] };
}

/** The download behind a response, opened. */
export async function openExportResponse(response: Response): Promise<TOpenedExport> {
  return openExportZip(new Uint8Array(await response.arrayBuffer()));
}

/** The download as the server streams it, read to the end and opened. */
export async function openExportStream(stream: ReadableStream<Uint8Array>): Promise<TOpenedExport> {
  return openExportResponse(new Response(stream));
}
