/**
 * The part of the system prompt that teaches project text (docs/decisions/014-project-text.md),
 * sent only when the idea sounds like it needs more than one sprite or the stage: one sprite's
 * program needs none of it, and every token here is paid on every call that carries it.
 */
export const PROJECT_TEXT_RULES = `If the idea needs several sprites (a ball and a paddle, a basket and apples, a cat and a mouse), write a whole project:
- Start each sprite's scripts with "// sprite: Name" and the stage's with "// stage".
- Right under a sprite's line, one optional line sets how it starts: "// x: 0, y: -150, direction: 90, size: 100, hidden".
- Declare data with its starting value under a section line: "// variable score = 0", "// list fruits = ["apple"]". On the stage it is for all sprites; under a sprite, for that sprite only.
- Sprites name each other in menus: <touching (Ball v)?>, go to (Paddle v), create clone of (Apple v), ([x position v] of (Ball v)).
- The stage has no motion, say, costume or size blocks; put those in a sprite.`;

/** Words that mean more than one sprite: two players, a named second object, a classic two-sprite game. */
const SEVERAL_SPRITES =
  /\b(sprites|pong|catch(?:es|ing|er)?|chas(?:e|es|ing)|tag|maze|snake|flappy|shoot(?:s|er|ing)?|enem(?:y|ies)|paddles?|baskets?|buckets?|apples|falling|obstacles?|pipes?|walls?|two players?|2 players?|player 2|versus|vs\.?|rac(?:e|es|ing)|both|each other|another sprite|second sprite|stage and|backdrop and|whole (?:game|project))\b/i;

export function needsProjectText(prompt: string): boolean {
  return SEVERAL_SPRITES.test(prompt);
}
