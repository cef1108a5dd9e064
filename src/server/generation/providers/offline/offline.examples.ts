/**
 * The eight example prompts the generator section offers (SPEC 2 "Examples toggle"), each one
 * the offline generator answers well, including SPEC's three example projects: parabola,
 * chatbot and gravity physics. The client imports this list.
 */
export const EXAMPLE_PROMPTS: readonly string[] = [
  "Make the cat jump when I press the space key",
  "Draw a star with the pen",
  "Move my sprite with the arrow keys, add a score and a 30 second timer",
  "Draw a parabola y = x² with the pen",
  "Make a chatbot that asks my name and how I feel",
  "Make a ball fall with gravity and bounce on the ground",
  "Make a maths quiz with 5 questions",
  "Play Twinkle Twinkle Little Star on the piano",
];

/** SPEC's three example projects, for the home page's Example Projects cards. */
export const EXAMPLE_PROJECTS: readonly { title: string; prompt: string }[] = [
  { title: "Parabola", prompt: "Draw a parabola y = x² with the pen" },
  { title: "Chatbot", prompt: "Make a chatbot that asks my name and how I feel" },
  { title: "Gravity physics", prompt: "Make a ball fall with gravity and bounce on the ground" },
];
