// The twenty-second held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { arrowKeys, changeLast, firstAnswerTo, itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, sideKeys, sprite, stageWith, swap, type THandWrittenAnswer, withSecondWrongs } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_19_HELD_OUT_REQUESTS } from "./unseen-19.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_19_HELD_OUT_REQUESTS, start);

/** The wrong variant with a script nobody asked for added to the last sprite. */
const withExtraScript = (right: string): string => `${right}\n\nwhen green flag clicked\nsay [Hello]`;

const FLAG = "when green flag clicked";
const CLICKED = "when this sprite clicked";

/** Each request (by the start of its words) with a right answer and a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  // Kuwait, Al-Sabah
  {
    start: "Programming for Children, week 2",
    right: sprite("Falcon", FLAG, "say [Marhaba!] for (2) seconds", "ask [Where shall we fly?] and wait", "say (join [To ] (answer)) for (2) seconds"),
    wrong: swap("[Marhaba!] for (2)", "[Marhaba!] for (1)"),
  },
  { start: "My son is 10, in the Scratch program", right: sprite("Dhow", FLAG, "forever", "change x by (3)", "if <touching (edge v)?> then", "set x to (-220)", "end", "end"), wrong: swap("set x to (-220)", "set x to (0)") },
  { start: "im 9 and we made stories", right: sprite("Camel", "when [a v] key pressed", "say [Ahlan!] for (1) seconds", "move (10) steps"), wrong: swap("move (10)", "move (20)") },
  {
    start: "Programming for Children, last day",
    right: sprite("Narrator", FLAG, "switch backdrop to (Desert v)", "say [Once upon a time in the desert...] for (3) seconds", "switch backdrop to (Sea v)"),
    wrong: swap("(Sea v)", "(Desert v)"),
  },
  {
    start: "My daughter (8) joined the children's programming",
    right: sprite("Lantern", FLAG, "forever", "change [brightness v] effect by (20)", "wait (0.5) seconds", "change [brightness v] effect by (-20)", "wait (0.5) seconds", "end"),
    wrong: swap("effect by (-20)", "effect by (-10)"),
  },
  // Greenland, Sermitsiaq, the first Coding Class
  {
    start: "Coding Class, 7th grade in Nuuk",
    right: `${sprite("Parcel", FLAG, "glide (2) secs to x: (180) y: (-100)", "broadcast [arrived v]")}\n\n${sprite("Postbox", "when I receive [arrived v]", "say [Delivered!] for (2) seconds")}`,
    wrong: swap("y: (-100)", "y: (100)"),
  },
  { start: "im 13 in nuuk", right: `// sprite: Qajaq\n${sideKeys(8)}\n\nwhen [space v] key pressed\nsay [Aluu!] for (1) seconds`, wrong: swap("say [Aluu!]", "say [Hi!]") },
  { start: "Our daughter (12) did the Coding Class", right: sprite("Aurora", FLAG, "forever", "change [color v] effect by (5)", "wait (0.2) seconds", "end"), wrong: swap("wait (0.2)", "wait (2)") },
  // Greenland, TELE-POST
  {
    start: "Pilot coding class, grade 7",
    right: `${sprite("Dish", CLICKED, "turn right (15) degrees", "broadcast [signal v]")}\n\n${sprite("Phone", "when I receive [signal v]", "say [Hello Qaqortoq!] for (2) seconds")}`,
    wrong: swap("when I receive [signal v]", "when I receive [ring v]"),
  },
  { start: "Jeg er lærer in Sisimiut", right: sprite("Sled", FLAG, "repeat (30)", "move (5) steps", "next costume", "end"), wrong: swap("repeat (30)", "repeat (3)") },
  {
    start: "Grade 7 pilot, the design process",
    right: `// stage\n// list ideas = []\n\n${sprite("Idea", FLAG, "repeat (3)", "ask [What problem do you want to solve?] and wait", "add (answer) to [ideas v]", "end")}`,
    wrong: swap("repeat (3)", "repeat (1)"),
  },
  // Greenland, Sermitsiaq, Coding Class in the municipalities
  {
    start: "i live in ilulissat",
    right: `${stageWith("fishes")}${sprite("Seal", FLAG, "forever", "if <touching (Fish v)?> then", "change [fishes v] by (1)", "wait (0.5) seconds", "end", "end")}\n\n${sprite("Fish", FLAG, "forever", "if <touching (Seal v)?> then", "go to (random position v)", "end", "end")}`,
    wrong: swap("change [fishes v] by (1)", "change [fishes v] by (2)"),
  },
  {
    start: "Coding Class in Aasiaat",
    right: `// sprite: Player\n${FLAG}\nhide\nswitch backdrop to (Start v)\n\nwhen [space v] key pressed\nswitch backdrop to (Level1 v)\nshow`,
    wrong: swap("(Level1 v)", "(Level2 v)"),
  },
  {
    start: "Our son (13) in Sisimiut",
    right: `${stageWith("score", "highscore")}${sprite("Player", FLAG, "forever", "if <(score) > (highscore)> then", "set [highscore v] to (score)", "end", "end")}`,
    wrong: swap("set [highscore v] to (score)", "set [highscore v] to (0)"),
  },
  // Guernsey, St Martin's
  { start: "Year 5 at St Martin's", right: sprite("Crab", FLAG, "repeat (12)", "move (10) steps", "wait (0.2) seconds", "end"), wrong: swap("repeat (12)", "repeat (1)") },
  { start: "im 9 in guernsey", right: sprite("Gull", FLAG, "forever", "move (6) steps", "turn right (4) degrees", "end"), wrong: swap("turn right (4)", "turn right (40)") },
  { start: "My son (8) at St Martin's Primary", right: `// sprite: Cow\nwhen [m v] key pressed\nsay [Moo] for (1) seconds\n\nwhen [l v] key pressed\npoint in direction (-90)`, wrong: swap("(-90)", "(90)") },
  { start: "Year 3, algorithms", right: sprite("Puffin", FLAG, "move (40) steps", "turn right (90) degrees", "move (40) steps", "say [Done!] for (2) seconds"), wrong: swap("turn right (90)", "turn right (45)") },
  // Guernsey, Ladies' College
  {
    start: "Wednesday lunchtime computer club",
    right: `// sprite: Hero\n${FLAG}\nforever\nif <not <touching (Ground v)?>> then\nchange y by (-4)\nend\nend\n\nwhen [space v] key pressed\nrepeat (10)\nchange y by (12)\nend`,
    wrong: swap("change y by (12)", "change y by (20)"),
  },
  {
    start: "im 14 and our team is making a retro game",
    right: `// sprite: Coin\n${FLAG}\nshow\nforever\nnext costume\nwait (0.1) seconds\nif <touching (Hero v)?> then\nstart sound (Coin v)\nhide\nend\nend`,
    wrong: swap("\nhide\n", "\nshow\n"),
  },
  // Timor-Leste, UNDP
  { start: "ICT bootcamp in Oe-Cusse", right: sprite("Robot", FLAG, "ask [What is your school?] and wait", "say (join [Welcome, ] (answer)) for (3) seconds"), wrong: swap("for (3) seconds", "for (1) seconds") },
  { start: "Sou professor em Pante Macassar", right: sprite("Robot", FLAG, "repeat until <touching (Wall v)?>", "move (10) steps", "end", "turn left (90) degrees"), wrong: swap("turn left (90)", "turn right (90)") },
  { start: "ha'u tinan 12", right: sprite("Buffalo", CLICKED, "change size by (10)"), wrong: withExtraScript },
  {
    start: "Bootcamp, IoT category",
    right: `${stageWith("level")}${sprite("Tank", FLAG, "set [level v] to (100)", "repeat until <(level) < [30]>", "wait (1) seconds", "change [level v] by (-10)", "end", "switch costume to (Low v)", "say [Refill!] for (2) seconds")}`,
    wrong: swap("change [level v] by (-10)", "change [level v] by (-5)"),
  },
  // Timor-Leste, Rotary
  { start: "I volunteer with our club's school partnership", right: sprite("Number", CLICKED, "say (pick random (1) to (20)) for (2) seconds"), wrong: swap("to (20)", "to (10)") },
  {
    start: "School leavers teaching Grade 4",
    right: `${stageWith("count")}${sprite("Teacher", FLAG, "set [count v] to (1)", "repeat (10)", "say (count) for (1) seconds", "change [count v] by (1)", "end")}`,
    wrong: swap("set [count v] to (1)", "set [count v] to (0)"),
  },
  // Martinique, EWAG
  { start: "Atelier de code, 7-10 ans", right: sprite("Mango", FLAG, "go to x: (0) y: (120)", "wait (2) seconds", "glide (1) secs to x: (0) y: (-140)"), wrong: swap("wait (2)", "wait (5)") },
  { start: "Mon fils a 11 ans", right: sprite("Iguana", CLICKED, "say [Bonjou!] for (1) seconds", "go to (random position v)"), wrong: swap("go to (random position v)", "go to (mouse-pointer v)") },
  {
    start: "jai 12 ans en martinique",
    right: `// sprite: Turtle\nwhen [up arrow v] key pressed\nchange y by (6)\n\nwhen [down arrow v] key pressed\nchange y by (-6)\n\n${FLAG}\nforever\nif <touching (Jellyfish v)?> then\nsay [Ouch!] for (1) seconds\nend\nend`,
    wrong: swap("change y by (-6)", "change y by (-3)"),
  },
  {
    start: "Atelier de code, 11-15 ans",
    right: sprite("Colibri", FLAG, "set [ghost v] effect to (100)", "repeat (20)", "change [ghost v] effect by (-5)", "wait (0.05) seconds", "end"),
    wrong: swap("effect by (-5)", "effect by (5)"),
  },
  { start: "My son (13) loved pitching", right: `// sprite: Title\n${FLAG}\nshow\nsay [Press space]\n\nwhen [space v] key pressed\nhide\nbroadcast [go v]`, wrong: swap("broadcast [go v]", "broadcast [start v]") },
  // Réunion, OLPC France
  {
    start: "Collège, sixième, maths",
    right: `${stageWith("points")}${sprite("Tangue", FLAG, "ask [7 x 8 ?] and wait", "if <(answer) = [56]> then", "change [points v] by (1)", "say [Bravo !] for (2) seconds", "else", "say [Non, 56] for (2) seconds", "end")}`,
    wrong: swap("[56]>", "[54]>"),
  },
  { start: "mi lé 11 an", right: sprite("Chameleon", "when [c v] key pressed", "change [color v] effect by (25)"), wrong: swap("(25)", "(5)") },
  { start: "My daughter is in sixième", right: sprite("Cat", FLAG, "erase all", "pen down", "repeat (3)", "move (120) steps", "turn right (120) degrees", "end"), wrong: swap("repeat (3)", "repeat (4)") },
  {
    start: "Sixième, geometry",
    right: sprite("Robot", FLAG, "erase all", "ask [How many sides?] and wait", "pen down", "repeat (answer)", "move (50) steps", "turn right ((360) / (answer)) degrees", "end"),
    wrong: swap("move (50)", "move (10)"),
  },
  // Saint Vincent and the Grenadines, St Vincent Times
  {
    start: "Online programming boot camp, game development",
    right: `${stageWith("missed")}${sprite("Banana", FLAG, "set [missed v] to (0)", "go to x: (0) y: (170)", "forever", "change y by (-4)", "if <(y position) < [-170]> then", "set y to (170)", "change [missed v] by (1)", "end", "end")}`,
    wrong: swap("change [missed v] by (1)", "change [missed v] by (-1)"),
  },
  { start: "im 14 from kingstown", right: `// sprite: Breadfruit\n${FLAG}\nforever\ngo to (mouse-pointer v)\nend\n\n${CLICKED}\nsay [Yum!] for (1) seconds`, wrong: swap("say [Yum!]", "say [Yes!]") },
  {
    start: "My daughter (11) did the online coding course",
    right: sprite("Lock", FLAG, "ask [Password?] and wait", "if <(answer) = [volcano]> then", "say [Welcome!] for (2) seconds", "else", "say [Try again] for (2) seconds", "end"),
    wrong: swap("[volcano]", "[soufriere]"),
  },
  {
    start: "Online boot camp, the C track",
    right: sprite("Judge", FLAG, "ask [Your age?] and wait", "if <(answer) > [12]> then", "say [Boot camp!] for (2) seconds", "else", "say [Junior camp!] for (2) seconds", "end"),
    wrong: swap("[12]>", "[15]>"),
  },
  // Saint Kitts and Nevis, the Observer
  {
    start: "New primary ICT curriculum in Basseterre",
    right: sprite("Monkey", FLAG, "say [Welcome to St. Kitts!] for (2) seconds", "repeat (12)", "turn right (30) degrees", "end"),
    wrong: swap("turn right (30)", "turn right (15)"),
  },
  {
    start: "Soy maestra en una escuela primaria de Nevis",
    right: sprite("Crab", FLAG, "repeat (6)", "change x by (20)", "wait (0.3) seconds", "change x by (-20)", "wait (0.3) seconds", "end"),
    wrong: swap("repeat (6)", "repeat (2)"),
  },
  {
    start: "Grade 6 ICT, coding in the new curriculum",
    right: sprite("Train", FLAG, "forever", "move (3) steps", "if <touching (Station v)?> then", "start sound (Whistle v)", "end", "end"),
    wrong: swap("move (3)", "move (1)"),
  },
  // Saint Kitts and Nevis, the Labour Spokesman
  {
    start: "im 11 and i got my hour of code certificate",
    right: `// sprite: Runner\n${sideKeys(100)}\n\n${sprite("Train", FLAG, "go to x: (0) y: (180)", "forever", "change y by (-6)", "end")}`,
    wrong: swap("change y by (-6)", "change y by (-2)"),
  },
  {
    start: "My grandson in Basseterre",
    right: `${stageWith("minutes")}${sprite("Clock", CLICKED, "set [minutes v] to (30)", "repeat until <(minutes) = [0]>", "wait (60) seconds", "change [minutes v] by (-1)", "end", "say [Play time!] for (2) seconds")}`,
    wrong: swap("wait (60)", "wait (1)"),
  },
  // U.S. Virgin Islands, the Consortium
  {
    start: "Hour of Code at the public computer center",
    right: `// sprite: Droid\n${arrowKeys(5)}\n\n${FLAG}\nforever\nif <touching (Planet v)?> then\nsay [Beep boop] for (1) seconds\nend\nend`,
    wrong: swap("say [Beep boop]", "say [Hello]"),
  },
  {
    start: "i did hour of code in st thomas",
    right: sprite("Starship", FLAG, "go to x: (-220) y: (0)", "glide (3) secs to x: (220) y: (0)", "glide (3) secs to x: (-220) y: (0)"),
    wrong: swap("glide (3) secs to x: (220)", "glide (1) secs to x: (220)"),
  },
  // U.S. Virgin Islands, viNGN
  {
    start: "The babysitter learned coding",
    right: `${sprite("Iguana", FLAG, "say [Your turn!] for (2) seconds", "broadcast [pelican v]")}\n\n${sprite("Pelican", "when I receive [pelican v]", "say [Thank you!] for (2) seconds")}`,
    wrong: swap("[Your turn!] for (2)", "[Your turn!] for (4)"),
  },
  {
    start: "Library computer center, St. Croix",
    right: `${stageWith("hours")}// sprite: Certificate\n${FLAG}\nset [hours v] to (0)\nhide\nwait until <(hours) = [1]>\nshow\nsay [Well done, coder!]\n\n${sprite("Button", CLICKED, "change [hours v] by (1)")}`,
    wrong: swap("\nshow\n", "\n"),
  },
  // Andorra, the Scratch contest
  { start: "Scratch contest for ages 8-12", right: `// sprite: Tio\n${FLAG}\nsay [Bon Nadal!] for (2) seconds\n\n${CLICKED}\nnext costume\nstart sound (Bell v)`, wrong: swap("next costume", "hide") },
  {
    start: "tinc 10 anys",
    right: `// sprite: Snowflake\n${FLAG}\nhide\nforever\ncreate clone of (myself v)\nwait (0.5) seconds\nend\n\nwhen I start as a clone\ngo to x: (pick random (-240) to (240)) y: (180)\nshow\nrepeat (120)\nchange y by (-3)\nend\ndelete this clone`,
    wrong: swap("wait (0.5)", "wait (2)"),
  },
  { start: "We live in Sant Julià de Lòria", right: sprite("Moon", CLICKED, "switch backdrop to (Night v)"), wrong: swap("(Night v)", "(Day v)") },
  // Andorra, the Micro First Lego League
  {
    start: "Segona ensenyança, robotics unit",
    right: sprite("Lamp", FLAG, "forever", "if <touching (Person v)?> then", "switch costume to (On v)", "else", "switch costume to (Off v)", "end", "end"),
    wrong: swap("(Off v)", "(On v)"),
  },
  { start: "Sóc professora a Encamp", right: sprite("Robot", FLAG, "repeat (4)", "move (100) steps", "turn right (90) degrees", "end", "say [Fet!] for (2) seconds"), wrong: swap("turn right (90)", "turn left (90)") },
  { start: "Sóc portuguesa, I work in Andorra", right: sprite("Marmot", "when [h v] key pressed", "hide", "wait (3) seconds", "show"), wrong: swap("wait (3)", "wait (1)") },
  // Monaco, Extended Monaco
  { start: "Coding hour, Grande Section", right: sprite("Bee", FLAG, "glide (2) secs to (Flower v)", "say [Miam!] for (2) seconds"), wrong: swap("(Flower v)", "(random position v)") },
  {
    start: "Coding hour, 5e",
    right: `${stageWith("temp")}${sprite("Thermometer", FLAG, "set [temp v] to (pick random (-5) to (35))", "if <(temp) > [25]> then", "say [Chaud] for (2) seconds", "else", "say [Pas chaud] for (2) seconds", "end")}`,
    wrong: swap("[25]>", "[30]>"),
  },
  { start: "Sono italiana", right: `// sprite: Yacht\n${arrowKeys(4)}`, wrong: swap("change x by (4)", "change x by (8)") },
  {
    start: "Coding hour, CM1",
    right: sprite("Book", FLAG, "ask [A noun, please?] and wait", "say (join [The ] (join (answer) [ is sleeping.])) for (3) seconds"),
    wrong: swap("[ is sleeping.]", "[ is running.]"),
  },
  // Monaco, Monaco-Matin
  {
    start: "jai 10 ans, en CM2",
    right: sprite("Car", FLAG, "go to x: (-200) y: (-100)", "point in direction (90)", "move (100) steps", "turn left (90) degrees", "move (50) steps", "turn right (90) degrees", "move (100) steps"),
    wrong: swap("move (50)", "move (150)"),
  },
  { start: "My daughter (10) in CM2", right: sprite("Led", "when [space v] key pressed", "next costume", "say (costume [number v]) for (1) seconds"), wrong: swap("next costume\n", "") },
  // Liechtenstein, 100pro
  { start: "4. Klasse in Triesen", right: sprite("Turtle", FLAG, "erase all", "pen down", "repeat (6)", "move (60) steps", "turn right (60) degrees", "end"), wrong: swap("repeat (6)", "repeat (5)") },
  {
    start: "ich bin 10 aus triesen",
    right: sprite("Pen", FLAG, "erase all", "set pen size to (5)", "pen down", "repeat (36)", "move (10) steps", "turn right (10) degrees", "end"),
    wrong: swap("set pen size to (5)", "set pen size to (1)"),
  },
  {
    start: "Ich komme aus Portugal",
    right: sprite("Pen", FLAG, "erase all", "pen down", "repeat (4)", "move (100) steps", "turn right (90) degrees", "change pen (color v) by (10)", "end"),
    wrong: swap("change pen (color v) by (10)", "change pen (color v) by (50)"),
  },
  {
    start: "4. Klasse, a sun from lines",
    right: sprite("Pen", FLAG, "erase all", "repeat (8)", "go to x: (0) y: (0)", "pen down", "move (100) steps", "pen up", "turn right (45) degrees", "end"),
    wrong: swap("turn right (45)", "turn right (90)"),
  },
  // Liechtenstein, Lie-Zeit
  {
    start: "Realschule, first year",
    right: `${stageWith("n")}${sprite("Robot", FLAG, "set [n v] to (1)", "repeat (5)", "say ((n) * (n)) for (1) seconds", "change [n v] by (1)", "end")}`,
    wrong: swap("repeat (5)", "repeat (3)"),
  },
  {
    start: "ich bin 13 in eschen",
    right: `${stageWith("speed")}${sprite("Ball", FLAG, "set [speed v] to (2)", "forever", "move (speed) steps", "if <touching (edge v)?> then", "change [speed v] by (1)", "end", "if on edge, bounce", "end")}`,
    wrong: swap("set [speed v] to (2)", "set [speed v] to (5)"),
  },
  // New Caledonia, Tazar
  {
    start: "3e, after the coding school's block games",
    right: `${stageWith("tokens")}// sprite: Kagu\n${arrowKeys(10)}\n\n${sprite("Token", FLAG, "forever", "if <touching (Kagu v)?> then", "change [tokens v] by (1)", "go to (random position v)", "end", "end")}`,
    wrong: swap("change [tokens v] by (1)", "change [tokens v] by (42)"),
  },
  { start: "jsuis en seconde a noumea", right: sprite("Fish", FLAG, "repeat (4)", "move (50) steps", "turn right (90) degrees", "end", "say [Fini!] for (2) seconds"), wrong: swap("say [Fini!]", "say [Bravo!]") },
  { start: "Je suis de Lifou", right: sprite("Cagou", "when [space v] key pressed", "change y by (50)", "wait (0.3) seconds", "change y by (-50)"), wrong: swap("wait (0.3)", "wait (1)") },
  {
    start: "jsuis en 4e a dumbea",
    right: sprite("Shark", FLAG, "forever", "go to (random position v)", "wait (2) seconds", "if <touching (Fish v)?> then", "say [Miam!] for (1) seconds", "end", "end"),
    wrong: swap("wait (2)", "wait (4)"),
  },
  // French Polynesia, Tahiti Infos
  {
    start: "Coding school, Wednesday afternoon",
    right: `${sprite("Button", CLICKED, "broadcast [light v]")}\n\n${sprite("Bulb", "when I receive [light v]", "switch costume to (On v)", "wait (1) seconds", "switch costume to (Off v)")}`,
    wrong: swap("wait (1)", "wait (3)"),
  },
  {
    start: "Ia ora na, my English",
    right: sprite("Dolphin", FLAG, "repeat (3)", "glide (1) secs to x: (0) y: (100)", "glide (1) secs to x: (100) y: (-100)", "end"),
    wrong: swap("repeat (3)", "repeat (1)"),
  },
  // French Polynesia, Radio 1
  {
    start: "A coding week on the atoll",
    right: `${sprite("Shell", CLICKED, "broadcast [open v]")}\n\n// sprite: Pearl\n${FLAG}\nhide\n\nwhen I receive [open v]\nshow\nsay [Poe!] for (2) seconds\nhide`,
    wrong: swap("say [Poe!] for (2)", "say [Poe!] for (5)"),
  },
  {
    start: "ia ora na!! im 10",
    right: `// sprite: Boat\n${FLAG}\nforever\nmove (5) steps\nend\n\nwhen [right arrow v] key pressed\nturn right (15) degrees\n\nwhen [left arrow v] key pressed\nturn left (15) degrees`,
    wrong: swap("turn left (15)", "turn left (45)"),
  },
  // French Polynesia, TNTV
  {
    start: "A robotics competition between the neighbourhoods",
    right: sprite("Robot", FLAG, "repeat until <touching (Line v)?>", "move (4) steps", "end", "say [Arrivé!]", "point in direction (180)"),
    wrong: swap("(180)", "(90)"),
  },
  {
    start: "Our neighbourhood team won",
    right: `${stageWith("blue", "red")}${sprite("Blue", CLICKED, "change [blue v] by (1)")}\n\n${sprite("Red", CLICKED, "change [red v] by (1)")}`,
    wrong: swap("change [red v] by (1)", "change [blue v] by (1)"),
  },
  // El Salvador, the U.S. Embassy
  {
    start: "New STEAM lab in Soyapango",
    right: `${sprite("Volcano", CLICKED, "repeat (10)", "create clone of (Lava v)", "end")}\n\n// sprite: Lava\n${FLAG}\nhide\n\nwhen I start as a clone\nshow\nglide (1) secs to (random position v)\ndelete this clone`,
    wrong: swap("repeat (10)", "repeat (3)"),
  },
  { start: "Soy docente en un centro escolar", right: `// sprite: Pupusa\n${FLAG}\nforever\nturn right (10) degrees\nend\n\n${CLICKED}\nsay [¡Qué rica!] for (2) seconds`, wrong: swap("turn right (10)", "turn right (1)") },
  { start: "tengo 12 y en el laboratorio", right: `// sprite: Robot\nwhen [h v] key pressed\nsay [Hola] for (1) seconds\n\nwhen [a v] key pressed\nsay [Adios] for (1) seconds`, wrong: swap("[a v]", "[d v]") },
  // El Salvador, Dinero
  {
    start: "tengo 15 y competí",
    right: `// sprite: Tank\nwhen [w v] key pressed\nmove (5) steps\n\nwhen [s v] key pressed\nmove (-5) steps\n\nwhen [a v] key pressed\nturn left (10) degrees\n\nwhen [d v] key pressed\nturn right (10) degrees`,
    wrong: swap("move (-5) steps", "move (5) steps"),
  },
  {
    start: "Robot competition practice",
    right: sprite("Ball", "when [space v] key pressed", "go to (Robot v)", "show", "repeat until <touching (edge v)?>", "move (10) steps", "end", "hide"),
    wrong: swap("move (10)", "move (2)"),
  },
  // El Salvador, WorldConnect
  {
    start: "Our school in Santa Ines",
    right: sprite("Letter", FLAG, "ask [Type the letter A] and wait", "if <(answer) = [A]> then", "say [Correcto] for (2) seconds", "else", "say [Otra vez] for (2) seconds", "end"),
    wrong: swap("[A]>", "[B]>"),
  },
  { start: "Soy el director de la escuela", right: sprite("Cat", FLAG, "say [Hola] for (2) seconds", "think [Hmm...] for (2) seconds"), wrong: swap("think [Hmm...] for (2)", "think [Hmm...] for (1)") },
  // Sint Maarten, the hackathon
  {
    start: "Summer tech hackathon at Cay Hill",
    right: sprite("Bus", FLAG, "go to x: (-220) y: (0)", "glide (2) secs to x: (-100) y: (0)", "wait (2) seconds", "glide (2) secs to x: (50) y: (0)", "wait (2) seconds", "glide (2) secs to x: (200) y: (0)"),
    wrong: swap("x: (50)", "x: (0)"),
  },
  { start: "im 12 from st maarten", right: sprite("Taxi", FLAG, "ask [Where to?] and wait", "say (join [OK going to ] (answer)) for (2) seconds"), wrong: swap("(answer)", "[the beach]") },
  // Sint Maarten, the robotics association
  { start: "Science fair club, Form 2", right: sprite("Plant", FLAG, "set size to (20) %", "repeat (8)", "wait (1) seconds", "change size by (10)", "end"), wrong: swap("repeat (8)", "repeat (4)") },
  { start: "Soy de Colombia", right: `// sprite: Windmill\n${FLAG}\nforever\nturn right (5) degrees\nend\n\nwhen [f v] key pressed\nturn right (90) degrees`, wrong: swap("turn right (90)", "turn right (9)") },
  // Palau, Saipan Tribune
  { start: "Introduction to STEM for graduating seniors", right: sprite("Canoe", FLAG, "forever", "point towards (Star v)", "move (3) steps", "end"), wrong: swap("move (3)", "move (30)") },
  { start: "im 17 and just did the STEM workshop", right: sprite("Coral", FLAG, "repeat (10)", "change [ghost v] effect by (10)", "wait (0.2) seconds", "end"), wrong: swap("effect by (10)", "effect by (-10)") },
  // Palau, Island Times
  {
    start: "Grade 4 in Koror",
    right: `${sprite("Moon", FLAG, "say [Alii!] for (2) seconds", "broadcast [friend v]")}\n\n${sprite("Friend", "when I receive [friend v]", "say [Ni hao!] for (2) seconds")}`,
    wrong: swap("say [Ni hao!]", "say [Hello!]"),
  },
  { start: "alii!! im 10 at koror elementary", right: sprite("Dancer", FLAG, "start sound (Dance v)", "repeat (8)", "next costume", "wait (0.5) seconds", "end"), wrong: swap("repeat (8)", "repeat (2)") },
  {
    start: "I am from Philippines, nurse in Koror",
    right: sprite("Fish", FLAG, "set rotation style [left-right v]", "forever", "move (4) steps", "if on edge, bounce", "end"),
    wrong: swap("set rotation style [left-right v]", "set rotation style [all around v]"),
  },
  // Micronesia, Yap
  {
    start: "Robotics club, before the kits arrive",
    right: sprite("Robot", FLAG, "forever", "move (2) steps", "if <touching (Stone v)?> then", "turn right (90) degrees", "say [Rai!] for (1) seconds", "end", "end"),
    wrong: swap("turn right (90)", "turn left (90)"),
  },
  { start: "I am student at Ulithi", right: `${stageWith("points")}${sprite("Robot", "when [p v] key pressed", "change [points v] by (5)", "say (points) for (1) seconds")}`, wrong: swap("by (5)", "by (1)") },
  { start: "I teach at a high school in Colonia", right: `// sprite: Robot\nwhen [d v] key pressed\nsay (direction) for (1) seconds\n\nwhen [t v] key pressed\nturn right (45) degrees`, wrong: swap("turn right (45)", "turn right (90)") },
  // classics
  {
    start: "Grade 5 in Nuuk, a maze",
    right: `// sprite: Puffin\n${arrowKeys(3)}\n\n${FLAG}\ngo to x: (-210) y: (-150)\nforever\nif <touching (Wall v)?> then\ngo to x: (-210) y: (-150)\nend\nif <touching (Nest v)?> then\nsay [Home!]\nstop [all v]\nend\nend`,
    wrong: swap("if <touching (Wall v)?> then\ngo to x: (-210) y: (-150)", "if <touching (Wall v)?> then\ngo to x: (0) y: (0)"),
  },
  {
    start: "catch game!!!",
    right: `${stageWith("score")}// sprite: Net\n${sideKeys(15)}\n\n${sprite("Coconut", FLAG, "set [score v] to (0)", "go to x: (pick random (-200) to (200)) y: (170)", "forever", "change y by (-6)", "if <touching (Net v)?> then", "change [score v] by (1)", "go to x: (pick random (-200) to (200)) y: (170)", "end", "if <(y position) < [-170]> then", "change [score v] by (-1)", "go to x: (pick random (-200) to (200)) y: (170)", "end", "end")}`,
    wrong: swap("change [score v] by (-1)", "change [score v] by (1)"),
  },
  {
    start: "My son (9) in Kuwait wants a chase game",
    right: `${stageWith("lives")}${sprite("Cat", FLAG, "forever", "go to (mouse-pointer v)", "end")}\n\n// sprite: Ghost\n${FLAG}\nset [lives v] to (3)\ngo to x: (200) y: (150)\nforever\npoint towards (Cat v)\nmove (2) steps\nif <touching (Cat v)?> then\nchange [lives v] by (-1)\ngo to x: (200) y: (150)\nend\nif <(lives) = [0]> then\nsay [Game over]\nstop [all v]\nend\nend`,
    wrong: swap("set [lives v] to (3)", "set [lives v] to (5)"),
  },
  {
    start: "Clicker game for my pupils in Dili",
    right: `${stageWith("beans")}// sprite: Bean\n${FLAG}\nset [beans v] to (0)\nwait until <(beans) = [50]>\nsay [Kafé barak!]\n\n${CLICKED}\nchange [beans v] by (1)\nchange size by (5)\nwait (0.1) seconds\nchange size by (-5)`,
    wrong: swap("[50]>", "[100]>"),
  },
  {
    start: "Form 3 in Philipsburg, one player pong",
    right: `${stageWith("score")}// sprite: Paddle\n${sideKeys(12)}\n\n${sprite("Ball", FLAG, "set [score v] to (0)", "go to x: (0) y: (100)", "point in direction (30)", "forever", "move (7) steps", "if on edge, bounce", "if <touching (Paddle v)?> then", "turn right (180) degrees", "change [score v] by (1)", "end", "if <(y position) < [-165]> then", "say [Game over]", "stop [all v]", "end", "end")}`,
    wrong: swap("move (7)", "move (3)"),
  },
  {
    start: "pong 2 players!!",
    right: `${stageWith("left", "right")}// sprite: Left\nwhen [q v] key pressed\nchange y by (12)\n\nwhen [a v] key pressed\nchange y by (-12)\n\n// sprite: Right\nwhen [up arrow v] key pressed\nchange y by (12)\n\nwhen [down arrow v] key pressed\nchange y by (-12)\n\n${sprite("Ball", FLAG, "go to x: (0) y: (0)", "point in direction (70)", "forever", "move (9) steps", "if on edge, bounce", "if <touching (Left v)?> then", "turn right (180) degrees", "end", "if <touching (Right v)?> then", "turn right (180) degrees", "end", "if <(x position) > [225]> then", "change [left v] by (1)", "go to x: (0) y: (0)", "end", "if <(x position) < [-225]> then", "change [right v] by (1)", "go to x: (0) y: (0)", "end", "end")}`,
    wrong: swap("change [right v] by (1)", "change [left v] by (1)"),
  },
  {
    start: "My daughter (10) wants a flappy game",
    right: `// sprite: Frigatebird\n${FLAG}\ngo to x: (-100) y: (0)\nforever\nchange y by (-4)\nif <touching (Pipe v)?> then\nsay [Ouch!]\nstop [all v]\nend\nend\n\nwhen [space v] key pressed\nchange y by (35)\n\n${sprite("Pipe", FLAG, "go to x: (240) y: (0)", "forever", "change x by (-5)", "if <(x position) < [-240]> then", "set x to (240)", "end", "end")}`,
    wrong: swap("change x by (-5)", "change x by (-1)"),
  },
  {
    start: "Year 7 in St Peter Port, a platformer",
    right: `// sprite: Player\n${sideKeys(5)}\n\n${FLAG}\nforever\nif <not <touching (Ground v)?>> then\nchange y by (-6)\nend\nif <touching (Door v)?> then\nswitch backdrop to (Level2 v)\nsay [Next level!] for (1) seconds\nend\nend\n\nwhen [up arrow v] key pressed\nrepeat (7)\nchange y by (14)\nend`,
    wrong: swap("repeat (7)", "repeat (3)"),
  },
  {
    start: "space shooter!!! my Ship",
    right: `${stageWith("hits")}// sprite: Ship\nwhen [a v] key pressed\nchange x by (-9)\n\nwhen [d v] key pressed\nchange x by (9)\n\n// sprite: Laser\n${FLAG}\nhide\n\nwhen [space v] key pressed\ncreate clone of (myself v)\n\nwhen I start as a clone\ngo to (Ship v)\nshow\nrepeat until <touching (edge v)?>\nchange y by (12)\nif <touching (Meteor v)?> then\nchange [hits v] by (1)\ndelete this clone\nend\nend\ndelete this clone\n\n${sprite("Meteor", FLAG, "go to x: (0) y: (170)", "forever", "change y by (-3)", "if <touching (Laser v)?> then", "set y to (170)", "end", "end")}`,
    wrong: swap("change [hits v] by (1)", "change [hits v] by (10)"),
  },
  {
    start: "Snake for my class in Vaduz",
    right: `${stageWith("apples")}// sprite: Snake\n${FLAG}\nset [apples v] to (0)\ngo to x: (0) y: (0)\nerase all\npen down\nforever\nmove (4) steps\nif <touching (Apple v)?> then\nchange [apples v] by (1)\nwait (0.2) seconds\nend\nif <touching (edge v)?> then\nstop [all v]\nend\nend\n\nwhen [up arrow v] key pressed\npoint in direction (0)\n\nwhen [down arrow v] key pressed\npoint in direction (180)\n\nwhen [left arrow v] key pressed\npoint in direction (-90)\n\nwhen [right arrow v] key pressed\npoint in direction (90)\n\n${sprite("Apple", FLAG, "forever", "if <touching (Snake v)?> then", "go to (random position v)", "end", "end")}`,
    wrong: swap("point in direction (-90)", "point in direction (90)"),
  },
  {
    start: "My son (12) wants a top-down racing game",
    right: `${stageWith("laps")}// sprite: Car\n${FLAG}\nreset timer\nset [laps v] to (0)\nforever\nif <touching (Wall v)?> then\nmove (-8) steps\nend\nif <touching (Finish v)?> then\nchange [laps v] by (1)\nwait until <not <touching (Finish v)?>>\nend\nif <(laps) = [2]> then\nsay (timer)\nstop [all v]\nend\nend\n\nwhen [up arrow v] key pressed\nmove (5) steps\n\nwhen [left arrow v] key pressed\nturn left (8) degrees\n\nwhen [right arrow v] key pressed\nturn right (8) degrees`,
    wrong: swap("turn left (8)", "turn left (2)"),
  },
  {
    start: "virtual pet!!! my Kitten",
    right: `${stageWith("hunger", "happiness")}// sprite: Kitten\n${FLAG}\nset [hunger v] to (0)\nset [happiness v] to (10)\nforever\nwait (3) seconds\nchange [hunger v] by (1)\nchange [happiness v] by (-1)\nif <(happiness) = [0]> then\nsay [I'm sad] for (2) seconds\nend\nend\n\nwhen [space v] key pressed\nstart sound (Meow v)\nchange [happiness v] by (3)\n\n${sprite("Fish", CLICKED, "set [hunger v] to (0)")}`,
    wrong: swap("change [happiness v] by (3)", "change [happiness v] by (1)"),
  },
  {
    start: "Grade 2 in Soyapango, a dress up game",
    right: ["Hat", "Shirt", "Skirt"].map((name) => `// sprite: ${name}\n${CLICKED}\nnext costume\n\nwhen [r v] key pressed\nswitch costume to (costume1 v)`).join("\n\n"),
    wrong: (right) => changeLast(right, "next costume", "switch costume to (costume2 v)"),
  },
  {
    start: "Year 4 in St Peter Port, a quiz",
    right: `${stageWith("score")}${sprite("Owl", FLAG, "set [score v] to (0)", "ask [What is the capital of Guernsey?] and wait", "if <(answer) = [St Peter Port]> then", "change [score v] by (1)", "end", "ask [How many legs does a crab have?] and wait", "if <(answer) = [10]> then", "change [score v] by (1)", "end", "say (join [You got ] (score)) for (3) seconds")}`,
    wrong: swap("[10]>", "[8]>"),
  },
  {
    start: "Story with characters talking in turn",
    right: `// sprite: Shark\n${FLAG}\nsay [Ia ora na!] for (2) seconds\nbroadcast [turtle v]\n\nwhen I receive [shark v]\nsay [Let's swim!] for (2) seconds\n\n${sprite("Turtle", "when I receive [turtle v]", "say [Maeva!] for (2) seconds", "broadcast [shark v]")}`,
    wrong: swap("say [Maeva!]", "say [Hello]"),
  },
  {
    start: "countdown for the rocket launch",
    right: `${stageWith("count")}${sprite("Rocket", FLAG, "go to x: (0) y: (-120)", "set [count v] to (5)", "repeat (5)", "say (count) for (1) seconds", "change [count v] by (-1)", "end", "say [Liftoff!]", "glide (2) secs to x: (0) y: (170)")}`,
    wrong: swap("glide (2)", "glide (5)"),
  },
  {
    start: "My son (8) in Andorra la Vella",
    right: `${stageWith("roll", "roll2")}// sprite: Die\nwhen [space v] key pressed\nset [roll v] to (pick random (1) to (6))\nswitch costume to (roll)\nwait (0.1) seconds\nsay ((roll) + (roll2)) for (2) seconds\n\n// sprite: Die2\nwhen [space v] key pressed\nset [roll2 v] to (pick random (1) to (6))\nswitch costume to (roll2)`,
    wrong: swap("to (6))\nswitch costume to (roll2)", "to (12))\nswitch costume to (roll2)"),
  },
  {
    start: "Form 1 in Kingstown",
    right: `// stage\n// list readers = [Asha, Kofi, Mia, Dev]\n\n${sprite("Hat", "when [space v] key pressed", "say (item (pick random (1) to (length of [readers v])) of [readers v]) for (2) seconds")}`,
    wrong: swap("(2) seconds", "(5) seconds"),
  },
  {
    start: "pen drawing!!! draw a house",
    right: sprite("Pen", FLAG, "erase all", "set pen size to (4)", "pen down", "repeat (4)", "move (80) steps", "turn right (90) degrees", "end", "repeat (3)", "move (80) steps", "turn right (120) degrees", "end"),
    wrong: swap("repeat (3)", "repeat (4)"),
  },
  {
    start: "Music, Year 6 in Charlotte Amalie",
    right: `// sprite: Drums\nwhen [q v] key pressed\nplay drum (1 v) for (0.5) beats\n\nwhen [w v] key pressed\nplay drum (2 v) for (0.5) beats\n\nwhen [e v] key pressed\nplay drum (3 v) for (0.5) beats\n\nwhen [space v] key pressed\nrepeat (2)\nplay drum (1 v) for (0.5) beats\nplay drum (2 v) for (0.5) beats\nplay drum (2 v) for (0.5) beats\nplay drum (3 v) for (0.5) beats\nend`,
    wrong: swap("repeat (2)", "repeat (4)"),
  },
  {
    start: "Walking animation for my pupils in Aasiaat",
    right: sprite("Hunter", FLAG, "repeat (20)", "move (6) steps", "next costume", "wait (0.2) seconds", "end", "switch costume to (Stand v)", "say [Qujanaq!] for (2) seconds"),
    wrong: swap("wait (0.2)", "wait (1)"),
  },
  {
    start: "My kids (6 and 8) want hide and seek",
    right: `${sprite("Seeker", FLAG, "say [1] for (1) seconds", "say [2] for (1) seconds", "say [3] for (1) seconds", "say [4] for (1) seconds", "say [5] for (1) seconds", "say [Ready or not!] for (2) seconds", "broadcast [seek v]")}\n\n// sprite: Crab\n${FLAG}\ngo to (random position v)\nhide\n\nwhen I receive [seek v]\nshow\n\n${CLICKED}\nsay [Found me!] for (2) seconds`,
    wrong: swap("say [4] for (1) seconds\n", ""),
  },
  {
    start: "Year 5 in St. Croix, whack-a-mole",
    right: `${stageWith("hits")}// sprite: Mongoose\n${FLAG}\nreset timer\nset [hits v] to (0)\nforever\ngo to (random position v)\nshow\nwait (0.8) seconds\nif <(timer) > [20]> then\nsay (hits)\nstop [all v]\nend\nend\n\n${CLICKED}\nchange [hits v] by (1)\nhide`,
    wrong: swap("[20]>", "[60]>"),
  },
  // one-liners
  {
    start: "the Octopus wiggles",
    right: sprite("Octopus", FLAG, "forever", "turn right (10) degrees", "wait (0.2) seconds", "turn left (10) degrees", "wait (0.2) seconds", "end"),
    wrong: swap("turn left (10) degrees", "turn right (10) degrees"),
  },
  { start: "make the Crab walk sideways", right: sprite("Crab", FLAG, "forever", "change x by (3)", "if on edge, bounce", "end"), wrong: swap("change x by (3)", "change y by (3)") },
  { start: "the Star spins when i click it", right: sprite("Star", CLICKED, "repeat (36)", "turn right (10) degrees", "end"), wrong: swap(CLICKED, FLAG) },
  { start: "the Frog jumps", right: sprite("Frog", "when [space v] key pressed", "change y by (60)", "wait (0.3) seconds", "change y by (-60)"), wrong: swap("change y by (-60)", "change y by (60)") },
  { start: "the Bird says tweet", right: sprite("Bird", FLAG, "say [Tweet!]"), wrong: withExtraScript },
  { start: "the Ball falls down", right: sprite("Ball", FLAG, "forever", "change y by (-5)", "end"), wrong: swap("(-5)", "(5)") },
  { start: "Year 1: the Dog barks", right: sprite("Dog", CLICKED, "start sound (Bark v)"), wrong: swap(CLICKED, FLAG) },
  { start: "Grade 2: the Sun moves", right: sprite("Sun", FLAG, "go to x: (200) y: (150)"), wrong: swap("y: (150)", "y: (-150)") },
  { start: "P2: the Fish changes colour", right: sprite("Fish", CLICKED, "change [color v] effect by (25)"), wrong: swap("color v", "ghost v") },
  { start: "Reception: the Bee buzzes", right: sprite("Bee", FLAG, "forever", "move (5) steps", "turn right (5) degrees", "end"), wrong: swap("forever", "repeat (2)") },
  { start: "My son wants the Horse", right: sprite("Horse", "when [n v] key pressed", "start sound (Neigh v)"), wrong: swap("[n v]", "[m v]") },
  { start: "My daughter wants the Butterfly", right: sprite("Butterfly", CLICKED, "change size by (10)"), wrong: swap("(10)", "(-10)") },
  {
    start: "Can the Robot say hello",
    right: sprite("Robot", FLAG, "say [Hello!] for (1) seconds", "next costume", "wait (0.3) seconds", "next costume"),
    wrong: swap("say [Hello!]", "say [Bye!]"),
  },
  {
    start: "Please the Car go faster",
    right: `${stageWith("speed")}// sprite: Car\n${FLAG}\nset [speed v] to (1)\nforever\nmove (speed) steps\nif on edge, bounce\nend\n\n${FLAG}\nforever\nwait (1) seconds\nchange [speed v] by (1)\nend`,
    wrong: swap("change [speed v] by (1)", "change [speed v] by (-1)"),
  },
  { start: "How I make the Moon", right: sprite("Moon", FLAG, "go to x: (-220) y: (120)", "glide (10) secs to x: (220) y: (120)"), wrong: swap("glide (10) secs to", "go to") },
  // near-misses: the classic's parts added make them wrong
  {
    start: "a space shooter but NOT a game",
    right: sprite("Pen", FLAG, "erase all", "repeat (20)", "go to (random position v)", "pen down", "move (1) steps", "pen up", "end"),
    wrong: (right) => `${right}\n\nwhen [space v] key pressed\ncreate clone of (myself v)`,
  },
  {
    start: "Grade 4 in Nuuk, a map of our town",
    right: sprite("Pin", FLAG, "go to x: (0) y: (0)", "glide (2) secs to x: (100) y: (50)", "say [School] for (2) seconds", "glide (2) secs to x: (-120) y: (-80)", "say [Harbour] for (2) seconds"),
    wrong: (right) => `${right}\n\nwhen [right arrow v] key pressed\nchange x by (10)`,
  },
  {
    start: "My son wants 'dice'",
    right: sprite("Die", FLAG, "switch costume to (1 v)", "repeat (6)", "wait (1) seconds", "next costume", "end"),
    wrong: swap("next costume", "switch costume to (pick random (1) to (6))"),
  },
];

/** Second wrong variants of some right answers: a part dropped, a check left out, a line that never comes. */
const SECOND_WRONGS: [string, (right: string) => string][] = [
  ["Grade 5 in Nuuk, a maze", swap("stop [all v]\n", "")],
  ["catch game!!!", swap("change [score v] by (1)\n", "")],
  ["Form 3 in Philipsburg, one player pong", swap("if on edge, bounce\n", "")],
  ["pong 2 players!!", swap("if <touching (Right v)?> then\nturn right (180) degrees\nend\n", "")],
  ["Snake for my class in Vaduz", swap("change [apples v] by (1)\n", "")],
  ["My son (12) wants a top-down racing game", (right) => right.replace("reset timer\n", "").replace("say (timer)", "say [Done]")],
  ["virtual pet!!! my Kitten", swap("\n\n// sprite: Fish\nwhen this sprite clicked\nset [hunger v] to (0)", "")],
  ["Grade 2 in Soyapango, a dress up game", (right) => changeLast(right, "switch costume to (costume1 v)", "switch costume to (costume2 v)")],
  ["Year 4 in St Peter Port, a quiz", swap("say (join [You got ] (score))", "say [Well done]")],
  ["Year 5 in St. Croix, whack-a-mole", swap("change [hits v] by (1)\n", "")],
  ["space shooter!!! my Ship", swap("create clone of (myself v)", "say [pew]")],
  ["My son (9) in Kuwait wants a chase game", swap("stop [all v]\n", "")],
];

