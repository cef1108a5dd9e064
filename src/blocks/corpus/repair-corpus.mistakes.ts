// Mistakes as models write them in scratchblocks (read from public examples of chat models and
// curriculum pages writing Scratch as text): Scratch 2 wordings, `if <…>` without `then`, the
// green flag spelled five ways, menus in the other bracket, `>=`, `<<c>>`, three conditions on
// one `and`, colours as integers, numbers without brackets, English glue, Python's colons.
// Each mistake says what the repair must rewrite (offset within its lines, before, after) or,
// when the text has no single Scratch 3 meaning, which diagnostic the validator must give.
// repair-corpus.ts places every mistake in several realistic programs.

import type { DiagnosticCode } from "../program";

export interface Mistake {
  name: string;
  /** Lines of a script body (or, with `hat`, the script's first lines). */
  lines: string[];
  /** [offset within `lines`, before, after], in the order the repair makes them. */
  rewrites?: [number, string, string][];
  /** Text with no single Scratch 3 meaning: the validator's code, at this offset. */
  diagnostic?: [DiagnosticCode, number];
  /** The mistake is in the hat itself. */
  hat?: boolean;
}

export const hatMistakes: Mistake[] = [
  { name: "green flag pressed", hat: true, lines: ["when green flag pressed"], rewrites: [[0, "when green flag pressed", "when green flag clicked"]] },
  { name: "flag is clicked", hat: true, lines: ["when flag is clicked"], rewrites: [[0, "when flag is clicked", "when green flag clicked"]] },
  { name: "green flag in square brackets", hat: true, lines: ["when [green flag] clicked"], rewrites: [[0, "when [green flag] clicked", "when green flag clicked"]] },
  { name: "green flag in round brackets", hat: true, lines: ["when (green flag) clicked"], rewrites: [[0, "when (green flag) clicked", "when green flag clicked"]] },
  { name: "flag emoji", hat: true, lines: ["when 🚩 clicked"], rewrites: [[0, "when 🚩 clicked", "when green flag clicked"]] },
  { name: "green-flag with a dash", hat: true, lines: ["when green-flag clicked"], rewrites: [[0, "when green-flag clicked", "when green flag clicked"]] },
  { name: "green flag tapped", hat: true, lines: ["when green flag tapped"], rewrites: [[0, "when green flag tapped", "when green flag clicked"]] },
  { name: "the flag is pressed", hat: true, lines: ["when the flag is pressed"], rewrites: [[0, "when the flag is pressed", "when green flag clicked"]] },
  { name: "green flag hat with a colon", hat: true, lines: ["when green flag clicked:"], rewrites: [[0, "when green flag clicked:", "when green flag clicked"]] },
  { name: "key hat with round menu", hat: true, lines: ["when (space v) key pressed"], rewrites: [[0, "(space v)", "[space v]"]] },
  { name: "key is pressed", hat: true, lines: ["when [up arrow v] key is pressed"], rewrites: [[0, "when [up arrow v] key is pressed", "when [up arrow v] key pressed"]] },
  { name: "when key x pressed", hat: true, lines: ["when key [space v] pressed"], rewrites: [[0, "when key [space v] pressed", "when [space v] key pressed"]] },
  { name: "start as clone without a", hat: true, lines: ["when I start as clone"], rewrites: [[0, "when I start as clone", "when I start as a clone"]] },
  { name: "receive with round menu", hat: true, lines: ["when I receive (game over v)"], rewrites: [[0, "(game over v)", "[game over v]"]] },
  { name: "backdrop switches with round menu", hat: true, lines: ["when backdrop switches to (level 2 v)"], rewrites: [[0, "(level 2 v)", "[level 2 v]"]] },
  { name: "key hat without brackets", hat: true, lines: ["when space key pressed"], rewrites: [[0, "when space key pressed", "when [space v] key pressed"]] },
  { name: "arrow key hat without brackets", hat: true, lines: ["when Up Arrow key pressed"], rewrites: [[0, "when Up Arrow key pressed", "when [up arrow v] key pressed"]] },
  { name: "arrow hat without the word key", hat: true, lines: ["when right arrow pressed"], rewrites: [[0, "when right arrow pressed", "when [right arrow v] key pressed"]] },
  { name: "when key letter pressed", hat: true, lines: ["when key w pressed"], rewrites: [[0, "when key w pressed", "when [w v] key pressed"]] },
  { name: "when a key pressed is ambiguous", hat: true, lines: ["when a key pressed"], diagnostic: ["unknown-block", 0] },
  { name: "game starts hat", hat: true, lines: ["when game starts"], diagnostic: ["unknown-block", 0] },
];

