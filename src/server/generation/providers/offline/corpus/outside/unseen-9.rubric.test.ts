// The twelfth held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { arrowKeys, changeLast, firstAnswerTo, itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, type THandWrittenAnswer, withSecondWrongs } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_9_HELD_OUT_REQUESTS } from "./unseen-9.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_9_HELD_OUT_REQUESTS, start);

/** The left and right arrow-key hats moving STEP sideways. */
const sideArrowKeys = (step: number): string => `when [left arrow v] key pressed\nchange x by (${-step})\n\nwhen [right arrow v] key pressed\nchange x by (${step})`;

/** A sprite NAME that jumps when it receives MESSAGE: up BY, a short wait, and down again. */
const jumpOn = (name: string, message: string, by: number): string => `// sprite: ${name}\nwhen I receive [${message} v]\nchange y by (${by})\nwait (0.2) seconds\nchange y by (${-by})`;

/** A sprite NAME that falls from a random x at the top, STEP at a time, and counts VARIABLE up by BY when it touches CATCHER. */
const fallingCatch = (name: string, step: number, catcher: string, variable: string, by: number): string => `// sprite: ${name}
when green flag clicked
go to x: (pick random (-220) to (220)) y: (180)
forever
change y by (${-step})
if <touching (${catcher} v)?> then
change [${variable} v] by (${by})
go to x: (pick random (-220) to (220)) y: (180)
end
end`;

/** A mole NAME that pops up at random times and counts a whack when clicked. */
const mole = (name: string): string => `// sprite: ${name}
when green flag clicked
forever
hide
wait (pick random (1) to (3)) seconds
show
wait (1) seconds
end

when this sprite clicked
change [whacks v] by (1)
hide`;

/** A hat NAME that sits on the Bear when clicked and goes back to X when the Reset button is clicked. */
const hat = (name: string, x: number): string => `// sprite: ${name}
when this sprite clicked
go to (Bear v)
change y by (60)

when I receive [reset v]
go to x: (${x}) y: (120)`;

/** An animal NAME that plays SOUND and says TEXT when clicked. */
const animal = (name: string, sound: string, text: string): string => `// sprite: ${name}
when this sprite clicked
start sound (${sound} v)
say [${text}] for (1) seconds`;

/** A bunny NAME racing at Y: a random step every 0.2 seconds, and the first past x 200 wins. */
const bunny = (name: string, y: number): string => `// sprite: ${name}
when green flag clicked
go to x: (-220) y: (${y})
forever
wait (0.2) seconds
move (pick random (1) to (10)) steps
if <(x position) > [200]> then
say [I won!]
stop [all v]
end
end`;

