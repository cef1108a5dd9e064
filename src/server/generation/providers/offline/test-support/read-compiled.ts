import { compilePlan } from "../plan/plan.compile";
import { readPlan } from "../plan/plan.read";

/** A request read by the plan reader alone and compiled, as the plan tests look at it: its project text and what it left out. */
export function readCompiled(prompt: string): { text: string; leftOut: string[] } {
  const { plan } = readPlan(prompt);
  return { text: compilePlan(plan).text, leftOut: plan.leftOut };
}

/** readCompiled with the names of the sprites the plan made. */
export function readCompiledNamed(prompt: string): { text: string; leftOut: string[]; names: string[] } {
  const { plan } = readPlan(prompt);
  return { text: compilePlan(plan).text, leftOut: plan.leftOut, names: plan.characters.map((c) => c.name) };
}
