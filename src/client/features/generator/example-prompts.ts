/**
 * The eight example prompts the generator's Examples toggle offers (SPEC 2). Each one is a
 * request the offline generator handles well, so a child trying the product with no AI provider
 * configured still gets a good program. The offline generator's EXAMPLE_PROMPTS should match
 * this list (the client may not import server code, so the list lives here).
 */
export const EXAMPLE_PROMPTS: readonly string[] = [
  "Make the cat move with the arrow keys",
  "Make the sprite jump when I press the space key",
  "Draw a star with the pen",
  "Make a ball bounce around the stage",
  "Make a clicker game that adds 1 to the score every time I click the sprite",
  "Make a 30 second countdown timer",
  "Make a quiz that asks what 5 + 3 is and says if the answer is right",
  "Play a little tune with the music blocks when the green flag is clicked",
];

