// The engine's monitors (the boxes showing a variable, a list or a sprite's x) as plain data for
// the page. Labels follow Scratch's: a sprite's own variable reads "Cat: score". Values are shown
// as text by React, never as markup, whatever a project put in them.
import type { TStageMonitorMap } from "./stage.engine.types";

export type TStageMonitor = {
  id: string;
  label: string;
  mode: "default" | "large" | "slider" | "list";
  /** The value as text; a list's items as text. */
  value: string;
  items: string[] | null;
  /** Top-left corner in stage pixels (480×360), or null for Scratch's automatic place. */
  x: number | null;
  y: number | null;
  width: number | null;
  height: number | null;
};

/** Scratch's words for the built-in reporters a monitor can show. */
const OPCODE_LABELS: Record<string, string> = {
  motion_xposition: "x position",
  motion_yposition: "y position",
  motion_direction: "direction",
  looks_size: "size",
  looks_costumenumbername: "costume number",
  looks_backdropnumbername: "backdrop number",
  sound_volume: "volume",
  sensing_answer: "answer",
  sensing_loudness: "loudness",
  sensing_timer: "timer",
  sensing_username: "username",
  sensing_current: "current",
  music_getTempo: "tempo",
};

const asText = (value: unknown): string => {
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6);
  if (value === null || value === undefined) return "";
  return String(value);
};

function labelOf(opcode: string, params: Record<string, unknown>, spriteName: string | null): string {
  const own = opcode === "data_variable" ? asText(params.VARIABLE) : opcode === "data_listcontents" ? asText(params.LIST) : (OPCODE_LABELS[opcode] ?? opcode);
  const withParam = opcode === "sensing_current" && params.CURRENTMENU ? `${own} ${asText(params.CURRENTMENU).toLowerCase()}` : own;
  return spriteName ? `${spriteName}: ${withParam}` : withParam;
}

const MODES = new Set(["default", "large", "slider", "list"]);

export function readMonitors(map: TStageMonitorMap): TStageMonitor[] {
  return map
    .valueSeq()
    .toArray()
    .filter((record) => record.get("visible"))
    .map((record) => {
      const opcode = record.get("opcode") ?? "";
      const raw = record.get("value");
      const isList = opcode === "data_listcontents" || Array.isArray(raw);
      const mode = record.get("mode") ?? "default";
      return {
        id: record.get("id") ?? opcode,
        label: labelOf(opcode, record.get("params") ?? {}, record.get("spriteName")),
        mode: (isList ? "list" : MODES.has(mode) ? mode : "default") as TStageMonitor["mode"],
        value: Array.isArray(raw) ? raw.map(asText).join(" ") : asText(raw),
        items: Array.isArray(raw) ? raw.map(asText) : null,
        x: record.get("x"),
        y: record.get("y"),
        width: record.get("width") || null,
        height: record.get("height") || null,
      };
    });
}
