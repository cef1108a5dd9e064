import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { prepareProjectSb3Download } from "../../../blocks";
import { readSb3Archive } from "../../../blocks/project/project.sb3-file";
import { loadInVm } from "../../../blocks/sb3/test-support/scratch-vm.harness";
import { openExportStream } from "../../test-support/export-zip";
import type { TUserExport } from "./account-data.service";
import { buildExportArchive } from "./export-archive";
import { EXPORT_SECTIONS, fileNameWords, textFile, type TExportSection } from "./export-sections";

/** Issue 31 point 4: the data download is a .zip a parent reads, with the technical record alongside. */

const PONG = `// stage
// variable score = 0

// sprite: Paddle
// x: 0, y: -150

when green flag clicked
forever
  set x to (mouse x)
end

// sprite: Ball
when green flag clicked
forever
  move (6) steps
  if on edge, bounce
end`;

function sampleExport(): TUserExport {
  const user = {
    id: 7,
    username: "Mia",
    email: "mia@example.com",
    role: "user",
    createdAt: new Date("2026-11-20T08:00:00Z"),
    availableTokens: 0,
    tokensPurchased: 0,
    freeUsagesAllowed: 3,
    freeUsagesUsed: 2,
    birthYear: 2017,
    birthMonth: 3,
    parentalConsent: "approved",
  };
  const generation = (id: number, prompt: string, blocks: string, at: string, parentId: number | null = null) => ({
    id,
    userId: 7,
    prompt,
    blocks,
    tokensUsed: 0,
    createdAt: new Date(at),
    parentId,
    threadId: parentId,
    madeCurrentAt: null,
  });
  return {
    exportedAt: "2026-11-26T09:30:00.000Z",
    about: "Everything PromptBlocks holds about this account.",
    user,
    tables: {
      // Stored newest first; the download lists them oldest first.
      generated_blocks: [
        generation(3, "让猫跳", "when flag clicked\nmove (10) stepz", "2026-11-26T09:00:00Z"),
        generation(2, "Make the cat spin faster!", "when green flag clicked\nforever\n  turn right (30) degrees\nend", "2026-11-25T10:00:00Z", 1),
        generation(1, "Make the cat spin", "when green flag clicked\nforever\n  turn right (15) degrees\nend", "2026-11-24T10:00:00Z"),
        generation(4, "a pong game with a paddle and a ball", PONG, "2026-11-26T09:10:00Z"),
      ],
      sessions: [{ id: 1, userId: 7, createdAt: new Date("2026-11-20T08:00:00Z") }],
    },
  };
}

