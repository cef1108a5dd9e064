// The sixth held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it grades "wrong-unsaid". No generator answer is read here; the generator is measured on this
// part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { itChecksThePartsRubrics, requestStarting as startingIn, type THandWrittenAnswer } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_3_HELD_OUT_REQUESTS } from "./unseen-3.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_3_HELD_OUT_REQUESTS, start);

/** Each request (by the start of its words) with a right answer and, for some, a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  {
    start: "Selection lesson",
    right: `// sprite: Parrot
when green flag clicked
ask [What is 7 x 8?] and wait
if <(answer) = [56]> then
say [Well done!] for (2) seconds
else
say [The answer is 56] for (2) seconds
end`,
    // the else branch dropped: only the if-then half of the lesson
    wrong: `// sprite: Parrot
when green flag clicked
ask [What is 7 x 8?] and wait
if <(answer) = [56]> then
say [Well done!] for (2) seconds
end`,
  },
  {
    start: "Virtual pet, task 1",
    right: `// sprite: Pet
// variable PetHunger = 50
when green flag clicked
set [PetHunger v] to (50)
repeat until <(PetHunger) = [0]>
wait (0.5) seconds
change [PetHunger v] by (-1)
end
say [Goodbye...] for (2) seconds
stop [all v]`,
    // a number changed: every second instead of every half second
    wrong: `// sprite: Pet
when green flag clicked
set [PetHunger v] to (50)
repeat until <(PetHunger) = [0]>
wait (1) seconds
change [PetHunger v] by (-1)
end
say [Goodbye...] for (2) seconds
stop [all v]`,
  },
  {
    start: "Painting game",
    right: `// sprite: Brush
when green flag clicked
forever
go to (mouse-pointer v)
if <mouse down?> then
pen down
else
pen up
end
end

when I receive [red v]
set pen color to [#ff0000]

when I receive [blue v]
set pen color to [#0000ff]

when I receive [green v]
set pen color to [#00ff00]

// sprite: Red
when this sprite clicked
broadcast [red v]

// sprite: Blue
when this sprite clicked
broadcast [blue v]

// sprite: Green
when this sprite clicked
broadcast [green v]`,
    // three pots squeezed into one sprite
    wrong: `// sprite: Brush
when green flag clicked
forever
go to (mouse-pointer v)
if <mouse down?> then
pen down
else
pen up
end
end

// sprite: Pots
when this sprite clicked
broadcast [red v]`,
  },
  {
    start: "Use forever and if key pressed",
    right: `// sprite: Rocket
when green flag clicked
forever
if <key (up arrow v) pressed?> then
change y by (10)
end
if <key (down arrow v) pressed?> then
change y by (-10)
end
end`,
    // the lesson forbade the key's own hat
    wrong: `// sprite: Rocket
when green flag clicked
forever
if <key (up arrow v) pressed?> then
change y by (10)
end
if <key (down arrow v) pressed?> then
change y by (-10)
end
end

when [up arrow v] key pressed
change y by (10)`,
  },
  {
    start: "Animal race",
    right: `// sprite: Pig
when green flag clicked
go to x: (-200) y: (-100)
glide (6) secs to x: (200) y: (-100)

// sprite: Rabbit
when green flag clicked
go to x: (-200) y: (0)
glide (2) secs to x: (200) y: (0)

// sprite: Dog
when green flag clicked
go to x: (-200) y: (100)
glide (4) secs to x: (200) y: (100)`,
    // two durations swapped between characters
    wrong: `// sprite: Pig
when green flag clicked
go to x: (-200) y: (-100)
glide (6) secs to x: (200) y: (-100)

// sprite: Rabbit
when green flag clicked
go to x: (-200) y: (0)
glide (4) secs to x: (200) y: (0)

// sprite: Dog
when green flag clicked
go to x: (-200) y: (100)
glide (2) secs to x: (200) y: (100)`,
  },
  {
    start: "2 player car race",
    right: `// sprite: Zoom
when green flag clicked
go to x: (-200) y: (50)
forever
if <key (w v) pressed?> then
move (4) steps
end
if <key (a v) pressed?> then
turn ccw (5) degrees
end
if <key (d v) pressed?> then
turn cw (5) degrees
end
if <touching (Finish v)?> then
say [Zoom wins!]
stop [all v]
end
end

// sprite: Flash
when green flag clicked
go to x: (-200) y: (-50)
forever
if <key (up arrow v) pressed?> then
move (4) steps
end
if <key (left arrow v) pressed?> then
turn ccw (5) degrees
end
if <key (right arrow v) pressed?> then
turn cw (5) degrees
end
if <touching (Finish v)?> then
say [Flash wins!]
stop [all v]
end
end`,
    // the two players' keys on the wrong cars
    wrong: `// sprite: Zoom
when green flag clicked
forever
if <key (up arrow v) pressed?> then
move (4) steps
end
if <key (left arrow v) pressed?> then
turn ccw (5) degrees
end
if <key (right arrow v) pressed?> then
turn cw (5) degrees
end
end

// sprite: Flash
when green flag clicked
forever
if <key (w v) pressed?> then
move (4) steps
end
if <key (a v) pressed?> then
turn ccw (5) degrees
end
if <key (d v) pressed?> then
turn cw (5) degrees
end
end`,
  },
  {
    start: "Mole Mash",
    right: `// sprite: Mole
// variable score = 0
when green flag clicked
set [score v] to (0)
repeat until <(score) = [50]>
go to x: (pick random (-200) to (200)) y: (pick random (-150) to (150))
wait (1) seconds
end
say [Game over!]

when this sprite clicked
change [score v] by (1)`,
  },
  {
    start: "Conversation program",
    right: `// sprite: Tom
when green flag clicked
say [Hi Sarah! How are you today?] for (3) seconds
broadcast [tom spoke v] and wait
say [See you tomorrow!] for (2) seconds

// sprite: Sarah
when I receive [tom spoke v]
say [I'm doing great, thanks!] for (3) seconds`,
    // the lines given to the wrong character
    wrong: `// sprite: Tom
when green flag clicked
say [Hi Sarah! How are you today?] for (3) seconds
say [I'm doing great, thanks!] for (3) seconds
say [See you tomorrow!] for (2) seconds

// sprite: Sarah
when green flag clicked
wait (3) seconds`,
  },
  {
    start: "Storytelling with broadcasts",
    right: `// sprite: Owl
when green flag clicked
go to x: (-200) y: (0)
glide (1) secs to x: (-60) y: (0)
say [Knock knock] for (2) seconds
broadcast [knock v]

when I receive [who v]
say [Owl] for (2) seconds
broadcast [owl v]

when I receive [owl who v]
say [Owl tell you tomorrow!] for (2) seconds
switch backdrop to [party v]
broadcast [dance v]

when I receive [dance v]
repeat (10)
next costume
wait (0.3) seconds
end

// sprite: Fox
when green flag clicked
go to x: (200) y: (0)
glide (1) secs to x: (60) y: (0)

when I receive [knock v]
say [Who's there?] for (2) seconds
broadcast [who v]

when I receive [owl v]
say [Owl who?] for (2) seconds
broadcast [owl who v]

when I receive [dance v]
repeat (10)
next costume
wait (0.3) seconds
end`,
  },
  {
    start: "snake game!!",
    right: `// sprite: Snake
// variable score = 0
when green flag clicked
set [score v] to (0)
go to x: (0) y: (0)
point in direction (90)
forever
move (10) steps
create clone of (myself v)
if <touching (edge v)?> then
say [Game over!]
stop [all v]
end
wait (0.1) seconds
end

when [up arrow v] key pressed
point in direction (0)

when [down arrow v] key pressed
point in direction (180)

when [left arrow v] key pressed
point in direction (-90)

when [right arrow v] key pressed
point in direction (90)

when I start as a clone
wait ((score) / (10)) seconds
delete this clone

// sprite: Apple
when green flag clicked
go to (random position v)
forever
if <touching (Snake v)?> then
change [score v] by (1)
go to (random position v)
end
end`,
    // the arrow keys move the head instead of turning it
    wrong: `// sprite: Snake
when green flag clicked
forever
move (10) steps
if <touching (edge v)?> then
stop [all v]
end
end

when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
point in direction (180)

when [left arrow v] key pressed
point in direction (-90)

when [right arrow v] key pressed
point in direction (90)

// sprite: Apple
when green flag clicked
go to (random position v)
forever
if <touching (Snake v)?> then
change [score v] by (1)
create clone of (myself v)
go to (random position v)
end
end`,
  },
  {
    start: "Dice roller",
    right: `// sprite: Die
// variable roll = 1
when [space v] key pressed
set [roll v] to (pick random (1) to (6))
if <(roll) = [1]> then
switch costume to [one v]
end
if <(roll) = [2]> then
switch costume to [two v]
end
if <(roll) = [3]> then
switch costume to [three v]
end
if <(roll) = [4]> then
switch costume to [four v]
end
if <(roll) = [5]> then
switch costume to [five v]
end
if <(roll) = [6]> then
switch costume to [six v]
end`,
  },
  {
    start: "Dance party, two ways",
    right: `// sprite: Cat
when green flag clicked
forever
next costume
wait (0.5) seconds
end

// sprite: Ballerina
when green flag clicked
forever
switch costume to [ballerina-a v]
wait (1) seconds
switch costume to [ballerina-b v]
wait (1) seconds
switch costume to [ballerina-c v]
wait (1) seconds
end`,
    // the second way left as the first
    wrong: `// sprite: Cat
when green flag clicked
forever
next costume
wait (0.5) seconds
end

// sprite: Ballerina
when green flag clicked
forever
next costume
wait (1) seconds
end`,
  },
  {
    start: "My two girls, Lily and Rose",
    right: `// sprite: Biscuit
when green flag clicked
say [Where is my ball?] for (2) seconds
broadcast [ball v] and wait
say [Then who did?] for (2) seconds
broadcast [who v]

// sprite: Pepper
when I receive [ball v]
say [I didn't take it!] for (2) seconds

when I receive [who v]
say [Maybe the mouse...] for (2) seconds
broadcast [run v]

// sprite: Mouse
when green flag clicked
go to x: (-240) y: (-120)

when I receive [run v]
glide (2) secs to x: (240) y: (-120)`,
    // the children who asked made into characters
    wrong: `// sprite: Lily
when green flag clicked
say [Where is my ball?] for (2) seconds

// sprite: Biscuit
when green flag clicked
say [Where is my ball?] for (2) seconds
say [Then who did?] for (2) seconds

// sprite: Pepper
when green flag clicked
wait (2) seconds
say [I didn't take it!] for (2) seconds
say [Maybe the mouse...] for (2) seconds

// sprite: Mouse
when green flag clicked
wait (4) seconds
glide (2) secs to x: (240) y: (-120)

// sprite: Rose
when green flag clicked
say [Hi]`,
  },
  {
    start: "My daughter (9) wants a chase game",
    right: `// sprite: Unicorn
when [right arrow v] key pressed
change x by (10)

when [left arrow v] key pressed
change x by (-10)

when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

// sprite: Dragon
when green flag clicked
repeat until <touching (Unicorn v)?>
point towards (Unicorn v)
move (2) steps
end
say [Got you!] for (2) seconds
stop [all v]`,
    // a score nobody asked for, glued on
    wrong: `// sprite: Unicorn
// variable score = 0
when [right arrow v] key pressed
change x by (10)

when [left arrow v] key pressed
change x by (-10)

when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

when green flag clicked
forever
change [score v] by (1)
wait (1) seconds
end

// sprite: Dragon
when green flag clicked
repeat until <touching (Unicorn v)?>
point towards (Unicorn v)
move (2) steps
end
say [Got you!] for (2) seconds
stop [all v]`,
  },
  {
    start: "Year 3 events",
    right: `// sprite: Cat
when green flag clicked
play sound (Meow v) until done

when this sprite clicked
say [Hi] for (2) seconds

when [space v] key pressed
change y by (40)
wait (0.3) seconds
change y by (-40)`,
    // a fourth script nobody asked for
    wrong: `// sprite: Cat
when green flag clicked
play sound (Meow v) until done

when this sprite clicked
say [Hi] for (2) seconds

when [space v] key pressed
change y by (40)
wait (0.3) seconds
change y by (-40)

when green flag clicked
forever
next costume
wait (0.5) seconds
end`,
  },
  {
    start: "Show how a variable works",
    right: `// sprite: Apple tree
// variable apples = 0

// A variable is a box with a name that holds a number: apples starts at 0 and each click adds 1.

when green flag clicked
// start the box at 0
set [apples v] to (0)

when this sprite clicked
// one more apple in the box
change [apples v] by (1)
// show what is in the box now
say (join [Apples: ] (apples)) for (1) seconds`,
    // no comments, and the count never shown
    wrong: `// sprite: Apple tree
// variable apples = 0
when green flag clicked
set [apples v] to (0)

when this sprite clicked
change [apples v] by (1)`,
  },
  {
    start: "Custom blocks",
    right: `// sprite: Pen
define square (size)
repeat (4)
move (size) steps
turn cw (90) degrees
end

when green flag clicked
erase all
pen down
square (50)
square (100)
square (150)
pen up`,
  },
  {
    start: "Year 4 countdown",
    right: `// sprite: Rocket
// variable count = 10
when green flag clicked
set [count v] to (10)
repeat (10)
say (count) for (1) seconds
change [count v] by (-1)
end
say [Blast off!] for (2) seconds`,
    // the count made 5
    wrong: `// sprite: Rocket
when green flag clicked
set [count v] to (5)
repeat (5)
say (count) for (1) seconds
change [count v] by (-1)
end
say [Blast off!] for (2) seconds`,
  },
  {
    start: "My son is learning Spanish",
    right: `// sprite: Parrot
when green flag clicked
ask [How do you say cat in Spanish?] and wait
if <(answer) = [gato]> then
say [¡Muy bien!] for (2) seconds
else
say [It's gato] for (2) seconds
end
ask [How do you say dog in Spanish?] and wait
if <(answer) = [perro]> then
say [¡Muy bien!] for (2) seconds
else
say [It's perro] for (2) seconds
end
ask [How do you say house in Spanish?] and wait
if <(answer) = [casa]> then
say [¡Muy bien!] for (2) seconds
else
say [It's casa] for (2) seconds
end`,
  },
  {
    start: "Boolean AND",
    right: `// sprite: Player
// variable hasKey = 0
when green flag clicked
set [hasKey v] to (0)
forever
if <<(hasKey) = [1]> and <touching (Door v)?>> then
broadcast [open v]
end
end

// sprite: Door
when I receive [open v]
switch costume to [open v]`,
    // the condition half-read: opens on touching alone
    wrong: `// sprite: Player
// variable hasKey = 0
when green flag clicked
forever
if <touching (Door v)?> then
broadcast [open v]
end
end

// sprite: Door
when I receive [open v]
switch costume to [open v]`,
  },
  {
    start: "Something calm for my 5 year old",
    right: `// sprite: Moon
when green flag clicked
go to x: (-200) y: (120)
glide (20) secs to x: (200) y: (120)

// sprite: Stars
when green flag clicked
forever
repeat (10)
change [ghost v] effect by (5)
end
repeat (10)
change [ghost v] effect by (-5)
end
end

// stage
when green flag clicked
forever
play sound (Dream v) until done
end`,
  },
  {
    start: "Virtual pet, task 5",
    right: `// sprite: Food
when this sprite clicked
if <(PetHunger) > [90]> then
say [I'm full] for (2) seconds
else
change [PetHunger v] by (10)
say [Yum!] for (2) seconds
end

// sprite: Pet
// variable PetHunger = 50
when green flag clicked
set [PetHunger v] to (50)`,
    // the cap at 100 left out without a word
    wrong: `// sprite: Food
when this sprite clicked
change [PetHunger v] by (10)
say [Yum!] for (2) seconds

// sprite: Pet
// variable PetHunger = 50
when green flag clicked
set [PetHunger v] to (50)`,
  },
  {
    start: "I'm building a whack-a-mole box",
    right: `// stage
// variable score = 0
// variable up = 0
when green flag clicked
set [score v] to (0)
reset timer
repeat until <(timer) > [60]>
set [up v] to (pick random (1) to (3))
broadcast [pop v]
wait (1) seconds
end
stop [all v]

// sprite: Left
when green flag clicked
hide

when I receive [pop v]
if <(up) = [1]> then
show
wait (1) seconds
hide
end

when [left arrow v] key pressed
if <(up) = [1]> then
change [score v] by (1)
end

// sprite: Middle
when green flag clicked
hide

when I receive [pop v]
if <(up) = [2]> then
show
wait (1) seconds
hide
end

when [up arrow v] key pressed
if <(up) = [2]> then
change [score v] by (1)
end

// sprite: Right
when green flag clicked
hide

when I receive [pop v]
if <(up) = [3]> then
show
wait (1) seconds
hide
end

when [right arrow v] key pressed
if <(up) = [3]> then
change [score v] by (1)
end`,
  },
  {
    start: "For my daughter's times tables practice",
    right: `// sprite: Cat
// variable score = 0
// variable number = 1
when green flag clicked
set [score v] to (0)
repeat (10)
set [number v] to (pick random (1) to (12))
ask (join [What is 7 x ] (number)) and wait
if <(answer) = ((7) * (number))> then
say [Correct!] for (2) seconds
change [score v] by (1)
else
say (join [It's ] ((7) * (number))) for (2) seconds
end
end
say (join (score) [ out of 10])`,
  },
  {
    start: "dogs dinner",
    right: `// sprite: Dog
// variable lives = 3
// variable points = 0
when green flag clicked
set [lives v] to (3)
set [points v] to (0)
forever
if <key (left arrow v) pressed?> then
change x by (-5)
end
if <key (right arrow v) pressed?> then
change x by (5)
end
if <touching (Bone v)?> then
change [points v] by (1)
end
if <touching (Junk food v)?> then
change [lives v] by (-1)
end
if <(lives) = [0]> then
say [Game over!]
stop [all v]
end
end

when [space v] key pressed
repeat (10)
change y by (10)
end
repeat (10)
change y by (-10)
end

// sprite: Bone
when green flag clicked
go to (random position v)

// sprite: Junk food
when green flag clicked
go to (random position v)`,
  },
  {
    start: "Flappy Cat, basic game",
    right: `// sprite: Cat
// variable gravity = 0
when green flag clicked
go to x: (-150) y: (0)
set [gravity v] to (0)
repeat until <touching (Pipe v)?>
change [gravity v] by (-1)
change y by (gravity)
end
say [Game over!]
stop [all v]

when [space v] key pressed
set [gravity v] to (8)

// sprite: Pipe
when green flag clicked
hide
forever
create clone of (myself v)
wait (2) seconds
end

when I start as a clone
go to x: (240) y: (pick random (-100) to (100))
show
repeat until <(x position) < (-230)>
change x by (-5)
end
delete this clone`,
  },
  {
    start: "catch game where a bowl catches",
    right: `// sprite: Bowl
when green flag clicked
go to x: (0) y: (-150)
forever
set x to (mouse x)
end

// sprite: Strawberry
// variable points = 0
// variable missed = 0
when green flag clicked
set [points v] to (0)
set [missed v] to (0)
repeat until <(missed) = [3]>
go to x: (pick random (-220) to (220)) y: (180)
repeat until <<touching (Bowl v)?> or <(y position) < (-170)>>
change y by (-5)
end
if <touching (Bowl v)?> then
change [points v] by (1)
end
if <(y position) < (-170)> then
change [missed v] by (1)
end
end
say [Game over!]
stop [all v]`,
  },
];

describe("the sixth held-out part of the outside corpus (unseen-3)", () => {
  it("holds at least 80 requests in all four voices, and each of the classic first projects", () => {
    expect(UNSEEN_3_HELD_OUT_REQUESTS.length).toBeGreaterThanOrEqual(80);
    for (const voice of ["child", "teacher", "parent", "non-native"] as const) expect(UNSEEN_3_HELD_OUT_REQUESTS.filter((request) => request.voice === voice).length, voice).toBeGreaterThanOrEqual(10);
    expect(new Set(UNSEEN_3_HELD_OUT_REQUESTS.map((request) => request.prompt)).size).toBe(UNSEEN_3_HELD_OUT_REQUESTS.length);
    const words = UNSEEN_3_HELD_OUT_REQUESTS.map((request) => request.prompt.toLowerCase()).join("\n");
    for (const project of ["maze", "catch", "chase", "clicker", "pong", "flappy", "platformer", "space shooter", "snake", "lap", "virtual pet", "dress up", "quiz", "countdown", "dice", "name picker", "pen", "beat maker", "walking animation", "hide and seek", "whack a mole"]) {
      expect(words, project).toContain(project);
    }
  });

  itChecksThePartsRubrics(UNSEEN_3_HELD_OUT_REQUESTS, ANSWERS, { right: 20, wrong: 14 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("Selection lesson");
    const withoutElse = ANSWERS.find((answer) => answer.start === "Selection lesson")?.wrong as string;
    expect(gradeAnswer(request, { kind: "program", text: withoutElse, leftOut: ["the answer when it is wrong"] }).verdict).toBe("partial-named");
  });

  it("declines are right only where the request asks for what Scratch cannot do", () => {
    const declines = UNSEEN_3_HELD_OUT_REQUESTS.filter((request) => request.must.includes("declined"));
    expect(declines.length).toBe(2);
    for (const request of declines) expect(gradeAnswer(request, { kind: "declined" }).verdict).toBe("right");
    expect(gradeAnswer(requestStarting("Painting game"), { kind: "declined" }).verdict).toBe("partial-named");
  });
});
