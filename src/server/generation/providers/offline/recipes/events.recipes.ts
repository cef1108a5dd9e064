import type { TRecipe } from "../offline.types";
import { body, colourParam, colourWords, keyParam, keyWords, nameParam, num, numberParam, safeName, safeText, script, str } from "./recipe.helpers";

/** Scores, clickers, timers and broadcasts. */

const scoreName = nameParam("name", "variable", "the score variable's name", "score", ["variable", "score", "counter", "point"]);

export const clicker: TRecipe = {
  id: "clicker",
  family: "counters",
  suggestion: "Make a clicker game that counts my clicks",
  requires: [["click"]],
  boosts: ["score:2", "counter:2", "game", "clickcount:6"],
  wins: ["clickcount"],
  // its count shows on the stage: "count the clicks and show it" needs no second script
  covers: ["show", "score"],
  penalties: ["say:4", "hello:3", "sound:4", "backdrop:4", "grow:4", "draw:4", "mouse:2", "fade:4", "picker:4", "stopwatch:4", "catch:4", "spin:3", "dance:3", "broadcast:3", "piano:3", "music:3", "drum:3"],
  params: [scoreName, numberParam("perClick", "points for each click", { default: 1, min: 1, max: 1000, meanings: ["points"] })],
  provides: ["score"],
  composesWith: ["timer"],
  build(p) {
    const variable = safeName(str(p, "variable"), "score");
    const perClick = num(p, "perClick");
    return {
      scripts: [
        script(`Start the ${variable} at zero`, "when green flag clicked", `set [${variable} v] to (0)`, `show variable [${variable} v]`, "set size to (100) %"),
        script(
          `Every click on me adds ${perClick} to the ${variable}`,
          "when this sprite clicked",
          `change [${variable} v] by (${perClick})`,
          "change size by (10)",
          "wait (0.1) seconds",
          "set size to (100) %",
        ),
      ],
      explanation: `The variable "${variable}" starts at 0 when you click the green flag. Every time you click the sprite it goes up by ${perClick}, and the sprite pops bigger for a moment so you can see the click worked.`,
    };
  },
};

export const scoreCollect: TRecipe = {
  id: "score-collect",
  family: "counters",
  suggestion: "Add a score that goes up when I touch something",
  requires: [["score"]],
  boosts: ["touch", "colour", "game"],
  penalties: ["click:4", "quiz:4", "pong:4", "catch:4", "clone:2"],
  params: [scoreName, colourParam("colour", "the colour of the things to collect", "#ffdd00")],
  slot: "score",
  composesWith: ["movement", "jump", "timer"],
  build(p) {
    const variable = safeName(str(p, "variable"), "score");
    const colour = str(p, "colour");
    return {
      scripts: [
        script(
          `Start the ${variable} at zero, then add a point each time I touch ${colourWords(colour)}`,
          "when green flag clicked",
          `set [${variable} v] to (0)`,
          `show variable [${variable} v]`,
          "forever",
          body(`if <touching color [${colour}]?> then`, body(`change [${variable} v] by (1)`, `wait until <not <touching color [${colour}]?>>`), "end"),
          "end",
        ),
      ],
      explanation: `Paint ${colourWords(colour)} things on the backdrop (or use ${colourWords(colour)} sprites). Each time the sprite touches ${colourWords(colour)}, "${variable}" goes up by 1; it waits until you move off before it can score again.`,
    };
  },
};

export const countdown: TRecipe = {
  id: "countdown",
  family: "timers",
  suggestion: "Add a 30 second countdown timer",
  requires: [["timer"]],
  boosts: ["game"],
  penalties: ["stopwatch:5", "countto:3"],
  params: [
    numberParam("seconds", "how many seconds it counts down from", { default: 30, min: 1, max: 3600, meanings: ["duration", "seconds"], takesPlain: true }),
    { kind: "text", name: "finish", about: "what it says when time is up", default: "Time's up!" },
  ],
  finishText: "finish",
  slot: "timer",
  composesWith: ["movement", "jump", "score"],
  build(p) {
    const seconds = num(p, "seconds");
    const finish = safeText(str(p, "finish"), 40);
    return {
      scripts: [
        script(
          `Count down from ${seconds} and stop everything when time is up`,
          "when green flag clicked",
          `set [time left v] to (${seconds})`,
          "show variable [time left v]",
          "repeat until <(time left) = (0)>",
          body("wait (1) seconds", "change [time left v] by (-1)"),
          "end",
          `say [${finish}] for (2) seconds`,
          "stop [all v]",
        ),
      ],
      explanation: `The "time left" variable starts at ${seconds} and goes down by 1 every second. When it reaches 0, the sprite says "${finish}" and everything stops.`,
    };
  },
};

