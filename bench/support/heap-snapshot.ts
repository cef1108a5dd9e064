import { readFileSync } from "node:fs";

/**
 * A V8 heap snapshot (.heapsnapshot) read without JSON.parse: a server's snapshot is larger than
 * the longest string V8 can hold. The numeric arrays are read straight from the bytes, the strings
 * one line at a time (V8 writes one per line). Used by heap-by-request.ts (issue 25) to say which
 * objects a kind of request leaves behind, and what keeps them.
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
      if (list.length < 50) list.push(i);
      newNodesByGroup.set(name, list);
    }
  }
  return { groups: [...totals.values()], newNodesByGroup };
}

/**
 * Retainer chains of a node, up to `depth` steps toward the roots: each step names the holder's
 * group and the edge (property name or index). Weak edges are skipped: they keep nothing alive.
 */
export function retainerChain(snapshot: THeapSnapshot, node: number, depth = 10): string[] {
  const edgeFields = 3;
  const nodeCount = snapshot.nodes.length / snapshot.nodeFieldCount;
  // Reverse index, built once per snapshot.
  const cached = reverseIndexes.get(snapshot);
  const reverse = cached ?? buildReverseIndex(snapshot, nodeCount, edgeFields);
  if (!cached) reverseIndexes.set(snapshot, reverse);
  const chain: string[] = [];
  const seen = new Set<number>([node]);
  let current = node;
  for (let step = 0; step < depth; step++) {
    let next = -1;
    let label = "";
    for (let r = reverse.start[current]!; r < reverse.start[current + 1]!; r++) {
      const edge = reverse.edge[r]!;
      const from = reverse.from[r]!;
      const edgeType = snapshot.edgeTypes[snapshot.edges[edge]!]!;
      if (edgeType === "weak" || seen.has(from)) continue;
      const nameOrIndex = snapshot.edges[edge + 1]!;
      const edgeName = edgeType === "element" || edgeType === "hidden" ? `[${nameOrIndex}]` : `.${snapshot.strings[nameOrIndex]}`;
      next = from;
      label = `${groupOf(snapshot, from)} ${edgeName} (${edgeType})`;
      if (edgeType !== "internal" && edgeType !== "hidden") break;
    }
    if (next < 0) break;
    chain.push(label);
    seen.add(next);
    current = next;
  }
  return chain;
}

const reverseIndexes = new WeakMap<THeapSnapshot, { start: Uint32Array; from: Uint32Array; edge: Float64Array }>();

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
  return { start, from, edge };
}
