import type { TUserRow } from "../../db/schema";
import type { TDb } from "../../db/client";
import { csvRow } from "./admin.csv";
import { iterateUsersForExport } from "./admin.users.service";

const COLUMNS: Array<[header: string, value: (user: TUserRow) => string | number | boolean | null]> = [
  ["id", (u) => u.id],
  ["username", (u) => u.username],
  ["email", (u) => u.email],
  ["role", (u) => u.role],
  ["isSubscribed", (u) => u.isSubscribed],
  ["availableTokens", (u) => u.availableTokens],
  ["tokensPurchased", (u) => u.tokensPurchased],
  ["tokensUsed", (u) => u.tokensUsed],
  ["freeUsagesUsed", (u) => u.freeUsagesUsed],
  ["freeUsagesAllowed", (u) => u.freeUsagesAllowed],
  ["createdAt", (u) => u.createdAt.toISOString()],
];

/**
 * The user list for a search as CSV, produced batch by batch into a stream: the server never
 * holds the whole list, and the download starts at once. A UTF-8 byte-order mark makes Excel
 * read non-English names correctly.
 */
export function usersCsvStream(options: { db: TDb; search: string }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = iterateUsersForExport(options);
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(COLUMNS.map(([header]) => header))}`));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map((user) => csvRow(COLUMNS.map(([, value]) => value(user)))).join("")));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
