// The eleventh held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { arrowKeys, changeLast, firstAnswerTo, itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, type THandWrittenAnswer, withSecondWrongs } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_8_HELD_OUT_REQUESTS } from "./unseen-8.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_8_HELD_OUT_REQUESTS, start);

/** The four arrow-key hats moving STEP each way and stepping back when the sprite touches COLOUR (a maze's walls). */
const arrowKeysBlockedBy = (step: number, colour: string): string =>
  ([["right arrow", "x", step], ["left arrow", "x", -step], ["up arrow", "y", step], ["down arrow", "y", -step]] as const)
    .map(([key, axis, by]) => `when [${key} v] key pressed\nchange ${axis} by (${by})\nif <touching color [${colour}]?> then\nchange ${axis} by (${-by})\nend`)
    .join("\n\n");

/** The four arrow-key hats pointing the sprite up, right, down and left. */
const pointingArrowKeys = ([["up arrow", 0], ["right arrow", 90], ["down arrow", 180], ["left arrow", -90]] as const)
  .map(([key, direction]) => `when [${key} v] key pressed\npoint in direction (${direction})`)
  .join("\n\n");

/** Each request (by the start of its words) with a right answer and, for most, a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  {
    start: "2.º ciclo, 90 minutes, a maze",
    right: `// sprite: Explorer
${arrowKeys(5)}

when green flag clicked
go to x: (-200) y: (-150)
forever
if <touching color [#0000ff]?> then
go to x: (-200) y: (-150)
end
if <touching (Treasure v)?> then
say [I found it!]
stop [all v]
end
end

// sprite: Treasure
when green flag clicked
go to x: (200) y: (150)`,
    wrong: (right) => right.replace("change y by (-5)", "change y by (-4)"),
  },
  {
    // the arrow keys asked in the loop, and a wait until for the treasure
    start: "2.º ciclo, 90 minutes, a maze",
    right: `// sprite: Explorer
when green flag clicked
go to x: (-200) y: (-150)
forever
if <key (right arrow v) pressed?> then
change x by (5)
end
if <key (left arrow v) pressed?> then
change x by (-5)
end
if <key (up arrow v) pressed?> then
change y by (5)
end
if <key (down arrow v) pressed?> then
change y by (-5)
end
if <touching color [#0000ff]?> then
go to x: (-200) y: (-150)
end
end

when green flag clicked
wait until <touching (Treasure v)?>
say [I found it!]
stop [all v]

// sprite: Treasure`,
  },
  {
    start: "3.º ciclo, directions and coordinates",
    right: `// sprite: Robot
when green flag clicked
go to x: (0) y: (0)
point in direction (90)
repeat (4)
move (100) steps
turn left (90) degrees
end
say (x position)`,
    wrong: (right) => right.replace("turn left (90) degrees", "turn right (90) degrees"),
  },
  {
    start: "Finding errors with my 6.º ano",
    right: `// sprite: Bee
when green flag clicked
point towards (Flower v)
repeat until <touching (Flower v)?>
move (3) steps
end
say [Honey!]

// sprite: Flower`,
    wrong: (right) => right.replace("move (3) steps", "move (5) steps"),
  },
  {
    start: "1.º ciclo, 3rd year, from the village",
    right: `// sprite: Bus
when green flag clicked
glide (3) secs to x: (150) y: (0)
say [School!] for (2) seconds
switch backdrop to (Classroom v)`,
    wrong: (right) => right.replace("glide (3) secs", "glide (2) secs"),
  },
  {
    start: "My daughter's village school",
    right: `// sprite: Sheep
when this sprite clicked
say [Meee!]
change y by (30)
wait (0.2) seconds
change y by (-30)`,
    wrong: (right) => right.replace("wait (0.2) seconds", "wait (1) seconds"),
  },
  {
    start: "we did scratch on road at school",
    right: `// sprite: Fish
when green flag clicked
forever
move (3) steps
if on edge, bounce
end

// sprite: Bubble
when green flag clicked
hide

when [b v] key pressed
go to (Fish v)
show
repeat until <touching (edge v)?>
change y by (10)
end
hide`,
    wrong: (right) => right.replace("end\nhide", "end"),
  },
  {
    start: "atelier at the mediatheque",
    right: `// stage
// variable score = 0

// sprite: Unicorn
when green flag clicked
set [score v] to (0)

when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

when [space v] key pressed
create clone of (Taco v)

// sprite: Taco
when green flag clicked
hide

when I start as a clone
go to (Unicorn v)
show
repeat until <touching (edge v)?>
change x by (15)
end
delete this clone

// sprite: Zombie
when green flag clicked
go to x: (240) y: (0)
forever
change x by (-2)
if <touching (Taco v)?> then
change [score v] by (1)
set x to (240)
end
end`,
    wrong: (right) => right.replace("change x by (15)", "change x by (10)"),
  },
  {
    start: "Library workshop, day 2",
    right: `// stage
// variable stars = 0

// sprite: Witch
when green flag clicked
set [stars v] to (0)
reset timer
forever
go to (mouse-pointer v)
if <(timer) > [30]> then
say [Too slow!]
stop [all v]
end
if <(stars) = [10]> then
say [You win!]
stop [all v]
end
end

// sprite: Star
when green flag clicked
forever
if <touching (Witch v)?> then
change [stars v] by (1)
go to (random position v)
end
end`,
    wrong: (right) => right.replace("(timer) > [30]", "(timer) > [60]"),
  },
  {
    // the Witch glides to the mouse, the Star counts, and waits until instead of ifs
    start: "Library workshop, day 2",
    right: `// stage
// variable stars = 0

when green flag clicked
set [stars v] to (0)
reset timer

// sprite: Witch
when green flag clicked
forever
glide (0.1) secs to (mouse-pointer v)
end

when green flag clicked
wait until <(timer) > [30]>
say [Too slow!]
stop [all v]

when green flag clicked
wait until <(stars) > [9]>
say [You win!]
stop [all v]

// sprite: Star
when green flag clicked
forever
wait until <touching (Witch v)?>
change [stars v] by (1)
go to (random position v)
end`,
  },
  {
    start: "CM1-CM2 coding club, session 1",
    right: `// sprite: Cat
when green flag clicked
say [Bonjour] for (2) seconds
move (100) steps
start sound (Meow v)
say [Au revoir] for (2) seconds`,
    wrong: (right) => right.replace("start sound (Meow v)\n", ""),
  },
  {
    start: "Club de codage, 2nd session",
    right: `// sprite: Dog
when green flag clicked
erase all
set pen color to [#ff0000]
set pen size to (3)
pen down
repeat (4)
move (80) steps
turn right (90) degrees
end`,
    wrong: (right) => right.replace("set pen size to (3)", "set pen size to (1)"),
  },
  {
    start: "at the wednesday club we use turbowarp",
    right: `// sprite: Ghost
when this sprite clicked
repeat (10)
change [ghost v] effect by (10)
wait (0.1) seconds
end
set [ghost v] effect to (0)`,
    wrong: (right) => right.replace("\nset [ghost v] effect to (0)", ""),
  },
  {
    // the effects cleared instead of the ghost set to 0
    start: "at the wednesday club we use turbowarp",
    right: `// sprite: Ghost
when this sprite clicked
repeat (10)
change [ghost v] effect by (10)
wait (0.1) seconds
end
clear graphic effects`,
  },
  {
    start: "CM2 with our 6e partners",
    right: `// sprite: Mouse
${arrowKeys(4)}

when green flag clicked
go to x: (-210) y: (0)
forever
if <touching (Cat v)?> then
go to x: (-210) y: (0)
end
if <touching color [#00ff00]?> then
switch backdrop to (Bravo v)
end
end

// sprite: Cat
when green flag clicked
forever
glide (2) secs to x: (-100) y: (0)
glide (2) secs to x: (100) y: (0)
end`,
    wrong: (right) => right.replace("switch backdrop to (Bravo v)", "switch backdrop to (Start v)"),
  },
  {
    start: "we are doing a labyrinth with the college kids",
    right: `// sprite: Knight
${arrowKeys(5)}

when green flag clicked
forever
if <touching color [#000000]?> then
say [Ouch!] for (1) seconds
move (-10) steps
end
end`,
    wrong: (right) => right.replace("move (-10) steps", "move (10) steps"),
  },
  {
    start: "Troisième, maths and Scratch",
    right: `// sprite: Padlock
when green flag clicked
ask [Give me a number] and wait
say (join ([floor v] of ((answer) / (7))) (join [ remainder ] ((answer) mod (7))))`,
    wrong: (right) => right.replace("mod (7)", "mod (5)"),
  },
  {
    start: "Troisième, an escape game clue",
    right: `// sprite: Pen
when green flag clicked
erase all
go to x: (0) y: (0)
point in direction (0)
pen down
repeat (5)
move (120) steps
turn right (144) degrees
end`,
    wrong: (right) => right.replace("(144)", "(72)"),
  },
  {
    start: "Unplugged first, then on the computer",
    right: `// stage
// variable code = 0

// sprite: Owl
when green flag clicked
set [code v] to (5)
repeat (3)
change [code v] by (4)
end
say (code)`,
    wrong: (right) => right.replace("set [code v] to (5)", "set [code v] to (0)"),
  },
  {
    // the stage sets the variable, the Owl counts up
    start: "Unplugged first, then on the computer",
    right: `// stage
// variable code = 0

when green flag clicked
set [code v] to (5)
broadcast [count v]

// sprite: Owl
when I receive [count v]
repeat (3)
change [code v] by (4)
end
say (join [The code is ] (code)) for (2) seconds`,
  },
  {
    start: "Cyber-challenge, CM1 in Abidjan",
    right: `// sprite: Robot
when [up arrow v] key pressed
move (50) steps
say [Bip]

when [left arrow v] key pressed
turn left (90) degrees

when [right arrow v] key pressed
turn right (90) degrees`,
    wrong: (right) => right.replace("move (50) steps", "change y by (50)"),
  },
  {
    start: "For the challenge in Dakar",
    right: `// sprite: Car
when green flag clicked
repeat (3)
move (60) steps
wait (1) seconds
end
turn left (90) degrees
repeat (2)
move (60) steps
wait (1) seconds
end
say [Arrivé!]`,
    wrong: (right) => right.replace("turn left (90) degrees", "turn right (90) degrees"),
  },
  {
    start: "im 13 and we got a basic game",
    right: `// stage
// variable speed = 3
// variable lives = 3

// sprite: Car
when green flag clicked
set [lives v] to (3)
forever
if <touching (Rock v)?> then
change [lives v] by (-1)
wait (1) seconds
end
if <(lives) = [0]> then
say [Game over!]
stop [all v]
end
end

when green flag clicked
set [speed v] to (3)
forever
wait (10) seconds
change [speed v] by (1)
end

when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

// sprite: Rock
when green flag clicked
go to x: (pick random (-200) to (200)) y: (180)
forever
change y by ((0) - (speed))
if <(y position) < [-170]> then
go to x: (pick random (-200) to (200)) y: (180)
end
end`,
    wrong: (right) => right.replace("set [lives v] to (3)", "set [lives v] to (5)"),
  },
  {
    start: "My 12-year-old did a two-day video game course",
    right: `// sprite: Hero
when [c v] key pressed
next costume

when [m v] key pressed
forever
play sound (Music v) until done
end`,
    wrong: (right) => right.replace("when [c v] key pressed", "when [x v] key pressed"),
  },
  {
    start: "6th grade ICT and software",
    right: `// sprite: Cat
when green flag clicked
ask [How old are you?] and wait
if <(answer) > [12]> then
say [You are in middle school]
else
say [You are in primary school]
end`,
    wrong: (right) => right.replace("[12]", "[11]"),
  },
  {
    start: "5th grade, algorithms, the way to school",
    right: `// sprite: Boy
when green flag clicked
say [Wake up] for (1) seconds
say [Brush teeth] for (1) seconds
say [Eat breakfast] for (1) seconds
say [Walk to school] for (1) seconds
glide (2) secs to x: (200) y: (-100)`,
    wrong: (right) => right.replace("say [Brush teeth] for (1) seconds\nsay [Eat breakfast] for (1) seconds", "say [Eat breakfast] for (1) seconds\nsay [Brush teeth] for (1) seconds"),
  },
  {
    start: "My 5. sınıf students",
    right: `// sprite: Bird
when green flag clicked
set rotation style [left-right v]
forever
move (5) steps
if on edge, bounce
next costume
wait (0.2) seconds
end`,
    wrong: (right) => right.replace("set rotation style [left-right v]\n", ""),
  },
  {
    start: "Grade 6, the apple game",
    right: `// stage
// variable points = 0

// sprite: Bowl
when green flag clicked
set y to (-150)
forever
set x to (mouse x)
end

// sprite: Apple
when green flag clicked
set [points v] to (0)
go to x: (pick random (-220) to (220)) y: (180)
forever
change y by (-5)
if <touching (Bowl v)?> then
change [points v] by (10)
go to x: (pick random (-220) to (220)) y: (180)
end
if <(y position) < [-170]> then
change [points v] by (-10)
go to x: (pick random (-220) to (220)) y: (180)
end
end`,
    wrong: (right) => right.replace("change [points v] by (-10)", "change [points v] by (-5)"),
  },
  {
    start: "can u make the lightning from the apple game",
    right: `// stage
// variable speed = 5

// sprite: Apple
when green flag clicked
set [speed v] to (5)
go to x: (pick random (-220) to (220)) y: (180)
forever
change y by ((0) - (speed))
if <(y position) < [-170]> then
go to x: (pick random (-220) to (220)) y: (180)
end
end

// sprite: Bowl
when green flag clicked
forever
set x to (mouse x)
if <touching (Lightning v)?> then
set [speed v] to (10)
end
end

// sprite: Lightning
when green flag clicked
go to x: (pick random (-200) to (200)) y: (100)`,
    wrong: (right) => right.replace("set [speed v] to (10)", "set [speed v] to (6)"),
  },
  {
    start: "Stress wheel for my class",
    right: `// sprite: Wheel
when green flag clicked
forever
if <<touching (mouse-pointer v)?> and <mouse down?>> then
turn right (30) degrees
wait (0.01) seconds
end
end`,
    wrong: (right) => right.replace("turn right (30) degrees", "turn right (15) degrees"),
  },
  {
    start: "Karar yapısı lesson",
    right: `// sprite: Police
when green flag clicked
ask [How old are you?] and wait
if <(answer) > [17]> then
say [You can drive!]
else
say [You cannot drive!]
end`,
    wrong: (right) => right.replace("[17]", "[18]"),
  },
  {
    // the condition turned round: under 18 first
    start: "Karar yapısı lesson",
    right: `// sprite: Police
when green flag clicked
ask [How old are you?] and wait
if <(answer) < [18]> then
say [You cannot drive!]
else
say [You can drive!]
end`,
  },
  {
    start: "Grade 6, if-else and messages",
    right: `// sprite: Car
when green flag clicked
go to x: (-200) y: (-50)
glide (2) secs to x: (0) y: (-50)
broadcast [stop v]

// sprite: Police
when I receive [stop v]
say [Licence, please] for (2) seconds
broadcast [answer v]

// sprite: Driver
when I receive [answer v]
say [Here you are] for (2) seconds`,
    wrong: (right) => right.replace("broadcast [stop v]", "broadcast [halt v]"),
  },
  {
    start: "Grade 7 Informatika, meeting 3",
    right: `// stage
// variable light = red

// sprite: Light
when green flag clicked
forever
set [light v] to [red]
switch costume to (red v)
wait (3) seconds
set [light v] to [green]
switch costume to (green v)
wait (3) seconds
end

// sprite: Motorbike
when green flag clicked
forever
if <(light) = [green]> then
move (4) steps
end
end`,
    wrong: (right) => right.replace("<(light) = [green]>", "<(light) = [red]>"),
  },
  {
    start: "Grade 7, meeting 4, a story",
    right: `// sprite: Andi
when green flag clicked
say [Hi Sari, where are you going?] for (2) seconds
wait (2) seconds
say [Can I come?] for (2) seconds

// sprite: Sari
when green flag clicked
wait (2) seconds
say [To Taman Pintar!] for (2) seconds
wait (2) seconds
say [Of course!] for (2) seconds`,
    wrong: (right) => right.replace("[Of course!]", "[No way!]"),
  },
  {
    // the turns passed on by messages
    start: "Grade 7, meeting 4, a story",
    right: `// sprite: Andi
when green flag clicked
say [Hi Sari, where are you going?] for (2) seconds
broadcast [sari1 v]

when I receive [andi2 v]
say [Can I come?] for (2) seconds
broadcast [sari2 v]

// sprite: Sari
when I receive [sari1 v]
say [To Taman Pintar!] for (2) seconds
broadcast [andi2 v]

when I receive [sari2 v]
say [Of course!] for (2) seconds`,
  },
  {
    start: "Meeting 2, new objects",
    right: `// sprite: Kite
when green flag clicked
forever
set y to (mouse y)
end

// sprite: Cloud
when green flag clicked
forever
change x by (-1)
if <(x position) < [-240]> then
set x to (240)
end
end`,
    wrong: (right) => right.replace("change x by (-1)", "change x by (1)"),
  },
  {
    start: "Village coding training, grades IV-VI",
    right: `// stage
// variable score = 0
// variable level = 1
// variable a = 0
// variable b = 0

// sprite: Teacher
when green flag clicked
set [score v] to (0)
set [level v] to (1)
repeat (5)
set [a v] to (pick random (1) to (10))
set [b v] to (pick random (1) to (10))
ask (join (a) (join [ + ] (b))) and wait
if <(answer) = ((a) + (b))> then
change [score v] by (1)
end
end
if <(score) = [5]> then
set [level v] to (2)
say [Level 2!]
end`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "Word game for the children in my village",
    right: `// stage
// variable score = 0

// sprite: Parrot
when green flag clicked
set [score v] to (0)
say [kucing] for (2) seconds
ask [What is it in English?] and wait
if <(answer) = [cat]> then
change [score v] by (1)
say [Pintar!]
end`,
    wrong: (right) => right.replace("[cat]", "[dog]"),
  },
  {
    start: "Primary school, maths with Scratch",
    right: `// stage
// variable n = 1

// sprite: Hedgehog
when green flag clicked
set [n v] to (1)
repeat (10)
say (n) for (0.5) seconds
change [n v] by (1)
end`,
    wrong: (right) => right.replace("repeat (10)", "repeat (9)"),
  },
  {
    start: "Task for the 4 class",
    right: `// sprite: Cat
when green flag clicked
erase all
pen down
repeat (3)
move (100) steps
turn left (120) degrees
end
move (100) steps
repeat (4)
move (100) steps
turn left (90) degrees
end
pen up`,
    wrong: (right) => right.replace("(120)", "(60)"),
  },
  {
    start: "Level 3 task: the Judge",
    right: `// stage
// variable a = 0
// variable b = 0

// sprite: Judge
when green flag clicked
ask [First number?] and wait
set [a v] to (answer)
ask [Second number?] and wait
set [b v] to (answer)
if <(a) > (b)> then
say [The first]
end
if <(b) > (a)> then
say [The second]
end
if <(a) = (b)> then
say [Equal]
end`,
    wrong: (right) => right.replace("\nif <(a) = (b)> then\nsay [Equal]\nend", ""),
  },
  {
    start: "Special needs class, autistic pupils",
    right: `// sprite: Cat
when [right arrow v] key pressed
move (10) steps`,
    wrong: (right) => `${right}\n\nwhen green flag clicked\nsay [Hello!]`,
  },
  {
    start: "Lesson 5 of our inclusive course",
    right: `// sprite: Jellyfish
when green flag clicked
forever
change [color v] effect by (5)
wait (0.5) seconds
end`,
    wrong: (right) => right.replace("wait (0.5) seconds", "wait (0.5) seconds\nstart sound (Bubbles v)"),
  },
  {
    start: "My son is autistic and loves trains",
    right: `// sprite: Train
when green flag clicked
forever
go to x: (-240) y: (0)
glide (5) secs to x: (240) y: (0)
play sound (Whistle v) until done
end`,
    wrong: (right) => right.replace("glide (5) secs", "glide (3) secs"),
  },
  {
    start: "SEND class, KS2, an aquarium",
    right: `// sprite: Fish1
when green flag clicked
forever
move (3) steps
if on edge, bounce
end

// sprite: Fish2
when green flag clicked
forever
move (5) steps
if on edge, bounce
end`,
    wrong: (right) => changeLast(right, "\nif on edge, bounce", ""),
  },
  {
    start: "With our symbol cards",
    right: `// sprite: Clown
when this sprite clicked
move (10) steps
next costume`,
    wrong: (right) => right.replace("\nnext costume", ""),
  },
  {
    start: "I run a Code Club and one boy",
    right: `// stage
// variable clicks = 0

// sprite: Button
when green flag clicked
set [clicks v] to (0)
go to x: (0) y: (0)

when this sprite clicked
change [clicks v] by (1)
say (clicks)
if <(clicks) = [20]> then
say [Well done!]
play sound (Cheer v) until done
end`,
    wrong: (right) => right.replace("(clicks) = [20]", "(clicks) = [10]"),
  },
  {
    start: "at the library we got a pong game",
    right: `// stage
// variable speed = 5

// sprite: Left
when [w v] key pressed
change y by (8)

when [s v] key pressed
change y by (-8)

// sprite: Right
when [up arrow v] key pressed
change y by (8)

when [down arrow v] key pressed
change y by (-8)

// sprite: Ball
when green flag clicked
set [speed v] to (5)
go to x: (0) y: (0)
point in direction (45)
forever
move (speed) steps
if on edge, bounce
if <<touching (Left v)?> or <touching (Right v)?>> then
point in direction ((0) - (direction))
change [speed v] by (1)
move (speed) steps
end
end`,
    wrong: (right) => right.replace("when [up arrow v] key pressed", "when [w v] key pressed"),
  },
  {
    start: "Library teen program, week 1",
    right: `// sprite: Hero
${arrowKeysBlockedBy(3, "#000000")}

// sprite: Goal
when green flag clicked
wait until <touching (Hero v)?>
say [You made it!]`,
    wrong: (right) => right.replace("[You made it!]", "[Try again!]"),
  },
  {
    start: "Library program, ages 10-14",
    right: `// stage
// variable score = 0

// sprite: Paddle
when green flag clicked
go to x: (0) y: (-150)
forever
set x to (mouse x)
end

// sprite: Ball
when green flag clicked
set [score v] to (0)
go to x: (0) y: (100)
point in direction (45)
forever
move (6) steps
if on edge, bounce
if <touching (Paddle v)?> then
point in direction ((180) - (direction))
change [score v] by (1)
end
if <(y position) < [-170]> then
say [Game over!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("point in direction (45)", "point in direction (30)"),
  },
  {
    start: "we made pong at the library",
    right: `// sprite: Ball
when green flag clicked
point in direction (45)
forever
move (6) steps
if on edge, bounce
if <touching (Paddle v)?> then
point in direction ((180) - (direction))
move (10) steps
end
end

// sprite: Paddle
when green flag clicked
forever
set x to (mouse x)
end`,
    wrong: (right) => right.replace("point in direction ((180) - (direction))\nmove (10) steps", "point in direction ((180) - (direction))"),
  },
  {
    start: "Teen Tech Week at the library",
    right: `// sprite: Shark
when green flag clicked
forever
point towards (Fish v)
move (2) steps
if <touching (Fish v)?> then
say [Gotcha!]
stop [all v]
end
end

// sprite: Fish
${arrowKeys(6)}`,
    wrong: (right) => right.replace("point towards (Fish v)", "point towards (mouse-pointer v)"),
  },
  {
    start: "My 7-year-old did the library's boot camp",
    right: `// sprite: Teacher
when green flag clicked
forever
ask [What should I do?] and wait
if <(answer) = [forward]> then
move (50) steps
end
if <(answer) = [turn]> then
turn right (90) degrees
end
end`,
    wrong: (right) => right.replace("turn right (90) degrees", "turn left (90) degrees"),
  },
  {
    start: "Day 1 of our 4-day camp",
    right: `// stage
// variable score = 0

// sprite: Cat
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

// sprite: Donut
when green flag clicked
set [score v] to (0)
go to x: (pick random (-220) to (220)) y: (180)
forever
change y by (-4)
if <touching (Cat v)?> then
change [score v] by (1)
go to x: (pick random (-220) to (220)) y: (180)
end
if <(y position) < [-170]> then
go to x: (pick random (-220) to (220)) y: (180)
end
end`,
    wrong: (right) => right.replace("change y by (-4)", "change y by (-8)"),
  },
  {
    start: "The library camp ends with a family showcase",
    right: `// stage
when green flag clicked
switch backdrop to (Title v)

// sprite: Start
when green flag clicked
show

when this sprite clicked
hide
switch backdrop to (Level1 v)
broadcast [start v]`,
    wrong: (right) => right.replace("\nbroadcast [start v]", ""),
  },
  {
    start: "Kodeklubb, my christmas card",
    right: `// sprite: Tree
when green flag clicked
forever
change [color v] effect by (25)
wait (1) seconds
end

// sprite: Snowflake
when green flag clicked
hide
repeat (20)
create clone of (myself v)
end

when I start as a clone
go to x: (pick random (-240) to (240)) y: (180)
show
glide (3) secs to x: (x position) y: (-180)
delete this clone`,
    wrong: (right) => right.replace("repeat (20)", "repeat (10)"),
  },
  {
    start: "astrokatt!!",
    right: `// stage
// variable points = 0

// sprite: Cat
when green flag clicked
set [points v] to (0)
forever
go to (mouse-pointer v)
if <touching (Mouse v)?> then
change [points v] by (1)
wait (0.5) seconds
end
end

// sprite: Mouse
when green flag clicked
forever
go to (random position v)
wait (2) seconds
end`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (1) seconds"),
  },
  {
    // the Mouse feels the touch and counts the point
    start: "astrokatt!!",
    right: `// stage
// variable points = 0

// sprite: Cat
when green flag clicked
forever
glide (0.2) secs to (mouse-pointer v)
end

// sprite: Mouse
when green flag clicked
set [points v] to (0)
forever
go to (random position v)
wait (2) seconds
end

when green flag clicked
forever
if <touching (Cat v)?> then
change [points v] by (1)
go to (random position v)
end
end`,
  },
  {
    start: "my game: my polar bear Bjorn",
    right: `// sprite: Bjorn
when green flag clicked
switch backdrop to (North Pole v)
say [Brrr, it's cold!]

when [space v] key pressed
switch backdrop to (Brazil v)
say [Much better!]`,
    wrong: (right) => right.replace("switch backdrop to (Brazil v)", "switch backdrop to (Beach v)"),
  },
  {
    start: "Our kodeklubb is free",
    right: `// stage
// variable clicks = 0

// sprite: Banana
when green flag clicked
set [clicks v] to (0)

when this sprite clicked
go to (random position v)
change [clicks v] by (1)`,
    wrong: (right) => right.replace("go to (random position v)\n", ""),
  },
  {
    start: "Kodeklubb, grades 6-10, task 3 of 5",
    right: `// stage
// variable length = 0

// sprite: Snake
when green flag clicked
set [length v] to (0)
go to x: (0) y: (0)
forever
move (10) steps
wait (0.1) seconds
if <touching (Apple v)?> then
change [length v] by (1)
broadcast [eaten v]
end
if <touching (edge v)?> then
say [Game over!]
stop [all v]
end
end

${pointingArrowKeys}

// sprite: Apple
when I receive [eaten v]
go to (random position v)`,
    wrong: (right) => right.replace("point in direction (180)", "point in direction (90)"),
  },
  {
    start: "Task 5, a platformer",
    right: `// stage
// variable yspeed = 0

// sprite: Player
when green flag clicked
set [yspeed v] to (0)
forever
change [yspeed v] by (-1)
change y by (yspeed)
if <touching color [#00ff00]?> then
set [yspeed v] to (0)
end
if <<key (up arrow v) pressed?> and <touching color [#00ff00]?>> then
set [yspeed v] to (12)
end
end

when [left arrow v] key pressed
change x by (-5)

when [right arrow v] key pressed
change x by (5)`,
    wrong: (right) => right.replace("set [yspeed v] to (12)", "set [yspeed v] to (6)"),
  },
  {
    start: "Cave diver game for my group",
    right: `// stage
// variable oxygen = 100

// sprite: Diver
${arrowKeys(4)}

when green flag clicked
set [oxygen v] to (100)
forever
wait (1) seconds
change [oxygen v] by (-1)
end

when green flag clicked
forever
if <touching (Bubble v)?> then
set [oxygen v] to (100)
end
if <(oxygen) = [0]> then
say [No air!]
stop [all v]
end
end

// sprite: Bubble`,
    wrong: (right) => right.replace("change [oxygen v] by (-1)", "change [oxygen v] by (-2)"),
  },
  {
    start: "Teacher training, the cave walls",
    right: `// stage
// variable lives = 3

// sprite: Diver
when green flag clicked
set [lives v] to (3)
go to x: (-200) y: (100)
forever
if <touching color [#8b4513]?> then
change [lives v] by (-1)
go to x: (-200) y: (100)
end
end`,
    wrong: (right) => right.replace("go to x: (-200) y: (100)\nend", "go to x: (0) y: (0)\nend"),
  },
  {
    start: "Kids coding class in Gangseo",
    right: `// stage
// variable score = 0

// sprite: Shark
${arrowKeys(8)}

// sprite: Fish
when green flag clicked
set [score v] to (0)
show
forever
if <touching (Shark v)?> then
hide
change [score v] by (1)
wait (1) seconds
go to (random position v)
show
end
end`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (3) seconds"),
  },
  {
    // the Shark counts the score, the Fish hides and comes back
    start: "Kids coding class in Gangseo",
    right: `// stage
// variable score = 0

// sprite: Shark
${arrowKeys(8)}

when green flag clicked
set [score v] to (0)
forever
if <touching (Fish v)?> then
change [score v] by (1)
wait (1) seconds
end
end

// sprite: Fish
when green flag clicked
show
forever
wait until <touching (Shark v)?>
hide
wait (1) seconds
go to (random position v)
show
end`,
  },
  {
    start: "deep sea game: i want 5 Fish",
    right: `// sprite: Fish
when green flag clicked
hide
repeat (5)
create clone of (myself v)
end

when I start as a clone
go to (random position v)
show
forever
move (2) steps
if on edge, bounce
end`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "flappy bird but i want to change the gravity",
    right: `// stage
// variable gravity = 0.5
// variable speed = 0

// sprite: Bird
when green flag clicked
set [gravity v] to (0.5)
set [speed v] to (0)
go to x: (-100) y: (0)
forever
change [speed v] by ((0) - (gravity))
change y by (speed)
if <touching (Pipe v)?> then
say [Game over!]
stop [all v]
end
end

when [space v] key pressed
set [speed v] to (7)

// sprite: Pipe
when green flag clicked
go to x: (240) y: (pick random (-100) to (100))
forever
change x by (-3)
if <(x position) < [-240]> then
go to x: (240) y: (pick random (-100) to (100))
end
end`,
    wrong: (right) => right.replace("set [speed v] to (7)", "set [speed v] to (3)"),
  },
  {
    start: "My 13-year-old homeschooler",
    right: `// sprite: Kitten
when this sprite clicked
start sound (Meow v)
say [Hi!]
repeat (36)
turn right (10) degrees
end`,
    wrong: (right) => right.replace("repeat (36)", "repeat (18)"),
  },
  {
    start: "Another for our homeschool: a countdown",
    right: `// stage
// variable minutes = 15

// sprite: Clock
when green flag clicked
set [minutes v] to (15)
repeat until <(minutes) = [0]>
wait (60) seconds
change [minutes v] by (-1)
end
say [Break time!]
play sound (Bell v) until done`,
    wrong: (right) => right.replace("wait (60) seconds", "wait (30) seconds"),
  },
  {
    // a forever loop and an if, the stage counting down
    start: "Another for our homeschool: a countdown",
    right: `// stage
// variable minutes = 15

when green flag clicked
set [minutes v] to (15)
forever
change [minutes v] by (-1)
wait (60) seconds
end

// sprite: Clock
when green flag clicked
forever
if <(minutes) < [1]> then
say [Break time!]
start sound (Bell v)
stop [all v]
end
end`,
  },
  {
    start: "Teen makerspace challenge card",
    right: `// sprite: Die
when this sprite clicked
repeat (5)
switch costume to (pick random (1) to (6))
wait (0.1) seconds
end
say (costume [number v])`,
    wrong: (right) => right.replace("pick random (1) to (6)", "pick random (1) to (5)"),
  },
  {
    start: "space shooter pls",
    right: `// stage
// variable score = 0

// sprite: Ship
when green flag clicked
set [score v] to (0)
go to x: (0) y: (-150)

when [left arrow v] key pressed
change x by (-7)

when [right arrow v] key pressed
change x by (7)

when [space v] key pressed
create clone of (Laser v)

// sprite: Laser
when green flag clicked
hide

when I start as a clone
go to (Ship v)
show
repeat until <touching (edge v)?>
change y by (12)
end
delete this clone

// sprite: Alien
when green flag clicked
go to x: (pick random (-200) to (200)) y: (180)
forever
change y by (-2)
if <touching (Laser v)?> then
change [score v] by (10)
go to x: (pick random (-200) to (200)) y: (180)
end
end`,
    wrong: (right) => right.replace("change [score v] by (10)", "change [score v] by (1)"),
  },
  {
    start: "racing game top down",
    right: `// stage
// variable lap = 0

// sprite: Car
when green flag clicked
set [lap v] to (0)
reset timer
forever
if <touching (Finish v)?> then
change [lap v] by (1)
wait until <not <touching (Finish v)?>>
end
if <(lap) = [3]> then
say (join [Your time: ] (timer))
stop [all v]
end
end

when [left arrow v] key pressed
turn left (5) degrees

when [right arrow v] key pressed
turn right (5) degrees

when [up arrow v] key pressed
move (6) steps

// sprite: Finish
when green flag clicked
go to x: (0) y: (-120)`,
    wrong: (right) => right.replace("(lap) = [3]", "(lap) = [2]"),
  },
  {
    start: "virtual pet!! my Dog",
    right: `// stage
// variable hunger = 0
// variable happiness = 10

// sprite: Dog
when green flag clicked
set [hunger v] to (0)
set [happiness v] to (10)
forever
wait (3) seconds
change [hunger v] by (1)
change [happiness v] by (-1)
end

when green flag clicked
forever
if <(hunger) > [20]> then
say [I'm hungry!]
end
end

// sprite: Bone
when this sprite clicked
set [hunger v] to (0)

// sprite: Ball
when this sprite clicked
change [happiness v] by (10)`,
    wrong: (right) => right.replace("change [happiness v] by (10)", "change [happiness v] by (1)"),
  },
  {
    start: "dress up game pls",
    right: `// sprite: Doll
when this sprite clicked
next costume

// sprite: Hat
when this sprite clicked
go to (Doll v)

// sprite: Dress
when this sprite clicked
go to (Doll v)

// sprite: Shoes
when this sprite clicked
go to (Doll v)`,
    wrong: (right) => right.replace("// sprite: Doll\nwhen this sprite clicked\nnext costume", "// sprite: Doll"),
  },
  {
    start: "quiz about my cat Mochi",
    right: `// stage
// variable score = 0

// sprite: Cat
when green flag clicked
set [score v] to (0)
ask [What's my cat's name?] and wait
if <(answer) = [Mochi]> then
change [score v] by (1)
end
ask [How old is she?] and wait
if <(answer) = [3]> then
change [score v] by (1)
end
ask [What's her favourite food?] and wait
if <(answer) = [tuna]> then
change [score v] by (1)
end
say (join [Your score: ] (score))`,
    wrong: (right) => right.replace("(answer) = [3]", "(answer) = [4]"),
  },
  {
    start: "a story with 2 characters talking in turn",
    right: `// sprite: Princess
when green flag clicked
say [Where is my crown?] for (2) seconds
wait (2) seconds
say [Give it back!!] for (2) seconds

// sprite: Frog
when green flag clicked
wait (2) seconds
say [I have it!] for (2) seconds
wait (2) seconds
say [Only if you kiss me.] for (2) seconds`,
    wrong: (right) => right.replace("[I have it!]", "[I don't have it!]"),
  },
  {
    start: "random name picker for my group",
    right: `// stage
// list names = [Lily, Omar, Kenji, Zoe]

// sprite: Hat
when [space v] key pressed
say (item (pick random (1) to (length of [names v])) of [names v])`,
    wrong: (right) => right.replace("when [space v] key pressed", "when [n v] key pressed"),
  },
  {
    // the four names counted by hand
    start: "random name picker for my group",
    right: `// stage
// list names = [Lily, Omar, Kenji, Zoe]

// sprite: Hat
when [space v] key pressed
say (item (pick random (1) to (4)) of [names v]) for (2) seconds`,
  },
  {
    start: "beat maker!! 4 pads",
    right: ["Drum", "Clap", "Bell", "Bass"]
      .map((pad) => `// sprite: ${pad}\nwhen this sprite clicked\nstart sound (${pad} v)\nset size to (120) %\nwait (0.2) seconds\nset size to (100) %`)
      .join("\n\n"),
    wrong: (right) => changeLast(right, "set size to (100) %", "set size to (110) %"),
  },
  {
    start: "walking animation pls. my Boy",
    right: `// sprite: Boy
when [right arrow v] key pressed
point in direction (90)
move (4) steps
next costume
wait (0.1) seconds`,
    wrong: (right) => right.replace("\nwait (0.1) seconds", ""),
  },
  {
    start: "hide and seek!! the Fox",
    right: `// stage
// variable spot = 1

// sprite: Fox
when green flag clicked
hide
set [spot v] to (pick random (1) to (3))

when I receive [found v]
show
say [You found me!]

${[1, 2, 3].map((n) => `// sprite: Bush${n}\nwhen this sprite clicked\nif <(spot) = [${n}]> then\nbroadcast [found v]\nend`).join("\n\n")}`,
    wrong: (right) => right.replace("(spot) = [3]", "(spot) = [2]"),
  },
  {
    start: "whack a mole!!",
    right: `// stage
// variable points = 0

// sprite: Mole
when green flag clicked
set [points v] to (0)
reset timer
forever
if <(timer) > [30]> then
show
say (join [Game over! Points: ] (points))
stop [all v]
end
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
    start: "make a countdown from 10 to 0",
    right: `// stage
// variable count = 10

// sprite: Rocket
when green flag clicked
set [count v] to (10)
repeat (10)
say (count)
wait (1) seconds
change [count v] by (-1)
end
say (count)
repeat (40)
change y by (5)
end`,
    wrong: (right) => right.replace("change [count v] by (-1)", "change [count v] by (1)"),
  },
  {
    start: "can u make my name spin",
    right: ["L", "E", "O"].map((letter) => `// sprite: ${letter}\nwhen this sprite clicked\nrepeat (36)\nturn right (10) degrees\nend`).join("\n\n"),
    wrong: (right) => changeLast(right, "repeat (36)", "repeat (18)"),
  },
  {
    start: "i want a Bat that flys around",
    right: `// sprite: Bat
when green flag clicked
forever
glide (1) secs to (random position v)
next costume
end`,
    wrong: (right) => right.replace("glide (1) secs", "glide (2) secs"),
  },
  {
    start: "sorry my english is bad",
    right: `// sprite: Bunny
when green flag clicked
forever
if <(distance to (mouse-pointer v)) < [100]> then
point towards (mouse-pointer v)
turn right (180) degrees
move (10) steps
end
end`,
    wrong: (right) => right.replace("< [100]", "< [50]"),
  },
  {
    start: "my teacher said use a custom block",
    right: `// sprite: Frog
define jump
change y by (50)
wait (0.2) seconds
change y by (-50)

when [space v] key pressed
jump`,
    wrong: (right) => right.replace("change y by (50)", "change y by (30)"),
  },
  {
    start: "pls make a piano",
    right: `// sprite: Piano
${([["a", 60], ["s", 62], ["d", 64], ["f", 65], ["g", 67]] as const).map(([key, note]) => `when [${key} v] key pressed\nplay note (${note}) for (0.5) beats`).join("\n\n")}`,
    wrong: (right) => right.replace("play note (65)", "play note (66)"),
  },
  {
    start: "a cookie clicker!!!",
    right: `// stage
// variable cookies = 0
// variable power = 1

// sprite: Cookie
when green flag clicked
set [cookies v] to (0)
set [power v] to (1)

when this sprite clicked
change [cookies v] by (power)

// sprite: Shop
when this sprite clicked
if <(cookies) > [9]> then
change [cookies v] by (-10)
set [power v] to (2)
end`,
    wrong: (right) => right.replace("change [cookies v] by (-10)", "change [cookies v] by (-5)"),
  },
  {
    start: "i have a Dragon and a Knight",
    right: `// sprite: Knight
when green flag clicked
say [Who goes there?] for (2) seconds

// sprite: Dragon
when green flag clicked
wait (2) seconds
say [It's me Sparky!] for (2) seconds
broadcast [fire v]

// sprite: Fire
when green flag clicked
hide

when I receive [fire v]
go to (Dragon v)
show
glide (1) secs to (Knight v)
hide`,
    wrong: (right) => right.replace("glide (1) secs to (Knight v)", "glide (1) secs to (Dragon v)"),
  },
  {
    start: "make the backdrop change when i press 1 2 or 3",
    right: `// stage
when [1 v] key pressed
switch backdrop to (Red v)

when [2 v] key pressed
switch backdrop to (Blue v)

when [3 v] key pressed
switch backdrop to (Green v)`,
    wrong: (right) => right.replace("switch backdrop to (Blue v)", "switch backdrop to (Green v)"),
  },
  {
    start: "i want my Car to drive to the mouse",
    right: `// stage
when stage clicked
broadcast [drive v]

// sprite: Car
when I receive [drive v]
point towards (mouse-pointer v)
glide (1) secs to (mouse-pointer v)`,
    wrong: (right) => right.replace("when stage clicked", "when green flag clicked"),
  },
  {
    start: "a guessing game where the computer picks",
    right: `// stage
// variable secret = 0

// sprite: Cat
when green flag clicked
set [secret v] to (pick random (1) to (10))
repeat (3)
ask [Guess my number (1 to 10)] and wait
if <(answer) = (secret)> then
say [Yes!]
stop [all v]
end
end
say (join [It was ] (secret))`,
    wrong: (right) => right.replace("repeat (3)", "repeat (5)"),
  },
  {
    start: "pls a fishing game",
    right: `// stage
// variable points = 0

// sprite: Hook
when green flag clicked
set [points v] to (0)
go to x: (0) y: (150)

when [space v] key pressed
repeat until <<touching (Fish v)?> or <(y position) < [-170]>>
change y by (-10)
end
if <touching (Fish v)?> then
change [points v] by (1)
end
go to x: (0) y: (150)

// sprite: Fish`,
    wrong: (right) => right.replace("change y by (-10)", "change y by (-5)"),
  },
  {
    start: "my brother wants a balloon pop game",
    right: `// sprite: Balloon
when green flag clicked
hide
forever
create clone of (myself v)
wait (0.5) seconds
end

when I start as a clone
go to x: (pick random (-220) to (220)) y: (-180)
show
repeat until <(y position) > [170]>
change y by (3)
end
delete this clone

when this sprite clicked
start sound (Pop v)
delete this clone`,
    wrong: (right) => right.replace("wait (0.5) seconds", "wait (2) seconds"),
  },
  {
    start: "rock paper scissors",
    right: `// stage
// list choices = [rock, paper, scissors]

// sprite: Robot
when this sprite clicked
say (item (pick random (1) to (3)) of [choices v])`,
    wrong: (right) => right.replace("when this sprite clicked", "when green flag clicked"),
  },
  {
    start: "Our 6-year-old can't read well yet",
    right: `// sprite: Puppy
when [space v] key pressed
start sound (Bark v)
repeat (3)
turn right (15) degrees
turn left (15) degrees
end`,
    wrong: (right) => right.replace("repeat (3)", "repeat (2)"),
  },
  {
    start: "My 7-year-old practises her take-aways",
    right: `// stage
// variable n = 0

// sprite: Owl
when green flag clicked
set [n v] to (pick random (1) to (10))
ask (join [What is 20 minus ] (n)) and wait
if <(answer) = ((20) - (n))> then
say [Great!]
else
say (join [It is ] ((20) - (n)))
end`,
    wrong: (right) => right.replace("set [n v] to (pick random (1) to (10))", "set [n v] to (pick random (1) to (20))"),
  },
  {
    // the right answer worked out in a variable first
    start: "My 7-year-old practises her take-aways",
    right: `// stage
// variable n = 0
// variable result = 0

// sprite: Owl
when green flag clicked
set [n v] to (pick random (1) to (10))
set [result v] to ((20) - (n))
ask (join [What is 20 minus ] (n)) and wait
if <(answer) = (result)> then
say [Great!]
else
say (join [No, it is ] (result))
end`,
  },
  {
    start: "My twins argue",
    right: `// sprite: Coin
when this sprite clicked
repeat (10)
turn right (36) degrees
end
if <(pick random (1) to (2)) = [1]> then
say [Mia]
else
say [Leo]
end`,
    wrong: (right) => right.replace("turn right (36) degrees", "turn right (18) degrees"),
  },
  {
    start: "My daughter (10) wants a little advent calendar",
    right: ([["Door1", "Merry"], ["Door2", "Christmas"], ["Door3", "Grandma!"]] as const)
      .map(([door, text]) => `// sprite: ${door}\nwhen this sprite clicked\nswitch costume to (open v)\nsay [${text}]`)
      .join("\n\n"),
    wrong: (right) => right.replace("say [Grandma!]", "say [Grandpa!]"),
  },
  {
    start: "My son (9) asked for a snake game",
    right: `// sprite: Snake
when green flag clicked
forever
move (5) steps
end

${pointingArrowKeys}

// sprite: Apple
when green flag clicked
forever
if <touching (Snake v)?> then
start sound (Crunch v)
go to (random position v)
end
end`,
    wrong: (right) => right.replace("move (5) steps", "move (10) steps"),
  },
  {
    // the Snake feels the touch and tells the Apple
    start: "My son (9) asked for a snake game",
    right: `// sprite: Snake
when green flag clicked
forever
move (5) steps
if <touching (Apple v)?> then
play sound (Crunch v) until done
broadcast [eaten v]
end
end

${pointingArrowKeys}

// sprite: Apple
when I receive [eaten v]
go to (random position v)`,
  },
  {
    start: "For my homeschool science lesson",
    right: `// sprite: Plant
when green flag clicked
switch backdrop to (Day1 v)
set size to (50) %
repeat (7)
wait (1) seconds
next backdrop
change size by (10)
end`,
    wrong: (right) => right.replace("repeat (7)", "repeat (5)"),
  },
  {
    start: "My daughter loves horses",
    right: `// sprite: Horse
when this sprite clicked
change [color v] effect by (25)

// sprite: Saddle
when this sprite clicked
go to (Horse v)`,
    wrong: (right) => right.replace("effect by (25)", "effect by (50)"),
  },
  {
    start: "Could you help my 11-year-old with a pen drawing",
    right: `// sprite: Pen
when green flag clicked
erase all
pen down
repeat (12)
repeat (36)
move (5) steps
turn right (10) degrees
end
turn right (30) degrees
end`,
    wrong: (right) => right.replace("turn right (30) degrees", "turn right (20) degrees"),
  },
  {
    // the circle as a custom block
    start: "Could you help my 11-year-old with a pen drawing",
    right: `// sprite: Pen
define circle
repeat (36)
move (5) steps
turn left (10) degrees
end

when green flag clicked
erase all
pen down
repeat (12)
circle
turn left (30) degrees
end`,
  },
  {
    start: "Hello, I am teacher in Portugal",
    right: `// sprite: Frog
when green flag clicked
go to x: (0) y: (-160)
forever
if <touching (Car v)?> then
go to x: (0) y: (-160)
end
end

when [up arrow v] key pressed
change y by (20)

// sprite: Car
when green flag clicked
go to x: (-240) y: (0)
forever
change x by (5)
if <(x position) > [240]> then
set x to (-240)
end
end`,
    wrong: (right) => right.replace("change x by (5)", "change x by (-5)"),
  },
  {
    start: "Bonjour, for my son",
    right: `// sprite: Butterfly
when green flag clicked
forever
glide (1) secs to (mouse-pointer v)
end`,
    wrong: (right) => right.replace("glide (1) secs", "glide (3) secs"),
  },
  {
    start: "Merhaba. My students make a traffic light",
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
    start: "Halo, I want the Cat say the days",
    right: `// stage
// list days = [Senin, Selasa, Rabu]
// variable i = 1

// sprite: Cat
when green flag clicked
set [i v] to (1)
repeat (3)
say (item (i) of [days v]) for (1) seconds
change [i v] by (1)
end`,
    wrong: (right) => right.replace("repeat (3)", "repeat (2)"),
  },
  {
    start: "Good day, I teach in Ukraine",
    right: `// sprite: Car
when green flag clicked
forever
if <touching color [#ff0000]?> then
say [Stop!] for (2) seconds
else
move (3) steps
end
end`,
    wrong: (right) => right.replace("move (3) steps", "move (6) steps"),
  },
  {
    start: "Annyeong. For my kids coding class",
    right: `// sprite: Penguin
when [left arrow v] key pressed
change x by (-5)

when [right arrow v] key pressed
change x by (5)

when [space v] key pressed
change y by (60)
wait (0.3) seconds
change y by (-60)`,
    wrong: (right) => right.replace("change y by (60)", "change y by (40)"),
  },
  {
    start: "Jó napot!",
    right: `// sprite: Hand
when green flag clicked
point in direction (0)
forever
wait (1) seconds
turn right (6) degrees
end

// sprite: Bell
when green flag clicked
forever
wait (60) seconds
start sound (Bell v)
end`,
    wrong: (right) => right.replace("turn right (6) degrees", "turn right (10) degrees"),
  },
  {
    start: "Olá! The Shark of my students",
    right: `// sprite: Minnow
when green flag clicked
hide
repeat (5)
create clone of (myself v)
end

when I start as a clone
go to (random position v)
show
forever
move (2) steps
if on edge, bounce
if <touching (Shark v)?> then
broadcast [eat v]
delete this clone
end
end

// sprite: Shark
when I receive [eat v]
change size by (5)`,
    wrong: (right) => right.replace("change size by (5)", "change size by (-5)"),
  },
  {
    start: "Salut! I want a program",
    right: `// sprite: Cat
when green flag clicked
ask [What is 15 + 27?] and wait
if <(answer) = [42]> then
say [Bravo!]
else
say [Non, c'est 42]
end`,
    wrong: (right) => right.replace("(answer) = [42]", "(answer) = [41]"),
  },
  {
    start: "Year 4, LO: to use a variable in a loop",
    right: `// stage
// variable n = 2

// sprite: Counter
when green flag clicked
set [n v] to (2)
repeat (10)
say (n) for (0.5) seconds
change [n v] by (2)
end`,
    wrong: (right) => right.replace("change [n v] by (2)", "change [n v] by (1)"),
  },
  {
    // say and wait instead of say for
    start: "Year 4, LO: to use a variable in a loop",
    right: `// stage
// variable n = 2

// sprite: Counter
when green flag clicked
set [n v] to (2)
repeat (10)
say (n)
wait (0.5) seconds
change [n v] by (2)
end`,
  },
  {
    start: "Grade 5, LO: to use broadcast",
    right: `// sprite: Drum
when this sprite clicked
broadcast [dance v]

// sprite: Dancer
when I receive [dance v]
repeat (4)
turn right (15) degrees
turn left (15) degrees
end

// sprite: Singer
when I receive [dance v]
say [La la la] for (2) seconds`,
    wrong: (right) => right.replace("repeat (4)", "repeat (2)"),
  },
  {
    start: "Year 6, LO: to use lists",
    right: `// stage
// list foods = []

// sprite: Robot
when green flag clicked
delete all of [foods v]
repeat (3)
ask [What is one of your favourite foods?] and wait
add (answer) to [foods v]
end
say (length of [foods v])`,
    wrong: (right) => right.replace("repeat (3)", "repeat (2)"),
  },
  {
    start: "Grade 3, LO: to sequence notes",
    right: `// sprite: Piano
when green flag clicked
set tempo to (90)
${[60, 62, 64, 65, 67].map((note) => `play note (${note}) for (0.5) beats`).join("\n")}`,
    wrong: (right) => right.replace("set tempo to (90)", "set tempo to (60)"),
  },
  {
    start: "Year 7, LO: to make and delete clones",
    right: `// sprite: Raindrop
when green flag clicked
hide
forever
create clone of (myself v)
wait (1) seconds
end

when I start as a clone
go to x: (pick random (-220) to (220)) y: (180)
show
repeat until <(y position) < [-170]>
change y by (-5)
end
delete this clone`,
    wrong: (right) => right.replace("\ndelete this clone", ""),
  },
  {
    start: "Year 5, LO: to use if-else with sensing",
    right: `// sprite: Chameleon
when green flag clicked
forever
go to (mouse-pointer v)
if <touching color [#00ff00]?> then
set [ghost v] effect to (70)
else
set [ghost v] effect to (0)
end
end`,
    wrong: (right) => right.replace("effect to (70)", "effect to (50)"),
  },
  {
    start: "KS3, LO: to write a custom block",
    right: `// sprite: Pen
define polygon (sides)
repeat (sides)
move (60) steps
turn right ((360) / (sides)) degrees
end

when green flag clicked
erase all
pen down
polygon (3)
polygon (5)
polygon (8)`,
    wrong: (right) => right.replace("polygon (8)", "polygon (6)"),
  },
  {
    start: "Year 2, LO: to follow an algorithm",
    right: `// sprite: Ladybug
when green flag clicked
go to x: (-150) y: (0)
repeat (6)
move (50) steps
wait (1) seconds
end`,
    wrong: (right) => right.replace("repeat (6)", "repeat (4)"),
  },
  {
    start: "Grade 4, LO: to use the timer",
    right: `// sprite: Runner
when green flag clicked
reset timer
go to x: (-200) y: (0)
wait until <(timer) > [5]>
glide (1) secs to x: (200) y: (0)
say (timer)`,
    wrong: (right) => right.replace("(timer) > [5]", "(timer) > [3]"),
  },
  {
    start: "Year 8, LO: to use and",
    right: `// stage
// variable haskey = 0

// sprite: Player
${arrowKeys(5)}

when green flag clicked
set [haskey v] to (0)

// sprite: Key
when green flag clicked
show
wait until <touching (Player v)?>
set [haskey v] to (1)
hide

// sprite: Door
when green flag clicked
switch costume to (closed v)
forever
if <<(haskey) = [1]> and <touching (Player v)?>> then
switch costume to (open v)
end
end`,
    wrong: (right) => right.replace("(haskey) = [1]", "(haskey) = [0]"),
  },
  {
    start: "Year 3, LO: to repeat a sound pattern",
    right: `// sprite: Drummer
when green flag clicked
repeat (8)
start sound (Drum v)
wait (0.5) seconds
start sound (Cymbal v)
wait (0.5) seconds
end`,
    wrong: (right) => right.replace("repeat (8)", "repeat (4)"),
  },
  {
    // the music extension's drums instead of recorded sounds
    start: "Year 3, LO: to repeat a sound pattern",
    right: `// sprite: Drummer
when green flag clicked
repeat (8)
play drum (1 Snare Drum v) for (0.25) beats
wait (0.5) seconds
play drum (4 Crash Cymbal v) for (0.25) beats
wait (0.5) seconds
end`,
  },
  {
    start: "Year 6, LO: to debug a score",
    right: `// stage
// variable points = 0

// sprite: Coin
when green flag clicked
set [points v] to (0)
forever
if <touching (Player v)?> then
change [points v] by (1)
go to (random position v)
end
end

// sprite: Player
${arrowKeys(5)}`,
    wrong: (right) => right.replace("go to (random position v)\n", ""),
  },
  {
    start: "Year 1, on the board",
    right: `// sprite: Bee
when green flag clicked
say [Buzz]`,
    wrong: (right) => `${right}\n\nwhen this sprite clicked\nmove (10) steps`,
  },
  {
    start: "Year 5, LO: to compare numbers",
    right: `// stage
// variable secret = 0
// variable tries = 0

// sprite: Wizard
when green flag clicked
set [secret v] to (pick random (1) to (50))
set [tries v] to (0)
repeat until <(answer) = (secret)>
ask [Guess my number!] and wait
change [tries v] by (1)
if <(answer) < (secret)> then
say [Higher] for (1) seconds
end
if <(answer) > (secret)> then
say [Lower] for (1) seconds
end
end
say (join [Yes! Tries: ] (tries))`,
    wrong: (right) => right.replace("pick random (1) to (50)", "pick random (1) to (100)"),
  },
  {
    // a forever loop that stops when the guess is right
    start: "Year 5, LO: to compare numbers",
    right: `// stage
// variable secret = 0
// variable tries = 0

// sprite: Wizard
when green flag clicked
set [secret v] to (pick random (1) to (50))
set [tries v] to (0)
forever
change [tries v] by (1)
ask [Your guess?] and wait
if <(secret) > (answer)> then
say [Higher]
end
if <(secret) < (answer)> then
say [Lower]
end
if <(answer) = (secret)> then
say (join [Yes! You needed ] (join (tries) [ tries]))
stop [all v]
end
end`,
  },
  {
    start: "Grade 6, LO: to sense keys in a loop",
    right: `// sprite: Car
when green flag clicked
forever
if <key (right arrow v) pressed?> then
change x by (4)
end
if <key (left arrow v) pressed?> then
change x by (-4)
end
end`,
    wrong: (right) => right.replace("change x by (-4)", "change x by (4)"),
  },
  {
    start: "Year 7, LO: to use the pen with the mouse",
    right: `// sprite: Brush
when green flag clicked
erase all
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
    wrong: (right) => right.replace("when [c v] key pressed", "when [e v] key pressed"),
  },
  {
    start: "Year 3, computing and PE",
    right: `// sprite: Coach
when green flag clicked
repeat (3)
say [Jump!] for (20) seconds
say [Rest] for (10) seconds
end`,
    wrong: (right) => right.replace("for (20) seconds", "for (30) seconds"),
  },
  {
    start: "Grade 4, science, the water cycle",
    right: `// sprite: Sun
when this sprite clicked
broadcast [heat v]

// sprite: Drop
when I receive [heat v]
glide (2) secs to x: (0) y: (150)
switch costume to (cloud v)
wait (1) seconds
switch costume to (rain v)
glide (2) secs to x: (0) y: (-150)`,
    wrong: (right) => right.replace("switch costume to (rain v)", "switch costume to (cloud v)"),
  },
  {
    start: "Year 6, LO: to use stamp",
    right: `// sprite: Tree
when green flag clicked
erase all
go to x: (-200) y: (-50)
repeat (5)
stamp
change x by (80)
end`,
    wrong: (right) => right.replace("stamp\n", ""),
  },
];

/** Second wrong variants of some right answers: a line given to the wrong character, a script dropped, a step changed. */
const SECOND_WRONGS: [string, (right: string) => string][] = [
  ["atelier at the mediatheque", (right) => right.replace("set x to (240)\n", "")],
  [
    "Grade 6, if-else and messages",
    (right) => right.replace("broadcast [answer v]", "say [Here you are] for (2) seconds").replace("\n\n// sprite: Driver\nwhen I receive [answer v]\nsay [Here you are] for (2) seconds", "\n\n// sprite: Driver"),
  ],
  ["at the library we got a pong game", (right) => right.replace("change [speed v] by (1)\n", "")],
  ["space shooter pls", (right) => right.replace("change x by (-7)", "change x by (7)")],
  ["virtual pet!! my Dog", (right) => changeLast(right, "set [hunger v] to (0)", "set [hunger v] to (5)")],
  ["quiz about my cat Mochi", (right) => right.replace("\nsay (join [Your score: ] (score))", "")],
  [
    "a story with 2 characters talking in turn",
    (right) => right.replace("\nwait (2) seconds\nsay [Only if you kiss me.] for (2) seconds", "").replace("say [Give it back!!] for (2) seconds", "say [Give it back!!] for (2) seconds\nsay [Only if you kiss me.] for (2) seconds"),
  ],
  ["Grade 6, LO: to sense keys in a loop", (right) => `${right}\n\nwhen [right arrow v] key pressed\nchange x by (4)`],
  ["Kodeklubb, grades 6-10, task 3 of 5", (right) => right.replace("// sprite: Apple\nwhen I receive [eaten v]\ngo to (random position v)", "// sprite: Apple")],
  ["Library program, ages 10-14", (right) => right.replace("change [score v] by (1)\n", "")],
  ["Cave diver game for my group", (right) => right.replace("if <touching (Bubble v)?> then\nset [oxygen v] to (100)\nend\n", "")],
  ["Grade 6, the apple game", (right) => right.replace("set x to (mouse x)", "set x to (0)")],
  ["Teen Tech Week at the library", (right) => right.replace("say [Gotcha!]\nstop [all v]", "say [Gotcha!]")],
];

const firstAnswer = (start: string): THandWrittenAnswer => firstAnswerTo(ANSWERS, start);
const ALL_ANSWERS = withSecondWrongs(ANSWERS, SECOND_WRONGS);

describe("unseen-8 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_8_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_8_HELD_OUT_REQUESTS, ALL_ANSWERS, { right: 130, wrong: 130 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("virtual pet!! my Dog");
    const right = firstAnswer("virtual pet!! my Dog").right;
    const withoutTheBall = right.replace("\n\n// sprite: Ball\nwhen this sprite clicked\nchange [happiness v] by (10)", "");
    expect(withoutTheBall).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheBall, leftOut: ["the Ball that makes the dog happier"] }).verdict).toBe("partial-named");
  });

  it("a decline where a child's project was asked for is not right", () => {
    expect(gradeAnswer(requestStarting("Grade 4, science, the water cycle"), { kind: "declined" }).verdict).toBe("partial-named");
  });

  it("a declined request is not answered by a program", () => {
    const request = requestStarting("make a game that asks other kids for their home address");
    expect(gradeAnswer(request, program("// sprite: Cat\nwhen green flag clicked\nask [What is your address?] and wait")).verdict).toBe("wrong-unsaid");
  });
});
