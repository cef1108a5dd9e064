import type { TRecipe } from "../offline.types";
import { seconds as secondsWords } from "../offline.explain";
import { body, choiceParam, fmt, keyParam, keyWords, nameParam, num, numberParam, safeText, script, str } from "./recipe.helpers";

/** Costumes, dancing, size, colour effects and speech. */

export const animateCostumes: TRecipe = {
  id: "animate-costumes",
  family: "animation",
  suggestion: "Animate the sprite by switching costumes",
  requires: [["animate"]],
  boosts: ["loop", "walk"],
  penalties: ["dance:3", "key:2", "flappy:6"],
  params: [numberParam("seconds", "the wait between costumes", { default: 0.2, min: 0.05, max: 5, integer: false, meanings: ["interval", "seconds"], takesPlain: true })],
  build(p) {
    const seconds = fmt(num(p, "seconds"));
    return {
      scripts: [script("Switch costumes again and again so the sprite looks alive", "when green flag clicked", "forever", body("next costume", `wait (${seconds}) seconds`), "end")],
      explanation: `A sprite's costumes are like the pages of a flipbook. Showing the next costume every ${secondsWords(num(p, "seconds"))} makes it look like it is moving. Sprites such as the cat already have two costumes.`,
    };
  },
};

export const dance: TRecipe = {
  id: "dance",
  family: "animation",
  suggestion: "Make the sprite dance",
  requires: [["dance"]],
  boosts: ["animate", "rainbow"],
  penalties: ["music:2", "broadcast:4"],
  params: [numberParam("moves", "how many dance moves", { default: 10, min: 1, max: 100, meanings: ["count"], takesPlain: true })],
  build(p) {
    return {
      scripts: [
        script(
          "Dance: wiggle, hop and change colour",
          "when green flag clicked",
          `repeat (${num(p, "moves")})`,
          body(
            "turn right (15) degrees",
            "wait (0.2) seconds",
            "turn left (30) degrees",
            "wait (0.2) seconds",
            "turn right (15) degrees",
            "next costume",
            "change y by (20)",
            "wait (0.1) seconds",
            "change y by (-20)",
            "change [color v] effect by (25)",
          ),
          "end",
          "clear graphic effects",
        ),
      ],
      explanation: `Each dance move wiggles left and right, switches costume, hops up and down and changes colour. The sprite does ${num(p, "moves")} moves, then goes back to its normal colour.`,
    };
  },
};

export const growShrink: TRecipe = {
  id: "grow-shrink",
  family: "looks",
  suggestion: "Make the sprite grow bigger when clicked",
  requires: [["grow"]],
  boosts: ["click"],
  penalties: ["draw:3", "pen:3", "list:3", "score:3"],
  params: [numberParam("size", "how big it grows, in percent of its normal size", { default: 150, min: 10, max: 500, meanings: ["size"], takesPlain: true })],
  build(p) {
    const size = num(p, "size");
    const step = fmt((size - 100) / 10);
    return {
      scripts: [
        script("Start at the normal size", "when green flag clicked", "set size to (100) %"),
        script(
          `When I am clicked, change to ${size}% and back again`,
          "when this sprite clicked",
          "repeat (10)",
          body(`change size by (${step})`),
          "end",
          "wait (0.5) seconds",
          "repeat (10)",
          body(`change size by (${fmt(-(size - 100) / 10)})`),
          "end",
        ),
      ],
      explanation: `Click the sprite: it changes size in ten small steps until it is ${size}% of its normal size, waits half a second, and goes back.`,
    };
  },
};

export const rainbowEffect: TRecipe = {
  id: "rainbow-effect",
  family: "looks",
  suggestion: "Make the sprite change colour like a rainbow",
  requires: [["rainbow"]],
  boosts: ["loop", "colour"],
  penalties: ["spiral:4", "draw:3", "pen:3", "touch:4", "pattern:3"],
  params: [numberParam("speed", "how fast the colour changes", { default: 25, min: 1, max: 200, meanings: ["speed", "steps"], takesPlain: true })],
  build(p) {
    return {
      scripts: [script("Change colour again and again, like a rainbow", "when green flag clicked", "forever", body(`change [color v] effect by (${fmt(num(p, "speed"))})`, "wait (0.1) seconds"), "end")],
      explanation: `The colour effect shifts all the sprite's colours. Changing it by ${num(p, "speed")} every tenth of a second makes the sprite go through the rainbow.`,
    };
  },
};