const firstAnswer = (start: string): THandWrittenAnswer => firstAnswerTo(ANSWERS, start);
const ALL_ANSWERS = withSecondWrongs(ANSWERS, SECOND_WRONGS);

describe("unseen-19 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_19_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_19_HELD_OUT_REQUESTS, ALL_ANSWERS, { right: 148, wrong: 148 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("virtual pet!!! my Kitten");
    const right = firstAnswer("virtual pet!!! my Kitten").right;
    const withoutTheFish = right.replace("\n\n// sprite: Fish\nwhen this sprite clicked\nset [hunger v] to (0)", "");
    expect(withoutTheFish).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheFish, leftOut: ["the Fish that feeds the kitten"] }).verdict).toBe("partial-named");
  });

  it("a near-miss built as the classic it sounds like is wrong, and declining it is not right", () => {
    for (const start of ["a space shooter but NOT a game", "Grade 4 in Nuuk, a map of our town", "My son wants 'dice'"]) {
      expect(gradeAnswer(requestStarting(start), { kind: "declined" }).verdict, start).toBe("partial-named");
      expect(requestStarting(start).mustNot?.length ?? 0, start).toBeGreaterThan(0);
    }
  });

  it("a declined request is not answered by a program", () => {
    for (const start of ["make a scratch game where i can see", "Please make Scratch program that send", "I want a Scratch project that logs into", "make a game where you shoot"]) {
      expect(gradeAnswer(requestStarting(start), program("// sprite: Cat\nwhen green flag clicked\nsay [Hello!]")).verdict, start).toBe("wrong-unsaid");
    }
  });
});
