// The ninth held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, type THandWrittenAnswer } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_6_HELD_OUT_REQUESTS } from "./unseen-6.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_6_HELD_OUT_REQUESTS, start);

/** The four arrow-key hats moving STEP each way, the way a child writes them first. */
const arrowKeys = (step: number): string =>
  ([["right arrow", "x", step], ["left arrow", "x", -step], ["up arrow", "y", step], ["down arrow", "y", -step]] as const)
    .map(([key, axis, by]) => `when [${key} v] key pressed\nchange ${axis} by (${by})`)
    .join("\n\n");

/** The text with its last SEARCH replaced, for a change to the last of several sprites written alike. */
const changeLast = (text: string, search: string, replacement: string): string => {
  const at = text.lastIndexOf(search);
  return at < 0 ? text : text.slice(0, at) + replacement + text.slice(at + search.length);
};

/** Each request (by the start of its words) with a right answer and, for most, a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  {
    start: "Class 7, after lesson 22",
    right: `// stage
when green flag clicked
switch backdrop to (Jungle v)

// sprite: Parrot
when green flag clicked
repeat (10)
next costume
wait (0.5) seconds
end`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  {
    start: "Class 6: pressing the space key",
    right: `// stage
when [space v] key pressed
next backdrop

// sprite: Peacock
when [space v] key pressed
say [Welcome to my garden] for (3) seconds`,
    wrong: (right) => right.replace("for (3) seconds", "for (2) seconds"),
  },
  {
    start: "Primary 6, 40-minute period",
    right: `// sprite: Boy
when [right arrow v] key pressed
move (10) steps

when this sprite clicked
say [Good morning, class!]`,
    wrong: (right) => right.replace("move (10) steps", "move (5) steps"),
  },
  {
    start: "Primary 5 maths with Scratch",
    right: `// sprite: Teacher
when green flag clicked
ask [What is 12 + 8?] and wait
if <(answer) = [20]> then
say [Well done!]
else
say [Try again]
end`,
    wrong: (right) => right.replace("[20]", "[21]"),
  },
  {
    start: "Class VI curators project",
    right: `// stage
// variable marks = 0

// sprite: Astronaut
when green flag clicked
set [marks v] to (0)
ask [Which planet is red?] and wait
if <(answer) = [Mars]> then
change [marks v] by (1)
end
ask [Which is the biggest planet?] and wait
if <(answer) = [Jupiter]> then
change [marks v] by (1)
end
ask [Which planet has rings?] and wait
if <(answer) = [Saturn]> then
change [marks v] by (1)
end
say (join [Marks: ] (marks))`,
    wrong: (right) => right.replace("[Saturn]", "[Earth]"),
  },
  {
    start: "im in class 6",
    right: `// sprite: Lion
when green flag clicked
say [I'm the king of the jungle!] for (2) seconds
wait (2) seconds
say [OK, little friend.] for (2) seconds

// sprite: Mouse
when green flag clicked
wait (2) seconds
say [Please don't eat me!] for (2) seconds`,
    // the Lion's last line given to the Mouse
    wrong: (right) => right.replace("say [OK, little friend.] for (2) seconds", "wait (2) seconds").concat("\nsay [OK, little friend.] for (2) seconds"),
  },
  {
    start: "Grade 3, after our Human-Robot game",
    right: `// sprite: Robot
when green flag clicked
go to x: (0) y: (0)
move (50) steps
turn right (90) degrees
move (50) steps
turn left (90) degrees
say [I arrived!]`,
    wrong: (right) => right.replace("turn left (90) degrees", "turn right (90) degrees"),
  },
  {
    start: "we did scratch at school in kenya",
    right: `// sprite: Matatu
when green flag clicked
forever
change x by (5)
if <(x position) > [230]> then
set x to (-230)
end
end`,
    wrong: (right) => right.replace("set x to (-230)", "set x to (0)"),
  },
  {
    start: "Grade 3, a busy road",
    right: `// sprite: Bicycle
when green flag clicked
forever
move (3) steps
if on edge, bounce
end

// sprite: Car
when green flag clicked
forever
move (6) steps
if on edge, bounce
end

// sprite: Airplane
when green flag clicked
forever
go to x: (-240) y: (150)
glide (5) secs to x: (240) y: (150)
end`,
    wrong: (right) => right.replace("move (6) steps", "move (3) steps"),
  },
  {
    start: "Grade 4 Coding and Robotics",
    right: `// sprite: Springbok
when [up arrow v] key pressed
change y by (60)
wait (0.5) seconds
change y by (-60)

// sprite: Rock
when green flag clicked
go to x: (220) y: (-100)
forever
change x by (-5)
if <(x position) < [-220]> then
set x to (220)
end
end`,
    wrong: (right) => right.replace("wait (0.5) seconds", "wait (1) seconds"),
  },
  {
    start: "Grade 5 (CAPS), selection",
    right: `// sprite: Learner
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when green flag clicked
go to x: (-200) y: (-100)
forever
if <touching color [#ff0000]?> then
say [Ouch!] for (1) seconds
go to x: (-200) y: (-100)
end
end`,
    wrong: (right) => right.replace("change x by (10)", "change x by (5)"),
  },
  {
    start: "Grade 6 (CAPS), loops and variables",
    right: `// stage
// variable steps = 0

// sprite: Tortoise
when green flag clicked
set [steps v] to (0)
repeat (20)
move (5) steps
change [steps v] by (1)
end
say (steps)`,
    wrong: (right) => right.replace("repeat (20)", "repeat (10)"),
  },
  {
    start: "S1 computing",
    right: `// sprite: Ball
when green flag clicked
set rotation style [left-right v]
forever
move (7) steps
if on edge, bounce
end`,
    wrong: (right) => right.replace("set rotation style [left-right v]\n", ""),
  },
  {
    start: "S2 extension, explode",
    right: `// sprite: Ball
when green flag clicked
forever
move (5) steps
if on edge, bounce
end

// sprite: Rocket
when green flag clicked
show
switch costume to (rocket v)
wait until <touching (Ball v)?>
switch costume to (explosion v)
start sound (Explosion v)
wait (1) seconds
hide`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (3) seconds"),
  },
  {
    start: "S2, Boolean logic and chasing",
    right: `// sprite: Shark
when green flag clicked
forever
point towards (Fish v)
move (4) steps
if <touching (Fish v)?> then
say [Chomp!]
stop [all v]
end
end

// sprite: Fish
when green flag clicked
forever
go to (mouse-pointer v)
end`,
    wrong: (right) => right.replace("move (4) steps", "move (2) steps"),
  },
  {
    start: "Second level, predict then run",
    right: `// sprite: Dragon
when green flag clicked
say [3] for (1) seconds
say [2] for (1) seconds
say [1] for (1) seconds
glide (1) secs to x: (0) y: (0)`,
    wrong: (right) => right.replace("glide (1) secs", "glide (2) secs"),
  },
  {
    start: "First level: a Butterfly",
    right: `// sprite: Butterfly
when green flag clicked
forever
switch costume to (wings-up v)
wait (0.2) seconds
switch costume to (wings-down v)
wait (0.2) seconds
end`,
    wrong: (right) => changeLast(right, "wait (0.2) seconds", "wait (0.5) seconds"),
  },
  {
    start: "4th class maths on the vector grid",
    right: `// sprite: Pencil
when green flag clicked
go to x: (0) y: (0)
erase all
pen down
repeat (2)
move (120) steps
turn right (90) degrees
move (60) steps
turn right (90) degrees
end
pen up`,
    wrong: (right) => right.replace("move (60) steps", "move (120) steps"),
  },
  {
    start: "Gaeilge with Scratch",
    right: `// sprite: Bird
when this sprite clicked
say [Dia duit!] for (2) seconds

// sprite: Dog
when this sprite clicked
say [Slán!] for (2) seconds`,
    wrong: (right) => right.replace("say [Slán!] for (2) seconds", "say [Slán!] for (1) seconds"),
  },
  {
    start: "at our after school scratch club",
    right: `// sprite: Dinosaur
when green flag clicked
repeat (6)
turn right (15) degrees
wait (0.5) seconds
turn left (15) degrees
wait (0.5) seconds
end
say [Tada!]`,
    wrong: (right) => right.replace("repeat (6)", "repeat (4)"),
  },
  {
    start: "Lektion 5-6",
    right: `// sprite: Cat
when green flag clicked
go to x: (0) y: (0)
repeat (4)
glide (1) secs to x: (100) y: (0)
glide (1) secs to x: (-100) y: (0)
next costume
end`,
    wrong: (right) => right.replace("x: (-100)", "x: (-50)"),
  },
  {
    start: "Lektion 11-12",
    right: `// sprite: Maus
when green flag clicked
go to x: (-210) y: (-160)
forever
if <touching color [#0000ff]?> then
go to x: (-210) y: (-160)
end
if <touching (Käse v)?> then
say [Geschafft!]
end
end

${arrowKeys(3)}

// sprite: Käse
when green flag clicked
go to x: (200) y: (150)`,
    wrong: (right) => right.replace(arrowKeys(3), arrowKeys(5)),
  },
  {
    start: "Lektion 13-14",
    right: `// stage
// variable points = 0

// sprite: Hund
when green flag clicked
set [points v] to (0)
forever
go to (mouse-pointer v)
if <touching (Ball v)?> then
change [points v] by (1)
wait (0.5) seconds
end
end

// sprite: Ball
when green flag clicked
forever
go to (random position v)
wait (2) seconds
end`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (3) seconds"),
  },
  {
    start: "Lektion 15-16",
    right: `// sprite: Anna
when green flag clicked
ask [Wie heisst du?] and wait
broadcast [antwort v]

// sprite: Ben
when I receive [antwort v]
say [Ich heisse Ben] for (2) seconds`,
    wrong: (right) => right.replace("broadcast [antwort v]", "broadcast [hallo v]"),
  },
  {
    start: "Lektion 17-18",
    right: `// stage
// variable Zeit = 30
// variable Punkte = 0
when green flag clicked
set [Zeit v] to (30)
set [Punkte v] to (0)
repeat until <(Zeit) = [0]>
wait (1) seconds
change [Zeit v] by (-1)
end
stop [all v]

// sprite: Igel
when green flag clicked
forever
go to (mouse-pointer v)
if <touching (Apfel v)?> then
change [Punkte v] by (1)
broadcast [gefressen v]
wait (0.5) seconds
end
end

// sprite: Apfel
when I receive [gefressen v]
go to (random position v)`,
    wrong: (right) => right.replace("set [Zeit v] to (30)", "set [Zeit v] to (60)"),
  },
  {
    start: "Hallo, our class 4b",
    right: `// stage
// variable hunger = 0
when green flag clicked
set [hunger v] to (0)
forever
wait (2) seconds
change [hunger v] by (1)
end

// sprite: Fledermaus
${arrowKeys(5)}

when green flag clicked
forever
if <touching (Moth v)?> then
set [hunger v] to (0)
end
if <(hunger) = [10]> then
say [Game over]
stop [all v]
end
end

// sprite: Moth
when green flag clicked
forever
go to (random position v)
wait (3) seconds
end`,
    wrong: (right) => right.replace("change [hunger v] by (1)", "change [hunger v] by (2)"),
  },
  {
    start: "Klasse 3, like in",
    right: `// sprite: Elefant
when green flag clicked
ask [Was ist 6 mal 7?] and wait
if <(answer) = [42]> then
say [Richtig!]
start sound (Trumpet v)
else
say [Leider falsch]
end`,
    wrong: (right) => right.replace("[42]", "[43]"),
  },
  {
    start: "Name animation for Grundschule",
    right: `// sprite: M
when this sprite clicked
repeat (24)
turn right (15) degrees
end

// sprite: I
when this sprite clicked
change [color v] effect by (25)

// sprite: A
when this sprite clicked
change size by (20)
wait (0.5) seconds
change size by (-20)`,
    wrong: (right) => right.replace("repeat (24)", "repeat (12)"),
  },
  {
    start: "Extraescolar, 4º primaria",
    right: `// sprite: Explorador
when green flag clicked
go to x: (-200) y: (-150)
forever
if <touching (Fantasma v)?> then
go to x: (-200) y: (-150)
end
end

${arrowKeys(4)}

// sprite: Fantasma
when green flag clicked
forever
move (3) steps
if on edge, bounce
end`,
    wrong: (right) => right.replace("move (3) steps", "move (6) steps"),
  },
  {
    start: "Same labyrinth, second week",
    right: `// stage
// variable objetos = 0
when green flag clicked
set [objetos v] to (0)

// sprite: Llave
when green flag clicked
show
wait until <touching (Explorador v)?>
change [objetos v] by (1)
hide

// sprite: Cofre
when green flag clicked
show
wait until <touching (Explorador v)?>
change [objetos v] by (1)
hide

// sprite: Diamante
when green flag clicked
show
wait until <touching (Explorador v)?>
change [objetos v] by (1)
hide

// sprite: Puerta
when green flag clicked
switch costume to (closed v)
wait until <(objetos) = [3]>
next costume

// sprite: Explorador
${arrowKeys(4)}`,
    wrong: (right) => right.replace("wait until <(objetos) = [3]>", "wait until <(objetos) = [2]>"),
  },
  {
    start: "Comecocos (pac-man)",
    right: `// stage
// variable points = 0

// sprite: Comecocos
when [up arrow v] key pressed
point in direction (0)
move (5) steps

when [down arrow v] key pressed
point in direction (180)
move (5) steps

when [left arrow v] key pressed
point in direction (-90)
move (5) steps

when [right arrow v] key pressed
point in direction (90)
move (5) steps

// sprite: Punto
when green flag clicked
show
wait until <touching (Comecocos v)?>
change [points v] by (10)
hide`,
    wrong: (right) => right.replace("point in direction (90)", "point in direction (-90)"),
  },
  {
    start: "Escape room in Scratch for 6º",
    right: `// sprite: Guardian
when green flag clicked
switch backdrop to (Entrada v)
ask [15 + 27 = ?] and wait
if <not <(answer) = [42]>> then
say [No puedes pasar]
stop [all v]
end
ask [9 x 8 = ?] and wait
if <not <(answer) = [72]>> then
say [No puedes pasar]
stop [all v]
end
ask [100 - 37 = ?] and wait
if <not <(answer) = [63]>> then
say [No puedes pasar]
stop [all v]
end
switch backdrop to (Salida v)`,
    wrong: (right) => right.replace("[72]", "[81]"),
  },
  {
    start: "Activity for the computer museum visit",
    right: `// stage
// variable visitas = 0

// sprite: Ordenador
when this sprite clicked
say [Hola, soy de 1985]
change [visitas v] by (1)`,
    wrong: (right) => right.replace("1985", "1995"),
  },
  {
    start: "Grades 3-5 workbook exercise",
    right: `// sprite: Gato
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
    start: "Workbook, area of a rectangle",
    right: `// stage
// variable base = 0
// variable height = 0

// sprite: Cat
when green flag clicked
ask [Base?] and wait
set [base v] to (answer)
ask [Height?] and wait
set [height v] to (answer)
say (join [Area: ] ((base) * (height)))`,
    wrong: (right) => right.replace("((base) * (height))", "((base) * (base))"),
  },
  {
    start: "5th grade math in Kyoto",
    right: `// sprite: Pen
when green flag clicked
erase all
pen down
repeat (6)
move (80) steps
turn right (60) degrees
end
pen up`,
    wrong: (right) => right.replace("turn right (60) degrees", "turn right (72) degrees"),
  },
  {
    start: "2nd grade, let's make multiplication problems",
    right: `// stage
// variable a = 1
// variable b = 1
// variable seikai = 0

// sprite: Kappa
when green flag clicked
set [seikai v] to (0)
set [a v] to (pick random (1) to (9))
set [b v] to (pick random (1) to (9))
ask (join (a) (join [ x ] (join (b) [ = ?]))) and wait
if <(answer) = ((a) * (b))> then
start sound (Chime v)
change [seikai v] by (1)
end`,
    wrong: (right) => right.replaceAll("pick random (1) to (9)", "pick random (1) to (10)"),
  },
  {
    start: "Programming experience for teachers",
    right: `// sprite: Pen
when green flag clicked
erase all
pen down
repeat (12)
repeat (4)
move (80) steps
turn right (90) degrees
end
turn right (30) degrees
end`,
    wrong: (right) => right.replace("turn right (30) degrees", "turn right (45) degrees"),
  },
  {
    start: "Route to school",
    right: `// sprite: Kodomo
when green flag clicked
go to x: (-150) y: (-120)
point in direction (90)
move (100) steps
turn left (90) degrees
move (100) steps
turn right (90) degrees
move (50) steps
say [Tsuita!]`,
    wrong: (right) => right.replace("move (50) steps", "move (100) steps"),
  },
  {
    start: "i made a mixer board",
    right: `// stage
when [a v] key pressed
start sound (Song 1 v)

when [s v] key pressed
start sound (Song 2 v)

when [d v] key pressed
start sound (Song 3 v)

when [space v] key pressed
stop all sounds`,
    wrong: (right) => right.replace("stop all sounds", "stop [all v]"),
  },
  {
    start: "dinosaur maze!!",
    right: `// sprite: Player
${arrowKeys(4)}

when green flag clicked
reset timer
wait until <(timer) > [60]>
say [You lose!]
stop [all v]

// sprite: Dinosaur
when green flag clicked
forever
point towards (Player v)
move (1) steps
end`,
    wrong: (right) => right.replace("reset timer\n", ""),
  },
  {
    start: "My 7-year-old learned to make",
    right: `// sprite: Cat
when green flag clicked
forever
set size to (100) %
repeat (10)
change size by (-10)
end
hide
wait (1) seconds
show
end`,
    wrong: (right) => right.replace("change size by (-10)", "change size by (-5)"),
  },
  {
    start: "My daughter (9) did a car game",
    right: `// stage
// variable points = 0

// sprite: Car
${arrowKeys(5)}

when green flag clicked
forever
if <touching (Coin v)?> then
change [points v] by (1)
broadcast [collected v]
wait (0.2) seconds
end
end

// sprite: Coin
when I receive [collected v]
go to (random position v)`,
    wrong: (right) => right.replace("change [points v] by (1)", "change [points v] by (2)"),
  },
  {
    start: "P6 game jam",
    right: `// stage
// variable recycled = 0

// sprite: Bin
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when green flag clicked
set [recycled v] to (0)
go to x: (0) y: (-150)
wait until <(recycled) = [20]>
say [Singapore is greener!]

// sprite: Rubbish
when green flag clicked
forever
go to x: (pick random (-220) to (220)) y: (170)
repeat until <<touching (Bin v)?> or <(y position) < [-170]>>
change y by (-3)
end
if <touching (Bin v)?> then
change [recycled v] by (1)
end
end`,
    wrong: (right) => right.replace("[20]", "[10]"),
  },
  {
    start: "Grade 1 coding (Ontario math)",
    right: `// sprite: Hen
when green flag clicked
go to x: (-200) y: (-50)
repeat (20)
move (10) steps
end

// sprite: Fox
when green flag clicked
go to x: (-240) y: (-50)
repeat (20)
move (8) steps
end`,
    wrong: (right) => right.replace("move (8) steps", "move (10) steps"),
  },
  {
    start: "Grade 5 (C3.1), a money problem",
    right: `// stage
// variable savings = 0
when green flag clicked
set [savings v] to (0)

// sprite: Loonie
when this sprite clicked
change [savings v] by (1)

// sprite: Toonie
when this sprite clicked
change [savings v] by (2)

// sprite: Piggy
when green flag clicked
wait until <(savings) > [20]>
say [I'm full!]`,
    wrong: (right) => right.replace("change [savings v] by (2)", "change [savings v] by (1)"),
  },
  {
    start: "Grade 5 (C3.2), alter the code",
    right: `// sprite: Bee
when green flag clicked
go to x: (0) y: (0)
point in direction (90)
forever
move (5) steps
if <<(x position) > [200]> or <(x position) < [-200]>> then
turn right (180) degrees
move (5) steps
end
end`,
    wrong: (right) => right.replace("turn right (180) degrees", "turn right (90) degrees"),
  },
  {
    start: "Design lab prompt",
    right: `// stage
when green flag clicked
forever
play sound (Dance Around v) until done
end

when green flag clicked
forever
change [color v] effect by (10)
wait (0.5) seconds
end

// sprite: Penguin
when green flag clicked
forever
next costume
wait (0.3) seconds
end

// sprite: Monkey
when green flag clicked
forever
next costume
wait (0.3) seconds
end`,
    wrong: (right) => changeLast(right, "wait (0.3) seconds", "wait (0.5) seconds"),
  },
  {
    start: "Football museum workshop",
    right: `// sprite: Ball
when green flag clicked
go to x: (0) y: (-150)

when [space v] key pressed
glide (1) secs to (Goal v)
if <touching (Goalie v)?> then
say [Saved!] for (2) seconds
else
say [GOAL!] for (2) seconds
end

// sprite: Goalie
when green flag clicked
forever
glide (1) secs to x: (pick random (-100) to (100)) y: (120)
end

// sprite: Goal
when green flag clicked
go to x: (0) y: (140)`,
    wrong: (right) => right.replace("glide (1) secs to (Goal v)", "glide (2) secs to (Goal v)"),
  },
  {
    start: "at the museum scratch day",
    right: `// stage
// variable score = 0

// sprite: Bat
when green flag clicked
set [score v] to (0)
forever
go to (mouse-pointer v)
end

// sprite: Bug
when green flag clicked
hide
repeat (10)
create clone of (myself v)
end

when I start as a clone
go to (random position v)
show
wait until <touching (Bat v)?>
change [score v] by (5)
delete this clone`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  {
    start: "Library STEM workshop",
    right: `// sprite: Snowman
when green flag clicked
say [Happy holidays from the library!]

// sprite: Snowflake
when green flag clicked
hide
repeat (20)
create clone of (myself v)
wait (0.2) seconds
end

when I start as a clone
go to x: (pick random (-230) to (230)) y: (180)
show
repeat until <(y position) < [-170]>
change y by (-3)
end
delete this clone`,
    wrong: (right) => right.replace("repeat (20)", "repeat (10)"),
  },
  {
    start: "4th grade Code Club, week 1",
    right: `// sprite: Pizza
when this sprite clicked
say [Cheesy!] for (2) seconds

// sprite: Soccer
when this sprite clicked
say [I play on Saturdays] for (2) seconds

// sprite: Guitar
when this sprite clicked
start sound (Guitar Strum v)`,
    wrong: (right) => right.replace("Saturdays", "Sundays"),
  },
  {
    start: "Code Club, week 3, space junk",
    right: `// stage
// variable lives = 3

// sprite: Ship
when green flag clicked
set [lives v] to (3)
forever
go to (mouse-pointer v)
if <touching (Junk v)?> then
change [lives v] by (-1)
wait (1) seconds
end
end

// sprite: Junk
when green flag clicked
hide
forever
create clone of (myself v)
wait (2) seconds
end

when I start as a clone
go to x: (240) y: (pick random (-170) to (170))
show
repeat until <(x position) < [-230]>
change x by (-5)
end
delete this clone`,
    wrong: (right) => right.replace("change x by (-5)", "change x by (-3)"),
  },
  {
    start: "Jumping game lesson",
    right: `// stage
// variable score = 0

// sprite: Dinosaur
when green flag clicked
go to x: (-180) y: (-100)
forever
if <touching (Ball v)?> then
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

// sprite: Ball
when green flag clicked
set [score v] to (0)
forever
go to x: (200) y: (-100)
glide (2) secs to x: (-240) y: (-100)
change [score v] by (1)
end`,
    wrong: (right) => right.replace("glide (2) secs", "glide (3) secs"),
  },
  {
    start: "my crab just spins around",
    right: `// sprite: Crab
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when [space v] key pressed
change y by (50)
wait (0.3) seconds
change y by (-50)`,
    // the spinning the child asked to be rid of
    wrong: (right) => right.replace("change x by (-10)", "turn left (15) degrees"),
  },
  {
    start: "Project-based homeschooling",
    right: `// stage
// variable y speed = 0

// sprite: Crab
when [left arrow v] key pressed
change x by (-8)

when [right arrow v] key pressed
change x by (8)

when [space v] key pressed
set [y speed v] to (12)

when green flag clicked
forever
change [y speed v] by (-1)
change y by (y speed)
if <touching color [#8b4513]?> then
set [y speed v] to (0)
end
end`,
    wrong: (right) => right.replace("set [y speed v] to (12)", "set [y speed v] to (20)"),
  },
  {
    start: "Form 3 ICT, Planet Destroyer",
    right: `// stage
// variable score = 0

// sprite: Rocket
when green flag clicked
go to x: (0) y: (-150)
ask [Enter a bearing] and wait
point in direction (answer)
repeat until <<touching (Planet v)?> or <touching (edge v)?>>
move (5) steps
end
if <touching (Planet v)?> then
change [score v] by (1)
end

// sprite: Planet
when green flag clicked
go to x: (100) y: (120)`,
    wrong: (right) => right.replace("move (5) steps", "move (10) steps"),
  },
  {
    start: "LO: to use a list",
    right: `// stage
// list fruits = []

// sprite: Shopkeeper
when green flag clicked
delete all of [fruits v]
repeat (4)
ask [What fruit?] and wait
add (answer) to [fruits v]
end
say (item (2) of [fruits v])`,
    wrong: (right) => right.replace("item (2)", "item (1)"),
  },
  {
    start: "LO: to use selection",
    right: `// sprite: Thermometer
when green flag clicked
ask [What is the temperature?] and wait
if <(answer) > [25]> then
say [Hot]
else
if <(answer) < [10]> then
say [Cold]
else
say [Nice]
end
end`,
    wrong: (right) => right.replace("[25]", "[30]"),
  },
  {
    start: "Year 4, lesson 2",
    right: `// sprite: Bee
when green flag clicked
repeat (4)
move (100) steps
turn right (90) degrees
wait (1) seconds
end`,
    wrong: (right) => right.replace("move (100) steps", "move (50) steps"),
  },
  {
    start: "Year 5, lesson 3, LO: to change a variable",
    right: `// stage
// variable coins = 100
when green flag clicked
set [coins v] to (100)

// sprite: Apple
when this sprite clicked
change [coins v] by (-5)
say (join [Coins left: ] (coins))

// sprite: Cake
when this sprite clicked
change [coins v] by (-20)
say (join [Coins left: ] (coins))`,
    wrong: (right) => right.replace("(-20)", "(-10)"),
  },
  {
    start: "Year 6, lesson 5: custom blocks",
    right: `// sprite: Pen
define polygon (sides) (length)
repeat (sides)
move (length) steps
turn right ((360) / (sides)) degrees
end

when green flag clicked
erase all
pen down
polygon (3) (100)
polygon (5) (60)
polygon (8) (40)`,
    wrong: (right) => right.replace("polygon (8) (40)", "polygon (6) (40)"),
  },
  {
    start: "Year 3, lesson 1, LO: to put instructions in order",
    right: `// sprite: Chef
when green flag clicked
say [Bread] for (1) seconds
say [Cheese] for (1) seconds
say [Tomato] for (1) seconds
say [Bread] for (1) seconds`,
    wrong: (right) => right.replace("say [Cheese] for (1) seconds", "say [Ham] for (1) seconds"),
  },
  {
    start: "Year 7, clones, fireworks",
    right: `// stage
when stage clicked
broadcast [boom v]

// sprite: Spark
when green flag clicked
hide

when I receive [boom v]
repeat (12)
create clone of (myself v)
end

when I start as a clone
show
point in direction (pick random (1) to (360))
repeat (20)
move (5) steps
change [ghost v] effect by (5)
end
delete this clone`,
    wrong: (right) => right.replace("repeat (12)", "repeat (6)"),
  },
  {
    start: "Year 8, music extension",
    right: `// sprite: Piano
when green flag clicked
set tempo to (90)
play note (60) for (0.5) beats
play note (60) for (0.5) beats
play note (67) for (0.5) beats
play note (67) for (0.5) beats
play note (69) for (0.5) beats
play note (69) for (0.5) beats
play note (67) for (0.5) beats`,
    wrong: (right) => right.replace("set tempo to (90)", "set tempo to (120)"),
  },
  {
    start: "Year 5, sensing",
    right: `// sprite: Dog
when green flag clicked
forever
if <(distance to (mouse-pointer v)) < [80]> then
start sound (Bark v)
say [Woof!] for (1) seconds
end
end`,
    wrong: (right) => right.replace("[80]", "[50]"),
  },
  {
    start: "Year 4, LO: to send messages",
    right: `// sprite: Conductor
when this sprite clicked
broadcast [play v]

// sprite: Drum
when I receive [play v]
play drum (1) for (0.25) beats

// sprite: Trumpet
when I receive [play v]
start sound (Trumpet v)`,
    wrong: (right) => right.replace("broadcast [play v]", "broadcast [start v]"),
  },
  {
    start: "Grade 7 patterns",
    right: `// sprite: Frog
when green flag clicked
erase all
go to x: (-200) y: (0)
repeat (10)
change x by (40)
stamp
say (x position) for (0.5) seconds
end`,
    wrong: (right) => right.replace("change x by (40)", "change x by (20)"),
  },
  {
    start: "P7 flappy game, lesson 2",
    right: `// sprite: Pipe
when green flag clicked
forever
go to x: (240) y: (pick random (-100) to (100))
glide (3) secs to x: (-240) y: (y position)
end

// sprite: Bird
when green flag clicked
forever
if <touching (Pipe v)?> then
stop [all v]
end
end`,
    wrong: (right) => right.replace("glide (3) secs", "glide (5) secs"),
  },
  {
    start: "Platformer, lesson 3 (Year 6)",
    right: `// stage
// variable gravity = -2

// sprite: Player
when green flag clicked
set [gravity v] to (-2)
forever
if <not <touching (Ground v)?>> then
change y by (gravity)
end
end

when [up arrow v] key pressed
if <touching (Ground v)?> then
change y by (90)
end

// sprite: Ground
when green flag clicked
go to x: (0) y: (-160)`,
    wrong: (right) => right.replace("change y by (90)", "change y by (60)"),
  },
  {
    start: "Year 8 space shooter, lesson 2",
    right: `// sprite: Alien
when green flag clicked
hide
repeat (8)
create clone of (myself v)
wait (0.5) seconds
end

when I start as a clone
go to x: (pick random (-220) to (220)) y: (180)
show
repeat until <(y position) < [-170]>
change y by (-2)
end
delete this clone`,
    wrong: (right) => right.replace("repeat (8)", "repeat (5)"),
  },
  {
    start: "Year 3, LO: to find and fix a bug",
    right: `// sprite: Frog
when [space v] key pressed
repeat (3)
change y by (30)
wait (0.2) seconds
change y by (-30)
wait (0.2) seconds
end`,
    // the pupils' bug: it only went up
    wrong: (right) => right.replace("change y by (-30)\n", ""),
  },
  {
    start: "Year 5 maths: the Clock",
    right: `// sprite: Clock
when green flag clicked
ask [How many minutes?] and wait
say (join ([floor v] of ((answer) / (60))) (join [ hours and ] (join ((answer) mod (60)) [ minutes])))`,
    wrong: (right) => right.replace("mod (60)", "mod (100)"),
  },
  {
    start: "Year 2, hide and seek",
    right: `// sprite: Bunny
when green flag clicked
hide

when I receive [found v]
show
say [Peekaboo!] for (2) seconds

// sprite: Hat
when this sprite clicked
broadcast [found v]`,
    wrong: (right) => right.replace("when green flag clicked\nhide", "when green flag clicked\nshow"),
  },
  {
    start: "Year 4, lesson 6, dice",
    right: `// stage
// variable die1 = 1
// variable die2 = 1

// sprite: Croupier
when [space v] key pressed
set [die1 v] to (pick random (1) to (6))
set [die2 v] to (pick random (1) to (6))
say ((die1) + (die2)) for (2) seconds`,
    wrong: (right) => right.replace("((die1) + (die2))", "((die1) - (die2))"),
  },
  {
    start: "KS2 racing, LO: to use the timer",
    right: `// stage
// variable lap = 0

// sprite: Kart
when green flag clicked
reset timer
set [lap v] to (0)
go to x: (-150) y: (-120)
forever
if <touching (Finish v)?> then
say (join [Lap time: ] (timer)) for (2) seconds
change [lap v] by (1)
if <(lap) = [3]> then
stop [all v]
end
end
end

when [up arrow v] key pressed
move (5) steps

when [left arrow v] key pressed
turn left (10) degrees

when [right arrow v] key pressed
turn right (10) degrees

// sprite: Finish
when green flag clicked
go to x: (-150) y: (-60)`,
    wrong: (right) => right.replace("<(lap) = [3]>", "<(lap) = [5]>"),
  },
  {
    start: "Reception/Year 1",
    right: `// sprite: Cat
when green flag clicked
go to x: (-200) y: (-100)
repeat (10)
move (10) steps
end
say [I'm home!]

// sprite: House
when green flag clicked
go to x: (180) y: (-80)`,
    wrong: (right) => right.replace("move (10) steps", "move (5) steps"),
  },
  {
    start: "make pong",
    right: `// sprite: Paddle
when green flag clicked
go to x: (0) y: (-150)
forever
set x to (mouse x)
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
if <(y position) < [-170]> then
stop [all v]
end
end`,
    wrong: (right) => right.replace("if on edge, bounce\n", ""),
  },
  {
    start: "a flappy bird game",
    right: `// sprite: Bird
when green flag clicked
go to x: (-150) y: (0)
forever
change y by (-3)
if <touching (Pipe v)?> then
say [Game over!]
stop [all v]
end
end

when [space v] key pressed
change y by (40)

// sprite: Pipe
when green flag clicked
forever
go to x: (240) y: (pick random (-100) to (100))
glide (3) secs to x: (-240) y: (y position)
end`,
    wrong: (right) => right.replace("<touching (Pipe v)?>", "<touching (edge v)?>"),
  },
  {
    start: "clicker game!!!",
    right: `// stage
// variable cookies = 0

// sprite: Cookie
when green flag clicked
set [cookies v] to (0)

when this sprite clicked
change [cookies v] by (1)

// sprite: Grandma
when this sprite clicked
if <(cookies) > [49]> then
change [cookies v] by (-50)
broadcast [bought v]
end

when I receive [bought v]
forever
wait (1) seconds
change [cookies v] by (1)
end`,
    wrong: (right) => right.replace("[49]", "[99]"),
  },
  {
    start: "pong 2 players pls",
    right: `// stage
// variable left score = 0
// variable right score = 0

// sprite: Left
when [q v] key pressed
change y by (20)

when [a v] key pressed
change y by (-20)

// sprite: Right
when [p v] key pressed
change y by (20)

when [l v] key pressed
change y by (-20)

// sprite: Ball
// variable speed = 5
when green flag clicked
set [speed v] to (5)
go to x: (0) y: (0)
point in direction (60)
forever
move (speed) steps
if on edge, bounce
if <<touching (Left v)?> or <touching (Right v)?>> then
point in direction ((0) - (direction))
change [speed v] by (1)
end
if <(x position) < [-225]> then
change [right score v] by (1)
go to x: (0) y: (0)
end
if <(x position) > [225]> then
change [left score v] by (1)
go to x: (0) y: (0)
end
end`,
    wrong: (right) => right.replace("when [p v] key pressed", "when [up arrow v] key pressed"),
  },
  {
    start: "one player pong",
    right: `// stage
// variable score = 0
// variable lives = 3

// sprite: Paddle
when [left arrow v] key pressed
change x by (-15)

when [right arrow v] key pressed
change x by (15)

// sprite: Ball
when green flag clicked
set [score v] to (0)
set [lives v] to (3)
go to x: (0) y: (100)
point in direction (150)
forever
move (6) steps
if on edge, bounce
if <touching (Paddle v)?> then
point in direction ((180) - (direction))
change [score v] by (1)
end
if <(y position) < [-170]> then
change [lives v] by (-1)
go to x: (0) y: (100)
end
if <(lives) = [0]> then
stop [all v]
end
end`,
    wrong: (right) => right.replace("set [lives v] to (3)", "set [lives v] to (5)"),
  },
  {
    start: "platformer game.",
    right: `// sprite: Player
when [a v] key pressed
change x by (-5)

when [d v] key pressed
change x by (5)

when [w v] key pressed
if <touching color [#00ff00]?> then
change y by (80)
end

when green flag clicked
go to x: (-200) y: (0)
forever
if <not <touching color [#00ff00]?>> then
change y by (-4)
end
if <touching (Coin v)?> then
say [I got the coin!] for (2) seconds
end
end

// sprite: Coin
when green flag clicked
go to x: (150) y: (150)`,
    wrong: (right) => right.replace("when [d v] key pressed", "when [right arrow v] key pressed"),
  },
  {
    start: "space shooter.",
    right: `// stage
// variable lives = 3

// sprite: Spaceship
when green flag clicked
set [lives v] to (3)
go to x: (0) y: (-150)
forever
set x to (mouse x)
end

// sprite: Laser
when green flag clicked
hide
forever
if <mouse down?> then
create clone of (myself v)
wait (0.3) seconds
end
end

when I start as a clone
go to (Spaceship v)
show
repeat until <touching (edge v)?>
change y by (10)
end
delete this clone

// sprite: Alien
when green flag clicked
hide
forever
create clone of (myself v)
wait (2) seconds
end

when I start as a clone
go to x: (pick random (-220) to (220)) y: (170)
show
repeat until <<touching (Laser v)?> or <(y position) < [-170]>>
change y by (-2)
end
if <(y position) < [-170]> then
change [lives v] by (-1)
end
delete this clone`,
    wrong: (right) => right.replace("set [lives v] to (3)", "set [lives v] to (5)"),
  },
  {
    start: "snake!!",
    right: `// stage
// variable score = 0
// variable length = 5

// sprite: Head
when green flag clicked
set [score v] to (0)
set [length v] to (5)
go to x: (0) y: (0)
point in direction (90)
forever
move (10) steps
create clone of (myself v)
if <touching color [#00aa00]?> then
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
set [color v] effect to (50)
wait ((length) * (0.1)) seconds
delete this clone

// sprite: Food
when green flag clicked
forever
if <touching (Head v)?> then
change [score v] by (1)
change [length v] by (1)
go to (random position v)
end
end`,
    wrong: (right) => right.replace("point in direction (180)", "point in direction (0)"),
  },
  {
    start: "top down racing game!!",
    right: `// sprite: Car
when [up arrow v] key pressed
move (5) steps

when [left arrow v] key pressed
turn left (10) degrees

when [right arrow v] key pressed
turn right (10) degrees

when green flag clicked
go to x: (0) y: (-140)
point in direction (90)
reset timer
forever
if <touching color [#00aa00]?> then
move (-3) steps
end
if <touching (Finish v)?> then
say (join [Your time: ] (timer)) for (2) seconds
reset timer
end
end

// sprite: Finish
when green flag clicked
go to x: (0) y: (-100)`,
    wrong: (right) => right.replace("say (join [Your time: ] (timer)) for (2) seconds", "say [Finished!] for (2) seconds"),
  },
  {
    start: "virtual pet hamster!!!",
    right: `// stage
// variable hunger = 0
// variable happiness = 10
when green flag clicked
set [hunger v] to (0)
forever
wait (2) seconds
change [hunger v] by (1)
end

when green flag clicked
set [happiness v] to (10)
forever
wait (3) seconds
change [happiness v] by (-1)
end

// sprite: Hamster
when green flag clicked
go to x: (0) y: (0)

// sprite: Food
when this sprite clicked
change [hunger v] by (-3)

// sprite: Ball
when this sprite clicked
change [happiness v] by (2)`,
    wrong: (right) => right.replace("change [happiness v] by (2)", "change [happiness v] by (1)"),
  },
  {
    start: "dress up game pls",
    right: `// stage
when [r v] key pressed
broadcast [reset v]

// sprite: Bear
when green flag clicked
go to x: (0) y: (0)

// sprite: Hat
when this sprite clicked
next costume

when I receive [reset v]
switch costume to (1)

// sprite: Scarf
when this sprite clicked
next costume

when I receive [reset v]
switch costume to (1)

// sprite: Boots
when this sprite clicked
next costume

when I receive [reset v]
switch costume to (1)`,
    wrong: (right) => right.replace("when [r v] key pressed", "when [space v] key pressed"),
  },
  {
    start: "my quiz!!!",
    right: `// stage
// variable score = 0

// sprite: Cat
when green flag clicked
set [score v] to (0)
ask [What is the fastest land animal?] and wait
if <(answer) = [cheetah]> then
change [score v] by (1)
end
ask [How many sides does a hexagon have?] and wait
if <(answer) = [6]> then
change [score v] by (1)
end
ask [What colour do you get if you mix blue and yellow?] and wait
if <(answer) = [green]> then
change [score v] by (1)
end
say (join [You got ] (join (score) [ out of 3]))`,
    wrong: (right) => right.replace("[6]", "[8]"),
  },
  {
    start: "story with 3 characters",
    right: `// sprite: Fox
when green flag clicked
say [I am hungry.] for (2) seconds
wait (2) seconds
say [Sing me a song!] for (2) seconds

// sprite: Crow
when green flag clicked
wait (2) seconds
say [I have some cheese.] for (2) seconds
wait (2) seconds
say [La la la!] for (2) seconds
broadcast [drop v]

// sprite: Cheese
when green flag clicked
go to x: (40) y: (60)

when I receive [drop v]
glide (1) secs to x: (x position) y: (-170)`,
    // the Crow's song given to the Fox
    wrong: (right) => right.replace("say [Sing me a song!]", "say [La la la!]"),
  },
  {
    start: "countdown from 10 to 0",
    right: `// stage
// variable count = 10

// sprite: Rocket
when green flag clicked
go to x: (0) y: (-140)
set [count v] to (10)
repeat until <(count) = [0]>
say (count) for (1) seconds
change [count v] by (-1)
end
say [0] for (1) seconds
glide (2) secs to x: (0) y: (170)`,
    wrong: (right) => right.replace("set [count v] to (10)", "set [count v] to (5)"),
  },
  {
    start: "dice that rolls when i click it",
    right: `// sprite: Dice
when this sprite clicked
switch costume to (pick random (1) to (6))`,
    wrong: (right) => right.replace("pick random (1) to (6)", "pick random (1) to (5)"),
  },
  {
    start: "random name picker!!",
    right: `// stage
// list names = [Noah, Priya, Kofi, Aiko, Lucas, Sofia]

// sprite: Picker
when [space v] key pressed
say (item (pick random (1) to (length of [names v])) of [names v]) for (2) seconds`,
    wrong: (right) => right.replace("when [space v] key pressed", "when [p v] key pressed"),
  },
  {
    start: "draw a pentagon",
    right: `// sprite: Pen
when green flag clicked
erase all
pen down
repeat (5)
move (100) steps
turn right (72) degrees
end
pen up`,
    wrong: (right) => right.replace("repeat (5)", "repeat (6)"),
  },
  {
    start: "make a beat maker with 4 buttons",
    right: `// sprite: Kick
when this sprite clicked
play drum (1) for (0.25) beats

// sprite: Snare
when this sprite clicked
play drum (2) for (0.25) beats

// sprite: Clap
when this sprite clicked
play drum (8) for (0.25) beats

// sprite: Cymbal
when this sprite clicked
play drum (4) for (0.25) beats

// sprite: All
when this sprite clicked
play drum (1) for (0.25) beats
play drum (2) for (0.25) beats
play drum (8) for (0.25) beats
play drum (4) for (0.25) beats`,
    // the fifth button left out
    wrong: (right) => right.slice(0, right.indexOf("\n\n// sprite: All")),
  },
  {
    start: "walking animation for my Knight",
    right: `// sprite: Knight
when green flag clicked
set rotation style [left-right v]

when [right arrow v] key pressed
point in direction (90)
move (10) steps
next costume

when [left arrow v] key pressed
point in direction (-90)
move (10) steps
next costume`,
    wrong: (right) => right.replace("move (10) steps\nnext costume", "move (10) steps"),
  },
  {
    start: "hide and seek game.",
    right: `// sprite: Cat
when green flag clicked
go to (random position v)
set [ghost v] effect to (100)
wait until <touching (mouse-pointer v)?>
set [ghost v] effect to (0)
say [You found me!]`,
    wrong: (right) => right.replace("effect to (100)", "effect to (50)"),
  },
  {
    start: "whack a mole!!",
    right: `// stage
// variable score = 0
// list holes = [-160, -80, 0, 80, 160]
when green flag clicked
set [score v] to (0)
wait (20) seconds
broadcast [end v]

// sprite: Mole
when green flag clicked
forever
go to x: (item (pick random (1) to (5)) of [holes v]) y: (-50)
wait (1) seconds
end

when this sprite clicked
change [score v] by (1)
hide
wait (0.3) seconds
show

when I receive [end v]
say [Game over!]
stop [other scripts in sprite v]`,
    wrong: (right) => right.replace("wait (20) seconds", "wait (30) seconds"),
  },
  {
    start: "maze game where u are a Ladybug",
    right: `// sprite: Ladybug
when [w v] key pressed
change y by (5)

when [a v] key pressed
change x by (-5)

when [s v] key pressed
change y by (-5)

when [d v] key pressed
change x by (5)

when green flag clicked
go to x: (-200) y: (-150)
forever
if <touching color [#000000]?> then
go to x: (-200) y: (-150)
end
if <touching (Leaf v)?> then
say [I made it!]
end
end

// sprite: Leaf
when green flag clicked
go to x: (200) y: (150)`,
    wrong: (right) => right.replace("when [s v] key pressed", "when [down arrow v] key pressed"),
  },
  {
    start: "catch game: the Cat catches falling Fish",
    right: `// stage
// variable score = 0
// variable missed = 0

// sprite: Cat
when green flag clicked
go to x: (0) y: (-140)
forever
set x to (mouse x)
end

// sprite: Fish
when green flag clicked
set [score v] to (0)
set [missed v] to (0)
forever
go to x: (pick random (-220) to (220)) y: (170)
repeat until <<touching (Cat v)?> or <(y position) < [-170]>>
change y by (-5)
end
if <touching (Cat v)?> then
change [score v] by (1)
else
change [missed v] by (1)
end
if <(missed) = [3]> then
say [Game over!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("<(missed) = [3]>", "<(missed) = [5]>"),
  },
  {
    start: "chase game where the Police",
    right: `// stage
// variable speed = 2

// sprite: Robber
${arrowKeys(6)}

// sprite: Police
when green flag clicked
set [speed v] to (2)
go to x: (-200) y: (150)
forever
point towards (Robber v)
move (speed) steps
if <touching (Robber v)?> then
say [Caught you!]
stop [all v]
end
end

when green flag clicked
forever
wait (5) seconds
change [speed v] by (1)
end`,
    wrong: (right) => right.replace("wait (5) seconds", "wait (10) seconds"),
  },
  {
    start: "how do i make my sprite say something",
    right: `// sprite: Robot
when green flag clicked
say [Beep boop] for (2) seconds
ask [What's your name?] and wait
say (join [Hi ] (answer))`,
    wrong: (right) => right.replace("ask [What's your name?] and wait\n", ""),
  },
  {
    start: "the cat says hello then asks your name",
    right: `// sprite: Cat
when green flag clicked
say [Hello!] for (2) seconds
ask [What is your name?] and wait
say (join [Nice to meet you, ] (answer))`,
    wrong: (right) => right.replace("say [Hello!]", "say [Hi!]"),
  },
  {
    start: "make a game where u click the Balloon",
    right: `// sprite: Balloon
when green flag clicked
show

when this sprite clicked
start sound (Pop v)
hide`,
    // two scripts nobody asked for
    wrong: (right) => `${right}\n\nwhen [space v] key pressed\nmove (10) steps\n\nwhen [up arrow v] key pressed\nchange y by (10)`,
  },
  {
    start: "can u make my Fish swim",
    right: `// sprite: Fish
when green flag clicked
forever
move (3) steps
if on edge, bounce
end

when [f v] key pressed
say [Blub] for (1) seconds`,
    wrong: (right) => right.replace("say [Blub] for (1) seconds", "say [Blub] for (3) seconds"),
  },
  {
    start: "i want the stage to change to night",
    right: `// stage
when [n v] key pressed
switch backdrop to (Night v)

when [d v] key pressed
switch backdrop to (Day v)`,
    // a script nobody asked for ("thats all")
    wrong: (right) => `${right}\n\nwhen green flag clicked\nswitch backdrop to (Day v)`,
  },
  {
    start: "My daughter is 6.",
    right: `// sprite: Unicorn
when this sprite clicked
say [Lily!] for (2) seconds
start sound (Magic Spell v)`,
    // a variable nobody asked for
    wrong: (right) => right.replace("// sprite: Unicorn", "// sprite: Unicorn\n// variable clicks = 0").replace("start sound", "change [clicks v] by (1)\nstart sound"),
  },
  {
    start: "We do Scratch at home on weekends",
    right: `// stage
// variable correct = 0
// variable a = 2
// variable b = 2

// sprite: Cat
when green flag clicked
set [correct v] to (0)
repeat (10)
set [a v] to (pick random (2) to (12))
set [b v] to (pick random (2) to (12))
ask (join (a) (join [ x ] (b))) and wait
if <(answer) = ((a) * (b))> then
change [correct v] by (1)
end
end
say (join (correct) [ out of 10])`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  {
    start: "My 8-year-old twins",
    right: `// stage
// variable sam = 0
// variable ella = 0
when [a v] key pressed
set [sam v] to (pick random (1) to (6))

when [l v] key pressed
set [ella v] to (pick random (1) to (6))

// sprite: Judge
when green flag clicked
set [sam v] to (0)
set [ella v] to (0)
wait until <<(sam) > [0]> and <(ella) > [0]>>
if <(sam) > (ella)> then
say [Sam wins!]
else
if <(ella) > (sam)> then
say [Ella wins!]
else
say [Draw!]
end
end`,
    wrong: (right) => right.replace("say [Draw!]", "say [Tie!]"),
  },
  {
    start: "A bedtime story",
    right: `// sprite: Owl
when green flag clicked
say [Good night, Moon.] for (2) seconds
broadcast [moon v]

// sprite: Moon
when I receive [moon v]
say [Good night, little owl.] for (2) seconds
switch backdrop to (Night v)`,
    wrong: (right) => right.replace("say [Good night, little owl.]", "say [Sleep well.]"),
  },
  {
    start: "My daughter (11) is making a virtual pet",
    right: `// stage
// variable happiness = 10
when green flag clicked
set [happiness v] to (10)
forever
wait (4) seconds
change [happiness v] by (-1)
end

// sprite: Puppy
when this sprite clicked
change [happiness v] by (2)

when green flag clicked
forever
if <(happiness) < [3]> then
switch costume to (sad v)
else
switch costume to (happy v)
end
end`,
    wrong: (right) => right.replace("[3]", "[5]"),
  },
  {
    start: "Grandparent here!",
    right: `// sprite: Ferrari
when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when green flag clicked
go to x: (-100) y: (-150)
wait until <touching (Finish v)?>
say [Ferrari wins!]
stop [all v]

// sprite: Mini
when [w v] key pressed
change y by (10)

when [s v] key pressed
change y by (-10)

when [a v] key pressed
change x by (-10)

when [d v] key pressed
change x by (10)

when green flag clicked
go to x: (100) y: (-150)
wait until <touching (Finish v)?>
say [Mini wins!]
stop [all v]

// sprite: Finish
when green flag clicked
go to x: (0) y: (150)`,
    wrong: (right) => right.replace("when [w v] key pressed", "when [up arrow v] key pressed"),
  },
  {
    start: "Homeschool art lesson",
    right: `// sprite: Pen
when green flag clicked
erase all
pen down
repeat (36)
repeat (36)
move (8) steps
turn right (10) degrees
end
turn right (10) degrees
change pen (color v) by (5)
end`,
    wrong: (right) => right.replace("change pen (color v) by (5)", "change pen (color v) by (10)"),
  },
  {
    start: "Our son (12) loves trains",
    right: `// sprite: Train
when [t v] key pressed
go to x: (-240) y: (-100)
start sound (Train Whistle v)
glide (6) secs to x: (240) y: (-100)`,
    wrong: (right) => right.replace("glide (6) secs", "glide (3) secs"),
  },
  {
    start: "My kids want whack-a-mole",
    right: `// sprite: Hammer
when green flag clicked
forever
go to (mouse-pointer v)
end

// sprite: Mole
when this sprite clicked
say [Ouch!] for (1) seconds
hide
wait (2) seconds
show`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (1) seconds"),
  },
  {
    start: "My daughter wants a dress-up game",
    right: `// sprite: Zara
when this sprite clicked
next costume

when I receive [red v]
set [color v] effect to (0)

when I receive [blue v]
set [color v] effect to (100)

when I receive [green v]
set [color v] effect to (50)

// sprite: Red
when this sprite clicked
broadcast [red v]

// sprite: Blue
when this sprite clicked
broadcast [blue v]

// sprite: Green
when this sprite clicked
broadcast [green v]`,
    wrong: (right) => right.replace("effect to (100)", "effect to (120)"),
  },
  {
    start: "Just a clicker",
    right: `// stage
// variable clicks = 0

// sprite: Star
when this sprite clicked
change size by (5)
change [clicks v] by (1)
say (clicks)`,
    wrong: (right) => right.replace("change size by (5)", "change size by (10)"),
  },
  {
    start: "Can you help my son with a snake game?",
    right: `// sprite: Snake
when green flag clicked
erase all
go to x: (0) y: (0)
point in direction (90)
set pen color to [#00aa00]
pen down
forever
move (5) steps
if <touching (edge v)?> then
say [Game over!]
stop [all v]
end
end

when [left arrow v] key pressed
turn left (90) degrees

when [right arrow v] key pressed
turn right (90) degrees`,
    wrong: (right) => right.replace("move (5) steps", "move (10) steps"),
  },
  {
    start: "My son (10) wants the Cat to tell the Dog a riddle",
    right: `// sprite: Cat
when green flag clicked
say [What has hands but can't clap?] for (2) seconds
wait (2) seconds
say [A clock!] for (2) seconds

// sprite: Dog
when green flag clicked
wait (2) seconds
say [I don't know.] for (2) seconds`,
    // the answer given to the Dog
    wrong: (right) => right.replace("say [I don't know.]", "say [A clock!]"),
  },
  {
    start: "Dad here, no coding experience",
    right: `// stage
// variable count = 10

// sprite: Cat
when green flag clicked
set [count v] to (10)
repeat (10)
say (count)
wait (1) seconds
change [count v] by (-1)
end
say [Happy New Year!] for (2) seconds
start sound (Cheer v)`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },

  // ---- second right answers in another style: the rubrics must not fit one way of building only
  {
    // the Ball waits before it jumps, and it is the Ball that feels the Hund
    start: "Lektion 13-14",
    right: `// stage
// variable points = 0

// sprite: Hund
when green flag clicked
forever
go to (mouse-pointer v)
end

// sprite: Ball
when green flag clicked
set [points v] to (0)
forever
wait (2) seconds
go to (random position v)
end

when green flag clicked
forever
wait until <touching (Hund v)?>
change [points v] by (1)
go to (random position v)
end`,
  },
  {
    // a forever loop asking whether the key is pressed, and a wait until for the rock
    start: "Grade 4 Coding and Robotics",
    right: `// sprite: Springbok
when green flag clicked
forever
if <key (up arrow v) pressed?> then
change y by (60)
wait (0.5) seconds
change y by (-60)
end
end

// sprite: Rock
when green flag clicked
set x to (220)
forever
move (-5) steps
if <(x position) < [-220]> then
go to x: (220) y: (-100)
end
end`,
  },
  {
    // say, then wait, instead of say for seconds
    start: "Lektion 15-16",
    right: `// sprite: Anna
when green flag clicked
ask [Wie heisst du?] and wait
broadcast [antwort v]

// sprite: Ben
when I receive [antwort v]
say [Ich heisse Ben!]
wait (2) seconds
say []`,
  },
  {
    // the Fish feels the Shark and tells it with a broadcast
    start: "S2, Boolean logic and chasing",
    right: `// sprite: Shark
when green flag clicked
forever
point towards (Fish v)
move (4) steps
end

when I receive [caught v]
say [Chomp!]
stop [all v]

// sprite: Fish
when green flag clicked
forever
go to (mouse-pointer v)
if <touching (Shark v)?> then
broadcast [caught v]
end
end`,
  },
  {
    // say and wait, one number at a time
    start: "Second level, predict then run",
    right: `// sprite: Dragon
when green flag clicked
say [3]
wait (1) seconds
say [2]
wait (1) seconds
say [1]
wait (1) seconds
say []
glide (1) secs to x: (0) y: (0)`,
  },
  {
    // the comparison written the other way round, checked in a loop
    start: "Grade 5 (C3.1), a money problem",
    right: `// stage
// variable savings = 0

// sprite: Loonie
when green flag clicked
set [savings v] to (0)

when this sprite clicked
change [savings v] by (1)

// sprite: Toonie
when this sprite clicked
change [savings v] by (2)

// sprite: Piggy
when green flag clicked
forever
if <[20] < (savings)> then
say [I'm full!]
end
end`,
  },
  {
    // the comparison written the other way round, and two ifs
    start: "LO: to use selection",
    right: `// sprite: Thermometer
when green flag clicked
ask [What is the temperature?] and wait
say [Nice]
if <[25] < (answer)> then
say [Hot]
end
if <(answer) < [10]> then
say [Cold]
end`,
  },
  {
    // a repeat until with say for a second
    start: "Dad here, no coding experience",
    right: `// stage
// variable number = 10

// sprite: Cat
when green flag clicked
set [number v] to (10)
repeat until <(number) = [0]>
say (number) for (1) seconds
change [number v] by (-1)
end
say [Happy New Year!]
play sound (Cheer v) until done`,
  },
  {
    // the points counted where the Comecocos eats, and move before point
    start: "Comecocos (pac-man)",
    right: `// stage
// variable score = 0

// sprite: Comecocos
when [up arrow v] key pressed
point in direction (0)
change y by (5)

when [down arrow v] key pressed
point in direction (180)
change y by (-5)

when [left arrow v] key pressed
point in direction (-90)
change x by (-5)

when [right arrow v] key pressed
point in direction (90)
change x by (5)

when green flag clicked
forever
if <touching (Punto v)?> then
change [score v] by (10)
broadcast [eaten v]
end
end

// sprite: Punto
when I receive [eaten v]
hide`,
  },
  {
    // pointing the way, then moving, with the rotation style set
    start: "my crab just spins around",
    right: `// sprite: Crab
when green flag clicked
set rotation style [left-right v]

when [left arrow v] key pressed
point in direction (-90)
move (10) steps

when [right arrow v] key pressed
point in direction (90)
move (10) steps

when [space v] key pressed
change y by (50)
change y by (-50)`,
  },
  {
    // one forever loop asking for the key and the ground together
    start: "Platformer, lesson 3 (Year 6)",
    right: `// stage
// variable gravity = -2

// sprite: Player
when green flag clicked
set [gravity v] to (-2)
forever
if <touching (Ground v)?> then
if <key (up arrow v) pressed?> then
change y by (90)
end
else
change y by (gravity)
end
end

// sprite: Ground
when green flag clicked
go to x: (0) y: (-160)`,
  },
  {
    // the plane placed once, then gliding over and coming back in the loop
    start: "Grade 3, a busy road",
    right: `// sprite: Bicycle
when green flag clicked
forever
if on edge, bounce
move (3) steps
end

// sprite: Car
when green flag clicked
forever
move (6) steps
if on edge, bounce
end

// sprite: Airplane
when green flag clicked
go to x: (-240) y: (150)
forever
glide (5) secs to x: (240) y: (150)
set x to (-240)
end`,
  },
  {
    // a forever loop that deletes the clone at the bottom
    start: "Year 8 space shooter, lesson 2",
    right: `// sprite: Alien
when green flag clicked
hide
repeat (8)
create clone of (myself v)
end

when I start as a clone
go to x: (pick random (-220) to (220)) y: (180)
show
forever
change y by (-2)
if <(y position) < [-170]> then
delete this clone
end
end`,
  },
  {
    // a wait until inside the loop
    start: "Year 5, sensing",
    right: `// sprite: Dog
when green flag clicked
forever
wait until <(distance to (mouse-pointer v)) < [80]>
say [Woof!]
play sound (Bark v) until done
end`,
  },
];

describe("unseen-6 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_6_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_6_HELD_OUT_REQUESTS, ANSWERS, { right: 130, wrong: 100 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("Lektion 17-18");
    const right = ANSWERS.find((answer) => answer.start === "Lektion 17-18")?.right as string;
    const withoutTheTimer = right.replace("change [Zeit v] by (-1)\n", "");
    expect(withoutTheTimer).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheTimer, leftOut: ["the timer counting down"] }).verdict).toBe("partial-named");
  });

  it("a decline where a child's project was asked for is not right", () => {
    expect(gradeAnswer(requestStarting("Year 4, LO: to send messages"), { kind: "declined" }).verdict).toBe("partial-named");
  });

  it("a declined request is not answered by a program", () => {
    const request = requestStarting("can u make a fake scratch login page");
    expect(gradeAnswer(request, program("// sprite: Cat\nwhen green flag clicked\nask [Password?] and wait")).verdict).toBe("wrong-unsaid");
  });
});