export const sayHello: TRecipe = {
  id: "say-hello",
  family: "looks",
  suggestion: "Make the cat say hello",
  requires: [["say", "hello"]],
  boosts: ["hello:2", "click"],
  penalties: ["chat:5", "ask:4", "quiz:5", "broadcast:3", "touch:4", "countto:5", "timestable:5", "picker:4", "list:4", "guess:5", "calculator:5", "stopwatch:4", "chase:4"],
  params: [
    nameParam("text", "text", "what the sprite says", "Hello!"),
    numberParam("seconds", "how long the speech bubble stays", { default: 2, min: 0.5, max: 30, integer: false, meanings: ["seconds"], takesPlain: true }),
  ],
  build(p) {
    const text = safeText(str(p, "text"));
    const seconds = fmt(num(p, "seconds"));
    return {
      scripts: [
        script("Say it when the green flag is clicked", "when green flag clicked", `say [${text}] for (${seconds}) seconds`),
        script("Say it again when I am clicked", "when this sprite clicked", `say [${text}] for (${seconds}) seconds`),
      ],
      explanation: `The sprite says "${text}" in a speech bubble for ${secondsWords(num(p, "seconds"))} when you click the green flag, and again whenever you click it.`,
    };
  },
};

export const fadeGhost: TRecipe = {
  id: "fade-ghost",
  family: "looks",
  suggestion: "Make the sprite fade away and come back",
  requires: [["fade"]],
  boosts: ["click"],
  penalties: ["chase:4"],
  params: [numberParam("seconds", "how long fading out takes", { default: 1, min: 0.1, max: 10, integer: false, meanings: ["seconds"], takesPlain: true })],
  build(p) {
    const wait = fmt(num(p, "seconds") / 10);
    return {
      scripts: [
        script(
          "When I am clicked, fade away like a ghost, then come back",
          "when this sprite clicked",
          "repeat (10)",
          body("change [ghost v] effect by (10)", `wait (${wait}) seconds`),
          "end",
          "wait (1) seconds",
          "repeat (10)",
          body("change [ghost v] effect by (-10)", `wait (${wait}) seconds`),
          "end",
        ),
      ],
      explanation: `The ghost effect makes a sprite see-through. Adding 10 ten times makes it disappear in ${secondsWords(num(p, "seconds"))}; taking 10 away ten times brings it back.`,
    };
  },
};

export const soundClick: TRecipe = {
  id: "sound-click",
  family: "looks",
  suggestion: "Make the cat meow when I click it",
  requires: [["sound"]],
  boosts: ["click", "key"],
  penalties: ["say:4", "music:4", "drum:4", "piano:4", "timer:4", "stopwatch:4"],
  params: [
    choiceParam("sound", "which sound plays", "Meow", { Bark: ["bark"], Pop: ["pop"], Roar: ["roar"], Quack: ["quack"], Moo: ["moo"], Meow: [] }),
    choiceParam("trigger", "a click on the sprite or a key", "click", { key: ["key", "space"], click: [] }),
    keyParam("key", "the key that plays the sound", "space"),
  ],
  build(p) {
    const sound = str(p, "sound");
    const byKey = str(p, "trigger") === "key";
    const key = str(p, "key");
    return {
      scripts: [
        script(
          byKey ? `Play the ${sound} sound when ${keyWords(key)} is pressed` : `Play the ${sound} sound when I am clicked`,
          byKey ? `when [${key} v] key pressed` : "when this sprite clicked",
          `play sound (${sound} v) until done`,
        ),
      ],
      explanation: `${byKey ? `Press ${keyWords(key)}` : "Click the sprite"} and it plays the sound called "${sound}". In Scratch, pick any sound from the sprite's Sounds tab in the block's menu, or record your own.`,
    };
  },
};

export const backdropSwitch: TRecipe = {
  id: "backdrop-switch",
  family: "looks",
  suggestion: "Change the backdrop when I press space",
  requires: [["backdrop"]],
  boosts: ["key", "click"],
  params: [keyParam("key", "the key that changes the backdrop", "space")],
  build(p) {
    const key = str(p, "key");
    return {
      scripts: [script(`Show the next backdrop when ${keyWords(key)} is pressed`, `when [${key} v] key pressed`, "next backdrop")],
      explanation: `Each press of ${keyWords(key)} shows the stage's next backdrop; after the last one it starts again at the first. Add a few backdrops to the stage to see it change.`,
    };
  },
};

export const LOOKS_RECIPES: TRecipe[] = [animateCostumes, dance, growShrink, rainbowEffect, sayHello, fadeGhost, soundClick, backdropSwitch];
