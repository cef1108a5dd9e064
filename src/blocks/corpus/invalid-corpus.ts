// Programs shaped like real LLM mistakes. Each must give `code` on `line` (1-based, in the
// normalised text) once run through normalizeBlocksText and parseProgram.

import type { DiagnosticCode } from "../program";

export interface InvalidProgram {
  name: string;
  text: string;
  code: DiagnosticCode;
  line: number;
}

const fence = (body: string, before = "Here are your blocks:", after = "Have fun coding!") =>
  `${before}\n\n\`\`\`scratchblocks\n${body}\n\`\`\`\n\n${after}`;

export const invalidCorpus: InvalidProgram[] = [
  // unknown-block: invented blocks and bare numbers
  { name: "invented set rotation", code: "unknown-block", line: 2, text: "when green flag clicked\nset rotation to (90)" },
  { name: "invented jump block with hat", code: "unknown-block", line: 3, text: "when [space v] key pressed\nchange y by (10)\nset gravity to (5)" },
  { name: "bare number in move", code: "unknown-block", line: 2, text: "when green flag clicked\nmove 10 steps" },
  { name: "invented bounce variant inside forever", code: "unknown-block", line: 3, text: "when green flag clicked\nforever\n  bounce off edge\n  move (5) steps\nend" },
  { name: "invented reporter in a slot", code: "unknown-block", line: 2, text: "when green flag clicked\nsay (distance to edge of (mouse-pointer v))" },
  { name: "ellipsis placeholder", code: "unknown-block", line: 3, text: "when green flag clicked\nmove (10) steps\n. . ." },
  { name: "while loop borrowed from Python", code: "unknown-block", line: 2, text: "when green flag clicked\nwhile <mouse down?>\n  move (1) steps\nend" },
  { name: "if without brackets", code: "unknown-block", line: 3, text: "when green flag clicked\nforever\n  if touching edge then\n    turn right (180) degrees\n  end\nend" },
  { name: "fenced answer with invented block", code: "unknown-block", line: 3, text: fence("when green flag clicked\nforever\n  move forward (10) steps\nend") },

  // scratch2-block
  { name: "say for secs with bare number", code: "scratch2-block", line: 2, text: "when green flag clicked\nsay [hi] for 2 secs" },
  { name: "wait secs", code: "scratch2-block", line: 3, text: "when green flag clicked\nmove (10) steps\nwait (1) secs" },
  { name: "if without then", code: "scratch2-block", line: 3, text: "when green flag clicked\nforever\n  if <touching (edge v)?>\n    turn right (180) degrees\n  end\nend" },
  { name: "switch to costume", code: "scratch2-block", line: 2, text: "when green flag clicked\nswitch to costume (costume2 v)" },
  { name: "stop all", code: "scratch2-block", line: 3, text: "when green flag clicked\nsay [bye]\nstop all" },
  { name: "costume # reporter", code: "scratch2-block", line: 2, text: "when green flag clicked\nsay (costume #)" },
  { name: "play sound without until done", code: "scratch2-block", line: 2, text: "when this sprite clicked\nplay sound (Meow v)" },
  { name: "pen clear", code: "scratch2-block", line: 2, text: "when green flag clicked\nclear\npen down" },
  { name: "go to front", code: "scratch2-block", line: 2, text: "when green flag clicked\ngo to front" },

  // missing-end
  { name: "forever without end at end of text", code: "missing-end", line: 2, text: "when green flag clicked\nforever\n  move (10) steps\n  if on edge, bounce" },
  { name: "repeat without end before next script", code: "missing-end", line: 2, text: "when green flag clicked\nrepeat (10)\n  move (10) steps\n\nwhen [space v] key pressed\nsay [hi]" },
  { name: "nested if: the only end closes the inner if (lined up with forever)", code: "missing-end", line: 3, text: "when green flag clicked\nforever\n  if <key (space v) pressed?> then\n    change y by (10)\nend" },
  { name: "if else without end", code: "missing-end", line: 2, text: "when green flag clicked\nif <mouse down?> then\n  say [down]\nelse\n  say [up]" },
  { name: "repeat until without end in fence", code: "missing-end", line: 2, text: fence("when green flag clicked\nrepeat until <touching (edge v)?>\n  move (3) steps") },

  // stray-end
  { name: "extra end after forever", code: "stray-end", line: 5, text: "when green flag clicked\nforever\n  move (10) steps\nend\nend" },
  { name: "end after plain blocks", code: "stray-end", line: 3, text: "when green flag clicked\nmove (10) steps\nend" },
  { name: "end closing a stack block", code: "stray-end", line: 4, text: "when green flag clicked\nrepeat (3)\nend\nend\nsay [done]" },
  { name: "end at the start", code: "stray-end", line: 1, text: "end\nwhen green flag clicked\nsay [hi]" },

  // stray-else
  { name: "else at top level", code: "stray-else", line: 3, text: "when green flag clicked\nsay [hi]\nelse\nsay [bye]" },
  { name: "else inside repeat", code: "stray-else", line: 4, text: "when green flag clicked\nrepeat (3)\n  move (10) steps\nelse\n  turn right (15) degrees\nend" },
  { name: "two elses", code: "stray-else", line: 6, text: "when green flag clicked\nif <mouse down?> then\n  say [a]\nelse\n  say [b]\nelse\n  say [c]\nend" },
  { name: "else inside forever", code: "stray-else", line: 4, text: "when green flag clicked\nforever\n  move (1) steps\nelse\nend" },

  // nary-boolean
  { name: "three-way and", code: "nary-boolean", line: 2, text: "when green flag clicked\nif <<mouse down?> and <key (space v) pressed?> and <touching (edge v)?>> then\n  say [all three]\nend" },
  { name: "three-way or in wait until", code: "nary-boolean", line: 2, text: "when green flag clicked\nwait until <<key (a v) pressed?> or <key (b v) pressed?> or <key (c v) pressed?>>\nsay [pressed]" },
  { name: "four-way and in repeat until", code: "nary-boolean", line: 2, text: "when green flag clicked\nrepeat until <<(x position) > (0)> and <(y position) > (0)> and <mouse down?> and <(timer) > (5)>>\n  move (1) steps\nend" },
  { name: "three-way and inside a fence", code: "nary-boolean", line: 3, text: fence("when green flag clicked\nforever\n  if <<(score) > (5)> and <(lives) > (0)> and <not <mouse down?>>> then\n    say [keep going]\n  end\nend") },

  // wrong-slot
  { name: "reporter in if condition", code: "wrong-slot", line: 2, text: "when green flag clicked\nif (x position) then\n  say [hi]\nend" },
  { name: "text in wait until", code: "wrong-slot", line: 2, text: "when green flag clicked\nwait until [mouse down]\nsay [go]" },
  { name: "stack block in a slot", code: "wrong-slot", line: 2, text: "when green flag clicked\nmove (say [hi]) steps" },
  { name: "variable in set variable dropdown", code: "wrong-slot", line: 2, text: "when green flag clicked\nset (score) to (0)" },
  { name: "word in number slot", code: "wrong-slot", line: 2, text: "when green flag clicked\nmove [ten] steps" },
  { name: "colour name in colour slot", code: "wrong-slot", line: 3, text: "when green flag clicked\npen down\nset pen color to [red]" },
  { name: "number in and", code: "wrong-slot", line: 2, text: "when green flag clicked\nif <(1) and <mouse down?>> then\nend" },

  // reporter-as-stack
  { name: "lone reporter line", code: "reporter-as-stack", line: 3, text: "when green flag clicked\nmove (10) steps\n(x position)" },
  { name: "bare x position", code: "reporter-as-stack", line: 3, text: "when green flag clicked\nmove (10) steps\nx position" },
  { name: "lone boolean", code: "reporter-as-stack", line: 2, text: "when green flag clicked\n<touching (edge v)?>\nsay [edge]" },
  { name: "operator as a step", code: "reporter-as-stack", line: 3, text: "when green flag clicked\nset [score v] to (0)\n((score) + (1))" },
  { name: "variable as a step", code: "reporter-as-stack", line: 3, text: "when green flag clicked\nrepeat (2)\n  (score)\nend" },

  // block-after-cap
  { name: "say after forever", code: "block-after-cap", line: 5, text: "when green flag clicked\nforever\n  move (10) steps\nend\nsay [never]" },
  { name: "move after stop all", code: "block-after-cap", line: 3, text: "when green flag clicked\nstop [all v]\nmove (10) steps" },
  { name: "block after delete this clone", code: "block-after-cap", line: 4, text: "when I start as a clone\nmove (10) steps\ndelete this clone\nsay [gone]" },
  { name: "block after stop inside if", code: "block-after-cap", line: 4, text: "when green flag clicked\nif <mouse down?> then\n  stop [this script v]\n  say [never]\nend" },
  { name: "forever after forever", code: "block-after-cap", line: 5, text: "when green flag clicked\nforever\n  turn right (1) degrees\nend\nforever\n  move (1) steps\nend" },

  // undefined-custom-block
  { name: "call without define", code: "undefined-custom-block", line: 2, text: "when green flag clicked\njump (10)" },
  { name: "call with wrong number of inputs", code: "undefined-custom-block", line: 5, text: "define jump (height)\nchange y by (height)\n\nwhen green flag clicked\njump (10) (20)" },
  { name: "draw square helper missing", code: "undefined-custom-block", line: 3, text: "when green flag clicked\npen down\ndraw square (50)\npen up" },
  { name: "misspelt call of own block", code: "undefined-custom-block", line: 5, text: "define jump (height)\nchange y by (height)\n\nwhen green flag clicked\njumps (10)" },
  { name: "helper inside loop", code: "undefined-custom-block", line: 3, text: "when green flag clicked\nforever\n  check collisions\nend" },

  // unknown-menu-option
  { name: "touching the screen border", code: "unknown-menu-option", line: 3, text: "when green flag clicked\nforever\n  if <touching (border v)?> then\n    turn right (180) degrees\n  end\nend" },
  { name: "go to mouse pointer written with a space", code: "unknown-menu-option", line: 2, text: "when green flag clicked\ngo to (mouse pointer v)" },
  { name: "go to center", code: "unknown-menu-option", line: 2, text: "when green flag clicked\ngo to (center v)" },
  { name: "rotation style any", code: "unknown-menu-option", line: 2, text: "when green flag clicked\nset rotation style [any direction v]" },
  { name: "key enter", code: "unknown-menu-option", line: 1, text: "when [enter v] key pressed\nsay [hi]" },
  { name: "effect blur", code: "unknown-menu-option", line: 2, text: "when green flag clicked\nset [blur v] effect to (50)" },
  { name: "stop everything", code: "unknown-menu-option", line: 3, text: "when green flag clicked\nsay [bye]\nstop [everything v]" },
  { name: "empty menu", code: "unknown-menu-option", line: 2, text: "when green flag clicked\ngo to ( v)" },

  // unsupported-extension
  { name: "micro:bit button hat", code: "unsupported-extension", line: 1, text: "when [A v] button pressed\nsay [pressed]" },
  { name: "micro:bit text", code: "unsupported-extension", line: 2, text: "when green flag clicked\ndisplay text [Hello!]" },
  { name: "micro:bit tilt", code: "unsupported-extension", line: 2, text: "when green flag clicked\nif <tilted [any v]?> then\nsay [tilted]\nend" },
  { name: "makey makey key not on its menu", code: "unknown-menu-option", line: 1, text: "when [banana v] key pressed :: makeymakey\nsay [hi]" },
  { name: "video state not on its menu", code: "unknown-menu-option", line: 2, text: "when green flag clicked\nturn video (sideways v)" },

  // empty-program
  { name: "empty text", code: "empty-program", line: 1, text: "" },
  { name: "only whitespace", code: "empty-program", line: 1, text: "   \n\n  \t \n" },
  { name: "only prose and an empty fence", code: "empty-program", line: 1, text: "Sure! Here are the blocks:\n```scratchblocks\n```" },
  { name: "only comments", code: "empty-program", line: 1, text: "// TODO: make the cat dance\n// (blocks go here)" },

  // script-without-hat (warning)
  { name: "no hat at all", code: "script-without-hat", line: 1, text: "move (10) steps\nturn right (15) degrees" },
  { name: "second script without hat (comment joins the line below)", code: "script-without-hat", line: 4, text: "when green flag clicked\nsay [hi]\n\n// jump part\nchange y by (10)\nchange y by (-10)" },
  { name: "loop without hat", code: "script-without-hat", line: 1, text: "forever\n  move (10) steps\nend" },

  // other-sprite (warning): a sprite the program names but does not make; the project gets it empty
  { name: "touching a paddle sprite", code: "other-sprite", line: 3, text: "when green flag clicked\nforever\n  if <touching (Paddle v)?> then\n    point in direction ((180) - (direction))\n  end\nend" },
  { name: "go to another sprite", code: "other-sprite", line: 2, text: "when green flag clicked\ngo to (Ball v)" },
  { name: "x position of another sprite", code: "other-sprite", line: 2, text: "when green flag clicked\nsay ([x position v] of (Cat v))" },
  { name: "touching a wall sprite in a maze", code: "other-sprite", line: 3, text: "when [right arrow v] key pressed\nchange x by (5)\nif <touching (Wall v)?> then\n  change x by (-5)\nend" },

  // similar-name (warning): a round name close to a built-in reporter becomes a new variable
  { name: "costume number without the menu", code: "similar-name", line: 2, text: "when green flag clicked\nsay (costume number)" },
  { name: "x pos", code: "similar-name", line: 3, text: "when green flag clicked\nforever\n  if <(x pos) > (200)> then\n    set x to (-200)\n  end\nend" },
  { name: "mouse-x with a dash", code: "similar-name", line: 2, text: "when green flag clicked\nset x to (mouse-x)" },

  // argument-outside-define (warning): an input read outside its own define reports 0 there
  { name: "input used in the green flag script", code: "argument-outside-define", line: 5, text: "define jump (height)\nchange y by (height)\n\nwhen green flag clicked\nsay (height)" },
  { name: "boolean input used outside", code: "argument-outside-define", line: 6, text: "define move fast <turbo>\nmove (10) steps\n\nwhen green flag clicked\nmove fast <mouse down?>\nif <turbo> then\n  say [fast]\nend" },
  { name: "input used in another define", code: "argument-outside-define", line: 5, text: "define greet (who)\nsay (who)\n\ndefine wave\nthink (who)\n\nwhen green flag clicked\ngreet [Sam]\nwave" },

  // ambiguous-name (warning): a define worded like a built-in block takes over its calls
  { name: "define say", code: "ambiguous-name", line: 1, text: "define say (words)\nthink (words) for (1) seconds\n\nwhen green flag clicked\nsay [hi]" },
  { name: "define move steps", code: "ambiguous-name", line: 1, text: "define move (n) steps\nchange x by (n)\n\nwhen green flag clicked\nmove (10) steps" },
  { name: "define hide", code: "ambiguous-name", line: 1, text: "define hide\nset [ghost v] effect to (100)\n\nwhen green flag clicked\nhide" },

  // indentation (issue 13): the text's indentation contradicts its nesting
  { name: "body indented under wait until", code: "indentation", line: 2, text: "when green flag clicked\nwait until <key (space v) pressed?>\n  change y by (10)\n  wait (0.1) seconds\nsay [done]" },
  { name: "body indented under if on edge, bounce", code: "indentation", line: 4, text: "when green flag clicked\nforever\n  move (5) steps\n  if on edge, bounce\n    turn right (180) degrees\nend" },
  { name: "end closes the loop too early", code: "indentation", line: 5, text: "when green flag clicked\nrepeat (10)\n  move (10) steps\n  turn right (36) degrees\nend\n  say [again]\nsay [done]" },
  { name: "block lined up with its loop but no end above it", code: "indentation", line: 5, text: "when green flag clicked\nrepeat (4)\n  move (50) steps\n  turn right (90) degrees\nsay [square!]\nend" },
  { name: "4-space body under wait until in a forever", code: "indentation", line: 3, text: "when green flag clicked\nforever\n    wait until <mouse down?>\n        change [clicks v] by (1)\n        say (clicks)\nend" },
  { name: "end lined up with the hat closes the inner if", code: "missing-end", line: 4, text: "when green flag clicked\n  forever\n    move (3) steps\n    if <touching (edge v)?> then\n      turn right (180) degrees\n  end" },

  // wrong-brackets (issue 13): a condition in round brackets, doubled, or and/or sides without their own
  { name: "comparison in round brackets in an if", code: "wrong-brackets", line: 3, text: "when green flag clicked\nforever\n  if ((x position) > (200)) then\n    set x to (-200)\n  end\nend" },
  { name: "comparison in round brackets in repeat until", code: "wrong-brackets", line: 3, text: "when green flag clicked\nset [n v] to (0)\nrepeat until ((n) = (10))\n  change [n v] by (1)\nend" },
  { name: "less-than in round brackets (scratchblocks reads < as a bracket)", code: "wrong-brackets", line: 2, text: "when green flag clicked\nif ((score) < (0)) then\n  set [score v] to (0)\nend" },
  { name: "doubled pointy brackets", code: "wrong-brackets", line: 2, text: "when green flag clicked\nwait until <<touching (edge v)?>>\nsay [edge!]" },
  { name: "or with bare comparisons", code: "wrong-brackets", line: 3, text: "when green flag clicked\nforever\n  if <(x position) > (220) or (x position) < (-220)> then\n    turn right (180) degrees\n  end\nend" },
  { name: "boolean in round brackets", code: "wrong-brackets", line: 2, text: "when green flag clicked\nif (mouse down?) then\n  say [click]\nend" },

  // operator-form (issue 13): operators and glue other languages have, Scratch writes differently
  { name: "greater or equal", code: "operator-form", line: 3, text: "when green flag clicked\nforever\n  if <(score) >= (10)> then\n    say [You win!]\n    stop [all v]\n  end\nend" },
  { name: "less or equal in wait until", code: "operator-form", line: 2, text: "when green flag clicked\nwait until <(timer) <= (0)>\nsay [go]" },
  { name: "not equal", code: "operator-form", line: 2, text: "when green flag clicked\nif <(answer) != [yes]> then\n  say [ok, no]\nend" },
  { name: "double equals", code: "operator-form", line: 3, text: "when green flag clicked\nask [2 + 2?] and wait\nif <(answer) == (4)> then\n  say [right]\nend" },
  { name: "ampersands", code: "operator-form", line: 2, text: "when green flag clicked\nif <<key (left arrow v) pressed?> && <(x position) > (-200)>> then\n  change x by (-5)\nend" },
  { name: "join with and", code: "operator-form", line: 3, text: "when green flag clicked\nask [What is your name?] and wait\nsay (join [Hello ] and (answer))" },
  { name: "join with three inputs", code: "operator-form", line: 2, text: "when green flag clicked\nsay (join [Score: ] (score) [ points])" },
  { name: "percent for remainder", code: "operator-form", line: 3, text: "when green flag clicked\nset [n v] to (7)\nif <((n) % (2)) = (1)> then\n  say [odd]\nend" },
  { name: "unicode greater-or-equal", code: "operator-form", line: 2, text: "when green flag clicked\nif <(lives) ≥ (1)> then\n  say [still alive]\nend" },
  { name: "arithmetic without brackets (would silently be a variable named score + 1)", code: "operator-form", line: 3, text: "when green flag clicked\nforever\n  set [score v] to (score + 1)\n  wait (1) seconds\nend" },
  { name: "three values under one plus", code: "operator-form", line: 2, text: "when green flag clicked\nsay ((x position) + (y position) + (10))" },
  { name: "multiplication with a bare variable", code: "operator-form", line: 2, text: "when [right arrow v] key pressed\nchange x by (speed * 2)" },
  { name: "bare number in a comparison", code: "wrong-brackets", line: 3, text: "when green flag clicked\nforever\n  if <(x position) > 200> then\n    set x to (-200)\n  end\nend" },
  { name: "negative bare number in repeat until", code: "wrong-brackets", line: 2, text: "when green flag clicked\nrepeat until <(y position) < -150>\n  change y by (-5)\nend" },

  // duplicate-define (issue 13): a second define of the same block would silently never run
  { name: "the same block defined twice", code: "duplicate-define", line: 4, text: "define jump (h)\nchange y by (h)\n\ndefine jump (n)\nchange y by ((n) * (2))\n\nwhen green flag clicked\njump (10)" },
  { name: "define repeated for a second sprite", code: "duplicate-define", line: 4, text: "define greet\nsay [Hi!]\n\n\ndefine greet\nsay [Hello!]\n\nwhen this sprite clicked\ngreet" },
  { name: "two defines differing only in case", code: "duplicate-define", line: 4, text: "define Spin (n)\nturn right (n) degrees\n\ndefine spin (times)\nrepeat (times)\n  turn right (10) degrees\nend\n\nwhen green flag clicked\nspin (36)" },
];
