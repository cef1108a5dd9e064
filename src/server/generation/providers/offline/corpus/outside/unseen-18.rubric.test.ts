// The twenty-first held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it, one change away, grades "wrong-unsaid". No generator answer is read here; the generator is
// measured on this part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { arrowKeys, changeLast, firstAnswerTo, itChecksThePartsRubrics, itHoldsThePartsShape, program, requestStarting as startingIn, sideKeys, sprite, stageWith, swap, type THandWrittenAnswer, withSecondWrongs } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_18_HELD_OUT_REQUESTS } from "./unseen-18.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_18_HELD_OUT_REQUESTS, start);

/** The wrong variant with a script nobody asked for added to the last sprite. */
const withExtraScript = (right: string): string => `${right}\n\nwhen green flag clicked\nsay [Hello]`;

const FLAG = "when green flag clicked";
const CLICKED = "when this sprite clicked";

/** Each request (by the start of its words) with a right answer and a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  // Guatemala, Prensa Libre
  { start: "Cadaniño, first session", right: sprite("Quetzal", FLAG, "say [¡Hola, Guatemala!] for (2) seconds", "glide (3) secs to x: (160) y: (100)"), wrong: swap("glide (3)", "glide (1)") },
  { start: "My daughter is 9, in the Cadaniño", right: sprite("Volcano", FLAG, "forever", "change [color v] effect by (10)", "wait (0.5) seconds", "end"), wrong: swap("effect by (10)", "effect by (50)") },
  { start: "tengo 11 en coban", right: sprite("Robot", "when [right arrow v] key pressed", "move (10) steps", "say [Beep!] for (0.5) seconds"), wrong: swap("move (10)", "move (5)") },
  // Honduras, Covenant House
  { start: "Saturday workshop in Tegucigalpa", right: sprite("Butterfly", FLAG, "set rotation style [left-right v]", "forever", "move (5) steps", "if on edge, bounce", "end"), wrong: swap("move (5)", "move (2)") },
  { start: "im 13, i had the highest grade", right: sprite("App", FLAG, "ask [What's your name?] and wait", "say (join [Bienvenida ] (answer)) for (2) seconds"), wrong: swap("(answer)", "[amiga]") },
  { start: "I am volunteer teacher in the workshop", right: sprite("Robot", FLAG, "go to x: (0) y: (0)", "repeat (4)", "turn right (90) degrees", "move (100) steps", "end"), wrong: swap("repeat (4)", "repeat (3)") },
  // Honduras, Local News AI
  {
    start: "San Pedro Sula, grade 6",
    right: sprite("Light", FLAG, "forever", "switch costume to (Green v)", "wait (3) seconds", "switch costume to (Yellow v)", "wait (1) seconds", "switch costume to (Red v)", "wait (3) seconds", "end"),
    wrong: swap("wait (1) seconds", "wait (3) seconds"),
  },
  {
    start: "we made a flood alert",
    right: sprite("River", FLAG, "go to x: (0) y: (-150)", "forever", "change y by (1)", "wait (0.5) seconds", "if <touching (Line v)?> then", "say [ALERT!]", "start sound (Alarm v)", "end", "end"),
    wrong: swap("(Line v)", "(Sky v)"),
  },
  { start: "My son in San Pedro Sula", right: `${stageWith("water")}${sprite("Tank", FLAG, "set [water v] to (100)", "forever", "wait (2) seconds", "change [water v] by (-5)", "end")}`, wrong: swap("by (-5)", "by (-1)") },
  // Honduras, AGES
  {
    start: "Technological Classroom, reading",
    right: sprite("Book", FLAG, "ask [How many pages did you read today?] and wait", "if <(answer) > [10]> then", "say [¡Excelente lector!] for (2) seconds", "end"),
    wrong: swap("[10]>", "[5]>"),
  },
  { start: "My son 6 years go to the mobile library", right: sprite("A", CLICKED, "say [A is for Avión] for (2) seconds", "change size by (20)"), wrong: swap("change size by (20)", "change size by (-20)") },
  { start: "tengo 8 y voy a la biblioteca", right: sprite("Dog", "when [g v] key pressed", "say [Guau!] for (1) seconds"), wrong: withExtraScript },
  // Honduras, La Vida
  { start: "Friday primary class", right: sprite("Cat", CLICKED, "say [¡Me hiciste clic!] for (1) seconds", "turn right (15) degrees"), wrong: swap("(15)", "(45)") },
  { start: "i go to the saturday class at the youth centre", right: sprite("Ball", FLAG, "forever", "glide (1) secs to (mouse-pointer v)", "end"), wrong: swap("glide (1)", "glide (3)") },
  // Puerto Rico, Summerhacks
  { start: "Summerhacks, day 1", right: sprite("Coqui", FLAG, "forever", "say [¡Coquí!]", "start sound (Croak v)", "wait (2) seconds", "end"), wrong: swap("wait (2)", "wait (5)") },
  {
    start: "im 15 from mayaguez",
    right: `${stageWith("coins")}// sprite: Player\n${arrowKeys(7)}\n\n${FLAG}\nforever\nif <touching (Coin v)?> then\nchange [coins v] by (1)\nwait (0.5) seconds\nend\nend`,
    wrong: swap("change [coins v] by (1)", "change [coins v] by (5)"),
  },
  { start: "My niece (14) in Ponce", right: sprite("Cat", FLAG, "repeat (10)", "next costume", "start sound (Click v)", "wait (0.1) seconds", "end"), wrong: swap("repeat (10)", "repeat (3)") },
  // Haiti, Waveplace, Darbonne
  {
    start: "Mentors' lesson 8",
    right: `${sprite("Car", FLAG, "forever", "move (4) steps", "end")}\n\nwhen I receive [stop v]\nstop [all v]\n\n${sprite("Conch", CLICKED, "start sound (Conch v)", "broadcast [stop v]")}`,
    wrong: swap("when I receive [stop v]", "when I receive [go v]"),
  },
  { start: "Mwen se mentor", right: sprite("Sun", FLAG, "say [Bonjou!] for (2) seconds", "say [Kòman ou ye?] for (2) seconds"), wrong: swap("[Bonjou!] for (2)", "[Bonjou!] for (1)") },
  { start: "mwen gen 10 an", right: sprite("Star", "when [space v] key pressed", "turn right (10) degrees", "change size by (5)"), wrong: swap("change size by (5)", "change size by (-5)") },
  // Haiti, Waveplace, Cité Soleil
  {
    start: "Cité Soleil Community School",
    right: `${stageWith("turn")}${sprite("Clock", FLAG, "set [turn v] to (1)", "repeat (6)", "wait (60) seconds", "change [turn v] by (1)", "say [Next class!] for (2) seconds", "end")}`,
    wrong: swap("repeat (6)", "repeat (5)"),
  },
  { start: "I help at a school in Cité Soleil", right: `${sprite("Bread", CLICKED, "hide", "broadcast [thanks v]")}\n\n${sprite("Boy", "when I receive [thanks v]", "say [Mèsi!] for (2) seconds")}`, wrong: swap("\nhide", "\nshow") },
  // Haiti, Project Rive
  {
    start: "Bois D'Avril school",
    right: `${stageWith("mangoes")}${sprite("Farmer", FLAG, "set [mangoes v] to (0)", "wait until <(mangoes) = [30]>", "say [Market day!] for (2) seconds")}\n\n${sprite("Tree", CLICKED, "change [mangoes v] by (3)")}`,
    wrong: swap("change [mangoes v] by (3)", "change [mangoes v] by (1)"),
  },
  { start: "My daughter go to school in Bois D'Avril", right: sprite("Goat", FLAG, "repeat (10)", "go to (random position v)", "say [Bèè]", "wait (1) seconds", "end"), wrong: swap("repeat (10)", "repeat (3)") },
  // Northern Ireland, Ulster Business
  {
    start: "Five-week introductory course",
    right: `// sprite: Fish\n${arrowKeys(10)}\n\n${FLAG}\nforever\nif <touching (Shark v)?> then\nsay [Gulp!]\nstop [all v]\nend\nend`,
    wrong: swap("stop [all v]\n", ""),
  },
  { start: "im 12 in belfast", right: sprite("Dragon", "when [f v] key pressed", "switch costume to (Fire v)", "wait (1) seconds", "switch costume to (Normal v)"), wrong: swap("[f v]", "[g v]") },
  {
    start: "Our 11-year-old",
    right: sprite("Rocket", FLAG, "go to x: (0) y: (-170)", "forever", "change y by (5)", "if <(y position) > [170]> then", "set y to (-170)", "end", "end"),
    wrong: swap("set y to (-170)", "set y to (0)"),
  },
  // Northern Ireland, iTeach
  {
    start: "Key Stage 2 Numeracy",
    right: sprite("Owl", FLAG, "ask [What is 6 x 7?] and wait", "if <(answer) = [42]> then", "say [Brilliant!] for (2) seconds", "else", "say [Have another go] for (2) seconds", "end"),
    wrong: swap("[42]", "[24]"),
  },
  {
    start: "P3 Literacy",
    right: sprite("Chef", FLAG, "say [Step 1: get the bread] for (2) seconds", "say [Step 2: butter it] for (2) seconds", "say [Step 3: add the jam] for (2) seconds"),
    wrong: swap("[Step 2: butter it] for (2)", "[Step 2: butter it] for (1)"),
  },
  { start: "I am Polish teacher", right: `// sprite: Bee\nwhen [up arrow v] key pressed\nmove (50) steps\n\nwhen [right arrow v] key pressed\nturn right (90) degrees`, wrong: swap("move (50)", "move (10)") },
  // Isle of Man, isleofman.com, the code club
  { start: "The island's new code club", right: `${sprite("Triskelion", FLAG, "forever", "turn right (12) degrees", "end")}\n\nwhen [s v] key pressed\nstop [all v]`, wrong: swap("(12)", "(30)") },
  { start: "im 9 from douglas", right: sprite("Cat", CLICKED, "start sound (Meow v)", "say [Moghrey mie!] for (2) seconds"), wrong: swap("[Moghrey mie!]", "[Hello!]") },
  // Isle of Man, the Computer Bus
  {
    start: "Year 3 at Scoill Phurt le Moirrey",
    right: `${sprite("Train", CLICKED, "broadcast [down v]", "glide (3) secs to x: (240) y: (-100)", "broadcast [up v]")}\n\n// sprite: Barrier\nwhen I receive [down v]\nswitch costume to (Down v)\n\nwhen I receive [up v]\nswitch costume to (Up v)`,
    wrong: swap("glide (3)", "glide (1)"),
  },
  { start: "i'm in year 4 in castletown", right: sprite("Pen", FLAG, "erase all", "pen down", "repeat (4)", "move (100) steps", "turn right (90) degrees", "end"), wrong: swap("pen down\n", "") },
  // Isle of Man, isleofman.com, Ballasalla
  { start: "Science Week at Ballasalla", right: sprite("Bus", FLAG, "glide (4) secs to x: (200) y: (0)", "say [All aboard!] for (2) seconds", "go to x: (-200) y: (0)"), wrong: swap("x: (-200)", "x: (0)") },
  {
    start: "My daughter (11) came home from Science Week",
    right: sprite("Cart", FLAG, "repeat (3)", "glide (1) secs to x: (0) y: (150)", "glide (1) secs to x: (200) y: (-150)", "end"),
    wrong: swap("repeat (3)", "repeat (1)"),
  },
  // Isle of Man, MICTA
  {
    start: "Code Week drop-in",
    right: `${stageWith("clicks")}// sprite: Book\n${FLAG}\nset [clicks v] to (0)\nwait until <(clicks) = [5]>\nsay [Borrowed!]\n\n${CLICKED}\nsay [Pick me!] for (1) seconds\nnext costume\nchange [clicks v] by (1)`,
    wrong: swap("[5]>", "[10]>"),
  },
  { start: "I am from Latvia, living in Ramsey", right: sprite("Sheep", "when [space v] key pressed", "change y by (40)", "wait (0.3) seconds", "change y by (-40)"), wrong: swap("change y by (40)", "change y by (20)") },
  // Jersey, XRM
  { start: "Ten-week course for Years 1 and 2", right: `${sprite("Cow", "when [m v] key pressed", "say [Moo!] for (1) seconds")}\n\n${sprite("Hen", "when [c v] key pressed", "say [Cluck!] for (1) seconds")}`, wrong: swap("[c v]", "[m v]") },
  { start: "My son (6) is on the coding course", right: sprite("Puppy", FLAG, "repeat (20)", "next costume", "move (5) steps", "end"), wrong: swap("repeat (20)", "repeat (10)") },
  // Jersey, Bailiwick Express
  {
    start: "Advanced coding club, Years 2-3",
    right: `${stageWith("score")}// sprite: Bat\n${FLAG}\nforever\ngo to (random position v)\nwait (1) seconds\nend\n\n${CLICKED}\nchange [score v] by (1)\nstart sound (Pop v)`,
    wrong: swap("change [score v] by (1)", "change [score v] by (-1)"),
  },
  {
    start: "i graduated from the advanced club",
    right: `// sprite: Ninja\nwhen [space v] key pressed\nchange y by (80)\nwait (0.3) seconds\nchange y by (-80)\n\nwhen [a v] key pressed\nchange x by (-8)\n\nwhen [d v] key pressed\nchange x by (8)`,
    wrong: swap("change x by (8)", "change x by (3)"),
  },
  // Jersey, Digital Jersey
  {
    start: "Teenage coding club, the games group",
    right: `${stageWith("lives")}${sprite("Diver", FLAG, "set [lives v] to (3)", "go to x: (-200) y: (0)", "forever", "if <touching (Jellyfish v)?> then", "change [lives v] by (-1)", "go to x: (-200) y: (0)", "end", "if <(lives) = [0]> then", "say [Game over]", "stop [all v]", "end", "end")}`,
    wrong: swap("change [lives v] by (-1)", "change [lives v] by (1)"),
  },
  { start: "My son is 14, in the teenage coding club", right: sprite("Button", CLICKED, "switch backdrop to (Page2 v)", "hide"), wrong: swap("(Page2 v)", "(Page1 v)") },
  // Angola, Jornal de Angola
  {
    start: "Formação em programação",
    right: sprite("Palanca", FLAG, "set x to (-200)", "repeat (20)", "move (20) steps", "next costume", "end", "say [Cheguei!] for (2) seconds"),
    wrong: swap("repeat (20)", "repeat (10)"),
  },
  {
    start: "Sou professor no Bengo",
    right: `${sprite("Baobab", FLAG, "say [Bem-vindos!] for (3) seconds")}\n\n${sprite("Bird", FLAG, "wait (3) seconds", "glide (2) secs to (Baobab v)")}`,
    wrong: swap("(Baobab v)", "(random position v)"),
  },
  {
    start: "tenho 12 anos e estudo",
    right: sprite("Ball", FLAG, "forever", "move (6) steps", "if <touching (edge v)?> then", "change [color v] effect by (25)", "end", "if on edge, bounce", "end"),
    wrong: swap("effect by (25)", "effect by (5)"),
  },
  // Angola, Menos Fios, the bus
  { start: "Community centre in the bus", right: sprite("Brush", FLAG, "erase all", "pen down", "repeat (12)", "move (80) steps", "turn right (150) degrees", "end"), wrong: swap("(150)", "(90)") },
  {
    start: "My son plays chess",
    right: `${stageWith("time")}${sprite("Clock", FLAG, "set [time v] to (60)", "repeat until <(time) = [0]>", "wait (1) seconds", "change [time v] by (-1)", "end", "say [Acabou!]")}`,
    wrong: swap("set [time v] to (60)", "set [time v] to (30)"),
  },
  // Angola, Menos Fios, Africa Code Week
  {
    start: "Teachers' training at the Mediateca",
    right: sprite("Pencil", FLAG, "erase all", "pen down", "repeat (6)", "repeat (4)", "move (50) steps", "turn right (90) degrees", "end", "turn right (60) degrees", "end"),
    wrong: swap("turn right (60) degrees", "turn right (30) degrees"),
  },
  { start: "I teach children in a church hall", right: sprite("Angel", FLAG, "say [Olá!] for (2) seconds", "go to x: (0) y: (0)", "change size by (50)"), wrong: swap("change size by (50)", "change size by (10)") },
  { start: "we won the mini hackathon", right: sprite("Trophy", FLAG, "repeat (36)", "move (10) steps", "turn right (10) degrees", "end"), wrong: swap("repeat (36)", "repeat (18)") },
  // Brunei, Tech Kids Camp
  {
    start: "Tech Kids Camp, day 3",
    right: `${stageWith("a", "b", "score")}${sprite("Robot", FLAG, "set [score v] to (0)", "set [a v] to (pick random (1) to (10))", "set [b v] to (pick random (1) to (10))", "ask (join (a) (join [ + ] (b))) and wait", "if <(answer) = ((a) + (b))> then", "change [score v] by (1)", "say [Betul!] for (2) seconds", "end")}`,
    wrong: swap("change [score v] by (1)", "change [score v] by (10)"),
  },
  { start: "im 11 in tutong", right: sprite("Planet", FLAG, "forever", "move (5) steps", "turn right (3) degrees", "end"), wrong: swap("turn right (3)", "turn right (30)") },
  {
    start: "My daughter's team won best presenter",
    right: sprite("Presenter", FLAG, "say [Assalamualaikum!] for (2) seconds", "say [Welcome to our game!] for (2) seconds"),
    wrong: swap("[Welcome to our game!] for (2)", "[Welcome to our game!] for (4)"),
  },
  // Brunei, ASEAN Cyberkids Camp
  { start: "Cyberkids camp, Smart City", right: `${sprite("Sun", CLICKED, "switch backdrop to (Night v)", "broadcast [night v]")}\n\n${sprite("Lamp", "when I receive [night v]", "switch costume to (On v)")}`, wrong: swap("(On v)", "(Off v)") },
  { start: "I am teacher from Tutong", right: sprite("Bus", FLAG, "repeat until <touching (Stop v)?>", "move (3) steps", "end", "wait (2) seconds", "say [Sampai!]"), wrong: swap("wait (2)", "wait (5)") },
  {
    start: "for the smart city camp",
    right: `${sprite("Door", FLAG, "switch costume to (Closed v)", "wait until <touching (Person v)?>", "switch costume to (Open v)")}\n\n// sprite: Person\n${sideKeys(5)}`,
    wrong: swap("(Open v)", "(Closed v)"),
  },
  // Cayman Islands, Caymanian Times
  {
    start: "Cayman Brac robotics camp",
    right: sprite("Robot", FLAG, "say [Open the bag] for (1) seconds", "say [Take two slices] for (1) seconds", "say [Spread the jelly] for (1) seconds", "say [Put them together] for (1) seconds"),
    wrong: swap("[Spread the jelly] for (1)", "[Spread the jelly] for (3)"),
  },
  { start: "im 14 from cayman brac", right: sprite("Robot", FLAG, "forever", "move (3) steps", "if <touching (Wall v)?> then", "turn right (90) degrees", "end", "end"), wrong: swap("turn right (90)", "turn left (90)") },
  { start: "Hola, I am from Honduras working in Cayman", right: sprite("Robot", FLAG, "forever", "say (x position)", "end"), wrong: swap("(x position)", "(y position)") },
  // Cayman Islands, Minds Inspired
  {
    start: "Intro to programming in the new IT lab",
    right: sprite("Turtle", FLAG, "go to x: (-200) y: (0)", "repeat until <touching (Finish v)?>", "move (pick random (1) to (10)) steps", "wait (0.5) seconds", "end", "say [I win!]"),
    wrong: swap("wait (0.5)", "wait (2)"),
  },
  { start: "My daughter goes to the new coding lab", right: `// sprite: Stingray\n${FLAG}\nforever\nglide (2) secs to (random position v)\nend\n\n${CLICKED}\nsay [Hi!] for (1) seconds`, wrong: swap("glide (2)", "glide (5)") },
  { start: "We are Filipino family", right: `// sprite: Iguana\nwhen [h v] key pressed\nhide\n\nwhen [j v] key pressed\nshow`, wrong: swap("[j v]", "[k v]") },
  // Cayman Islands, Cayman Compass
  {
    start: "Flash camp for George Town Primary",
    right: sprite("Robot", FLAG, "switch costume to (Part1 v)", "wait (1) seconds", "switch costume to (Part2 v)", "wait (1) seconds", "switch costume to (Part3 v)", "say [I am alive!]"),
    wrong: swap("(Part2 v)", "(Part1 v)"),
  },
  {
    start: "im 8 and i built my first robot",
    right: sprite("Robot", "when [d v] key pressed", "repeat (5)", "turn right (20) degrees", "wait (0.2) seconds", "turn left (20) degrees", "wait (0.2) seconds", "end"),
    wrong: swap("repeat (5)", "repeat (2)"),
  },
  // Saint Lucia, St Lucia News Online
  {
    start: "Christmas Coding Camp at St. Mary's",
    right: `${stageWith("gifts")}// sprite: Santa\n${sideKeys(10)}\n\n${FLAG}\nset [gifts v] to (0)\nforever\nif <touching (Chimney v)?> then\nchange [gifts v] by (1)\nwait (1) seconds\nend\nend`,
    wrong: swap("change [gifts v] by (1)", "change [gifts v] by (2)"),
  },
  {
    start: "Christmas Coding Camp, day 3",
    right: sprite("Elf", FLAG, "ask [How old are you?] and wait", "if <(answer) < [13]> then", "say [Kids' list!] for (2) seconds", "else", "say [Teens' list!] for (2) seconds", "end"),
    wrong: swap("[13]", "[10]"),
  },
  {
    start: "at the christmas camp i made a snowman",
    right: sprite("Snowflake", FLAG, "go to x: (0) y: (180)", "forever", "change y by (-3)", "if <(y position) < [-170]> then", "set y to (180)", "end", "end"),
    wrong: swap("change y by (-3)", "change y by (3)"),
  },
  // Saint Lucia, Think Creative
  {
    start: "Mwen sé on tichè",
    right: sprite("Boat", FLAG, "forever", "move (5) steps", "if <touching (Reef v)?> then", "say [Watch out!] for (1) seconds", "turn right (180) degrees", "end", "end"),
    wrong: swap("turn right (180)", "turn right (90)"),
  },
  {
    start: "Hackathon practice, Form 2",
    right: `${sprite("Cloud", CLICKED, "create clone of (Drop v)")}\n\n// sprite: Drop\n${FLAG}\nhide\n\nwhen I start as a clone\nshow\nrepeat until <touching (edge v)?>\nchange y by (-5)\nend\ndelete this clone`,
    wrong: swap("change y by (-5)", "change y by (5)"),
  },
  // Grenada, Caribbean Science Foundation
  { start: "Saturday coding workshop in Grenada", right: sprite("Nutmeg", FLAG, "ask [How many nutmegs?] and wait", "say ((answer) * (3))"), wrong: swap("(3))", "(2))") },
  {
    start: "Saturday coding workshop, Level I",
    right: sprite("Thermometer", FLAG, "ask [Temperature?] and wait", "if <(answer) > [30]> then", "say [Hot!] for (2) seconds", "else", "say [Nice day] for (2) seconds", "end"),
    wrong: swap("[30]>", "[20]>"),
  },
  { start: "im 13 in st george's", right: `// sprite: Spice\nwhen [up arrow v] key pressed\nchange size by (10)\n\nwhen [down arrow v] key pressed\nchange size by (-10)`, wrong: swap("change size by (-10)", "change size by (10)") },
  // Suriname, ICT Association
  { start: "Hour of Code in Paramaribo", right: sprite("Robot", FLAG, "say [Hallo!] for (1) seconds", "repeat (4)", "move (25) steps", "wait (0.5) seconds", "end"), wrong: swap("move (25)", "move (50)") },
  { start: "Ik ben ICT student", right: sprite("Parrot", FLAG, "repeat (3)", "say [Sranan!] for (1) seconds", "turn right (120) degrees", "end"), wrong: swap("(120)", "(90)") },
  { start: "ik ben 10!!", right: `// sprite: Monkey\nwhen [w v] key pressed\nchange y by (10)\n\nwhen [s v] key pressed\nchange y by (-10)`, wrong: swap("[w v]", "[e v]") },
  // Suriname, Waterkant
  {
    start: "Girls in ICT Day in Klaaskreek",
    right: `${stageWith("points")}${sprite("Teacher", FLAG, "ask [What does a computer need to work?] and wait", "if <(answer) = [instructions]> then", "change [points v] by (1)", "say [Yes, code!] for (2) seconds", "end")}`,
    wrong: swap("change [points v] by (1)", "change [points v] by (5)"),
  },
  { start: "Mijn dochter (12)", right: sprite("Certificate", CLICKED, "set size to (150) %", "say [Gefeliciteerd!] for (2) seconds"), wrong: swap("(150) %", "(100) %") },
  { start: "ik ben 11 uit brokopondo", right: sprite("Robot", CLICKED, "move (50) steps", "say [Stap!] for (1) seconds"), wrong: swap("move (50)", "move (5)") },
  // Suriname, Nieuws Suriname
  {
    start: "Kinderuniversiteit, coding lecture",
    right: `${stageWith("score")}// sprite: Player\n${arrowKeys(5)}\n\n${FLAG}\nforever\nif <touching (Coin v)?> then\nchange [score v] by (1)\nwait (0.2) seconds\nend\nend\n\n${sprite("Coin", FLAG, "forever", "if <touching (Player v)?> then", "go to (random position v)", "end", "end")}`,
    wrong: swap("change [score v] by (1)", "change [score v] by (-1)"),
  },
  { start: "ik wil een game maken", right: sprite("Hero", FLAG, "ask [What's your name?] and wait", "say (join [Hoi ] (answer)) for (2) seconds"), wrong: swap("join [Hoi ] (answer)", "join [Hoi ] [you]") },
  {
    start: "My son (10) had the mobile coding class",
    right: sprite("Boat", FLAG, "forever", "change x by (3)", "if <(x position) > [240]> then", "set x to (-240)", "end", "end"),
    wrong: swap("set x to (-240)", "set x to (0)"),
  },
  // Cabo Verde, WebLab
  {
    start: "WebLab contest",
    right: `${stageWith("cleaned")}// sprite: Hero\n${arrowKeys(8)}\n\n${sprite("Trash", FLAG, "show", "wait until <touching (Hero v)?>", "change [cleaned v] by (1)", "hide")}`,
    wrong: swap("\nhide", "\nshow"),
  },
  { start: "tenho 15 e a minha escola", right: sprite("Hero", "when [space v] key pressed", "set size to (200) %", "wait (3) seconds", "set size to (100) %"), wrong: swap("wait (3)", "wait (1)") },
  { start: "Sou monitor do WebLab", right: sprite("Fish", FLAG, "forever", "glide (2) secs to x: (200) y: (0)", "glide (2) secs to x: (-200) y: (0)", "end"), wrong: swap("x: (-200)", "x: (0)") },
  // Cabo Verde, SAPO Notícias
  { start: "Hora do Código", right: sprite("Turtle", FLAG, "glide (5) secs to x: (200) y: (-120)", "say [Morabeza!] for (2) seconds"), wrong: swap("glide (5)", "glide (2)") },
  { start: "My son in Mindelo", right: sprite("Drum", CLICKED, "repeat (4)", "play drum (2 v) for (0.25) beats", "end"), wrong: swap("repeat (4)", "repeat (2)") },
  { start: "tenho 13 anos em santo antão", right: sprite("Cat", "when [t v] key pressed", "say (timer) for (2) seconds"), wrong: swap("(timer)", "(answer)") },
  // Vanuatu, OLPC wiki
  {
    start: "A drama class in Port Vila",
    right: `${sprite("Mama", FLAG, "say [Yu kam long haos!] for (2) seconds", "broadcast [reply v]")}\n\n${sprite("Pikinini", "when I receive [reply v]", "say [Mi kam!] for (2) seconds")}`,
    wrong: swap("say [Mi kam!]", "say [No!]"),
  },
  { start: "Mi tija long Efate", right: sprite("Coconut", CLICKED, "repeat (15)", "change y by (-10)", "end", "say [Bum!] for (1) seconds"), wrong: swap("repeat (15)", "repeat (5)") },
  { start: "mi 12 yia", right: `// sprite: Canoe\n${sideKeys(6)}`, wrong: swap("change x by (6)", "change x by (2)") },
  // Solomon Islands, Litehaus International
  {
    start: "IT class, Form 1, Honiara",
    right: `// sprite: Shark\n${FLAG}\nforever\nmove (4) steps\nif on edge, bounce\nend\n\n${FLAG}\nforever\nnext costume\nwait (0.3) seconds\nend`,
    wrong: swap("wait (0.3)", "wait (1)"),
  },
  { start: "I am student in Honiara high school", right: `// sprite: Ball\nwhen [m v] key pressed\ngo to (mouse-pointer v)\nsay [Yes!] for (1) seconds`, wrong: swap("(mouse-pointer v)", "(random position v)") },
  {
    start: "Honiara, Form 2, variables",
    right: `${stageWith("fish")}${sprite("Fisherman", FLAG, "set [fish v] to (0)", "repeat (5)", "wait (1) seconds", "change [fish v] by (2)", "say (fish)", "end")}`,
    wrong: swap("change [fish v] by (2)", "change [fish v] by (1)"),
  },
  // the classics
  {
    start: "Year 5 in Belfast, a maze",
    right: `${stageWith("key")}// sprite: Crab\n${arrowKeys(4)}\n\n${FLAG}\nset [key v] to (0)\ngo to x: (-200) y: (150)\nforever\nif <touching (Wall v)?> then\ngo to x: (-200) y: (150)\nend\nif <touching (Key v)?> then\nset [key v] to (1)\nend\nif <<touching (Door v)?> and <(key) = [1]>> then\nsay [Free!]\nstop [all v]\nend\nend`,
    wrong: swap("set [key v] to (1)", "set [key v] to (2)"),
  },
  {
    start: "catch game!!",
    right: `${stageWith("mangos")}// sprite: Basket\n${sideKeys(12)}\n\n${sprite("Mango", FLAG, "go to x: (0) y: (180)", "forever", "change y by (-5)", "if <touching (Basket v)?> then", "change [mangos v] by (1)", "go to x: (pick random (-200) to (200)) y: (180)", "end", "end")}`,
    wrong: swap("change y by (-5)", "change y by (-1)"),
  },
  {
    start: "My daughter (8) wants a chase game",
    right: `${sprite("Dog", FLAG, "go to x: (-200) y: (0)", "forever", "point towards (Cat v)", "move (3) steps", "if <touching (Cat v)?> then", "say [Got you!]", "stop [all v]", "end", "end")}\n\n${sprite("Cat", FLAG, "forever", "go to (mouse-pointer v)", "end")}`,
    wrong: swap("move (3) steps", "move (8) steps"),
  },
  {
    start: "Clicker game for my pupils in Paramaribo",
    right: `${stageWith("poms")}// sprite: Pom\n${FLAG}\nset [poms v] to (0)\nwait until <(poms) = [100]>\nsay [Pom king!]\n\n${CLICKED}\nchange [poms v] by (1)\nchange size by (2)\nwait (0.1) seconds\nchange size by (-2)`,
    wrong: swap("[100]", "[10]"),
  },
  {
    start: "Form 1 in Honiara, one player pong",
    right: `${stageWith("score")}// sprite: Paddle\n${sideKeys(15)}\n\n${sprite("Ball", FLAG, "go to x: (0) y: (100)", "point in direction (45)", "forever", "move (6) steps", "if on edge, bounce", "if <touching (Paddle v)?> then", "turn right (180) degrees", "change [score v] by (1)", "end", "if <(y position) < [-170]> then", "say [Missed!]", "stop [all v]", "end", "end")}`,
    wrong: swap("point in direction (45)", "point in direction (90)"),
  },
  {
    start: "pong 2 players!!!",
    right: `${stageWith("red", "blue")}// sprite: Red\nwhen [w v] key pressed\nchange y by (10)\n\nwhen [s v] key pressed\nchange y by (-10)\n\n// sprite: Blue\nwhen [up arrow v] key pressed\nchange y by (10)\n\nwhen [down arrow v] key pressed\nchange y by (-10)\n\n${sprite("Ball", FLAG, "go to x: (0) y: (0)", "point in direction (60)", "forever", "move (8) steps", "if on edge, bounce", "if <touching (Red v)?> then", "turn right (180) degrees", "end", "if <touching (Blue v)?> then", "turn right (180) degrees", "end", "if <(x position) > [230]> then", "change [red v] by (1)", "go to x: (0) y: (0)", "end", "if <(x position) < [-230]> then", "change [blue v] by (1)", "go to x: (0) y: (0)", "end", "end")}`,
    wrong: swap("change [blue v] by (1)", "change [red v] by (1)"),
  },
  {
    start: "Flappy game for my class in Vieux Fort",
    right: `// sprite: Pelican\n${FLAG}\ngo to x: (-100) y: (0)\nforever\nchange y by (-3)\nif <touching (Pole v)?> then\nsay [Oh no!]\nstop [all v]\nend\nend\n\nwhen [space v] key pressed\nchange y by (40)\n\n${sprite("Pole", FLAG, "go to x: (240) y: (0)", "forever", "change x by (-4)", "if <(x position) < [-240]> then", "set x to (240)", "end", "end")}`,
    wrong: swap("change y by (40)", "change y by (10)"),
  },
  {
    start: "Year 8 in St Helier, a platformer",
    right: `// sprite: Runner\n${sideKeys(6)}\n\n${FLAG}\nforever\nif <not <touching (Platform v)?>> then\nchange y by (-5)\nend\nif <touching (Goal v)?> then\nsay [Level complete!]\nswitch backdrop to (Level2 v)\nend\nend\n\nwhen [space v] key pressed\nrepeat (8)\nchange y by (15)\nend`,
    wrong: swap("repeat (8)", "repeat (2)"),
  },
  {
    start: "space shooter!! my Rocket",
    right: `${stageWith("points")}// sprite: Rocket\n${sideKeys(10)}\n\n// sprite: Bullet\n${FLAG}\nhide\n\nwhen [space v] key pressed\ncreate clone of (myself v)\n\nwhen I start as a clone\ngo to (Rocket v)\nshow\nrepeat until <touching (edge v)?>\nchange y by (15)\nif <touching (Alien v)?> then\nchange [points v] by (5)\ndelete this clone\nend\nend\ndelete this clone\n\n${sprite("Alien", FLAG, "forever", "move (4) steps", "if on edge, bounce", "if <touching (Bullet v)?> then", "go to (random position v)", "end", "end")}`,
    wrong: swap("change [points v] by (5)", "change [points v] by (1)"),
  },
  {
    start: "Snake in grade 7, Luanda",
    right: `${stageWith("speed")}// sprite: Snake\n${FLAG}\nset [speed v] to (3)\ngo to x: (0) y: (0)\nforever\nmove (speed) steps\nif <touching (Food v)?> then\nchange [speed v] by (1)\nwait (0.2) seconds\nend\nif <touching (edge v)?> then\nsay [Game over]\nstop [all v]\nend\nend\n\nwhen [up arrow v] key pressed\npoint in direction (0)\n\nwhen [down arrow v] key pressed\npoint in direction (180)\n\nwhen [left arrow v] key pressed\npoint in direction (-90)\n\nwhen [right arrow v] key pressed\npoint in direction (90)\n\n${sprite("Food", FLAG, "forever", "if <touching (Snake v)?> then", "go to (random position v)", "end", "end")}`,
    wrong: swap("set [speed v] to (3)", "set [speed v] to (1)"),
  },
  {
    start: "My son wants a top-down racing game",
    right: `${stageWith("laps")}// sprite: Kart\n${FLAG}\nreset timer\nset [laps v] to (0)\nforever\nif <touching (Grass v)?> then\nmove (-10) steps\nend\nif <touching (Finish v)?> then\nchange [laps v] by (1)\nwait until <not <touching (Finish v)?>>\nend\nif <(laps) = [3]> then\nsay (timer)\nstop [all v]\nend\nend\n\nwhen [up arrow v] key pressed\nmove (6) steps\n\nwhen [left arrow v] key pressed\nturn left (10) degrees\n\nwhen [right arrow v] key pressed\nturn right (10) degrees`,
    wrong: swap("move (-10) steps", "move (-2) steps"),
  },
  {
    start: "virtual pet!! my Puppy",
    right: `${stageWith("hunger", "happiness")}// sprite: Puppy\n${FLAG}\nset [hunger v] to (5)\nset [happiness v] to (5)\nforever\nwait (4) seconds\nchange [hunger v] by (1)\nchange [happiness v] by (-1)\nif <(hunger) = [10]> then\nsay [I'm so hungry!] for (2) seconds\nend\nend\n\nwhen [p v] key pressed\nchange [happiness v] by (2)\n\n${sprite("Bone", CLICKED, "set [hunger v] to (0)")}`,
    wrong: swap("change [happiness v] by (2)", "change [happiness v] by (1)"),
  },
  {
    start: "Grade 3 in Paramaribo, a dress up game",
    right: `${sprite("Hat", CLICKED, "next costume")}\n\n${sprite("Dress", CLICKED, "next costume")}\n\n${sprite("Shoes", CLICKED, "next costume")}\n\n${sprite("Mirror", CLICKED, "say [Mooi!] for (2) seconds")}`,
    wrong: swap("say [Mooi!]", "say [Hoi!]"),
  },
  {
    start: "Year 6 in Douglas, a quiz",
    right: `${stageWith("score")}${sprite("Viking", FLAG, "set [score v] to (0)", "ask [What is the Manx word for hello?] and wait", "if <(answer) = [moghrey mie]> then", "change [score v] by (1)", "say [Right!] for (1) seconds", "end", "ask [How many legs has the Manx flag?] and wait", "if <(answer) = [3]> then", "change [score v] by (1)", "say [Right!] for (1) seconds", "end", "say (score)")}`,
    wrong: swap("[3]>", "[4]>"),
  },
  {
    start: "Story with characters talking in turn",
    right: `// sprite: Malice\n${FLAG}\nsay [I have a plan!] for (2) seconds\nbroadcast [bouki v]\n\nwhen I receive [malice v]\nsay [Follow me!] for (2) seconds\n\n${sprite("Bouki", "when I receive [bouki v]", "say [What plan?] for (2) seconds", "broadcast [malice v]")}`,
    wrong: swap("say [What plan?]", "say [Hello]"),
  },
  {
    start: "countdown for new year!!!",
    right: `${stageWith("count")}${sprite("Clock", FLAG, "set [count v] to (10)", "repeat (10)", "say (count) for (1) seconds", "change [count v] by (-1)", "end", "say [Happy New Year!]", "start sound (Cheer v)")}`,
    wrong: swap("change [count v] by (-1)", "change [count v] by (1)"),
  },
  {
    start: "Grade 2 maths in Castries, dice",
    right: `${stageWith("roll")}${sprite("Die", CLICKED, "set [roll v] to (pick random (1) to (6))", "switch costume to (roll)", "say (roll) for (1) seconds")}`,
    wrong: swap("to (6)", "to (10)"),
  },
  {
    start: "I help at the coding club in St Helier",
    right: `// stage\n// list teams = [Gannets, Puffins, Ormers]\n\n${sprite("Bucket", CLICKED, "say (item (pick random (1) to (length of [teams v])) of [teams v]) for (3) seconds")}`,
    wrong: swap("(3) seconds", "(1) seconds"),
  },
  { start: "pen drawing!! draw a star", right: sprite("Pen", FLAG, "erase all", "set pen size to (3)", "pen down", "repeat (5)", "move (100) steps", "turn right (144) degrees", "end"), wrong: swap("(144)", "(72)") },
  {
    start: "Music in Port Vila, a beat maker",
    right: `// sprite: Drums\nwhen [1 v] key pressed\nplay drum (1 v) for (0.25) beats\n\nwhen [2 v] key pressed\nplay drum (8 v) for (0.25) beats\n\nwhen [3 v] key pressed\nplay note (60) for (0.25) beats\n\nwhen [space v] key pressed\nrepeat (4)\nplay drum (1 v) for (0.25) beats\nplay drum (8 v) for (0.25) beats\nplay note (60) for (0.25) beats\nend`,
    wrong: swap("play drum (8 v) for (0.25) beats", "play drum (9 v) for (0.25) beats"),
  },
  { start: "Walking animation for my class in Lobito", right: sprite("Kid", FLAG, "repeat (25)", "move (8) steps", "next costume", "wait (0.15) seconds", "end", "switch costume to (Stand v)"), wrong: swap("(Stand v)", "(Walk v)") },
  {
    start: "My twins (7) want hide and seek",
    right: `${sprite("Seeker", FLAG, "say [3] for (1) seconds", "say [2] for (1) seconds", "say [1] for (1) seconds")}\n\n// sprite: Kitten\n${FLAG}\nwait (3) seconds\nrepeat (8)\nhide\ngo to (random position v)\nwait (1) seconds\nshow\nwait (1) seconds\nend\n\n${CLICKED}\nsay [You found me!] for (2) seconds`,
    wrong: swap("repeat (8)", "repeat (4)"),
  },
  {
    start: "Year 4 in Castletown, whack-a-mole",
    right: `${stageWith("whacks")}// sprite: Mole\n${FLAG}\nreset timer\nset [whacks v] to (0)\nforever\ngo to (random position v)\nshow\nwait (1) seconds\nif <(timer) > [30]> then\nsay (whacks)\nstop [all v]\nend\nend\n\n${CLICKED}\nchange [whacks v] by (1)\nhide`,
    wrong: swap("[30]>", "[60]>"),
  },
  // one-liners
  { start: "the Fish swims forever", right: sprite("Fish", FLAG, "forever", "move (3) steps", "if on edge, bounce", "end"), wrong: swap("forever", "repeat (10)") },
  { start: "the Bat flaps its wings", right: sprite("Bat", FLAG, "forever", "next costume", "wait (0.2) seconds", "end"), wrong: swap("next costume", "turn right (15) degrees") },
  { start: "make the Cat say meow", right: sprite("Cat", CLICKED, "say [Meow!]"), wrong: withExtraScript },
  { start: "the Ball bounces around", right: sprite("Ball", FLAG, "forever", "move (5) steps", "if on edge, bounce", "end"), wrong: swap("if on edge, bounce\n", "") },
  { start: "hide the Ghost", right: sprite("Ghost", "when [h v] key pressed", "hide"), wrong: swap("\nhide", "\nshow") },
  { start: "the Car drives to the right", right: sprite("Car", "when [d v] key pressed", "change x by (10)"), wrong: swap("[d v]", "[a v]") },
  { start: "P1: the Sun grows", right: sprite("Sun", CLICKED, "change size by (10)"), wrong: swap("(10)", "(-10)") },
  { start: "Year 2: the Parrot", right: sprite("Parrot", FLAG, "say [Hello!] for (2) seconds"), wrong: swap("(2)", "(5)") },
  {
    start: "Reception: the Star twinkles",
    right: sprite("Star", FLAG, "forever", "change [ghost v] effect by (50)", "wait (0.5) seconds", "change [ghost v] effect by (-50)", "wait (0.5) seconds", "end"),
    wrong: swap("forever", "repeat (3)"),
  },
  { start: "My son wants the Dinosaur to roar", right: sprite("Dinosaur", "when [space v] key pressed", "start sound (Roar v)"), wrong: swap("[space v]", "[r v]") },
  { start: "My daughter wants the Unicorn", right: sprite("Unicorn", FLAG, "go to x: (0) y: (0)"), wrong: swap("x: (0) y: (0)", "x: (100) y: (0)") },
  { start: "Can the Fairy glide", right: sprite("Fairy", CLICKED, "glide (1) secs to (mouse-pointer v)"), wrong: swap("(mouse-pointer v)", "(random position v)") },
  { start: "Please the Horse run", right: sprite("Horse", FLAG, "forever", "change x by (-5)", "end"), wrong: swap("(-5)", "(5)") },
  { start: "How make the Cloud disappear", right: sprite("Cloud", FLAG, "repeat (10)", "change [ghost v] effect by (10)", "wait (0.1) seconds", "end"), wrong: swap("effect by (10)", "effect by (-10)") },
  { start: "I want the Clock turn 6 degrees", right: sprite("Clock", FLAG, "forever", "turn right (6) degrees", "wait (1) seconds", "end"), wrong: swap("wait (1)", "wait (2)") },
  // near-misses: the classic's parts added make them wrong
  {
    start: "a snake but NOT a game",
    right: sprite("Pen", FLAG, "erase all", "pen down", "repeat (8)", "turn right (30) degrees", "move (20) steps", "turn left (30) degrees", "move (20) steps", "end"),
    wrong: (right) => `${right}\n\nwhen [up arrow v] key pressed\npoint in direction (0)`,
  },
  {
    start: "Story time, Year 1 in Jersey",
    right: `${sprite("Hare", FLAG, "glide (1) secs to x: (200) y: (0)", "say [I'll sleep now] for (2) seconds")}\n\n${sprite("Tortoise", FLAG, "wait (3) seconds", "glide (6) secs to x: (220) y: (0)", "say [Slow and steady!] for (2) seconds")}`,
    wrong: (right) => `${right}\n\nwhen [right arrow v] key pressed\nmove (10) steps`,
  },
  {
    start: "My son wants a pet, but not",
    right: sprite("Biscuit", CLICKED, "repeat (5)", "turn right (10) degrees", "turn left (10) degrees", "end"),
    wrong: (right) => `${stageWith("hunger")}${right}\n\n${FLAG}\nforever\nwait (5) seconds\nchange [hunger v] by (1)\nend`,
  },
];

/** Second wrong variants of some right answers: a part dropped, a check left out, a line that never comes. */
const SECOND_WRONGS: [string, (right: string) => string][] = [
  ["Year 5 in Belfast, a maze", swap("stop [all v]\n", "")],
  ["catch game!!", swap("change [mangos v] by (1)\n", "")],
  ["Form 1 in Honiara, one player pong", swap("if on edge, bounce\n", "")],
  ["pong 2 players!!!", swap("if <touching (Blue v)?> then\nturn right (180) degrees\nend\n", "")],
  ["Snake in grade 7, Luanda", swap("change [speed v] by (1)\n", "")],
  ["My son wants a top-down racing game", (right) => right.replace("reset timer\n", "").replace("say (timer)", "say [You win!]")],
  ["virtual pet!! my Puppy", swap("\n\n// sprite: Bone\nwhen this sprite clicked\nset [hunger v] to (0)", "")],
  ["Grade 3 in Paramaribo, a dress up game", (right) => changeLast(right, "next costume", "switch costume to (costume1 v)")],
  ["Year 6 in Douglas, a quiz", swap("say (score)", "say [Well done]")],
  ["Year 4 in Castletown, whack-a-mole", swap("change [whacks v] by (1)\n", "")],
  ["space shooter!! my Rocket", swap("create clone of (myself v)", "say [pew]")],
  ["Teenage coding club, the games group", swap("stop [all v]\n", "")],
];

