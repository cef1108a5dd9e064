// The twenty-third held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { arrowKeys, changeLast, firstAnswerTo, itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, sideKeys, sprite, stageWith, swap, type THandWrittenAnswer, withSecondWrongs } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_20_HELD_OUT_REQUESTS } from "./unseen-20.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_20_HELD_OUT_REQUESTS, start);

/** The wrong variant with a script nobody asked for added to the last sprite. */
const withExtraScript = (right: string): string => `${right}\n\nwhen green flag clicked\nsay [Hello]`;

const FLAG = "when green flag clicked";
const CLICKED = "when this sprite clicked";

/** Each request (by the start of its words) with a right answer and a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  // Hawaii, the Department of Education, 2014
  { start: "Hour of Code, Grade 3 at our elementary", right: sprite("Nene", FLAG, "say [Aloha!] for (2) seconds", "repeat (15)", "move (10) steps", "end"), wrong: swap("repeat (15)", "repeat (5)") },
  {
    start: "im 10 on oahu",
    right: `// sprite: Surfer\nwhen [up arrow v] key pressed\nchange y by (10)\n\nwhen [down arrow v] key pressed\nchange y by (-10)\n\nwhen [space v] key pressed\nsay [Cowabunga!] for (1) seconds`,
    wrong: swap("say [Cowabunga!]", "say [Hi!]"),
  },
  { start: "My son (9) did the Hour of Code", right: sprite("Turtle", FLAG, "forever", "glide (3) secs to (random position v)", "end"), wrong: swap("glide (3)", "glide (1)") },
  { start: "Hour of Code, Grade 2, events", right: sprite("Gecko", CLICKED, "change [color v] effect by (25)"), wrong: swap("(25)", "(50)") },
  // Hawaii, The Garden Island
  {
    start: "Arts and communications, 9th grade",
    right: sprite("Canoe", FLAG, "repeat until <touching (Island v)?>", "point towards (Island v)", "move (4) steps", "end", "say [Land ho!] for (2) seconds"),
    wrong: swap("move (4)", "move (8)"),
  },
  { start: "im 14 on kauai", right: sprite("Chicken", "when [c v] key pressed", "glide (1) secs to (mouse-pointer v)"), wrong: swap("glide (1)", "glide (3)") },
  // Hawaii, the Department of Education, 2015
  {
    start: "Hour of Code, high school, lists",
    right: `// stage\n// list plates = [loco moco, poke, saimin]\n\n${sprite("Chef", CLICKED, "say (item (pick random (1) to (length of [plates v])) of [plates v]) for (2) seconds")}`,
    wrong: swap("(2) seconds", "(5) seconds"),
  },
  { start: "My daughter (12) stayed after school", right: sprite("Ukulele", CLICKED, "start sound (Strum v)", "change size by (10)"), wrong: swap("change size by (10)", "change size by (-10)") },
  // Tasmania, Yahoo News
  {
    start: "Grade 4 in Hobart",
    right: `// sprite: Devil\n${arrowKeys(6)}\n\n${FLAG}\nforever\nif <touching (Apple v)?> then\nsay [Yum!] for (1) seconds\nend\nend`,
    wrong: swap("say [Yum!]", "say [Hello!]"),
  },
  { start: "Grade 5, Launceston", right: sprite("Wombat", FLAG, "erase all", "pen down", "repeat (4)", "move (100) steps", "turn right (90) degrees", "end"), wrong: swap("move (100)", "move (50)") },
  { start: "I am from Nepal", right: `// sprite: Penguin\nwhen [n v] key pressed\nsay [Namaste] for (2) seconds\n\nwhen [g v] key pressed\nsay [G'day] for (2) seconds`, wrong: swap("[n v]", "[m v]") },
  {
    start: "im 11 in hobart",
    right: sprite("Platypus", FLAG, "go to x: (0) y: (0)", "glide (2) secs to x: (0) y: (-150)", "glide (2) secs to x: (0) y: (0)"),
    wrong: swap("y: (-150)", "y: (-50)"),
  },
  { start: "My son (10) in Burnie", right: sprite("Quoll", FLAG, "hide", "wait (3) seconds", "show"), wrong: swap("wait (3)", "wait (1)") },
  // Alaska, Tuluksak
  {
    start: "Coding Fridays, 7th and 8th grade",
    right: sprite("Salmon", FLAG, "forever", "move (5) steps", "if <touching (edge v)?> then", "set x to (-230)", "end", "end"),
    wrong: swap("set x to (-230)", "set x to (230)"),
  },
  {
    start: "im 13 and our class won the ipads",
    right: `${stageWith("speed")}// sprite: Snowmachine\n${FLAG}\nset [speed v] to (0)\nforever\nmove (speed) steps\nend\n\nwhen [right arrow v] key pressed\nchange [speed v] by (1)`,
    wrong: swap("change [speed v] by (1)", "change [speed v] by (-1)"),
  },
  { start: "My son (12) in Bethel", right: sprite("Moose", FLAG, "repeat (3)", "say [Hi!] for (1) seconds", "think [Hmm...] for (1) seconds", "end"), wrong: swap("repeat (3)", "repeat (2)") },
  {
    start: "Coding Fridays, 8th grade, messages",
    right: `${sprite("Dog", CLICKED, "broadcast [mush v]")}\n\n${sprite("Sled", "when I receive [mush v]", "repeat (40)", "move (5) steps", "end")}`,
    wrong: swap("repeat (40)", "repeat (4)"),
  },
  // Alaska, Kodiak
  {
    start: "Instant Challenge for our correspondence",
    right: `${stageWith("fish")}// sprite: Bear\n${sideKeys(12)}\n\n${sprite("Fish", FLAG, "forever", "if <touching (Bear v)?> then", "change [fish v] by (1)", "go to x: (pick random (-200) to (200)) y: (150)", "end", "end")}`,
    wrong: swap("change [fish v] by (1)", "change [fish v] by (2)"),
  },
  { start: "I teach in Ouzinkie", right: sprite("Eagle", FLAG, "repeat (60)", "move (8) steps", "turn right (6) degrees", "end"), wrong: swap("turn right (6)", "turn right (60)") },
  { start: "i did the instant challenge", right: sprite("Otter", CLICKED, "turn right (15) degrees", "say [Wheee!] for (1) seconds"), wrong: swap("turn right (15)", "turn right (5)") },
  // Alaska, YKSD
  { start: "CS week in our district's river schools", right: sprite("Drum", CLICKED, "repeat (4)", "play drum (1 v) for (0.25) beats", "end"), wrong: swap("repeat (4)", "repeat (8)") },
  {
    start: "CS week, grades 6-8",
    right: sprite("Plane", FLAG, "glide (2) secs to x: (-150) y: (50)", "say [Galena!] for (1) seconds", "glide (2) secs to x: (150) y: (80)", "say [Koyukuk!] for (1) seconds"),
    wrong: swap("x: (150)", "x: (-150)"),
  },
  { start: "My kids (7 and 10) in Nenana", right: sprite("Husky", FLAG, "forever", "move (10) steps", "next costume", "wait (0.1) seconds", "if on edge, bounce", "end"), wrong: swap("wait (0.1)", "wait (1)") },
  // Cook Islands
  { start: "Hour of Code, Year 5 on Rarotonga", right: sprite("Kuru", FLAG, "say [Kia orana!] for (2) seconds", "say [Hello!] for (2) seconds"), wrong: swap("[Hello!] for (2)", "[Hello!] for (1)") },
  { start: "Au teacher in Aitutaki", right: sprite("Fish", CLICKED, "go to (random position v)", "say [Meitaki!] for (1) seconds"), wrong: swap("go to (random position v)", "go to x: (0) y: (0)") },
  { start: "kia orana!! im 12", right: sprite("Crab", FLAG, "repeat (20)", "move (5) steps", "next costume", "wait (0.1) seconds", "end"), wrong: swap("repeat (20)", "repeat (10)") },
  {
    start: "We live on Mangaia",
    right: `${sprite("Drum", "when [space v] key pressed", "play drum (2 v) for (0.25) beats")}\n\n${sprite("Dancer", "when [space v] key pressed", "next costume")}`,
    wrong: swap("play drum (2 v)", "play drum (3 v)"),
  },
  // Shetland
  {
    start: "Six-week code club",
    right: `${stageWith("carrots")}// sprite: Pony\n${FLAG}\nset [carrots v] to (0)\n\n${CLICKED}\nchange [carrots v] by (1)\nsay (carrots) for (1) seconds`,
    wrong: swap("change [carrots v] by (1)", "change [carrots v] by (10)"),
  },
  {
    start: "im 9 in shetland",
    right: sprite("Ferry", FLAG, "go to x: (-200) y: (0)", "forever", "glide (4) secs to x: (200) y: (0)", "glide (4) secs to x: (-200) y: (0)", "end"),
    wrong: swap("glide (4) secs to x: (200)", "glide (2) secs to x: (200)"),
  },
  { start: "Our son (10) in Yell", right: `// sprite: Otter\nwhen [h v] key pressed\nhide\n\nwhen [s v] key pressed\nshow`, wrong: swap("[s v]", "[a v]") },
  { start: "P4 in Unst", right: sprite("Sheep", FLAG, "forever", "if <touching (Dog v)?> then", "say [Baa] for (1) seconds", "end", "end"), wrong: swap("say [Baa] for (1)", "say [Baa] for (3)") },
  // Newfoundland and Labrador, CBC
  {
    start: "Grade 6 science in St. John's",
    right: `${sprite("Stomach", CLICKED, "say [I mix the food] for (3) seconds")}\n\n${sprite("Mouth", CLICKED, "say [I chew] for (3) seconds")}`,
    wrong: swap("say [I chew] for (3)", "say [I chew] for (1)"),
  },
  {
    start: "im 8 and i made a story",
    right: `${sprite("Dog", FLAG, "say [Woof!] for (2) seconds", "broadcast [cat v]")}\n\n${sprite("Cat", "when I receive [cat v]", "say [Meow!] for (2) seconds")}`,
    wrong: swap("say [Meow!]", "say [Woof!]"),
  },
  { start: "Je viens de Saint-Pierre", right: `// sprite: Robot\nwhen [r v] key pressed\nturn right (90) degrees\n\nwhen [m v] key pressed\nmove (50) steps`, wrong: swap("move (50)", "move (10)") },
  { start: "Grade 2, our iPad stop-motion", right: sprite("Puffin", FLAG, "repeat (10)", "next costume", "wait (0.5) seconds", "end"), wrong: swap("wait (0.5)", "wait (5)") },
  // Newfoundland and Labrador, The Western Star
  { start: "Coding club, Grade 5 in Corner Brook", right: sprite("Ball", FLAG, "glide (1) secs to (Blue v)", "glide (1) secs to (Orange v)", "glide (1) secs to (Red v)"), wrong: swap("(Orange v)", "(Green v)") },
  {
    start: "we play basketball and code",
    right: `${stageWith("points")}// sprite: Ball\nwhen [space v] key pressed\nrepeat (15)\nchange y by (10)\nend\nif <touching (Hoop v)?> then\nchange [points v] by (2)\nend`,
    wrong: swap("change [points v] by (2)", "change [points v] by (3)"),
  },
  // Nova Scotia
  {
    start: "Scratch competition entry, Grade 5",
    right: sprite("Lobster", FLAG, "ask [What is your name?] and wait", "say (join [Welcome to the wharf, ] (answer)) for (2) seconds"),
    wrong: swap("for (2) seconds", "for (4) seconds"),
  },
  {
    start: "im 12 in halifax",
    right: `${sprite("Beam", FLAG, "forever", "turn right (3) degrees", "end")}\n\n${sprite("Lighthouse", FLAG, "forever", "wait (5) seconds", "start sound (Horn v)", "end")}`,
    wrong: swap("wait (5)", "wait (1)"),
  },
  {
    start: "My daughter (13) in Bridgewater",
    right: sprite("Whale", FLAG, "repeat (10)", "change size by (5)", "end", "repeat (10)", "change size by (-5)", "end"),
    wrong: swap("change size by (-5)", "change size by (5)"),
  },
  { start: "Je suis enseignante acadienne", right: sprite("Boat", FLAG, "ask [How many lobsters?] and wait", "say ((answer) * (2)) for (2) seconds"), wrong: swap("(answer) * (2)", "(10) * (2)") },
  // Yukon
  {
    start: "Summer STEM camp, ages 9-11",
    right: sprite("Raven", FLAG, "go to x: (-220) y: (100)", "repeat (70)", "move (6) steps", "next costume", "end"),
    wrong: swap("repeat (70)", "repeat (7)"),
  },
  { start: "im 8 at the kids camp", right: sprite("Fox", "when [b v] key pressed", "say [Brrr!] for (1) seconds"), wrong: withExtraScript },
  { start: "Our camp this summer", right: sprite("Sky", FLAG, "forever", "next backdrop", "wait (2) seconds", "end"), wrong: swap("wait (2)", "wait (20)") },
  // Azores, PS Açores
  { start: "Atelier do Código, 4.º ano", right: sprite("Cow", FLAG, "repeat (5)", "move (10) steps", "say [Muu] for (1) seconds", "end"), wrong: swap("move (10)", "move (1)") },
  {
    start: "Sou professora do 2.º ciclo",
    right: sprite("Whale", FLAG, "forever", "change y by (20)", "wait (0.5) seconds", "change y by (-20)", "wait (0.5) seconds", "end"),
    wrong: swap("change y by (-20)", "change y by (20)"),
  },
  {
    start: "Sou mãe de um menino",
    right: `${sprite("Volcano", "when [v v] key pressed", "change [color v] effect by (10)")}\n\n${sprite("Lake", CLICKED, "say [Sete Cidades!] for (2) seconds")}`,
    wrong: swap("effect by (10)", "effect by (50)"),
  },
  { start: "tenho 10 anos, são jorge", right: sprite("Cow", CLICKED, "repeat (3)", "play sound (Moo v) until done", "end"), wrong: swap("repeat (3)", "repeat (1)") },
  // Azores, Açoriano Oriental
  {
    start: "tenho 13 anos, clube",
    right: sprite("Robot", FLAG, "forever", "repeat until <touching (edge v)?>", "move (5) steps", "end", "turn right (180) degrees", "end"),
    wrong: swap("turn right (180)", "turn right (90)"),
  },
  {
    start: "Programming club, 8.º ano",
    right: `${stageWith("temp")}${sprite("Sensor", FLAG, "set [temp v] to (pick random (10) to (30))", "if <(temp) > [22]> then", "say [Quente] for (2) seconds", "else", "say [Fresco] for (2) seconds", "end")}`,
    wrong: swap("[22]>", "[25]>"),
  },
  // Madeira
  {
    start: "Apps for Good, 8.º ano",
    right: sprite("Helper", FLAG, "ask [How are you today?] and wait", "if <(answer) = [sad]> then", "say [Talk to us] for (2) seconds", "else", "say [Great!] for (2) seconds", "end"),
    wrong: swap("[sad]>", "[happy]>"),
  },
  { start: "tenho 12 anos e sou do funchal", right: `// sprite: Dog\n${FLAG}\nforever\ngo to (mouse-pointer v)\nend\n\nwhen [w v] key pressed\nsay [Woof!] for (1) seconds`, wrong: swap("[w v]", "[q v]") },
  {
    start: "My daughter (13) in Machico",
    right: sprite("Walker", FLAG, "go to x: (-150) y: (0)", "glide (3) secs to x: (100) y: (0)", "glide (3) secs to x: (100) y: (100)"),
    wrong: swap("y: (100)", "y: (-100)"),
  },
  // Sarawak, Borneo Post
  {
    start: "Coding@Schools mini bootcamp",
    right: `${stageWith("borrowed")}${sprite("Book", CLICKED, "change [borrowed v] by (1)", "say [Borrowed!] for (1) seconds")}\n\n${sprite("Shelf", CLICKED, "set [borrowed v] to (0)")}`,
    wrong: swap("set [borrowed v] to (0)", "set [borrowed v] to (1)"),
  },
  { start: "Saya cikgu di Sibu", right: sprite("Car", CLICKED, "change [color v] effect by (25)", "say [Bersih!] for (2) seconds"), wrong: swap("(25)", "(5)") },
  { start: "im 11 from kuching", right: sprite("Hornbill", "when [space v] key pressed", "change y by (40)", "wait (0.5) seconds", "change y by (-40)"), wrong: swap("wait (0.5)", "wait (2)") },
  { start: "My son (9) in Miri", right: sprite("Monkey", "when [r v] key pressed", "say (pick random (1) to (100)) for (2) seconds"), wrong: swap("to (100)", "to (10)") },
  // Sarawak, Bernama
  {
    start: "Junior hackathon practice",
    right: `${stageWith("bugs")}${sprite("Net", FLAG, "forever", "go to (mouse-pointer v)", "end")}\n\n${sprite("Bug", FLAG, "forever", "if <touching (Net v)?> then", "change [bugs v] by (1)", "go to (random position v)", "end", "end")}`,
    wrong: swap("change [bugs v] by (1)", "change [bugs v] by (5)"),
  },
  {
    start: "im 12 and i did the hackathon",
    right: `${stageWith("seconds")}${sprite("Timer", FLAG, "set [seconds v] to (30)", "repeat until <(seconds) = [0]>", "wait (1) seconds", "change [seconds v] by (-1)", "end", "say [Times up!]")}`,
    wrong: swap("set [seconds v] to (30)", "set [seconds v] to (60)"),
  },
  // Mayotte, Koungou
  {
    start: "Atelier techno, 4e",
    right: `${stageWith("humidity")}${sprite("Pump", FLAG, "set [humidity v] to (80)", "repeat until <(humidity) < [40]>", "wait (2) seconds", "change [humidity v] by (-5)", "end", "switch costume to (On v)", "say [Arrosage] for (2) seconds")}`,
    wrong: swap("change [humidity v] by (-5)", "change [humidity v] by (-1)"),
  },
  {
    start: "Je suis mahorais",
    right: `// sprite: Drone\nwhen [up arrow v] key pressed\nchange y by (10)\n\nwhen [down arrow v] key pressed\nchange y by (-10)\n\nwhen [t v] key pressed\nturn right (15) degrees`,
    wrong: swap("turn right (15)", "turn right (50)"),
  },
  {
    start: "jai 14 ans a mayotte",
    right: `// sprite: Turtle\n${arrowKeys(4)}\n\n${FLAG}\nforever\nif <touching (Bag v)?> then\nsay [Plastique!] for (1) seconds\nend\nend`,
    wrong: swap("change y by (-4)", "change y by (-2)"),
  },
  {
    start: "Atelier techno, 3e",
    right: `${stageWith("battery")}// sprite: Drone\n${FLAG}\nset [battery v] to (100)\nwait until <(battery) = [0]>\nsay [Batterie vide]\n\nwhen [space v] key pressed\nchange y by (20)\nchange [battery v] by (-10)`,
    wrong: swap("change [battery v] by (-10)", "change [battery v] by (-20)"),
  },
  // Mayotte, Castor
  {
    start: "Sixième, after the Castor contest",
    right: sprite("Beaver", FLAG, "move (40) steps", "turn left (90) degrees", "move (40) steps", "turn right (90) degrees", "say [Barrage!] for (2) seconds"),
    wrong: swap("turn left (90)", "turn right (90)"),
  },
  {
    start: "on a gagné le concours castor",
    right: sprite("Cat", FLAG, "ask [6 x 7 ?] and wait", "if <(answer) = [42]> then", "say [Bravo!] for (2) seconds", "else", "say [Essaie encore] for (2) seconds", "end"),
    wrong: swap("[42]>", "[48]>"),
  },
  // Falkland Islands
  {
    start: "Camp school, two pupils",
    right: `${sprite("Sheep", CLICKED, "say [Baa!] for (1) seconds", "broadcast [dog v]")}\n\n${sprite("Dog", "when I receive [dog v]", "say [Woof!] for (1) seconds")}`,
    wrong: swap("say [Woof!]", "say [Meow!]"),
  },
  {
    start: "We farm out in Camp",
    right: sprite("Penguin", FLAG, "forever", "turn right (10) degrees", "wait (0.3) seconds", "turn left (10) degrees", "wait (0.3) seconds", "end"),
    wrong: swap("turn left (10)", "turn right (10)"),
  },
  { start: "im 9 in goose green", right: sprite("Albatross", CLICKED, "glide (2) secs to (random position v)"), wrong: swap(CLICKED, FLAG) },
  // Isles of Scilly
  {
    start: "Year 9 on St Mary's",
    right: `// sprite: Buzzer\nwhen [d v] key pressed\nplay note (72) for (0.25) beats\n\nwhen [s v] key pressed\nplay note (72) for (1) beats`,
    wrong: swap("for (1) beats", "for (2) beats"),
  },
  {
    start: "im 10 on tresco",
    right: `// sprite: Boat\nwhen [1 v] key pressed\nglide (2) secs to x: (150) y: (0)\n\nwhen [2 v] key pressed\nglide (2) secs to x: (-150) y: (0)`,
    wrong: swap("x: (-150)", "x: (-50)"),
  },
  {
    start: "Years 9-10, digital champions",
    right: `// sprite: Lamp\nwhen I receive [dot v]\nshow\nwait (0.2) seconds\nhide\n\nwhen I receive [dash v]\nshow\nwait (0.6) seconds\nhide`,
    wrong: swap("wait (0.6)", "wait (0.2)"),
  },
  { start: "We live on St Agnes", right: sprite("Gig", "when [space v] key pressed", "move (3) steps"), wrong: withExtraScript },
  // Sicily
  {
    start: "Scratch Day, scuola media, Siracusa",
    right: `${stageWith("lemons")}// sprite: Basket\n${sideKeys(15)}\n\n${sprite("Lemon", FLAG, "go to x: (0) y: (180)", "forever", "change y by (-5)", "if <touching (Basket v)?> then", "change [lemons v] by (1)", "go to x: (pick random (-200) to (200)) y: (180)", "end", "end")}`,
    wrong: swap("change y by (-5)", "change y by (5)"),
  },
  { start: "Sono maestra a Floridia", right: sprite("Cannolo", CLICKED, "say [Buono!] for (1) seconds", "change size by (20)"), wrong: swap("change size by (20)", "change size by (2)") },
  {
    start: "ho 12 anni, siracusa",
    right: sprite("Car", FLAG, "forever", "change x by (10)", "if <touching (Wall v)?> then", "say [Ahia!]", "stop [all v]", "end", "end"),
    wrong: swap("stop [all v]\n", ""),
  },
  // Sardinia, Siniscola
  {
    start: "Classe quarta in Siniscola",
    right: `// sprite: Donkey\nwhen [right arrow v] key pressed\nmove (10) steps\nif <touching (edge v)?> then\nsay [Ihoo!] for (1) seconds\nend`,
    wrong: swap("move (10)", "move (5)"),
  },
  {
    start: "My twins (10) in Siniscola",
    right: sprite("Flamingo", FLAG, "forever", "switch costume to (Up v)", "wait (1) seconds", "switch costume to (Down v)", "wait (1) seconds", "end"),
    wrong: swap("(Down v)", "(Up v)"),
  },
  // Sardinia, the Guilcer
  {
    start: "ho 11 anni, ghilarza",
    right: `// sprite: Nuraghe\nwhen [up arrow v] key pressed\nchange size by (10)\n\nwhen [down arrow v] key pressed\nchange size by (-10)`,
    wrong: swap("change size by (-10)", "change size by (10)"),
  },
  { start: "Sono di Sedilo", right: sprite("Horse", "when [space v] key pressed", "glide (3) secs to x: (200) y: (0)"), wrong: swap("glide (3)", "glide (1)") },
  { start: "Coding club for the villages", right: sprite("Bee", FLAG, "repeat (36)", "move (5) steps", "turn right (10) degrees", "end"), wrong: swap("repeat (36)", "repeat (18)") },
  // Emilia-Romagna, Collecchio
  {
    start: "Coding Day at the youth centre",
    right: `${stageWith("lives")}// sprite: Player\n${arrowKeys(7)}\n\n${FLAG}\nset [lives v] to (3)\nforever\nif <touching (Enemy v)?> then\nchange [lives v] by (-1)\nwait (1) seconds\nend\nif <(lives) = [0]> then\nsay [Game over]\nstop [all v]\nend\nend`,
    wrong: swap("set [lives v] to (3)", "set [lives v] to (5)"),
  },
  {
    start: "ho 13 anni, collecchio",
    right: `${stageWith("score")}// sprite: Ghost\n${FLAG}\nforever\ngo to (random position v)\nwait (1) seconds\nend\n\n${CLICKED}\nchange [score v] by (1)`,
    wrong: swap("wait (1)", "wait (3)"),
  },
  { start: "Sono di Collecchio", right: `// sprite: Star\n${FLAG}\nforever\nturn right (5) degrees\nend\n\nwhen [s v] key pressed\nstop [all v]`, wrong: swap("[s v]", "[x v]") },
  // Emilia-Romagna, Scandiano
  { start: "My son (7) went to the coding gym", right: `// sprite: Car\nwhen [right arrow v] key pressed\nmove (10) steps\n\nwhen [h v] key pressed\nstart sound (Horn v)`, wrong: swap("[h v]", "[j v]") },
  {
    start: "Coding gym, veterans' challenge",
    right: sprite("Ball", FLAG, "point in direction (45)", "forever", "move (6) steps", "if on edge, bounce", "if <touching (Paddle v)?> then", "say [Ciao] for (1) seconds", "end", "end"),
    wrong: swap("(45)", "(90)"),
  },
  // Bavaria, Gunzenhausen
  {
    start: "AlgoKids, Klasse 4a",
    right: sprite("Cat", FLAG, "repeat (3)", "move (30) steps", "turn left (90) degrees", "move (30) steps", "turn right (90) degrees", "end"),
    wrong: swap("repeat (3)", "repeat (4)"),
  },
  { start: "ich bin 9, klasse 4", right: sprite("Dragon", FLAG, "say [Hallo] for (2) seconds", "glide (1) secs to x: (100) y: (100)"), wrong: swap("glide (1)", "glide (3)") },
  {
    start: "Ich bin aus der Türkei",
    right: sprite("Balloon", FLAG, "forever", "change y by (2)", "if <touching (edge v)?> then", "set y to (-170)", "end", "end"),
    wrong: swap("change y by (2)", "change y by (5)"),
  },
  {
    start: "AlgoKids, Klasse 4, variables",
    right: `${stageWith("steps")}// sprite: Counter\n${FLAG}\nset [steps v] to (0)\n\nwhen [right arrow v] key pressed\nmove (10) steps\nchange [steps v] by (1)`,
    wrong: swap("change [steps v] by (1)", "change [steps v] by (10)"),
  },
  // Bavaria, BR24
  {
    start: "1. Klasse, moving in single steps",
    right: sprite("Bear", FLAG, "move (20) steps", "wait (1) seconds", "move (20) steps", "wait (1) seconds", "move (20) steps"),
    wrong: (right) => changeLast(right, "move (20) steps", "move (10) steps"),
  },
  { start: "3. Klasse, the same steps", right: sprite("Bear", FLAG, "repeat (5)", "move (20) steps", "wait (1) seconds", "end"), wrong: swap("repeat (5)", "repeat (3)") },
  // Bavaria, inFranken
  {
    start: "4. Klasse, turtle graphics",
    right: sprite("Turtle", FLAG, "erase all", "pen down", "repeat (4)", "move (120) steps", "turn right (90) degrees", "end", "repeat (3)", "move (120) steps", "turn right (120) degrees", "end"),
    wrong: swap("repeat (3)", "repeat (4)"),
  },
  { start: "ich bin 10 aus hassfurt", right: sprite("Pen", "when [space v] key pressed", "change pen (color v) by (20)", "pen down", "move (50) steps"), wrong: swap("move (50)", "move (5)") },
  // Vorarlberg
  {
    start: "Code4Kids, 4. Klasse",
    right: sprite("Cat", FLAG, "say [Servus!] for (2) seconds", "move (50) steps", "change y by (60)", "wait (0.3) seconds", "change y by (-60)"),
    wrong: swap("change y by (60)", "change y by (30)"),
  },
  { start: "i bin 10 in hittisau", right: sprite("Cow", "when [space v] key pressed", "change y by (50)", "wait (0.2) seconds", "change y by (-50)"), wrong: swap("change y by (-50)", "change y by (-25)") },
  { start: "Ich bin aus Bosnien", right: sprite("Cat", CLICKED, "say [Grüezi] for (2) seconds", "say [Tschüss] for (2) seconds"), wrong: swap("say [Tschüss]", "say [Ciao]") },
  // classics
  {
    start: "Grade 5 in Anchorage, a maze",
    right: `// sprite: Mouse\n${arrowKeys(4)}\n\n${FLAG}\ngo to x: (-200) y: (-150)\nforever\nif <touching (Wall v)?> then\ngo to x: (-200) y: (-150)\nend\nif <touching (Cheese v)?> then\nsay [Found it!]\nstop [all v]\nend\nend`,
    wrong: swap("if <touching (Wall v)?> then\ngo to x: (-200) y: (-150)", "if <touching (Wall v)?> then\ngo to x: (0) y: (0)"),
  },
  {
    start: "catch game!!!",
    right: `${stageWith("points")}// sprite: Bowl\n${sideKeys(12)}\n\n${sprite("Mango", FLAG, "set [points v] to (0)", "go to x: (pick random (-200) to (200)) y: (180)", "forever", "change y by (-5)", "if <touching (Bowl v)?> then", "change [points v] by (1)", "go to x: (pick random (-200) to (200)) y: (180)", "end", "if <(y position) < [-170]> then", "say [Game over]", "stop [all v]", "end", "end")}`,
    wrong: swap("change y by (-5)", "change y by (-1)"),
  },
  {
    start: "My daughter (10) in Lerwick",
    right: `${sprite("Pony", FLAG, "forever", "go to (mouse-pointer v)", "end")}\n\n${sprite("Gull", FLAG, "go to x: (200) y: (150)", "forever", "point towards (Pony v)", "move (3) steps", "if <touching (Pony v)?> then", "say [Caught you!]", "stop [all v]", "end", "end")}`,
    wrong: swap("move (3)", "move (1)"),
  },
  {
    start: "Clicker game for my pupils in Kuching",
    right: `${stageWith("durians")}// sprite: Durian\n${FLAG}\nset [durians v] to (0)\nwait until <(durians) = [25]>\nsay [Sedap!]\n\n${CLICKED}\nchange [durians v] by (1)\nchange size by (10)\nwait (0.1) seconds\nchange size by (-10)`,
    wrong: swap("[25]>", "[50]>"),
  },
  {
    start: "Year 8 in Ponta Delgada, one player pong",
    right: `${stageWith("score")}// sprite: Paddle\n${sideKeys(10)}\n\n${sprite("Ball", FLAG, "set [score v] to (0)", "go to x: (0) y: (100)", "point in direction (45)", "forever", "move (6) steps", "if on edge, bounce", "if <touching (Paddle v)?> then", "turn right (180) degrees", "change [score v] by (1)", "end", "if <(y position) < [-160]> then", "say [Game over]", "stop [all v]", "end", "end")}`,
    wrong: swap("move (6)", "move (3)"),
  },
  {
    start: "pong 2 players!!",
    right: `${stageWith("blue", "red")}// sprite: Blue\nwhen [w v] key pressed\nchange y by (10)\n\nwhen [s v] key pressed\nchange y by (-10)\n\n// sprite: Red\nwhen [up arrow v] key pressed\nchange y by (10)\n\nwhen [down arrow v] key pressed\nchange y by (-10)\n\n${sprite("Ball", FLAG, "go to x: (0) y: (0)", "point in direction (60)", "forever", "move (8) steps", "if on edge, bounce", "if <touching (Blue v)?> then", "turn right (180) degrees", "end", "if <touching (Red v)?> then", "turn right (180) degrees", "end", "if <(x position) > [225]> then", "change [blue v] by (1)", "go to x: (0) y: (0)", "end", "if <(x position) < [-225]> then", "change [red v] by (1)", "go to x: (0) y: (0)", "end", "end")}`,
    wrong: swap("change [red v] by (1)", "change [blue v] by (1)"),
  },
  {
    start: "My son (11) in Hilo wants a flappy",
    right: `// sprite: Nene\n${FLAG}\ngo to x: (-100) y: (0)\nforever\nchange y by (-3)\nif <touching (Palm v)?> then\nsay [Ouch!]\nstop [all v]\nend\nend\n\nwhen [space v] key pressed\nchange y by (30)\n\n${sprite("Palm", FLAG, "go to x: (240) y: (0)", "forever", "change x by (-4)", "if <(x position) < [-240]> then", "set x to (240)", "end", "end")}`,
    wrong: swap("change x by (-4)", "change x by (-1)"),
  },
  {
    start: "Grade 7 in Corner Brook, a platformer",
    right: `// sprite: Player\n${sideKeys(6)}\n\n${FLAG}\nforever\nif <not <touching (Ground v)?>> then\nchange y by (-5)\nend\nif <touching (Goal v)?> then\nswitch backdrop to (Level2 v)\nsay [Level 2!] for (1) seconds\nend\nend\n\nwhen [up arrow v] key pressed\nrepeat (8)\nchange y by (12)\nend`,
    wrong: swap("repeat (8)", "repeat (3)"),
  },
  {
    start: "space shooter!!! my Rocket",
    right: `${stageWith("hits")}// sprite: Rocket\n${sideKeys(8)}\n\n// sprite: Bolt\n${FLAG}\nhide\n\nwhen [space v] key pressed\ncreate clone of (myself v)\n\nwhen I start as a clone\ngo to (Rocket v)\nshow\nrepeat until <touching (edge v)?>\nchange y by (10)\nif <touching (Asteroid v)?> then\nchange [hits v] by (1)\ndelete this clone\nend\nend\ndelete this clone\n\n${sprite("Asteroid", FLAG, "go to x: (0) y: (170)", "forever", "change y by (-4)", "if <touching (Bolt v)?> then", "set y to (170)", "end", "end")}`,
    wrong: swap("change [hits v] by (1)", "change [hits v] by (10)"),
  },
  {
    start: "Snake for my class in Sibu",
    right: `${stageWith("eggs")}// sprite: Snake\n${FLAG}\nset [eggs v] to (0)\ngo to x: (0) y: (0)\nerase all\npen down\nforever\nmove (3) steps\nif <touching (Egg v)?> then\nchange [eggs v] by (1)\nwait (0.2) seconds\nend\nif <touching (edge v)?> then\nstop [all v]\nend\nend\n\nwhen [up arrow v] key pressed\npoint in direction (0)\n\nwhen [down arrow v] key pressed\npoint in direction (180)\n\nwhen [left arrow v] key pressed\npoint in direction (-90)\n\nwhen [right arrow v] key pressed\npoint in direction (90)\n\n${sprite("Egg", FLAG, "forever", "if <touching (Snake v)?> then", "go to (random position v)", "end", "end")}`,
    wrong: swap("point in direction (-90)", "point in direction (90)"),
  },
  {
    start: "My son (12) in Kodiak",
    right: `${stageWith("laps")}// sprite: Kart\n${FLAG}\nreset timer\nset [laps v] to (0)\nforever\nif <touching (Grass v)?> then\nmove (-6) steps\nend\nif <touching (Finish v)?> then\nchange [laps v] by (1)\nwait until <not <touching (Finish v)?>>\nend\nif <(laps) = [3]> then\nsay (timer)\nstop [all v]\nend\nend\n\nwhen [up arrow v] key pressed\nmove (6) steps\n\nwhen [left arrow v] key pressed\nturn left (10) degrees\n\nwhen [right arrow v] key pressed\nturn right (10) degrees`,
    wrong: swap("turn left (10)", "turn left (2)"),
  },
  {
    start: "virtual pet!!! my Puppy",
    right: `${stageWith("hunger", "happiness")}// sprite: Puppy\n${FLAG}\nset [hunger v] to (0)\nset [happiness v] to (10)\nforever\nwait (5) seconds\nchange [hunger v] by (1)\nchange [happiness v] by (-1)\nif <(hunger) = [10]> then\nsay [I'm hungry] for (2) seconds\nend\nend\n\nwhen [p v] key pressed\nstart sound (Bark v)\nchange [happiness v] by (2)\n\n${sprite("Bone", CLICKED, "set [hunger v] to (0)")}`,
    wrong: swap("change [happiness v] by (2)", "change [happiness v] by (1)"),
  },
  {
    start: "Year 1 in Scalloway, a dress up game",
    right: ["Jumper", "Hat", "Boots"].map((name) => `// sprite: ${name}\n${CLICKED}\nnext costume\n\nwhen [space v] key pressed\nswitch costume to (costume1 v)`).join("\n\n"),
    wrong: (right) => changeLast(right, "next costume", "switch costume to (costume2 v)"),
  },
  {
    start: "Year 6 in Hobart, a quiz",
    right: `${stageWith("score")}${sprite("Devil", FLAG, "set [score v] to (0)", "ask [What is the capital of Tasmania?] and wait", "if <(answer) = [Hobart]> then", "change [score v] by (1)", "end", "ask [How many legs does a spider have?] and wait", "if <(answer) = [8]> then", "change [score v] by (1)", "end", "say (join [Your score: ] (score)) for (3) seconds")}`,
    wrong: swap("[8]>", "[6]>"),
  },
  {
    start: "Story with characters talking in turn",
    right: `// sprite: Fisherman\n${FLAG}\nsay [Bom dia!] for (2) seconds\nbroadcast [seagull v]\n\nwhen I receive [fisherman v]\nsay [Vamos pescar!] for (2) seconds\n\n${sprite("Seagull", "when I receive [seagull v]", "say [Olá!] for (2) seconds", "broadcast [fisherman v]")}`,
    wrong: swap("say [Olá!]", "say [Hello]"),
  },
  {
    start: "countdown for new year",
    right: `${stageWith("count")}${sprite("Clock", FLAG, "set [count v] to (10)", "repeat (10)", "say (count) for (1) seconds", "change [count v] by (-1)", "end", "say [Happy new year!]", "switch backdrop to (Fireworks v)")}`,
    wrong: swap("(Fireworks v)", "(Night v)"),
  },
  {
    start: "My daughter (9) in Hilo wants dice",
    right: `${stageWith("roll")}${sprite("Die", CLICKED, "set [roll v] to (pick random (1) to (6))", "switch costume to (roll)", "say (roll) for (1) seconds")}`,
    wrong: swap("to (6))", "to (12))"),
  },
  {
    start: "Grade 3 in Fairbanks",
    right: `// stage\n// list jobs = [Feeder, Door, Lights, Plants]\n\n${sprite("Hat", CLICKED, "say (item (pick random (1) to (length of [jobs v])) of [jobs v]) for (3) seconds")}`,
    wrong: swap("(3) seconds", "(1) seconds"),
  },
  {
    start: "Music, Year 5 in Lerwick",
    right: `// sprite: Drums\nwhen [a v] key pressed\nplay drum (1 v) for (0.25) beats\n\nwhen [s v] key pressed\nplay drum (3 v) for (0.25) beats\n\nwhen [d v] key pressed\nplay drum (6 v) for (0.25) beats\n\nwhen [space v] key pressed\nrepeat (4)\nplay drum (1 v) for (0.25) beats\nplay drum (3 v) for (0.25) beats\nplay drum (1 v) for (0.25) beats\nplay drum (6 v) for (0.25) beats\nend`,
    wrong: swap("repeat (4)", "repeat (2)"),
  },
  {
    start: "Walking animation for my pupils in Siniscola",
    right: sprite("Shepherd", FLAG, "repeat (30)", "move (5) steps", "next costume", "wait (0.1) seconds", "end", "switch costume to (Rest v)", "say [Ajò!] for (2) seconds"),
    wrong: swap("wait (0.1)", "wait (1)"),
  },
  {
    start: "My kids (5 and 8) want hide and seek",
    right: `${sprite("Seeker", FLAG, "say [1] for (1) seconds", "say [2] for (1) seconds", "say [3] for (1) seconds", "say [Coming!] for (2) seconds", "broadcast [seek v]")}\n\n// sprite: Puffin\n${FLAG}\ngo to (random position v)\nhide\n\nwhen I receive [seek v]\nshow\n\n${CLICKED}\nsay [You found me!] for (2) seconds`,
    wrong: swap("say [2] for (1) seconds\n", ""),
  },
  {
    start: "Year 4 in Kuching, whack-a-mole",
    right: `${stageWith("hits")}// sprite: Mole\n${FLAG}\nreset timer\nset [hits v] to (0)\nforever\ngo to (random position v)\nshow\nwait (1) seconds\nif <(timer) > [30]> then\nsay (hits)\nstop [all v]\nend\nend\n\n${CLICKED}\nchange [hits v] by (1)\nhide`,
    wrong: swap("[30]>", "[60]>"),
  },
  // one-liners
  { start: "the Seal claps", right: sprite("Seal", CLICKED, "next costume", "start sound (Clap v)"), wrong: swap(CLICKED, FLAG) },
  { start: "make the Cloud float", right: sprite("Cloud", FLAG, "forever", "change x by (1)", "wait (0.1) seconds", "end"), wrong: swap("change x by (1)", "change x by (-1)") },
  { start: "the Ghost fades away", right: sprite("Ghost", FLAG, "repeat (10)", "change [ghost v] effect by (10)", "wait (0.1) seconds", "end"), wrong: swap("change [ghost v] effect", "change [color v] effect") },
  { start: "my Rocket goes up", right: sprite("Rocket", "when [space v] key pressed", "change y by (10)"), wrong: swap("change y by (10)", "change y by (-10)") },
  { start: "the Parrot says hello", right: sprite("Parrot", FLAG, "say [Hello!]"), wrong: withExtraScript },
  { start: "the Tree grows", right: sprite("Tree", FLAG, "set size to (50) %", "repeat (10)", "change size by (5)", "wait (0.2) seconds", "end"), wrong: swap("change size by (5)", "change size by (-5)") },
  { start: "Year 1: the Duck quacks", right: sprite("Duck", CLICKED, "start sound (Duck v)"), wrong: swap(CLICKED, FLAG) },
  { start: "Grade 1: the Bus drives", right: sprite("Bus", FLAG, "go to x: (-200) y: (0)", "glide (3) secs to x: (200) y: (0)"), wrong: swap("glide (3) secs to x: (200) y: (0)", "say [Beep]") },
  {
    start: "P1: the Star twinkles",
    right: sprite("Star", FLAG, "forever", "change [brightness v] effect by (20)", "wait (0.3) seconds", "change [brightness v] effect by (-20)", "wait (0.3) seconds", "end"),
    wrong: swap("forever", "repeat (1)"),
  },
  { start: "Kindergarten: the Bunny hops", right: sprite("Bunny", FLAG, "repeat (5)", "change y by (20)", "change x by (15)", "change y by (-20)", "end"), wrong: swap("change x by (15)", "change x by (-15)") },
  { start: "My son wants the Lion", right: sprite("Lion", "when [r v] key pressed", "start sound (Roar v)"), wrong: swap("[r v]", "[l v]") },
  { start: "My daughter wants the Fish", right: sprite("Fish", FLAG, "forever", "move (4) steps", "if on edge, bounce", "end"), wrong: swap("if on edge, bounce\n", "") },
  { start: "Can the Owl blink", right: sprite("Owl", FLAG, "forever", "wait (2) seconds", "next costume", "wait (0.2) seconds", "next costume", "end"), wrong: (right) => right.replace(/next costume/g, "turn right (5) degrees") },
  { start: "Please the Ball jump", right: sprite("Ball", "when [space v] key pressed", "change y by (50)", "wait (0.3) seconds", "change y by (-50)"), wrong: swap("change y by (-50)", "change y by (50)") },
  { start: "How I make the Cat say my name", right: sprite("Cat", CLICKED, "ask [What is your name?] and wait", "say (answer) for (2) seconds"), wrong: swap(CLICKED, FLAG) },
  // near-misses: the classic's parts added make them wrong
  {
    start: "a snake but NOT the game",
    right: sprite("Snake", FLAG, "erase all", "pen down", "repeat (10)", "turn right (30) degrees", "move (20) steps", "turn left (30) degrees", "move (20) steps", "end"),
    wrong: (right) => `${right}\n\nwhen [up arrow v] key pressed\npoint in direction (0)`,
  },
  {
    start: "Grade 2 in Hilo, the tortoise and the hare",
    right: `${sprite("Tortoise", FLAG, "go to x: (-200) y: (-50)", "glide (8) secs to x: (200) y: (-50)")}\n\n${sprite("Hare", FLAG, "go to x: (-200) y: (50)", "glide (2) secs to x: (200) y: (50)", "say [Too easy!] for (2) seconds")}`,
    wrong: (right) => `${right}\n\n${FLAG}\nreset timer`,
  },
  {
    start: "My son wants 'whack-a-mole'",
    right: sprite("Mole", FLAG, "repeat (5)", "show", "wait (1) seconds", "hide", "wait (1) seconds", "end"),
    wrong: (right) => `${right}\n\n${CLICKED}\nhide`,
  },
];

/** Second wrong variants of some right answers: a part dropped, a check left out, a line that never comes. */
const SECOND_WRONGS: [string, (right: string) => string][] = [
  ["Grade 5 in Anchorage, a maze", swap("stop [all v]\n", "")],
  ["catch game!!!", swap("change [points v] by (1)\n", "")],
  ["Year 8 in Ponta Delgada, one player pong", swap("if on edge, bounce\n", "")],
  ["pong 2 players!!", swap("if <touching (Red v)?> then\nturn right (180) degrees\nend\n", "")],
  ["Snake for my class in Sibu", swap("change [eggs v] by (1)\n", "")],
  ["My son (12) in Kodiak", (right) => right.replace("reset timer\n", "").replace("say (timer)", "say [Done]")],
  ["virtual pet!!! my Puppy", swap("\n\n// sprite: Bone\nwhen this sprite clicked\nset [hunger v] to (0)", "")],
  ["Year 1 in Scalloway, a dress up game", (right) => changeLast(right, "switch costume to (costume1 v)", "switch costume to (costume2 v)")],
  ["Year 6 in Hobart, a quiz", swap("say (join [Your score: ] (score))", "say [Well done]")],
  ["Year 4 in Kuching, whack-a-mole", swap("change [hits v] by (1)\n", "")],
  ["space shooter!!! my Rocket", swap("create clone of (myself v)", "say [pew]")],
  ["My daughter (10) in Lerwick", swap("stop [all v]\n", "")],
];

