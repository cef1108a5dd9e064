import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * A V8 heap snapshot (.heapsnapshot) read without JSON.parse: a server's snapshot is larger than
 * the longest string V8 can hold. The numeric arrays are read straight from the bytes, the strings
 * one line at a time (V8 writes one per line). Used by heap-by-request.ts (issue 25) to say which
 * objects a kind of request leaves behind, and what keeps them.
 *
 * Run alone to compare two snapshots already written:
 *   node --import tsx bench/support/heap-snapshot.ts before.heapsnapshot after.heapsnapshot
 */
export interface THeapSnapshot {
  nodeFieldCount: number;
  nodes: Float64Array;
  edges: Float64Array;
  strings: string[];
  nodeTypes: string[];
  edgeTypes: string[];
  /** Field offsets in a node's row. */
  field: { type: number; name: number; id: number; selfSize: number; edgeCount: number };
  /** Index of each node's first edge in `edges` (in numbers, not edges). */
  firstEdge: Float64Array;
}

function numbersBetween(buffer: Buffer, start: number, end: number, count: number): Float64Array {
  const out = new Float64Array(count);
  let n = 0;
  let value = 0;
  let inNumber = false;
  for (let i = start; i < end; i++) {
    const byte = buffer[i]!;
    if (byte >= 48 && byte <= 57) {
      value = value * 10 + (byte - 48);
      inNumber = true;
    } else if (inNumber) {
      out[n++] = value;
      value = 0;
      inNumber = false;
    }
  }
  if (inNumber) out[n++] = value;
  if (n !== count) throw new Error(`expected ${count} numbers, read ${n}`);
  return out;
}

function arrayBounds(buffer: Buffer, key: string, from = 0): { start: number; end: number } {
  const at = buffer.indexOf(`"${key}":[`, from);
  if (at < 0) throw new Error(`no "${key}" in the snapshot`);
  const start = at + key.length + 4;
  return { start, end: buffer.indexOf("]", start) };
}

export function readHeapSnapshot(path: string): THeapSnapshot {
  const buffer = readFileSync(path);
  const headerEnd = buffer.indexOf('"nodes":[');
  const headerText = buffer.subarray(0, headerEnd).toString("utf8").replace(/,\s*$/, "");
  const header = JSON.parse(`${headerText}}`) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] }; node_count: number; edge_count: number };
  };
  const meta = header.snapshot.meta;
  const nodeFieldCount = meta.node_fields.length;
  const nodesAt = arrayBounds(buffer, "nodes");
  const nodes = numbersBetween(buffer, nodesAt.start, nodesAt.end, header.snapshot.node_count * nodeFieldCount);
  const edgesAt = arrayBounds(buffer, "edges", nodesAt.end);
  const edges = numbersBetween(buffer, edgesAt.start, edgesAt.end, header.snapshot.edge_count * meta.edge_fields.length);
  const stringsStart = buffer.indexOf('"strings":[', edgesAt.end) + '"strings":['.length;
  const strings: string[] = [];
  // One JSON string per line; a line ends with "," or with the closing "]}".
  for (const line of buffer.subarray(stringsStart).toString("utf8").split("\n")) {
    const text = line.replace(/^,/, "").replace(/\]\}\s*$/, "").replace(/,$/, "");
    if (text.length > 0) strings.push(JSON.parse(text) as string);
  }
  const field = {
    type: meta.node_fields.indexOf("type"),
    name: meta.node_fields.indexOf("name"),
    id: meta.node_fields.indexOf("id"),
    selfSize: meta.node_fields.indexOf("self_size"),
    edgeCount: meta.node_fields.indexOf("edge_count"),
  };
  const nodeCount = header.snapshot.node_count;
  const firstEdge = new Float64Array(nodeCount + 1);
  for (let i = 0; i < nodeCount; i++) firstEdge[i + 1] = firstEdge[i]! + nodes[i * nodeFieldCount + field.edgeCount]! * meta.edge_fields.length;
  return { nodeFieldCount, nodes, edges, strings, nodeTypes: meta.node_types[0], edgeTypes: meta.edge_types[0], field, firstEdge };
}

const STRING_TYPES = new Set(["string", "concatenated string", "sliced string"]);

/** What objects of one kind are grouped under: type and constructor (strings and numbers by type only). */
export function groupOf(snapshot: THeapSnapshot, node: number): string {
  const base = node * snapshot.nodeFieldCount;
  const type = snapshot.nodeTypes[snapshot.nodes[base + snapshot.field.type]!]!;
  if (STRING_TYPES.has(type) || type === "number" || type === "bigint") return type;
  const name = snapshot.strings[snapshot.nodes[base + snapshot.field.name]!] ?? "";
  return `${type}: ${name.length > 70 ? `${name.slice(0, 70)}…` : name}`;
}

