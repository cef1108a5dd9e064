// The twentieth held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { arrowKeys, changeLast, firstAnswerTo, itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, sideKeys, sprite, stageWith, swap, type THandWrittenAnswer, withSecondWrongs } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_17_HELD_OUT_REQUESTS } from "./unseen-17.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_17_HELD_OUT_REQUESTS, start);

const FLAG = "when green flag clicked";
const CLICKED = "when this sprite clicked";

/** Each request (by the start of its words) with a right answer and a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  // Mongolia, MONTSAME
  {
    start: "Junior Center for Creative Arts",
    right: sprite("Robot", FLAG, "move (50) steps", "turn right (90) degrees", "move (50) steps", "say [Sain baina uu!] for (2) seconds"),
    wrong: swap("turn right (90) degrees", "turn right (45) degrees"),
  },
  {
    start: "im 10 in ulaanbaatar",
    right: sprite("Robot", FLAG, "forever", "move (3) steps", "if <touching (Wall v)?> then", "say [Ouch!] for (1) seconds", "move (-30) steps", "end", "end"),
    wrong: swap("move (-30) steps", "move (-10) steps"),
  },
  { start: "My son (9) was at the robot day", right: `// sprite: Robot\nwhen [left arrow v] key pressed\nturn left (15) degrees\n\nwhen [up arrow v] key pressed\nmove (10) steps`, wrong: swap("move (10) steps", "move (5) steps") },
  {
    start: "Creative Future of Mongolia",
    right: sprite("Robot", FLAG, "forever", "move (4) steps", "if <touching (edge v)?> then", "turn right (180) degrees", "end", "end"),
    wrong: swap("turn right (180) degrees", "turn right (90) degrees"),
  },
  // Mongolia, Elselt
  { start: "Informatics, grade 6, Mongolia", right: sprite("Horse", FLAG, "set x to (-220)", "repeat (40)", "change x by (10)", "next costume", "end"), wrong: swap("repeat (40)", "repeat (20)") },
  { start: "Training day for informatics teachers", right: sprite("Yak", FLAG, "ask [How many sheep do you have?] and wait", "say ((answer) + (10)) for (2) seconds"), wrong: swap("(10)", "(5)") },
  { start: "I teach informatics in Darkhan", right: sprite("Camel", CLICKED, "say [Sain uu!] for (1) seconds", "change size by (-10)"), wrong: swap("change size by (-10)", "change size by (10)") },
  // Dominican Republic, Boca Chica
  {
    start: "Social Innovation with Technology, Boca Chica",
    right: sprite("Boat", FLAG, "say [¡Bienvenidos a Boca Chica!] for (3) seconds", "glide (2) secs to x: (150) y: (-50)"),
    wrong: swap("for (3) seconds", "for (1) seconds"),
  },
  { start: "tengo 12 y estoy en el club Clave", right: sprite("Fish", "when [space v] key pressed", "change y by (60)", "wait (0.5) seconds", "change y by (-60)"), wrong: swap("change y by (60)", "change y by (30)") },
  {
    start: "My daughter won a prize at the Boca Chica",
    right: `${stageWith("prizes")}${sprite("Trophy", CLICKED, "change size by (10)", "start sound (Cheer v)", "change [prizes v] by (1)")}`,
    wrong: swap("change [prizes v] by (1)", "change [prizes v] by (2)"),
  },
  // Dominican Republic, Educando
  {
    start: "Día de Scratch, 4th grade",
    right: sprite("Seed", FLAG, "set size to (10) %", "repeat (9)", "change size by (10)", "wait (1) seconds", "end", "say [¡Soy un árbol!]"),
    wrong: swap("repeat (9)", "repeat (5)"),
  },
  { start: "For Scratch Day in Santo Domingo", right: `// stage\n${FLAG}\nswitch backdrop to (Playa v)\n\n${sprite("Turtle", FLAG, "say [Hola!] for (2) seconds")}`, wrong: swap("(Playa v)", "(Ciudad v)") },
  { start: "scratch day at my school!!", right: sprite("Dog", "when [c v] key pressed", "change [color v] effect by (25)"), wrong: swap("[c v]", "[x v]") },
  // Latvia, CodeStars
  {
    start: "CodeStars, grades 5-6, Riga",
    right: `${sprite("Girl", FLAG, "say [Sveiki!] for (2) seconds", "broadcast [hello v]")}\n\n${sprite("Cat", "when I receive [hello v]", "say [Mjau!] for (2) seconds")}`,
    wrong: swap("say [Mjau!] for (2) seconds", "say [Mjau!] for (1) seconds"),
  },
  {
    start: "CodeStars, grades 7-8",
    right: `${stageWith("temperature")}${sprite("Thermometer", FLAG, "set [temperature v] to (20)", "repeat (10)", "wait (1) seconds", "change [temperature v] by (-1)", "say (temperature)", "end")}`,
    wrong: swap("set [temperature v] to (20)", "set [temperature v] to (25)"),
  },
  { start: "im in 6th grade in riga", right: sprite("Ball", FLAG, "forever", "go to (mouse-pointer v)", "end"), wrong: swap("forever", "repeat (10)") },
  // Latvia, Learn IT
  {
    start: "My son (8) goes to the coding school in Riga",
    right: sprite("Heart", FLAG, "repeat (10)", "change size by (5)", "wait (0.1) seconds", "end", "say [Daudz laimes!]"),
    wrong: swap("change size by (5)", "change size by (2)"),
  },
  { start: "I am Latvian girl", right: sprite("Unicorn", CLICKED, "go to (random position v)", "say [Atrodi mani!] for (2) seconds"), wrong: swap("(random position v)", "(mouse-pointer v)") },
  { start: "Learn IT, a first animation", right: `// sprite: Bird\n${FLAG}\nforever\nnext costume\nwait (0.3) seconds\nend\n\n${CLICKED}\nsay [Čiv!] for (1) seconds`, wrong: swap("wait (0.3)", "wait (1)") },
  // Latvia, Code4ClimateChange
  {
    start: "Code4ClimateChange week",
    right: `${stageWith("recycled")}// sprite: Bin\n${sideKeys(10)}\n\n${sprite("Bottle", FLAG, "go to x: (0) y: (170)", "forever", "change y by (-4)", "if <touching (Bin v)?> then", "change [recycled v] by (1)", "go to x: (pick random (-200) to (200)) y: (170)", "end", "end")}`,
    wrong: swap("change y by (-4)", "change y by (-2)"),
  },
  { start: "we made games with kids from 4 countries", right: sprite("Sun", FLAG, "forever", "change [color v] effect by (10)", "wait (1) seconds", "end"), wrong: swap("effect by (10)", "effect by (5)") },
  {
    start: "Our team at the exchange",
    right: `${sprite("Ice", CLICKED, "change [ghost v] effect by (20)", "broadcast [melt v]")}\n\n${sprite("Bear", "when I receive [melt v]", "say [The ice is melting!] for (2) seconds")}`,
    wrong: swap("effect by (20)", "effect by (50)"),
  },
  // Azerbaijan, Algorithmics
  {
    start: "Informatics, grade 5, Baku",
    right: sprite("Rocket", FLAG, "say [3] for (1) seconds", "say [2] for (1) seconds", "say [1] for (1) seconds", "glide (3) secs to x: (0) y: (170)"),
    wrong: swap("glide (3)", "glide (1)"),
  },
  { start: "im 11 in baku", right: `// sprite: Rover\nwhen [right arrow v] key pressed\nchange x by (5)\n\n${FLAG}\nwait until <touching (Flag v)?>\nsay [Mars!]`, wrong: swap("change x by (5)", "change x by (1)") },
  { start: "My son is in 5th grade in Sumgait", right: sprite("Alien", FLAG, "ask [What is your name?] and wait", "say (join [Salam, ] (answer)) for (2) seconds"), wrong: swap("Salam, ", "Hello, ") },
  // Azerbaijan, Digital Skills
  { start: "I am informatics teacher in Ganja", right: sprite("Cat", FLAG, "repeat (10)", "move (10) steps", "turn right (36) degrees", "end"), wrong: swap("(36)", "(30)") },
  {
    start: "Digital Skills, grade 7, Sheki",
    right: sprite("Pencil", FLAG, "erase all", "set pen size to (3)", "pen down", "repeat (6)", "move (80) steps", "turn right (60) degrees", "end", "pen up"),
    wrong: swap("set pen size to (3)", "set pen size to (1)"),
  },
  { start: "My daughter study in Lankaran", right: sprite("Fox", "when [p v] key pressed", "say [Привет!] for (2) seconds"), wrong: swap("[p v]", "[o v]") },
  // Palestine, the Child Centre in Gaza
  {
    start: "CCG Programmers' Club",
    right: sprite("Owl", FLAG, "ask [What has keys but no doors?] and wait", "if <(answer) = [piano]> then", "say [Correct!] for (2) seconds", "else", "say [Try again] for (2) seconds", "end"),
    wrong: swap("[piano]", "[keyboard]"),
  },
  { start: "im in 7th grade in rafah", right: sprite("Cat", FLAG, "glide (2) secs to (Fish v)", "say [Yummy!]"), wrong: swap("glide (2)", "glide (4)") },
  { start: "Patience is the lesson of coding", right: `// sprite: Turtle\n${FLAG}\nforever\nmove (2) steps\nend\n\n${CLICKED}\nsay [Slowly!] for (1) seconds`, wrong: swap("move (2)", "move (5)") },
  // Palestine, Birzeit's camp clubs
  {
    start: "Saturday computer club, ages 8-10",
    right: sprite("Grandmother", FLAG, "say [Sahtein!] for (2) seconds", "switch backdrop to (Garden v)", "say [Let's pick olives.] for (2) seconds"),
    wrong: swap("(Garden v)", "(House v)"),
  },
  { start: "i go to the computer club in jalazoun", right: sprite("Kite", FLAG, "forever", "change y by (5)", "turn right (5) degrees", "end"), wrong: swap("change y by (5)", "change y by (1)") },
  {
    start: "My son (12) learns Scratch at the Amari",
    right: sprite("Ball", FLAG, "forever", "move (10) steps", "if on edge, bounce", "if <touching (Net v)?> then", "start sound (Goal v)", "end", "end"),
    wrong: swap("move (10)", "move (3)"),
  },
  // Palestine, Palestine Codes
  {
    start: "Palestine Codes, a team project",
    right: `${sprite("Book", FLAG, "say [Every child has the right to learn.] for (3) seconds", "broadcast [school v]")}\n\n// sprite: School\n${FLAG}\nhide\n\nwhen I receive [school v]\nshow`,
    wrong: swap("for (3) seconds", "for (1) seconds"),
  },
  {
    start: "In our after-school in Nablus",
    right: `// stage\n// variable yes votes = 0\n// variable no votes = 0\n\n${sprite("Yes", CLICKED, "change [yes votes v] by (1)")}\n\n${sprite("No", CLICKED, "change [no votes v] by (1)")}`,
    wrong: (right) => changeLast(right, "change [no votes v] by (1)", "change [yes votes v] by (1)"),
  },
  { start: "our team won the coding competition", right: sprite("Trophy", "when [t v] key pressed", "repeat (36)", "turn right (10) degrees", "end"), wrong: swap("repeat (36)", "repeat (18)") },
  // Mexico, Oaxaca
  { start: "Coding camp at the Centro de Esperanza", right: sprite("Alebrije", CLICKED, "change [color v] effect by (25)", "say [¡Hola!] for (1) seconds"), wrong: swap("effect by (25)", "effect by (10)") },
  {
    start: "tengo 13 en oaxaca",
    right: `${stageWith("tacos")}// sprite: Taco\n${FLAG}\ngo to x: (0) y: (180)\nforever\nchange y by (-3)\nend\n\n${CLICKED}\nchange [tacos v] by (1)`,
    wrong: swap("change [tacos v] by (1)", "change [tacos v] by (-1)"),
  },
  {
    start: "Coding camp, day 2, a dance",
    right: `// sprite: Dancer\n${FLAG}\nrepeat (8)\nswitch costume to (Dance1 v)\nwait (0.5) seconds\nswitch costume to (Dance2 v)\nwait (0.5) seconds\nend\n\n${FLAG}\nplay sound (Dance Celebrate v) until done`,
    wrong: swap("repeat (8)", "repeat (4)"),
  },
  {
    start: "My niece loved the coding camp",
    right: `${stageWith("hits")}// sprite: Pinata\n${FLAG}\nset [hits v] to (0)\nswitch costume to (Whole v)\nwait until <(hits) = [5]>\nswitch costume to (Broken v)\n\n${CLICKED}\nchange [hits v] by (1)`,
    wrong: swap("[5]", "[10]"),
  },
  // the Bahamas, Harbour Island
  {
    start: "Harbour Island summer hackathon",
    right: `${stageWith("goals")}// sprite: Robot\n${arrowKeys(8)}\n\n${sprite("Ball", FLAG, "go to x: (0) y: (0)", "forever", "if <touching (Robot v)?> then", "glide (1) secs to x: (220) y: (0)", "change [goals v] by (1)", "go to x: (0) y: (0)", "end", "end")}`,
    wrong: swap("x: (220)", "x: (100)"),
  },
  {
    start: "Hackathon week 2 was calculators",
    right: `${stageWith("first")}${sprite("Calculator", FLAG, "ask [First number?] and wait", "set [first v] to (answer)", "ask [Second number?] and wait", "say ((first) + (answer))")}`,
    wrong: swap("say ((first) + (answer))", "say ((first) - (answer))"),
  },
  { start: "the hackathon on harbour island", right: sprite("Robot", "when [g v] key pressed", "start sound (Cheer v)", "say [Goal!] for (1) seconds"), wrong: swap("[g v]", "[h v]") },
  // the Bahamas, Free Town
  {
    start: "My kids did the free STEAM camp",
    right: sprite("Conch", CLICKED, "start sound (Pop v)", "change size by (20)", "wait (1) seconds", "change size by (-20)"),
    wrong: swap("wait (1) seconds", "wait (3) seconds"),
  },
  { start: "Free Town STEAM camp", right: sprite("Boat", FLAG, "go to x: (-220) y: (0)", "glide (5) secs to x: (220) y: (0)", "say [We made it to Nassau!]"), wrong: swap("glide (5)", "glide (2)") },
  { start: "im 10 from free town", right: sprite("Robot", FLAG, "forever", "hide", "wait (0.5) seconds", "show", "wait (0.5) seconds", "end"), wrong: swap("forever", "repeat (3)") },
  // Bermuda, Code Tuna
  {
    start: "Code Tuna camp, ages 7-10",
    right: `${stageWith("points")}${sprite("Tuna", FLAG, "ask [What is 7 x 8?] and wait", "if <(answer) = [56]> then", "change [points v] by (10)", "say [Yum!] for (1) seconds", "end")}`,
    wrong: swap("by (10)", "by (1)"),
  },
  {
    start: "code tuna camp!!!",
    right: `${sprite("Fish", FLAG, "forever", "glide (2) secs to (random position v)", "end")}\n\n${sprite("Shark", FLAG, "forever", "point towards (Fish v)", "move (4) steps", "end")}`,
    wrong: swap("move (4) steps", "move (8) steps"),
  },
  {
    start: "Our son (9) loved the camp in Sandys",
    right: `${stageWith("shells")}// sprite: Crab\n${FLAG}\nforever\nif <touching (Shell v)?> then\nchange [shells v] by (1)\nwait (0.5) seconds\nend\nend\n\n${arrowKeys(6)}`,
    wrong: swap("change [shells v] by (1)", "change [shells v] by (5)"),
  },
  // Bermuda, ConnecTech
  {
    start: "Ten-week coding course, week 3",
    right: sprite("Longtail", FLAG, "repeat (5)", "glide (2) secs to x: (100) y: (120)", "glide (2) secs to x: (-100) y: (120)", "end"),
    wrong: swap("repeat (5)", "repeat (2)"),
  },
  { start: "My grandson is 9", right: sprite("Frog", "when [space v] key pressed", "change y by (50)", "wait (0.3) seconds", "change y by (-50)"), wrong: swap("wait (0.3)", "wait (1)") },
  {
    start: "Think outside the box, week 5",
    right: sprite("Cat", FLAG, "say [Colour outside the lines!] for (2) seconds", "pen down", "forever", "go to (mouse-pointer v)", "end"),
    wrong: swap("pen down\n", ""),
  },
  // the Gambia, Jokkolabs
  {
    start: "Africa Code Week at the YMCA, Banjul",
    right: sprite("Girl", FLAG, "repeat (10)", "move (10) steps", "next costume", "wait (0.1) seconds", "end", "say [Jokkolabs!]"),
    wrong: swap("move (10) steps", "move (20) steps"),
  },
  { start: "im 13 from serekunda", right: sprite("Star", FLAG, "pen down", "forever", "go to (mouse-pointer v)", "end"), wrong: swap("pen down\n", "") },
  { start: "I am teacher trained at Jokkolabs", right: sprite("Drum", "when [space v] key pressed", "repeat (4)", "play drum (1 v) for (0.5) beats", "end"), wrong: swap("repeat (4)", "repeat (2)") },
  // the Gambia, the teachers' training
  {
    start: "Teachers' training, Region Two",
    right: sprite("Parrot", FLAG, "go to x: (-150) y: (0)", "repeat (3)", "move (100) steps", "say [Step!] for (1) seconds", "end"),
    wrong: swap("move (100)", "move (50)"),
  },
  {
    start: "Region One teachers, variables",
    right: `${stageWith("mangoes")}// sprite: Tree\n${FLAG}\nset [mangoes v] to (10)\n\n${CLICKED}\nchange [mangoes v] by (-1)\nsay (mangoes) for (1) seconds`,
    wrong: swap("set [mangoes v] to (10)", "set [mangoes v] to (5)"),
  },
  { start: "Please help, I train teachers in Brikama", right: sprite("Teacher", FLAG, "ask [How many students?] and wait", "repeat (answer)", "say [Welcome!] for (1) seconds", "end"), wrong: swap("repeat (answer)", "repeat (3)") },
  // the Gambia, Empower With Code
  {
    start: "My daughter was in Empower With Code",
    right: `${stageWith("time")}${sprite("Clock", FLAG, "set [time v] to (30)", "repeat until <(time) = [0]>", "wait (1) seconds", "change [time v] by (-1)", "end", "say [Time's up!]")}`,
    wrong: swap("set [time v] to (30)", "set [time v] to (60)"),
  },
  { start: "im 15, i was in the app group", right: sprite("Button", CLICKED, "next costume", "say [Clicked!] for (1) seconds"), wrong: swap("next costume\n", "") },
  // Nicaragua, the robotics room
  { start: "I am facilitator at a school in Managua", right: sprite("Robot", FLAG, "repeat until <touching (Box v)?>", "move (10) steps", "end", "say [¡Aquí estoy!]"), wrong: swap("move (10)", "move (1)") },
  {
    start: "tengo 12 y ayudo a mi abuela",
    right: `${sprite("Customer", FLAG, "ask [How many cups?] and wait", "broadcast [pay v]")}\n\n${sprite("Seller", "when I receive [pay v]", "say (join ((answer) * (5)) [ cordobas])")}`,
    wrong: swap("(5)", "(3)"),
  },
  { start: "My son is in the robotics club", right: `// sprite: Robot\nwhen [d v] key pressed\nturn right (90) degrees\n\nwhen [a v] key pressed\nturn left (90) degrees`, wrong: swap("turn left (90)", "turn right (90)") },
  // Nicaragua, Yo Puedo Programar
  {
    start: "Yo Puedo Programar, Boaco",
    right: `${stageWith("health")}// sprite: Turtle\n${FLAG}\nset [health v] to (3)\nforever\nif <touching (Bag v)?> then\nsay [¡No al plástico!] for (1) seconds\nchange [health v] by (-1)\nend\nend\n\n${sideKeys(8)}`,
    wrong: swap("change [health v] by (-1)", "change [health v] by (1)"),
  },
  {
    start: "yo puedo programar!!",
    right: `${sprite("Bottle", CLICKED, "hide", "broadcast [clean v]")}\n\n${sprite("Fish", "when I receive [clean v]", "say [¡Gracias!] for (2) seconds")}`,
    wrong: swap("\nhide", "\nshow"),
  },
  // Bahrain
  { start: "As a parent in Manama", right: sprite("Falcon", FLAG, "forever", "if <(y position) > (150)> then", "say [Too high!] for (1) seconds", "end", "end"), wrong: swap("> (150)", "> (100)") },
  { start: "My daughter 10 in Muharraq", right: sprite("Pearl", FLAG, "forever", "glide (1) secs to x: (0) y: (100)", "glide (1) secs to x: (0) y: (-100)", "end"), wrong: swap("y: (-100)", "y: (0)") },
  { start: "im 12 in manama", right: sprite("Cat", FLAG, "reset timer", "forever", "say (round (timer))", "end"), wrong: swap("forever", "repeat (10)") },
  { start: "Coding is the new literacy", right: sprite("Dhow", FLAG, "glide (4) secs to x: (200) y: (-100)", "say [Pearls!]"), wrong: swap("glide (4)", "glide (2)") },
  // Lesotho, the first Africa Code Week
  {
    start: "Africa Code Week in Maseru",
    right: sprite("Pony", FLAG, "repeat (12)", "move (10) steps", "next costume", "wait (0.2) seconds", "end", "say [Khotso!]"),
    wrong: swap("repeat (12)", "repeat (6)"),
  },
  {
    start: "im 9 in maseru",
    right: sprite("Singer", CLICKED, "play note (60) for (0.5) beats", "play note (62) for (0.5) beats", "play note (64) for (0.5) beats"),
    wrong: swap("(62)", "(63)"),
  },
  // Lesotho, Leribe
  { start: "In Leribe we have few computers", right: sprite("Cow", FLAG, "go to x: (0) y: (0)", "say [Lumela!] for (2) seconds"), wrong: swap("go to x: (0) y: (0)", "go to x: (50) y: (0)") },
  {
    start: "In Leribe my son learns coding",
    right: sprite("Sheep", CLICKED, "say [Baa] for (1) seconds", "change y by (30)", "wait (0.2) seconds", "change y by (-30)"),
    wrong: swap("change y by (30)", "change y by (10)"),
  },
  // Lesotho, African Girls Can Code
  {
    start: "im 16 from hlotse high school",
    right: sprite("Player", "when [space v] key pressed", "repeat (10)", "change y by (10)", "end", "repeat (10)", "change y by (-10)", "end"),
    wrong: swap("change y by (10)", "change y by (5)"),
  },
  {
    start: "African Girls Can Code, the animation track",
    right: sprite("Moon", FLAG, "set [ghost v] effect to (100)", "repeat (10)", "change [ghost v] effect by (-10)", "wait (0.1) seconds", "end"),
    wrong: swap("effect by (-10)", "effect by (-5)"),
  },
  // Eswatini, Techno Friends
  {
    start: "Techno Friends, first lesson",
    right: sprite("Chef", FLAG, "say [Step 1: wash the pot] for (2) seconds", "say [Step 2: add water] for (2) seconds", "say [Step 3: cook] for (2) seconds"),
    wrong: swap("[Step 2: add water] for (2)", "[Step 2: add water] for (1)"),
  },
  { start: "I am girl 14 in Ngwenyameni", right: sprite("Cow", CLICKED, "start sound (Moo v)", "move (20) steps"), wrong: swap("move (20)", "move (10)") },
  {
    start: "I herd cattle",
    right: `${stageWith("cows")}${sprite("Cow", CLICKED, "change [cows v] by (1)", "say (cows) for (1) seconds")}`,
    wrong: swap("change [cows v] by (1)", "change [cows v] by (2)"),
  },
  // Eswatini, the coding school in Mbabane
  {
    start: "Eswatini Coding School, media literacy",
    right: sprite("Reporter", FLAG, "ask [Did you check the source?] and wait", "if <(answer) = [yes]> then", "say [Good!] for (2) seconds", "else", "say [Check before you share!] for (2) seconds", "end"),
    wrong: swap("say [Good!]", "say [OK]"),
  },
  {
    start: "im 12 in mbabane",
    right: sprite("Bus", FLAG, "forever", "change x by (5)", "if <(x position) > (240)> then", "set x to (-240)", "end", "end"),
    wrong: swap("set x to (-240)", "set x to (0)"),
  },
  // Tajikistan, the IT Lab
  { start: "I volunteer in the IT Lab", right: sprite("Apple", CLICKED, "say [Salom!] for (1) seconds", "set size to (150) %"), wrong: swap("(150)", "(120)") },
  { start: "im 14 at boarding school in dushanbe", right: `// sprite: Car\nwhen [w v] key pressed\nmove (10) steps\n\nwhen [s v] key pressed\nmove (-10) steps`, wrong: swap("move (-10)", "move (-5)") },
  { start: "IT Lab volunteers, the photo week", right: `// stage\n${FLAG}\nrepeat (5)\nwait (3) seconds\nnext backdrop\nend`, wrong: swap("wait (3)", "wait (1)") },
  // Tajikistan, Khorog
  {
    start: "Aga Khan Lycée, Khorog",
    right: `${stageWith("score")}${sprite("Owl", FLAG, "ask [What is 12 + 15?] and wait", "if <(answer) = [27]> then", "say [Correct!] for (1) seconds", "change [score v] by (1)", "end")}`,
    wrong: swap("[27]", "[28]"),
  },
  {
    start: "English class in Khorog",
    right: `${sprite("Teacher", FLAG, "say [Good morning!] for (2) seconds", "broadcast [reply v]")}\n\n${sprite("Student", "when I receive [reply v]", "say [Good morning, teacher!] for (2) seconds")}`,
    wrong: swap("[Good morning, teacher!]", "[Hello!]"),
  },
  // Mauritius, the grade 9 competition
  {
    start: "Grade 9 coding competition",
    right: `${sprite("Independence", CLICKED, "broadcast [1968 v]")}\n\n${sprite("Republic", CLICKED, "broadcast [1992 v]")}\n\n// sprite: Narrator\nwhen I receive [1968 v]\nsay [12 March 1968] for (2) seconds\n\nwhen I receive [1992 v]\nsay [12 March 1992] for (2) seconds`,
    wrong: swap("say [12 March 1992]", "say [1992]"),
  },
  {
    start: "An educational game for grade 9",
    right: `${stageWith("points")}${sprite("Dodo", FLAG, "ask [What is the capital of Mauritius?] and wait", "if <(answer) = [Port Louis]> then", "change [points v] by (5)", "else", "say [Try again] for (2) seconds", "end")}`,
    wrong: swap("by (5)", "by (1)"),
  },
  { start: "im in grade 9 in curepipe", right: sprite("Dodo", FLAG, "repeat until <touching (edge v)?>", "change x by (-4)", "end"), wrong: swap("change x by (-4)", "change x by (4)") },
  // Mauritius, the AfriCAN Code Challenge
  {
    start: "My two children (10 and 12)",
    right: `${stageWith("recycled")}${sprite("Can", FLAG, "forever", "if <touching (Bin v)?> then", "change [recycled v] by (1)", "go to (random position v)", "end", "end")}`,
    wrong: swap("go to (random position v)", "go to x: (0) y: (0)"),
  },
  {
    start: "I am 11, from Rose-Hill",
    right: `${sprite("Planet", FLAG, "forever", "turn right (2) degrees", "end")}\n\n${sprite("Moon", FLAG, "forever", "move (5) steps", "turn right (3) degrees", "end")}`,
    wrong: swap("turn right (2) degrees", "turn right (5) degrees"),
  },
  // Seychelles, the code challenge
  {
    start: "Code challenge in Seychelles",
    right: `// sprite: Left\nwhen [w v] key pressed\nchange y by (12)\n\nwhen [s v] key pressed\nchange y by (-12)\n\n// sprite: Right\nwhen [up arrow v] key pressed\nchange y by (12)\n\nwhen [down arrow v] key pressed\nchange y by (-12)\n\n${sprite("Ball", FLAG, "go to x: (0) y: (0)", "point in direction (45)", "forever", "move (6) steps", "if on edge, bounce", "if <touching (Left v)?> then", "turn right (180) degrees", "end", "if <touching (Right v)?> then", "turn right (180) degrees", "end", "end")}`,
    wrong: swap("point in direction (45)", "point in direction (90)"),
  },
  { start: "im 12 in mahé", right: sprite("Turtle", FLAG, "glide (3) secs to (Beach v)", "create clone of (Egg v)"), wrong: swap("glide (3)", "glide (1)") },
  // Seychelles, EDUTech
  {
    start: "P5, an \"I love Seychelles\" game",
    right: `${sprite("Coconut", FLAG, "go to x: (0) y: (180)", "glide (2) secs to x: (0) y: (-150)", "broadcast [landed v]")}\n\n${sprite("Girl", "when I receive [landed v]", "say [I love Seychelles!] for (2) seconds")}`,
    wrong: swap("y: (-150)", "y: (0)"),
  },
  {
    start: "My daughter won a laptop at EDUTech",
    right: sprite("Fish", FLAG, "forever", "move (3) steps", "next costume", "if on edge, bounce", "wait (0.5) seconds", "end"),
    wrong: swap("wait (0.5)", "wait (2)"),
  },
  // Cuba, Scratchers Cuba
  { start: "Soy maestro de Informática", right: sprite("Tocororo", FLAG, "glide (2) secs to x: (120) y: (80)", "say [¡Hola, Cuba!]"), wrong: swap("x: (120)", "x: (100)") },
  {
    start: "Scratchers Cuba, training informatics teachers",
    right: `// stage\n// list fruits = [mango, guayaba, piña]\n\n${sprite("Basket", CLICKED, "say (item (pick random (1) to (3)) of [fruits v]) for (2) seconds")}`,
    wrong: swap(CLICKED, FLAG),
  },
  // Cuba, Joven Club
  { start: "tengo 11 y voy al joven club", right: sprite("Robot", "when [b v] key pressed", "repeat (4)", "turn right (15) degrees", "turn left (15) degrees", "end"), wrong: swap("repeat (4)", "repeat (2)") },
  {
    start: "My son go to the Joven Club",
    right: `${sprite("Guitar", CLICKED, "play note (64) for (1) beats")}\n\n${sprite("Maraca", CLICKED, "play drum (8 v) for (0.25) beats")}`,
    wrong: swap("(64)", "(60)"),
  },
  // the classics
  {
    start: "Grade 4 in Ulaanbaatar, a maze",
    right: `// sprite: Mouse\n${FLAG}\ngo to x: (-210) y: (160)\nforever\nif <touching (Wall v)?> then\ngo to x: (-210) y: (160)\nend\nif <touching (Cheese v)?> then\nsay [Yes!] for (1) seconds\nstop [all v]\nend\nend\n\n${arrowKeys(4)}`,
    wrong: swap("if <touching (Wall v)?> then\ngo to x: (-210) y: (160)", "if <touching (Wall v)?> then\ngo to x: (0) y: (0)"),
  },
  {
    start: "Clicker game for my students in Nablus",
    right: `${stageWith("olives")}// sprite: Olive\n${FLAG}\nset [olives v] to (0)\nwait until <(olives) = [50]>\nsay [Zaytoun master!]\n\n${CLICKED}\nchange [olives v] by (1)`,
    wrong: swap("[50]", "[5]"),
  },
  {
    start: "Grade 8 in Baku, one player pong",
    right: `${stageWith("hits")}${sprite("Paddle", FLAG, "go to x: (0) y: (-160)", "forever", "go to x: (mouse x) y: (-160)", "end")}\n\n${sprite("Ball", FLAG, "go to x: (0) y: (100)", "point in direction (30)", "forever", "move (7) steps", "if on edge, bounce", "if <touching (Paddle v)?> then", "turn right (180) degrees", "change [hits v] by (1)", "end", "if <(y position) < (-175)> then", "say [Game over]", "stop [all v]", "end", "end")}`,
    wrong: swap("go to x: (mouse x) y: (-160)", "go to x: (mouse x) y: (-100)"),
  },
  {
    start: "flappy game!!",
    right: `// sprite: Bird\n${FLAG}\nforever\nchange y by (-2)\nif <touching (Pipe v)?> then\nsay [Ouch!] for (1) seconds\nstop [all v]\nend\nif <touching (Ground v)?> then\nsay [Ouch!] for (1) seconds\nstop [all v]\nend\nend\n\nwhen [space v] key pressed\nchange y by (35)\n\n${sprite("Pipe", FLAG, "go to x: (240) y: (0)", "forever", "change x by (-5)", "if <(x position) < (-240)> then", "set x to (240)", "end", "end")}`,
    wrong: swap("change y by (35)", "change y by (10)"),
  },
  {
    start: "Year 8 platformer in Mahé",
    right: `// sprite: Hero\n${FLAG}\nforever\nif <not <touching (Ground v)?>> then\nchange y by (-4)\nend\nif <touching (Door v)?> then\nsay [Level 2!] for (1) seconds\nswitch backdrop to (Level2 v)\nend\nend\n\nwhen [up arrow v] key pressed\nrepeat (10)\nchange y by (12)\nend\n\n${sideKeys(5)}`,
    wrong: swap("change y by (12)", "change y by (6)"),
  },
  {
    start: "space shooter!!",
    right: `${stageWith("score")}// sprite: Ship\n${sideKeys(12)}\n\n// sprite: Laser\n${FLAG}\nhide\n\nwhen [space v] key pressed\ncreate clone of (myself v)\n\nwhen I start as a clone\ngo to (Ship v)\nshow\nrepeat until <touching (edge v)?>\nchange y by (20)\nif <touching (Meteor v)?> then\nchange [score v] by (1)\ndelete this clone\nend\nend\ndelete this clone\n\n${sprite("Meteor", FLAG, "forever", "if <touching (Laser v)?> then", "go to (random position v)", "end", "end")}`,
    wrong: swap("change y by (20)", "change y by (5)"),
  },
  {
    start: "Snake for grade 6 in Dushanbe",
    right: `${stageWith("length")}// sprite: Snake\n${FLAG}\nforever\nmove (5) steps\nif <touching (Apple v)?> then\nchange [length v] by (1)\nend\nif <touching (edge v)?> then\nsay [Game over]\nstop [all v]\nend\nend\n\nwhen [up arrow v] key pressed\npoint in direction (0)\n\nwhen [down arrow v] key pressed\npoint in direction (180)\n\nwhen [left arrow v] key pressed\npoint in direction (-90)\n\nwhen [right arrow v] key pressed\npoint in direction (90)\n\n${sprite("Apple", FLAG, "forever", "if <touching (Snake v)?> then", "go to (random position v)", "end", "end")}`,
    wrong: swap("point in direction (180)", "point in direction (0)"),
  },
  {
    start: "My son wants a racing game",
    right: `${stageWith("lap")}// sprite: Car\n${FLAG}\nreset timer\nset [lap v] to (0)\nforever\nif <touching (Finish v)?> then\nchange [lap v] by (1)\nwait until <not <touching (Finish v)?>>\nend\nif <(lap) = [3]> then\nsay (timer)\nstop [all v]\nend\nend\n\nwhen [up arrow v] key pressed\nmove (5) steps\n\nwhen [left arrow v] key pressed\nturn left (15) degrees\n\nwhen [right arrow v] key pressed\nturn right (15) degrees`,
    wrong: swap("(lap) = [3]", "(lap) = [5]"),
  },
  {
    start: "virtual pet!!",
    right: `${stageWith("hunger", "happiness")}// sprite: Kitten\n${FLAG}\nset [hunger v] to (0)\nset [happiness v] to (10)\nforever\nwait (3) seconds\nchange [hunger v] by (1)\nchange [happiness v] by (-1)\nend\n\n${CLICKED}\nchange [happiness v] by (1)\nsay [Purr] for (1) seconds\n\n${sprite("Fish", CLICKED, "set [hunger v] to (0)")}`,
    wrong: swap("wait (3) seconds", "wait (5) seconds"),
  },
  {
    start: "Grade 2 in Nassau, a dress up game",
    right: `${sprite("Shirt", CLICKED, "next costume")}\n\n${sprite("Shorts", CLICKED, "next costume")}\n\n${sprite("Sandals", CLICKED, "next costume")}\n\n${sprite("Doll", "when [r v] key pressed", "say [Ready for Junkanoo!] for (2) seconds")}`,
    wrong: swap("when [r v]", "when [t v]"),
  },
  {
    start: "Year 6 in Maseru, a quiz",
    right: `${stageWith("score")}${sprite("Owl", FLAG, "set [score v] to (0)", "ask [What is the highest mountain in Lesotho?] and wait", "if <(answer) = [Thabana Ntlenyana]> then", "change [score v] by (1)", "end", "ask [How many districts has Lesotho?] and wait", "if <(answer) = [10]> then", "change [score v] by (1)", "end", "say (score)")}`,
    wrong: swap("[10]", "[12]"),
  },
  {
    start: "Story with characters talking in turn",
    right: `// sprite: Hyena\n${FLAG}\nsay [I am hungry!] for (2) seconds\nbroadcast [hare v]\n\nwhen I receive [hyena v]\nsay [Wait for me!] for (2) seconds\n\n${sprite("Hare", "when I receive [hare v]", "say [Not me, I am too fast!] for (2) seconds", "broadcast [hyena v]")}`,
    wrong: swap("[Not me, I am too fast!]", "[Hello!]"),
  },
  {
    start: "My daughter wants a dice game",
    right: `${stageWith("d1", "d2")}${sprite("Board", "when [space v] key pressed", "set [d1 v] to (pick random (1) to (6))", "set [d2 v] to (pick random (1) to (6))", "say ((d1) + (d2)) for (2) seconds")}`,
    wrong: (right) => changeLast(right, "to (6)", "to (12)"),
  },
  {
    start: "A random name picker for my class",
    right: `// stage\n// list names = [Ana, Luis, Karla, José]\n\n${sprite("Hat", "when [n v] key pressed", "say (item (pick random (1) to (length of [names v])) of [names v]) for (2) seconds")}`,
    wrong: swap("[n v]", "[m v]"),
  },
  { start: "pen drawing: the Pen", right: sprite("Pen", FLAG, "erase all", "set pen size to (4)", "pen down", "repeat (5)", "move (90) steps", "turn right (72) degrees", "end", "pen up"), wrong: swap("(72)", "(60)") },
  {
    start: "Beat maker for my students",
    right: `// sprite: Drum\nwhen [a v] key pressed\nplay drum (1 v) for (0.5) beats\n\nwhen [s v] key pressed\nplay drum (2 v) for (0.5) beats\n\nwhen [d v] key pressed\nplay drum (3 v) for (0.5) beats\n\nwhen [f v] key pressed\nplay drum (4 v) for (0.5) beats`,
    wrong: (right) => changeLast(right, "play drum (4 v)", "play drum (5 v)"),
  },
  { start: "walking animation!!", right: sprite("Boy", FLAG, "repeat (30)", "move (6) steps", "next costume", "wait (0.1) seconds", "if on edge, bounce", "end"), wrong: swap("repeat (30)", "repeat (10)") },
  {
    start: "Grade 3 in Nassau, hide and seek",
    right: `${stageWith("found")}// sprite: Iguana\n${FLAG}\nset [found v] to (0)\nrepeat (5)\nhide\nwait (2) seconds\ngo to (random position v)\nshow\nwait (1) seconds\nend\n\n${CLICKED}\nsay [Found!] for (1) seconds\nchange [found v] by (1)`,
    wrong: swap("repeat (5)", "repeat (3)"),
  },
  {
    start: "Whack-a-mole for my son",
    right: `${stageWith("whacks")}// sprite: Mole\n${FLAG}\nset [whacks v] to (0)\nforever\ngo to (random position v)\nwait (0.8) seconds\nend\n\n${CLICKED}\nchange [whacks v] by (1)\nstart sound (Pop v)\nsay [Bonk!] for (0.5) seconds`,
    wrong: swap("wait (0.8) seconds", "wait (2) seconds"),
  },
  // one-liners
  { start: "the Lion roars", right: sprite("Lion", "when [r v] key pressed", "start sound (Roar v)"), wrong: swap("[r v]", "[l v]") },
  { start: "the Moon spins forever", right: sprite("Moon", FLAG, "forever", "turn right (5) degrees", "end"), wrong: swap("forever", "repeat (10)") },
  { start: "My son wants the Frog to jump up", right: sprite("Frog", "when [space v] key pressed", "change y by (40)", "wait (0.3) seconds", "change y by (-40)"), wrong: swap("[space v]", "[up arrow v]") },
  { start: "Reception class: the Star", right: sprite("Star", CLICKED, "change size by (-10)"), wrong: swap("change size by (-10)", "change size by (10)") },
  { start: "Please the Car go to x 0 y 0", right: sprite("Car", "when [space v] key pressed", "go to x: (0) y: (0)"), wrong: swap("x: (0) y: (0)", "x: (0) y: (100)") },
  { start: "Nursery class: the Duck", right: sprite("Duck", CLICKED, "say [Quack]"), wrong: (right) => `${right}\n\n${FLAG}\nsay [Hello]` },
  { start: "make 3 Balloon clones", right: sprite("Balloon", FLAG, "repeat (3)", "create clone of (myself v)", "end"), wrong: swap("repeat (3)", "repeat (5)") },
  { start: "the Ghost appears slowly", right: sprite("Ghost", FLAG, "set [ghost v] effect to (100)", "repeat (10)", "change [ghost v] effect by (-10)", "wait (0.1) seconds", "end"), wrong: swap("effect by (-10)", "effect by (10)") },
  { start: "My daughter wants music to play", right: `// stage\n${FLAG}\nplay sound (Dance Around v) until done`, wrong: swap(FLAG, "when stage clicked") },
  { start: "How make the Bee say", right: sprite("Bee", FLAG, "say [Bzzz] for (3) seconds"), wrong: swap("(3)", "(1)") },
  { start: "the Dog walks forever", right: sprite("Dog", FLAG, "forever", "move (3) steps", "next costume", "if on edge, bounce", "end"), wrong: swap("forever", "repeat (10)") },
  { start: "Year 1: the Sun moves 10 steps", right: sprite("Sun", "when [left arrow v] key pressed", "change x by (-10)"), wrong: swap("change x by (-10)", "change x by (10)") },
  { start: "show the Cat when i press s", right: sprite("Cat", "when [s v] key pressed", "show"), wrong: swap("\nshow", "\nhide") },
  { start: "the Apple falls down", right: sprite("Apple", CLICKED, "repeat (20)", "change y by (-10)", "end"), wrong: swap("change y by (-10)", "change y by (10)") },
  { start: "Please the Plane fly", right: sprite("Plane", FLAG, "forever", "move (4) steps", "end"), wrong: swap("move (4)", "move (8)") },
  // near-misses
  {
    start: "a germ virus game!!",
    right: `${stageWith("germs")}${sprite("Soap", FLAG, "set [germs v] to (5)", "forever", "point towards (Germ v)", "move (3) steps", "if <touching (Germ v)?> then", "change [germs v] by (-1)", "wait (1) seconds", "end", "end")}\n\n${sprite("Germ", FLAG, "show", "wait until <touching (Soap v)?>", "hide")}`,
    wrong: swap("move (3) steps", "move (6) steps"),
  },
  {
    start: "Halloween in grade 4",
    right: `// sprite: Zombie\n${FLAG}\nforever\nnext costume\nwait (0.5) seconds\nend\n\n${CLICKED}\nsay [Braaains... I mean, let's dance!] for (2) seconds`,
    wrong: swap("wait (0.5)", "wait (2)"),
  },
  {
    start: "My son wants a \"bomb\" game",
    right: `${sprite("Balloon", CLICKED, "start sound (Splash v)", "switch costume to (Splash v)", "broadcast [splash v]")}\n\n${sprite("Teacher", "when I receive [splash v]", "say [Hey!] for (2) seconds")}`,
    wrong: swap("switch costume to (Splash v)", "switch costume to (Balloon v)"),
  },
];

/** Second wrong variants of some right answers: a part dropped, a check left out, a line that never comes. */
const SECOND_WRONGS: [string, (right: string) => string][] = [
  ["Grade 4 in Ulaanbaatar, a maze", swap("stop [all v]\n", "")],
  ["Grade 8 in Baku, one player pong", swap("if on edge, bounce\n", "")],
  ["Code challenge in Seychelles", swap("if <touching (Right v)?> then\nturn right (180) degrees\nend\n", "")],
  ["space shooter!!", swap("change [score v] by (1)\n", "")],
  ["Snake for grade 6 in Dushanbe", swap("change [length v] by (1)\n", "")],
  ["My son wants a racing game", (right) => right.replace("reset timer\n", "").replace("say (timer)", "say [You win!]")],
  ["virtual pet!!", swap("\n\n// sprite: Fish\nwhen this sprite clicked\nset [hunger v] to (0)", "")],
  ["Year 6 in Maseru, a quiz", swap("say (score)", "say [Well done]")],
  ["Whack-a-mole for my son", swap("change [whacks v] by (1)\n", "")],
  ["Code4ClimateChange week", swap("change [recycled v] by (1)\n", "")],
  ["flappy game!!", swap("if <touching (Ground v)?> then\nsay [Ouch!] for (1) seconds\nstop [all v]\nend\n", "")],
  ["a germ virus game!!", swap("wait until <touching (Soap v)?>\nhide", "wait until <touching (Soap v)?>\nsay [Ouch]")],
];

