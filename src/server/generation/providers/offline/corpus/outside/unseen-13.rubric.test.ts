// The sixteenth held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { arrowKeys, firstAnswerTo, itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, type THandWrittenAnswer, withSecondWrongs } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_13_HELD_OUT_REQUESTS } from "./unseen-13.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_13_HELD_OUT_REQUESTS, start);

/** The left and right arrow-key hats moving STEP sideways. */
const sideKeys = (step: number): string => `when [left arrow v] key pressed\nchange x by (${-step})\n\nwhen [right arrow v] key pressed\nchange x by (${step})`;

/** The stage's header declaring VARIABLES (each starting at 0). */
const stageWith = (...variables: string[]): string => `// stage\n${variables.map((variable) => `// variable ${variable} = 0`).join("\n")}\n\n`;

/** A sprite NAME that plays a sound when clicked. */
const soundWhenClicked = (name: string, sound: string): string => `// sprite: ${name}\nwhen this sprite clicked\nstart sound (${sound} v)`;

/** A sprite NAME that switches to its next costume when clicked. */
const nextWhenClicked = (name: string): string => `// sprite: ${name}\nwhen this sprite clicked\nnext costume`;

/** Each request (by the start of its words) with a right answer and a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  // Vietnam
  {
    start: "Primary school in Vinh Long",
    right: `// sprite: Boat
when green flag clicked
forever
move (3) steps
if on edge, bounce
end

when this sprite clicked
say [Xin chào!] for (2) seconds`,
    wrong: (right) => right.replace("move (3) steps", "move (6) steps"),
  },
  {
    start: "For our pupils in Tien Giang",
    right: `// sprite: Buffalo
when green flag clicked
repeat (40)
change x by (5)
next costume
end`,
    wrong: (right) => right.replace("repeat (40)", "repeat (20)"),
  },
  {
    start: "im in grade 4 in ho chi minh city",
    right: `${stageWith("score")}// sprite: Fish
when green flag clicked
set [score v] to (0)

when this sprite clicked
go to (random position v)
change [score v] by (1)`,
    wrong: (right) => right.replace("change [score v] by (1)", "change [score v] by (2)"),
  },
  // Uganda, ICT clubs
  {
    start: "ICT club online session",
    right: `// sprite: Robot
when green flag clicked
say [Plan it] for (2) seconds
say [Code it] for (2) seconds
say [Test it] for (2) seconds`,
    wrong: (right) => right.replace("say [Code it] for (2) seconds", "say [Code it] for (1) seconds"),
  },
  {
    start: "we learnt scratch on the ict clubs zoom",
    right: `// sprite: Cat
when [n v] key pressed
say [Namuli]
change y by (50)
wait (0.3) seconds
change y by (-50)`,
    wrong: (right) => right.replace("say [Namuli]", "say [Nakato]"),
  },
  {
    start: "ICT clubs, week 2, events",
    right: `// sprite: Drum
when green flag clicked
go to x: (0) y: (0)

when this sprite clicked
play drum (2 v) for (0.5) beats
next costume`,
    wrong: (right) => right.replace("play drum (2 v)", "play drum (1 v)"),
  },
  // Uganda, My Tech Women
  {
    start: "CS Education Week, a greeting",
    right: `// sprite: Giraffe
when green flag clicked
say [Hello from Uganda!] for (3) seconds
glide (2) secs to x: (150) y: (0)`,
    wrong: (right) => right.replace("glide (2) secs to x: (150) y: (0)", "glide (2) secs to x: (-150) y: (0)"),
  },
  {
    start: "My class in Kampala",
    right: `// sprite: Elephant
when [c v] key pressed
change [color v] effect by (25)`,
    wrong: (right) => right.replace("when [c v] key pressed", "when [space v] key pressed"),
  },
  {
    start: "our class made friends with a school in colorado",
    right: `// sprite: Snow
when green flag clicked
hide
repeat (30)
create clone of (myself v)
wait (0.2) seconds
end

when I start as a clone
go to x: (pick random (-230) to (230)) y: (180)
show
repeat until <(y position) < [-170]>
change y by (-2)
end
delete this clone`,
    wrong: (right) => right.replace("change y by (-2)", "change y by (-5)"),
  },
  // Sri Lanka, Sunday Times
  {
    start: "TechKids code club launch",
    right: `// sprite: Butterfly
when green flag clicked
forever
glide (1) secs to (random position v)
change [color v] effect by (10)
end`,
    wrong: (right) => right.replace("change [color v] effect by (10)", "change [color v] effect by (25)"),
  },
  {
    start: "im in grade 6 at sujatha vidyalaya",
    right: `${stageWith("stars")}// sprite: Girl
when green flag clicked
set [stars v] to (0)

${arrowKeys(7)}

// sprite: Star
when green flag clicked
forever
if <touching (Girl v)?> then
change [stars v] by (1)
go to (random position v)
end
end`,
    wrong: (right) => right.replace("change x by (7)", "change x by (3)"),
  },
  {
    start: "My daughter joined the new code club",
    right: `// sprite: Peacock
when green flag clicked
repeat (6)
turn right (15) degrees
wait (0.5) seconds
turn left (15) degrees
wait (0.5) seconds
end`,
    wrong: (right) => right.replace("repeat (6)", "repeat (3)"),
  },
  // Sri Lanka, Calcey
  {
    start: "Dojo session 1",
    right: `// stage
when green flag clicked
switch backdrop to (Red v)

// sprite: Cat
when green flag clicked
say [Hello World]`,
    wrong: (right) => right.replace("switch backdrop to (Red v)", "switch backdrop to (Blue v)"),
  },
  {
    start: "Dojo session 2, drawing shapes",
    right: `// sprite: Pencil
when green flag clicked
pen down
repeat (4)
move (120) steps
turn right (90) degrees
end
repeat (3)
move (120) steps
turn right (120) degrees
end`,
    wrong: (right) => right.replace("repeat (3)", "repeat (5)"),
  },
  {
    start: "The children from the temple",
    right: `// sprite: Text
when this sprite clicked
repeat (5)
change size by (20)
end`,
    wrong: (right) => right.replace("change size by (20)", "change size by (10)"),
  },
  // Estonia
  {
    start: "High school course, first practice session",
    right: `// sprite: Ball
when green flag clicked
forever
glide (1) secs to x: (200) y: (0)
glide (1) secs to x: (-200) y: (0)
end`,
    wrong: (right) => right.replace("glide (1) secs to x: (-200) y: (0)", "glide (1) secs to x: (0) y: (0)"),
  },
  {
    start: "For the Tallinn students",
    right: `// sprite: Light
when green flag clicked
forever
switch costume to (green v)
wait (3) seconds
switch costume to (yellow v)
wait (1) seconds
switch costume to (red v)
wait (3) seconds
end`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },
  {
    start: "Modelling with Scratch, a falling stone",
    right: `${stageWith("speed")}// sprite: Stone
when green flag clicked
go to x: (0) y: (150)
set [speed v] to (0)
repeat until <touching (Ground v)?>
change [speed v] by (-1)
change y by (speed)
end`,
    wrong: (right) => right.replace("change [speed v] by (-1)", "change [speed v] by (1)"),
  },
  // Jamaica, Diaspora NE
  {
    start: "My son (11) is in the Diaspora",
    right: `// sprite: Parrot
when green flag clicked
ask [Say something] and wait
say (answer) for (2) seconds`,
    wrong: (right) => right.replace("say (answer) for (2) seconds", "say [Hello] for (2) seconds"),
  },
  {
    start: "im 10 and we do scratch on zoom",
    right: `// sprite: Dog
${sideKeys(10)}

when [space v] key pressed
start sound (Bark v)`,
    wrong: (right) => right.replace("start sound (Bark v)", "say [Woof]"),
  },
  {
    start: "Online class for 12 and under",
    right: `// sprite: Bus
when green flag clicked
go to x: (-220) y: (-100)
glide (5) secs to x: (220) y: (-100)
switch backdrop to (School v)`,
    wrong: (right) => right.replace("glide (5) secs", "glide (2) secs"),
  },
  // Jamaica, Gleaner
  {
    start: "Scratch Day workshop, grade 3, a story",
    right: `// sprite: Anansi
when green flag clicked
say [I have a plan!] for (2) seconds
broadcast [tiger v]

// sprite: Tiger
when I receive [tiger v]
say [What plan?] for (2) seconds`,
    wrong: (right) => right.replace("say [What plan?] for (2) seconds", "say [No plan] for (2) seconds"),
  },
  {
    start: "i did scratch day at my school in kingston",
    right: `// sprite: Mango
when this sprite clicked
glide (1) secs to x: (x position) y: (-150)`,
    wrong: (right) => right.replace("y: (-150)", "y: (150)"),
  },
  {
    start: "Grade 2, Scratch Day: the Hummingbird",
    right: `// sprite: Hummingbird
when green flag clicked
forever
next costume
wait (0.1) seconds
end

when green flag clicked
forever
go to (mouse-pointer v)
end`,
    wrong: (right) => right.replace("wait (0.1) seconds", "wait (1) seconds"),
  },
  // Jamaica, Observer
  {
    start: "Teacher training before Scratch Day",
    right: `// sprite: Cat
when green flag clicked
forever
point towards (mouse-pointer v)
move (4) steps
if <touching (mouse-pointer v)?> then
say [Got you!] for (1) seconds
end
end`,
    wrong: (right) => right.replace("move (4) steps", "move (8) steps"),
  },
  {
    start: "Early-childhood class",
    right: `${soundWhenClicked("Cow", "Moo")}

${soundWhenClicked("Duck", "Duck")}`,
    wrong: (right) => right.replace("// sprite: Duck\nwhen this sprite clicked", "// sprite: Duck\nwhen green flag clicked"),
  },
  {
    start: "I'm a teacher and a mom",
    right: `// sprite: Heart
when green flag clicked
set size to (10) %
repeat (9)
change size by (10)
end
say [I love you, Grandma!]`,
    wrong: (right) => right.replace("repeat (9)", "repeat (5)"),
  },
  // Egypt
  {
    start: "Protons programme, ages 12-18",
    right: `// sprite: Dino
when [space v] key pressed
repeat (10)
change y by (10)
end
repeat (10)
change y by (-10)
end

// sprite: Cactus
when green flag clicked
go to x: (240) y: (-100)
forever
change x by (-7)
if <(x position) < [-240]> then
set x to (240)
end
if <touching (Dino v)?> then
say [Game over!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("change x by (-7)", "change x by (-3)"),
  },
  {
    start: "im a proton (12)",
    right: `${stageWith("score")}// stage
when green flag clicked
set [score v] to (0)
forever
wait (0.5) seconds
change [score v] by (1)
end`,
    wrong: (right) => right.replace("wait (0.5) seconds", "wait (1) seconds"),
  },
  {
    start: "In Alexandria my son make the T-Rex game",
    right: `// sprite: Cloud
when green flag clicked
forever
change x by (-1)
if <(x position) < [-240]> then
go to x: (240) y: (120)
end
end`,
    wrong: (right) => right.replace("change x by (-1)", "change x by (1)"),
  },
  // Tanzania
  {
    start: "Code Club at a secondary school in Shinyanga",
    right: `${stageWith("points")}// sprite: Teacher
when green flag clicked
set [points v] to (0)
ask [What is the capital of Tanzania?] and wait
if <(answer) = [Dodoma]> then
say [Correct!]
change [points v] by (1)
else
say [It is Dodoma]
end`,
    wrong: (right) => right.replace("if <(answer) = [Dodoma]> then", "if <(answer) = [Dar es Salaam]> then"),
  },
  {
    start: "form 2 student from uhuru secondary",
    right: `// sprite: Giraffe
when [right arrow v] key pressed
change x by (5)
next costume

when this sprite clicked
say [Karibu!]`,
    wrong: (right) => right.replace("next costume", "switch costume to (giraffe-a v)"),
  },
  {
    start: "We are moving from school to school",
    right: `// sprite: Sun
when green flag clicked
go to x: (0) y: (-150)
glide (6) secs to x: (0) y: (150)
switch backdrop to (Day v)`,
    wrong: (right) => right.replace("switch backdrop to (Day v)", "switch backdrop to (Night v)"),
  },
  // Malawi
  {
    start: "Printed worksheet for our Code Club",
    right: `// sprite: Fish
when green flag clicked
forever
move (4) steps
if on edge, bounce
end

when this sprite clicked
say [Moni!] for (2) seconds`,
    wrong: (right) => right.replace("say [Moni!] for (2) seconds", "say [Moni!] for (4) seconds"),
  },
  {
    start: "Worksheet 3, with no internet",
    right: `// stage
when [n v] key pressed
switch backdrop to (Night v)

when [d v] key pressed
switch backdrop to (Day v)`,
    wrong: (right) => right.replace("when [d v] key pressed", "when [n v] key pressed"),
  },
  {
    start: "im in form 3 at robert laws",
    right: `${stageWith("laps")}// sprite: Car
when green flag clicked
set [laps v] to (0)
forever
move (3) steps
if on edge, bounce
if <touching (Line v)?> then
change [laps v] by (1)
say (laps)
wait (1) seconds
end
end`,
    wrong: (right) => right.replace("change [laps v] by (1)", "change [laps v] by (2)"),
  },
  // Zambia
  {
    start: "Teachers' code club training in Siavonga",
    right: `// sprite: Hippo
when green flag clicked
repeat (50)
move (2) steps
next costume
end
say [Mwabonwa!]`,
    wrong: (right) => right.replace("move (2) steps", "move (5) steps"),
  },
  {
    start: "Our school has more than 1300 pupils",
    right: `${stageWith("pupils")}// sprite: Counter
when green flag clicked
set [pupils v] to (0)

when this sprite clicked
change [pupils v] by (1)
say (pupils)`,
    wrong: (right) => right.replace("change [pupils v] by (1)", "change [pupils v] by (10)"),
  },
  {
    start: "My daughter at Chilanga Primary",
    right: `// sprite: Ball
when green flag clicked
forever
move (8) steps
if on edge, bounce
if <touching (Wall v)?> then
start sound (Pop v)
end
end`,
    wrong: (right) => right.replace("move (8) steps", "move (4) steps"),
  },
  // Hong Kong, StartupsHK
  {
    start: "Code Club in a Hong Kong primary school",
    right: `// sprite: Panda
when green flag clicked
ask [English or Cantonese?] and wait
if <(answer) = [Cantonese]> then
say [你好!]
else
say [Hello!]
end`,
    wrong: (right) => right.replace("say [你好!]", "say [Hello!]"),
  },
  {
    start: "p5 student in hong kong code club",
    right: `// sprite: Boat
when [space v] key pressed
move (10) steps
if <touching (Finish v)?> then
say [We win!]
end`,
    wrong: (right) => right.replace("move (10) steps", "move (5) steps"),
  },
  {
    start: "My son's school in Kowloon",
    right: `// sprite: Ferry
when green flag clicked
forever
go to x: (-200) y: (-100)
glide (8) secs to x: (200) y: (-100)
end`,
    wrong: (right) => right.replace("glide (8) secs", "glide (4) secs"),
  },
  // Hong Kong, Educator Network
  {
    start: "Primary 4, flipped classroom",
    right: `// sprite: Bin
when green flag clicked
ask [Is it paper or plastic?] and wait
if <(answer) = [paper]> then
switch costume to (blue v)
else
switch costume to (orange v)
end`,
    wrong: (right) => right.replace("switch costume to (orange v)", "switch costume to (blue v)"),
  },
  {
    start: "Primary 2: the Bee",
    right: `// sprite: Bee
when green flag clicked
glide (2) secs to (Flower v)
say [Yum!]`,
    wrong: (right) => right.replace("glide (2) secs to (Flower v)", "glide (2) secs to (random position v)"),
  },
  {
    start: "primary 6 in hong kong",
    right: `// sprite: Rocket
when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)`,
    wrong: (right) => right.replace("change y by (-10)", "change y by (10)"),
  },
  // Malta, Newsbook
  {
    start: "SkolaSajf summer coding",
    right: `// sprite: Robot
when green flag clicked
go to x: (-200) y: (-150)
move (100) steps
turn left (90) degrees
move (100) steps`,
    wrong: (right) => right.replace("turn left (90) degrees", "turn right (90) degrees"),
  },
  {
    start: "i went to skolasajf in gzira",
    right: `// sprite: Luzzu
when green flag clicked
forever
glide (1) secs to x: (0) y: (10)
glide (1) secs to x: (0) y: (-10)
end`,
    wrong: (right) => right.replace("y: (-10)", "y: (-40)"),
  },
  {
    start: "Find the error: the Cat",
    right: `// sprite: Cat
when this sprite clicked
say [Bonġu] for (2) seconds
say [Saħħa] for (2) seconds`,
    wrong: (right) => right.replace("say [Bonġu] for (2) seconds\nsay [Saħħa] for (2) seconds", "say [Saħħa] for (2) seconds\nsay [Bonġu] for (2) seconds"),
  },
  // Malta, Mater Boni Consilii
  {
    start: "Code Week, Grade 5: Elsa",
    right: `// sprite: Elsa
when green flag clicked
pen down
repeat (6)
move (60) steps
move (-60) steps
turn right (60) degrees
end`,
    wrong: (right) => right.replace("turn right (60) degrees", "turn right (45) degrees"),
  },
  {
    start: "we did code week in grade 3",
    right: `// sprite: Astronaut
when [space v] key pressed
change y by (80)
wait (0.5) seconds
change y by (-80)`,
    wrong: (right) => right.replace("change y by (80)", "change y by (40)"),
  },
  {
    start: "Code Week, Grade 2: Anna",
    right: `// sprite: Anna
when green flag clicked
repeat (15)
move (10) steps
end
if <touching (Sweets v)?> then
say [Yummy!]
end`,
    wrong: (right) => right.replace("repeat (15)", "repeat (5)"),
  },
  // Malta, Times of Malta
  {
    start: "Codeweek session",
    right: `// sprite: Gingerbread
${arrowKeys(6)}

// sprite: Fox
when green flag clicked
forever
glide (2) secs to (Gingerbread v)
if <touching (Gingerbread v)?> then
say [Snap!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("glide (2) secs to (Gingerbread v)", "glide (4) secs to (Gingerbread v)"),
  },
  {
    start: "my town project from codeweek",
    right: `// sprite: House
when this sprite clicked
switch backdrop to (Night v)
say [Good night]`,
    wrong: (right) => right.replace("switch backdrop to (Night v)", "switch backdrop to (Day v)"),
  },
  {
    start: "My son loved the Angry Birds session",
    right: `// sprite: Bird
when [space v] key pressed
point in direction (45)
repeat (30)
move (10) steps
end`,
    wrong: (right) => right.replace("point in direction (45)", "point in direction (90)"),
  },
  // Trinidad and Tobago
  {
    start: "TechnoKids camp in Tobago",
    right: `// sprite: Turtle
when [right arrow v] key pressed
move (5) steps

when [up arrow v] key pressed
change y by (60)
wait (0.3) seconds
change y by (-60)`,
    wrong: (right) => right.replace("change y by (60)", "change y by (30)"),
  },
  {
    start: "im 8 and went to the computer camp",
    right: `// sprite: Crab
when green flag clicked
glide (3) secs to (Ball v)
say [Lets play!]`,
    wrong: (right) => right.replace("glide (3) secs", "glide (1) secs"),
  },
  {
    start: "Camp day 2, giving commands",
    right: `// sprite: Robot
when [space v] key pressed
move (50) steps
turn right (90) degrees
move (50) steps
say [Done!]`,
    wrong: (right) => right.replace("say [Done!]", "say [Finished!]"),
  },
  // Ukraine
  {
    start: "Codeclub, first year, ages 9-11",
    right: `// sprite: Stork
when green flag clicked
go to x: (-200) y: (50)
repeat (100)
change x by (4)
next costume
end`,
    wrong: (right) => right.replace("change x by (4)", "change x by (2)"),
  },
  {
    start: "My son go to Codeclub in Kyiv",
    right: `${stageWith("apples")}// sprite: Basket
when green flag clicked
set [apples v] to (0)

${sideKeys(12)}

// sprite: Apple
when green flag clicked
go to x: (0) y: (180)
forever
change y by (-5)
if <touching (Basket v)?> then
change [apples v] by (1)
go to x: (pick random (-200) to (200)) y: (180)
end
end`,
    wrong: (right) => right.replace("change y by (-5)", "change y by (-2)"),
  },
  {
    start: "codeclub ua!!",
    right: `// sprite: Cat
when green flag clicked
pen down
repeat (5)
move (100) steps
turn right (144) degrees
end`,
    wrong: (right) => right.replace("turn right (144) degrees", "turn right (72) degrees"),
  },
  // Ecuador
  {
    start: "Casa Somos workshop",
    right: `${stageWith("drops")}// sprite: Tap
when green flag clicked
set [drops v] to (0)
repeat until <(drops) = [20]>
wait (1) seconds
change [drops v] by (1)
end
say [Close the tap!]`,
    wrong: (right) => right.replace("repeat until <(drops) = [20]>", "repeat until <(drops) = [10]>"),
  },
  {
    start: "Para los chicos de 12 a 15",
    right: `// sprite: Bus
when green flag clicked
repeat until <touching (Sign v)?>
move (3) steps
end
say [Parada]`,
    wrong: (right) => right.replace("say [Parada]", "say [Hola]"),
  },
  {
    start: "hola im 9 from ecuador",
    right: `// sprite: Llama
when [up arrow v] key pressed
change y by (70)
wait (0.5) seconds
change y by (-70)`,
    wrong: (right) => right.replace("change y by (-70)", "change y by (-35)"),
  },
  // Peru
  {
    start: "Weekend workshop in Lima",
    right: `${stageWith("coins")}// sprite: Alpaca
when green flag clicked
set [coins v] to (0)

${arrowKeys(8)}

// sprite: Coin
when green flag clicked
show
wait until <touching (Alpaca v)?>
change [coins v] by (5)
hide`,
    wrong: (right) => right.replace("change [coins v] by (5)", "change [coins v] by (1)"),
  },
  {
    start: "My daughter (9) went to the volunteers",
    right: `// sprite: Robot
when green flag clicked
say [Hola, soy Robi] for (2) seconds
repeat (4)
turn right (90) degrees
end`,
    wrong: (right) => right.replace("repeat (4)", "repeat (2)"),
  },
  {
    start: "i made a videogame at the workshop in lima",
    right: `// sprite: Condor
when green flag clicked
forever
go to (mouse-pointer v)
end

when this sprite clicked
change size by (10)`,
    wrong: (right) => right.replace("change size by (10)", "change size by (-10)"),
  },
  // Paraguay
  {
    start: "Cooperative coding course, module 2",
    right: `// sprite: Cloud
when green flag clicked
forever
change x by (1)
if <(x position) > [240]> then
set x to (-240)
end
end

// sprite: Sun
when green flag clicked
forever
turn right (2) degrees
end`,
    wrong: (right) => right.replace("turn right (2) degrees", "turn right (10) degrees"),
  },
  {
    start: "Module 3, an animated dialogue",
    right: `// sprite: Ana
when green flag clicked
say [¿Vamos al río?] for (2) seconds
broadcast [luis v]

// sprite: Luis
when I receive [luis v]
say [¡Sí, vamos!] for (2) seconds`,
    wrong: (right) => right.replace("say [¿Vamos al río?] for (2) seconds", "say [¿Vamos al río?] for (5) seconds"),
  },
  {
    start: "Module 5, we extend the Pong",
    right: `${stageWith("points", "speed")}// sprite: Ball
when green flag clicked
set [points v] to (0)
set [speed v] to (4)
forever
move (speed) steps
if on edge, bounce
if <touching (Paddle v)?> then
change [points v] by (1)
change [speed v] by (1)
turn right (180) degrees
end
end`,
    wrong: (right) => right.replace("change [speed v] by (1)", "change [speed v] by (2)"),
  },
  // Qatar
  {
    start: "National Scratch contest, a Sustainable",
    right: `// sprite: Cloud
when this sprite clicked
start sound (Rain v)
broadcast [grow v]

// sprite: Tree
when I receive [grow v]
change size by (5)`,
    wrong: (right) => right.replace("change size by (5)", "change size by (50)"),
  },
  {
    start: "im entering the qatar scratch competition",
    right: `${stageWith("water")}// sprite: Oryx
when green flag clicked
set [water v] to (0)

${sideKeys(9)}

// sprite: Drop
when green flag clicked
forever
if <touching (Oryx v)?> then
change [water v] by (1)
go to (random position v)
end
end`,
    wrong: (right) => right.replace("change x by (9)", "change x by (5)"),
  },
  {
    start: "My son (7) entered the national Scratch competition",
    right: `// sprite: Falcon
when green flag clicked
forever
glide (1) secs to (random position v)
end

when this sprite clicked
say [Doha!]`,
    wrong: (right) => right.replace("glide (1) secs", "glide (3) secs"),
  },
  // United Arab Emirates, Mother Baby Child
  {
    start: "Hour of Code, ages 7-9, a flappy game",
    right: `// sprite: Bird
when green flag clicked
forever
change y by (-2)
if <touching (Ground v)?> then
stop [all v]
end
end

when [space v] key pressed
change y by (30)`,
    wrong: (right) => right.replace("change y by (30)", "change y by (10)"),
  },
  {
    start: "we did hour of code at DIA",
    right: `// sprite: Droid
${arrowKeys(4)}

when green flag clicked
forever
if <touching (Ship v)?> then
say [Beep boop]
end
end`,
    wrong: (right) => right.replace("say [Beep boop]", "say [Hello]"),
  },
  {
    start: "Hour of Code follow-up, ages 8-9",
    right: `// sprite: Button
when this sprite clicked
broadcast [reset v]

// sprite: Bird
when I receive [reset v]
go to x: (0) y: (0)
point in direction (90)`,
    wrong: (right) => right.replace("point in direction (90)", "point in direction (0)"),
  },
  // United Arab Emirates, The National
  {
    start: "CS First club, grade 5, storytelling",
    right: `// sprite: Camel
when green flag clicked
say [Marhaba!] for (2) seconds
ask [Where do you live?] and wait
say (join [I love ] (answer))`,
    wrong: (right) => right.replace("say (join [I love ] (answer))", "say [I love it]"),
  },
  {
    start: "CS First club, grade 4, game design",
    right: `${stageWith("saves")}// sprite: Goalkeeper
when green flag clicked
set [saves v] to (0)
forever
go to x: (mouse x) y: (-120)
end

// sprite: Ball
when green flag clicked
forever
go to x: (pick random (-200) to (200)) y: (180)
repeat until <<touching (Goalkeeper v)?> or <(y position) < [-170]>>
change y by (-5)
end
if <touching (Goalkeeper v)?> then
change [saves v] by (1)
end
end`,
    wrong: (right) => right.replace("go to x: (mouse x) y: (-120)", "go to x: (mouse x) y: (-160)"),
  },
  {
    start: "My daughter learn Scratch in her school in Abu Dhabi",
    right: `// sprite: Clock
when green flag clicked
reset timer
forever
say (timer)
wait (1) seconds
end`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (5) seconds"),
  },
  // Mozambique
  {
    start: "Free coding classes in Manica",
    right: `// sprite: Farmer
when green flag clicked
ask [How many bags of maize?] and wait
say ((answer) * (50))`,
    wrong: (right) => right.replace("say ((answer) * (50))", "say ((answer) * (5))"),
  },
  {
    start: "For the girls and boys of the coding class",
    right: `// sprite: Chicken
when green flag clicked
go to x: (0) y: (0)

// sprite: Egg
when green flag clicked
hide

when [e v] key pressed
go to (Chicken v)
show`,
    wrong: (right) => right.replace("when [e v] key pressed", "when [space v] key pressed"),
  },
  {
    start: "im 13 from manica",
    right: `${stageWith("food")}// sprite: Goat
when green flag clicked
set [food v] to (0)
forever
go to (mouse-pointer v)
end

// sprite: Cabbage
when green flag clicked
show
wait until <touching (Goat v)?>
change [food v] by (1)
hide`,
    wrong: (right) => right.replace("change [food v] by (1)", "change [food v] by (10)"),
  },
  // Switzerland, Ruedi Arnold
  {
    start: "One-day workshop, the afternoon contest",
    right: `// sprite: Player
${sideKeys(10)}

// sprite: Ball
when green flag clicked
go to x: (0) y: (180)
forever
change y by (-6)
if <(y position) < [-170]> then
set y to (180)
end
if <touching (Player v)?> then
say [Game over!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("change y by (-6)", "change y by (-3)"),
  },
  {
    start: "Underwater backdrop, two players",
    right: `// stage
when green flag clicked
switch backdrop to (Underwater 1 v)

// sprite: Fish1
when [w v] key pressed
change y by (5)

when [a v] key pressed
change x by (-5)

when [s v] key pressed
change y by (-5)

when [d v] key pressed
change x by (5)

// sprite: Fish2
${arrowKeys(5)}`,
    wrong: (right) => right.replace("when [s v] key pressed", "when [x v] key pressed"),
  },
  {
    start: "My daughter did a Scratch workshop day in Zurich",
    right: `// stage
when green flag clicked
switch backdrop to (Stars v)

// sprite: Rocket
when green flag clicked
forever
turn right (5) degrees
end

// sprite: Planet
when green flag clicked
forever
change [color v] effect by (5)
end`,
    wrong: (right) => right.replace("turn right (5) degrees", "turn right (15) degrees"),
  },
  // Switzerland, Tagblatt
  {
    start: "holiday course game design in st gallen",
    right: `// sprite: Horse
${arrowKeys(5)}

when green flag clicked
forever
if <touching (Rainbow v)?> then
say [Ich habe es geschafft!]
end
end`,
    wrong: (right) => right.replace("say [Ich habe es geschafft!]", "say [Hallo!]"),
  },
  {
    start: "Holiday course, ages 6-12",
    right: `// sprite: Horse
when green flag clicked
go to x: (-210) y: (-140)
forever
if <touching color [#ffffff]?> then
glide (1) secs to x: (-210) y: (-140)
end
end`,
    wrong: (right) => right.replace("if <touching color [#ffffff]?> then\nglide (1) secs", "if <touching color [#ffffff]?> then\nglide (3) secs"),
  },
  {
    start: "My friend and me, we are 10",
    right: `// sprite: Heart
when green flag clicked
hide
repeat (10)
create clone of (myself v)
end

when I start as a clone
go to (random position v)
show
forever
turn right (3) degrees
end`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  // Switzerland, Schule Lauerz
  {
    start: "Lehrplan 21, 5th grade",
    right: `// sprite: Pencil
when green flag clicked
pen down
repeat (6)
move (70) steps
turn right (60) degrees
end`,
    wrong: (right) => right.replace("move (70) steps", "move (50) steps"),
  },
  {
    start: "6th grade, conditions",
    right: `// sprite: Frog
when green flag clicked
forever
move (4) steps
if <touching (edge v)?> then
turn right (180) degrees
say [Quak!] for (1) seconds
end
end`,
    wrong: (right) => right.replace("turn right (180) degrees", "turn right (90) degrees"),
  },
  {
    start: "Read it and run it by hand",
    right: `${stageWith("zahl")}// sprite: Cat
when green flag clicked
set [zahl v] to (1)
repeat (5)
set [zahl v] to ((zahl) * (2))
end
say (zahl)`,
    wrong: (right) => right.replace("set [zahl v] to ((zahl) * (2))", "set [zahl v] to ((zahl) * (3))"),
  },
  // Switzerland, Benno Müller
  {
    start: "im 10 and tonight i show scratch",
    right: `// sprite: Cat
when green flag clicked
say [Willkommen] for (2) seconds
repeat (20)
move (10) steps
end`,
    wrong: (right) => right.replace("repeat (20)", "repeat (10)"),
  },
  {
    start: "my first own program from the gifted class",
    right: `// sprite: Ball
when green flag clicked
forever
move (7) steps
if on edge, bounce
end

when this sprite clicked
next costume`,
    wrong: (right) => right.replace("move (7) steps", "move (2) steps"),
  },
  {
    start: "After the Scratch evening at school",
    right: `// sprite: Dragon
when [up arrow v] key pressed
change y by (15)

when [f v] key pressed
switch costume to (fire v)`,
    wrong: (right) => right.replace("when [f v] key pressed", "when [space v] key pressed"),
  },
  // Germany, Augsburger Allgemeine
  {
    start: "4th grade coding kids",
    right: `// sprite: Man
when green flag clicked
forever
move (5) steps
if <touching (edge v)?> then
turn right (15) degrees
end
end`,
    wrong: (right) => right.replace("turn right (15) degrees", "turn right (90) degrees"),
  },
  {
    start: "My son is in the Coding Kids project",
    right: `// sprite: Wheel
when green flag clicked
repeat (60)
change x by (3)
turn right (6) degrees
end`,
    wrong: (right) => right.replace("turn right (6) degrees", "turn left (6) degrees"),
  },
  {
    start: "im in 4th grade and we learn coding",
    right: `// sprite: Robot
when [h v] key pressed
say [Hallo]

when [t v] key pressed
say [Tschüss]`,
    wrong: (right) => right.replace("say [Tschüss]", "say [Hallo]"),
  },
  // the classics
  {
    start: "Class 4, a maze",
    right: `// sprite: Beetle
when green flag clicked
go to x: (-210) y: (-150)
forever
if <touching color [#0000ff]?> then
go to x: (-210) y: (-150)
end
if <touching (Leaf v)?> then
say [I made it!]
end
end

${arrowKeys(4)}`,
    wrong: (right) => right.replace("if <touching color [#0000ff]?> then\ngo to x: (-210) y: (-150)", "if <touching color [#0000ff]?> then\ngo to x: (0) y: (0)"),
  },
  {
    start: "catch game: the Bowl",
    right: `${stageWith("mangoes")}// sprite: Bowl
when green flag clicked
set [mangoes v] to (0)
forever
go to x: (mouse x) y: (-150)
end

// sprite: Mango
when green flag clicked
go to x: (0) y: (180)
forever
change y by (-4)
if <touching (Bowl v)?> then
change [mangoes v] by (1)
go to x: (pick random (-200) to (200)) y: (180)
end
end`,
    wrong: (right) => right.replace("change y by (-4)", "change y by (-8)"),
  },
  {
    start: "My son wants a chase game",
    right: `${stageWith("caught")}// sprite: Cheetah
when green flag clicked
set [caught v] to (0)
go to x: (-200) y: (0)
forever
point towards (Gazelle v)
move (4) steps
if <touching (Gazelle v)?> then
change [caught v] by (1)
go to x: (-200) y: (0)
end
end

// sprite: Gazelle
${arrowKeys(7)}`,
    wrong: (right) => right.replace("move (4) steps", "move (2) steps"),
  },
  {
    start: "clicker game!!",
    right: `${stageWith("cookies")}// sprite: Cookie
when green flag clicked
set [cookies v] to (0)
wait until <(cookies) = [50]>
switch backdrop to (Party v)

when this sprite clicked
change [cookies v] by (1)`,
    wrong: (right) => right.replace("wait until <(cookies) = [50]>", "wait until <(cookies) = [100]>"),
  },
  {
    start: "One player pong",
    right: `// sprite: Paddle
when green flag clicked
forever
go to x: (mouse x) y: (-150)
end

// sprite: Ball
when green flag clicked
go to x: (0) y: (100)
point in direction (30)
forever
move (8) steps
if on edge, bounce
if <touching (Paddle v)?> then
point in direction ((180) - (direction))
end
if <touching (Line v)?> then
stop [all v]
end
end`,
    wrong: (right) => right.replace("move (8) steps", "move (4) steps"),
  },
  {
    start: "Grade 7, pong 2 players",
    right: `// sprite: PaddleA
when [w v] key pressed
change y by (12)

when [s v] key pressed
change y by (-12)

// sprite: PaddleB
when [up arrow v] key pressed
change y by (12)

when [down arrow v] key pressed
change y by (-12)

// sprite: Ball
when green flag clicked
point in direction (60)
forever
move (6) steps
if on edge, bounce
if <touching (PaddleA v)?> then
turn right (180) degrees
end
if <touching (PaddleB v)?> then
turn right (180) degrees
end
end`,
    wrong: (right) => right.replace("when [s v] key pressed", "when [x v] key pressed"),
  },
  {
    start: "flappy bat",
    right: `// sprite: Bat
when green flag clicked
go to x: (-150) y: (0)
forever
change y by (-2)
end

when [space v] key pressed
change y by (35)

// sprite: Column
when green flag clicked
go to x: (240) y: (0)
forever
change x by (-5)
if <(x position) < [-240]> then
set x to (240)
end
if <touching (Bat v)?> then
say [Game over!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("change y by (35)", "change y by (20)"),
  },
  {
    start: "Year 6, a platformer",
    right: `// sprite: Hero
${sideKeys(5)}

when green flag clicked
forever
if <not <touching (Ground v)?>> then
change y by (-4)
end
end

when [up arrow v] key pressed
repeat (10)
change y by (12)
end`,
    wrong: (right) => right.replace("change y by (-4)", "change y by (-1)"),
  },
  {
    start: "Space shooter",
    right: `${stageWith("hits")}// sprite: Ship
when green flag clicked
set [hits v] to (0)

${sideKeys(8)}

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
go to x: (0) y: (150)
forever
if <touching (Bullet v)?> then
change [hits v] by (1)
go to x: (pick random (-200) to (200)) y: (150)
end
end`,
    wrong: (right) => right.replace("change y by (10)", "change y by (4)"),
  },
  {
    start: "Grade 8, snake",
    right: `${stageWith("size")}// sprite: Snake
when green flag clicked
set [size v] to (0)
forever
move (3) steps
if <touching (Egg v)?> then
change [size v] by (1)
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

// sprite: Egg
when green flag clicked
forever
if <touching (Snake v)?> then
go to (random position v)
end
end`,
    wrong: (right) => right.replace("move (3) steps", "move (6) steps"),
  },
  {
    start: "My son wants a racing game with a lap timer",
    right: `${stageWith("laps")}// stage
when green flag clicked
reset timer
set [laps v] to (0)

// sprite: Car
when [up arrow v] key pressed
move (4) steps

when [left arrow v] key pressed
turn left (8) degrees

when [right arrow v] key pressed
turn right (8) degrees

when green flag clicked
forever
if <touching (Finish v)?> then
change [laps v] by (1)
wait (1) seconds
end
if <(laps) = [3]> then
say (timer)
stop [all v]
end
end`,
    wrong: (right) => right.replace("turn left (8) degrees", "turn left (15) degrees"),
  },
  {
    start: "virtual pet hamster",
    right: `${stageWith("hunger", "happiness")}// stage
when green flag clicked
set [hunger v] to (0)
forever
wait (3) seconds
change [hunger v] by (1)
end

when green flag clicked
set [happiness v] to (10)
forever
wait (4) seconds
change [happiness v] by (-1)
end

// sprite: Seeds
when this sprite clicked
set [hunger v] to (0)

// sprite: Hamster
when this sprite clicked
change [happiness v] by (5)`,
    wrong: (right) => right.replace("wait (4) seconds", "wait (3) seconds"),
  },
  {
    start: "My daughter (7) wants a dress up game",
    right: `${nextWhenClicked("Hat")}

${nextWhenClicked("Dress")}

${nextWhenClicked("Boots")}

// sprite: Doll
when [space v] key pressed
say [Ta-da!]`,
    wrong: (right) => right.replace("// sprite: Boots\nwhen this sprite clicked\nnext costume", "// sprite: Boots\nwhen this sprite clicked\nswitch costume to (boots-a v)"),
  },
  {
    start: "Year 5, a quiz with a score",
    right: `${stageWith("score")}// sprite: Owl
when green flag clicked
set [score v] to (0)
ask [What is 6 x 7?] and wait
if <(answer) = [42]> then
change [score v] by (1)
end
ask [What is 9 x 8?] and wait
if <(answer) = [72]> then
change [score v] by (1)
end
say (score)`,
    wrong: (right) => right.replace("if <(answer) = [72]> then", "if <(answer) = [81]> then"),
  },
  {
    start: "Two characters talking in turn",
    right: `// sprite: Lion
when green flag clicked
say [Who are you?] for (2) seconds
broadcast [mouse v]

// sprite: Mouse
when I receive [mouse v]
say [I am your friend!] for (2) seconds`,
    wrong: (right) => right.replace("say [Who are you?] for (2) seconds", "say [Who are you?] for (4) seconds"),
  },
  {
    start: "countdown for new year",
    right: `// sprite: Clock
when green flag clicked
set [count v] to (10)
repeat (10)
say (count) for (1) seconds
change [count v] by (-1)
end
say [Happy New Year!]
switch backdrop to (Fireworks v)`,
    wrong: (right) => right.replace("say (count) for (1) seconds", "say (count) for (2) seconds"),
  },
  {
    start: "Year 3, dice",
    right: `${stageWith("roll")}// sprite: Dice
when this sprite clicked
set [roll v] to (pick random (1) to (6))
switch costume to (roll)
say (roll)`,
    wrong: (right) => right.replace("set [roll v] to (pick random (1) to (6))", "set [roll v] to (pick random (1) to (12))"),
  },
  {
    start: "I run a home-school group",
    right: `// stage
// list kids = [Ama, Kofi, Esi, Yaw]

// sprite: Hat
when [space v] key pressed
say (item (pick random (1) to (length of [kids v])) of [kids v])`,
    wrong: (right) => right.replace("when [space v] key pressed", "when this sprite clicked"),
  },
  {
    start: "pen shapes!!",
    right: `// sprite: Turtle
when green flag clicked
pen down
repeat (36)
move (10) steps
turn right (10) degrees
end
change pen (color v) by (50)`,
    wrong: (right) => right.replace("change pen (color v) by (50)", "change pen (color v) by (10)"),
  },
  {
    start: "Year 6, a beat maker",
    right: `// sprite: Kick
when this sprite clicked
play drum (1 v) for (0.25) beats

// sprite: Snare
when this sprite clicked
play drum (2 v) for (0.25) beats

// sprite: HiHat
when this sprite clicked
play drum (6 v) for (0.25) beats

// stage
when [space v] key pressed
forever
play drum (1 v) for (0.5) beats
play drum (2 v) for (0.5) beats
end`,
    wrong: (right) => right.replace("play drum (6 v) for (0.25) beats", "play drum (4 v) for (0.25) beats"),
  },
  {
    start: "Walking animation",
    right: `// sprite: Boy
when green flag clicked
repeat (30)
move (6) steps
next costume
wait (0.15) seconds
end`,
    wrong: (right) => right.replace("wait (0.15) seconds", "wait (0.5) seconds"),
  },
  {
    start: "hide and seek: the Bunny",
    right: `${stageWith("found")}// sprite: Bunny
when green flag clicked
set [found v] to (0)
hide
wait (3) seconds
go to (random position v)
show

when this sprite clicked
say [Boo!]
change [found v] by (1)`,
    wrong: (right) => right.replace("wait (3) seconds", "wait (1) seconds"),
  },
  {
    start: "whack-a-mole",
    right: `${stageWith("whacks")}// sprite: Mole
when green flag clicked
set [whacks v] to (0)
forever
go to (random position v)
wait (1) seconds
end

when this sprite clicked
change [whacks v] by (1)
hide
wait (0.5) seconds
show`,
    wrong: (right) => right.replace("wait (0.5) seconds", "wait (2) seconds"),
  },
  {
    start: "My daughter wants a story in two scenes",
    right: `// stage
when green flag clicked
switch backdrop to (Desert v)

// sprite: Camel
when green flag clicked
say [So hot!] for (2) seconds
switch backdrop to (Oasis v)

// sprite: Bird
when backdrop switches to [Oasis v]
say [Have some water!]`,
    wrong: (right) => right.replace("say [Have some water!]", "say [Hello!]"),
  },
  // one-liners
  {
    start: "make the Dog spin forever",
    right: `// sprite: Dog
when green flag clicked
forever
turn right (15) degrees
end`,
    wrong: (right) => right.replace("forever\nturn right (15) degrees\nend", "turn right (15) degrees"),
  },
  {
    start: "the Cat says hi when i click it",
    right: `// sprite: Cat
when this sprite clicked
say [Hi!]`,
    wrong: (right) => right.replace("when this sprite clicked", "when green flag clicked"),
  },
  {
    start: "My 5-year-old wants the Frog to jump",
    right: `// sprite: Frog
when [space v] key pressed
change y by (50)
wait (0.3) seconds
change y by (-50)`,
    wrong: (right) => right.replace("change y by (-50)", "change x by (-50)"),
  },
  {
    start: "the Bell should ring",
    right: soundWhenClicked("Bell", "Bell Toll"),
    wrong: (right) => right.replace("when this sprite clicked", "when [space v] key pressed"),
  },
  {
    start: "the Ghost fades away",
    right: `// sprite: Ghost
when [g v] key pressed
change [ghost v] effect by (25)`,
    wrong: (right) => right.replace("when [g v] key pressed", "when [f v] key pressed"),
  },
  {
    start: "when i click the green flag the Car",
    right: `// sprite: Car
when green flag clicked
go to x: (100) y: (50)`,
    wrong: (right) => right.replace("go to x: (100) y: (50)", "go to x: (50) y: (100)"),
  },
  {
    start: "Make the Star change size by 20",
    right: `// sprite: Star
when [up arrow v] key pressed
change size by (20)`,
    wrong: (right) => right.replace("change size by (20)", "change size by (10)"),
  },
  {
    start: "My son wants the Robot to say",
    right: `// sprite: Robot
when green flag clicked
forever
say [Beep]
wait (2) seconds
end`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (1) seconds"),
  },
  {
    start: "make 10 Bubble clones",
    right: `// sprite: Bubble
when green flag clicked
hide
repeat (10)
create clone of (myself v)
end

when I start as a clone
go to (random position v)
show`,
    wrong: (right) => right.replace("repeat (10)", "repeat (20)"),
  },
  {
    start: "the Bat should follow my mouse pointer",
    right: `// sprite: Bat
when green flag clicked
forever
go to (mouse-pointer v)
end`,
    wrong: (right) => right.replace("go to (mouse-pointer v)", "go to (random position v)"),
  },
  {
    start: "when i press b the background",
    right: `// stage
when [b v] key pressed
next backdrop`,
    wrong: (right) => right.replace("when [b v] key pressed", "when [space v] key pressed"),
  },
  {
    start: "the Owl asks how old are you",
    right: `// sprite: Owl
when green flag clicked
ask [How old are you?] and wait
say (answer)`,
    wrong: (right) => right.replace("say (answer)", "say [Nice!]"),
  },
  {
    start: "the Ball goes to the middle",
    right: `// sprite: Ball
when [r v] key pressed
go to x: (0) y: (0)`,
    wrong: (right) => right.replace("go to x: (0) y: (0)", "go to x: (0) y: (-150)"),
  },
  {
    start: "make the Bird jump to a random place",
    right: `// sprite: Bird
when green flag clicked
forever
go to (random position v)
wait (2) seconds
end`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (0.5) seconds"),
  },
  {
    start: "the Fish should get bigger",
    right: `// sprite: Fish
when [up arrow v] key pressed
change size by (10)

when [down arrow v] key pressed
change size by (-10)`,
    wrong: (right) => right.replace("change size by (-10)", "change size by (10)"),
  },
  {
    start: "Year 2: the Fish points right",
    right: `// sprite: Fish
when [right arrow v] key pressed
point in direction (90)

when [left arrow v] key pressed
point in direction (-90)`,
    wrong: (right) => right.replace("point in direction (-90)", "point in direction (180)"),
  },
  // near-misses
  {
    start: "game where you kill the germs",
    right: `${stageWith("germs")}// sprite: Germ
when green flag clicked
show
set [germs v] to (0)

when this sprite clicked
say [Splat!] for (0.5) seconds
change [germs v] by (1)
hide`,
    wrong: (right) => right.replace("change [germs v] by (1)\n", ""),
  },
  {
    start: "Year 4, a fire drill game",
    right: `// sprite: Pupil
when green flag clicked
go to x: (-200) y: (-150)
forever
if <touching (Fire v)?> then
go to x: (-200) y: (-150)
end
if <touching (Exit v)?> then
say [Safe!]
end
end

${arrowKeys(5)}`,
    wrong: (right) => right.replace("if <touching (Fire v)?> then\ngo to x: (-200) y: (-150)", "if <touching (Fire v)?> then\ngo to x: (0) y: (0)"),
  },
  {
    start: "My son wants a cartoon bomb",
    right: `// sprite: Bomb
when green flag clicked
switch costume to (bomb v)
set [count v] to (5)
repeat (5)
say (count) for (1) seconds
change [count v] by (-1)
end
switch costume to (boom v)
start sound (Crash Cymbal v)`,
    wrong: (right) => right.replace("switch costume to (boom v)", "switch costume to (bomb v)"),
  },
];

/** Second wrong variants of some right answers: a part dropped, a line given to the wrong character, a script nobody asked for. */
const SECOND_WRONGS: [string, (right: string) => string][] = [
  ["Protons programme, ages 12-18", (right) => right.replace("if <touching (Dino v)?> then\nsay [Game over!]\nstop [all v]\nend\n", "")],
  ["Scratch Day workshop, grade 3, a story", (right) => right.replace("say [I have a plan!] for (2) seconds", "say [What plan?] for (2) seconds").replace("when I receive [tiger v]\nsay [What plan?]", "when I receive [tiger v]\nsay [I have a plan!]")],
  ["Grade 8, snake", (right) => right.replace("change [size v] by (1)\n", "")],
  ["flappy bat", (right) => right.replace("if <(x position) < [-240]> then\nset x to (240)\nend\n", "")],
  ["virtual pet hamster", (right) => right.replace("\n\n// sprite: Seeds\nwhen this sprite clicked\nset [hunger v] to (0)", "")],
  ["Grade 7, pong 2 players", (right) => right.replace("if <touching (PaddleB v)?> then\nturn right (180) degrees\nend\n", "")],
  ["My son wants a racing game with a lap timer", (right) => right.replace("reset timer\n", "").replace("say (timer)", "say [You win!]")],
  ["Year 5, a quiz with a score", (right) => right.replace("say (score)", "say [Well done]")],
  ["One player pong", (right) => right.replace("if on edge, bounce\n", "")],
  ["Casa Somos workshop", (right) => right.replace("say [Close the tap!]", "say [Drip]")],
  ["Code Club at a secondary school in Shinyanga", (right) => right.replace("else\nsay [It is Dodoma]\n", "")],
  ["Space shooter", (right) => right.replace("change [hits v] by (1)\n", "")],
];

