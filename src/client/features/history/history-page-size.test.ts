import { describe, expect, it } from "vitest";
import { HISTORY_PAGE_SIZE as SHARED_PAGE_SIZE } from "../../../shared/history";
import { HISTORY_PAGE_SIZE } from "./history.api";

// history.api.ts keeps its own copy so the home page need not load the zod schemas beside it.
describe("history page size", () => {
  it("is the shared contract's number", () => {
    expect(HISTORY_PAGE_SIZE).toBe(SHARED_PAGE_SIZE);
  });
});
