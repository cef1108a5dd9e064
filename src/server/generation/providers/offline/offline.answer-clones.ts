/**
 * What a clone does, done by the sprite itself (issue 26, decision 1790): "when i press c the
 * sprite makes a clone and the clone goes to a random position" was built as `create clone`, then
 * `go to (random position v)` in the same script: the sprite goes, the clone stays where it was
 * made. A request that gives the clone its own step ("the clone goes", "each clone falls", "the
 * clones spin") asks for a `when I start as a clone` script; a program that makes clones with none
 * names the clone's step.
 */
export function cloneStepsOnTheSprite(prompt: string, text: string): string[] {
  if (!/^\s*create clone of /m.test(text) || /^when I start as a clone/m.test(text)) return [];
  const said = [...prompt.matchAll(/\b(?:the|each|every|all the|all|its|new)\s+clones?\s+(?!of\b|is\b|are\b|was\b|were\b|that\b|and\b|or\b|in\b|on\b|to\b|at\b|from\b)([a-z]+[^.,;!?]*)/gi)].map((m) => `what the clone does ("${(m[0] as string).trim()}")`);
  return [...new Set(said)].slice(0, 1);
}