const firstAnswer = (start: string): THandWrittenAnswer => firstAnswerTo(ANSWERS, start);
const ALL_ANSWERS = withSecondWrongs(ANSWERS, SECOND_WRONGS);

describe("unseen-13 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_13_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_13_HELD_OUT_REQUESTS, ALL_ANSWERS, { right: 151, wrong: 151 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("virtual pet hamster");
    const right = firstAnswer("virtual pet hamster").right;
    const withoutTheSeeds = right.replace("\n\n// sprite: Seeds\nwhen this sprite clicked\nset [hunger v] to (0)", "");
    expect(withoutTheSeeds).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheSeeds, leftOut: ["the Seeds that feed the hamster"] }).verdict).toBe("partial-named");
  });

  it("a decline where a child's project was asked for is not right", () => {
    expect(gradeAnswer(requestStarting("game where you kill the germs"), { kind: "declined" }).verdict).toBe("partial-named");
    expect(gradeAnswer(requestStarting("Year 4, a fire drill game"), { kind: "declined" }).verdict).toBe("partial-named");
    expect(gradeAnswer(requestStarting("My son wants a cartoon bomb"), { kind: "declined" }).verdict).toBe("partial-named");
  });

  it("a declined request is not answered by a program", () => {
    const request = requestStarting("make a game that secretly takes a photo");
    expect(gradeAnswer(request, program("// sprite: Cat\nwhen green flag clicked\nsay [Smile!]")).verdict).toBe("wrong-unsaid");
  });
});
