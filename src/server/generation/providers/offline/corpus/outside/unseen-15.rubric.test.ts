// The eighteenth held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { arrowKeys, changeLast, firstAnswerTo, itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, type THandWrittenAnswer, withSecondWrongs } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_15_HELD_OUT_REQUESTS } from "./unseen-15.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_15_HELD_OUT_REQUESTS, start);

/** The left and right arrow-key hats moving STEP sideways. */
const sideKeys = (step: number): string => `when [left arrow v] key pressed\nchange x by (${-step})\n\nwhen [right arrow v] key pressed\nchange x by (${step})`;

/** The stage's header declaring VARIABLES (each starting at 0). */
const stageWith = (...variables: string[]): string => `// stage\n${variables.map((variable) => `// variable ${variable} = 0`).join("\n")}\n\n`;

/** A sprite NAME whose one script is HAT followed by LINES. */
const sprite = (name: string, hat: string, ...lines: string[]): string => `// sprite: ${name}\n${hat}\n${lines.join("\n")}`;

/** Each request (by the start of its words) with a right answer and a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  // Uzbekistan
  {
    start: "CodeCraft, lesson 1 of 10",
    right: sprite("Bear", "when green flag clicked", "say [Assalomu alaykum!] for (2) seconds", "glide (2) secs to x: (150) y: (0)"),
    wrong: (right) => right.replace("glide (2) secs to x: (150) y: (0)", "glide (2) secs to x: (50) y: (0)"),
  },
  {
    start: "For the children course in Tashkent",
    right: sprite("Car", "when green flag clicked", "repeat (50)", "change x by (5)", "end", "say [Finish!]"),
    wrong: (right) => right.replace("repeat (50)", "repeat (20)"),
  },
  {
    start: "im 12 from samarkand",
    right: sprite("Cat", "when [j v] key pressed", "say [Why was the computer cold? It left its Windows open!] for (3) seconds", "start sound (Giggle v)"),
    wrong: (right) => right.replace("when [j v] key pressed", "when [k v] key pressed"),
  },
  // Kazakhstan, Hour of Code
  {
    start: "Hour of Code, grade 3, a first algorithm",
    right: sprite("Horse", "when green flag clicked", "go to x: (-200) y: (0)", "repeat (4)", "move (100) steps", "wait (1) seconds", "end"),
    wrong: (right) => right.replace("repeat (4)", "repeat (3)"),
  },
  {
    start: "Grade 7, a logic problem",
    right: sprite("Eagle", "when green flag clicked", "ask [Is 17 a prime number?] and wait", "if <(answer) = [yes]> then", "say [Correct!]", "else", "say [Think again]", "end"),
    wrong: (right) => right.replace("say [Think again]", "say [Wrong]"),
  },
  {
    start: "My son is in grade 5 in Almaty",
    right: sprite("Yurt", "when this sprite clicked", "next costume", "say [Qosh keldiniz!] for (2) seconds"),
    wrong: (right) => right.replace("say [Qosh keldiniz!] for (2) seconds", "say [Hello!] for (2) seconds"),
  },
  // Kazakhstan, Bayanaul
  {
    start: "Summer coding pilot in Bayanaul",
    right: `${stageWith("sheep")}${sprite("Sheep", "when this sprite clicked", "change [sheep v] by (1)", "say (sheep) for (1) seconds")}`,
    wrong: (right) => right.replace("change [sheep v] by (1)", "change [sheep v] by (2)"),
  },
  {
    start: "hi im 13 from pavlodar region",
    right: sprite("Lake", "when green flag clicked", "forever", "change [color v] effect by (10)", "wait (0.5) seconds", "end"),
    wrong: (right) => right.replace("wait (0.5) seconds", "wait (1) seconds"),
  },
  {
    start: "Students in our camp ask",
    right: sprite("Fish", "when [space v] key pressed", "change y by (50)", "wait (0.5) seconds", "change y by (-50)"),
    wrong: (right) => right.replace("change y by (-50)", "change y by (-30)"),
  },
  // Georgia, Scratech
  {
    start: "Scratech video lesson 2",
    right: sprite("Bee", "when green flag clicked", "repeat (24)", "move (10) steps", "turn right (15) degrees", "end"),
    wrong: (right) => right.replace("turn right (15) degrees", "turn right (10) degrees"),
  },
  {
    start: "Scratech lesson 5, conditions",
    right: sprite("Ball", "when green flag clicked", "go to x: (0) y: (170)", "forever", "change y by (-4)", "if <touching (Floor v)?> then", "set y to (170)", "end", "end"),
    wrong: (right) => right.replace("change y by (-4)", "change y by (-2)"),
  },
  {
    start: "i watch the scratech videos in kutaisi",
    right: `// sprite: Dog
when [a v] key pressed
change x by (-7)

when [d v] key pressed
change x by (7)`,
    wrong: (right) => right.replace("change x by (7)", "change x by (5)"),
  },
  // Georgia, TUMO Akhalkalaki
  {
    start: "im 14 at the tumo box in akhalkalaki",
    right: `// sprite: Knight
when green flag clicked
forever
if <touching (Key v)?> then
say [Got it!] for (1) seconds
end
end

${arrowKeys(5)}

// sprite: Key
when green flag clicked
show
forever
if <touching (Knight v)?> then
hide
end
end`,
    wrong: (right) => right.replace("say [Got it!] for (1) seconds", "say [Oops!] for (1) seconds"),
  },
  {
    start: "My daughter (12) started at the TUMO box",
    right: `// sprite: Bird
when green flag clicked
forever
next costume
wait (0.25) seconds
end

when green flag clicked
forever
glide (2) secs to (random position v)
end`,
    wrong: (right) => right.replace("wait (0.25) seconds", "wait (0.5) seconds"),
  },
  {
    start: "TUMO box, game development, a time limit",
    right: sprite("Wizard", "when green flag clicked", "reset timer", "wait until <(timer) > [30]>", "say [Time is up!]", "stop [all v]"),
    wrong: (right) => right.replace("wait until <(timer) > [30]>", "wait until <(timer) > [60]>"),
  },
  // Armenia
  {
    start: "Tumo workshop in Yerevan",
    right: `// sprite: Book
when this sprite clicked
next costume
start sound (Page Turn v)

when [r v] key pressed
switch costume to (Page1 v)`,
    wrong: (right) => right.replace("when [r v] key pressed", "when [space v] key pressed"),
  },
  {
    start: "I am 15 from Yerevan",
    right: `// sprite: Robot
when green flag clicked
say [Barev!] for (2) seconds

when [up arrow v] key pressed
move (20) steps

when [right arrow v] key pressed
turn right (90) degrees`,
    wrong: (right) => right.replace("turn right (90) degrees", "turn right (45) degrees"),
  },
  {
    start: "im 13 at tumo in yerevan",
    right: `// sprite: Stork
when green flag clicked
go to x: (-240) y: (100)
glide (4) secs to x: (240) y: (100)

when green flag clicked
forever
next costume
wait (0.3) seconds
end`,
    wrong: (right) => right.replace("wait (0.3) seconds", "wait (1) seconds"),
  },
  // Serbia, Kliker
  {
    start: "Kliker workshop, ages 9-11",
    right: `${sprite("Red", "when this sprite clicked", "broadcast [red v]")}

${sprite("Blue", "when this sprite clicked", "broadcast [blue v]")}

// sprite: Paint
when I receive [red v]
say [Red!]

when I receive [blue v]
say [Blue!]`,
    wrong: (right) => right.replace("say [Blue!]", "say [Green!]"),
  },
  {
    start: "My son go to Kliker in Novi Sad",
    right: `${stageWith("score")}${sprite("Mouse", "when green flag clicked", "forever", "go to (mouse-pointer v)", "end")}

// sprite: Cheese
when green flag clicked
set [score v] to (0)
forever
if <touching (Mouse v)?> then
change [score v] by (1)
go to (random position v)
end
end`,
    wrong: (right) => right.replace("change [score v] by (1)", "change [score v] by (10)"),
  },
  {
    start: "im 10 and i go to kliker",
    right: `// sprite: Dino
when [r v] key pressed
say [Rawr!] for (1) seconds

when [space v] key pressed
change y by (40)
wait (0.3) seconds
change y by (-40)`,
    wrong: (right) => right.replace("when [r v] key pressed", "when [t v] key pressed"),
  },
  // Serbia, PC Press
  {
    start: "Schools for the 21st Century, a history lesson",
    right: sprite("Knight", "when green flag clicked", "ask [In which year did the First Serbian Uprising begin?] and wait", "if <(answer) = [1804]> then", "say [Correct!]", "end"),
    wrong: (right) => right.replace("if <(answer) = [1804]> then", "if <(answer) = [1813]> then"),
  },
  {
    start: "EU Code Week, a geography lesson",
    right: `${sprite("Danube", "when this sprite clicked", "say [I flow 2850 km!] for (3) seconds")}

${sprite("Belgrade", "when this sprite clicked", "switch backdrop to (Belgrade v)")}`,
    wrong: (right) => right.replace("say [I flow 2850 km!] for (3) seconds", "say [I flow 2850 km!] for (2) seconds"),
  },
  {
    start: "For my informatics lesson in Kragujevac",
    right: `${stageWith("n")}${sprite("Ball", "when green flag clicked", "set [n v] to (1)", "repeat (10)", "say (n) for (1) seconds", "change [n v] by (1)", "end")}`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  // Serbia, UNICEF
  {
    start: "im 12 and did the free workshop in nis",
    right: `// sprite: Robot
when [up arrow v] key pressed
move (30) steps

when [left arrow v] key pressed
turn left (90) degrees

when [right arrow v] key pressed
turn right (90) degrees`,
    wrong: (right) => right.replace("turn left (90) degrees", "turn left (45) degrees"),
  },
  {
    start: "Three-day workshop, day 2, a path",
    right: sprite("Robot", "when green flag clicked", "pen down", "move (100) steps", "turn left (90) degrees", "move (50) steps", "pen up"),
    wrong: (right) => right.replace("move (50) steps", "move (80) steps"),
  },
  {
    start: "My son (12) did the UNICEF and Startit workshop",
    right: sprite("Robot", "when green flag clicked", "pen down", "repeat (4)", "move (80) steps", "turn right (90) degrees", "end", "pen up"),
    wrong: (right) => right.replace("move (80) steps", "move (60) steps"),
  },
  // Bosnia and Herzegovina, Šantići
  {
    start: "Coding club, led by our music teacher",
    right: `// stage
when [c v] key pressed
play note (60) for (0.5) beats

when [d v] key pressed
play note (62) for (0.5) beats

when [e v] key pressed
play note (64) for (0.5) beats`,
    wrong: (right) => right.replace("play note (64)", "play note (65)"),
  },
  {
    start: "we won 3rd place in sarajevo",
    right: `// sprite: Star
when green flag clicked
forever
turn right (15) degrees
end

when this sprite clicked
say [We won!] for (2) seconds`,
    wrong: (right) => right.replace("turn right (15) degrees", "turn right (5) degrees"),
  },
  {
    start: "Coding club, a piano",
    right: `${sprite("KeyC", "when this sprite clicked", "play note (60) for (1) beats")}

${sprite("KeyG", "when this sprite clicked", "play note (67) for (1) beats")}`,
    wrong: (right) => right.replace("play note (67)", "play note (65)"),
  },
  // Bosnia and Herzegovina, Stari Grad
  {
    start: "Hour of Code for 25 pupils",
    right: sprite("Pigeon", "when green flag clicked", "go to x: (-230) y: (50)", "glide (3) secs to x: (230) y: (50)", "say [Sarajevo!]"),
    wrong: (right) => right.replace("glide (3) secs", "glide (1) secs"),
  },
  {
    start: "My daughter did the Hour of Code",
    right: `// sprite: Cat
when [up arrow v] key pressed
change size by (10)

when [down arrow v] key pressed
change size by (-10)`,
    wrong: (right) => right.replace("change size by (-10)", "change size by (10)"),
  },
  {
    start: "hour of code was so cool",
    right: sprite("Fox", "when [f v] key pressed", "glide (1) secs to (mouse-pointer v)"),
    wrong: (right) => right.replace("when [f v] key pressed", "when [g v] key pressed"),
  },
  // Bosnia and Herzegovina, a guide for parents
  {
    start: "I read a guide for parents about Scratch",
    right: `// sprite: Robot\n${sideKeys(10)}`,
    wrong: (right) => right.replace("change x by (10)", "change x by (5)"),
  },
  {
    start: "Our daughter is 8, from Banja Luka",
    right: sprite("Cat", "when this sprite clicked", "say [Zdravo!] for (2) seconds", "say [Ja sam maca.] for (2) seconds"),
    wrong: (right) => right.replace("say [Ja sam maca.]", "say [Miau]"),
  },
  // Kosovo, KML
  {
    start: "KML Scratch Explorers, theme 1",
    right: sprite("Rocket", "when green flag clicked", "go to x: (0) y: (-150)", "repeat (60)", "change y by (5)", "end", "switch backdrop to (Space v)"),
    wrong: (right) => right.replace("repeat (60)", "repeat (30)"),
  },
  {
    start: "im 11 from prizren",
    right: sprite("Robot", "when green flag clicked", "forever", "say [Beep boop]", "next costume", "wait (1) seconds", "end"),
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },
  {
    start: "environmental protection week",
    right: `${stageWith("recycled")}// sprite: Bin
${sideKeys(10)}

// sprite: Trash
when green flag clicked
set [recycled v] to (0)
go to x: (0) y: (180)
forever
change y by (-3)
if <touching (Bin v)?> then
change [recycled v] by (1)
set y to (180)
end
end`,
    wrong: (right) => right.replace("change [recycled v] by (1)", "change [recycled v] by (2)"),
  },
  // Kosovo, FLOSSK
  {
    start: "Ora e Kodimit, grade 6",
    right: sprite("Eagle", "when green flag clicked", "say [Mirë se vini!] for (2) seconds", "repeat (8)", "change x by (25)", "next costume", "end"),
    wrong: (right) => right.replace("change x by (25)", "change x by (10)"),
  },
  {
    start: "Grade 9 in Pristina",
    right: `${stageWith("clicks")}// sprite: Button
when green flag clicked
set [clicks v] to (0)

when this sprite clicked
change [clicks v] by (1)
say (clicks)`,
    wrong: (right) => right.replace("change [clicks v] by (1)", "change [clicks v] by (2)"),
  },
  {
    start: "ora e kodimit in gjilan",
    right: sprite("Flag", "when green flag clicked", "repeat (10)", "next costume", "wait (0.2) seconds", "end"),
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  // Albania
  {
    start: "EU Code Week in Kukës",
    right: sprite("Robot", "when green flag clicked", "ask [What is your name?] and wait", "say (join [Hello ] (answer)) for (2) seconds"),
    wrong: (right) => right.replace("for (2) seconds", "for (5) seconds"),
  },
  {
    start: "im 17 and i help little kids code",
    right: sprite("Penguin", "when green flag clicked", "repeat (3)", "glide (1) secs to x: (100) y: (0)", "glide (1) secs to x: (-100) y: (0)", "end"),
    wrong: (right) => right.replace("repeat (3)", "repeat (2)"),
  },
  {
    start: "Unplugged first, then plugged",
    right: sprite("Robot", "when green flag clicked", "move (50) steps", "turn right (90) degrees", "move (50) steps", "turn left (90) degrees", "move (50) steps"),
    wrong: (right) => right.replace("turn left (90) degrees", "turn right (90) degrees"),
  },
  // Panama
  {
    start: "Senacyt Scratch course",
    right: sprite("Parrot", "when green flag clicked", "say [¡Hola Panamá!] for (2) seconds", "start sound (Bird v)", "repeat (12)", "move (10) steps", "next costume", "end"),
    wrong: (right) => right.replace("repeat (12)", "repeat (6)"),
  },
  {
    start: "I am 10 years, from David in Chiriquí",
    right: sprite("Pencil", "when green flag clicked", "erase all", "forever", "go to (mouse-pointer v)", "if <mouse down?> then", "pen down", "else", "pen up", "end", "end"),
    wrong: (right) => right.replace("if <mouse down?> then\npen down", "if <mouse down?> then\nerase all"),
  },
  {
    start: "hola soy henry",
    right: `// sprite: Bus
when [h v] key pressed
start sound (Horn v)

when [right arrow v] key pressed
change x by (10)`,
    wrong: (right) => right.replace("when [h v] key pressed", "when [b v] key pressed"),
  },
  // Lebanon, CodeBrave
  {
    start: "SuperCoder, deep breathing",
    right: sprite("Balloon", "when green flag clicked", "forever", "say [Breathe in]", "repeat (20)", "change size by (5)", "end", "say [Breathe out]", "repeat (20)", "change size by (-5)", "end", "end"),
    wrong: (right) => right.replace("change size by (-5)", "change size by (-2)"),
  },
  {
    start: "rock paper scissors",
    right: sprite("Hand", "when [space v] key pressed", "switch costume to (pick random (1) to (3))"),
    wrong: (right) => right.replace("pick random (1) to (3)", "pick random (1) to (2)"),
  },
  {
    start: "Happy place animation, grade 4",
    right: `// stage
when green flag clicked
switch backdrop to (Garden v)

${sprite("Butterfly", "when green flag clicked", "forever", "glide (1) secs to (random position v)", "end")}

${sprite("Sun", "when green flag clicked", "say [I feel calm]")}`,
    wrong: (right) => right.replace("switch backdrop to (Garden v)", "switch backdrop to (Beach v)"),
  },
  // Lebanon, The National
  {
    start: "Coding class at a displacement centre",
    right: `// sprite: Footballer
${sideKeys(8)}

when green flag clicked
forever
if <touching (Goal v)?> then
say [Goal!] for (1) seconds
end
end`,
    wrong: (right) => right.replace("say [Goal!] for (1) seconds", "say [Miss!] for (1) seconds"),
  },
  {
    start: "My two boys are in the coding class",
    right: `${sprite("Ball", "when green flag clicked", "forever", "move (6) steps", "if on edge, bounce", "end")}

${sprite("Racket", "when green flag clicked", "forever", "go to x: (mouse x) y: (-150)", "end")}`,
    wrong: (right) => right.replace("move (6) steps", "move (3) steps"),
  },
  {
    start: "im 11, we have class in a hotel now",
    right: sprite("Cedar", "when this sprite clicked", "change [color v] effect by (25)", "say [Lebanon!] for (2) seconds"),
    wrong: (right) => right.replace("change [color v] effect by (25)", "change [color v] effect by (10)"),
  },
  // Jordan, Dust Astronauts
  {
    start: "Dust Astronauts camp, loops",
    right: sprite("Astronaut", "when green flag clicked", "forever", "repeat (10)", "change y by (2)", "end", "repeat (10)", "change y by (-2)", "end", "end"),
    wrong: (right) => right.replace("change y by (-2)", "change y by (-4)"),
  },
  {
    start: "im 13 and i teach scratch at a camp",
    right: sprite("Star", "when green flag clicked", "say [My dream is...] for (2) seconds", "ask [What's your dream?] and wait", "say (answer)"),
    wrong: (right) => right.replace("say (answer)", "say [Cool!]"),
  },
  {
    start: "I am 12 in Zaatari camp",
    right: sprite("Camel", "when green flag clicked", "forever", "move (5) steps", "next costume", "if on edge, bounce", "end"),
    wrong: (right) => right.replace("move (5) steps", "move (2) steps"),
  },
  // Jordan, Refugee Code Week
  {
    start: "i want to be a coding trainer",
    right: sprite("Teacher", "when green flag clicked", "say [Lesson 1] for (2) seconds", "say [Lesson 2] for (2) seconds", "say [Lesson 3] for (2) seconds"),
    wrong: (right) => right.replace("say [Lesson 3] for (2) seconds", "say [Lesson 3] for (1) seconds"),
  },
  {
    start: "Refugee Code Week, a first project",
    right: `${sprite("Sun", "when this sprite clicked", "broadcast [grow v]")}

${sprite("Tree", "when I receive [grow v]", "change size by (10)")}`,
    wrong: (right) => right.replace("change size by (10)", "change size by (5)"),
  },
  {
    start: "Refugee Code Week in Irbid",
    right: sprite("Bus", "when green flag clicked", "go to x: (-200) y: (-100)", "glide (5) secs to x: (200) y: (-100)", "say [We arrive!]"),
    wrong: (right) => right.replace("glide (5) secs", "glide (2) secs"),
  },
  // Cameroon, the first workshop
  {
    start: "Three-day Scratch workshop in Buea",
    right: `${sprite("Frog", "when [up arrow v] key pressed", "change y by (80)", "wait (0.4) seconds", "change y by (-80)")}

// sprite: Log
when green flag clicked
forever
change x by (-5)
if <(x position) < [-240]> then
set x to (240)
end
end`,
    wrong: (right) => right.replace("change y by (80)", "change y by (40)"),
  },
  {
    start: "Day 2, after Sudoku",
    right: sprite("Grid", "when green flag clicked", "ask [Which number is missing: 1, 2, 4?] and wait", "if <(answer) = [3]> then", "say [Yes!]", "else", "say [Try again]", "end"),
    wrong: (right) => right.replace("if <(answer) = [3]> then", "if <(answer) = [5]> then"),
  },
  {
    start: "In the Buea workshop the kids want",
    right: `${stageWith("speed")}// sprite: Motorbike
when green flag clicked
set [speed v] to (1)
forever
move (speed) steps
if on edge, bounce
end

when [space v] key pressed
change [speed v] by (1)`,
    wrong: (right) => right.replace("set [speed v] to (1)", "set [speed v] to (5)"),
  },
  // Cameroon, Scratch Club Buea
  {
    start: "i go to the saturday scratch club in buea",
    right: `${sprite("Volcano", "when this sprite clicked", "say [Boom!] for (1) seconds", "repeat (10)", "create clone of (Lava v)", "end")}

// sprite: Lava
when green flag clicked
hide

when I start as a clone
show
glide (1) secs to (random position v)
delete this clone`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  {
    start: "My son (14) goes to the Saturday Scratch Club",
    right: sprite("Taxi", "when green flag clicked", "forever", "change x by (3)", "if <(x position) > [239]> then", "set x to (-240)", "end", "end"),
    wrong: (right) => right.replace("set x to (-240)", "set x to (0)"),
  },
  {
    start: "Scratch Club Buea, a local competition",
    right: `// stage
when green flag clicked
reset timer

// sprite: Runner
when [space v] key pressed
move (10) steps

when green flag clicked
wait until <touching (Tape v)?>
say (timer)`,
    wrong: (right) => right.replace("move (10) steps", "move (5) steps"),
  },
  // Cameroon, Yaoundé reading centre
  {
    start: "Africa Code Week at the reading centre",
    right: `${stageWith("ghosts")}// sprite: Ghost
when green flag clicked
set [ghosts v] to (0)
forever
go to (random position v)
wait (1) seconds
end

when this sprite clicked
change [ghosts v] by (1)`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (3) seconds"),
  },
  {
    start: "I am 9 in Yaoundé",
    right: sprite("Ghost", "when this sprite clicked", "repeat (10)", "change [ghost v] effect by (10)", "end"),
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  // Cameroon, holiday camps
  {
    start: "My daughter (10) is at a holiday tech camp",
    right: `${stageWith("health")}${sprite("Fruit", "when this sprite clicked", "change [health v] by (1)")}

${sprite("Burger", "when this sprite clicked", "change [health v] by (-1)")}

${sprite("Chef", "when green flag clicked", "set [health v] to (0)", "forever", "say (health)", "end")}`,
    wrong: (right) => right.replace("change [health v] by (-1)", "change [health v] by (1)"),
  },
  {
    start: "Kids' tech camp, ages 8-13",
    right: sprite("Robot", "when green flag clicked", "ask [How old are you?] and wait", "if <(answer) < [10]> then", "say [Milk and fruit!]", "else", "say [Rice and beans!]", "end"),
    wrong: (right) => right.replace("if <(answer) < [10]> then", "if <(answer) < [12]> then"),
  },
  {
    start: "im at the tech camp in yaounde",
    right: `// sprite: Arm
when [right arrow v] key pressed
turn right (15) degrees

when [left arrow v] key pressed
turn left (15) degrees`,
    wrong: (right) => right.replace("turn right (15) degrees", "turn right (5) degrees"),
  },
  // Benin
  {
    start: "Ac-Feg week for the girls",
    right: `// sprite: Girl
when green flag clicked
say [Bonjour Fibi!] for (2) seconds
broadcast [answer v]

// sprite: Robot
when I receive [answer v]
say [Bonjour! Je code.] for (2) seconds`,
    wrong: (right) => right.replace("say [Bonjour! Je code.] for (2) seconds", "say [Au revoir!] for (2) seconds"),
  },
  {
    start: "I am girl of 5ème in Cotonou",
    right: sprite("Moto", "when green flag clicked", "repeat until <touching (Market v)?>", "move (4) steps", "next costume", "end"),
    wrong: (right) => right.replace("move (4) steps", "move (10) steps"),
  },
  {
    start: "je suis sabine",
    right: `${sprite("Cat", "when green flag clicked", "forever", "next costume", "wait (0.5) seconds", "end")}

${sprite("Dog", "when green flag clicked", "forever", "next costume", "wait (0.5) seconds", "end")}`,
    wrong: (right) => changeLast(right, "wait (0.5) seconds", "wait (1) seconds"),
  },
  // Tunisia, YTCA
  {
    start: "Free YTCA session in Djerba",
    right: `${sprite("Boat", "when green flag clicked", "forever", "move (3) steps", "if <touching (edge v)?> then", "turn right (180) degrees", "end", "end")}

${sprite("Sea", "when green flag clicked", "forever", "change [color v] effect by (5)", "wait (0.5) seconds", "end")}`,
    wrong: (right) => right.replace("move (3) steps", "move (6) steps"),
  },
  {
    start: "My son 11 years did the session in Sfax",
    right: `// sprite: Cat
${arrowKeys(7)}

// sprite: Fish
when green flag clicked
forever
if <touching (Cat v)?> then
say [Miam!] for (1) seconds
go to (random position v)
end
end`,
    wrong: (right) => right.replace("say [Miam!] for (1) seconds", "say [Yes!] for (1) seconds"),
  },
  {
    start: "im from tataouine",
    right: sprite("Camel", "when this sprite clicked", "say [Marhba!] for (1) seconds", "move (20) steps"),
    wrong: (right) => right.replace("move (20) steps", "move (10) steps"),
  },
  // Tunisia, SuperCodeurs
  {
    start: "#SuperCoders \"Let's code for the planet\"",
    right: `${stageWith("trees")}// sprite: Tree
when green flag clicked
set [trees v] to (0)

when this sprite clicked
change [trees v] by (1)
create clone of (myself v)

when I start as a clone
go to (random position v)`,
    wrong: (right) => right.replace("when I start as a clone\ngo to (random position v)", "when I start as a clone\ngo to x: (0) y: (0)"),
  },
  {
    start: "cop27 challenge",
    right: `${stageWith("temperature")}// sprite: Earth
when green flag clicked
set [temperature v] to (0)
repeat until <(temperature) = [5]>
wait (2) seconds
change [temperature v] by (1)
end
say [Help!]`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (1) seconds"),
  },
  {
    start: "For the children 10-13 at Orange Digital Center",
    right: `// sprite: Turtle
when green flag clicked
forever
move (2) steps
if on edge, bounce
if <touching (Plastic v)?> then
say [Au secours!] for (1) seconds
end
end`,
    wrong: (right) => right.replace("move (2) steps", "move (5) steps"),
  },
  // Gabon
  {
    start: "African Code Challenge, the school of tomorrow",
    right: `${sprite("Bell", "when green flag clicked", "start sound (Bell v)")}

${sprite("Pupil", "when green flag clicked", "glide (2) secs to (Desk v)")}`,
    wrong: (right) => right.replace("glide (2) secs to (Desk v)", "glide (5) secs to (Desk v)"),
  },
  {
    start: "For children 8 to 16 in Libreville",
    right: sprite("Robot", "when green flag clicked", "say [Bonjour la classe!] for (2) seconds", "pen down", "move (150) steps", "pen up"),
    wrong: (right) => right.replace("move (150) steps", "move (50) steps"),
  },
  {
    start: "im 13 in libreville",
    right: sprite("Panther", "when green flag clicked", "forever", "point towards (mouse-pointer v)", "move (4) steps", "end"),
    wrong: (right) => right.replace("move (4) steps", "move (8) steps"),
  },
  // Senegal and Morocco
  {
    start: "Our son (9) goes to Happy Coders Academy",
    right: sprite("Lion", "when [space v] key pressed", "start sound (Roar v)", "change size by (30)", "wait (1) seconds", "change size by (-30)"),
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },
  {
    start: "happy coders casablanca",
    right: sprite("Tagine", "when this sprite clicked", "repeat (36)", "turn right (10) degrees", "end"),
    wrong: (right) => right.replace("repeat (36)", "repeat (18)"),
  },
  {
    start: "Happy Coders Academy, the little ones",
    right: `${sprite("Star", "when this sprite clicked", "change size by (10)")}

// stage
when [space v] key pressed
next backdrop`,
    wrong: (right) => right.replace("when [space v] key pressed", "when [n v] key pressed"),
  },
  // Belarus, the electives
  {
    start: "Creative Activity in Scratch, grade 2",
    right: sprite("Hedgehog", "when green flag clicked", "repeat (10)", "move (15) steps", "next costume", "end", "say [Found it!]"),
    wrong: (right) => right.replace("move (15) steps", "move (5) steps"),
  },
  {
    start: "Computer Game Development in Scratch, grade 6",
    right: `${stageWith("frogs")}// sprite: Stork
when green flag clicked
set [frogs v] to (0)
forever
if <touching (Frog v)?> then
change [frogs v] by (1)
wait (1) seconds
end
if <(frogs) = [10]> then
say [Full!]
end
end

${arrowKeys(5)}`,
    wrong: (right) => right.replace("if <(frogs) = [10]> then", "if <(frogs) = [5]> then"),
  },
  {
    start: "My daughter is in grade 3 in Grodno",
    right: sprite("Cat", "when green flag clicked", "repeat (3)", "start sound (Meow v)", "wait (1) seconds", "end"),
    wrong: (right) => right.replace("repeat (3)", "repeat (2)"),
  },
  // Belarus, Junior Scratchers
  {
    start: "im in 3rd grade in baran",
    right: `${sprite("Snowman", "when green flag clicked", "say [Happy New Year!]")}

${sprite("Snowflake", "when green flag clicked", "go to x: (0) y: (180)", "forever", "change y by (-3)", "end")}`,
    wrong: (right) => right.replace("change y by (-3)", "change y by (-1)"),
  },
  {
    start: "New Year contest at Lida School No.17",
    right: `${sprite("Tree", "when green flag clicked", "forever", "change [color v] effect by (25)", "wait (0.5) seconds", "end")}

${sprite("Star", "when this sprite clicked", "start sound (Chime v)")}`,
    wrong: (right) => right.replace("change [color v] effect by (25)", "change [color v] effect by (10)"),
  },
  {
    start: "My son has a Junior Scratcher card",
    right: `// sprite: Sticker
when green flag clicked
forever
go to (mouse-pointer v)
end

when [s v] key pressed
stamp`,
    wrong: (right) => right.replace("when [s v] key pressed", "when [d v] key pressed"),
  },
  // Belarus, Programming is the New Literacy
  {
    start: "Programming is the New Literacy, grade 5",
    right: `${stageWith("speed")}${sprite("Ball", "when green flag clicked", "go to x: (0) y: (150)", "set [speed v] to (0)", "forever", "change [speed v] by (-1)", "change y by (speed)", "if <(y position) < [-150]> then", "set [speed v] to (15)", "end", "end")}`,
    wrong: (right) => right.replace("set [speed v] to (15)", "set [speed v] to (10)"),
  },
  {
    start: "My daughter in grade 4 in Orsha",
    right: sprite("Bison", "when green flag clicked", "go to x: (-150) y: (-100)", "glide (3) secs to x: (150) y: (-100)", "say [Pryvitannie!]"),
    wrong: (right) => right.replace("glide (3) secs", "glide (1) secs"),
  },
  {
    start: "Teachers' training at the Hi-Tech Park",
    right: `${stageWith("clicks")}// sprite: Cat
when green flag clicked
set [clicks v] to (0)
wait until <(clicks) = [20]>
say [Well done!]
stop [all v]

when this sprite clicked
change [clicks v] by (1)`,
    wrong: (right) => right.replace("wait until <(clicks) = [20]>", "wait until <(clicks) = [10]>"),
  },
  // the classics
  {
    start: "Year 4, a maze",
    right: `// sprite: Beetle
when green flag clicked
go to x: (-210) y: (-150)
forever
if <touching color [#0000ff]?> then
go to x: (-210) y: (-150)
end
if <touching (Leaf v)?> then
say [Home!]
stop [all v]
end
end

${arrowKeys(4)}`,
    wrong: (right) => right.replace("if <touching color [#0000ff]?> then\ngo to x: (-210) y: (-150)", "if <touching color [#0000ff]?> then\ngo to x: (0) y: (0)"),
  },
  {
    start: "catch game!! the Bowl",
    right: `${stageWith("eggs")}// sprite: Bowl
${sideKeys(9)}

// sprite: Egg
when green flag clicked
set [eggs v] to (0)
go to x: (0) y: (180)
forever
change y by (-4)
if <touching (Bowl v)?> then
change [eggs v] by (1)
go to x: (pick random (-200) to (200)) y: (180)
end
end`,
    wrong: (right) => right.replace("change y by (-4)", "change y by (-2)"),
  },
  {
    start: "My son wants a chase game",
    right: `// sprite: Cat
when green flag clicked
forever
point towards (Hamster v)
move (4) steps
if <touching (Hamster v)?> then
say [Got you!]
stop [all v]
end
end

// sprite: Hamster
${arrowKeys(8)}`,
    wrong: (right) => right.replace("move (4) steps", "move (2) steps"),
  },
  {
    start: "clicker game: every click",
    right: `${stageWith("cookies")}// sprite: Cookie
when green flag clicked
set [cookies v] to (0)
wait until <(cookies) = [50]>
say [You win!]

when this sprite clicked
change [cookies v] by (1)
change size by (-5)
change size by (5)`,
    wrong: (right) => right.replace("wait until <(cookies) = [50]>", "wait until <(cookies) = [100]>"),
  },
  {
    start: "Grade 7, one player pong",
    right: `${sprite("Paddle", "when green flag clicked", "forever", "go to x: (mouse x) y: (-160)", "end")}

// sprite: Ball
when green flag clicked
go to x: (0) y: (0)
point in direction (45)
forever
move (8) steps
if on edge, bounce
if <touching (Paddle v)?> then
turn right (180) degrees
end
if <touching (Line v)?> then
say [Game over!]
stop [all v]
end
end`,
    wrong: (right) => right.replace("point in direction (45)", "point in direction (90)"),
  },
  {
    start: "Pong 2 players for my class",
    right: `// sprite: Player1
when [w v] key pressed
change y by (12)

when [s v] key pressed
change y by (-12)

// sprite: Player2
when [up arrow v] key pressed
change y by (12)

when [down arrow v] key pressed
change y by (-12)

// sprite: Ball
when green flag clicked
forever
move (6) steps
if on edge, bounce
if <touching (Player1 v)?> then
turn right (180) degrees
end
if <touching (Player2 v)?> then
turn right (180) degrees
end
end`,
    wrong: (right) => right.replace("when [s v] key pressed", "when [x v] key pressed"),
  },
  {
    start: "Year 6, a flappy game",
    right: `// sprite: Bat
when green flag clicked
forever
change y by (-4)
if <touching (Column v)?> then
say [Game over]
stop [all v]
end
end

when [space v] key pressed
change y by (45)

// sprite: Column
when green flag clicked
forever
change x by (-5)
if <(x position) < [-240]> then
set x to (240)
end
end`,
    wrong: (right) => right.replace("change y by (45)", "change y by (20)"),
  },
  {
    start: "platformer!! the Hero",
    right: `// sprite: Hero
${sideKeys(5)}

when green flag clicked
forever
if <not <touching (Ground v)?>> then
change y by (-4)
end
end

when [space v] key pressed
repeat (10)
change y by (12)
end`,
    wrong: (right) => right.replace("repeat (10)", "repeat (4)"),
  },
  {
    start: "My son wants a space shooter",
    right: `${stageWith("points")}// sprite: Ship
${sideKeys(12)}

// sprite: Bullet
when green flag clicked
hide
set [points v] to (0)

when [space v] key pressed
create clone of (myself v)

when I start as a clone
go to (Ship v)
show
repeat until <touching (edge v)?>
change y by (20)
if <touching (Meteor v)?> then
change [points v] by (1)
delete this clone
end
end
delete this clone`,
    wrong: (right) => right.replace("change y by (20)", "change y by (10)"),
  },
  {
    start: "Grade 8, snake",
    right: `${stageWith("length")}// sprite: Snake
when green flag clicked
set [length v] to (0)
forever
move (5) steps
if <touching (Berry v)?> then
change [length v] by (1)
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

// sprite: Berry
when green flag clicked
forever
if <touching (Snake v)?> then
go to (random position v)
end
end`,
    wrong: (right) => right.replace("point in direction (-90)", "point in direction (90)"),
  },
  {
    start: "racing game with a finish line",
    right: `${stageWith("lap")}// stage
when green flag clicked
reset timer
set [lap v] to (0)

// sprite: Car
when [up arrow v] key pressed
move (7) steps

when [left arrow v] key pressed
turn left (12) degrees

when [right arrow v] key pressed
turn right (12) degrees

when green flag clicked
forever
if <touching (Finish v)?> then
change [lap v] by (1)
wait (1) seconds
end
if <(lap) = [3]> then
say (timer)
stop [all v]
end
end`,
    wrong: (right) => right.replace("turn left (12) degrees", "turn left (6) degrees"),
  },
  {
    start: "Virtual pet for my daughter",
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

${sprite("Fish", "when this sprite clicked", "set [hunger v] to (0)")}

${sprite("Kitten", "when this sprite clicked", "change [happiness v] by (5)")}`,
    wrong: (right) => right.replace("wait (4) seconds", "wait (2) seconds"),
  },
  {
    start: "My daughter wants a dress up game",
    right: `${sprite("Hat", "when this sprite clicked", "next costume")}

${sprite("Dress", "when this sprite clicked", "next costume")}

${sprite("Boots", "when this sprite clicked", "next costume")}

${sprite("Doll", "when [space v] key pressed", "say [Ready for the party!]")}`,
    wrong: (right) => right.replace("when [space v] key pressed", "when [p v] key pressed"),
  },
  {
    start: "Grade 5, a quiz with the children's own questions",
    right: `${stageWith("score")}// sprite: Owl
when green flag clicked
set [score v] to (0)
ask [What is 7 x 8?] and wait
if <(answer) = [56]> then
change [score v] by (1)
end
ask [What is the capital of France?] and wait
if <(answer) = [Paris]> then
change [score v] by (1)
end
say (score)`,
    wrong: (right) => right.replace("if <(answer) = [56]> then", "if <(answer) = [54]> then"),
  },
  {
    start: "story with two characters talking in turn",
    right: `// sprite: Knight
when green flag clicked
say [Who goes there?] for (2) seconds
broadcast [dragon v]

when I receive [knight v]
say [Run!]

// sprite: Dragon
when I receive [dragon v]
say [It's me, the dragon!] for (2) seconds
broadcast [knight v]`,
    wrong: (right) => right.replace("say [It's me, the dragon!] for (2) seconds", "say [Who goes there?] for (2) seconds"),
  },
  {
    start: "Year 3, a countdown to the school bell",
    right: `${stageWith("count")}${sprite("Clock", "when green flag clicked", "set [count v] to (10)", "repeat (10)", "say (count) for (1) seconds", "change [count v] by (-1)", "end", "say [Ring!]")}`,
    wrong: (right) => right.replace("set [count v] to (10)", "set [count v] to (5)"),
  },
  {
    start: "dice pls: when i click the Dice",
    right: `${stageWith("roll")}${sprite("Dice", "when this sprite clicked", "set [roll v] to (pick random (1) to (6))", "switch costume to (roll)", "say (roll) for (1) seconds")}`,
    wrong: (right) => right.replace("pick random (1) to (6)", "pick random (1) to (12)"),
  },
  {
    start: "I want a random name picker",
    right: `// stage
// list kids = [Mia, Leo, Sam]

// sprite: Wizard
when [space v] key pressed
say (item (pick random (1) to (length of [kids v])) of [kids v]) for (2) seconds`,
    wrong: (right) => right.replace("for (2) seconds", "for (5) seconds"),
  },
  {
    start: "Year 5, pen shapes",
    right: sprite("Pencil", "when green flag clicked", "erase all", "pen down", "repeat (6)", "move (80) steps", "turn right (60) degrees", "end", "pen up", "move (120) steps", "pen down", "repeat (4)", "move (80) steps", "turn right (90) degrees", "end", "pen up"),
    wrong: (right) => right.replace("turn right (60) degrees", "turn right (72) degrees"),
  },
  {
    start: "beat maker!! space plays drum 1",
    right: `// stage
when [space v] key pressed
play drum (1 v) for (0.5) beats

when [b v] key pressed
play drum (2 v) for (0.5) beats

when [n v] key pressed
play drum (6 v) for (0.5) beats

// sprite: Speaker
when green flag clicked
forever
play drum (4 v) for (1) beats
end`,
    wrong: (right) => right.replace("play drum (6 v)", "play drum (3 v)"),
  },
  {
    start: "My son (6) wants a walking animation",
    right: sprite("Boy", "when green flag clicked", "repeat (30)", "move (5) steps", "next costume", "wait (0.1) seconds", "end"),
    wrong: (right) => right.replace("wait (0.1) seconds", "wait (0.5) seconds"),
  },
  {
    start: "Hide and seek game: the Bunny",
    right: `${stageWith("score")}// sprite: Bunny
when green flag clicked
set [score v] to (0)
hide
wait (3) seconds
go to (random position v)
show

when this sprite clicked
say [You find me!]
change [score v] by (1)`,
    wrong: (right) => right.replace("wait (3) seconds", "wait (1) seconds"),
  },
  {
    start: "Year 4, whack-a-mole",
    right: `${stageWith("whacks")}// sprite: Mole
when green flag clicked
set [whacks v] to (0)
forever
go to (random position v)
wait (1.5) seconds
end

when this sprite clicked
change [whacks v] by (1)
start sound (Pop v)
hide
wait (0.5) seconds
show`,
    wrong: (right) => right.replace("wait (1.5) seconds", "wait (3) seconds"),
  },
  // one-liners
  {
    start: "the Cat meows when i click it",
    right: sprite("Cat", "when this sprite clicked", "start sound (Meow v)"),
    wrong: (right) => right.replace("when this sprite clicked", "when green flag clicked"),
  },
  {
    start: "make the Sun spin forever",
    right: sprite("Sun", "when green flag clicked", "forever", "turn right (3) degrees", "end"),
    wrong: (right) => right.replace("forever", "repeat (10)"),
  },
  {
    start: "My 5-year-old wants the Bus",
    right: sprite("Bus", "when [b v] key pressed", "say [Beep beep] for (1) seconds"),
    wrong: (right) => right.replace("when [b v] key pressed", "when [space v] key pressed"),
  },
  {
    start: "the Rocket goes up 10",
    right: sprite("Rocket", "when [w v] key pressed", "change y by (10)"),
    wrong: (right) => right.replace("change y by (10)", "change y by (-10)"),
  },
  {
    start: "Please make the Flower grow 20",
    right: sprite("Flower", "when this sprite clicked", "change size by (20)"),
    wrong: (right) => right.replace("change size by (20)", "change size by (10)"),
  },
  {
    start: "Year 2: the Snail",
    right: sprite("Snail", "when green flag clicked", "forever", "move (2) steps", "end"),
    wrong: (right) => right.replace("move (2) steps", "move (10) steps"),
  },
  {
    start: "make 10 Balloon clones",
    right: sprite("Balloon", "when green flag clicked", "repeat (10)", "create clone of (myself v)", "end"),
    wrong: (right) => right.replace("repeat (10)", "repeat (3)"),
  },
  {
    start: "the Ghost is half see through",
    right: sprite("Ghost", "when green flag clicked", "set [ghost v] effect to (50)"),
    wrong: (right) => right.replace("set [ghost v] effect to (50)", "set [ghost v] effect to (100)"),
  },
  {
    start: "the Dog follows my mouse",
    right: sprite("Dog", "when green flag clicked", "forever", "glide (0.5) secs to (mouse-pointer v)", "end"),
    wrong: (right) => right.replace("glide (0.5) secs to (mouse-pointer v)", "glide (0.5) secs to (random position v)"),
  },
  {
    start: "My daughter wants the backdrop to switch to Night",
    right: `// stage
when [n v] key pressed
switch backdrop to (Night v)`,
    wrong: (right) => right.replace("switch backdrop to (Night v)", "switch backdrop to (Day v)"),
  },
  {
    start: "How to make the Car turn 90 degrees",
    right: sprite("Car", "when [t v] key pressed", "turn right (90) degrees"),
    wrong: (right) => right.replace("when [t v] key pressed", "when [r v] key pressed"),
  },
  {
    start: "the Bird says tweet every 2 seconds",
    right: sprite("Bird", "when green flag clicked", "forever", "say [Tweet!] for (0.5) seconds", "wait (2) seconds", "end"),
    wrong: (right) => right.replace("wait (2) seconds", "wait (5) seconds"),
  },
  {
    start: "Reception: the Bear says",
    right: sprite("Bear", "when green flag clicked", "say [Hello!]"),
    wrong: (right) => right.replace("say [Hello!]", "say [Goodbye!]"),
  },
  {
    start: "the Fish changes colour when i press c",
    right: sprite("Fish", "when [c v] key pressed", "change [color v] effect by (25)"),
    wrong: (right) => right.replace("when [c v] key pressed", "when [x v] key pressed"),
  },
  {
    start: "hide the Cat when it touches the Dog",
    right: sprite("Cat", "when green flag clicked", "show", "wait until <touching (Dog v)?>", "hide"),
    wrong: (right) => right.replace("wait until <touching (Dog v)?>", "wait until <touching (edge v)?>"),
  },
  // near-misses
  {
    start: "shoot the asteroids",
    right: `${stageWith("asteroids")}${sprite("Spaceship", "when green flag clicked", "forever", "point towards (mouse-pointer v)", "end")}

// sprite: Laser
when green flag clicked
hide

when [space v] key pressed
create clone of (myself v)

when I start as a clone
go to (Spaceship v)
point towards (mouse-pointer v)
show
repeat until <touching (edge v)?>
move (15) steps
end
delete this clone

// sprite: Asteroid
when green flag clicked
set [asteroids v] to (0)
show
forever
if <touching (Laser v)?> then
hide
change [asteroids v] by (1)
wait (1) seconds
go to (random position v)
show
end
end`,
    wrong: (right) => right.replace("change [asteroids v] by (1)\n", ""),
  },
  {
    start: "Year 6, a scary ghost story for Halloween",
    right: `// stage
when green flag clicked
switch backdrop to (Graveyard v)

// sprite: Ghost
when green flag clicked
set [ghost v] effect to (100)
repeat (10)
change [ghost v] effect by (-10)
wait (0.1) seconds
end
say [Boo!] for (2) seconds`,
    wrong: (right) => right.replace("change [ghost v] effect by (-10)", "change [ghost v] effect by (-5)"),
  },
  {
    start: "My son wants a knight battle",
    right: `${stageWith("dragonHP")}// sprite: Knight
when [a v] key pressed
switch costume to (Attack v)
if <touching (Dragon v)?> then
change [dragonHP v] by (-10)
end`,
    wrong: (right) => right.replace("change [dragonHP v] by (-10)", "change [dragonHP v] by (-1)"),
  },
];

/** Second wrong variants of some right answers: a part dropped, a line given to the wrong character, a script nobody asked for. */
const SECOND_WRONGS: [string, (right: string) => string][] = [
  ["story with two characters talking in turn", (right) => right.replace("when I receive [knight v]\nsay [Run!]", "when I receive [knight v]\nsay [Hello!]")],
  ["Grade 8, snake", (right) => right.replace("change [length v] by (1)\n", "")],
  ["Year 6, a flappy game", (right) => right.replace("if <(x position) < [-240]> then\nset x to (240)\nend\n", "")],
  ["Virtual pet for my daughter", (right) => right.replace("\n\n// sprite: Fish\nwhen this sprite clicked\nset [hunger v] to (0)", "")],
  ["Pong 2 players for my class", (right) => right.replace("if <touching (Player2 v)?> then\nturn right (180) degrees\nend\n", "")],
  ["racing game with a finish line", (right) => right.replace("reset timer\n", "").replace("say (timer)", "say [You win!]")],
  ["Grade 5, a quiz with the children's own questions", (right) => right.replace("say (score)", "say [Well done]")],
  ["Grade 7, one player pong", (right) => right.replace("if on edge, bounce\n", "")],
  ["My son wants a chase game", (right) => right.replace("stop [all v]\n", "")],
  ["Grade 7, a logic problem", (right) => right.replace("else\nsay [Think again]\n", "")],
  ["My son wants a space shooter", (right) => right.replace("change [points v] by (1)\n", "")],
  ["Happy place animation, grade 4", (right) => right.replace("// stage\nwhen green flag clicked\nswitch backdrop to (Garden v)\n\n", "")],
  ["Ac-Feg week for the girls", (right) => right.replace("say [Bonjour Fibi!] for (2) seconds", "say [Bonjour! Je code.] for (2) seconds").replace("when I receive [answer v]\nsay [Bonjour! Je code.] for (2) seconds", "when I receive [answer v]\nsay [Bonjour Fibi!] for (2) seconds")],
  ["Year 4, whack-a-mole", (right) => right.replace("hide\nwait (0.5) seconds\nshow", "")],
  ["catch game!! the Bowl", (right) => right.replace("go to x: (pick random (-200) to (200)) y: (180)\n", "")],
];

