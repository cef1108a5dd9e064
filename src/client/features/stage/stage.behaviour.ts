// What the server's behaviour check found when it ran an answer before showing it (issue 29,
// point 3: `behaviour: { ran, seconds, problems }`), turned into words for the child beside the
// stage. The check's messages are written for people already; only the two that carry the
// engine's own error text get plain words instead, since that text helps no one aged eight.

export type TStageBehaviourProblem = { code: string; message: string; sprite?: string };
export type TStageBehaviour = { ran: boolean; seconds: number; problems: TStageBehaviourProblem[] };

export type TBehaviourNote = { title: string; detail: string };

/** A short, friendly heading for each kind of problem the check reports. */
const TITLES: Record<string, string> = {
  "stops-at-once": "It stops by itself",
  "no-reaction": "Something it listens for does nothing",
  "scripts-fight": "Two scripts pull against each other",
  freezes: "The stage may freeze",
  "nothing-happens": "Nothing starts it",
  "runtime-error": "Scratch got stuck running it",
  "does-not-load": "Scratch could not open it",
};

const PLAIN_DETAILS: Record<string, string> = {
  "runtime-error": "Press Run to watch where it stops, or ask for the blocks again in other words.",
  "does-not-load": "Try asking for the blocks again in other words.",
};

/** One note per problem, in the order the check found them, without repeats. */
export function behaviourNotes(behaviour: TStageBehaviour | null | undefined): TBehaviourNote[] {
  if (!behaviour) return [];
  const notes: TBehaviourNote[] = [];
  const seen = new Set<string>();
  for (const problem of behaviour.problems) {
    const note = { title: TITLES[problem.code] ?? "Something to check", detail: PLAIN_DETAILS[problem.code] ?? problem.message };
    const key = `${note.title}\u0000${note.detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    notes.push(note);
  }
  return notes;
}
