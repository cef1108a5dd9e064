// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { nextTask } from "./next-task";
import { preloadPageChunks } from "./page-chunks";

const announced = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => new URL(link.href).pathname);

function listChunks(files: unknown): void {
  const list = document.createElement("script");
  list.type = "application/json";
  list.id = "page-chunks";
  list.textContent = JSON.stringify(files);
  document.body.append(list);
}

describe("preloadPageChunks", () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it("announces the listed chunks a few per task, skipping those already announced", async () => {
    const files = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    listChunks(files);
    const existing = document.createElement("link");
    existing.rel = "modulepreload";
    existing.href = "/assets/chunk-3.js";
    document.head.append(existing);

    const done = preloadPageChunks();
    // The first few go in at once; the rest wait for later tasks.
    const first = announced();
    expect(first.length).toBeGreaterThan(1);
    expect(first.length).toBeLessThan(files.length);
    await nextTask();
    expect(announced().length).toBeGreaterThan(first.length);
    await done;
    expect([...announced()].sort()).toEqual([...files].sort());
    const link = document.head.querySelector<HTMLLinkElement>('link[href$="chunk-0.js"]');
    expect(link?.crossOrigin).toBe("");
  });

  it("does nothing without a list, and ignores entries that are not our assets", async () => {
    await preloadPageChunks();
    expect(announced()).toEqual([]);
    listChunks(["https://elsewhere.example/evil.js", 42, "/assets/ok.js"]);
    await preloadPageChunks();
    expect(announced()).toEqual(["/assets/ok.js"]);
  });
});
