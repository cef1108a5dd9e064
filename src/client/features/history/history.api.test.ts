import { describe, expect, it } from "vitest";
import { historyPageCount, historyShowingRange, historyTitle } from "../../../shared/history";
import { createApiClient } from "../../lib/api";
import { deleteHistoryItem, fetchHistoryPage, historyPagePath, parseLoadId } from "./history.api";

describe("history client helpers", () => {
  it("builds the page query, leaving out an empty search and encoding the rest", () => {
    expect(historyPagePath({ page: 2, search: "  " })).toBe("/user/history?page=2&limit=10");
    expect(historyPagePath({ page: 1, search: " cat & dog 100% ", limit: 5 })).toBe(
      "/user/history?page=1&limit=5&search=cat+%26+dog+100%25",
    );
  });

  it("reads ?load= only as a positive whole number", () => {
    expect(parseLoadId("42")).toBe(42);
    expect(parseLoadId(" 7 ")).toBe(7);
    for (const raw of [null, undefined, "", "0", "-3", "1.5", "abc", "12abc", "99999999999"]) expect(parseLoadId(raw)).toBeNull();
  });

  it("cuts titles at 100 characters with an ellipsis and counts pages", () => {
    expect(historyTitle("short")).toBe("short");
    expect(historyTitle("a".repeat(100))).toBe("a".repeat(100));
    expect(historyTitle("b".repeat(101))).toBe(`${"b".repeat(100)}...`);
    // Emoji are one character each, never cut in half.
    expect(historyTitle("🐱".repeat(120))).toBe(`${"🐱".repeat(100)}...`);
    expect([0, 1, 10, 11, 25].map((total) => historyPageCount(total))).toEqual([1, 1, 1, 2, 3]);
  });

  it("works out 'Showing a-b of n items' for full, short and empty pages", () => {
    expect(historyShowingRange(1, 10, 25)).toEqual({ first: 1, last: 10 });
    expect(historyShowingRange(3, 5, 25)).toEqual({ first: 21, last: 25 });
    expect(historyShowingRange(1, 1, 1)).toEqual({ first: 1, last: 1 });
    expect(historyShowingRange(1, 0, 0)).toEqual({ first: 0, last: 0 });
  });

  it("sends the page request and the delete to the server paths", async () => {
    const calls: string[] = [];
    const client = createApiClient({
      getToken: () => "t",
      fetch: async (input, init) => {
        calls.push(`${init?.method} ${String(input)}`);
        return init?.method === "DELETE"
          ? new Response(JSON.stringify({ deleted: true, id: 3 }), { status: 200 })
          : new Response(JSON.stringify({ items: [], total: 0 }), { status: 200 });
      },
    });
    expect(await fetchHistoryPage({ page: 3, search: "cat" }, client)).toEqual({ items: [], total: 0 });
    await deleteHistoryItem(3, client);
    expect(calls).toEqual(["GET /api/user/history?page=3&limit=10&search=cat", "DELETE /api/user/history/3"]);
  });
});