const firstAnswer = (start: string): THandWrittenAnswer => firstAnswerTo(ANSWERS, start);
const ALL_ANSWERS = withSecondWrongs(ANSWERS, SECOND_WRONGS);

describe("unseen-18 rubrics, on hand-written answers", () => {
  itHoldsThePartsShape(UNSEEN_18_HELD_OUT_REQUESTS, ANSWERS, 4);

  itChecksThePartsRubrics(UNSEEN_18_HELD_OUT_REQUESTS, ALL_ANSWERS, { right: 148, wrong: 148 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("virtual pet!! my Puppy");
    const right = firstAnswer("virtual pet!! my Puppy").right;
    const withoutTheBone = right.replace("\n\n// sprite: Bone\nwhen this sprite clicked\nset [hunger v] to (0)", "");
    expect(withoutTheBone).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutTheBone, leftOut: ["the Bone that feeds the puppy"] }).verdict).toBe("partial-named");
  });

  it("a near-miss built as the classic it sounds like is wrong, and declining it is not right", () => {
    for (const start of ["a snake but NOT a game", "Story time, Year 1 in Jersey", "My son wants a pet, but not"]) {
      expect(gradeAnswer(requestStarting(start), { kind: "declined" }).verdict, start).toBe("partial-named");
      expect(requestStarting(start).mustNot?.length ?? 0, start).toBeGreaterThan(0);
    }
  });

  it("a declined request is not answered by a program", () => {
    for (const start of ["make a scratch game that finds out", "Can you make Scratch project that download", "I want a Scratch project that records", "make a game that makes fun"]) {
      expect(gradeAnswer(requestStarting(start), program("// sprite: Cat\nwhen green flag clicked\nsay [Hello!]")).verdict, start).toBe("wrong-unsaid");
    }
  });
});
