// The fifth held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it grades "wrong-unsaid". No generator answer is read here; the generator is measured on this
// part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_2_HELD_OUT_REQUESTS } from "./unseen-2.requests";

const program = (text: string) => ({ kind: "program" as const, text, leftOut: [] });

function requestStarting(start: string): TRubricRequest {
  const found = UNSEEN_2_HELD_OUT_REQUESTS.filter((request) => request.prompt.startsWith(start));
  if (found.length !== 1) throw new Error(`${found.length} requests start with "${start}"`);
  return found[0] as TRubricRequest;
}

/** Each request (by the start of its words) with a right answer and, for some, a wrong one. */
const ANSWERS: { start: string; right: string; wrong?: string }[] = [
  {
    start: "Animate your name",
    right: `// sprite: S
when this sprite clicked
repeat (36)
turn cw (10) degrees
end

// sprite: A
when this sprite clicked
repeat (5)
change size by (10)
end
repeat (5)
change size by (-10)
end

// sprite: M
when this sprite clicked
change [color v] effect by (25)`,
    wrong: `// sprite: S
when this sprite clicked
repeat (36)
turn cw (10) degrees
end

// sprite: A
when this sprite clicked
change size by (10)

// sprite: M
when this sprite clicked
change [color v] effect by (25)`,
  },
  {
    start: "Extension for the name project",
    right: `// sprite: S
when green flag clicked
repeat (5)
change size by (10)
end
repeat (5)
change size by (-10)
end`,
    wrong: `// sprite: S
when green flag clicked
repeat (10)
change size by (10)
end`,
  },
  {
    start: "i made a project about my friend Leo",
    right: `// sprite: Leo
when green flag clicked
say [Hi I'm Leo] for (2) seconds
say [I like football] for (2) seconds
broadcast [kick v]

// sprite: Football
when green flag clicked
hide

when I receive [kick v]
show
repeat (3)
change y by (50)
change y by (-50)
end`,
    wrong: `// sprite: Leo
when green flag clicked
say [I like football] for (2) seconds
say [Hi I'm Leo] for (2) seconds

// sprite: Football
when green flag clicked
show`,
  },
  {
    start: "Scenic walk",
    right: `// stage
// backdrops = ["park", "beach", "city"]

// sprite: Guide
when green flag clicked
switch backdrop to [park v]
go to x: (-200) y: (-100)
forever
change x by (5)
if <(x position) > (200)> then
next backdrop
set x to (-200)
end
end

// sprite: Duck
when backdrop switches to [park v]
show

when backdrop switches to [beach v]
hide`,
  },
  {
    start: "Pumpkin carver",
    right: `// sprite: Pencil
when green flag clicked
forever
go to (mouse-pointer v)
if <mouse down?> then
pen down
else
pen up
end
end

when [c v] key pressed
erase all`,
    wrong: `// sprite: Pencil
when green flag clicked
pen down
forever
go to (mouse-pointer v)
end`,
  },
  {
    start: "the drummer plays a drum forever",
    right: `// sprite: Drummer
when green flag clicked
forever
play drum (1 v) for (0.5) beats
broadcast [beat v]
end

// sprite: Parrot
when I receive [beat v]
next costume

// sprite: Cat
when I receive [beat v]
next costume`,
    wrong: `// sprite: Drummer
when green flag clicked
forever
play drum (1 v) for (0.5) beats
broadcast [beat v]
end

// sprite: Parrot
when I receive [beat v]
next costume`,
  },
  {
    start: "Year 4 lesson, rule 1",
    right: `// sprite: Cat
when green flag clicked
go to x: (0) y: (0)
repeat (4)
turn cw (90) degrees
move (100) steps
end`,
    wrong: `// sprite: Cat
when green flag clicked
go to x: (0) y: (0)
say [Here I go!] for (1) seconds
repeat (4)
turn cw (90) degrees
move (100) steps
end`,
  },
  {
    start: "Nested loops",
    right: `// sprite: Pen
when green flag clicked
pen down
repeat (6)
repeat (4)
move (50) steps
turn cw (90) degrees
end
turn cw (60) degrees
end`,
    wrong: `// sprite: Pen
when green flag clicked
pen down
repeat (6)
move (50) steps
turn cw (60) degrees
end`,
  },
  {
    start: "knock knock joke",
    right: `// sprite: Penguin
when green flag clicked
say [Knock knock!] for (2) seconds
wait (2) seconds
say [Lettuce] for (2) seconds
wait (2) seconds
say [Lettuce in, it's cold out here!] for (2) seconds

// sprite: Bear
when green flag clicked
wait (2) seconds
say [Who's there?] for (2) seconds
wait (2) seconds
say [Lettuce who?] for (2) seconds`,
    wrong: `// sprite: Penguin
when green flag clicked
say [Knock knock!] for (2) seconds
wait (2) seconds
say [Lettuce who?] for (2) seconds

// sprite: Bear
when green flag clicked
wait (2) seconds
say [Who's there?] for (2) seconds
wait (2) seconds
say [Lettuce] for (2) seconds
wait (2) seconds
say [Lettuce in, it's cold out here!] for (2) seconds`,
  },
  {
    start: "Apple catcher with clones",
    right: `// stage
// variable score = 0

// sprite: Cart
// x: 0, y: -140
when green flag clicked
forever
if <key (left arrow v) pressed?> then
change x by (-10)
end
if <key (right arrow v) pressed?> then
change x by (10)
end
end

// sprite: Apple
when green flag clicked
set [score v] to (0)
hide
forever
create clone of (myself v)
wait (1) seconds
end

when I start as a clone
go to x: (pick random (-220) to (220)) y: (170)
show
forever
change y by (-5)
if <touching (Cart v)?> then
change [score v] by (1)
start sound (Pop v)
delete this clone
end
if <(y position) < (-150)> then
start sound (Boing v)
delete this clone
end
end`,
    wrong: `// stage
// variable score = 0

// sprite: Cart
when [left arrow v] key pressed
change x by (-10)

// sprite: Apple
when green flag clicked
go to x: (pick random (-220) to (220)) y: (170)
repeat until <touching (Cart v)?>
change y by (-5)
end
change [score v] by (1)`,
  },
  {
    start: "the cart moves with the left and right arrow keys",
    right: `// sprite: Cart
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)`,
    wrong: `// sprite: Cart
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when [up arrow v] key pressed
change y by (10)`,
  },
  {
    start: "mouse trail",
    right: `// sprite: Star
when green flag clicked
forever
go to (mouse-pointer v)
create clone of (myself v)
wait (0.1) seconds
end

when I start as a clone
repeat (10)
change size by (-10)
wait (0.05) seconds
end
delete this clone`,
  },
  {
    start: "Year 3 We are Programmers",
    right: `// sprite: Knight
when green flag clicked
go to x: (-200) y: (-100)
glide (3) secs to x: (100) y: (-100)
wait (1) seconds
think [Is anyone home?] for (2) seconds
broadcast [scene 2 v]

// sprite: Dragon
when I receive [scene 2 v]
say [Go away!] for (2) seconds`,
    wrong: `// sprite: Knight
when green flag clicked
go to x: (-200) y: (-100)
wait (3) seconds
go to x: (100) y: (-100)
think [Is anyone home?] for (2) seconds

// sprite: Dragon
when green flag clicked
say [Go away!] for (2) seconds`,
  },
  {
    start: "Choose your own adventure",
    right: `// stage
// backdrops = ["start", "forest", "cave"]

// sprite: Guide
when green flag clicked
ask [Left or right?] and wait
if <(answer) = [left]> then
switch backdrop to [forest v]
else
switch backdrop to [cave v]
end`,
    wrong: `// stage
// backdrops = ["start", "forest", "cave"]

// sprite: Guide
when green flag clicked
ask [Left or right?] and wait
switch backdrop to [forest v]`,
  },
  {
    start: "i want a clicker game",
    right: `// sprite: Cookie
when green flag clicked
set [cookies v] to (0)
wait until <(cookies) = (50)>
say [Cookie master!]

when this sprite clicked
change [cookies v] by (1)`,
    wrong: `// sprite: Cookie
when green flag clicked
set [cookies v] to (0)
wait until <(cookies) = (10)>
say [Cookie master!]

when this sprite clicked
change [cookies v] by (1)`,
  },
  {
    start: "How I make the score not go under zero",
    right: `// stage
// variable score = 0

// sprite: Player
when green flag clicked
forever
if <(score) < (0)> then
set [score v] to (0)
end
end`,
  },
  {
    start: "My character must say 'Bonjour'",
    right: `// sprite: Cat
when green flag clicked
say [Bonjour] for (2) seconds
say [Comment ça va?]
wait (2) seconds
hide`,
    wrong: `// sprite: Cat
when green flag clicked
say [Bonjour] for (2) seconds
say [Comment ça va?]
wait (2) seconds`,
  },
  {
    start: "Make a shop",
    right: `// sprite: Seller
when green flag clicked
ask [How many kuih do you want?] and wait
say (join [Total: RM] ((answer) * (2)))`,
    wrong: `// sprite: Seller
when green flag clicked
ask [How many kuih do you want?] and wait
say (join [Total: RM] (answer))`,
  },
  {
    start: "Draw a spiral with colors",
    right: `// sprite: Pencil
when green flag clicked
erase all
pen up
go to x: (0) y: (0)
pen down
set [length v] to (2)
repeat (100)
move (length) steps
turn cw (90) degrees
change [length v] by (2)
change pen (color v) by (5)
end`,
  },
  {
    start: "Add gravity",
    right: `// sprite: Pico
when green flag clicked
set [gravity v] to (-4)
forever
if <not <touching (Platforms v)?>> then
change y by (gravity)
end
end

// sprite: Platforms`,
    wrong: `// sprite: Pico
when green flag clicked
set [gravity v] to (-4)
forever
change y by (gravity)
end`,
  },
  {
    start: "Coding gravity",
    right: `// stage
// variable GRAVITY = 0

// sprite: Hero
// variable speed y = 0
when green flag clicked
set [GRAVITY v] to (-1.5)
set [speed y v] to (0)
forever
change [speed y v] by (GRAVITY)
change y by (speed y)
end`,
  },
  {
    start: "Can you help my daughter see how coordinates work",
    right: `// sprite: Cat
when green flag clicked
go to x: (-240) y: (180)
say (join (x position) (join [, ] (y position))) for (2) seconds
go to x: (240) y: (180)
say (join (x position) (join [, ] (y position))) for (2) seconds
go to x: (240) y: (-180)
say (join (x position) (join [, ] (y position))) for (2) seconds
go to x: (-240) y: (-180)
say (join (x position) (join [, ] (y position))) for (2) seconds`,
    wrong: `// sprite: Cat
when green flag clicked
go to x: (-240) y: (180)
say (join (x position) (join [, ] (y position))) for (2) seconds
go to x: (240) y: (180)
say (join (x position) (join [, ] (y position))) for (2) seconds`,
  },
  {
    start: "My twins (8)",
    right: `// sprite: Button
when this sprite clicked
if <(pick random (1) to (2)) = (1)> then
say [Ella]
else
say [Sam]
end`,
  },
  {
    start: "My son has a spelling test",
    right: `// stage
// variable correct = 0

// sprite: Teacher
when green flag clicked
set [correct v] to (0)
ask [Spell because] and wait
if <(answer) = [because]> then
change [correct v] by (1)
end
ask [Spell friend] and wait
if <(answer) = [friend]> then
change [correct v] by (1)
end
ask [Spell Wednesday] and wait
if <(answer) = [Wednesday]> then
change [correct v] by (1)
end
say (join [You got ] (correct))`,
    wrong: `// sprite: Teacher
when green flag clicked
ask [Spell because] and wait
ask [Spell friend] and wait
ask [Spell Wednesday] and wait
say [Well done!]`,
  },
  {
    start: "Lists lesson",
    right: `// stage
// list colours = ["red", "green", "blue"]

// sprite: Cat
when [space v] key pressed
say (item (pick random (1) to (3)) of [colours v])`,
  },
  {
    start: "KS2 animation, lesson 3",
    right: `// sprite: Frog
when green flag clicked
go to x: (-200) y: (0)
repeat (5)
change x by (40)
wait (0.3) seconds
end
if <touching (Lily Pad v)?> then
say [Home!]
else
say [Try again]
end

// sprite: Lily Pad
// x: 0, y: 0`,
    wrong: `// sprite: Frog
when green flag clicked
repeat (5)
change x by (40)
end
say [Home!]

// sprite: Lily Pad`,
  },
  {
    start: "My kids are 4 and 6",
    right: `// sprite: Thor
when green flag clicked
forever
go to (mouse-pointer v)
end

when I receive [eaten v]
say [Yum!] for (2) seconds

// sprite: Cookie
when green flag clicked
show
wait until <touching (Thor v)?>
hide
broadcast [eaten v]`,
    wrong: `// sprite: Thor
when green flag clicked
forever
go to (mouse-pointer v)
end

// sprite: Cookie
when green flag clicked
if <touching (Thor v)?> then
say [Yum!]
end`,
  },
  {
    start: "I run a homeschool group",
    right: `// sprite: Snowman
when green flag clicked
ask [What's your name?] and wait
say (join [Happy holidays, ] (answer))`,
    wrong: `// sprite: Snowman
when green flag clicked
ask [What's your name?] and wait
say [Happy holidays!]`,
  },
  {
    start: "Make my own block 'play song'",
    right: `// sprite: Piano
define play song
play note (60) for (0.5) beats
play note (64) for (0.5) beats
play note (67) for (0.5) beats

when green flag clicked
repeat (2)
play song
end`,
  },
];

