// Variables, lists and broadcasts of an exported project, each with a stable id. Scratch finds
// them by id (falling back to name), so every reference in the blocks must use the id declared
// on the stage, or on the sprite for "for this sprite only" data.
import type { Program } from "../program";

export interface TDataRef {
  id: string;
  name: string;
}

export interface TDeclaredData extends TDataRef {
  isLocal: boolean;
}

export interface TDataRegistry {
  variable(name: string): TDataRef;
  list(name: string): TDataRef;
  broadcast(name: string): TDataRef;
  variables: TDeclaredData[];
  lists: TDeclaredData[];
  broadcasts: TDataRef[];
}

export function createDataRegistry(program: Program, idPrefix = ""): TDataRegistry {
  const variables = new Map<string, TDeclaredData>();
  const lists = new Map<string, TDeclaredData>();
  const broadcasts = new Map<string, TDataRef>();

  const declare = (map: Map<string, TDeclaredData>, kind: string, name: string, isLocal: boolean): TDeclaredData => {
    const existing = map.get(name);
    if (existing) return existing;
    const declared = { id: `${idPrefix}${kind}${map.size + 1}`, name, isLocal };
    map.set(name, declared);
    return declared;
  };

  for (const use of program.variables) declare(variables, "v", use.name, use.isLocal);
  for (const use of program.lists) declare(lists, "l", use.name, use.isLocal);
  // Scratch matches broadcasts case-insensitively, so "Start" and "start" are one message.
  const broadcastKey = (name: string) => name.toLowerCase();
  const declareBroadcast = (name: string): TDataRef => {
    const key = broadcastKey(name);
    const existing = broadcasts.get(key);
    if (existing) return existing;
    const declared = { id: `${idPrefix}m${broadcasts.size + 1}`, name };
    broadcasts.set(key, declared);
    return declared;
  };
  for (const name of program.broadcasts) declareBroadcast(name);

  return {
    // Blocks may name data the program summary missed; declaring on first use keeps every
    // reference resolvable rather than exporting a project Scratch would half-load.
    variable: (name) => declare(variables, "v", name, false),
    list: (name) => declare(lists, "l", name, false),
    broadcast: declareBroadcast,
    get variables() {
      return [...variables.values()];
    },
    get lists() {
      return [...lists.values()];
    },
    get broadcasts() {
      return [...broadcasts.values()];
    },
  };
}