describe("the data download's archive", () => {
  it("holds a README, the account's details, one readable file per project and the technical JSON", async () => {
    const data = sampleExport();
    const zip = await openExportStream(buildExportArchive({ data, readerLocale: undefined }));
    expect(zip.names).toEqual([
      "README.txt",
      "account.txt",
      "projects/001-make-the-cat-spin.txt",
      "projects/001-make-the-cat-spin.sb3",
      "projects/002-make-the-cat-spin-faster.txt",
      "projects/002-make-the-cat-spin-faster.sb3",
      "projects/003-project.txt",
      "projects/004-a-pong-game-with-a-paddle-and-a-ball.txt",
      "projects/004-a-pong-game-with-a-paddle-and-a-ball.sb3",
      "technical/all-data.json",
    ]);

    const readme = zip.text("README.txt");
    expect(readme).toContain("Downloaded on Thursday, 26 November 2026 at 09:30 UTC");
    for (const named of ["account.txt", "projects/", ".sb3", "technical/all-data.json"]) expect(readme).toContain(named);

    const account = zip.text("account.txt");
    expect(account).toContain("Name: Mia");
    expect(account).toContain("E-mail: mia@example.com");
    expect(account).toContain("Made on: 20 November 2026");
    expect(account).toContain("Born (month and year only): March 2017");
    expect(account).toContain("Free generations left: 1 of 3");
    expect(account).toContain("A parent's permission: given");
    expect(account).toContain("Projects made: 4");

    const first = zip.text("projects/001-make-the-cat-spin.txt");
    expect(first).toContain("Project 1 of 4");
    expect(first).toContain("Made on Tuesday, 24 November 2026 at 10:00 UTC");
    expect(first).toContain("What was asked\r\n--------------\r\nMake the cat spin\r\n");
    expect(first).toContain("turn right (15) degrees");
    expect(first).toContain("load 001-make-the-cat-spin.sb3");
    // A follow-up names the project it changed.
    expect(zip.text("projects/002-make-the-cat-spin-faster.txt")).toContain("A change to the project in 001-make-the-cat-spin.txt");
    // A program with mistakes has its text and the reason, and no Scratch file.
    const mistaken = zip.text("projects/003-project.txt");
    expect(mistaken).toContain("让猫跳");
    expect(mistaken).toContain("No Scratch file: These blocks have mistakes to fix");

    // The .sb3 files are real Scratch projects: the whole project keeps its sprites.
    const pong = readSb3Archive(zip.bytes("projects/004-a-pong-game-with-a-paddle-and-a-ball.sb3"));
    const targets = (pong.projectJson as { targets: Array<{ name: string; isStage: boolean }> }).targets;
    expect(targets.filter((target) => !target.isStage).map((target) => target.name)).toEqual(["Paddle", "Ball"]);
    const spin = readSb3Archive(zip.bytes("projects/001-make-the-cat-spin.sb3"));
    expect(JSON.stringify(spin.projectJson)).toContain('"motion_turnright"');

    // The technical record is the export itself, every table, dates as ISO text.
    expect(zip.technical).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it("each .sb3 holds exactly the files of the page's own download, and Scratch's engine opens and runs it (issue 25)", async () => {
    // The server packs its .sb3 files with Node's zlib (decision 510), the page with fflate: the
    // compressed bytes differ, the files inside must not.
    const zip = await openExportStream(buildExportArchive({ data: sampleExport(), readerLocale: undefined }));
    const spinBlocks = "when green flag clicked\nforever\n  turn right (15) degrees\nend";
    for (const [name, blocks] of [
      ["projects/001-make-the-cat-spin.sb3", spinBlocks],
      ["projects/004-a-pong-game-with-a-paddle-and-a-ball.sb3", PONG],
    ] as const) {
      const page = await prepareProjectSb3Download(blocks);
      if (!page.ok) throw new Error(page.message);
      const exported = unzipSync(zip.bytes(name));
      const pageFiles = unzipSync(page.bytes);
      expect(Object.keys(exported)).toEqual(Object.keys(pageFiles));
      for (const file of Object.keys(pageFiles)) expect(exported[file], `${name}: ${file}`).toEqual(pageFiles[file]);
    }

    const pong = zip.bytes("projects/004-a-pong-game-with-a-paddle-and-a-ball.sb3");
    const run = await loadInVm(pong, { seed: 25 });
    try {
      // Every costume came out of the archive through Scratch's own storage, byte for byte.
      const files = unzipSync(pong);
      for (const target of run.vm.runtime.targets) {
        for (const costume of target.getCostumes()) expect(costume.asset?.data).toEqual(files[`${costume.assetId}.${costume.dataFormat}`]);
      }
      const ballStart = run.sprite("Ball");
      run.greenFlag();
      await run.step(10);
      const ball = run.sprite("Ball");
      expect(Math.hypot(ball.x - ballStart.x, ball.y - ballStart.y)).toBeGreaterThan(30);
    } finally {
      run.dispose();
    }
  });

  it("writes dates in the reader's language too, after the English words", async () => {
    const zip = await openExportStream(buildExportArchive({ data: sampleExport(), readerLocale: "fr-FR" }));
    expect(zip.text("README.txt")).toContain("Thursday, 26 November 2026 at 09:30 UTC (jeudi 26 novembre 2026");
    expect(zip.text("projects/001-make-the-cat-spin.txt")).toContain("(mardi 24 novembre 2026");
  });

  it("an account without projects says nothing about projects", async () => {
    const data = { ...sampleExport(), tables: {} };
    const zip = await openExportStream(buildExportArchive({ data, readerLocale: undefined }));
    expect(zip.names).toEqual(["README.txt", "account.txt", "technical/all-data.json"]);
    expect(zip.text("README.txt")).not.toContain("projects/");
    expect(zip.text("account.txt")).toContain("Projects made: 0");
  });

  it("takes a new section with its files and its README line (the list is the one place to extend)", async () => {
    const extra: TExportSection = {
      describe: () => ["bases/: the projects opened from a file."],
      files: async function* () {
        yield { path: "bases/001.txt", content: textFile(["opened"]) };
      },
    };
    const zip = await openExportStream(buildExportArchive({ data: sampleExport(), readerLocale: undefined, sections: [...EXPORT_SECTIONS, extra] }));
    expect(zip.text("bases/001.txt")).toBe("opened\r\n");
    expect(zip.text("README.txt")).toContain("- bases/: the projects opened from a file.");
  });

  it("a failure part way breaks the download rather than ending it as if it were whole", async () => {
    // The download streams (decision 510): by the time a section fails, the 200 is sent.
    const failing: TExportSection = {
      describe: () => ["broken/: a section that fails after its first file."],
      files: async function* () {
        yield { path: "broken/001.txt", content: textFile(["first"]) };
        throw new Error("the rows went away");
      },
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const stream = buildExportArchive({ data: sampleExport(), readerLocale: undefined, sections: [...EXPORT_SECTIONS, failing] });
      await expect(new Response(stream).arrayBuffer()).rejects.toThrow("the rows went away");
      expect(logged).toHaveBeenCalledWith("A data download stopped part way:", expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });

  it("names files after the request's words, letters and digits only", () => {
    expect(fileNameWords("Make the cat spin!")).toBe("make-the-cat-spin");
    expect(fileNameWords("Fais sauter l'éléphant")).toBe("fais-sauter-l-elephant");
    expect(fileNameWords("../../etc/passwd")).toBe("etc-passwd");
    expect(fileNameWords("让猫跳")).toBe("project");
    expect(fileNameWords("make a game where the cat chases the mouse around the stage")).toBe("make-a-game-where-the-cat-chases-the");
  });
});