describe("the fifth held-out part of the outside corpus (unseen-2)", () => {
  it("holds at least 60 requests in all four voices", () => {
    expect(UNSEEN_2_HELD_OUT_REQUESTS.length).toBeGreaterThanOrEqual(60);
    for (const voice of ["child", "teacher", "parent", "non-native"] as const) expect(UNSEEN_2_HELD_OUT_REQUESTS.filter((request) => request.voice === voice).length, voice).toBeGreaterThanOrEqual(8);
    expect(new Set(UNSEEN_2_HELD_OUT_REQUESTS.map((request) => request.prompt)).size).toBe(UNSEEN_2_HELD_OUT_REQUESTS.length);
  });

  it("writes step alternatives only in an item's last step, so the grader reads them as written", () => {
    for (const request of UNSEEN_2_HELD_OUT_REQUESTS) {
      for (const item of [...request.must, ...(request.mustNot ?? [])]) {
        for (const alternative of item.split(" || ")) expect(alternative.split(" | ").slice(1).filter((part) => part.includes(" -> ")), `${request.prompt}: ${item}`).toEqual([]);
      }
    }
  });

  it("every rubric item can be graded (no item makes an invalid pattern)", () => {
    for (const request of UNSEEN_2_HELD_OUT_REQUESTS) expect(() => gradeAnswer(request, program("// sprite: Cat\nwhen green flag clicked\nsay [hi]")), request.prompt).not.toThrow();
  });

  it(`grades ${ANSWERS.length} hand-written right answers "right"`, () => {
    expect(ANSWERS.length).toBeGreaterThanOrEqual(20);
    for (const answer of ANSWERS) expect(gradeAnswer(requestStarting(answer.start), program(answer.right)), answer.start).toEqual({ verdict: "right", failures: [] });
  });

  it('grades wrong variants (a part dropped, lines to the wrong character, a number changed, a block the lesson forbade) "wrong-unsaid"', () => {
    const wrong = ANSWERS.filter((answer) => answer.wrong !== undefined);
    expect(wrong.length).toBeGreaterThanOrEqual(10);
    for (const answer of wrong) expect(gradeAnswer(requestStarting(answer.start), program(answer.wrong as string)).verdict, answer.start).toBe("wrong-unsaid");
  });

  it("declines are right only where the request asks for what Scratch cannot do", () => {
    const declines = UNSEEN_2_HELD_OUT_REQUESTS.filter((request) => request.must.includes("declined"));
    expect(declines.length).toBe(2);
    for (const request of declines) expect(gradeAnswer(request, { kind: "declined" }).verdict).toBe("right");
    expect(gradeAnswer(requestStarting("Pumpkin carver"), { kind: "declined" }).verdict).toBe("partial-named");
  });
});
