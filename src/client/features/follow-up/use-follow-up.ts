import { useEffect, useMemo, useRef, useState } from "react";
import type { TProjectDiff } from "../../../blocks/diff";
import { useModuleOnIntent } from "../../lib/load-on-intent";
import type { TGenerateSuccess } from "../generator/generator.api";
import { storedBaseKeyOf } from "../project/stored-project-base";
import { makeVersionCurrent } from "./follow-up.api";
import type { TFollowUpTools } from "./follow-up-tools";
import { lastSentBase, setFollowUpBase, type TFollowUpBase, type TProjectOrigin } from "./follow-up.store";

/** One request of the conversation and what it made. */
export type TTurn = {
  prompt: string;
  generationId?: number;
  /** The version it changed (null: an opened project, or a first version). */
  parentId: number | null;
  /** The program it changed; null for a request that started something new. */
  before: string | null;
  after: string;
  diff: TProjectDiff | null;
  words: string[];
  undone: boolean;
  /** The opened project this version comes from (a follow-up on it, or on one of its versions). */
  origin: TProjectOrigin | null;
};

export type TFollowUp = {
  turns: TTurn[];
  mode: "change" | "new";
  setMode: (mode: "change" | "new") => void;
  /** The program the next request changes (what is shown), or null. */
  currentText: string | null;
  /** Shown instead of the last answer after an undo. */
  shownText: string | null;
  /** The changes to mark in the picture: the last turn's, unless it was undone. */
  marks: TProjectDiff["changes"] | null;
  suggestions: string[];
  canUndo: boolean;
  undo: () => Promise<void>;
  undoError: string | null;
  /** The opened project what is shown comes from: its download keeps that project's costumes and sounds. */
  origin: TProjectOrigin | null;
  /** The comparison and marking code, once here (null before: then there are no marks or suggestions yet). */
  tools: TFollowUpTools | null;
};

// Imported, it would put the comparison's code back into the home page's chunk.
const loadFollowUpTools = (): Promise<TFollowUpTools> => import("./follow-up-tools");

// One origin object per stored version, so comparing origins by identity holds across renders.
const storedOrigins = new Map<number, TProjectOrigin>();

/** A version whose opened project's costumes and sounds are stored with it (reopened from history, or changed from one that was). */
function storedOrigin(generationId: number | undefined, hasProjectBase: true | undefined): TProjectOrigin | null {
  if (generationId === undefined || !hasProjectBase) return null;
  let origin = storedOrigins.get(generationId);
  if (!origin) {
    origin = { baseKey: storedBaseKeyOf({ id: generationId, hasProjectBase })! };
    storedOrigins.set(generationId, origin);
  }
  return origin;
}

/**
 * The conversation around the generator (issue 30): each answer is a turn; a follow-up is
 * compared with the program it changed; the next request changes what is shown unless the
 * child chooses to start something new; undo makes the version before current again.
 */
export function useFollowUp(options: {
  result: TGenerateSuccess | null;
  submittedPrompt: string | null;
  isGenerating: boolean;
  openedText: string | null;
  /** The opened project shown as `openedText` (the origin of follow-ups on it). */
  openedProject?: TProjectOrigin | null;
  /** A history version shown with /?load= before anything is generated here. */
  loaded?: { id: number; blocks: string; hasProjectBase?: true } | null;
}): TFollowUp {
  const { result, submittedPrompt, isGenerating, openedText, openedProject = null, loaded } = options;
  const [turns, setTurns] = useState<TTurn[]>([]);
  const [mode, setMode] = useState<"change" | "new">("change");
  const [shown, setShown] = useState<{ generationId: number | null; text: string } | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);
  const seen = useRef<TGenerateSuccess | null>(null);
  // The comparison's code comes while the first answer is on its way, or with a program to show.
  const tools = useModuleOnIntent(loadFollowUpTools, isGenerating || result !== null || openedText !== null || !!loaded).module;

  useEffect(() => {
    // An answer that came before the code is taken in when the code arrives.
    if (!result || result === seen.current || !tools) return;
    seen.current = result;
    const sent = lastSentBase();
    const before = sent.base ? (sent.text ?? null) : null;
    const diff = before !== null ? tools.diffProjectTexts(before, result.blocks) : null;
    const turn: TTurn = {
      prompt: submittedPrompt ?? "",
      ...(result.generationId !== undefined ? { generationId: result.generationId } : {}),
      parentId: result.version?.parentId ?? null,
      before,
      after: result.blocks,
      diff,
      words: diff ? tools.describeDiff(diff) : [],
      undone: false,
      origin: sent.origin ?? storedOrigin(result.generationId, result.version?.hasProjectBase),
    };
    setShown(null);
    setUndoError(null);
    setTurns((previous) => (sent.base ? [...previous, turn] : [turn]));
    setMode("change");
  }, [result, submittedPrompt, tools]);

  const fromHistory = result === null && openedText === null ? (loaded ?? null) : null;
  const currentText = openedText ?? shown?.text ?? result?.blocks ?? fromHistory?.blocks ?? null;
  const currentId = openedText !== null ? undefined : shown ? (shown.generationId ?? undefined) : (result?.generationId ?? fromHistory?.id);
  const base: TFollowUpBase | undefined =
    mode === "change" && currentText ? (currentId !== undefined ? { baseGenerationId: currentId } : { baseProjectText: currentText }) : undefined;
  const last = turns.at(-1);
  // an answer (or the undo of one) on an opened project, or on a version of it, still is that project
  const origin = openedText !== null ? openedProject : result !== null && last ? last.origin : storedOrigin(fromHistory?.id, fromHistory?.hasProjectBase);
  // read by the generator when it sends: always what is on the screen now
  setFollowUpBase(base, currentText ?? undefined, origin);

  const canUndo = !!last && last.before !== null && !last.undone && !isGenerating && openedText === null;
  const undo = async () => {
    if (!last || last.before === null) return;
    setUndoError(null);
    try {
      if (last.parentId !== null) await makeVersionCurrent(last.parentId);
      setShown({ generationId: last.parentId, text: last.before });
      setTurns((previous) => previous.map((turn) => (turn === last ? { ...turn, undone: true } : turn)));
    } catch {
      setUndoError("That did not work. Please try again.");
    }
  };

  const suggestions = useMemo(() => (currentText && tools ? tools.suggestFollowUps(currentText) : []), [currentText, tools]);
  const marks = last && !last.undone && shown === null && openedText === null && last.diff ? last.diff.changes : null;
  return { turns, mode, setMode, currentText, shownText: shown?.text ?? null, marks, suggestions, canUndo, undo, undoError, origin, tools };
}