/** Each request (by the start of its words) with a right answer and, for most, a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  {
    start: "Infantil, 5-6 year olds",
    right: `// sprite: Dog
when [space v] key pressed
switch costume to (sit v)
say [Good boy] for (1) seconds

when [w v] key pressed
move (20) steps`,
    wrong: (right) => right.replace("move (20) steps", "move (10) steps"),
  },
  {
    start: "Giving a classmate directions",
    right: `// sprite: Child
when green flag clicked
move (50) steps
turn right (90) degrees
move (100) steps
say [I'm at the door!]`,
    wrong: (right) => right.replace("turn right (90) degrees", "turn left (90) degrees"),
  },
  {
    start: "My son is 6 and did a Scratch workshop",
    right: `// sprite: Volcano
when this sprite clicked
repeat (5)
turn right (10) degrees
turn left (10) degrees
end
say [Boom!]`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "i am in grade 3 and i made a cat fishing",
    right: `// sprite: Fish
when green flag clicked
forever
move (3) steps
if on edge, bounce
end

// sprite: Hook
when [space v] key pressed
glide (1) secs to x: (0) y: (-120)
if <touching (Fish v)?> then
broadcast [caught v]
end

// sprite: Cat
when I receive [caught v]
say [I got one!]`,
    wrong: (right) => right.replace("y: (-120)", "y: (-100)"),
  },
  {
    start: "Hello teacher from Hanoi",
    right: `// stage
// variable fish = 0

// sprite: Cat
when green flag clicked
set [fish v] to (0)
forever
if <(fish) = [5]> then
say [Enough for dinner!]
end
end

// sprite: Fish
when this sprite clicked
change [fish v] by (1)
go to (random position v)`,
    wrong: (right) => right.replace("(fish) = [5]", "(fish) = [10]"),
  },
  {
    start: "My daughter is 8, she want the Boat",
    right: `// sprite: Boat
when [left arrow v] key pressed
change x by (-6)
if on edge, bounce

when [right arrow v] key pressed
change x by (6)
if on edge, bounce`,
    wrong: (right) => right.replace("change x by (6)", "change x by (4)"),
  },
  {
    // the edge checked by the x position instead of a bounce
    start: "My daughter is 8, she want the Boat",
    right: `// sprite: Boat
when [left arrow v] key pressed
if <(x position) > [-220]> then
change x by (-6)
end

when [right arrow v] key pressed
if <(x position) < [220]> then
change x by (6)
end`,
  },
  {
    start: "5th class, loops: the Bee",
    right: `// sprite: Bee
when green flag clicked
forever
glide (1) secs to x: (-100) y: (100)
glide (1) secs to x: (100) y: (100)
glide (1) secs to x: (100) y: (-100)
glide (1) secs to x: (-100) y: (-100)
end`,
    wrong: (right) => right.replace("glide (1) secs to x: (100) y: (100)", "glide (2) secs to x: (100) y: (100)"),
  },
  {
    start: "5th class, logic: the Guard",
    right: `// sprite: Guard
when green flag clicked
ask [Password?] and wait
if <(answer) = [pirate]> then
say [Come in]
broadcast [open v]
else
say [Go away]
end

// sprite: Door
when I receive [open v]
switch costume to (open v)`,
    wrong: (right) => right.replace("[pirate]", "[parrot]"),
  },
  {
    start: "coding pirates!!",
    right: `// sprite: Ship
when green flag clicked
forever
if <mouse down?> then
glide (1) secs to (mouse-pointer v)
end
end

// sprite: Parrot
when green flag clicked
forever
say [ARRR]
wait (3) seconds
end`,
    wrong: (right) => right.replace("wait (3) seconds", "wait (1) seconds"),
  },
  {
    start: "In our pirate club",
    right: `// stage
// variable score = 0

// sprite: Chest
when green flag clicked
hide

when I receive [found v]
show
say [Gold!]
change [score v] by (100)

// sprite: Pirate
when green flag clicked
forever
go to (mouse-pointer v)
if <touching (X v)?> then
broadcast [found v]
end
end

// sprite: X`,
    wrong: (right) => right.replace("change [score v] by (100)", "change [score v] by (10)"),
  },
  {
    start: "At our code school the children program a route",
    right: `// sprite: Robot
when green flag clicked
move (40) steps
turn left (90) degrees
move (40) steps
turn right (90) degrees
move (40) steps
turn right (90) degrees
move (40) steps
turn left (90) degrees`,
    wrong: (right) => changeLast(right, "turn left (90) degrees", "turn right (90) degrees"),
  },
  {
    start: "Jeu de l'oie for my students",
    right: `// stage
// variable roll = 0

// sprite: Dice
when this sprite clicked
set [roll v] to (pick random (1) to (6))
say (roll) for (1) seconds
broadcast [go v]

// sprite: Goose
when I receive [go v]
move ((roll) * (30)) steps`,
    wrong: (right) => right.replace("(roll) * (30)", "(roll) * (20)"),
  },
  {
    // the Goose moves one square at a time
    start: "Jeu de l'oie for my students",
    right: `// stage
// variable roll = 0

// sprite: Dice
when this sprite clicked
set [roll v] to (pick random (1) to (6))
say (roll)
broadcast [go v]

// sprite: Goose
when I receive [go v]
repeat (roll)
move (30) steps
wait (0.3) seconds
end`,
  },
  {
    start: "My daughter (9) goes to a coding school in Casablanca",
    right: `// sprite: Hen

// sprite: Egg
when green flag clicked
hide

when [e v] key pressed
go to (Hen v)
show
glide (1) secs to x: (0) y: (-150)`,
    wrong: (right) => right.replace("y: (-150)", "y: (-100)"),
  },
  {
    start: "Grade 6, a digital card for 8 March",
    right: `// sprite: Flower
when green flag clicked
set size to (10) %
repeat (18)
change size by (5)
end
say [Happy 8 March, Mum!]
start sound (Song v)`,
    wrong: (right) => right.replace("repeat (18)", "repeat (10)"),
  },
  {
    start: "i made a card for my mom for 8 march",
    right: `// sprite: Heart
when green flag clicked
forever
set size to (120) %
wait (0.5) seconds
set size to (100) %
wait (0.5) seconds
end

when this sprite clicked
play sound (Song v) until done`,
    wrong: (right) => right.replace("set size to (120) %", "set size to (150) %"),
  },
  {
    start: "Grade 5, parity",
    right: `// sprite: Owl
when green flag clicked
ask [Give me a number] and wait
if <((answer) mod (2)) = [0]> then
say [Even]
else
say [Odd]
end`,
    wrong: (right) => right.replace("mod (2)", "mod (3)"),
  },
  {
    start: "Grade 7, divisors",
    right: `// stage
// variable n = 0
// variable d = 1

// sprite: Robot
when green flag clicked
ask [Give me a number] and wait
set [n v] to (answer)
set [d v] to (1)
repeat (n)
if <((n) mod (d)) = [0]> then
say (d) for (1) seconds
end
change [d v] by (1)
end`,
    wrong: (right) => right.replace("say (d) for (1) seconds", "say (n) for (1) seconds"),
  },
  {
    start: "Grade 6, the sign of a number",
    right: `// sprite: Cat
when green flag clicked
ask [Give me a number] and wait
if <(answer) > [0]> then
say [Positive]
else
if <(answer) < [0]> then
say [Negative]
else
say [Zero]
end
end`,
    wrong: (right) => right.replace("say [Negative]", "say [Positive]"),
  },
  {
    start: "For the children in our centre, lesson 2",
    right: `// sprite: Sun
when green flag clicked
go to x: (0) y: (-100)
glide (5) secs to x: (0) y: (100)
switch backdrop to (Day v)
broadcast [morning v]

// sprite: Bird
when I receive [morning v]
say [Good morning!]`,
    wrong: (right) => right.replace("glide (5) secs", "glide (3) secs"),
  },
  {
    start: "Lesson 4, the children write their name",
    right: `// sprite: Pen
when green flag clicked
erase all
pen down
point in direction (180)
move (100) steps
turn left (90) degrees
move (60) steps
pen up`,
    wrong: (right) => right.replace("move (60) steps", "move (40) steps"),
  },
  {
    start: "Lesson 6 of the refugee children's course",
    right: `// sprite: Girl
when green flag clicked
say [Привіт!] for (2) seconds
say [Bună!] for (2) seconds
broadcast [hello v]

// sprite: Boy
when I receive [hello v]
say [Hello!]`,
    wrong: (right) => right.replace("say [Привіт!] for (2) seconds", "say [Привіт!] for (1) seconds"),
  },
  {
    start: "I run a Tuesday Scratch club",
    right: `// stage
// variable points = 0

// sprite: Teacher
when green flag clicked
forever
switch costume to (back v)
wait (2) seconds
switch costume to (front v)
wait (2) seconds
end

when [space v] key pressed
if <(costume [name v]) = [back]> then
change [points v] by (1)
else
say [Game over]
stop [all v]
end`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (5) seconds"),
  },
  {
    start: "at scratch club in kilcock",
    right: `// sprite: Monkey
when green flag clicked
forever
next costume
wait (0.3) seconds
end

when this sprite clicked
say [Hi!]`,
    wrong: (right) => right.replace("wait (0.3) seconds", "wait (1) seconds"),
  },
  {
    start: "Library code club, this week sensing",
    right: `// sprite: Cat
when green flag clicked
forever
go to (mouse-pointer v)
if <touching (Dog v)?> then
broadcast [woof v]
end
end

// sprite: Dog
when I receive [woof v]
say [Woof!] for (1) seconds
move (50) steps`,
    wrong: (right) => right.replace("broadcast [woof v]", "broadcast [bark v]"),
  },
  {
    start: "Big Challenge for the holidays",
    right: `// stage
// variable moves = 0

// sprite: Counter
when green flag clicked
set [moves v] to (0)

when [space v] key pressed
move (40) steps
change [moves v] by (1)
if <(moves) = [10]> then
say [Finish!]
end`,
    wrong: (right) => right.replace("move (40) steps", "move (30) steps"),
  },
  {
    start: "for the big challenge i want lives",
    right: `// stage
// variable lives = 5

// sprite: Frog
when green flag clicked
set [lives v] to (5)
forever
if <touching (Snake v)?> then
change [lives v] by (-1)
say [Ouch!] for (1) seconds
end
if <(lives) = [0]> then
say [Game over]
stop [all v]
end
end

// sprite: Snake
when green flag clicked
forever
glide (2) secs to (random position v)
end`,
    wrong: (right) => right.replace("set [lives v] to (5)", "set [lives v] to (3)"),
  },
  {
    // the Snake feels the touch and the game ends by a wait until
    start: "for the big challenge i want lives",
    right: `// stage
// variable lives = 5

// sprite: Snake
when green flag clicked
set [lives v] to (5)
forever
glide (2) secs to (random position v)
if <touching (Frog v)?> then
change [lives v] by (-1)
broadcast [hurt v]
end
end

when green flag clicked
wait until <(lives) < [1]>
broadcast [game over v]
stop [all v]

// sprite: Frog
when I receive [hurt v]
say [ouch] for (1) seconds`,
  },
  {
    start: "Class 3 with the Barclays volunteers",
    right: `// sprite: Key
when green flag clicked
hide
wait (5) seconds
go to (random position v)
show

// sprite: Girl
${arrowKeys(10)}

when green flag clicked
forever
if <touching (Key v)?> then
say [Found it!]
end
end`,
    wrong: (right) => right.replace("wait (5) seconds", "wait (3) seconds"),
  },
  {
    start: "hide the Cake pls",
    right: `// stage
// variable points = 0

// sprite: Cake
when green flag clicked
forever
hide
wait (3) seconds
show
wait (2) seconds
end

when this sprite clicked
change [points v] by (1)`,
    wrong: (right) => right.replace("wait (3) seconds", "wait (1) seconds"),
  },
  {
    start: "Library Code Club, principle of the week",
    right: `// stage
// variable count = 10

// sprite: Rocket
when green flag clicked
set [count v] to (10)

when [down arrow v] key pressed
change [count v] by (-1)
say (count)
if <(count) = [0]> then
glide (2) secs to x: (0) y: (180)
end`,
    wrong: (right) => right.replace("when [down arrow v] key pressed", "when [up arrow v] key pressed"),
  },
  {
    start: "we have to make a story with the words",
    right: `// sprite: Dog
when green flag clicked
say [I ate your sausages] for (2) seconds
broadcast [boy v]

when I receive [run v]
glide (1) secs to x: (240) y: (0)

// sprite: Boy
when I receive [boy v]
say [Give me back my underpants!!] for (2) seconds
broadcast [run v]`,
    wrong: (right) => right.replace("x: (240)", "x: (-240)"),
  },
  {
    start: "Africa Code Week, a Saturday session",
    right: `// sprite: Runner
when green flag clicked
go to x: (-220) y: (0)
repeat (24)
move (20) steps
next costume
wait (0.1) seconds
end
say [Finished!]`,
    wrong: (right) => right.replace("repeat (24)", "repeat (20)"),
  },
  {
    start: "i learned scratch on saturday",
    right: `// stage
// variable coffee = 0

// sprite: Cup
when this sprite clicked
change [coffee v] by (1)
if <(coffee) = [10]> then
say [Too much coffee!!]
end`,
    wrong: (right) => right.replace("(coffee) = [10]", "(coffee) = [20]"),
  },
  {
    start: "3rd class, sequence, repetition and decision",
    right: `// sprite: Hedgehog
when green flag clicked
ask [How many apples?] and wait
if <(answer) > [10]> then
say [That is too many!]
stop [all v]
end
repeat (answer)
say [Apple!] for (0.5) seconds
end`,
    wrong: (right) => right.replace("(answer) > [10]", "(answer) > [5]"),
  },
  {
    start: "Dobar dan. The 3rd class make a game",
    right: `// sprite: Bear
${arrowKeys(10)}

when green flag clicked
forever
if <touching (Honey v)?> then
say [Njam!] for (1) seconds
end
end

// sprite: Honey
when green flag clicked
forever
if <touching (Bear v)?> then
go to (random position v)
end
end`,
    wrong: (right) => right.replace("say [Njam!]", "say [Yum!]"),
  },
  {
    start: "Programerko workshop",
    right: `// sprite: Robot
when green flag clicked
forever
ask [Which way?] and wait
if <(answer) = [up]> then
change y by (50)
end
if <(answer) = [down]> then
change y by (-50)
end
end`,
    wrong: (right) => right.replace("change y by (-50)", "change y by (50)"),
  },
  {
    start: "4th class elective computing",
    right: `// sprite: Bear
define step
move (10) steps
next costume

when green flag clicked
repeat (20)
step
end`,
    wrong: (right) => right.replace("repeat (20)", "repeat (10)"),
  },
  {
    start: "6th class, a custom block with an input",
    right: `// sprite: Pen
define square (size)
repeat (4)
move (size) steps
turn right (90) degrees
end

when green flag clicked
erase all
pen down
square (50)
square (100)
square (150)`,
    wrong: (right) => right.replace("square (100)", "square (80)"),
  },
  {
    start: "CP-CE1 after-school workshop",
    right: `// sprite: Ladybird
when green flag clicked
repeat (3)
move (10) steps
wait (1) seconds
move (-10) steps
end
say [Again?]`,
    wrong: (right) => right.replace("repeat (3)", "repeat (2)"),
  },
  {
    start: "My 7-year-old goes to a code workshop",
    right: `// sprite: Snail
when green flag clicked
go to x: (-200) y: (0)
repeat until <touching (edge v)?>
move (pick random (1) to (5)) steps
wait (0.5) seconds
end
say [I won!]`,
    wrong: (right) => right.replace("pick random (1) to (5)", "pick random (1) to (10)"),
  },
  {
    start: "Street library, an unplugged game first",
    right: `// stage
// list moves = [forward, forward, turn]
// variable i = 1

// sprite: Robot
when green flag clicked
set [i v] to (1)
repeat (length of [moves v])
if <(item (i) of [moves v]) = [forward]> then
move (50) steps
end
if <(item (i) of [moves v]) = [turn]> then
turn right (90) degrees
end
change [i v] by (1)
end`,
    wrong: (right) => right.replace("turn right (90) degrees", "turn right (45) degrees"),
  },
  {
    start: "magic makers workshop: my Ghost",
    right: `// sprite: Ghost
when green flag clicked
hide

when [g v] key pressed
show`,
    wrong: (right) => right.replace("when [g v] key pressed", "when [h v] key pressed"),
  },
  {
    start: "my labyrinth at magic makers",
    right: `// sprite: Ball
${arrowKeys(3)}

when green flag clicked
go to x: (-200) y: (150)
forever
if <touching color [#000000]?> then
go to x: (-200) y: (150)
end
if <touching (Flag v)?> then
say [Bravo!]
stop [all v]
end
end

// sprite: Flag`,
    wrong: (right) => right.replace("change y by (-3)", "change y by (-4)"),
  },
  {
    start: "one player pong like at school",
    right: `// sprite: Paddle
when green flag clicked
go to x: (0) y: (-150)

${sideArrowKeys(10)}

// sprite: Ball
when green flag clicked
go to x: (0) y: (100)
point in direction (45)
forever
move (5) steps
if on edge, bounce
if <touching (Paddle v)?> then
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
    start: "6th year, open class for families",
    right: `// stage
// variable hits = 0

// sprite: Ball
when green flag clicked
set [hits v] to (0)
go to x: (0) y: (100)
point in direction (135)
forever
move (7) steps
if on edge, bounce
if <touching (Platform v)?> then
change [hits v] by (1)
point in direction ((180) - (direction))
move (7) steps
end
end

// sprite: Platform
when green flag clicked
forever
set x to (mouse x)
end`,
    wrong: (right) => right.replace("point in direction (135)", "point in direction (45)"),
  },
  {
    start: "4th year, Scratch Day, water",
    right: `// stage
// variable wind = 0

// sprite: Windmill
when green flag clicked
forever
if <(wind) > [0]> then
turn right (15) degrees
end
end

// sprite: Cloud
when this sprite clicked
set [wind v] to (5)

// sprite: Sun
when this sprite clicked
set [wind v] to (0)`,
    wrong: (right) => right.replace("set [wind v] to (5)", "set [wind v] to (1)"),
  },
  {
    start: "My son is 9 and already has a Scratch diploma",
    right: `// sprite: Tap
when this sprite clicked
repeat (10)
create clone of (Drop v)
wait (0.2) seconds
end

// sprite: Drop
when green flag clicked
hide

when I start as a clone
go to (Tap v)
show
glide (1) secs to x: (x position) y: (-180)
delete this clone`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  {
    start: "game jam at expo prado",
    right: `// stage
// variable points = 0

// sprite: Gaucho
${sideArrowKeys(8)}

${fallingCatch("Star", 4, "Gaucho", "points", 1)}`,
    wrong: (right) => right.replace("change y by (-4)", "change y by (-2)"),
  },
  {
    start: "Lesson 7, characters talking",
    right: `// sprite: Fox
when green flag clicked
say [Who are you?] for (2) seconds
broadcast [ask v]

when I receive [answered v]
say [Let's play!]

// sprite: Rabbit
when I receive [ask v]
say [I am Bunny] for (2) seconds
broadcast [answered v]`,
    wrong: (right) => right.replace("say [I am Bunny] for (2) seconds\nbroadcast [answered v]", "say [I am Bunny] for (2) seconds\nbroadcast [done v]"),
  },
  {
    start: "Lesson 8, scenes",
    right: `// sprite: Cat
when [right arrow v] key pressed
next backdrop

when [left arrow v] key pressed
switch backdrop to (previous backdrop v)`,
    wrong: (right) => right.replace("switch backdrop to (previous backdrop v)", "next backdrop"),
  },
  {
    start: "Lesson 12, making clones",
    right: `// sprite: Star
when green flag clicked
hide
repeat (8)
create clone of (myself v)
wait (0.5) seconds
end

when I start as a clone
go to (random position v)
set [color v] effect to (pick random (1) to (200))
show
forever
turn right (5) degrees
end`,
    wrong: (right) => right.replace("repeat (8)", "repeat (6)"),
  },
  {
    start: "Lesson 2, keyboard control, 10 points each",
    right: `// sprite: Cat
when green flag clicked
go to x: (0) y: (0)
erase all
point in direction (90)

${([["up arrow", 0], ["down arrow", 180], ["left arrow", -90], ["right arrow", 90]] as const).map(([key, direction]) => `when [${key} v] key pressed\npoint in direction (${direction})\nmove (10) steps`).join("\n\n")}

when [space v] key pressed
pen down

when [a v] key pressed
pen up`,
    wrong: (right) => right.replace("when [a v] key pressed", "when [b v] key pressed"),
  },
  {
    start: "Lesson 3, the maze (2 periods)",
    right: `// sprite: Mouse
when green flag clicked
go to x: (-200) y: (-150)
forever
move (2) steps
if <touching color [#000000]?> then
turn right (180) degrees
end
if <touching color [#0000ff]?> then
say [Level cleared!]
stop [all v]
end
if <touching color [#ff0000]?> then
go to x: (-200) y: (-150)
end
end`,
    wrong: (right) => right.replace("say [Level cleared!]", "say [Well done!]"),
  },
  {
    start: "Grade 4, loops: the Cat draws a house",
    right: `// sprite: Cat
define house
repeat (4)
move (60) steps
turn right (90) degrees
end
repeat (3)
move (60) steps
turn left (120) degrees
end

when green flag clicked
erase all
go to x: (-200) y: (0)
point in direction (90)
repeat (5)
pen down
house
pen up
change x by (80)
end`,
    wrong: (right) => right.replace("change x by (80)", "change x by (60)"),
  },
  {
    start: "My son's Saturday class in Taipei",
    right: `// sprite: Dragon

// sprite: Fire
when green flag clicked
hide

when [f v] key pressed
go to (Dragon v)
show
glide (1) secs to x: (240) y: (0)
hide`,
    wrong: (right) => right.replace("when [f v] key pressed", "when [space v] key pressed"),
  },
  {
    start: "Grade 5, a local story: the Hare",
    right: `// sprite: Hare
when green flag clicked
go to x: (-200) y: (50)
glide (1) secs to x: (0) y: (0)
say [I will sleep] for (2) seconds

// sprite: Tortoise
when green flag clicked
go to x: (-200) y: (0)
glide (6) secs to x: (220) y: (0)
say [Slow and steady!]`,
    wrong: (right) => right.replace("glide (6) secs", "glide (2) secs"),
  },
  {
    start: "Namaste. In my grade 4 class",
    right: `// sprite: Elephant
when green flag clicked
move (10) steps
say [Namaste] for (2) seconds`,
    wrong: (right) => `${right}\n\nwhen this sprite clicked\nsay [Hello]\n\nwhen [space v] key pressed\nmove (10) steps`,
  },
  {
    start: "Grade 6, the story becomes a game",
    right: `// sprite: Monkey
when [space v] key pressed
change y by (60)
wait (0.3) seconds
change y by (-60)

when green flag clicked
go to x: (-200) y: (-100)
forever
if <touching color [#0000ff]?> then
say [Splash!] for (1) seconds
go to x: (-200) y: (-100)
end
end`,
    wrong: (right) => right.replace("change y by (60)", "change y by (40)"),
  },
  {
    start: "For the BdOSN Scratch competition",
    right: `// sprite: Boat
when [up arrow v] key pressed
change y by (5)

when [down arrow v] key pressed
change y by (-5)

when green flag clicked
forever
if <touching (Crocodile v)?> then
say [Help!]
stop [all v]
end
end

// sprite: Crocodile
when green flag clicked
go to x: (240) y: (0)
forever
change x by (-3)
end`,
    wrong: (right) => right.replace("change x by (-3)", "change x by (-5)"),
  },
  {
    start: "My 12-year-old's homework is a racing game",
    right: `// stage
// variable speed = 5
// variable lap = 0

// sprite: Car
when green flag clicked
set [lap v] to (0)
reset timer
forever
set [speed v] to (5)
if <touching color [#00ff00]?> then
set [speed v] to (2)
end
move (speed) steps
if <touching (Finish v)?> then
change [lap v] by (1)
wait until <not <touching (Finish v)?>>
end
if <(lap) = [3]> then
say (timer)
stop [all v]
end
end

when [left arrow v] key pressed
turn left (6) degrees

when [right arrow v] key pressed
turn right (6) degrees

// sprite: Finish`,
    wrong: (right) => right.replace("set [speed v] to (2)", "set [speed v] to (1)"),
  },
  {
    start: "My nine-year-old goes to Code Club at the library",
    right: `// sprite: Hat
when this sprite clicked
broadcast [magic v]

// sprite: Rabbit
when green flag clicked
hide

when I receive [magic v]
show
say [Ta-da!]

when this sprite clicked
hide`,
    wrong: (right) => changeLast(right, "when this sprite clicked\nhide", "when this sprite clicked\nsay [Bye]"),
  },
  {
    start: "christmas game from my club",
    right: `// stage
// variable score = 0

// sprite: Santa
${sideArrowKeys(8)}

${fallingCatch("Present", 4, "Santa", "score", 1)}

// sprite: Icicle
when green flag clicked
go to x: (pick random (-220) to (220)) y: (180)
forever
change y by (-6)
if <touching (Santa v)?> then
say [Game over]
stop [all v]
end
end`,
    wrong: (right) => right.replace("change y by (-6)", "change y by (-4)"),
  },
  {
    start: "Labas. In programming club",
    right: `// sprite: Snow
when green flag clicked
hide
forever
create clone of (myself v)
wait (0.3) seconds
end

when I start as a clone
go to x: (pick random (-240) to (240)) y: (180)
show
repeat until <(y position) < [-170]>
change y by (-2)
end
delete this clone`,
    wrong: (right) => right.replace("wait (0.3) seconds", "wait (1) seconds"),
  },
  {
    start: "7th class, an Easter race",
    right: `${bunny("Bunny1", 50)}

${bunny("Bunny2", -50)}`,
    wrong: (right) => changeLast(right, "pick random (1) to (10)", "pick random (1) to (20)"),
  },
  {
    start: "Workshop in Sohar",
    right: `// sprite: Camel
when [right arrow v] key pressed
move (5) steps
next costume
if <touching (Oasis v)?> then
switch backdrop to (Oasis v)
say [Water!]
end

// sprite: Oasis`,
    wrong: (right) => right.replace("move (5) steps", "move (10) steps"),
  },
  {
    start: "Game design workshop, ages 8-14, a catch game",
    right: `// stage
// variable dates = 0

// sprite: Basket
when green flag clicked
set y to (-140)
forever
set x to (mouse x)
end

${fallingCatch("Date", 5, "Basket", "dates", 1)}`,
    wrong: (right) => right.replace("set y to (-140)", "set y to (-100)"),
  },
  {
    start: "First time at a computer, refugee camp class",
    right: `// sprite: Bus
when green flag clicked
repeat (3)
go to x: (-240) y: (0)
glide (4) secs to x: (240) y: (0)
start sound (Horn v)
end`,
    wrong: (right) => right.replace("repeat (3)", "repeat (2)"),
  },
  {
    start: "code camp game: my Dino",
    right: `// sprite: Dino
when [space v] key pressed
glide (0.5) secs to x: (-150) y: (30)
glide (0.5) secs to x: (-150) y: (-50)

// sprite: Rock
when green flag clicked
go to x: (240) y: (-50)
forever
change x by (-6)
if <(x position) < [-230]> then
set x to (240)
end
if <touching (Dino v)?> then
say [Game over]
stop [all v]
end
end`,
    wrong: (right) => right.replace("change x by (-6)", "change x by (-3)"),
  },
  {
    start: "Code camp, ages 7-11, demo for the parents",
    right: `// sprite: Host
when green flag clicked
say [Welcome, parents!] for (2) seconds
broadcast [show v]

${jumpOn("Cat", "show", 30)}

${jumpOn("Dog", "show", 30)}`,
    wrong: (right) => changeLast(right, "change y by (-30)", "change y by (-20)"),
  },
  {
    start: "maze game pls!!",
    right: `// sprite: Mouse
${arrowKeys(4)}

when green flag clicked
go to x: (-210) y: (-160)
forever
if <touching color [#0000ff]?> then
go to x: (-210) y: (-160)
end
if <touching (Cheese v)?> then
say [Yum! U win!]
stop [all v]
end
end

// sprite: Cheese`,
    wrong: (right) => right.replace("change x by (4)", "change x by (8)"),
  },
  {
    start: "chase game: the Dog chases the Cat",
    right: `// sprite: Cat
when [w v] key pressed
change y by (7)

when [a v] key pressed
change x by (-7)

when [s v] key pressed
change y by (-7)

when [d v] key pressed
change x by (7)

// sprite: Dog
when green flag clicked
go to x: (200) y: (150)
forever
point towards (Cat v)
move (3) steps
if <touching (Cat v)?> then
say [Got you!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("when [w v] key pressed", "when [up arrow v] key pressed"),
  },
  {
    // the wasd keys asked in the Cat's loop, and the Dog waits until it touches the Cat
    start: "chase game: the Dog chases the Cat",
    right: `// sprite: Cat
when green flag clicked
forever
if <key (w v) pressed?> then
change y by (7)
end
if <key (a v) pressed?> then
change x by (-7)
end
if <key (s v) pressed?> then
change y by (-7)
end
if <key (d v) pressed?> then
change x by (7)
end
end

// sprite: Dog
when green flag clicked
forever
point towards (Cat v)
move (3) steps
end

when green flag clicked
wait until <touching (Cat v)?>
say [Got you!]
stop [all v]`,
  },
  {
    start: "a clicker game with a Pizza",
    right: `// stage
// variable pizzas = 0

// sprite: Pizza
when this sprite clicked
change [pizzas v] by (1)
if <((pizzas) mod (10)) = [0]> then
change size by (10)
end`,
    wrong: (right) => right.replace("mod (10)", "mod (5)"),
  },
  {
    start: "pong 2 players pls!!!",
    right: `// sprite: Red
when [q v] key pressed
change y by (10)

when [a v] key pressed
change y by (-10)

// sprite: Blue
when [p v] key pressed
change y by (10)

when [l v] key pressed
change y by (-10)

// sprite: Ball
when green flag clicked
go to x: (0) y: (0)
point in direction (60)
forever
move (6) steps
if on edge, bounce
if <touching (Red v)?> then
point in direction ((0) - (direction))
end
if <touching (Blue v)?> then
point in direction ((0) - (direction))
end
end`,
    wrong: (right) => right.replace("when [l v] key pressed", "when [k v] key pressed"),
  },
  {
    start: "flappy game with a Bee",
    right: `// sprite: Bee
when [space v] key pressed
change y by (40)

when green flag clicked
go to x: (-150) y: (0)
forever
change y by (-3)
if <touching (Pipe v)?> then
stop [all v]
end
if <(y position) < [-170]> then
stop [all v]
end
end

// sprite: Pipe
when green flag clicked
forever
go to x: (240) y: (pick random (-100) to (100))
repeat until <(x position) < [-230]>
change x by (-4)
end
end`,
    wrong: (right) => right.replace("change y by (40)", "change y by (20)"),
  },
  {
    start: "platformer!! the Hero",
    right: `// stage
// variable yspeed = 0

// sprite: Hero
when green flag clicked
set [yspeed v] to (0)
forever
change [yspeed v] by (-1)
change y by (yspeed)
if <touching color [#8b4513]?> then
set [yspeed v] to (0)
end
if <<touching color [#8b4513]?> and <key (up arrow v) pressed?>> then
set [yspeed v] to (14)
end
end

${sideArrowKeys(5)}`,
    wrong: (right) => right.replace("set [yspeed v] to (14)", "set [yspeed v] to (10)"),
  },
  {
    start: "space shooter!!!",
    right: `// stage
// variable score = 0

// sprite: Rocket
when green flag clicked
go to x: (0) y: (-150)

${sideArrowKeys(9)}

when [space v] key pressed
create clone of (Bullet v)

// sprite: Bullet
when green flag clicked
hide

when I start as a clone
go to (Rocket v)
show
repeat until <touching (edge v)?>
change y by (10)
end
delete this clone

${fallingCatch("Meteor", 3, "Bullet", "score", 5)}`,
    wrong: (right) => right.replace("change [score v] by (5)", "change [score v] by (1)"),
  },
  {
    start: "snake game where the snake gets longer",
    right: `// stage
// variable length = 3

// sprite: Head
when green flag clicked
set [length v] to (3)
forever
create clone of (Body v)
move (10) steps
wait (0.15) seconds
if <touching (Apple v)?> then
change [length v] by (1)
end
end

${([["up arrow", 0], ["down arrow", 180], ["left arrow", -90], ["right arrow", 90]] as const).map(([key, direction]) => `when [${key} v] key pressed\npoint in direction (${direction})`).join("\n\n")}

// sprite: Body
when I start as a clone
go to (Head v)
wait ((length) * (0.15)) seconds
delete this clone

// sprite: Apple`,
    wrong: (right) => right.replace("wait (0.15) seconds", "wait (0.3) seconds"),
  },
  {
    start: "virtual pet Hamster!!",
    right: `// stage
// variable hunger = 50
// variable happiness = 50

// sprite: Hamster
when green flag clicked
set [hunger v] to (50)
set [happiness v] to (50)
forever
wait (2) seconds
change [hunger v] by (1)
change [happiness v] by (-1)
end

when this sprite clicked
change [happiness v] by (5)
say [Squeak!] for (1) seconds

// sprite: Seed
when this sprite clicked
change [hunger v] by (-10)`,
    wrong: (right) => right.replace("change [hunger v] by (-10)", "change [hunger v] by (-5)"),
  },
  {
    start: "dress up game: a Bear and 4 hats",
    right: `// sprite: Bear

${hat("Hat1", -180)}

${hat("Hat2", -60)}

${hat("Hat3", 60)}

${hat("Hat4", 180)}

// sprite: Reset
when this sprite clicked
broadcast [reset v]`,
    wrong: (right) => changeLast(right, "change y by (60)", "change y by (30)"),
  },
  {
    start: "quiz about football!!",
    right: `// stage
// variable score = 0

// sprite: Referee
when green flag clicked
set [score v] to (0)
ask [Who won the World Cup 2022?] and wait
if <(answer) = [Argentina]> then
change [score v] by (1)
end
ask [How many players on a team?] and wait
if <(answer) = [11]> then
change [score v] by (1)
end
ask [What colour card sends you off?] and wait
if <(answer) = [red]> then
change [score v] by (1)
end
say (join [Your score: ] (score))`,
    wrong: (right) => right.replace("(answer) = [11]", "(answer) = [10]"),
  },
  {
    start: "story with 3 characters talking in turn",
    right: `// sprite: Wolf
when green flag clicked
say [I'm hungry] for (2) seconds
broadcast [pig v]

// sprite: Pig
when I receive [pig v]
say [Not me!] for (2) seconds
broadcast [owl v]

// sprite: Owl
when I receive [owl v]
say [Eat a salad] for (2) seconds`,
    wrong: (right) => right.replace("say [Eat a salad]", "say [Eat a carrot]"),
  },
  {
    // the turns passed on by waits
    start: "story with 3 characters talking in turn",
    right: `// sprite: Wolf
when green flag clicked
say [im hungry] for (2) seconds

// sprite: Pig
when green flag clicked
wait (2) seconds
say [not me!] for (2) seconds

// sprite: Owl
when green flag clicked
wait (4) seconds
say [eat a salad] for (2) seconds`,
  },
  {
    start: "countdown for new year!!",
    right: `// stage
// variable count = 10

// sprite: Clock
when green flag clicked
set [count v] to (10)
repeat (10)
say (count) for (1) seconds
change [count v] by (-1)
end
say [HAPPY NEW YEAR]
broadcast [fireworks v]

// sprite: Fireworks
when green flag clicked
hide

when I receive [fireworks v]
show`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  {
    start: "2 dice game!!",
    right: `// stage
// variable a = 1
// variable b = 1

// sprite: Die1
when [space v] key pressed
set [a v] to (pick random (1) to (6))
switch costume to (a)

// sprite: Die2
when [space v] key pressed
set [b v] to (pick random (1) to (6))
switch costume to (b)
broadcast [total v]

// sprite: Cat
when I receive [total v]
say ((a) + (b))`,
    wrong: (right) => right.replace("say ((a) + (b))", "say ((a) - (b))"),
  },
  {
    start: "random name picker for who cleans up",
    right: `// stage
// list helpers = [Ana, Ben, Chloe, Dev, Emi]

// sprite: Wheel
when this sprite clicked
repeat (20)
turn right (18) degrees
end
say (item (pick random (1) to (length of [helpers v])) of [helpers v])`,
    wrong: (right) => right.replace("repeat (20)", "repeat (10)"),
  },
  {
    start: "pen drawing: a hexagon!!",
    right: `// sprite: Pen
when green flag clicked
erase all
set pen color to [#00ff00]
set pen size to (5)
pen down
repeat (6)
move (70) steps
turn right (60) degrees
end
pen up`,
    wrong: (right) => right.replace("turn right (60) degrees", "turn right (90) degrees"),
  },
  {
    start: "beat maker with keys",
    right: `// sprite: Drums
when [k v] key pressed
start sound (Kick v)

when [s v] key pressed
start sound (Snare v)

when [h v] key pressed
start sound (Hihat v)

when [b v] key pressed
repeat (4)
start sound (Kick v)
wait (0.25) seconds
start sound (Hihat v)
wait (0.25) seconds
start sound (Snare v)
wait (0.25) seconds
start sound (Hihat v)
wait (0.25) seconds
end`,
    wrong: (right) => right.replace("when [h v] key pressed", "when [j v] key pressed"),
  },
  {
    start: "walking animation: my Penguin",
    right: `// sprite: Penguin
when green flag clicked
set rotation style [left-right v]
forever
move (3) steps
next costume
wait (0.15) seconds
if on edge, bounce
end`,
    wrong: (right) => right.replace("wait (0.15) seconds", "wait (0.5) seconds"),
  },
  {
    start: "hide and seek in the house",
    right: `// stage
// variable room = 1

// sprite: Kitten
when green flag clicked
hide
set [room v] to (pick random (1) to (4))
ask [Which room is the kitten in, 1 to 4?] and wait
if <(answer) = (room)> then
show
say [Meow! U found me]
else
say [Try again]
end`,
    wrong: (right) => right.replace("pick random (1) to (4)", "pick random (1) to (3)"),
  },
  {
    start: "whack a mole with 3 moles!!",
    right: `// stage
// variable whacks = 0

${mole("Mole1")}

${mole("Mole2")}

${mole("Mole3")}`,
    wrong: (right) => changeLast(right, "change [whacks v] by (1)", "change [whacks v] by (2)"),
  },
  {
    start: "can u make a catch game where apples fall",
    right: `// stage
// variable misses = 0
// variable score = 0

// sprite: Basket
when green flag clicked
go to x: (0) y: (-150)
forever
set x to (mouse x)
end

// sprite: Apple
when green flag clicked
set [misses v] to (0)
go to x: (pick random (-220) to (220)) y: (180)
forever
change y by (-5)
if <touching (Basket v)?> then
change [score v] by (1)
go to x: (pick random (-220) to (220)) y: (180)
end
if <(y position) < [-170]> then
change [misses v] by (1)
go to x: (pick random (-220) to (220)) y: (180)
end
if <(misses) = [3]> then
say [Game over]
stop [all v]
end
end`,
    wrong: (right) => right.replace("(misses) = [3]", "(misses) = [5]"),
  },
  {
    // the Basket on the arrow keys, three lives counted down
    start: "can u make a catch game where apples fall",
    right: `// stage
// variable lives = 3
// variable score = 0

// sprite: Basket
${sideArrowKeys(10)}

// sprite: Apple
when green flag clicked
set [lives v] to (3)
forever
go to x: (pick random (-220) to (220)) y: (180)
repeat until <<touching (Basket v)?> or <(y position) < [-170]>>
change y by (-4)
end
if <touching (Basket v)?> then
change [score v] by (1)
end
if <(y position) < [-170]> then
change [lives v] by (-1)
end
if <(lives) < [1]> then
say [Game over!]
stop [all v]
end
end`,
  },
  {
    start: "i want my Parrot to repeat what i type",
    right: `// sprite: Parrot
when green flag clicked
forever
ask [Say something] and wait
say (answer) for (2) seconds
end`,
    wrong: (right) => right.replace("say (answer) for (2) seconds", "say (answer) for (1) seconds"),
  },
  {
    start: "make a sun that goes round the stage",
    right: `// sprite: Sun
when green flag clicked
forever
glide (2) secs to x: (-200) y: (150)
glide (2) secs to x: (200) y: (150)
glide (2) secs to x: (200) y: (-150)
glide (2) secs to x: (-200) y: (-150)
end`,
    wrong: (right) => right.replace("x: (200) y: (-150)", "x: (200) y: (-100)"),
  },
  {
    start: "my game needs a timer",
    right: `// stage
// variable time = 0

// sprite: Clock
when green flag clicked
set [time v] to (0)
forever
wait (1) seconds
change [time v] by (1)
if <(time) = [60]> then
say [Times up!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("(time) = [60]", "(time) = [30]"),
  },
  {
    start: "sorry i dont speak english good",
    right: `// sprite: Ball
when green flag clicked
forever
if <mouse down?> then
go to (mouse-pointer v)
end
end`,
    wrong: `// sprite: Ball
when green flag clicked
forever
go to (mouse-pointer v)
end`,
  },
  {
    start: "my cat should think hmm",
    right: `// sprite: Cat
when green flag clicked
think [Hmm] for (2) seconds
say [I know!]
change y by (50)
wait (0.3) seconds
change y by (-50)`,
    wrong: (right) => right.replace("think [Hmm] for (2) seconds", "think [Hmm] for (1) seconds"),
  },
  {
    start: "a drawing game: arrow keys move the Pencil",
    right: `// sprite: Pencil
when green flag clicked
erase all
pen down

${arrowKeys(5)}

when [c v] key pressed
erase all

when [1 v] key pressed
set pen color to [#ff0000]

when [2 v] key pressed
set pen color to [#00ff00]

when [3 v] key pressed
set pen color to [#0000ff]`,
    wrong: (right) => right.replace("when [c v] key pressed", "when [x v] key pressed"),
  },
  {
    start: "i want a music thing",
    right: `// sprite: Guitar
when this sprite clicked
${[60, 64, 67, 72].map((note) => `play note (${note}) for (0.5) beats`).join("\n")}
say [Rock on!]`,
    wrong: (right) => right.replace("play note (67)", "play note (65)"),
  },
  {
    start: "in my game u collect 5 Coins",
    right: `// stage
// variable coins = 0

// sprite: Player
${arrowKeys(6)}

// sprite: Coin
when green flag clicked
set [coins v] to (0)
hide
repeat (5)
create clone of (myself v)
end

when I start as a clone
go to (random position v)
show
forever
if <touching (Player v)?> then
change [coins v] by (1)
delete this clone
end
end

// sprite: Door
when green flag clicked
hide
wait until <(coins) = [5]>
show`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "Year 3, LO: to predict",
    right: `// sprite: Frog
when this sprite clicked
repeat (3)
change y by (40)
wait (0.5) seconds
change y by (-40)
wait (0.5) seconds
end`,
    wrong: (right) => right.replace("repeat (3)", "repeat (4)"),
  },
  {
    start: "Year 4, LO: to use a variable as a counter",
    right: `// stage
// variable goals = 0

// sprite: Ball
when green flag clicked
set [goals v] to (0)
go to x: (0) y: (-100)
forever
if <touching (Goal v)?> then
change [goals v] by (1)
go to x: (0) y: (-100)
end
end

when this sprite clicked
glide (1) secs to x: (0) y: (150)

// sprite: Goal`,
    wrong: (right) => changeLast(right, "go to x: (0) y: (-100)", "go to x: (0) y: (0)"),
  },
  {
    start: "Year 5, LO: to use or",
    right: `// sprite: Bat
when green flag clicked
forever
move (4) steps
if <<touching (Tree v)?> or <touching (edge v)?>> then
say [Ouch!] for (0.5) seconds
turn right (180) degrees
end
end

// sprite: Tree`,
    wrong: (right) => right.replace("> or <", "> and <"),
  },
  {
    start: "Year 6, LO: to use a list as a memory",
    right: `// stage
// list words = []
// variable i = 1

// sprite: Parrot
when green flag clicked
delete all of [words v]
repeat (5)
ask [Tell me a word] and wait
add (answer) to [words v]
end
set [i v] to (1)
repeat (5)
say (item (i) of [words v]) for (1) seconds
change [i v] by (1)
end`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "Year 2, LO: to use a sequence of sounds",
    right: `// sprite: Cow
when green flag clicked
play sound (Moo v) until done
wait (1) seconds
play sound (Moo v) until done`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },
  {
    start: "Year 7, LO: to use the timer as a score",
    right: `// sprite: Light
when green flag clicked
switch costume to (red v)
wait (pick random (2) to (5)) seconds
switch costume to (green v)
reset timer

when [space v] key pressed
say (timer)`,
    wrong: (right) => right.replace("pick random (2) to (5)", "pick random (1) to (3)"),
  },
  {
    start: "Year 8, LO: to use a custom block with two inputs",
    right: `// sprite: Pen
define star (size) (points)
repeat (points)
move (size) steps
turn right ((720) / (points)) degrees
end

when green flag clicked
erase all
pen up
go to x: (-100) y: (0)
pen down
star (100) (5)
pen up
go to x: (100) y: (0)
pen down
star (60) (7)`,
    wrong: (right) => right.replace("star (60) (7)", "star (60) (5)"),
  },
  {
    start: "Grade 4, LO: to use the music extension",
    right: `// sprite: Xylophone
when green flag clicked
set tempo to (120)
${[60, 62, 64, 65, 67, 69, 71, 72].map((note) => `play note (${note}) for (0.25) beats`).join("\n")}`,
    wrong: (right) => right.replace("set tempo to (120)", "set tempo to (100)"),
  },
  {
    start: "Year 5, LO: to use nested loops",
    right: `// sprite: Pen
when green flag clicked
erase all
pen down
repeat (8)
repeat (4)
move (50) steps
turn right (90) degrees
end
turn right (45) degrees
end`,
    wrong: (right) => right.replace("turn right (45) degrees", "turn right (30) degrees"),
  },
  {
    // a custom block for the square
    start: "Year 5, LO: to use nested loops",
    right: `// sprite: Pen
define square
repeat (4)
move (50) steps
turn left (90) degrees
end

when green flag clicked
erase all
pen down
repeat (8)
square
turn left (45) degrees
end`,
  },
  {
    start: "Year 6, LO: to use sensing of colour",
    right: `// sprite: Car
when green flag clicked
forever
move (2) steps
if <touching color [#ffffff]?> then
turn right (5) degrees
else
turn left (5) degrees
end
end`,
    wrong: (right) => right.replace("turn left (5) degrees", "turn left (10) degrees"),
  },
  {
    start: "Year 3, science: a day and night cycle",
    right: `// sprite: Sun
when green flag clicked
forever
glide (3) secs to x: (0) y: (150)
switch backdrop to (Day v)
glide (3) secs to x: (0) y: (-150)
switch backdrop to (Night v)
end`,
    wrong: (right) => right.replace("switch backdrop to (Night v)", "switch backdrop to (Day v)"),
  },
  {
    start: "Year 5, maths: the times tables",
    right: `// stage
// variable score = 0
// variable n = 1

// sprite: Teacher
when green flag clicked
set [score v] to (0)
set [n v] to (1)
repeat (10)
ask (join [What is 7 x ] (n)) and wait
if <(answer) = ((7) * (n))> then
change [score v] by (1)
say [Correct!] for (1) seconds
else
say (join [No, it is ] ((7) * (n))) for (1) seconds
end
change [n v] by (1)
end
say (join [Score: ] (score))`,
    wrong: (right) => right.replace("if <(answer) = ((7) * (n))>", "if <(answer) = ((6) * (n))>"),
  },
  {
    start: "Year 4, LO: to debug",
    right: `// sprite: Fish
when green flag clicked
set rotation style [left-right v]
forever
move (4) steps
if on edge, bounce
end`,
    wrong: (right) => right.replace("set rotation style [left-right v]\n", ""),
  },
  {
    start: "Year 1, on the big screen",
    right: `// sprite: Duck
when this sprite clicked
say [Quack]`,
    wrong: (right) => `${right}\n\nwhen green flag clicked\ngo to x: (0) y: (0)`,
  },
  {
    start: "Year 7, LO: to use operators",
    right: `// stage
// variable a = 0
// variable b = 0

// sprite: Calculator
when green flag clicked
ask [First number?] and wait
set [a v] to (answer)
ask [Second number?] and wait
set [b v] to (answer)
say ((a) + (b)) for (2) seconds
say ((a) - (b)) for (2) seconds
say ((a) * (b)) for (2) seconds`,
    wrong: (right) => right.replace("say ((a) - (b))", "say ((b) - (a))"),
  },
  {
    start: "Year 6, LO: to send a message with a value",
    right: `// stage
// variable price = 0

// sprite: Shop
when green flag clicked
set [price v] to (25)
broadcast [sale v]

// sprite: Customer
when I receive [sale v]
say (join [That costs ] (price))`,
    wrong: (right) => right.replace("set [price v] to (25)", "set [price v] to (20)"),
  },
  {
    start: "Year 2, LO: to give instructions in order",
    right: `// sprite: Bus
when green flag clicked
go to x: (-200) y: (-100)
glide (2) secs to x: (0) y: (-100)
wait (1) seconds
glide (2) secs to x: (200) y: (-100)`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (3) seconds"),
  },
  {
    start: "Our 5-year-old loves animals",
    right: `${animal("Cow", "Moo", "Moo!")}

${animal("Duck", "Quack", "Quack!")}

${animal("Sheep", "Baa", "Baa!")}`,
    wrong: (right) => right.replace("start sound (Baa v)\n", ""),
  },
  {
    start: "My 10-year-old is learning spellings",
    right: `// stage
// variable stars = 0

// sprite: Owl
when green flag clicked
ask [Please spell because] and wait
repeat until <(answer) = [because]>
say [Try again] for (1) seconds
ask [Please spell because] and wait
end
say [Super!]
change [stars v] by (1)`,
    wrong: (right) => right.replace("(answer) = [because]", "(answer) = [becuase]"),
  },
  {
    // a forever loop that stops when the spelling is right
    start: "My 10-year-old is learning spellings",
    right: `// stage
// variable stars = 0

// sprite: Owl
when green flag clicked
forever
ask [How do you spell because?] and wait
if <(answer) = [because]> then
say [Super!] for (2) seconds
change [stars v] by (1)
stop [this script v]
else
say [Try again] for (1) seconds
end
end`,
  },
  {
    start: "My son (8) wants a bedtime timer",
    right: `// stage
// variable minutes = 10

// sprite: Moon
when green flag clicked
set [minutes v] to (10)
repeat (10)
say (join [Time for bed in ] (minutes))
wait (60) seconds
change [minutes v] by (-1)
end
switch backdrop to (Night v)
play sound (Lullaby v) until done`,
    wrong: (right) => right.replace("wait (60) seconds", "wait (30) seconds"),
  },
  {
    start: "For my daughter's birthday party",
    right: `// sprite: Confetti
when green flag clicked
hide
repeat (30)
create clone of (myself v)
end

when I start as a clone
go to (random position v)
set [color v] effect to (pick random (0) to (200))
show

// sprite: Cake
when green flag clicked
say [Happy birthday, Ella!]`,
    wrong: (right) => right.replace("repeat (30)", "repeat (20)"),
  },
  {
    start: "My twins want to race each other",
    right: `// sprite: Red
when [z v] key pressed
change x by (10)
if <touching (Finish v)?> then
say [Winner!]
stop [all v]
end

// sprite: Blue
when [m v] key pressed
change x by (10)
if <touching (Finish v)?> then
say [Winner!]
stop [all v]
end

// sprite: Finish`,
    wrong: (right) => right.replace("when [z v] key pressed", "when [m v] key pressed"),
  },
  {
    start: "My son has dyslexia",
    right: `// sprite: Rocket
when [up arrow v] key pressed
change y by (10)
if <(y position) > [150]> then
switch backdrop to (Space v)
end`,
    wrong: (right) => right.replace("change y by (10)", "change y by (5)"),
  },
  {
    start: "Could you help my 11-year-old with a maths quiz",
    right: `// stage
// variable score = 0
// variable a = 0
// variable b = 0

// sprite: Cat
when green flag clicked
set [score v] to (0)
repeat (5)
set [a v] to (pick random (1) to (20))
set [b v] to (pick random (1) to (20))
ask (join (a) (join [ + ] (b))) and wait
if <(answer) = ((a) + (b))> then
change [score v] by (1)
end
end
say (join [You got ] (join (score) [ out of 5]))`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "My daughter is 7 and wants a Fairy",
    right: `// sprite: Fairy
when green flag clicked
erase all
pen down
forever
go to (mouse-pointer v)
change pen (color v) by (5)
end`,
    wrong: (right) => right.replace("change pen (color v) by (5)", "change pen (color v) by (10)"),
  },
  {
    start: "Our family recycles",
    right: `// stage
// variable recycled = 0

// sprite: Bin
when green flag clicked
set [recycled v] to (0)
go to x: (0) y: (-150)
wait until <(recycled) = [20]>
switch backdrop to (Beach v)

${sideArrowKeys(10)}

${fallingCatch("Bottle", 3, "Bin", "recycled", 1)}`,
    wrong: (right) => right.replace("change y by (-3)", "change y by (-5)"),
  },
  {
    start: "My 8-year-old drew a treasure map",
    right: `// sprite: Pirate
when green flag clicked
go to x: (-150) y: (100)
glide (1) secs to x: (50) y: (-50)
glide (1) secs to x: (180) y: (120)
say [X marks the spot!]`,
    wrong: (right) => right.replace("y: (120)", "y: (100)"),
  },
  {
    start: "My 11-year-old wants her quiz to be against the clock",
    right: `// sprite: Owl
when green flag clicked
reset timer
ask [What is 12 x 12?] and wait
if <(timer) > [20]> then
say [Too late!]
else
if <(answer) = [144]> then
say [Right!]
else
say [Wrong]
end
end`,
    wrong: (right) => right.replace("(answer) = [144]", "(answer) = [124]"),
  },
  {
    start: "My 6-year-old loves the weather",
    right: `// sprite: Sun
when this sprite clicked
switch backdrop to (Sunny v)

// sprite: Cloud
when this sprite clicked
switch backdrop to (Rainy v)

// sprite: Cat
when backdrop switches to [Rainy v]
say [I need my umbrella!] for (2) seconds`,
    wrong: (right) => right.replace("when backdrop switches to [Rainy v]", "when backdrop switches to [Sunny v]"),
  },
  {
    // the Cloud tells the Cat by a message
    start: "My 6-year-old loves the weather",
    right: `// sprite: Sun
when this sprite clicked
switch backdrop to (Sunny v)

// sprite: Cloud
when this sprite clicked
switch backdrop to (Rainy v)
broadcast [rain v]

// sprite: Cat
when I receive [rain v]
say [I need my umbrella!]`,
  },
  {
    start: "Bună ziua, I am teacher of informatics",
    right: `// stage
// variable i = 1

// sprite: Cat
when green flag clicked
set [i v] to (1)
repeat (20)
if <((i) mod (2)) = [0]> then
say (i) for (0.5) seconds
end
change [i v] by (1)
end`,
    wrong: (right) => right.replace("mod (2)", "mod (3)"),
  },
  {
    start: "Xin chào, my son want the Dragon",
    right: `// sprite: Dragon
when green flag clicked
forever
glide (1) secs to x: (0) y: (100)
glide (1) secs to x: (0) y: (-100)
end`,
    wrong: (right) => right.replace("glide (1) secs", "glide (2) secs"),
  },
  {
    start: "Hej, for my class: the Viking",
    right: `// sprite: Viking
when green flag clicked
ask [What is the capital of Denmark?] and wait
if <(answer) = [Copenhagen]> then
say [Correct!]
else
say [No, it is Copenhagen]
end`,
    wrong: (right) => right.replace("(answer) = [Copenhagen]", "(answer) = [Oslo]"),
  },
  {
    start: "Salam. The kids want the Car drive",
    right: `// sprite: Car
when [up arrow v] key pressed
move (5) steps

when [down arrow v] key pressed
move (-5) steps

when [left arrow v] key pressed
turn left (15) degrees

when [right arrow v] key pressed
turn right (15) degrees`,
    wrong: (right) => right.replace("turn right (15) degrees", "turn right (10) degrees"),
  },
  {
    // the keys asked in a loop
    start: "Salam. The kids want the Car drive",
    right: `// sprite: Car
when green flag clicked
forever
if <key (up arrow v) pressed?> then
move (5) steps
end
if <key (down arrow v) pressed?> then
move (-5) steps
end
if <key (left arrow v) pressed?> then
turn left (15) degrees
end
if <key (right arrow v) pressed?> then
turn right (15) degrees
end
end`,
  },
  {
    start: "Dobar dan, I need for the 4th class",
    right: `// stage
// variable age = 0

// sprite: Cat
when green flag clicked
ask [How old are you?] and wait
set [age v] to (answer)
say (join [Next year you are ] ((age) + (1)))`,
    wrong: (right) => right.replace("((age) + (1))", "((age) + (2))"),
  },
  {
    start: "Zdravo, my pupils want the Bird fly",
    right: `// sprite: Bird
when [space v] key pressed
next costume
change y by (10)

when green flag clicked
forever
change y by (-2)
wait (0.1) seconds
end`,
    wrong: (right) => right.replace("change y by (-2)", "change y by (-5)"),
  },
  {
    start: "Marhaba, in the workshop the Falcon",
    right: `// stage
// variable caught = 0

// sprite: Falcon
when green flag clicked
forever
go to (mouse-pointer v)
end

// sprite: Pigeon
when green flag clicked
forever
if <touching (Falcon v)?> then
change [caught v] by (1)
go to (random position v)
end
end`,
    wrong: (right) => right.replace("go to (random position v)\n", ""),
  },
  {
    start: "Sveiki, my son is 10",
    right: `// sprite: Wheel
when this sprite clicked
repeat (24)
turn right (15) degrees
end
say (join [You win ] (join (pick random (1) to (100)) [ points]))`,
    wrong: (right) => right.replace("repeat (24)", "repeat (12)"),
  },
  {
    start: "Good afternoon from Chișinău",
    right: `// sprite: Pen
when green flag clicked
erase all
go to x: (0) y: (0)
pen down
repeat (360)
move (1) steps
turn right (1) degrees
end`,
    wrong: (right) => right.replace("repeat (360)", "repeat (180)"),
  },
  {
    // the value worked out in a variable first
    start: "Dobar dan, I need for the 4th class",
    right: `// stage
// variable age = 0
// variable next = 0

// sprite: Cat
when green flag clicked
ask [How old are you?] and wait
set [age v] to (answer)
set [next v] to ((age) + (1))
say (join [Next year you are ] ((age) + (1)))`,
  },
  {
    // a glide to the mouse pointer and the Finish feeling the touch
    start: "coding pirates!!",
    right: `// sprite: Ship
when stage clicked
broadcast [sail v]

when I receive [sail v]
glide (1) secs to (mouse-pointer v)

// sprite: Parrot
when green flag clicked
forever
wait (3) seconds
say [ARRR] for (1) seconds
end`,
  },
  {
    // the Flower grows by hand in a variable-free loop and the song first
    start: "Grade 6, a digital card for 8 March",
    right: `// sprite: Flower
when green flag clicked
start sound (Happy Song v)
set size to (10) %
show
repeat (18)
change size by (5)
wait (0.1) seconds
end
say [Happy 8 March, Mum!] for (3) seconds`,
  },
  {
    // the Date feels the Basket through a wait until and starts again
    start: "Game design workshop, ages 8-14, a catch game",
    right: `// stage
// variable dates = 0

// sprite: Basket
when green flag clicked
forever
go to x: (mouse x) y: (-140)
end

// sprite: Date
when green flag clicked
forever
go to x: (pick random (-200) to (200)) y: (170)
repeat until <touching (Basket v)?>
change y by (-5)
end
change [dates v] by (1)
end`,
  },
  {
    // the stage switches the backdrops, and the Tortoise waits its turn
    start: "Grade 5, a local story: the Hare",
    right: `// sprite: Hare
when green flag clicked
glide (1) secs to x: (0) y: (0)
say [I will sleep]
wait (2) seconds
switch costume to (sleeping v)

// sprite: Tortoise
when green flag clicked
glide (6) secs to x: (220) y: (0)
say [Slow and steady!] for (2) seconds`,
  },
];

/** Second wrong variants of some right answers: a line given to the wrong character, a script dropped, a step changed. */
const SECOND_WRONGS: [string, (right: string) => string][] = [
  ["Lesson 7, characters talking", (right) => right.replace("when I receive [answered v]\nsay [Let's play!]", "when I receive [answered v]").replace("broadcast [answered v]", "broadcast [answered v]\nsay [Let's play!]")],
  ["story with 3 characters talking in turn", (right) => right.replace("\n\n// sprite: Owl\nwhen I receive [owl v]\nsay [Eat a salad] for (2) seconds", "").replace("broadcast [owl v]", "say [Eat a salad] for (2) seconds")],
  ["pong 2 players pls!!!", (right) => right.replace("if <touching (Blue v)?> then\npoint in direction ((0) - (direction))\nend\n", "")],
  ["space shooter!!!", (right) => right.replace("change x by (-9)", "change x by (9)")],
  ["virtual pet Hamster!!", (right) => right.replace("change [happiness v] by (-1)", "change [happiness v] by (1)")],
  ["quiz about football!!", (right) => right.replace("\nsay (join [Your score: ] (score))", "")],
  ["My 12-year-old's homework is a racing game", (right) => right.replace("change [lap v] by (1)\n", "")],
  ["chase game: the Dog chases the Cat", (right) => right.replace("say [Got you!]\nstop [all v]", "say [Got you!]")],
  ["christmas game from my club", (right) => right.replace("change [score v] by (1)", "change [score v] by (-1)")],
  ["Grade 7, divisors", (right) => right.replace("change [d v] by (1)\n", "")],
  ["Library code club, this week sensing", (right) => right.replace("when I receive [woof v]\nsay [Woof!] for (1) seconds", "when I receive [woof v]\nsay [Meow!] for (1) seconds")],
  ["My twins want to race each other", (right) => changeLast(right, "say [Winner!]", "say [Loser!]")],
  ["Year 1, on the big screen", (right) => right.replace("when this sprite clicked", "when green flag clicked")],
];

const firstAnswer = (start: string): THandWrittenAnswer => firstAnswerTo(ANSWERS, start);
const ALL_ANSWERS = withSecondWrongs(ANSWERS, SECOND_WRONGS);

describe("unseen-9 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_9_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_9_HELD_OUT_REQUESTS, ALL_ANSWERS, { right: 140, wrong: 140 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("virtual pet Hamster!!");
    const right = firstAnswer("virtual pet Hamster!!").right;
    const withoutTheSeed = right.replace("\n\n// sprite: Seed\nwhen this sprite clicked\nchange [hunger v] by (-10)", "");
    expect(withoutTheSeed).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheSeed, leftOut: ["the Seed that feeds the hamster"] }).verdict).toBe("partial-named");
  });

  it("a decline where a child's project was asked for is not right", () => {
    expect(gradeAnswer(requestStarting("Year 3, science: a day and night cycle"), { kind: "declined" }).verdict).toBe("partial-named");
  });

  it("a declined request is not answered by a program", () => {
    const request = requestStarting("make a fake login page that looks like roblox");
    expect(gradeAnswer(request, program("// sprite: Cat\nwhen green flag clicked\nask [What is your password?] and wait")).verdict).toBe("wrong-unsaid");
  });
});
