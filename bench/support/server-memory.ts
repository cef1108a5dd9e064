// Where a soaked server's memory is (issue 25): the resident set alone says that memory grew, not
// what holds it. Two views, sampled over the run:
// - inside V8, through the inspector: process.memoryUsage() of the main thread (heapTotal, heapUsed,
//   external, arrayBuffers) and of every worker thread (its own heap: the behaviour check's engine),
//   without forcing a collection, so the figures are what the process really carries;
// - outside V8, from /proc: the threads, and the resident memory of glibc's malloc (its main heap and
//   its per-thread arenas, each a 64 MB reservation) against every other anonymous mapping (V8's
//   pages, WebAssembly memory, thread stacks).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";

export interface TMemoryParts {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface TInspectorSample {
  /** What the caller's tag said when the sample arrived (the soak: requests answered so far). */
  at: number;
  main: TMemoryParts;
  /** One per worker thread alive at the time; only heapTotal, heapUsed, external, arrayBuffers are the worker's own. */
  workers: TMemoryParts[];
  /** Worker threads started since the sampler attached (alive or not): a pool that replaces its threads shows here. */
  workersStarted: number;
}

/**
 * A helper process that stays attached to the server's inspector and prints one JSON line per
 * sample. Worker threads are reached through the NodeWorker domain (attached without pausing them).
 */
const SAMPLER = `
const [url, everyMs] = [process.argv[1], Number(process.argv[2])];
const ws = new WebSocket(url);
let id = 0;
const pending = new Map();
const workers = new Set();
let workersStarted = 0;
const send = (message, sessionId) => new Promise((resolve) => {
  const mine = ++id;
  pending.set(mine, resolve);
  const text = JSON.stringify({ id: mine, ...message });
  ws.send(sessionId ? JSON.stringify({ id: ++id, method: "NodeWorker.sendMessageToWorker", params: { sessionId, message: text } }) : text);
});
ws.addEventListener("message", (event) => {
  const message = JSON.parse(event.data);
  if (message.method === "NodeWorker.attachedToWorker") { workers.add(message.params.sessionId); workersStarted += 1; }
  if (message.method === "NodeWorker.detachedFromWorker") workers.delete(message.params.sessionId);
  const inner = message.method === "NodeWorker.receivedMessageFromWorker" ? JSON.parse(message.params.message) : message;
  if (inner.id !== undefined && pending.has(inner.id)) { pending.get(inner.id)(inner.result); pending.delete(inner.id); }
});
const usage = async (sessionId) => {
  const result = await Promise.race([
    send({ method: "Runtime.evaluate", params: { expression: "JSON.stringify(process.memoryUsage())", returnByValue: true } }, sessionId),
    new Promise((resolve) => setTimeout(() => resolve(undefined), 5000)),
  ]);
  return result?.result?.value ? JSON.parse(result.result.value) : undefined;
};
ws.addEventListener("open", async () => {
  await send({ method: "NodeWorker.enable", params: { waitForDebuggerOnStart: false } });
  for (;;) {
    const main = await usage();
    const others = (await Promise.all([...workers].map((sessionId) => usage(sessionId)))).filter(Boolean);
    if (main) console.log(JSON.stringify({ main, workers: others, workersStarted }));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
});
ws.addEventListener("close", () => process.exit(0));`;

export interface TInspectorSampler {
  samples: TInspectorSample[];
  stop(): void;
}

export function startInspectorSampler(inspectorUrl: string, tag: () => number, everyMs = 2_000): TInspectorSampler {
  const samples: TInspectorSample[] = [];
  const child: ChildProcess = spawn(process.execPath, ["--experimental-websocket", "--no-warnings", "-e", SAMPLER, inspectorUrl, String(everyMs)], { stdio: ["ignore", "pipe", "inherit"] });
  createInterface({ input: child.stdout! }).on("line", (line) => {
    try {
      const sample = JSON.parse(line) as Omit<TInspectorSample, "at">;
      samples.push({ at: tag(), main: sample.main, workers: sample.workers, workersStarted: sample.workersStarted });
    } catch {
      // not a sample
    }
  });
  return { samples, stop: () => child.kill() };
}

export interface TProcSample {
  rssMb: number;
  threads: number;
  /** glibc's per-thread arenas: how many, and how much of them is resident. */
  mallocArenas: number;
  mallocArenasMb: number;
  /** glibc's main heap (the brk heap, "[heap]"). */
  mallocMainHeapMb: number;
  /** Every other anonymous mapping: V8's heap and code pages, WebAssembly memory, thread stacks. */
  otherAnonymousMb: number;
  /** Mapped files: the node binary, shared libraries. */
  filesMb: number;
}

const ARENA_BYTES = 64 * 1024 * 1024;

/**
 * The resident memory of one process by kind of mapping, from /proc/PID/smaps. A glibc arena is a
 * 64 MB-aligned reservation: a read-write part followed by an inaccessible rest, 64 MB in all.
 */
export function procMemory(pid: number): TProcSample {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rssMb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0) / 1024;
  const threads = Number(/Threads:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const mappings: Array<{ start: bigint; end: bigint; perms: string; name: string; rssKb: number }> = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      mappings.push({ start: BigInt(`0x${header[1]}`), end: BigInt(`0x${header[2]}`), perms: header[3]!, name: header[4]!.trim(), rssKb: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length > 0) mappings.at(-1)!.rssKb = Number(rss[1]);
  }
  let mallocArenas = 0;
  let arenasKb = 0;
  let mainHeapKb = 0;
  let otherKb = 0;
  let filesKb = 0;
  for (let index = 0; index < mappings.length; index++) {
    const mapping = mappings[index]!;
    const next = mappings[index + 1];
    const isArena =
      mapping.name === "" && mapping.perms.startsWith("rw") && mapping.start % BigInt(ARENA_BYTES) === 0n &&
      ((next && next.name === "" && next.perms.startsWith("---") && next.start === mapping.end && next.end - mapping.start === BigInt(ARENA_BYTES)) || mapping.end - mapping.start === BigInt(ARENA_BYTES));
    if (isArena) {
      mallocArenas += 1;
      arenasKb += mapping.rssKb;
    } else if (mapping.name === "[heap]") mainHeapKb += mapping.rssKb;
    else if (mapping.name === "" || mapping.name.startsWith("[anon")) otherKb += mapping.rssKb;
    else filesKb += mapping.rssKb;
  }
  const mb = (kb: number) => kb / 1024;
  return { rssMb, threads, mallocArenas, mallocArenasMb: mb(arenasKb), mallocMainHeapMb: mb(mainHeapKb), otherAnonymousMb: mb(otherKb), filesMb: mb(filesKb) };
}
