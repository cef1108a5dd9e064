// Test support: an offline answer played in scratch-vm (headless, on a virtual clock), as the
// classic-project, game and story tests play them. Not imported by the generator itself.
import { expect } from "vitest";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../../../../blocks";
import { loadInVm, type TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { answerRequest } from "../offline.answer";

/**
 * Answers `prompt` (which must be built whole, nothing left out), loads it, lets `prepare` set the
 * engine up, clicks the green flag and hands the run to `drive`. Returns the program's text.
 */
export async function playAnswer(prompt: string, drive: (vm: TVmRun) => Promise<void>, prepare?: (vm: TVmRun) => void): Promise<string> {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  const { project, diagnostics } = parseProject(normalizeBlocksText(answer.text));
  expect(diagnostics, answer.text).toEqual([]);
  expect(answer.leftOut, answer.text).toEqual([]);
  const vm = await loadInVm(projectToSb3(project), { workMsPerIteration: 7 });
  try {
    prepare?.(vm);
    vm.greenFlag();
    await drive(vm);
  } finally {
    vm.dispose();
  }
  return answer.text;
}