export const bodyMistakes: Mistake[] = [
  // Scratch 2 wordings with one Scratch 3 block
  { name: "say for secs", lines: ["say [Hello!] for (2) secs"], rewrites: [[0, "say [Hello!] for (2) secs", "say [Hello!] for (2) seconds"]] },
  { name: "think for secs", lines: ["think [Hmm...] for (1) secs"], rewrites: [[0, "think [Hmm...] for (1) secs", "think [Hmm...] for (1) seconds"]] },
  { name: "wait secs", lines: ["move (10) steps", "wait (0.1) secs"], rewrites: [[1, "wait (0.1) secs", "wait (0.1) seconds"]] },
  { name: "wait secs with bare number", lines: ["wait 1 secs"], rewrites: [[0, "wait 1 secs", "wait (1) secs"], [0, "wait (1) secs", "wait (1) seconds"]] },
  { name: "play sound (Scratch 2 meaning: start sound)", lines: ["play sound [pop v]"], rewrites: [[0, "play sound [pop v]", "start sound (pop v)"]] },
  { name: "play sound with round menu", lines: ["play sound (Meow v)", "move (10) steps"], rewrites: [[0, "play sound (Meow v)", "start sound (Meow v)"]] },
  { name: "clear", lines: ["clear", "pen down"], rewrites: [[0, "clear", "erase all"]] },
  { name: "go to front", lines: ["go to front", "show"], rewrites: [[0, "go to front", "go to [front v] layer"]] },
  { name: "go back layers", lines: ["go back (1) layers"], rewrites: [[0, "go back (1) layers", "go [backward v] (1) layers"]] },
  { name: "set tempo bpm", lines: ["set tempo to (120) bpm"], rewrites: [[0, "set tempo to (120) bpm", "set tempo to (120)"]] },
  { name: "costume #", lines: ["say (costume #)"], rewrites: [[0, "(costume #)", "(costume [number v])"]] },
  { name: "backdrop name", lines: ["say (backdrop name) for (2) seconds"], rewrites: [[0, "(backdrop name)", "(backdrop [name v])"]] },
  { name: "backdrop #", lines: ["if <(backdrop #) = (3)> then", "say [Last level!]", "end"], rewrites: [[0, "(backdrop #)", "(backdrop [number v])"]] },
  { name: "background #", lines: ["say (background #)"], rewrites: [[0, "(background #)", "(backdrop [number v])"]] },
  { name: "stop all", lines: ["say [Game over!] for (2) seconds", "stop all"], rewrites: [[1, "stop all", "stop [all v]"]] },
  { name: "stop script", lines: ["if <(lives) < (1)> then", "stop script", "end"], rewrites: [[1, "stop script", "stop [this script v]"]] },
  { name: "switch to costume", lines: ["switch to costume [costume2 v]"], rewrites: [[0, "switch to costume [costume2 v]", "switch costume to (costume2 v)"]] },
  { name: "next background", lines: ["next background"], rewrites: [[0, "next background", "next backdrop"]] },
  { name: "switch to background", lines: ["switch to background [night v]"], rewrites: [[0, "switch to background [night v]", "switch backdrop to (night v)"]] },
  { name: "if without then", lines: ["if <touching (edge v)?>", "turn right (180) degrees", "end"], rewrites: [[0, "if <touching (edge v)?>", "if <touching (edge v)?> then"]] },
  { name: "if without then around key", lines: ["if <key (space v) pressed?>", "change y by (10)", "end"], rewrites: [[0, "if <key (space v) pressed?>", "if <key (space v) pressed?> then"]] },
  { name: "if without then with else", lines: ["if <mouse down?>", "say [down]", "else", "say [up]", "end"], rewrites: [[0, "if <mouse down?>", "if <mouse down?> then"]] },
  { name: "forever if has no single block", lines: ["forever if <touching (edge v)?>", "turn right (180) degrees", "end"], diagnostic: ["scratch2-block", 0] },
  { name: "user id has no equivalent", lines: ["say (user id)"], diagnostic: ["scratch2-block", 0] },
  { name: "loud has no equivalent", lines: ["if <loud?> then", "say [Shh!]", "end"], diagnostic: ["scratch2-block", 0] },

  // Conditions
  { name: "comparison in round brackets", lines: ["if ((x position) > (200)) then", "set x to (-200)", "end"], rewrites: [[0, "((x position) > (200))", "<(x position) > (200)>"]] },
  { name: "repeat until round comparison", lines: ["repeat until ((y position) < (-150))", "change y by (-5)", "end"], rewrites: [[0, "((y position) < (-150))", "<(y position) < (-150)>"]] },
  { name: "wait until round comparison", lines: ["wait until ((timer) > (10))", "say [Time!]"], rewrites: [[0, "((timer) > (10))", "<(timer) > (10)>"]] },
  { name: "round equals", lines: ["if ((answer) = [yes]) then", "say [Great!]", "end"], rewrites: [[0, "((answer) = [yes])", "<(answer) = [yes]>"]] },
  { name: "greater or equal", lines: ["if <(score) >= (10)> then", "say [You win!]", "end"], rewrites: [[0, "<(score) >= (10)>", "<not <(score) < (10)>>"]] },
  { name: "less or equal", lines: ["if <(lives) <= (0)> then", "say [Game over]", "end"], rewrites: [[0, "<(lives) <= (0)>", "<not <(lives) > (0)>>"]] },
  { name: "not equal", lines: ["repeat until <(answer) != [42]>", "ask [Guess the number] and wait", "end"], rewrites: [[0, "<(answer) != [42]>", "<not <(answer) = [42]>>"]] },
  { name: "not equal sign", lines: ["if <(costume [number v]) ≠ (1)> then", "switch costume to (costume1 v)", "end"], rewrites: [[0, "<(costume [number v]) ≠ (1)>", "<not <(costume [number v]) = (1)>>"]] },
  { name: "double equals", lines: ["if <(answer) == [yes]> then", "say [Yay!]", "end"], rewrites: [[0, "<(answer) == [yes]>", "<(answer) = [yes]>"]] },
  { name: "greater or equal sign", lines: ["wait until <(timer) ≥ (30)>"], rewrites: [[0, "<(timer) ≥ (30)>", "<not <(timer) < (30)>>"]] },
  { name: "round greater or equal", lines: ["if ((x position) >= (240)) then", "set x to (-240)", "end"], rewrites: [[0, "((x position) >= (240))", "<not <(x position) < (240)>>"]] },
  { name: "bare comparison after if", lines: ["if (score) > (10) then", "next costume", "end"], rewrites: [[0, "if (score) > (10) then", "if <(score) > (10)> then"]] },
  { name: "bare comparison after wait until", lines: ["wait until (timer) > (5)"], rewrites: [[0, "wait until (timer) > (5)", "wait until <(timer) > (5)>"]] },
  { name: "comparison with bare number", lines: ["if <(score) > 100> then", "say [High score!]", "end"], rewrites: [[0, "<(score) > 100>", "<(score) > (100)>"]] },
  { name: "doubled condition brackets", lines: ["if <<touching (edge v)?>> then", "turn right (180) degrees", "end"], rewrites: [[0, "<<touching (edge v)?>>", "<touching (edge v)?>"]] },
  { name: "condition in round brackets", lines: ["if (<mouse down?>) then", "say [click]", "end"], rewrites: [[0, "(<mouse down?>)", "<mouse down?>"]] },
  { name: "doubled comparison", lines: ["wait until <<(timer) > (3)>>"], rewrites: [[0, "<<(timer) > (3)>>", "<(timer) > (3)>"]] },
  {
    name: "three conditions on one and",
    lines: ["if <<key (right arrow v) pressed?> and <not <touching (edge v)?>> and <(x position) < (200)>> then", "change x by (5)", "end"],
    rewrites: [
      [0, "<<key (right arrow v) pressed?> and <not <touching (edge v)?>> and <(x position) < (200)>>", "<<key (right arrow v) pressed?> and <<not <touching (edge v)?>> and <(x position) < (200)>>>"],
    ],
  },
  {
    name: "three conditions on one or",
    lines: ["wait until <<key (a v) pressed?> or <key (b v) pressed?> or <mouse down?>>"],
    rewrites: [[0, "<<key (a v) pressed?> or <key (b v) pressed?> or <mouse down?>>", "<<key (a v) pressed?> or <<key (b v) pressed?> or <mouse down?>>>"]],
  },
  {
    name: "four conditions on one and",
    lines: ["repeat until <<(x position) > (0)> and <(y position) > (0)> and <mouse down?> and <(timer) > (5)>>", "move (1) steps", "end"],
    rewrites: [
      [
        0,
        "<<(x position) > (0)> and <(y position) > (0)> and <mouse down?> and <(timer) > (5)>>",
        "<<(x position) > (0)> and <<(y position) > (0)> and <<mouse down?> and <(timer) > (5)>>>>",
      ],
    ],
  },
  { name: "two conditions without outer brackets", lines: ["if <mouse down?> and <touching (mouse-pointer v)?> then", "say [Got me!]", "end"], rewrites: [[0, "if <mouse down?> and <touching (mouse-pointer v)?> then", "if <<mouse down?> and <touching (mouse-pointer v)?>> then"]] },
  { name: "two comparisons on one and", lines: ["if <(x position) > (-240) and (x position) < (240)> then", "change x by (5)", "end"], rewrites: [[0, "<(x position) > (-240) and (x position) < (240)>", "<<(x position) > (-240)> and <(x position) < (240)>>"]] },
  { name: "bare comparisons joined by or", lines: ["if (lives) < (1) or (timer) > (60) then", "stop all", "end"], rewrites: [[0, "if (lives) < (1) or (timer) > (60) then", "if <<(lives) < (1)> or <(timer) > (60)>> then"], [1, "stop all", "stop [all v]"]] },
  { name: "comparison and condition, one of them >=", lines: ["wait until <(score) >= (10) or <key (q v) pressed?>>"], rewrites: [[0, "<(score) >= (10) or <key (q v) pressed?>>", "<<not <(score) < (10)>> or <key (q v) pressed?>>"]] },
  { name: "not without brackets", lines: ["if not <touching (edge v)?> then", "move (10) steps", "end"], rewrites: [[0, "if not <touching (edge v)?> then", "if <not <touching (edge v)?>> then"]] },
  { name: "touching without pointy brackets", lines: ["if touching (edge v)? then", "turn right (180) degrees", "end"], rewrites: [[0, "if touching (edge v)? then", "if <touching (edge v)?> then"]] },
  { name: "mouse down without pointy brackets", lines: ["if mouse down? then", "go to (mouse-pointer v)", "end"], rewrites: [[0, "if mouse down? then", "if <mouse down?> then"]] },
  { name: "wait until key without pointy brackets", lines: ["wait until key (space v) pressed?", "say [Go!] for (1) seconds"], rewrites: [[0, "wait until key (space v) pressed?", "wait until <key (space v) pressed?>"]] },
  { name: "repeat until touching colour without brackets", lines: ["repeat until touching color [#ff0000]?", "change y by (-3)", "end"], rewrites: [[0, "repeat until touching color [#ff0000]?", "repeat until <touching color [#ff0000]?>"]] },
  { name: "not before a bare condition", lines: ["if not touching (edge v)? then", "move (4) steps", "end"], rewrites: [[0, "if not touching (edge v)? then", "if <not <touching (edge v)?>> then"]] },
  { name: "two bare conditions on one and", lines: ["if mouse down? and touching (mouse-pointer v)? then", "say [Caught!]", "end"], rewrites: [[0, "if mouse down? and touching (mouse-pointer v)? then", "if <<mouse down?> and <touching (mouse-pointer v)?>> then"]] },
  { name: "bare list contains", lines: ["if (inventory v) contains [key]? then", "say [The door opens]", "end"], rewrites: [[0, "if (inventory v) contains [key]? then", "if <(inventory v) contains [key]?> then"]] },
  { name: "key without a menu in a bare condition", lines: ["wait until key space pressed?", "say [Go!]"], rewrites: [[0, "wait until key space pressed?", "wait until <key space pressed?>"], [0, "<key space pressed?>", "<key (space v) pressed?>"]] },
  { name: "key without a menu in a condition", lines: ["if <key left arrow pressed?> then", "change x by (-10)", "end"], rewrites: [[0, "<key left arrow pressed?>", "<key (left arrow v) pressed?>"]] },
  { name: "key word after its name", lines: ["if <space key pressed?> then", "change y by (10)", "end"], rewrites: [[0, "<space key pressed?>", "<key (space v) pressed?>"]] },
  { name: "a word that is no key stays a diagnostic", lines: ["wait until key enter pressed?", "say [Go!]"], diagnostic: ["unknown-block", 0] },
  { name: "double ampersand", lines: ["if <<mouse down?> && <touching (mouse-pointer v)?>> then", "say [Clicked me]", "end"], rewrites: [[0, "<<mouse down?> && <touching (mouse-pointer v)?>>", "<<mouse down?> and <touching (mouse-pointer v)?>>"]] },
  { name: "mixed and/or is ambiguous", lines: ["if <<touching (edge v)?> or <mouse down?> and <key (space v) pressed?>> then", "say [?]", "end"], diagnostic: ["nary-boolean", 0] },
  { name: "condition without any brackets", lines: ["if touching edge then", "turn right (180) degrees", "end"], rewrites: [[0, "if touching edge then", "if <touching (edge v)?> then"]] },
  { name: "touching a colour in words has no one colour", lines: ["if touching color red then", "turn right (180) degrees", "end"], diagnostic: ["unknown-block", 0] },
  { name: "else if is not a block", lines: ["if <(score) > (10)> then", "say [big]", "else if <(score) > (5)> then", "say [medium]", "end"], diagnostic: ["unknown-block", 2] },
  { name: "while loop", lines: ["while <not <touching (edge v)?>>", "move (5) steps", "end"], diagnostic: ["unknown-block", 0] },

  // Brace style, as in JavaScript
  { name: "braces around a loop", lines: ["repeat (10) {", "move (10) steps", "}"], rewrites: [[0, "repeat (10) {", "repeat (10)"], [2, "}", "end"]] },
  { name: "braces around if and else", lines: ["if <mouse down?> then {", "say [down]", "} else {", "say [up]", "}"], rewrites: [[0, "if <mouse down?> then {", "if <mouse down?> then"], [2, "} else {", "else"], [4, "}", "end"]] },

  // Arithmetic and comparisons written the way other languages write them
  { name: "one plus without brackets", lines: ["set [score v] to (score + 1)"], rewrites: [[0, "set [score v] to (score + 1)", "set [score v] to ((score) + (1))"]] },
  { name: "reporter times a number", lines: ["change y by (speed * 2)"], rewrites: [[0, "change y by (speed * 2)", "change y by ((speed) * (2))"]] },
  { name: "built-in reporter plus a number", lines: ["set x to (x position + 10)"], rewrites: [[0, "set x to (x position + 10)", "set x to ((x position) + (10))"]] },
  { name: "remainder written with mod and no brackets", lines: ["say (n mod 2)"], rewrites: [[0, "say (n mod 2)", "say ((n) mod (2))"]] },
  { name: "comparison of bare words", lines: ["if <score > 10> then", "say [You win!]", "end"], rewrites: [[0, "if <score > 10> then", "if <(score) > (10)> then"]] },
  { name: "arithmetic inside an item number", lines: ["say (item (i + 1) of [names v])"], rewrites: [[0, "say (item (i + 1) of [names v])", "say (item ((i) + (1)) of [names v])"]] },
  { name: "two operators depend on an order Scratch does not have", lines: ["set [total v] to (a + b * c)"], diagnostic: ["operator-form", 0] },
  { name: "percent sign after a size", lines: ["set size to 50%"], rewrites: [[0, "set size to 50%", "set size to (50)%"]] },

  // Menus and inputs in the shape Scratch shows
  { name: "mouse pointer without dash", lines: ["go to (mouse pointer v)"], rewrites: [[0, "(mouse pointer v)", "(mouse-pointer v)"]] },
  { name: "mouse pointer in square menu", lines: ["point towards [mouse pointer v]", "move (5) steps"], rewrites: [[0, "[mouse pointer v]", "[mouse-pointer v]"], [0, "[mouse-pointer v]", "(mouse-pointer v)"]] },
  { name: "touching square edge", lines: ["if <touching [edge v]?> then", "turn right (180) degrees", "end"], rewrites: [[0, "[edge v]", "(edge v)"]] },
  { name: "touching square mouse-pointer", lines: ["wait until <touching [mouse-pointer v]?>", "say [Hi!]"], rewrites: [[0, "[mouse-pointer v]", "(mouse-pointer v)"]] },
  { name: "key pressed square menu", lines: ["if <key [space v] pressed?> then", "change y by (10)", "end"], rewrites: [[0, "[space v]", "(space v)"]] },
  { name: "go to square random position", lines: ["go to [random position v]"], rewrites: [[0, "[random position v]", "(random position v)"]] },
  { name: "layer field in round menu", lines: ["go to (front v) layer", "show"], rewrites: [[0, "(front v)", "[front v]"]] },
  { name: "back layer field in round menu", lines: ["go to (back v) layer", "hide"], rewrites: [[0, "(back v)", "[back v]"]] },
  { name: "distance to square menu", lines: ["say (distance to [mouse-pointer v])"], rewrites: [[0, "[mouse-pointer v]", "(mouse-pointer v)"]] },
  { name: "create clone square menu", lines: ["create clone of [myself v]"], rewrites: [[0, "[myself v]", "(myself v)"]] },
  { name: "broadcast square menu", lines: ["broadcast [start game v]"], rewrites: [[0, "[start game v]", "(start game v)"]] },
  { name: "broadcast and wait square menu", lines: ["broadcast [level up v] and wait"], rewrites: [[0, "[level up v]", "(level up v)"]] },
  { name: "switch costume square menu", lines: ["switch costume to [costume2 v]", "wait (0.2) seconds"], rewrites: [[0, "[costume2 v]", "(costume2 v)"]] },
  { name: "start sound square menu", lines: ["start sound [Meow v]"], rewrites: [[0, "[Meow v]", "(Meow v)"]] },
  { name: "play sound until done square menu", lines: ["play sound [Pop v] until done"], rewrites: [[0, "[Pop v]", "(Pop v)"]] },
  { name: "nested square in round menu", lines: ["go to ([random position v])"], rewrites: [[0, "([random position v])", "(random position v)"]] },
  { name: "bounce is not a block", lines: ["if <touching (edge v)?> then", "bounce", "end"], diagnostic: ["unknown-block", 1] },
  { name: "touching text menu", lines: ["wait until <touching [edge]?>"], rewrites: [[0, "[edge]", "(edge v)"]] },
  { name: "variable set with round menu", lines: ["set (score v) to (0)"], rewrites: [[0, "(score v)", "[score v]"]] },
  { name: "variable change with round menu", lines: ["change (score v) by (1)"], rewrites: [[0, "(score v)", "[score v]"]] },
  { name: "effect with round menu", lines: ["change (ghost v) effect by (10)"], rewrites: [[0, "(ghost v)", "[ghost v]"]] },
  { name: "stop with round menu", lines: ["stop (all v)"], rewrites: [[0, "(all v)", "[all v]"]] },
  { name: "unknown menu choice", lines: ["set rotation style [sideways v]"], diagnostic: ["unknown-menu-option", 0] },

  // Colours
  { name: "three-digit hex in touching color", lines: ["if <touching color [#f00]?> then", "say [Ouch!]", "end"], rewrites: [[0, "[#f00]", "[#ff0000]"]] },
  { name: "three-digit hex pen colour", lines: ["pen down", "set pen color to [#0f0]"], rewrites: [[1, "[#0f0]", "[#00ff00]"]] },
  { name: "two three-digit colours", lines: ["wait until <color [#f00] is touching [#00f]?>"], rewrites: [[0, "[#f00]", "[#ff0000]"], [0, "[#00f]", "[#0000ff]"]] },
  { name: "integer colour", lines: ["if <touching color (16711680)?> then", "change [score v] by (1)", "end"], rewrites: [[0, "(16711680)", "[#ff0000]"]] },
  { name: "integer colour in square brackets", lines: ["wait until <touching color [255]?>"], rewrites: [[0, "[255]", "[#0000ff]"]] },
  { name: "negative integer colour (Scratch 2 ARGB)", lines: ["if <touching color (-16777216)?> then", "say [black]", "end"], rewrites: [[0, "(-16777216)", "[#000000]"]] },
  { name: "colour name", lines: ["pen down", "set pen color to [red]"], diagnostic: ["wrong-slot", 1] },

  // English glue and other words
  { name: "join and", lines: ["say (join [Score: ] and (score))"], rewrites: [[0, "(join [Score: ] and (score))", "(join [Score: ] (score))"]] },
  { name: "join with", lines: ["say (join [Hello, ] with (answer)) for (2) seconds"], rewrites: [[0, "(join [Hello, ] with (answer))", "(join [Hello, ] (answer))"]] },
  { name: "repeat times", lines: ["repeat (10) times", "move (10) steps", "end"], rewrites: [[0, "repeat (10) times", "repeat (10)"]] },
  { name: "repeat bare number times", lines: ["repeat 4 times", "move (100) steps", "turn right (90) degrees", "end"], rewrites: [[0, "repeat 4 times", "repeat (4) times"], [0, "repeat (4) times", "repeat (4)"]] },
  { name: "wait one second", lines: ["wait (1) second"], rewrites: [[0, "wait (1) second", "wait (1) seconds"]] },
  { name: "say for one second", lines: ["say [Go!] for (1) second"], rewrites: [[0, "say [Go!] for (1) second", "say [Go!] for (1) seconds"]] },
  { name: "move one step", lines: ["move (1) step"], rewrites: [[0, "move (1) step", "move (1) steps"]] },
  { name: "turn one degree", lines: ["turn right (1) degree"], rewrites: [[0, "turn right (1) degree", "turn right (1) degrees"]] },
  { name: "turn by degrees", lines: ["turn left by (15) degrees"], rewrites: [[0, "turn left by (15) degrees", "turn left (15) degrees"]] },
  { name: "set with equals", lines: ["set [score v] = (0)"], rewrites: [[0, "set [score v] = (0)", "set [score v] to (0)"]] },
  { name: "add to list", lines: ["add (answer) to list [names v]"], rewrites: [[0, "add (answer) to list [names v]", "add (answer) to [names v]"]] },
  { name: "pick random and", lines: ["go to x: (pick random (-200) and (200)) y: (0)"], rewrites: [[0, "(pick random (-200) and (200))", "(pick random (-200) to (200))"]] },
  { name: "random without pick", lines: ["turn right (random (1) to (10)) degrees"], rewrites: [[0, "(random (1) to (10))", "(pick random (1) to (10))"]] },
  { name: "go to x comma y", lines: ["go to x: (0), y: (0)"], rewrites: [[0, "go to x: (0), y: (0)", "go to x: (0) y: (0)"]] },
  { name: "glide seconds", lines: ["glide (1) seconds to x: (100) y: (0)"], rewrites: [[0, "glide (1) seconds to x: (100) y: (0)", "glide (1) secs to x: (100) y: (0)"]] },
  { name: "item in list", lines: ["say (item (1) in [names v])"], rewrites: [[0, "(item (1) in [names v])", "(item (1) of [names v])"]] },
  { name: "go to front layer", lines: ["go to front layer"], rewrites: [[0, "go to front layer", "go to [front v] layer"]] },
  { name: "percent for mod", lines: ["if <((score) % (2)) = (0)> then", "say [even]", "end"], rewrites: [[0, "((score) % (2))", "((score) mod (2))"]] },
  { name: "x for times", lines: ["set [area v] to ((width) x (height))"], rewrites: [[0, "((width) x (height))", "((width) * (height))"]] },
  { name: "sqrt of", lines: ["say (sqrt of (16))"], rewrites: [[0, "(sqrt of (16))", "([sqrt v] of (16))"]] },
  { name: "abs call", lines: ["if <(abs (x position)) > (200)> then", "go to x: (0) y: (0)", "end"], rewrites: [[0, "(abs (x position))", "([abs v] of (x position))"]] },
  { name: "key is pressed condition", lines: ["if <key (space v) is pressed?> then", "change y by (10)", "end"], rewrites: [[0, "<key (space v) is pressed?>", "<key (space v) pressed?>"]] },
  { name: "create a clone", lines: ["create a clone of (myself v)"], rewrites: [[0, "create a clone of (myself v)", "create clone of (myself v)"]] },
  { name: "change by points", lines: ["change [score v] by (10) points"], rewrites: [[0, "change [score v] by (10) points", "change [score v] by (10)"]] },
  { name: "invented block stays", lines: ["set rotation to (90)"], diagnostic: ["unknown-block", 0] },
  { name: "invented move forward stays", lines: ["move forward (10) steps"], diagnostic: ["unknown-block", 0] },
  // Decision 680: a turn that names no way is Scratch's first turn block, turn right.
  { name: "turn without direction", lines: ["turn (15) degrees"], rewrites: [[0, "turn (15) degrees", "turn right (15) degrees"]] },
  { name: "play sound and wait is not a block", lines: ["play sound [pop v] and wait"], diagnostic: ["unknown-block", 0] },

  // Text in quotes, numbers without brackets, Python colons
  { name: "say in quotes", lines: ['say "Hello!"'], rewrites: [[0, '"Hello!"', "[Hello!]"]] },
  { name: "say for seconds in quotes", lines: ['say "Game over!" for (2) seconds'], rewrites: [[0, '"Game over!"', "[Game over!]"]] },
  { name: "ask in quotes", lines: ['ask "What is your name?" and wait', "say (answer)"], rewrites: [[0, '"What is your name?"', "[What is your name?]"]] },
  { name: "move bare number", lines: ["move 10 steps"], rewrites: [[0, "move 10 steps", "move (10) steps"]] },
  { name: "turn bare number", lines: ["turn right 15 degrees"], rewrites: [[0, "turn right 15 degrees", "turn right (15) degrees"]] },
  { name: "go to bare numbers", lines: ["go to x: 0 y: -100", "show"], rewrites: [[0, "go to x: 0 y: -100", "go to x: (0) y: (-100)"]] },
  { name: "change y bare number", lines: ["change y by -10"], rewrites: [[0, "change y by -10", "change y by (-10)"]] },
  { name: "wait bare number", lines: ["wait 0.5 seconds"], rewrites: [[0, "wait 0.5 seconds", "wait (0.5) seconds"]] },
  { name: "repeat bare number", lines: ["repeat 5", "next costume", "end"], rewrites: [[0, "repeat 5", "repeat (5)"]] },
  { name: "set size bare number", lines: ["set size to 50 %"], rewrites: [[0, "set size to 50 %", "set size to (50) %"]] },
  // Issue 27, real model answers: a size said in words.
  { name: "set size in percent", lines: ["set size to (150) percent"], rewrites: [[0, "set size to (150) percent", "set size to (150) %"]] },
  { name: "set size to a random percent", lines: ["set size to (pick random (30) to (80)) percent"], rewrites: [[0, "set size to (pick random (30) to (80)) percent", "set size to (pick random (30) to (80)) %"]] },
  { name: "change size by percent", lines: ["change size by (10) percent"], rewrites: [[0, "change size by (10) percent", "change size by (10)"]] },
  // Issue 27, real model answers: a menu's choice without its brackets, a comparison with a negative number.
  { name: "rotation style without brackets", lines: ["set rotation style left-right"], rewrites: [[0, "set rotation style left-right", "set rotation style [left-right v]"]] },
  { name: "drag mode without brackets", lines: ["set drag mode not draggable"], rewrites: [[0, "set drag mode not draggable", "set drag mode [not draggable v]"]] },
  { name: "go to random position without brackets", lines: ["go to random position"], rewrites: [[0, "go to random position", "go to (random position v)"]] },
  { name: "touching edge without brackets", lines: ["if <touching edge?> then", "turn right (180) degrees", "end"], rewrites: [[0, "<touching edge?>", "<touching (edge v)?>"]] },
  { name: "effect without brackets", lines: ["change ghost effect by (10)"], rewrites: [[0, "change ghost effect by (10)", "change [ghost v] effect by (10)"]] },
  { name: "comparison of a bare reporter with a negative number", lines: ["repeat until <x position < -240>", "move (5) steps", "end"], rewrites: [[0, "repeat until <x position < -240>", "repeat until <(x position) < (-240)>"]] },
  { name: "set size in percent with a comment", lines: ["set size to (150) percent  // LARGE sprite — easy to see"], rewrites: [[0, "set size to (150) percent", "set size to (150) %"]] },
  { name: "point in direction bare number", lines: ["point in direction 90"], rewrites: [[0, "point in direction 90", "point in direction (90)"]] },
  { name: "variable change bare number", lines: ["change [score v] by 1"], rewrites: [[0, "change [score v] by 1", "change [score v] by (1)"]] },
  { name: "if then colon", lines: ["if <touching (edge v)?> then:", "turn right (180) degrees", "end"], rewrites: [[0, "if <touching (edge v)?> then:", "if <touching (edge v)?> then"]] },
  { name: "if colon without then", lines: ["if <mouse down?>:", "say [click]", "end"], rewrites: [[0, "if <mouse down?>:", "if <mouse down?>"], [0, "if <mouse down?>", "if <mouse down?> then"]] },
  { name: "else colon", lines: ["if <(score) > (5)> then", "say [Yes]", "else:", "say [No]", "end"], rewrites: [[2, "else:", "else"]] },
  { name: "repeat colon", lines: ["repeat (3):", "play sound (pop v) until done", "end"], rewrites: [[0, "repeat (3):", "repeat (3)"]] },
  { name: "forever brace", lines: ["forever {", "move (2) steps", "end"], rewrites: [[0, "forever {", "forever"]] },
];
