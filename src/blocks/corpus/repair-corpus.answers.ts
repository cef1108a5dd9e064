// Whole answers in the style chat models give a child: a sentence, a fence, a program with
// several mistakes at once (Scratch 2 habits, pointy and round brackets mixed up, numbers without
// brackets), a closing sentence. Expected rewrites are in the order the repair makes them.

import type { RepairCase } from "./repair-corpus";

const fence = (before: string, lines: string[], after: string, language = "scratch") => `${before}\n\n\`\`\`${language}\n${lines.join("\n")}\n\`\`\`\n\n${after}`;

export const wholeAnswers: RepairCase[] = [
  {
    name: "answer: bouncing ball with Scratch 2 habits",
    text: fence(
      "Here's how to make the ball bounce around and end the game at the bottom:",
      [
        "when flag clicked",
        "go to x: 0 y: 0",
        "point in direction (pick random (30) to (60))",
        "forever",
        "  move 8 steps",
        "  if on edge, bounce",
        "  if <touching color [#00f]?>",
        "    turn cw (180) degrees",
        "    play sound [pop v]",
        "  end",
        "  if ((y position) < (-170)) then",
        "    say [Game over!] for 2 secs",
        "    stop all",
        "  end",
        "end",
      ],
      "The ball will keep bouncing until it falls off the bottom!",
    ),
    rewrites: [
      { line: 2, before: "go to x: 0 y: 0", after: "go to x: (0) y: (0)" },
      { line: 5, before: "move 8 steps", after: "move (8) steps" },
      { line: 7, before: "if <touching color [#00f]?>", after: "if <touching color [#00f]?> then" },
      { line: 7, before: "[#00f]", after: "[#0000ff]" },
      { line: 9, before: "play sound [pop v]", after: "start sound (pop v)" },
      { line: 11, before: "((y position) < (-170))", after: "<(y position) < (-170)>" },
      { line: 12, before: "say [Game over!] for 2 secs", after: "say [Game over!] for (2) secs" },
      { line: 12, before: "say [Game over!] for (2) secs", after: "say [Game over!] for (2) seconds" },
      { line: 13, before: "stop all", after: "stop [all v]" },
    ],
  },
  {
    name: "answer: quiz with quotes and comparisons",
    text: fence(
      "Sure! This quiz asks a question and checks the answer:",
      [
        "when green flag clicked",
        "set [score v] = (0)",
        'ask "What is 7 x 8?" and wait',
        "if <(answer) == (56)> then",
        "  change [score v] by 1",
        '  say "Correct!" for (2) seconds',
        "else",
        "  say (join [Sorry, it was ] and [56]) for (2) seconds",
        "end",
        "if <(score) >= (1)> then",
        "  say [You got a point!]",
        "end",
      ],
      "Try changing the question to make your own quiz.",
    ),
    rewrites: [
      { line: 2, before: "set [score v] = (0)", after: "set [score v] to (0)" },
      { line: 3, before: '"What is 7 x 8?"', after: "[What is 7 x 8?]" },
      { line: 4, before: "<(answer) == (56)>", after: "<(answer) = (56)>" },
      { line: 5, before: "change [score v] by 1", after: "change [score v] by (1)" },
      { line: 6, before: '"Correct!"', after: "[Correct!]" },
      { line: 8, before: "(join [Sorry, it was ] and [56])", after: "(join [Sorry, it was ] [56])" },
      { line: 10, before: "<(score) >= (1)>", after: "<not <(score) < (1)>>" },
    ],
  },
  {
    name: "answer: arrow keys with round key menus and colons",
    text: fence(
      "Use these two scripts to move your sprite with the arrow keys:",
      ["when (right arrow v) key pressed", "point in direction 90", "move 10 steps", "", "when (left arrow v) key pressed:", "point in direction -90", "move 10 steps"],
      "Press the arrow keys to try it.",
      "scratchblocks",
    ),
    rewrites: [
      { line: 1, before: "(right arrow v)", after: "[right arrow v]" },
      { line: 2, before: "point in direction 90", after: "point in direction (90)" },
      { line: 3, before: "move 10 steps", after: "move (10) steps" },
      { line: 5, before: "when (left arrow v) key pressed:", after: "when (left arrow v) key pressed" },
      { line: 5, before: "(left arrow v)", after: "[left arrow v]" },
      { line: 6, before: "point in direction -90", after: "point in direction (-90)" },
      { line: 7, before: "move 10 steps", after: "move (10) steps" },
    ],
  },
  {
    name: "answer: chase the mouse pointer",
    text: fence(
      "This makes the cat follow your mouse:",
      ["when green flag is clicked", "forever", "  point towards [mouse pointer v]", "  if <(distance to [mouse pointer v]) > (10)> then", "    move (3) steps", "  end", "end"],
      "",
    ),
    rewrites: [
      { line: 3, before: "[mouse pointer v]", after: "[mouse-pointer v]" },
      { line: 3, before: "[mouse-pointer v]", after: "(mouse-pointer v)" },
      { line: 4, before: "[mouse pointer v]", after: "[mouse-pointer v]" },
      { line: 4, before: "[mouse-pointer v]", after: "(mouse-pointer v)" },
    ],
  },
  {
    name: "answer: three keys on one or, and a doubled condition",
    text: fence(
      "Here is a script that waits for any of three keys:",
      ["when green flag clicked", "wait until <<key (a v) pressed?> or <key (s v) pressed?> or <key (d v) pressed?>>", "say [You pressed a key!]", "repeat until <<touching (edge v)?>>", "  change x by (4)", "end"],
      "Have fun!",
    ),
    rewrites: [
      { line: 2, before: "<<key (a v) pressed?> or <key (s v) pressed?> or <key (d v) pressed?>>", after: "<<key (a v) pressed?> or <<key (s v) pressed?> or <key (d v) pressed?>>>" },
      { line: 4, before: "<<touching (edge v)?>>", after: "<touching (edge v)?>" },
    ],
  },
  {
    name: "answer: costume animation in Scratch 2 words",
    text: fence(
      "Here's a walking animation:",
      ["when green flag clicked", "switch to costume [costume1 v]", "repeat 10 times", "  next costume", "  wait (0.2) secs", "end", "say (join [I am on costume ] (costume #))"],
      "",
    ),
    rewrites: [
      { line: 2, before: "switch to costume [costume1 v]", after: "switch costume to (costume1 v)" },
      { line: 3, before: "repeat 10 times", after: "repeat (10) times" },
      { line: 3, before: "repeat (10) times", after: "repeat (10)" },
      { line: 5, before: "wait (0.2) secs", after: "wait (0.2) seconds" },
      { line: 7, before: "(costume #)", after: "(costume [number v])" },
    ],
  },
  {
    name: "answer: pen drawing with short colours",
    text: fence(
      "Let's draw a colourful square with the pen:",
      ["when green flag clicked", "clear", "pen down", "set pen color to [#f0f]", "repeat (4)", "  move (100) steps", "  turn right (90) degree", "end", "pen up"],
      "You can change the colour to anything you like.",
      "",
    ),
    rewrites: [
      { line: 2, before: "clear", after: "erase all" },
      { line: 4, before: "[#f0f]", after: "[#ff00ff]" },
      { line: 7, before: "turn right (90) degree", after: "turn right (90) degrees" },
    ],
  },
  {
    name: "answer: clones with glue words",
    text: fence(
      "This makes falling stars with clones:",
      ["when green flag clicked", "hide", "forever", "  create a clone of [myself v]", "  wait (1) second", "end", "", "when I start as clone", "go to x: (pick random (-200) and (200)), y: (180)", "show", "repeat until ((y position) < (-170))", "  change y by -5", "end", "delete this clone"],
      "Press the green flag to see the stars fall.",
    ),
    rewrites: [
      { line: 4, before: "create a clone of [myself v]", after: "create clone of [myself v]" },
      { line: 4, before: "[myself v]", after: "(myself v)" },
      { line: 5, before: "wait (1) second", after: "wait (1) seconds" },
      { line: 8, before: "when I start as clone", after: "when I start as a clone" },
      { line: 9, before: "go to x: (pick random (-200) and (200)), y: (180)", after: "go to x: (pick random (-200) and (200)) y: (180)" },
      { line: 9, before: "(pick random (-200) and (200))", after: "(pick random (-200) to (200))" },
      { line: 11, before: "((y position) < (-170))", after: "<(y position) < (-170)>" },
      { line: 12, before: "change y by -5", after: "change y by (-5)" },
    ],
  },
  {
    name: "answer: timer game with not-equal and stop script",
    text: fence(
      "A 30 second timer game:",
      ["when green flag clicked", "reset timer", "repeat until <(timer) ≥ (30)>", "  if <(answer) != [stop]> then", "    say (round (timer))", "  else", "    stop script", "  end", "end", "say [Time is up!] for 2 seconds"],
      "",
    ),
    rewrites: [
      { line: 3, before: "<(timer) ≥ (30)>", after: "<not <(timer) < (30)>>" },
      { line: 4, before: "<(answer) != [stop]>", after: "<not <(answer) = [stop]>>" },
      { line: 7, before: "stop script", after: "stop [this script v]" },
      { line: 10, before: "say [Time is up!] for 2 seconds", after: "say [Time is up!] for (2) seconds" },
    ],
  },
  {
    name: "answer: a mistake that has no single meaning is left for the validator",
    text: fence(
      "Here's a jumping script:",
      ["when [space v] key pressed", "repeat 10", "  change y by 10", "end", "forever if <not <touching (edge v)?>>", "  change y by (-10)", "end"],
      "Press space to jump!",
    ),
    rewrites: [
      { line: 2, before: "repeat 10", after: "repeat (10)" },
      { line: 3, before: "change y by 10", after: "change y by (10)" },
    ],
    diagnostic: { code: "scratch2-block", line: 5 },
  },
  {
    name: "answer: invented block next to tidy-able ones",
    text: fence(
      "Make the cat spin:",
      ["when this sprite clicked", "repeat (36) times", "  turn right 10 degrees", "end", "set rotation to (90)"],
      "Click the cat!",
    ),
    rewrites: [
      { line: 2, before: "repeat (36) times", after: "repeat (36)" },
      { line: 3, before: "turn right 10 degrees", after: "turn right (10) degrees" },
    ],
    diagnostic: { code: "unknown-block", line: 5 },
  },
  {
    name: "answer: custom block with Python colons",
    text: fence(
      "I made a custom block called jump:",
      ["define jump (height)", "repeat (10):", "  change y by (height)", "end", "repeat (10):", "  change y by ((0) - (height))", "end", "", "when [space v] key pressed:", "jump (12)"],
      "",
    ),
    rewrites: [
      { line: 2, before: "repeat (10):", after: "repeat (10)" },
      { line: 5, before: "repeat (10):", after: "repeat (10)" },
      { line: 9, before: "when [space v] key pressed:", after: "when [space v] key pressed" },
    ],
  },
  {
    name: "answer: a correct program is delivered as it is",
    text: fence(
      "Here you go:",
      ["when green flag clicked", "set [score v] to (0)", "forever", "  if <touching (edge v)?> then", "    change [score v] by (1)", "  end", "  move (5) steps", "  if on edge, bounce", "end"],
      "Enjoy!",
    ),
    rewrites: [],
  },
];
