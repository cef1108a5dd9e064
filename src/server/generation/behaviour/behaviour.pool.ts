import { Piscina } from "piscina";
import type { TBehaviourReport } from "./behaviour.types";
import type { TBehaviourTask } from "./behaviour.worker";

/**
 * Every answer is run before it is shown (issue 29), on worker threads so a slow or hostile
 * project never holds up the thread that answers requests. piscina keeps a warm thread (the
 * engine takes about a second to load) and ends one whose task outlives its budget: a project
 * that freezes the engine costs its budget and nothing more.
 */
export interface TBehaviourRunner {
  check(text: string, signal?: AbortSignal): Promise<TBehaviourReport>;
  close(): Promise<void>;
}

export interface TBehaviourRunnerOptions {
  /** Worker threads; one answers several requests a second. */
  threads?: number;
  /** Simulated seconds after the green flag. */
  seconds?: number;
  /** Wall-clock milliseconds a check may take inside the worker before it reports what it saw. */
  budgetMs?: number;
}

/** A tiny project the new thread runs first, so the engine is loaded before any budget starts. */
const WARM_UP = "when flag clicked\nsay [Hi]";

export function createBehaviourRunner(options: TBehaviourRunnerOptions = {}): TBehaviourRunner {
  const seconds = options.seconds ?? 3;
  const budgetMs = options.budgetMs ?? 1_000;
  const pool = new Piscina<TBehaviourTask, TBehaviourReport>({
    filename: new URL("./behaviour.worker.ts", import.meta.url).href,
    // The worker is TypeScript: tsx compiles it there as it does the server.
    execArgv: ["--import", "tsx"],
    minThreads: 1,
    maxThreads: options.threads ?? 1,
    idleTimeout: 60_000,
  });
  // Loading tsx and Scratch's engine takes seconds on a busy machine: never inside a budget.
  const warm = pool.run({ text: WARM_UP, options: { seconds: 0.1, budgetMs: 60_000 } }).then(
    () => undefined,
    () => undefined,
  );
  return {
    async check(text, signal) {
      await warm;
      // The worker stops itself at its budget; this is the hard stop for a thread that cannot. A
      // stopped check says it did not run (it proves nothing either way): a known freeze, a
      // "run without screen refresh" loop, is found before the engine starts.
      const hardStop = AbortSignal.timeout(budgetMs * 3 + 2_000);
      const abort = signal ? AbortSignal.any([signal, hardStop]) : hardStop;
      try {
        return await pool.run({ text, options: { seconds, budgetMs } }, { signal: abort });
      } catch (error) {
        if (signal?.aborted) throw error;
        if (hardStop.aborted) return { ran: false, seconds: 0, problems: [] };
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
