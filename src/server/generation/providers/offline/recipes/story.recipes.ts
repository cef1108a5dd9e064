import type { TRecipe } from "../offline.types";
import { items, itemsParam, safeName, script } from "./recipe.helpers";

/**
 * Stories: two characters who talk in turn, each a sprite of its own. Every line ends with a
 * broadcast that tells the other character it is their turn, which is how Scratch projects keep
 * a conversation in order, and the child writes their own story by changing the say blocks.
 */

/** "a cat and a dog" → "Cat", "Dog"; a name that is not usable falls back to a default. */
function characterNames(given: string[]): [string, string] {
  const names = given.map((name) => safeName(name.replace(/^(?:a|an|the|my)\s+/i, ""), "")).filter((name) => name.length > 0 && name.length <= 20);
  const [first = "Ava", second = first === "Leo" ? "Ava" : "Leo"] = names.map((name) => name.charAt(0).toUpperCase() + name.slice(1));
  return [first, second === first ? `${second} 2` : second];
}

export const conversation: TRecipe = {
  id: "conversation",
  family: "broadcasts",
  suggestion: "Make two characters talk to each other",
  requires: [["dialogue"]],
  boosts: ["say:2", "broadcast", "chat"],
  params: [itemsParam("characters", "the two characters who talk", ["Ava", "Leo"])],
  build(p) {
    const [first, second] = characterNames(items(p, "characters"));
    const turn = (name: string) => `${name}'s turn`;
    return {
      sprites: [
        { name: first, settings: "x: -120, y: -40" },
        { name: second, settings: "x: 120, y: -40" },
      ],
      scripts: [
        { ...script(`${first} starts the story, then hands over to ${second}`, "when green flag clicked", `say [Hello, ${second}! What are you doing today?] for (2) seconds`, `broadcast (${turn(second)} v)`), sprite: first },
        { ...script(`${second} answers, then hands back to ${first}`, `when I receive [${turn(second)} v]`, `say [Hi, ${first}! I'm going to the park. Do you want to come?] for (3) seconds`, `broadcast (${turn(first)} v)`), sprite: second },
        { ...script(`${first} answers, and the story ends`, `when I receive [${turn(first)} v]`, "say [Yes, please! Let's go!] for (2) seconds"), sprite: first },
      ],
      explanation: `${first} and ${second} are two sprites who talk in turn. ${first} says the first line when you click the green flag, then broadcasts "${turn(second)}"; ${second} answers when that message arrives and broadcasts "${turn(first)}" back. Change the words in the say blocks to tell your own story, and add a line by adding another broadcast and "when I receive" script.`,
    };
  },
};

export const STORY_RECIPES: TRecipe[] = [conversation];
