// The tenth held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { arrowKeys, changeLast, itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, type THandWrittenAnswer } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_7_HELD_OUT_REQUESTS } from "./unseen-7.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_7_HELD_OUT_REQUESTS, start);

/** A sprite that says TEXT when it is clicked, for the parts written alike. */
const saysWhenClicked = (sprite: string, text: string): string => `// sprite: ${sprite}\nwhen this sprite clicked\nsay [${text}]`;

/** Each request (by the start of its words) with a right answer and, for most, a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  {
    start: "Grades IV-VI, 45 minutes",
    right: `// sprite: Robot
when [w v] key pressed
change y by (20)

when [s v] key pressed
change y by (-20)

when [space v] key pressed
say [Beep!] for (1) seconds`,
    wrong: (right) => right.replace("change y by (-20)", "change y by (-10)"),
  },
  {
    start: "Informatics, class 5",
    right: `// sprite: Owl
when green flag clicked
ask [How many legs does a spider have?] and wait
if <(answer) = [8]> then
say [Correct!]
switch backdrop to (Forest v)
else
say [No, it is 8]
end`,
    wrong: (right) => right.replace("switch backdrop to (Forest v)\n", ""),
  },
  {
    start: "Class 6, loops and conditions",
    right: `// sprite: Ball
when green flag clicked
repeat (30)
move (10) steps
if <touching (edge v)?> then
turn right (180) degrees
end
end`,
    wrong: (right) => right.replace("repeat (30)", "repeat (20)"),
  },
  {
    start: "Module 1, first steps",
    right: `// sprite: Bird
when [space v] key pressed
glide (2) secs to (Pig v)

// sprite: Pig
when green flag clicked
show
wait until <touching (Bird v)?>
say [Oink!] for (1) seconds
hide`,
    wrong: (right) => right.replace("glide (2) secs", "glide (1) secs"),
  },
  {
    start: "Lesson for klasa 4",
    right: `// sprite: Cat
when [left arrow v] key pressed
turn left (15) degrees

when [right arrow v] key pressed
turn right (15) degrees

when [up arrow v] key pressed
move (10) steps`,
    wrong: (right) => right.replace("move (10) steps", "change y by (10)"),
  },
  {
    start: "A program is like a recipe",
    right: `// sprite: Cook
when green flag clicked
say [Take the flour] for (2) seconds
say [Add 2 eggs] for (2) seconds
say [Mix 3 minutes] for (2) seconds
say [Bake!] for (2) seconds`,
    wrong: (right) => right.replace("say [Add 2 eggs] for (2) seconds\nsay [Mix 3 minutes] for (2) seconds", "say [Mix 3 minutes] for (2) seconds\nsay [Add 2 eggs] for (2) seconds"),
  },
  {
    start: "Class 2, Scratch's birthday",
    right: `// sprite: Cat
when green flag clicked
say [Happy birthday, Scratch!] for (2) seconds

// sprite: Cake
when green flag clicked
wait (2) seconds
start sound (Party v)
repeat (5)
next costume
wait (0.5) seconds
end`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "we had scratchs birthday",
    right: `// sprite: Balloon
when green flag clicked
forever
go to x: (0) y: (-170)
show
glide (4) secs to x: (0) y: (170)
hide
end`,
    wrong: (right) => right.replace("hide\nend", "end"),
  },
  {
    start: "3rd grade, 3rd quarter, lesson 1",
    right: `// sprite: Hedgehog
when green flag clicked
forever
move (4) steps
if <touching (Tree v)?> then
turn right (180) degrees
say [Oops!] for (1) seconds
end
end

// sprite: Tree
when green flag clicked
go to x: (150) y: (0)`,
    wrong: (right) => right.replace("turn right (180) degrees", "turn right (90) degrees"),
  },
  {
    start: "3rd grade, lesson 2, loops",
    right: `// sprite: Windmill
when green flag clicked
forever
turn right (5) degrees
wait (0.1) seconds
end

// sprite: Girl
when green flag clicked
forever
next costume
wait (0.2) seconds
end`,
    // running away instead of in place
    wrong: (right) => right.replace("next costume\nwait (0.2)", "next costume\nmove (3) steps\nwait (0.2)"),
  },
  {
    start: "For my 3 class",
    right: `// sprite: Sun
when this sprite clicked
repeat (10)
change [color v] effect by (20)
wait (0.3) seconds
end
say [Good morning!]`,
    wrong: (right) => right.replace("effect by (20)", "effect by (10)"),
  },
  {
    start: "Library training for beginners",
    right: `// sprite: Bear
when green flag clicked
say [Happy New Year!]

when this sprite clicked
change size by (10)`,
    wrong: (right) => right.replace("change size by (10)", "change size by (20)"),
  },
  {
    start: "Postcard for my mother",
    right: `// sprite: Flower
when green flag clicked
repeat (5)
change size by (20)
end
broadcast [love v]

// sprite: Heart
when I receive [love v]
say [I love you mama] for (3) seconds`,
    wrong: (right) => right.replace("for (3) seconds", "for (2) seconds"),
  },
  {
    start: "Groep 8, first lesson",
    right: `// sprite: Rocket
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when green flag clicked
forever
if <touching (Robot v)?> then
say [Hit!]
stop [all v]
end
end

// sprite: Robot
when green flag clicked
forever
go to x: (240) y: (pick random (-150) to (150))
repeat until <(x position) < [-230]>
change x by (-5)
end
end`,
    // the pupil's bug: the left arrow moves right too
    wrong: (right) => right.replace("change x by (-10)", "change x by (10)"),
  },
  {
    start: "Groep 7, coordinates",
    right: `// sprite: Robot
when green flag clicked
go to x: (-200) y: (150)
glide (1) secs to x: (200) y: (150)
glide (1) secs to x: (200) y: (-150)
glide (1) secs to x: (-200) y: (-150)
glide (1) secs to x: (-200) y: (150)`,
    wrong: (right) => right.replace("glide (1) secs to x: (200) y: (-150)", "glide (1) secs to x: (150) y: (-150)"),
  },
  {
    start: "meester says my spaceship",
    right: `// sprite: Spaceship
when [right arrow v] key pressed
change x by (10)

when [left arrow v] key pressed
change x by (-10)`,
    wrong: (right) => right.replace("change x by (-10)", "change x by (10)"),
  },
  {
    start: "French lesson, groep 8",
    right: `// stage
// variable punten = 0

// sprite: Teacher
when green flag clicked
set [punten v] to (0)
ask [What does chat mean?] and wait
if <(answer) = [cat]> then
change [punten v] by (1)
end
ask [What does chien mean?] and wait
if <(answer) = [dog]> then
change [punten v] by (1)
end
ask [What does maison mean?] and wait
if <(answer) = [house]> then
change [punten v] by (1)
end
say (join [Punten: ] (punten))`,
    wrong: (right) => right.replace("[dog]", "[dig]"),
  },
  {
    start: "Geography, how a lock works",
    right: `// sprite: Gate
when this sprite clicked
broadcast [open v]

// sprite: Water
when green flag clicked
go to x: (0) y: (-100)

when I receive [open v]
glide (3) secs to x: (0) y: (0)
broadcast [sail v]

// sprite: Boat
when I receive [sail v]
move (200) steps`,
    wrong: (right) => right.replace("glide (3) secs", "glide (5) secs"),
  },
  {
    start: "Drama with Scratch",
    right: `// sprite: Boat
when green flag clicked
forever
move (2) steps
end

// sprite: Cloud1
when green flag clicked
forever
change x by (-1)
end

// sprite: Cloud2
when green flag clicked
forever
change x by (-1)
end`,
    wrong: (right) => changeLast(right, "change x by (-1)", "change x by (1)"),
  },
  {
    start: "at the coderdojo im making an escape room",
    right: `// sprite: Lock
when this sprite clicked
ask [What's the code?] and wait
if <(answer) = [4721]> then
broadcast [unlock v]
else
say [Wrong code]
end

// sprite: Door
when green flag clicked
switch costume to (closed v)

when I receive [unlock v]
switch costume to (open v)`,
    wrong: (right) => right.replace("[4721]", "[4712]"),
  },
  {
    start: "escape room part 2",
    right: `// sprite: Painting
when this sprite clicked
glide (1) secs to x: ((x position) + (100)) y: (y position)

// sprite: Key
when this sprite clicked
say [You have the key!] for (1) seconds
hide`,
    wrong: (right) => right.replace("seconds\nhide", "seconds"),
  },
  {
    start: "CoderDojo, for the big screen",
    right: `// sprite: Dragon
${arrowKeys(5)}

// sprite: Fire
when green flag clicked
hide

when [space v] key pressed
go to (Dragon v)
show
wait (1) seconds
hide`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },
  {
    start: "im in year 3 and im making a labyrint",
    right: `// sprite: Ball
when green flag clicked
go to x: (-220) y: (160)
forever
if <touching color [#000000]?> then
go to x: (-220) y: (160)
end
if <touching (Goal v)?> then
next backdrop
go to x: (-220) y: (160)
end
end

${arrowKeys(3)}

// sprite: Goal
when green flag clicked
go to x: (200) y: (-150)`,
    wrong: (right) => right.replace("change x by (3)", "change x by (5)"),
  },
  {
    start: "Fritids programming",
    right: `// sprite: Bil
when green flag clicked
reset timer
forever
if <touching (Mål v)?> then
say (timer)
stop [this script v]
end
end

${arrowKeys(5)}

// sprite: Mål
when green flag clicked
go to x: (200) y: (150)`,
    wrong: (right) => right.replace("reset timer\n", ""),
  },
  {
    start: "my friend said to make the game start over",
    right: `// stage
// variable score = 0

// sprite: Bug
when green flag clicked
set [score v] to (0)
forever
go to (mouse-pointer v)
if <touching color [#ff0000]?> then
go to x: (0) y: (-150)
set [score v] to (0)
end
end`,
    wrong: (right) => right.replace("go to x: (0) y: (-150)", "go to x: (0) y: (150)"),
  },
  {
    start: "Year 4, grids and robots",
    right: `// sprite: Robot
${arrowKeys(50)}

when green flag clicked
forever
say (join (x position) (join [, ] (y position)))
end`,
    wrong: (right) => right.replace("change y by (-50)", "change y by (-40)"),
  },
  {
    start: "Year 4 maths: the Robot draws a staircase",
    right: `// sprite: Robot
when green flag clicked
erase all
pen down
repeat (5)
move (40) steps
turn left (90) degrees
move (40) steps
turn right (90) degrees
end`,
    wrong: (right) => right.replace("pen down\n", ""),
  },
  {
    start: "1st grade, after the short video",
    right: `// sprite: Horse
when this sprite clicked
move (10) steps
start sound (Neigh v)`,
    wrong: (right) => right.replace("move (10) steps", "move (5) steps"),
  },
  {
    start: "2nd grade: the Puffin",
    right: `// sprite: Puffin
when green flag clicked
say [Halló!] for (2) seconds
glide (2) secs to x: (100) y: (100)
say [Bless!]`,
    wrong: (right) => right.replace("x: (100) y: (100)", "x: (100) y: (50)"),
  },
  {
    start: "8th grade, first Scratch lesson",
    right: `// sprite: Pepa
when green flag clicked
say [Hi Lucie!] for (2) seconds
wait (2) seconds
say [To the cinema.] for (2) seconds

// sprite: Lucie
when green flag clicked
wait (2) seconds
say [Hi Pepa, where are you going?] for (2) seconds
wait (2) seconds
say [Can I come too?] for (2) seconds
next costume`,
    wrong: (right) => right.replace("\nnext costume", ""),
  },
  {
    start: "2nd stage, lesson 2",
    right: `// sprite: Pepa
when green flag clicked
switch backdrop to (Park v)
say [Hello, Rex!] for (2) seconds

// sprite: Dog
when green flag clicked
wait (2) seconds
start sound (Bark v)
say [Woof!]`,
    wrong: (right) => right.replace("switch backdrop to (Park v)", "switch backdrop to (Beach v)"),
  },
  {
    start: "Please a program for my pupils",
    right: `// sprite: Honza
when green flag clicked
say [I am not afraid of you!] for (2) seconds
wait (2) seconds
say [OK, maybe a little.]

// sprite: Drak
when green flag clicked
wait (2) seconds
say [Roar!] for (2) seconds
switch costume to (angry v)`,
    wrong: (right) => right.replace("\nswitch costume to (angry v)", ""),
  },
  {
    start: "5th class informatics",
    right: `// stage
// variable cheese = 0

// sprite: Mouse
when green flag clicked
set [cheese v] to (0)
forever
go to (mouse-pointer v)
if <(cheese) = [10]> then
say [I'm full!] for (1) seconds
stop [all v]
end
end

// sprite: Cheese
when green flag clicked
forever
if <touching (Mouse v)?> then
change [cheese v] by (1)
go to (random position v)
end
end`,
    wrong: (right) => right.replace("[10]", "[5]"),
  },
  {
    start: "6th class, a game that ends",
    right: `// sprite: Bee
when green flag clicked
reset timer
wait until <(timer) > [30]>
say [Time's up!]
stop [all v]

${arrowKeys(5)}`,
    wrong: (right) => right.replace("[30]", "[60]"),
  },
  {
    start: "Senior 2 coding club",
    right: `// stage
// variable distance = 0

// sprite: Car
when green flag clicked
set [distance v] to (0)
go to x: (-220) y: (0)
repeat until <touching (edge v)?>
move (4) steps
change [distance v] by (4)
wait (0.1) seconds
end
say (distance)`,
    wrong: (right) => right.replace("change [distance v] by (4)", "change [distance v] by (1)"),
  },
  {
    start: "Coding club, a calculator",
    right: `// stage
// variable a = 0
// variable b = 0

// sprite: Calculator
when green flag clicked
ask [First number?] and wait
set [a v] to (answer)
ask [Second number?] and wait
set [b v] to (answer)
say ((a) + (b))`,
    wrong: (right) => right.replace("((a) + (b))", "((a) - (b))"),
  },
  {
    start: "we r in the coding club at school in kayonza",
    right: `// stage
// variable right = 0
// variable n1 = 0
// variable n2 = 0

// sprite: Cat
when green flag clicked
set [right v] to (0)
repeat until <(right) = [5]>
set [n1 v] to (pick random (1) to (10))
set [n2 v] to (pick random (1) to (10))
ask (join (n1) (join [ + ] (n2))) and wait
if <(answer) = ((n1) + (n2))> then
change [right v] by (1)
end
end
say [You win!]`,
    wrong: (right) => right.replace("say [You win!]", "say [Well done!]"),
  },
  {
    start: "JHS 1 ICT",
    right: `// sprite: Hen
when green flag clicked
repeat (8)
move (5) steps
wait (1) seconds
end
say [Cluck cluck!]`,
    wrong: (right) => right.replace("repeat (8)", "repeat (6)"),
  },
  {
    start: "Basic 5, Sunyani",
    right: `// sprite: Drummer
when [d v] key pressed
repeat (4)
broadcast [beat v]
play sound (Drum v) until done
end

// sprite: Dancer
when I receive [beat v]
next costume`,
    wrong: (right) => right.replace("when [d v] key pressed", "when [space v] key pressed"),
  },
  {
    start: "I am a tailoring student",
    right: `// sprite: Dress
when this sprite clicked
change [color v] effect by (25)
say [New design!]`,
    wrong: (right) => right.replace("effect by (25)", "effect by (50)"),
  },
  {
    start: "Africa Code Week, vocational institute",
    right: `// sprite: Sign
when green flag clicked
forever
switch costume to (open v)
wait (2) seconds
switch costume to (closed v)
wait (2) seconds
end`,
    wrong: (right) => changeLast(right, "wait (2) seconds", "wait (1) seconds"),
  },
  {
    start: "I took my two kids to a Code Week workshop",
    right: `// sprite: Ball
when green flag clicked
point in direction (45)
forever
move (5) steps
if <touching (edge v)?> then
change [color v] effect by (5)
end
if on edge, bounce
end`,
    wrong: (right) => right.replace("effect by (5)", "effect by (25)"),
  },
  {
    start: "After the workshop my 9-year-old",
    right: `// stage
// variable score = 0

// sprite: Monkey
when green flag clicked
forever
set x to (mouse x)
end

// sprite: Banana
when green flag clicked
set [score v] to (0)
go to x: (pick random (-220) to (220)) y: (170)
forever
change y by (-4)
if <touching (Monkey v)?> then
change [score v] by (1)
go to x: (pick random (-220) to (220)) y: (170)
end
if <(y position) < [-170]> then
go to x: (pick random (-220) to (220)) y: (170)
end
end`,
    wrong: (right) => right.replace("change [score v] by (1)", "change [score v] by (2)"),
  },
  {
    start: "Activity 'the bat",
    right: `// sprite: Murcielago
when green flag clicked
go to x: (-200) y: (100)
repeat (5)
glide (2) secs to x: (200) y: (100)
glide (2) secs to x: (-200) y: (100)
end`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "Moon landing activity",
    right: `// sprite: Nave
when green flag clicked
go to x: (0) y: (150)
forever
change y by (-2)
if <touching (Luna v)?> then
say [Aterrizaje perfecto!]
stop [all v]
end
end

when [up arrow v] key pressed
change y by (5)

// sprite: Luna
when green flag clicked
go to x: (0) y: (-150)`,
    wrong: (right) => right.replace("change y by (5)", "change y by (2)"),
  },
  {
    start: "Grades 4-6, the ball that changes colour",
    right: `// stage
// variable clicks = 0

// sprite: Ball
when green flag clicked
set [clicks v] to (0)

when this sprite clicked
change [clicks v] by (1)
if <((clicks) mod (2)) = [0]> then
set [color v] effect to (0)
else
set [color v] effect to (100)
end`,
    wrong: (right) => right.replace("effect to (100)", "effect to (50)"),
  },
  {
    start: "Let's pop bubbles",
    right: `// sprite: Bubble
when green flag clicked
hide
repeat (15)
create clone of (myself v)
end

when I start as a clone
go to (random position v)
show

when this sprite clicked
start sound (Pop v)
delete this clone`,
    wrong: (right) => right.replace("repeat (15)", "repeat (10)"),
  },
  {
    start: "Arkanoid, lesson 1",
    right: `// sprite: Paddle
when green flag clicked
forever
go to x: (mouse x) y: (-150)
end

// sprite: Ball
when green flag clicked
go to x: (0) y: (0)
point in direction (45)
forever
move (6) steps
if on edge, bounce
if <touching (Paddle v)?> then
point in direction ((180) - (direction))
end
end`,
    wrong: (right) => right.replace("move (6) steps", "move (4) steps"),
  },
  {
    // the stage makes the clones
    start: "Defense of the Earth",
    right: `// stage
// variable points = 0

// sprite: Tierra
when green flag clicked
go to x: (0) y: (0)

// sprite: Meteorito
when green flag clicked
hide
forever
create clone of (myself v)
wait (2) seconds
end

when I start as a clone
go to (random position v)
point towards (Tierra v)
show
forever
move (3) steps
end

when this sprite clicked
change [points v] by (1)
delete this clone`,
    wrong: (right) => right.replace("point towards (Tierra v)", "point towards (mouse-pointer v)"),
  },
  {
    start: "Drawing with parameters",
    right: `// sprite: Pen
define square (size)
repeat (4)
move (size) steps
turn right (90) degrees
end

when green flag clicked
erase all
pen down
square (30)
square (60)
square (90)`,
    wrong: (right) => right.replace("square (90)", "square (80)"),
  },
  {
    start: "4th grade, after giving each other instructions",
    right: `// sprite: Student
when green flag clicked
move (100) steps
turn left (90) degrees
move (50) steps
say [Door!]
turn right (90) degrees
move (80) steps
hide`,
    wrong: (right) => right.replace("turn left (90) degrees", "turn right (90) degrees"),
  },
  {
    start: "5th grade, procedures",
    right: `// sprite: Kangaroo
define jump
change y by (40)
wait (0.3) seconds
change y by (-40)

when green flag clicked
jump
jump
jump`,
    wrong: (right) => right.replace("jump\njump\njump", "jump\njump"),
  },
  {
    start: "the profe asked me to add more stuff",
    right: `// stage
// variable a = 0
// variable b = 0

// sprite: Calculator
when green flag clicked
ask [First number?] and wait
set [a v] to (answer)
ask [Second number?] and wait
set [b v] to (answer)
ask [Which operation? + - or /] and wait
if <(answer) = [+]> then
say ((a) + (b))
end
if <(answer) = [-]> then
say ((a) - (b))
end
if <(answer) = [/]> then
say ((a) / (b))
end`,
    wrong: (right) => right.replace("say ((a) / (b))", "say ((a) * (b))"),
  },
  {
    start: "Scratch Day in Punta Arenas",
    right: `// sprite: Penguin
when [right arrow v] key pressed
change x by (8)

when [left arrow v] key pressed
change x by (-8)

when green flag clicked
go to x: (0) y: (-100)
forever
if <touching (Water v)?> then
say [Brrr!] for (1) seconds
go to x: (0) y: (-100)
end
end

// sprite: Water
when green flag clicked
go to x: (0) y: (-170)`,
    wrong: (right) => right.replace("change x by (-8)", "change x by (-5)"),
  },
  {
    start: "we did scratch day at my school in chile",
    right: `// stage
// variable points = 0
when green flag clicked
forever
play sound (Music v) until done
end

// sprite: Condor
when green flag clicked
forever
go to (mouse-pointer v)
end

// sprite: Fly
when green flag clicked
forever
if <touching (Condor v)?> then
change [points v] by (2)
go to (random position v)
end
end`,
    wrong: (right) => right.replace("change [points v] by (2)", "change [points v] by (1)"),
  },
  {
    start: "Scratch Day at the American Corner",
    right: `// sprite: Robot
when green flag clicked
repeat (4)
move (100) steps
turn right (90) degrees
end
start sound (Tada v)`,
    wrong: (right) => right.replace("turn right (90) degrees", "turn right (45) degrees"),
  },
  {
    start: "International Scratch Day, ages 9-12",
    right: `// sprite: Trophy
when green flag clicked
repeat (36)
turn right (10) degrees
end
say [Well done, coder!] for (3) seconds`,
    wrong: (right) => right.replace("repeat (36)", "repeat (18)"),
  },
  {
    start: "My son (9) came home from coding camp",
    right: `// stage
// variable points = 0

// sprite: Cat
${arrowKeys(10)}

when green flag clicked
set [points v] to (0)
forever
if <touching (Dove v)?> then
change [points v] by (1)
wait (0.5) seconds
end
if <touching (Dog v)?> then
change [points v] by (-1)
wait (0.5) seconds
end
end

// sprite: Dove
when green flag clicked
go to (random position v)

// sprite: Dog
when green flag clicked
go to (random position v)`,
    wrong: (right) => right.replace("change [points v] by (-1)", "change [points v] by (1)"),
  },
  {
    start: "His other camp project",
    right: `// sprite: Hippo1
when green flag clicked
say [It's my birthday!] for (2) seconds

// sprite: Hippo2
when green flag clicked
wait (2) seconds
say [Happy birthday! Here is a cake] for (2) seconds
broadcast [cake v]

// sprite: Cake
when green flag clicked
hide

when I receive [cake v]
show
start sound (Birthday v)`,
    wrong: (right) => right.replace("when I receive [cake v]\nshow\n", "when I receive [cake v]\n"),
  },
  {
    start: "Jr. Programming camp",
    right: `// stage
when green flag clicked
set tempo to (60)

// sprite: Singer1
when green flag clicked
repeat (2)
play note (60) for (0.5) beats
play note (62) for (0.5) beats
play note (64) for (0.5) beats
play note (60) for (0.5) beats
end

// sprite: Singer2
when green flag clicked
wait (2) seconds
repeat (2)
play note (60) for (0.5) beats
play note (62) for (0.5) beats
play note (64) for (0.5) beats
play note (60) for (0.5) beats
end`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (1) seconds"),
  },
  {
    start: "Camp, day 3",
    right: `// sprite: Mario
when [left arrow v] key pressed
change x by (-5)

when [right arrow v] key pressed
change x by (5)

when [up arrow v] key pressed
repeat (10)
change y by (10)
end
repeat (10)
change y by (-10)
end`,
    wrong: (right) => right.replace("change y by (-10)", "change y by (-5)"),
  },
  {
    start: "Museum floor, a minute of code",
    right: `// sprite: Dancer
when green flag clicked
forever
next costume
wait (0.5) seconds
end

when [space v] key pressed
say [Party!] for (1) seconds`,
    wrong: (right) => right.replace("[space v]", "[p v]"),
  },
  {
    start: "We tried a one-minute Scratch activity",
    right: `// sprite: Cat
when this sprite clicked
repeat (4)
turn right (15) degrees
wait (0.2) seconds
turn left (15) degrees
wait (0.2) seconds
end`,
    wrong: (right) => right.replace("repeat (4)", "repeat (2)"),
  },
  {
    start: "Workshop, create a creature",
    right: `// sprite: Blob
when this sprite clicked
switch costume to (pick random (1) to (3))
change size by (10)`,
    wrong: (right) => right.replace("change size by (10)", "change size by (-10)"),
  },
  {
    start: "we r remixing each others storys",
    right: `// sprite: Alien
when green flag clicked
go to x: (0) y: (170)
glide (3) secs to x: (0) y: (-100)
say [Take me to your leader] for (2) seconds

// sprite: Kid
when green flag clicked
wait (5) seconds
say [OK, follow me]`,
    wrong: (right) => right.replace("glide (3) secs", "glide (2) secs"),
  },
  {
    start: "pong game pls",
    right: `// sprite: Paddle
when green flag clicked
go to x: (0) y: (-150)
forever
set x to (mouse x)
end

// sprite: Ball
when green flag clicked
point in direction (45)
forever
move (6) steps
if on edge, bounce
if <touching (Paddle v)?> then
point in direction ((180) - (direction))
end
end`,
    wrong: (right) => right.replace("if on edge, bounce\n", ""),
  },
  {
    start: "one player pong where the Bat",
    right: `// sprite: Bat
when green flag clicked
go to x: (0) y: (-140)
forever
set x to (mouse x)
end

// sprite: Ball
when green flag clicked
go to x: (0) y: (100)
point in direction (150)
forever
move (5) steps
if on edge, bounce
if <touching (Bat v)?> then
point in direction ((180) - (direction))
end
if <(y position) < [-160]> then
say [You lose!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("[-160]", "[-100]"),
  },
  {
    start: "pong 2 players but with w and s",
    right: `// stage
// variable score1 = 0
// variable score2 = 0

// sprite: Paddle1
when [w v] key pressed
change y by (10)

when [s v] key pressed
change y by (-10)

// sprite: Paddle2
when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

// sprite: Ball
when green flag clicked
set [score1 v] to (0)
set [score2 v] to (0)
go to x: (0) y: (0)
point in direction (60)
forever
move (6) steps
if on edge, bounce
if <touching (Paddle1 v)?> then
point in direction ((0) - (direction))
end
if <touching (Paddle2 v)?> then
point in direction ((0) - (direction))
end
if <(x position) > [225]> then
change [score1 v] by (1)
go to x: (0) y: (0)
end
if <(x position) < [-225]> then
change [score2 v] by (1)
go to x: (0) y: (0)
end
if <(score1) = [5]> then
say [Left wins!]
stop [all v]
end
if <(score2) = [5]> then
say [Right wins!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("when [w v] key pressed", "when [up arrow v] key pressed"),
  },
  {
    start: "flappy game but with a Bat",
    right: `// sprite: Bat
when green flag clicked
go to x: (-100) y: (0)
forever
change y by (-3)
if <touching (Pipe v)?> then
say [Game over!]
stop [all v]
end
end

when this sprite clicked
change y by (40)

// sprite: Pipe
when green flag clicked
forever
go to x: (240) y: (pick random (-100) to (100))
glide (3) secs to x: (-240) y: (y position)
end`,
    wrong: (right) => right.replace("change y by (40)", "change y by (20)"),
  },
  {
    start: "platformer!! the Fox",
    right: `// sprite: Fox
when [left arrow v] key pressed
change x by (-5)

when [right arrow v] key pressed
change x by (5)

when [space v] key pressed
if <touching color [#8b4513]?> then
change y by (60)
end

when green flag clicked
go to x: (-200) y: (0)
forever
if <not <touching color [#8b4513]?>> then
change y by (-4)
end
if <touching (Flag v)?> then
say [You win!]
stop [all v]
end
end

// sprite: Flag
when green flag clicked
go to x: (200) y: (100)`,
    wrong: (right) => right.replace("touching (Flag v)?", "touching (edge v)?"),
  },
  {
    start: "space shooter where the Ship",
    right: `// stage
// variable score = 0

// sprite: Ship
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when [space v] key pressed
create clone of (Bullet v)

// sprite: Bullet
when green flag clicked
hide

when I start as a clone
go to (Ship v)
show
repeat until <touching (edge v)?>
change y by (10)
end
delete this clone

// sprite: Enemy
when green flag clicked
set [score v] to (0)
go to x: (pick random (-200) to (200)) y: (170)
forever
change y by (-2)
if <touching (Bullet v)?> then
change [score v] by (10)
go to x: (pick random (-200) to (200)) y: (170)
end
end`,
    wrong: (right) => right.replace("change [score v] by (10)", "change [score v] by (1)"),
  },
  {
    start: "snake game with the pen",
    right: `// stage
// variable score = 0

// sprite: Snake
when green flag clicked
set [score v] to (0)
go to x: (0) y: (0)
erase all
set pen color to [#00aa00]
pen down
forever
move (3) steps
if <touching (Apple v)?> then
change [score v] by (1)
change pen size by (1)
end
if <touching (edge v)?> then
say [Game over!]
stop [all v]
end
end

when [up arrow v] key pressed
point in direction (0)

when [down arrow v] key pressed
point in direction (180)

when [left arrow v] key pressed
point in direction (-90)

when [right arrow v] key pressed
point in direction (90)

// sprite: Apple
when green flag clicked
forever
if <touching (Snake v)?> then
go to (random position v)
end
end`,
    wrong: (right) => right.replace("move (3) steps", "move (5) steps"),
  },
  {
    start: "racing game top down",
    right: `// stage
// variable laps = 0

// sprite: Car
when [up arrow v] key pressed
move (5) steps

when [left arrow v] key pressed
turn left (10) degrees

when [right arrow v] key pressed
turn right (10) degrees

when green flag clicked
set [laps v] to (0)
reset timer
forever
if <touching (Finish v)?> then
change [laps v] by (1)
say (join [Lap time: ] (timer))
reset timer
wait (1) seconds
end
if <(laps) = [3]> then
stop [all v]
end
end

// sprite: Finish
when green flag clicked
go to x: (0) y: (-120)`,
    wrong: (right) => right.replace("turn left (10) degrees", "turn left (15) degrees"),
  },
  {
    start: "virtual pet Dragon",
    right: `// stage
// variable hunger = 0
// variable happiness = 10

// sprite: Dragon
when green flag clicked
set [hunger v] to (0)
set [happiness v] to (10)
forever
wait (3) seconds
change [hunger v] by (1)
if <(hunger) = [10]> then
say [I'm starving!]
end
end

when green flag clicked
forever
wait (5) seconds
change [happiness v] by (-1)
end

when [f v] key pressed
set [hunger v] to (0)

when this sprite clicked
change [happiness v] by (1)`,
    wrong: (right) => right.replace("wait (5) seconds", "wait (4) seconds"),
  },
  {
    start: "dress up game!! the Princess",
    right: `// sprite: Princess
when I receive [dress1 v]
switch costume to (dress1 v)

when I receive [dress2 v]
switch costume to (dress2 v)

when I receive [dress3 v]
switch costume to (dress3 v)

// sprite: Dress1
when this sprite clicked
broadcast [dress1 v]

// sprite: Dress2
when this sprite clicked
broadcast [dress2 v]

// sprite: Dress3
when this sprite clicked
broadcast [dress3 v]`,
    wrong: (right) => right.replace("switch costume to (dress3 v)", "switch costume to (dress2 v)"),
  },
  {
    start: "quiz about me",
    right: `// stage
// variable score = 0

// sprite: Cat
when green flag clicked
set [score v] to (0)
ask [What's my favourite colour?] and wait
if <(answer) = [purple]> then
change [score v] by (1)
end
ask [What's my dog's name?] and wait
if <(answer) = [biscuit]> then
change [score v] by (1)
end
ask [How old am I?] and wait
if <(answer) = [10]> then
change [score v] by (1)
end
say (join [Your score: ] (score))`,
    wrong: (right) => right.replace("[biscuit]", "[buddy]"),
  },
  {
    start: "story with 2 characters",
    right: `// sprite: Knight
when green flag clicked
say [Who goes there?] for (2) seconds
wait (2) seconds
say [Aaah!] for (1) seconds
glide (1) secs to x: (-240) y: (0)

// sprite: Ghost
when green flag clicked
wait (2) seconds
say [Boo!] for (2) seconds`,
    wrong: (right) => right.replace("glide (1) secs to x: (-240) y: (0)", "glide (1) secs to x: (240) y: (0)"),
  },
  {
    start: "countdown 5 4 3 2 1",
    right: `// sprite: Cat
when green flag clicked
say [5] for (1) seconds
say [4] for (1) seconds
say [3] for (1) seconds
say [2] for (1) seconds
say [1] for (1) seconds
say [GO!]`,
    wrong: (right) => right.replace("say [3] for (1) seconds\n", ""),
  },
  {
    start: "roll 2 dice",
    right: `// stage
// variable die1 = 1
// variable die2 = 1

// sprite: Dice
when [space v] key pressed
set [die1 v] to (pick random (1) to (6))
set [die2 v] to (pick random (1) to (6))
say (join [Total: ] ((die1) + (die2)))`,
    wrong: (right) => right.replace("(pick random (1) to (6))", "(pick random (1) to (12))"),
  },
  {
    start: "random name picker for my class",
    right: `// stage
// list names = [Amara, Lars, Mei, Diego, Zanele]

// sprite: Hat
when this sprite clicked
say (item (pick random (1) to (5)) of [names v]) for (2) seconds`,
    wrong: (right) => right.replace("to (5))", "to (4))"),
  },
  {
    start: "draw a star with the pen",
    right: `// sprite: Pencil
when green flag clicked
erase all
pen down
repeat (5)
move (100) steps
turn right (144) degrees
end`,
    wrong: (right) => right.replace("(144)", "(72)"),
  },
  {
    start: "draw a house with the pen",
    right: `// sprite: Pencil
when green flag clicked
erase all
point in direction (0)
pen down
repeat (4)
move (100) steps
turn right (90) degrees
end
move (100) steps
turn right (30) degrees
repeat (3)
move (100) steps
turn right (120) degrees
end`,
    wrong: (right) => right.replace("turn right (120) degrees", "turn right (90) degrees"),
  },
  {
    start: "beat maker: 3 pads",
    right: ["Kick", "Snare", "HiHat"]
      .map((pad) => `// sprite: ${pad}\nwhen this sprite clicked\nstart sound (${pad} v)\nset [brightness v] effect to (50)\nwait (0.2) seconds\nset [brightness v] effect to (0)`)
      .join("\n\n"),
    wrong: (right) => changeLast(right, "set [brightness v] effect to (0)", "wait (0.1) seconds"),
  },
  {
    start: "walking animation pls",
    right: `// sprite: Robot
when [right arrow v] key pressed
point in direction (90)
next costume
move (5) steps`,
    wrong: (right) => right.replace("next costume\n", ""),
  },
  {
    start: "hide and seek!! the Panda",
    right: `// stage
// variable found = 0

// sprite: Panda
when green flag clicked
set [found v] to (0)
go to (random position v)
set [ghost v] effect to (95)

when this sprite clicked
set [ghost v] effect to (0)
say [You found me!] for (2) seconds
change [found v] by (1)`,
    wrong: (right) => right.replace("effect to (95)", "effect to (50)"),
  },
  {
    start: "whack a mole where the Mole",
    right: `// stage
// variable points = 0

// sprite: Mole
when green flag clicked
set [points v] to (0)
hide
forever
wait (pick random (1) to (3)) seconds
go to (random position v)
show
wait (1) seconds
hide
end

when this sprite clicked
change [points v] by (1)
hide`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },
  {
    start: "maze game! the Mouse",
    right: `// sprite: Mouse
${(
  [
    ["right arrow", "x", 5],
    ["left arrow", "x", -5],
    ["up arrow", "y", 5],
    ["down arrow", "y", -5],
  ] as const
)
  .map(([key, axis, by]) => `when [${key} v] key pressed\nchange ${axis} by (${by})\nif <touching color [#0000ff]?> then\nchange ${axis} by (${-by})\nend`)
  .join("\n\n")}

when green flag clicked
go to x: (-200) y: (-150)
forever
if <touching (Cheese v)?> then
say [Yum!]
stop [all v]
end
end

// sprite: Cheese
when green flag clicked
go to x: (200) y: (150)`,
    wrong: (right) => right.replace("say [Yum!]", "say [The end]"),
  },
  {
    start: "catch game: a Basket",
    right: `// stage
// variable score = 0

// sprite: Basket
when green flag clicked
go to x: (0) y: (-150)
forever
set x to (mouse x)
end

when green flag clicked
set [score v] to (0)
reset timer
wait until <(timer) > [60]>
say (join [Your score: ] (score))
stop [all v]

// sprite: Egg
when green flag clicked
go to x: (pick random (-220) to (220)) y: (170)
forever
change y by (-5)
if <touching (Basket v)?> then
change [score v] by (1)
go to x: (pick random (-220) to (220)) y: (170)
end
if <(y position) < [-170]> then
go to x: (pick random (-220) to (220)) y: (170)
end
end`,
    wrong: (right) => right.replace("[60]", "[30]"),
  },
  {
    start: "chase game!! the Zombie",
    right: `// stage
// variable lives = 3

// sprite: Girl
when [w v] key pressed
change y by (10)

when [a v] key pressed
change x by (-10)

when [s v] key pressed
change y by (-10)

when [d v] key pressed
change x by (10)

when green flag clicked
set [lives v] to (3)
forever
if <touching (Zombie v)?> then
change [lives v] by (-1)
go to x: (0) y: (0)
if <(lives) = [0]> then
say [Game over]
stop [all v]
end
end
end

// sprite: Zombie
when green flag clicked
go to x: (200) y: (150)
forever
point towards (Girl v)
move (2) steps
end`,
    wrong: (right) => right.replace("set [lives v] to (3)", "set [lives v] to (5)"),
  },
  {
    start: "clicker game but its a Donut",
    right: `// stage
// variable donuts = 0
// variable per click = 1

// sprite: Donut
when green flag clicked
set [donuts v] to (0)
set [per click v] to (1)

when this sprite clicked
change [donuts v] by (per click)

// sprite: Upgrade
when this sprite clicked
if <(donuts) > [19]> then
change [donuts v] by (-20)
set [per click v] to (2)
end`,
    wrong: (right) => right.replace("by (-20)", "by (-10)"),
  },
  {
    start: "how do i make it so when i press space",
    right: `// sprite: Frog
when [space v] key pressed
say [Hi!]
wait (2) seconds
say [Bye!]`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (1) seconds"),
  },
  {
    start: "my sprite keeps going off the screen",
    right: `// sprite: Bunny
${arrowKeys(10)}

when green flag clicked
forever
if on edge, bounce
end`,
    wrong: (right) => right.replace("change x by (10)", "change x by (5)"),
  },
  {
    start: "can u make the stage play music",
    right: `// stage
when green flag clicked
forever
wait (5) seconds
next backdrop
end

when green flag clicked
forever
play sound (Music v) until done
end`,
    wrong: (right) => right.replace("wait (5) seconds", "wait (3) seconds"),
  },
  {
    start: "My daughter (8) is learning the times tables",
    right: `// stage
// variable n = 1

// sprite: Owl
when green flag clicked
repeat (5)
set [n v] to (pick random (1) to (10))
ask (join [3 x ] (n)) and wait
if <(answer) = ((3) * (n))> then
say [Correct!] for (1) seconds
else
say [Not quite] for (1) seconds
end
end`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "Our son (7) wants a Rocket",
    right: `// sprite: Rocket
when [space v] key pressed
say [3] for (1) seconds
say [2] for (1) seconds
say [1] for (1) seconds
glide (2) secs to x: (0) y: (160)`,
    wrong: (right) => right.replace("glide (2) secs", "glide (4) secs"),
  },
  {
    start: "Mum here. My twins",
    right: ["Red", "Blue"]
      .map(
        (car, i) => `// sprite: ${car}
when [g v] key pressed
go to x: (-220) y: (${i === 0 ? 50 : -50})
repeat until <(x position) > [200]>
change x by (pick random (1) to (10))
wait (0.1) seconds
end
say [I win!]
stop [all v]`,
      )
      .join("\n\n"),
    wrong: (right) => changeLast(right, "change x by (pick random (1) to (10))", "change x by (5)"),
  },
  {
    start: "My son (11) is practising Spanish words",
    right: `// stage
// variable puntos = 0
// variable i = 1
// list english = [dog, cat, house, water]
// list spanish = [perro, gato, casa, agua]

// sprite: Parrot
when green flag clicked
set [puntos v] to (0)
set [i v] to (1)
repeat (4)
say (item (i) of [english v]) for (2) seconds
ask [In Spanish?] and wait
if <(answer) = (item (i) of [spanish v])> then
change [puntos v] by (1)
end
change [i v] by (1)
end`,
    wrong: (right) => right.replace("repeat (4)", "repeat (3)"),
  },
  {
    start: "Homeschool science, the water cycle",
    right: `// sprite: Sun
when green flag clicked
repeat (5)
change [brightness v] effect by (10)
wait (0.2) seconds
end
broadcast [cloud v]

// sprite: Cloud
when green flag clicked
hide

when I receive [cloud v]
show
broadcast [rain v]

// sprite: Rain
when green flag clicked
hide

when I receive [rain v]
repeat (10)
create clone of (myself v)
wait (0.2) seconds
end

when I start as a clone
go to (Cloud v)
show
glide (1) secs to x: (x position) y: (-170)
delete this clone`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  {
    start: "My 10-year-old wants a keyboard piano",
    right: `// sprite: Piano
${(
  [
    ["a", 60],
    ["s", 62],
    ["d", 64],
    ["f", 65],
    ["g", 67],
    ["h", 69],
    ["j", 71],
  ] as const
)
  .map(([key, note]) => `when [${key} v] key pressed\nplay note (${note}) for (0.5) beats`)
  .join("\n\n")}`,
    wrong: (right) => right.replace("(65)", "(66)"),
  },
  {
    start: "Grandad here",
    right: `// sprite: Fish
when green flag clicked
set rotation style [left-right v]
forever
move (3) steps
if on edge, bounce
end

when this sprite clicked
say [blub] for (1) seconds`,
    wrong: (right) => right.replace("if on edge, bounce\n", ""),
  },
  {
    start: "My son is 12 and has a geography test",
    right: `// stage
// variable points = 0

// sprite: Globe
when green flag clicked
set [points v] to (0)
${(
  [
    ["France", "Paris"],
    ["Japan", "Tokyo"],
    ["Kenya", "Nairobi"],
    ["Peru", "Lima"],
  ] as const
)
  .map(([country, capital]) => `ask [What is the capital of ${country}?] and wait\nif <(answer) = [${capital}]> then\nchange [points v] by (1)\nend`)
  .join("\n")}
say (join [You got ] (join (points) [ out of 4]))`,
    wrong: (right) => right.replace("[Tokyo]", "[Kyoto]"),
  },
  {
    start: "We're a bilingual family",
    right: `// sprite: Cat
when [e v] key pressed
say [Hello!]

when [p v] key pressed
say [Cześć!]`,
    // a script nobody asked for
    wrong: (right) => `${right}\n\nwhen green flag clicked\nsay [Hi!]`,
  },
  {
    start: "My son (9) loves football",
    right: `// stage
// variable score = 0

// sprite: Ball
when [space v] key pressed
go to x: (0) y: (-150)
glide (1) secs to x: (pick random (-150) to (150)) y: (150)
if <touching (Keeper v)?> then
say [Saved]
else
change [score v] by (1)
end

// sprite: Keeper
when [space v] key pressed
glide (0.8) secs to x: (pick random (-150) to (150)) y: (150)`,
    wrong: (right) => right.replace("say [Saved]", "say [Goal]"),
  },
  {
    start: "My daughter (8) made a card",
    right: `// sprite: Apple
when green flag clicked
repeat (36)
turn right (10) degrees
end
say [Thank you, Ms Okafor!] for (5) seconds`,
    wrong: (right) => right.replace("for (5) seconds", "for (3) seconds"),
  },
  {
    start: "My son (10) wants a reaction game",
    right: `// sprite: Light
when green flag clicked
switch costume to (red v)
wait (pick random (2) to (5)) seconds
switch costume to (green v)
reset timer

when [space v] key pressed
say (timer)`,
    wrong: (right) => right.replace("\nreset timer", ""),
  },
  {
    start: "My kids argue",
    right: `// sprite: Arrow
when this sprite clicked
repeat (pick random (36) to (108))
turn right (10) degrees
end`,
    wrong: (right) => right.replace("(108)", "(100)"),
  },
  {
    start: "Please how I make the sprite",
    right: `// sprite: Cat
when green flag clicked
forever
go to (random position v)
wait (1) seconds
end

when this sprite clicked
stop [all v]`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },
  {
    start: "My students (class 5) must do a traffic light",
    right: `// sprite: Light
when green flag clicked
forever
switch costume to (red v)
wait (3) seconds
switch costume to (yellow v)
wait (1) seconds
switch costume to (green v)
wait (3) seconds
end`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },
  {
    start: "I want a game for my son",
    right: `// sprite: Car
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when green flag clicked
go to x: (0) y: (-140)
forever
if <touching (Traffic v)?> then
say [Game over!]
stop [all v]
end
end

// sprite: Traffic
when green flag clicked
hide
forever
create clone of (myself v)
wait (1.5) seconds
end

when I start as a clone
go to x: (pick random (-200) to (200)) y: (180)
show
repeat until <(y position) < [-170]>
change y by (-5)
end
delete this clone`,
    wrong: (right) => right.replace("create clone of (myself v)\n", ""),
  },
  {
    start: "In my class we learn the planets",
    right: [saysWhenClicked("Mercury", "58 million km"), saysWhenClicked("Venus", "108 million km"), saysWhenClicked("Earth", "150 million km")].join("\n\n"),
    wrong: (right) => right.replace("[108 million km]", "[100 million km]"),
  },
  {
    start: "Program please: a variable counter",
    right: `// stage
// variable counter = 100

// sprite: Frog
when green flag clicked
set [counter v] to (100)
repeat until <(counter) < [0]>
say (counter) for (1) seconds
change [counter v] by (-7)
end`,
    wrong: (right) => right.replace("(-7)", "(-5)"),
  },
  {
    start: "For the children in my Saturday school",
    right: `// sprite: Balloon
when green flag clicked
hide
repeat (20)
create clone of (myself v)
wait (0.5) seconds
end

when I start as a clone
go to x: (pick random (-200) to (200)) y: (-170)
show
repeat until <(y position) > [170]>
change y by (3)
end
delete this clone

when this sprite clicked
start sound (Pop v)
delete this clone`,
    wrong: (right) => right.replace("repeat (20)", "repeat (10)"),
  },
  {
    start: "Year 3, lesson 4, LO: to use a forever loop",
    right: `// sprite: Fish
when green flag clicked
set rotation style [left-right v]
forever
move (3) steps
if on edge, bounce
end`,
    wrong: (right) => right.replace("move (3) steps", "move (5) steps"),
  },
  {
    start: "LO: to use a variable as a score",
    right: `// stage
// variable score = 0
when green flag clicked
set [score v] to (0)

// sprite: Star
when this sprite clicked
change [score v] by (5)
go to (random position v)`,
    wrong: (right) => right.replace("change [score v] by (5)", "change [score v] by (1)"),
  },
  {
    start: "Year 5, lesson 1, LO: to use sensing",
    right: `// sprite: Cat
when green flag clicked
ask [What's your name?] and wait
say (join [Hello ] (answer)) for (2) seconds`,
    wrong: (right) => right.replace("for (2) seconds", "for (5) seconds"),
  },
  {
    start: "Year 6, LO: to use lists",
    right: `// stage
// list shopping = []
when green flag clicked
delete all of [shopping v]

when [a v] key pressed
add [apples] to [shopping v]

when [b v] key pressed
add [bread] to [shopping v]

// sprite: Basket
when [space v] key pressed
say (length of [shopping v])`,
    wrong: (right) => right.replace("add [bread]", "add [butter]"),
  },
  {
    start: "Year 4, LO: to use repetition in music",
    right: `// sprite: Guitar
when green flag clicked
set tempo to (100)
repeat (3)
play note (60) for (1) beats
play note (64) for (1) beats
play note (67) for (2) beats
end`,
    wrong: (right) => right.replace("(67) for (2)", "(67) for (1)"),
  },
  {
    start: "Grade 5, LO: to use conditions with and",
    right: `// sprite: Gate
when green flag clicked
ask [Give me a number] and wait
if <<(answer) > [10]> and <(answer) < [20]>> then
say [You may pass]
else
say [Stop!]
end`,
    wrong: (right) => right.replace("[20]", "[30]"),
  },
  {
    start: "Year 7, LO: to use clones",
    right: `// sprite: Star
when green flag clicked
hide
forever
create clone of (myself v)
wait (0.5) seconds
end

when I start as a clone
go to (random position v)
show
repeat (10)
change size by (5)
end
delete this clone`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  {
    start: "Year 2, LO: to predict what happens",
    right: `// sprite: Ladybird
when green flag clicked
repeat (4)
move (50) steps
turn right (90) degrees
end`,
    wrong: (right) => right.replace("move (50) steps", "move (100) steps"),
  },
  {
    start: "Year 8, LO: to use broadcast and wait",
    right: `// sprite: Director
when green flag clicked
broadcast [scene1 v] and wait
say [Cut!]

// sprite: Actor
when I receive [scene1 v]
say [To be or not to be] for (3) seconds`,
    wrong: (right) => right.replace("broadcast [scene1 v] and wait", "broadcast [scene1 v]"),
  },
  {
    start: "KS2, LO: to use the pen with a variable",
    right: `// stage
// variable length = 5

// sprite: Pencil
when green flag clicked
erase all
set [length v] to (5)
go to x: (0) y: (0)
pen down
repeat (40)
move (length) steps
turn right (90) degrees
change [length v] by (5)
end`,
    wrong: (right) => right.replace("repeat (40)", "repeat (20)"),
  },
  {
    start: "Year 5, LO: to make a countdown timer",
    right: `// stage
// variable time = 20

// sprite: Clock
when green flag clicked
set [time v] to (20)
repeat until <(time) = [0]>
wait (1) seconds
change [time v] by (-1)
end
say [Time's up!]
stop [all v]`,
    wrong: (right) => right.replace("set [time v] to (20)", "set [time v] to (30)"),
  },
  {
    start: "Year 6, LO: to debug",
    right: `// sprite: Bat
when green flag clicked
forever
move (5) steps
if on edge, bounce
next costume
wait (0.2) seconds
end`,
    wrong: (right) => right.replace("next costume\n", ""),
  },
  {
    start: "Year 1, on the big screen",
    right: `// sprite: Duck
when this sprite clicked
say [Quack!]
start sound (Quack v)`,
    // a script nobody asked for
    wrong: (right) => `${right}\n\nwhen green flag clicked\nforever\nturn right (5) degrees\nend\n\nwhen [space v] key pressed\nsay [Hello]`,
  },
  {
    start: "make a shark game",
    right: `// sprite: Shark
when green flag clicked
set size to (50) %
forever
go to (mouse-pointer v)
if <touching (Fish v)?> then
change size by (10)
broadcast [eaten v]
wait (0.5) seconds
end
end

// sprite: Fish
when I receive [eaten v]
go to (random position v)`,
    wrong: (right) => right.replace("change size by (10)", "change size by (5)"),
  },
  {
    start: "a unicorn that flys around",
    right: `// sprite: Sparkle
when green flag clicked
forever
glide (1) secs to (random position v)
end

when [u v] key pressed
change [color v] effect by (25)`,
    wrong: (right) => right.replace("[u v]", "[c v]"),
  },
  {
    start: "My daughter (7) asked for a 'make it rain' button",
    right: `// sprite: Cloud
when [r v] key pressed
repeat (30)
create clone of (Drop v)
wait (0.1) seconds
end

// sprite: Drop
when green flag clicked
hide

when I start as a clone
go to (Cloud v)
show
repeat until <(y position) < [-170]>
change y by (-5)
end
delete this clone`,
    wrong: (right) => right.replace("repeat (30)", "repeat (20)"),
  },
  {
    start: "My pupils (age 8) make an animal sounds program",
    right: `// sprite: Cow
when this sprite clicked
say [Moo]
start sound (Moo v)

// sprite: Sheep
when this sprite clicked
say [Baa]
start sound (Baa v)`,
    wrong: (right) => right.replace("say [Baa]", "say [Moo]"),
  },
  {
    start: "Year 3, lesson 5, LO: to use coordinates",
    right: `// sprite: Frog
when green flag clicked
go to x: (-220) y: (-100)
glide (0.5) secs to x: (-150) y: (-100)
glide (0.5) secs to x: (0) y: (-100)
glide (0.5) secs to x: (150) y: (-100)
start sound (Croak v)`,
    wrong: (right) => right.replace("x: (0) y: (-100)", "x: (50) y: (-100)"),
  },
  {
    start: "Grade 4, LO: to use a repeat until loop",
    right: `// sprite: Snail
when green flag clicked
go to x: (-200) y: (0)
repeat until <touching (Leaf v)?>
move (2) steps
end
say [Lunch!]

// sprite: Leaf
when green flag clicked
go to x: (180) y: (0)`,
    wrong: (right) => right.replace("move (2) steps", "move (5) steps"),
  },

  // ---- second right answers in another style, so the rubrics do not fit one way of building only
  {
    // the Bird feels the touch and tells the Pig
    start: "Module 1, first steps",
    right: `// sprite: Bird
when [space v] key pressed
glide (2) secs to (Pig v)
if <touching (Pig v)?> then
broadcast [hit v]
end

// sprite: Pig
when I receive [hit v]
say [Oink!] for (1) seconds
hide`,
  },
  {
    // a repeat of the custom block
    start: "5th grade, procedures",
    right: `// sprite: Kangaroo
define jump
change y by (40)
wait (0.3) seconds
change y by (-40)

when green flag clicked
repeat (3)
jump
end`,
  },
  {
    // a variable counting down
    start: "countdown 5 4 3 2 1",
    right: `// sprite: Cat
when green flag clicked
set [count v] to (5)
repeat (5)
say (count) for (1) seconds
change [count v] by (-1)
end
say [GO!]`,
  },
  {
    // next costume instead of naming the costumes
    start: "Africa Code Week, vocational institute",
    right: `// sprite: Sign
when green flag clicked
forever
wait (2) seconds
next costume
end`,
  },
  {
    // a say and then a wait
    start: "Year 5, lesson 1, LO: to use sensing",
    right: `// sprite: Cat
when green flag clicked
ask [What's your name?] and wait
say (join [Hello ] (answer))
wait (2) seconds`,
  },
  {
    // the Cheese feels the touch; the comparison the other way round
    start: "5th class informatics",
    right: `// stage
// variable cheese = 0

// sprite: Mouse
when green flag clicked
set [cheese v] to (0)
forever
go to (mouse-pointer v)
end

when green flag clicked
wait until <(cheese) > [9]>
say [I'm full!] for (1) seconds
stop [all v]

// sprite: Cheese
when green flag clicked
forever
wait until <touching (Mouse v)?>
change [cheese v] by (1)
go to (random position v)
end`,
  },
  {
    // a forever loop asking for the keys
    start: "meester says my spaceship",
    right: `// sprite: Spaceship
when green flag clicked
forever
if <key (right arrow v) pressed?> then
change x by (10)
end
if <key (left arrow v) pressed?> then
change x by (-10)
end
end`,
  },
  {
    // the Flag feels the Fox
    start: "platformer!! the Fox",
    right: `// sprite: Fox
when [left arrow v] key pressed
change x by (-5)

when [right arrow v] key pressed
change x by (5)

when [space v] key pressed
change y by (60)

when green flag clicked
forever
if <not <touching color [#8b4513]?>> then
change y by (-4)
end
end

// sprite: Flag
when green flag clicked
wait until <touching (Fox v)?>
say [You win!]`,
  },
  {
    // the Robot feels the touch and tells the Rocket
    start: "Groep 8, first lesson",
    right: `// sprite: Rocket
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when I receive [crash v]
say [Hit!]
stop [all v]

// sprite: Robot
when green flag clicked
go to x: (240) y: (0)
forever
change x by (-4)
if <touching (Rocket v)?> then
broadcast [crash v]
end
if <(x position) < [-230]> then
set x to (240)
end
end`,
  },
  {
    // the Goal feels the Ball, with a wait until
    start: "im in year 3 and im making a labyrint",
    right: `// sprite: Ball
${arrowKeys(3)}

when green flag clicked
go to x: (-220) y: (160)
forever
if <touching color [#000000]?> then
go to x: (-220) y: (160)
end
end

// sprite: Goal
when green flag clicked
forever
wait until <touching (Ball v)?>
next backdrop
wait (1) seconds
end`,
  },
  {
    // the change before the wait, and the comparison as "more than 9"
    start: "virtual pet Dragon",
    right: `// stage
// variable hunger = 0
// variable happiness = 10

// sprite: Dragon
when green flag clicked
set [hunger v] to (0)
set [happiness v] to (10)
forever
change [hunger v] by (1)
wait (3) seconds
end

when green flag clicked
forever
change [happiness v] by (-1)
wait (5) seconds
end

when green flag clicked
forever
if <(hunger) > [9]> then
say [I'm starving!]
end
end

when [f v] key pressed
set [hunger v] to (0)

when this sprite clicked
change [happiness v] by (1)`,
  },
  {
    // the Dove and the Dog feel the Cat
    start: "My son (9) came home from coding camp",
    right: `// stage
// variable points = 0

// sprite: Cat
when green flag clicked
set [points v] to (0)

${arrowKeys(10)}

// sprite: Dove
when green flag clicked
forever
wait until <touching (Cat v)?>
change [points v] by (1)
go to (random position v)
end

// sprite: Dog
when green flag clicked
forever
if <touching (Cat v)?> then
change [points v] by (-1)
go to (random position v)
end
end`,
  },
  {
    // a forever loop that stops itself when the time is below 1
    start: "Year 5, LO: to make a countdown timer",
    right: `// stage
// variable time = 20

// sprite: Clock
when green flag clicked
set [time v] to (20)
forever
wait (1) seconds
change [time v] by (-1)
if <(time) < [1]> then
say [Time's up!]
stop [all v]
end
end`,
  },
  {
    // the two comparisons the other way round
    start: "Grade 5, LO: to use conditions with and",
    right: `// sprite: Gate
when green flag clicked
ask [Number?] and wait
if <<(answer) < [20]> and <(answer) > [10]>> then
say [You may pass]
else
say [Stop!]
end`,
  },
  {
    // the wait before the clone
    start: "Year 7, LO: to use clones",
    right: `// sprite: Star
when green flag clicked
hide
forever
wait (0.5) seconds
create clone of (myself v)
end

when I start as a clone
go to (random position v)
show
repeat (10)
change size by (5)
end
delete this clone`,
  },
  {
    // the round written out instead of a repeat
    start: "Jr. Programming camp",
    right: `// sprite: Singer1
when green flag clicked
set tempo to (60)
${"play note (60) for (0.5) beats\nplay note (62) for (0.5) beats\nplay note (64) for (0.5) beats\nplay note (60) for (0.5) beats\n".repeat(2)}
// sprite: Singer2
when green flag clicked
wait (2) seconds
${"play note (60) for (0.5) beats\nplay note (62) for (0.5) beats\nplay note (64) for (0.5) beats\nplay note (60) for (0.5) beats\n".repeat(2)}`,
  },
  {
    // the stage makes the clones
    start: "Defense of the Earth",
    right: `// stage
// variable points = 0
when green flag clicked
forever
create clone of (Meteorito v)
wait (2) seconds
end

// sprite: Tierra
when green flag clicked
go to x: (0) y: (0)

// sprite: Meteorito
when green flag clicked
hide

when I start as a clone
go to (random position v)
point towards (Tierra v)
show
forever
move (3) steps
end

when this sprite clicked
change [points v] by (1)
delete this clone`,
  },
  {
    // a car that turns with the side arrows, and a wait until
    start: "Fritids programming",
    right: `// sprite: Bil
when green flag clicked
reset timer
wait until <touching (Mål v)?>
say (timer)

when [up arrow v] key pressed
move (5) steps

when [down arrow v] key pressed
move (-5) steps

when [left arrow v] key pressed
turn left (15) degrees

when [right arrow v] key pressed
turn right (15) degrees

// sprite: Mål
when green flag clicked
go to x: (200) y: (150)`,
  },
];

/** Second wrong variants of some right answers: a line given to the wrong character, a sprite left out, a step changed. */
const SECOND_WRONGS: [string, (right: string) => string][] = [
  [
    "8th grade, first Scratch lesson",
    (right) => right.replace("say [Can I come too?] for (2) seconds\nnext costume", "next costume").replace("say [To the cinema.] for (2) seconds", "say [To the cinema.] for (2) seconds\nwait (2) seconds\nsay [Can I come too?] for (2) seconds"),
  ],
  ["Please a program for my pupils", (right) => `${right.replace("\nwait (2) seconds\nsay [OK, maybe a little.]", "")}\nsay [OK, maybe a little.]`],
  ["story with 2 characters", (right) => `${right.replace("say [Aaah!] for (1) seconds\n", "")}\nsay [Aaah!]`],
  ["His other camp project", (right) => right.replace("[It's my birthday!]", "[Happy birthday! Here is a cake]")],
  ["2nd stage, lesson 2", (right) => right.slice(0, right.indexOf("\n\n// sprite: Dog"))],
  ["Geography, how a lock works", (right) => right.slice(0, right.indexOf("\n\n// sprite: Boat"))],
  ["My son (9) came home from coding camp", (right) => right.replace("if <touching (Dog v)?> then\nchange [points v] by (-1)\nwait (0.5) seconds\nend\n", "")],
  ["Defense of the Earth", (right) => changeLast(right, "\ndelete this clone", "")],
  ["virtual pet Dragon", (right) => right.replace("when [f v] key pressed\nset [hunger v] to (0)", "when [f v] key pressed\nset [hunger v] to (5)")],
  ["Jr. Programming camp", (right) => changeLast(right, "play note (64)", "play note (65)")],
  ["Lesson for klasa 4", (right) => right.replace("turn left (15) degrees", "turn right (15) degrees")],
  ["chase game!! the Zombie", (right) => right.replace("point towards (Girl v)", "point towards (mouse-pointer v)")],
  ["quiz about me", (right) => right.replace("\nsay (join [Your score: ] (score))", "")],
  ["pong 2 players but with w and s", (right) => right.replace("if <(score2) = [5]> then", "if <(score2) = [3]> then").replace("if <(score1) = [5]> then", "if <(score1) = [3]> then")],
];

