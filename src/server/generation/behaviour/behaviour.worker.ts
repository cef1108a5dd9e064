import { normalizeBlocksText, parseProject, projectToProjectJson } from "../../../blocks";
import { checkBehaviour } from "./behaviour.check";
import { freezeProblems, nothingStarts } from "./behaviour.freeze";
import type { TJsonTarget } from "./behaviour.static";
import type { TBehaviourOptions, TBehaviourReport } from "./behaviour.types";

/**
 * The behaviour check's worker thread (issue 29): one answer in, its report out. The engine runs
 * here, never on the thread that answers requests, and the pool (behaviour.pool.ts) ends the
 * thread if an answer takes longer than its budget.
 */
export interface TBehaviourTask {
  text: string;
  options: TBehaviourOptions;
}

export default async function runBehaviourTask(task: TBehaviourTask): Promise<TBehaviourReport> {
  let json: { targets: TJsonTarget[] };
  try {
    const trimmed = task.text.trim();
    json = trimmed.startsWith("{") ? (JSON.parse(trimmed) as { targets: TJsonTarget[] }) : (projectToProjectJson(parseProject(normalizeBlocksText(task.text)).project) as unknown as { targets: TJsonTarget[] });
  } catch (error) {
    return { ran: false, seconds: 0, problems: [{ code: "does-not-load", message: `It could not be read as a project: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const staticProblems = [...freezeProblems(json.targets), ...nothingStarts(json.targets)];
  // A project that would freeze the engine, or that nothing starts, is not worth its budget.
  if (staticProblems.length > 0) return { ran: false, seconds: 0, problems: staticProblems };
  try {
    const report = await checkBehaviour(json, task.options);
    return { ...report, problems: [...staticProblems, ...report.problems] };
  } catch (error) {
    return { ran: false, seconds: 0, problems: [...staticProblems, { code: "runtime-error", message: `Scratch stopped with an error while running it: ${error instanceof Error ? error.message : String(error)}` }] };
  }
}