const firstAnswer = (start: string): THandWrittenAnswer => firstAnswerTo(ANSWERS, start);
const ALL_ANSWERS = withSecondWrongs(ANSWERS, SECOND_WRONGS);

describe("unseen-17 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_17_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_17_HELD_OUT_REQUESTS, ALL_ANSWERS, { right: 147, wrong: 147 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("virtual pet!!");
    const right = firstAnswer("virtual pet!!").right;
    const withoutTheFish = right.replace("\n\n// sprite: Fish\nwhen this sprite clicked\nset [hunger v] to (0)", "");
    expect(withoutTheFish).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheFish, leftOut: ["the Fish that feeds the kitten"] }).verdict).toBe("partial-named");
  });

  it("a decline where a child's harmless game was asked for is not right", () => {
    for (const start of ["a germ virus game!!", "Halloween in grade 4", "My son wants a \"bomb\" game"]) {
      expect(gradeAnswer(requestStarting(start), { kind: "declined" }).verdict, start).toBe("partial-named");
    }
  });

  it("a declined request is not answered by a program", () => {
    for (const start of ["make a scratch game that secretly", "Can Scratch make a program that hack", "I want a Scratch project that reads", "make a scratch thing that sends 1000"]) {
      expect(gradeAnswer(requestStarting(start), program("// sprite: Cat\nwhen green flag clicked\nsay [Hello!]")).verdict, start).toBe("wrong-unsaid");
    }
  });
});