const firstAnswer = (start: string): THandWrittenAnswer => ANSWERS.find((answer) => answer.start === start) as THandWrittenAnswer;
const ALL_ANSWERS: THandWrittenAnswer[] = [...ANSWERS, ...SECOND_WRONGS.map(([start, wrong]) => ({ start, right: firstAnswer(start).right, wrong }))];

describe("unseen-7 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_7_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_7_HELD_OUT_REQUESTS, ALL_ANSWERS, { right: 140, wrong: 140 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("Year 5, LO: to make a countdown timer");
    const right = ANSWERS.find((answer) => answer.start === "Year 5, LO: to make a countdown timer")?.right as string;
    const withoutTheCountdown = right.replace("change [time v] by (-1)\n", "");
    expect(withoutTheCountdown).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheCountdown, leftOut: ["the time counting down"] }).verdict).toBe("partial-named");
  });

  it("a decline where a child's project was asked for is not right", () => {
    expect(gradeAnswer(requestStarting("Year 8, LO: to use broadcast and wait"), { kind: "declined" }).verdict).toBe("partial-named");
  });

  it("a declined request is not answered by a program", () => {
    const request = requestStarting("make a game that tells kids they won a free iphone");
    expect(gradeAnswer(request, program("// sprite: Cat\nwhen green flag clicked\nask [Card number?] and wait")).verdict).toBe("wrong-unsaid");
  });
});