/** The broad kind of memory, to tell V8's own code and feedback from the program's objects. */
export function categoryOf(group: string): "code" | "strings" | "program objects" | "V8 internals" {
  if (group.startsWith("code:")) return "code";
  if (STRING_TYPES.has(group)) return "strings";
  if (group.startsWith("hidden:") || group.startsWith("object shape:") || group.startsWith("synthetic:")) return "V8 internals";
  return "program objects";
}

export interface TGroupDiff {
  group: string;
  /** Objects alive in the second snapshot that were not in the first. */
  newCount: number;
  newBytes: number;
  /** Change in the group's total, both snapshots counted whole. */
  countDelta: number;
  bytesDelta: number;
}

/** Groups the second snapshot's new objects (ids not in the first) and each group's net change. */
export function diffSnapshots(before: THeapSnapshot, after: THeapSnapshot): { groups: TGroupDiff[]; newNodesByGroup: Map<string, number[]> } {
  const oldIds = new Set<number>();
  const totals = new Map<string, TGroupDiff>();
  const entry = (group: string) => {
    let found = totals.get(group);
    if (!found) totals.set(group, (found = { group, newCount: 0, newBytes: 0, countDelta: 0, bytesDelta: 0 }));
    return found;
  };
  const count = (snapshot: THeapSnapshot) => snapshot.nodes.length / snapshot.nodeFieldCount;
  for (let i = 0; i < count(before); i++) {
    const base = i * before.nodeFieldCount;
    oldIds.add(before.nodes[base + before.field.id]!);
    const group = entry(groupOf(before, i));
    group.countDelta -= 1;
    group.bytesDelta -= before.nodes[base + before.field.selfSize]!;
  }
  const newNodesByGroup = new Map<string, number[]>();
  for (let i = 0; i < count(after); i++) {
    const base = i * after.nodeFieldCount;
    const name = groupOf(after, i);
    const group = entry(name);
    const size = after.nodes[base + after.field.selfSize]!;
    group.countDelta += 1;
    group.bytesDelta += size;
    if (!oldIds.has(after.nodes[base + after.field.id]!)) {
      group.newCount += 1;
      group.newBytes += size;
      const list = newNodesByGroup.get(name) ?? [];
      if (list.length < 200) list.push(i);
      newNodesByGroup.set(name, list);
    }
  }
  return { groups: [...totals.values()], newNodesByGroup };
}

/**
 * The retainer chain of a node toward the GC roots, up to `depth` steps: each step names the
 * holder's group and the edge (property name or index). At each step the holder nearest the roots
 * is taken (as DevTools does), so the chain is the shortest way the node is kept alive; weak edges
 * keep nothing alive and are not followed.
 */
export function retainerChain(snapshot: THeapSnapshot, node: number, depth = 10): string[] {
  const edgeFields = 3;
  const nodeCount = snapshot.nodes.length / snapshot.nodeFieldCount;
  const cached = reverseIndexes.get(snapshot);
  const reverse = cached ?? buildReverseIndex(snapshot, nodeCount, edgeFields);
  if (!cached) reverseIndexes.set(snapshot, reverse);
  const chain: string[] = [];
  let current = node;
  for (let step = 0; step < depth; step++) {
    let best = -1;
    let bestEdge = -1;
    for (let r = reverse.start[current]!; r < reverse.start[current + 1]!; r++) {
      const edge = reverse.edge[r]!;
      const from = reverse.from[r]!;
      if (snapshot.edgeTypes[snapshot.edges[edge]!] === "weak") continue;
      if (reverse.distance[from]! >= reverse.distance[current]!) continue;
      if (best < 0 || reverse.distance[from]! < reverse.distance[best]!) {
        best = from;
        bestEdge = edge;
      }
    }
    if (best < 0 || best === 0) break;
    const edgeType = snapshot.edgeTypes[snapshot.edges[bestEdge]!]!;
    const nameOrIndex = snapshot.edges[bestEdge + 1]!;
    const edgeName = edgeType === "element" || edgeType === "hidden" ? `[${nameOrIndex}]` : `.${snapshot.strings[nameOrIndex]}`;
    chain.push(`${groupOf(snapshot, best)} ${edgeName}`);
    current = best;
  }
  return chain;
}

const reverseIndexes = new WeakMap<THeapSnapshot, { start: Uint32Array; from: Uint32Array; edge: Float64Array; distance: Uint32Array }>();