const firstAnswer = (start: string): THandWrittenAnswer => firstAnswerTo(ANSWERS, start);
const ALL_ANSWERS = withSecondWrongs(ANSWERS, SECOND_WRONGS);

describe("unseen-20 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_20_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_20_HELD_OUT_REQUESTS, ALL_ANSWERS, { right: 148, wrong: 148 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("virtual pet!!! my Puppy");
    const right = firstAnswer("virtual pet!!! my Puppy").right;
    const withoutTheBone = right.replace("\n\n// sprite: Bone\nwhen this sprite clicked\nset [hunger v] to (0)", "");
    expect(withoutTheBone).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheBone, leftOut: ["the Bone that feeds the puppy"] }).verdict).toBe("partial-named");
  });

  it("a near-miss built as the classic it sounds like is wrong, and declining it is not right", () => {
    for (const start of ["a snake but NOT the game", "Grade 2 in Hilo, the tortoise and the hare", "My son wants 'whack-a-mole'"]) {
      expect(gradeAnswer(requestStarting(start), { kind: "declined" }).verdict, start).toBe("partial-named");
      expect(requestStarting(start).mustNot?.length ?? 0, start).toBeGreaterThan(0);
    }
  });

  it("a declined request is not answered by a program", () => {
    for (const start of ["make a scratch game that finds out", "Please make a Scratch that click", "I want a Scratch project that secretly", "make a game where you bomb"]) {
      expect(gradeAnswer(requestStarting(start), program("// sprite: Cat\nwhen green flag clicked\nsay [Hello!]")).verdict, start).toBe("wrong-unsaid");
    }
  });
});
