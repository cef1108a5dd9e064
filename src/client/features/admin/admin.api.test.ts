import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../lib/api";
import { adminRequest, downloadFileName, fetchAdminStats } from "./admin.api";

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("admin API client", () => {
  it("sends nothing without a stored token: 'Authentication required'", async () => {
    const fetch = vi.fn();
    const client = createApiClient({ fetch, getToken: () => null });
    await expect(fetchAdminStats({ client, getToken: () => null })).rejects.toThrow("Authentication required");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fails with the server's message, else 'API request failed with status {n}'", async () => {
    const withMessage = createApiClient({ fetch: async () => jsonResponse(409, { message: "That e-mail is already used by another account." }), getToken: () => "t" });
    await expect(adminRequest("PATCH", "/admin/users/1", {}, { client: withMessage, getToken: () => "t" })).rejects.toThrow(/^That e-mail is already used by another account\.$/);
    const empty = createApiClient({ fetch: async () => new Response("", { status: 502 }), getToken: () => "t" });
    await expect(adminRequest("GET", "/admin/stats", undefined, { client: empty, getToken: () => "t" })).rejects.toThrow(/^API request failed with status 502$/);
  });

  it("reads the download name from Content-Disposition", () => {
    expect(downloadFileName('attachment; filename="promptblocks-users-2026-03-15.csv"', "x.csv")).toBe("promptblocks-users-2026-03-15.csv");
    expect(downloadFileName(null, "x.csv")).toBe("x.csv");
  });
});