function buildReverseIndex(snapshot: THeapSnapshot, nodeCount: number, edgeFields: number) {
  const edgeCount = snapshot.edges.length / edgeFields;
  const counts = new Uint32Array(nodeCount + 1);
  for (let e = 0; e < edgeCount; e++) counts[snapshot.edges[e * edgeFields + 2]! / snapshot.nodeFieldCount + 1]! += 1;
  const start = new Uint32Array(nodeCount + 1);
  for (let i = 0; i < nodeCount; i++) start[i + 1] = start[i]! + counts[i + 1]!;
  const fill = start.slice();
  const from = new Uint32Array(edgeCount);
  const edge = new Float64Array(edgeCount);
  for (let n = 0; n < nodeCount; n++) {
    for (let e = snapshot.firstEdge[n]!; e < snapshot.firstEdge[n + 1]!; e += edgeFields) {
      const to = snapshot.edges[e + 2]! / snapshot.nodeFieldCount;
      const slot = fill[to]!++;
      from[slot] = n;
      edge[slot] = e;
    }
  }
  // Steps from the root (node 0) over strong edges, breadth first.
  const distance = new Uint32Array(nodeCount).fill(0xffffffff);
  distance[0] = 0;
  const queue = new Uint32Array(nodeCount);
  let head = 0;
  let tail = 0;
  queue[tail++] = 0;
  while (head < tail) {
    const n = queue[head++]!;
    for (let e = snapshot.firstEdge[n]!; e < snapshot.firstEdge[n + 1]!; e += edgeFields) {
      if (snapshot.edgeTypes[snapshot.edges[e]!] === "weak") continue;
      const to = snapshot.edges[e + 2]! / snapshot.nodeFieldCount;
      if (distance[to] !== 0xffffffff) continue;
      distance[to] = distance[n]! + 1;
      queue[tail++] = to;
    }
  }
  return { start, from, edge, distance };
}

/**
 * Prints what the second snapshot holds that the first did not: the net change by category (V8's
 * code, its internals, strings, the program's objects), the groups that grew most, and for the
 * groups with at least `minNewPerGroup` new objects, what keeps one of them alive.
 */
export function printSnapshotDiff(beforePath: string, afterPath: string, options: { minNewPerGroup: number; top?: number }): void {
  const older = readHeapSnapshot(beforePath);
  const newer = readHeapSnapshot(afterPath);
  const { groups, newNodesByGroup } = diffSnapshots(older, newer);
  const byCategory = new Map<string, { newBytes: number; bytesDelta: number }>();
  for (const group of groups) {
    const category = byCategory.get(categoryOf(group.group)) ?? { newBytes: 0, bytesDelta: 0 };
    category.newBytes += group.newBytes;
    category.bytesDelta += group.bytesDelta;
    byCategory.set(categoryOf(group.group), category);
  }
  console.log("  by category (net change, and bytes of objects new since the first snapshot):");
  for (const [category, figures] of byCategory) console.log(`    ${category}: net ${(figures.bytesDelta / 1024).toFixed(1)} KB, new ${(figures.newBytes / 1024).toFixed(1)} KB`);
  const top = groups
    .filter((group) => group.countDelta > 0 || group.bytesDelta > 0)
    .sort((a, b) => b.bytesDelta - a.bytesDelta)
    .slice(0, options.top ?? 30);
  console.log("  groups that grew most (net count, net KB, new count):");
  for (const group of top) console.log(`    ${group.group}: +${group.countDelta}, ${(group.bytesDelta / 1024).toFixed(1)} KB, new ${group.newCount}`);
  // What keeps each fast-growing group: the chains of its new objects, grouped by their first
  // steps, most common first (a leak shows as one chain that holds most of them).
  for (const group of top.filter((group) => group.newCount >= options.minNewPerGroup).slice(0, 12)) {
    const chains = new Map<string, { count: number; full: string[] }>();
    for (const sample of newNodesByGroup.get(group.group) ?? []) {
      const full = retainerChain(newer, sample, 14);
      const key = full.slice(0, 4).join(" ← ");
      const found = chains.get(key) ?? { count: 0, full };
      found.count += 1;
      chains.set(key, found);
    }
    console.log(`  kept: ${group.group}`);
    for (const { count, full } of [...chains.values()].sort((a, b) => b.count - a.count).slice(0, 3)) {
      console.log(`    ${count} of the sampled new ones:`);
      for (const step of full) console.log(`      ← ${step}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) throw new Error("give two .heapsnapshot files: before and after");
  printSnapshotDiff(before, after, { minNewPerGroup: Number(process.env.HEAP_MIN_NEW ?? 100) });
}
