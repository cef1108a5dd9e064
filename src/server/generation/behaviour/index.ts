export { checkBehaviour } from "./behaviour.check";
export type { TBehaviourOptions, TBehaviourProblem, TBehaviourProblemCode, TBehaviourReport } from "./behaviour.types";