export const stopwatch: TRecipe = {
  id: "stopwatch",
  family: "timers",
  suggestion: "Make a stopwatch that I stop with the space key",
  requires: [["stopwatch"]],
  boosts: ["timer", "key"],
  params: [keyParam("key", "the key that stops the stopwatch", "space")],
  build(p) {
    const key = str(p, "key");
    return {
      scripts: [
        script(
          "Start the stopwatch at zero and show the time",
          "when green flag clicked",
          "reset timer",
          "show variable [seconds v]",
          "forever",
          body("set [seconds v] to ((round ((timer) * (10))) / (10))"),
          "end",
        ),
        script(`Press ${keyWords(key)} to stop it and see your time`, `when [${key} v] key pressed`, "say (join [Your time: ] (join (seconds) [ seconds])) for (3) seconds", "stop [all v]"),
      ],
      explanation: `Scratch's "timer" counts seconds all by itself. The stopwatch resets it, and keeps copying it (rounded to a tenth of a second) into the "seconds" variable you see on the stage. Press ${keyWords(key)} to stop.`,
    };
  },
};

export const broadcastMessage: TRecipe = {
  id: "broadcast-message",
  family: "broadcasts",
  suggestion: "Send a message so another script starts",
  requires: [["broadcast"]],
  boosts: ["dance", "say"],
  penalties: ["custom:4"],
  params: [nameParam("message", "message", "the message's name", "start", ["message", "broadcast", "signal"])],
  build(p) {
    const message = safeName(str(p, "message"), "start");
    return {
      scripts: [
        script(`When the green flag is clicked, get ready and send the "${message}" message`, "when green flag clicked", "say [Ready?] for (1) seconds", `broadcast (${message} v)`),
        script(
          `When the "${message}" message arrives, do a little dance`,
          `when I receive [${message} v]`,
          "repeat (4)",
          body("turn right (15) degrees", "wait (0.2) seconds", "turn left (15) degrees", "wait (0.2) seconds"),
          "end",
        ),
        script(`When the "${message}" message arrives, say so`, `when I receive [${message} v]`, `say [I got the ${message} message!] for (2) seconds`),
      ],
      explanation: `"broadcast" sends a message to every sprite and the stage. Every "when I receive ${message}" script starts when it arrives, at the same time. Put the "when I receive" scripts in another sprite to make that sprite react.`,
    };
  },
};

export const clock: TRecipe = {
  id: "clock",
  family: "timers",
  suggestion: "Make a clock that says the time",
  requires: [["clock"]],
  boosts: ["say"],
  penalties: ["timer:4", "stopwatch:4"],
  params: [],
  build() {
    return {
      scripts: [
        script(
          "Say the time now, hours and minutes, and keep it up to date",
          "when green flag clicked",
          "forever",
          body(
            "set [minutes v] to (current [minute v])",
            "if <(minutes) < (10)> then",
            body("set [minutes v] to (join [0] (minutes))"),
            "end",
            "say (join (current [hour v]) (join [:] (minutes)))",
            "wait (1) seconds",
          ),
          "end",
        ),
      ],
      explanation: `"current hour" and "current minute" read the computer's clock. The minutes get a 0 in front when they are under 10, so 9:05 does not show as 9:5. The forever loop says the time again every second, so it is always right.`,
    };
  },
};

export const EVENT_RECIPES: TRecipe[] = [clicker, scoreCollect, countdown, stopwatch, clock, broadcastMessage];