const firstAnswer = (start: string): THandWrittenAnswer => firstAnswerTo(ANSWERS, start);
const ALL_ANSWERS = withSecondWrongs(ANSWERS, SECOND_WRONGS);

describe("unseen-15 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_15_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_15_HELD_OUT_REQUESTS, ALL_ANSWERS, { right: 150, wrong: 150 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("Virtual pet for my daughter");
    const right = firstAnswer("Virtual pet for my daughter").right;
    const withoutTheFish = right.replace("\n\n// sprite: Fish\nwhen this sprite clicked\nset [hunger v] to (0)", "");
    expect(withoutTheFish).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheFish, leftOut: ["the Fish that feeds the kitten"] }).verdict).toBe("partial-named");
  });

  it("a decline where a child's project was asked for is not right", () => {
    expect(gradeAnswer(requestStarting("shoot the asteroids"), { kind: "declined" }).verdict).toBe("partial-named");
    expect(gradeAnswer(requestStarting("Year 6, a scary ghost story for Halloween"), { kind: "declined" }).verdict).toBe("partial-named");
    expect(gradeAnswer(requestStarting("My son wants a knight battle"), { kind: "declined" }).verdict).toBe("partial-named");
  });

  it("a declined request is not answered by a program", () => {
    for (const start of ["make a game that films my classmates", "I want a Scratch chat where kids send me", "can u help me make a game that guesses", "I want a game where children practise sneaking out"]) {
      expect(gradeAnswer(requestStarting(start), program("// sprite: Cat\nwhen green flag clicked\nsay [Hello!]")).verdict, start).toBe("wrong-unsaid");
    }
  });
});
