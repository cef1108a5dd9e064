import type { TUserRow } from "../../db/schema";
import type { TDb } from "../../db/client";
import { isPremium } from "../../../shared/plan";
import { csvRow } from "./admin.csv";
import { iterateUsersForExport } from "./admin.users.service";

const COLUMNS: Array<[header: string, value: (user: TUserRow) => string | number | boolean | null]> = [
  ["id", (u) => u.id],
  ["username", (u) => u.username],
  ["email", (u) => u.email],
  ["role", (u) => u.role],
  ["isSubscribed", (u) => isPremium(u)],
  ["availableTokens", (u) => u.availableTokens],
  ["tokensPurchased", (u) => u.tokensPurchased],
  ["tokensUsed", (u) => u.tokensUsed],
  ["freeUsagesUsed", (u) => u.freeUsagesUsed],
  ["freeUsagesAllowed", (u) => u.freeUsagesAllowed],
  ["createdAt", (u) => u.createdAt.toISOString()],
];

/** What a download cut short says: the real error goes to the log, never to the client (issue 25). */
const EXPORT_STOPPED = "The export stopped because the database did not answer. Please try again.";

/**
 * The user list for a search as CSV, produced batch by batch into a stream: the server never
 * holds the whole list, and the download starts at once. A UTF-8 byte-order mark makes Excel
 * read non-English names correctly. The first batch is read before answering, so a database
 * error then goes through the error handler like any other (JSON, security headers, no SQL);
 * one after the download started cuts it short with a message that names no internals.
 */
export async function usersCsvStream(options: { db: TDb; search: string; batchSize?: number }): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const batches = iterateUsersForExport(options);
  const toCsv = (rows: TUserRow[]) => encoder.encode(rows.map((user) => csvRow(COLUMNS.map(([, value]) => value(user)))).join(""));
  const first = await batches.next();
  const pending: Uint8Array[] = [encoder.encode(`\uFEFF${csvRow(COLUMNS.map(([header]) => header))}`), ...(first.done ? [] : [toCsv(first.value)])];
  let isFinished = first.done === true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const ready = pending.shift();
      if (ready !== undefined) {
        controller.enqueue(ready);
        return;
      }
      if (isFinished) {
        controller.close();
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) {
          isFinished = true;
          controller.close();
          return;
        }
        controller.enqueue(toCsv(next.value));
      } catch (error) {
        console.error("The admin CSV export failed part way:", error);
        controller.error(new Error(EXPORT_STOPPED));
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
