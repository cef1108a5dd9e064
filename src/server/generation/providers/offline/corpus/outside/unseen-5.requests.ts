import { rubricRequest, type TRubricRequest } from "./rubric.types";

/**
 * An eighth held-out part of the outside corpus (issue 26), written on 2026-11-26 by a helper
 * session (s7) that never read the offline generator's code, its tests, its recipes, its plan
 * modules nor any of its answers, and never put these requests to it. The earlier unseen parts
 * (unseen to unseen-4) have been measured or read, so they are development material now. Each
 * group is written after an outside source that no other file of this folder names (a US 5th-grade
 * maze sequence, San Francisco's grades 3-5 conditionals unit, the Australian Curriculum's
 * elaborations, New Zealand Year 7 and 8 units, a children's Scratch book from Russia and one from
 * the US, the Philippines' TechnoKids guide, a Thai tutorial, an Italian course, a Belgian and a
 * Finnish racing lesson, a Greek maze, a Brazilian lesson plan, English primary lessons on random
 * questions, dice data and number lists, a Queensland virtual-pet checklist, US grade 4 and 5 plans,
 * a coding school's collision lessons, two racing tutorials, a pupil's blog, a teen's clicker post,
 * a scrolling-platformer tutorial, homeschooling parents' blogs), never copied from it; the source's
 * address is above each group. Requests in children's and parents' words are written after the
 * kinds of project those sources describe. No one tunes the generator on it: only
 * `npm run bench -- offline` puts it to the generator, and its one test (unseen-5.rubric.test.ts)
 * grades hand-written answers with it, never the generator's.
 *
 * Rubric habit kept throughout (as unseen-4): ` | ` alternatives only in an item's last step, `||`
 * for whole alternatives otherwise; a `NAME:` target only for one-word sprite names. A list's items
 * declared in the project's header are not block lines, so a list is checked by name.
 */
const r = rubricRequest;

const SOUND = "play sound * | start sound * | play drum * | play note *";
const GAME_ENDS = "stop all | broadcast * | say game over* | switch backdrop to * | switch costume to *";
/** A forever (or repeat-until) loop that waits SECONDS and changes VAR by BY, in either order. */
const every = (seconds: string, variable: string, by: string) =>
  [`forever -> wait ${seconds} seconds -> change ${variable} by ${by}`, `forever -> change ${variable} by ${by} -> wait ${seconds} seconds`, `repeat until * -> wait ${seconds} seconds -> change ${variable} by ${by}`, `repeat until * -> change ${variable} by ${by} -> wait ${seconds} seconds`].join(" || ");
/** A condition on CONDITION that runs STEPS: an if in a loop, a wait until, or the end of a repeat until. */
const when = (condition: string, steps: string, target = "") =>
  [`${target}if ${condition} then -> ${steps}`, `${target}wait until ${condition} -> ${steps}`, `${target}repeat until ${condition} -> ${steps}`].join(" || ");
/** A number reaching N, however the condition is written: `= N`, `> N-1`, or waited for. */
const reaches = (n: number, what = "*") =>
  `text if ${what} = ${n} then | wait until ${what} = ${n} | repeat until ${what} = ${n} | if ${what} > ${n - 1} then | wait until ${what} > ${n - 1} | repeat until ${what} > ${n - 1}`;

export const UNSEEN_5_HELD_OUT_REQUESTS: TRubricRequest[] = [
  // ---- a 5th-grade maze sequence at Casady School, Oklahoma (sites.google.com/casady.org/mdtech/lessons/scratch-maze, also
  // lessons.wesfryer.com/lessons/scratch-maze): "Forever - If" loops, day 1 a basic maze, day 2 a "You Win" screen, day 3 a second level
  r("teacher", "lesson", "5th grade maze, day 1 (Forever - If loops): the Mouse starts at x -200 y -150. Use one forever loop with an if for each arrow key (key pressed?), 4 steps each way, not the 'when key pressed' hats. If it touches the black walls it goes back to the start.", [
    "sprite Mouse",
    "Mouse: when flag clicked -> go to x: -200 y: -150",
    "Mouse: when flag clicked -> forever -> if key right arrow pressed? then -> change x by 4 | move 4 steps",
    "Mouse: when flag clicked -> forever -> if key left arrow pressed? then -> change x by -4 | move 4 steps",
    "Mouse: when flag clicked -> forever -> if key up arrow pressed? then -> change y by 4 | move 4 steps",
    "Mouse: when flag clicked -> forever -> if key down arrow pressed? then -> change y by -4 | move 4 steps",
    "Mouse: if touching color *? then -> go to x: -200 y: -150",
  ], ["when right arrow key pressed", "when left arrow key pressed"]),
  r("teacher", "lesson", "Maze, day 2: add a \"You Win\" screen. When the Mouse touches the Cheese it broadcasts win; the stage switches to the You Win backdrop and the Mouse hides.", [
    "sprite Mouse",
    "sprite Cheese",
    `${when("touching cheese?", "broadcast win", "Mouse: ")} || ${when("touching mouse?", "broadcast win", "Cheese: ")}`,
    "Stage: when i receive win -> switch backdrop to you win* || when i receive win -> switch backdrop to you win* || broadcast win* -> switch backdrop to you win*",
    "Mouse: when i receive win -> hide || Mouse: broadcast win* -> hide",
  ]),
  r("teacher", "lesson", "Maze, day 3: a second level. When the Mouse touches the green exit colour, the backdrop switches to Level 2 and the Mouse goes back to x -200 y -150.", [
    "sprite Mouse",
    `${when("touching color *?", "switch backdrop to level 2* -> go to x: -200 y: -150", "Mouse: ")} || ${when("touching color *?", "go to x: -200 y: -150 -> switch backdrop to level 2*", "Mouse: ")} || ${when("touching color *?", "next backdrop -> go to x: -200 y: -150", "Mouse: ")}`,
  ]),

  // ---- San Francisco Unified's grades 3-5 CS unit 3 "Conditionals", "Plan: Amazing Mazes" (sites.google.com/sfusd.edu/3-5cs/blue/unit-3-conditionals/plan-amazing-mazes):
  // conditionals, initializing a sprite, parallelism
  r("teacher", "lesson", "Amazing Mazes mini-lesson on conditionals (grades 3-5): initialize the Bee at x -180 y 140 pointing right (direction 90). Then forever: if it touches the Honey, it says \"Yum!\" for 2 seconds and goes back to the start.", [
    "sprite Bee",
    "sprite Honey",
    "Bee: when flag clicked -> go to x: -180 y: 140",
    "Bee: point in direction 90",
    "Bee: forever -> if touching honey? then -> say yum* for 2 seconds -> go to x: -180 y: 140 || Bee: forever -> if touching honey? then -> say yum* -> wait 2 seconds -> go to x: -180 y: 140",
  ]),
  r("teacher", "lesson", "Parallelism: two scripts run at once when the flag is clicked. The Fish swims (move 5 steps, bounce on the edge) forever, and at the same time changes its colour effect by 25 every second.", [
    "sprite Fish",
    "Fish: when flag clicked -> forever -> move 5 steps -> if on edge, bounce || Fish: when flag clicked -> forever -> if on edge, bounce -> move 5 steps",
    "Fish: when flag clicked -> forever -> change color effect by 25 -> wait 1 seconds || Fish: when flag clicked -> forever -> wait 1 seconds -> change color effect by 25",
  ]),

  // ---- the Australian Curriculum's Digital Technologies content description AC9TDI6P05 and its elaborations, Years 5-6
  // (scootle.edu.au/ec/search?accContentId=AC9TDI6P05): fixing the left arrow, shapes from the user's input, a graded quiz, rangers' traps
  r("teacher", "lesson", "Years 5-6 debugging: \"when I press the left arrow key, the cat should move left\", but the pupils' cat moves right because they used 10. Write it correctly: the left arrow changes x by -10 and the right arrow changes x by 10.", [
    "@key left arrow -> change x by -10",
    "@key right arrow -> change x by 10",
  ], ["@key left arrow -> change x by 10"]),
  r("teacher", "lesson", "Year 6: ask the user how many sides the shape should have and store the answer in a variable called sides, then draw that shape with the pen, each side 80 steps long, turning 360 / sides degrees.", [
    "var sides",
    "ask * -> set sides to answer",
    "pen down",
    "repeat sides -> move 80 steps -> turn * 360 / sides degrees",
  ]),
  r("teacher", "lesson", "Year 6 interactive quiz with feedback and a grade: 4 questions, each right answer adds 1 to score. At the end a score of 4 says \"Gold\", 2 or 3 says \"Silver\", and less says \"Keep practising\".", [
    "var score",
    "ask * -> if answer = * then -> change score by 1",
    "text if score = 4 then | if score > 3 then",
    "say gold*",
    "say silver*",
    "say keep practising*",
  ]),
  r("teacher", "lesson", "Simulating rangers' work (Years 5-6): a trap closes by itself. When the Feral cat touches the Bait, the Gate switches to its closed costume and the Ranger says \"Caught one!\"", [
    "sprite Gate",
    "sprite Bait",
    "sprite Ranger",
    "text touching bait? | touching feral cat?",
    "Gate: switch costume to closed*",
    "Ranger: say caught one*",
  ]),

  // ---- New Zealand: a Year 7 digital technology unit (te-kete-ako.pages.dev/units/y7-digital-technology: a kiwi bird
  // across the screen, an NZ-themed maze, a kiwi finding its way home) and Kuraplan's Year 8 "Scratch Coding Basics"
  // (kuraplan.com/nz/plans/scratch-coding-basics--a216cb9a): sequence, loops and events
  r("teacher", "lesson", "Year 7 animation: the Kiwi walks across the screen. It goes to x -220 y -100, then repeats 20 times: move 10 steps, next costume, wait 0.2 seconds.", [
    "sprite Kiwi",
    "Kiwi: go to x: -220 y: -100",
    "Kiwi: repeat 20 -> move 10 steps | change x by 10",
    "Kiwi: repeat 20 -> next costume",
    "Kiwi: repeat 20 -> wait 0.2 seconds",
  ]),
  r("teacher", "lesson", "Extension: an NZ-themed maze where the Kiwi finds its way home. The arrow keys move it 5 at a time, touching the blue river sends it back to x -200 y 0, and touching the Nest makes it say \"Home at last!\"", [
    "sprite Kiwi",
    "sprite Nest",
    "Kiwi: @key right arrow -> change x by 5 | move 5 steps",
    "Kiwi: @key left arrow -> change x by -5 | move 5 steps",
    "Kiwi: @key up arrow -> change y by 5 | move 5 steps",
    "Kiwi: @key down arrow -> change y by -5 | move 5 steps",
    "Kiwi: if touching color *? then -> go to x: -200 y: 0",
    when("touching nest?", "say home at last*", "Kiwi: "),
  ]),
  r("teacher", "lesson", "Year 8, sequence, loop and event: when the space key is pressed the Tui plays its chirp sound once and then flaps its wings (next costume) 10 times, 0.1 seconds apart.", [
    "sprite Tui",
    `Tui: @key space -> ${SOUND}`,
    "Tui: @key space -> repeat 10 -> next costume",
    "Tui: @key space -> repeat 10 -> wait 0.1 seconds",
  ]),
  r("teacher", "lesson", "Te reo Māori greeting: when the flag is clicked the Kiwi says \"Kia ora!\" for 2 seconds, then asks \"What is your name?\" and says \"Ka pai\" joined with the name.", [
    "when flag clicked -> say kia ora* for 2 seconds -> ask what is your name* -> say *ka pai*answer* || when flag clicked -> say kia ora* -> wait 2 seconds -> ask what is your name* -> say *ka pai*answer*",
  ]),

  // ---- Nathan Jobs, "Coding for Kids: Scratch" (2020; its contents on dokumen.pub): "Merry Go Round" (a loop within a loop),
  // "Let's Dance", "The Calculator", "The Magician"
  r("parent", "tutorial", "We're on the calculator chapter of my son's Scratch book: the cat asks for a first number and then a second number, then says their sum for 2 seconds and then their difference for 2 seconds.", [
    "ask * -> set * to answer -> ask *",
    "say *+* for 2 seconds || say *+* -> wait 2 seconds",
    "say *-* for 2 seconds || say *-* -> wait 2 seconds",
  ]),
  r("child", "tutorial", "the magician one from my book!! the Magician says abracadabra and then the Rabbit appears (show) and disappears again after 2 seconds. the rabbit is hidden at the start", [
    "sprite Magician",
    "sprite Rabbit",
    "Magician: say abracadabra*",
    "Rabbit: when flag clicked -> hide",
    "Rabbit: when i receive * -> show -> wait 2 seconds -> hide || Rabbit: wait # seconds -> show -> wait 2 seconds -> hide",
  ]),
  r("teacher", "tutorial", "A loop within a loop: draw 6 squares with sides of 50 steps, turning 60 degrees after each square, so they make a flower.", [
    "pen down",
    "repeat 6 -> repeat 4 -> move 50 steps -> turn * 90 degrees -> turn * 60 degrees",
  ]),
  r("child", "tutorial", "dance party like in my book: the Dancer goes to the next costume every half a second forever, the music plays over and over, and when i press space the backdrop changes", [
    "sprite Dancer",
    "Dancer: forever -> next costume -> wait 0.5 seconds || Dancer: forever -> wait 0.5 seconds -> next costume",
    "forever -> play sound * | play sound * until done | start sound *",
    "@key space -> next backdrop | switch backdrop to *",
  ]),

  // ---- Denis and Artem Golikov, "A Book For Young Programmers On Scratch" (2013, translated from Russian; vdocuments.site):
  // a cartoon with a flying cat and a bat, the adventures of Theseus Kitten, a game with mines
  r("non-native", "tutorial", "From the Golikov book: cartoon with a flying Cat and a Bat. The cat fly from left to right and change costumes, the bat fly in the other direction also changing costume, both forever.", [
    "sprite Cat",
    "sprite Bat",
    "Cat: forever -> next costume",
    "Bat: forever -> next costume",
    "Cat: change x by # | glide * | move # steps",
    "Bat: change x by -# | glide * | move # steps",
  ]),
  r("non-native", "tutorial", "Game with mines: the Tank move with arrows. On the field are 5 Mine clones in random places. If the tank touch a mine, play explosion sound and the game is over.", [
    "sprite Tank",
    "sprite Mine",
    "Tank: @arrows",
    "Mine: repeat 5 -> create clone of myself",
    "Mine: go to random position | go to x: pick random *",
    `${when("touching mine?", SOUND, "Tank: ")} || ${when("touching tank?", SOUND, "Mine: ")}`,
    `text ${GAME_ENDS}`,
  ]),
  r("non-native", "tutorial", "Theseus Kitten go through the labyrinth to the Minotaur. Kitten move with arrows and if touch the wall go back 5 steps. When kitten touch Minotaur, Minotaur say 'Who are you?' and then kitten say 'I am Theseus!'", [
    "sprite Kitten",
    "sprite Minotaur",
    "Kitten: @arrows",
    "if touching color *? then -> move -5 steps | change x by * | change y by *",
    "Minotaur: say who are you*",
    "Kitten: say i am theseus*",
  ], ["Minotaur: say i am theseus*"]),

  // ---- TechnoKids Philippines, "Code" curriculum guide, unit one (scribd.com/document/813414609): meeting 6 "Locate and Rotate",
  // meeting 7 "Draw Artwork with the Pen"
  r("non-native", "lesson", "Meeting 6, locate and rotate: the Jeepney start at x -200 y -120 and point in direction 90, glide 3 seconds to x 200 y -120, then turn around and glide back to x -200 y -120 in 3 seconds.", [
    "sprite Jeepney",
    "Jeepney: go to x: -200 y: -120 -> point in direction 90 -> glide 3 secs to x: 200 y: -120 -> glide 3 secs to x: -200 y: -120",
    "Jeepney: turn * 180 degrees | point in direction -90",
  ]),
  r("teacher", "lesson", "Meeting 7, artwork with the pen: set the pen size to 5 and a pen colour, then repeat 8 times: draw a circle (repeat 36: move 10 steps, turn 10 degrees) and turn 45 degrees.", [
    "set pen size to 5",
    "set pen color to * | change pen color by *",
    "pen down",
    "repeat 8 -> repeat 36 -> move 10 steps -> turn * 10 degrees -> turn * 45 degrees",
  ]),

  // ---- vdolearning, Thailand, "Scratch game: collecting stars" (vdolearning.com/vdotutor/index.php/96-computer-science/scratch/scratch-games/490-scratch-game-star)
  r("non-native", "tutorial", "Game collect star: the Starfish follow the mouse pointer forever and stay in the front layer. When the starfish touch the Star, score + 1 and the star go to another random position.", [
    "sprite Starfish",
    "sprite Star",
    "var score",
    "Starfish: forever -> go to mouse-pointer",
    "Starfish: go to front layer",
    `${when("touching star?", "change score by 1", "Starfish: ")} || ${when("touching starfish?", "change score by 1", "Star: ")}`,
    "Star: go to random position | go to x: pick random *",
  ]),

  // ---- pagineweb.biz, Italy, "Scratch programming for beginners course" (pagineweb.biz/english/scratch-programming-for-beginners-course.html):
  // lesson 3 "Adding a friend" (a cat chasing a mouse), lesson 8 "Treasure hunt"
  r("non-native", "course", "Lesson 3 'Adding a friend': the Cat chase the Mouse. The mouse go to a random position every 1 second, the cat point towards the mouse and move 3 steps, forever.", [
    "sprite Cat",
    "sprite Mouse",
    "Mouse: forever -> go to random position -> wait 1 seconds || Mouse: forever -> wait 1 seconds -> go to random position || Mouse: forever -> glide 1 secs to random position",
    "Cat: forever -> point towards mouse -> move 3 steps",
  ]),
  r("non-native", "course", "Lesson 8 'Treasure hunt': the pirate Pete walk with the arrow keys. The Treasure is hidden; when Pete is near (distance less than 50) the treasure show and say 'You found the treasure!'", [
    "sprite Pete",
    "sprite Treasure",
    "Pete: @arrows",
    "Treasure: when flag clicked -> hide",
    "Treasure: if distance to pete < 50 then -> show || Treasure: wait until distance to pete < 50 -> show",
    "Treasure: say you found the treasure*",
  ]),

  // ---- Odisee University College, Belgium, "Codescool", 5 "Let's race!" (codescool.odisee.be/en/5-racen-maar)
  r("non-native", "course", "Let's race: the car turn with the left and right arrow and go forward with the up arrow. If the car touch the green grass it go back to the start (x -180, y -130). When it touch the finish (red colour) it say the time of the timer and stop.", [
    "@key up arrow -> move # steps",
    "@key left arrow -> turn * # degrees",
    "@key right arrow -> turn * # degrees",
    "reset timer",
    "if touching color *? then -> go to x: -180 y: -130",
    "text say *timer*",
    "text stop all | stop this script | stop other scripts in sprite",
  ]),

  // ---- Linkki, University of Helsinki, Finland, a club's racing-game material "Kierrosaika" (lap time), Jenna Tuominen 2013
  // (cs.helsinki.fi/group/linkki/materiaali/kerho/mustakivi/Kierrosaika.html)
  r("non-native", "lesson", "Lap time for our racing game: at each lap the timer reset. Make variables 'best time' and 'new time'; best time start very big (999). When the car touch the finish line: set new time to timer, if new time < best time then set best time to new time, and reset the timer.", [
    "var best time",
    "var new time",
    "set best time to 999",
    "set new time to timer -> if new time < best time then -> set best time to new time || set new time to timer -> if best time > new time then -> set best time to new time",
    "reset timer",
    "text touching finish*? | touching color *?",
  ]),

  // ---- e-me, Greece, a maze tutorial "7. If…" (blogs.e-me4all.eu/elfuth/7-maze/2): retrace the step when touching the wall colour
  r("non-native", "lesson", "Maze for my class in Greece: the hero move 5 with each arrow key, and after each move, if he touch the wall colour, he go back the same (moved 5, then move -5).", [
    "@key right arrow -> change x by 5 -> if touching color *? then -> change x by -5",
    "@key left arrow -> change x by -5 -> if touching color *? then -> change x by 5",
    "@key up arrow -> change y by 5 -> if touching color *? then -> change y by -5",
    "@key down arrow -> change y by -5 -> if touching color *? then -> change y by 5",
  ]),

  // ---- planejamentosdeaula.com, Brazil, "Introdução à Lógica de Programação com Scratch para Crianças" (3º ano do Ensino Fundamental)
  r("non-native", "lesson", "Aula do 3º ano: the Parrot (papagaio) say 'Olá, turma!' when we click it, and then fly to the Tree in 2 seconds.", [
    "sprite Parrot",
    "sprite Tree",
    "Parrot: when this sprite clicked -> say olá, turma* -> glide 2 secs to tree || Parrot: when this sprite clicked -> say olá, turma* -> glide 2 secs to x: *",
  ]),

  // ---- English primary lessons: "We are software developers", lesson 4, Y3/Y4 (sencolewis.co.uk/we-are-software-developers-lesson4-y3-y4):
  // random multiplication questions; Aldwyn Primary's Year 3 dice lesson with data (thelearningzone.aldwynprimary.org.uk/our-work/y3-coding);
  // a teacher's blog on lists of number properties (teachwithtechfnf.blogspot.com/2015/07); a primary computing twilight (slideplayer.com/17188130)
  r("teacher", "lesson", "Y3/4 lesson 4, random multiplication questions: set two variables, a and b, to pick random 1 to 10, ask the question with a join block, say \"Correct!\" if the answer is right and \"Wrong\" if not, all inside a forever loop.", [
    "var a",
    "var b",
    "forever -> set a to pick random 1 to 10 -> set b to pick random 1 to 10 -> ask join* -> if answer = * then -> say correct* -> else -> say wrong*",
  ]),
  r("teacher", "lesson", "Year 3, is a dice roll random? When the Dice is clicked it switches to a random costume from 1 to 6 and adds the number to a list called rolls, so we can count which numbers come up most.", [
    "sprite Dice",
    "list rolls",
    "Dice: when this sprite clicked -> switch costume to pick random 1 to 6 || Dice: when this sprite clicked -> set * to pick random 1 to 6 -> switch costume to *",
    "add * to rolls",
  ]),
  r("teacher", "lesson", "Maths with lists: a variable called random number is set to a random number from 1 to 100 and the sprite says it. A list called squares holds 1, 4, 9, 16, 25, 36, 49, 64, 81 and 100; if squares contains the random number, add 5 to points.", [
    "var random number",
    "list squares",
    "var points",
    "set random number to pick random 1 to 100",
    "say random number",
    "if squares contains random number? then -> change points by 5",
  ]),
  r("teacher", "lesson", "Loops for the 3 times table: a variable called number starts at 0, and a repeat 10 loop adds 3 to it and says it for 1 second, so the sprite says 3, 6, 9 … up to 30.", [
    "var number",
    "set number to 0 -> repeat 10 -> change number by 3 -> say number for 1 seconds || set number to 3 -> repeat 10 -> say number for 1 seconds -> change number by 3",
  ]),

  // ---- homeschooling parents: alligatorpurse.org ("Lesson Plan 3: Scratch Programming", 2013/04, a guess-the-number lesson),
  // educatingcasia.blogspot.com (2011/09, a girl making games for her brother), tadtownhomeschooling.com (2014/02/16, a son's
  // games and cartoons), eclectic-homeschool.com ("First Day of Easter Break", a platform game learned from videos),
  // gamecodeschool.com (a son's school coding competition)
  r("parent", "parent", "Homeschool co-op, week 3: the computer thinks of a number from 1 to 100, the kids guess, it says \"Too high\", \"Too low\" or \"Correct!\", and at the end it says how many guesses it took, using join.", [
    "set * to pick random 1 to 100",
    "text if answer > * then | if answer < * then | if * > answer then | if * < answer then",
    "text say too high*",
    "text say too low*",
    "text say correct*",
    "change * by 1",
    "text say join*",
  ]),
  r("parent", "parent", "My daughter (11) makes games for her little brother. Now a balloon game: click the Balloon and it gets 10 bigger; after 5 clicks it pops (plays a pop sound and hides).", [
    "sprite Balloon",
    "Balloon: when this sprite clicked -> change size by 10",
    `Balloon: ${SOUND}`,
    "Balloon: hide",
    `${reaches(5)} | if size > # then | wait until size > # | if size = # then`,
  ]),
  r("parent", "parent", "My youngest loves making cartoons. For this one: the Dog says \"Want to play?\" for 2 seconds and then broadcasts play, and the Ball rolls across the stage, turning 15 degrees and changing x by 10, 30 times.", [
    "sprite Dog",
    "sprite Ball",
    "Dog: say want to play* for 2 seconds -> broadcast play || Dog: say want to play* -> wait 2 seconds -> broadcast play",
    "Ball: when i receive play -> repeat 30 -> turn * 15 degrees",
    "Ball: when i receive play -> repeat 30 -> change x by 10",
  ]),
  r("parent", "parent", "My son learned platform games from YouTube but his character falls through the floor. Can you show the simple way: he falls 4 every frame unless he is touching the brown ground colour, and the up arrow makes him jump (change y by 8, fifteen times).", [
    "if not touching color *? then -> change y by -4 || if touching color *? then -> * -> else -> change y by -4",
    "@key up arrow -> repeat 15 -> change y by 8",
  ]),
  r("parent", "parent", "My son (10) is entering his school's Scratch competition. His game: click the Bug for 1 point, for 20 seconds. He wants a variable called high score that keeps the best score and is updated at the end when the score beats it.", [
    "sprite Bug",
    "var score",
    "var high score",
    "Bug: when this sprite clicked -> change score by 1",
    "text wait 20 seconds | wait until timer > 20 | wait until timer > 19 | repeat until timer > 20 | repeat until timer > 19 | set * to 20",
    "if score > high score then -> set high score to score || if high score < score then -> set high score to score",
  ], ["set high score to 0"]),

  // ---- Loreto College, Queensland, Year 8 Digital Technologies "Virtual Pet" task and checklist (dt.loreto.qld.edu.au/8_DD/scratch/7_virtual_pet.html)
  r("teacher", "lesson", "Year 8 virtual pet checklist: the Pet makes a greeting sound when it is clicked. Clicking the Food sprite makes the Pet glide to it; when it reaches the Food it plays an eating sound and goes back to its start at x 0 y -50. Create variables Hungry, Thirsty, Sleepy and Bored.", [
    "sprite Pet",
    "sprite Food",
    "var Hungry",
    "var Thirsty",
    "var Sleepy",
    "var Bored",
    `Pet: when this sprite clicked -> ${SOUND}`,
    "Food: when this sprite clicked -> broadcast * || Pet: when * -> glide * to food",
    "text glide * to food | touching food? | touching pet?",
    "Pet: go to x: 0 y: -50 | glide * to x: 0 y: -50",
  ]),
  r("child", "classic", "virtual pet bunny pls!! hunger goes up 1 every 3 sec and when u click the Carrot it goes down by 5. if hunger gets to 10 the Bunny is sad (sad costume)", [
    "sprite Bunny",
    "sprite Carrot",
    "var hunger",
    every("3", "hunger", "1"),
    "Carrot: when this sprite clicked -> change hunger by -5",
    "Bunny: switch costume to sad*",
    reaches(10, "hunger"),
  ]),

  // ---- US grade 4 and 5 plans: Experience CS, grade 4 lesson 3 "Here come the clones" (experience-cs.org/lessons/here-come-the-clones),
  // "Lesson Plan: Scratch Programming - Intermediate Level (5th Grade)" (dev.to/tobidelly), and Hayden Elementary's "Using Scratch to
  // Create a Multiple Game" (Alabama ALEX lesson 36019, read through the Nemotron-CC crawl)
  r("teacher", "lesson", "Grade 4, here come the clones: the Digit hides and makes 10 clones of itself. Each clone goes to a random x at the top (y 170), shows, glides to the bottom in 4 seconds and then deletes itself.", [
    "sprite Digit",
    "Digit: when flag clicked -> hide",
    "Digit: repeat 10 -> create clone of myself",
    "Digit: when i start as a clone -> go to x: pick random * y: 170 -> show -> glide 4 secs to x: * y: * -> delete this clone",
  ]),
  r("teacher", "lesson", "Grade 5, lesson 1 task: count in a variable called bounces how many times the Ball touches the edge, while it moves 8 steps and bounces forever.", [
    "var bounces",
    "forever -> move 8 steps",
    "if on edge, bounce",
    "if touching edge? then -> change bounces by 1",
  ]),
  r("teacher", "lesson", "Grade 5, lesson 2 chase game: the Player moves with the arrow keys; the Chaser glides to the Player forever, taking a variable called glide time (starting at 1 second), and every 10 seconds the glide time goes down by 0.1 so the chase gets faster.", [
    "sprite Player",
    "sprite Chaser",
    "var glide time",
    "Player: @arrows",
    "set glide time to 1",
    "Chaser: forever -> glide glide time secs to player",
    every("10", "glide time", "-0.1"),
  ]),
  r("teacher", "lesson", "Grade 4 multiples game: the Owl says a random number from 1 to 50; the player presses y if it is a multiple of 4 and n if it is not. Use mod. A right answer adds 1 to score.", [
    "sprite Owl",
    "var score",
    "set * to pick random 1 to 50",
    "@key y -> if * mod 4 = 0 then -> change score by 1",
    "@key n -> if not * mod 4 = 0 then -> change score by 1 || @key n -> if * mod 4 > 0 then -> change score by 1 || @key n -> if * mod 4 = 0 then -> * -> else -> change score by 1",
  ]),

  // ---- a pupil's class blog at Geelong College, Australia, "Scratch find your inspiration project" (blogs.geelongcollege.vic.edu.au/76644/2020/03/27):
  // a Pusheen interview with a quiz
  r("child", "forum", "my pusheen interview!! when u click Pusheen she asks what do u want to know (family or food) and if u say family she says i have a sister called stormy and if u say food she says i love cookies", [
    "sprite Pusheen",
    "Pusheen: when this sprite clicked -> ask what do * want to know*",
    "if answer = family then -> say i have a sister called stormy*",
    "if answer = food then -> say i love cookies*",
  ]),

  // ---- a teen's post "I made a game in 30 minutes" (dev.to, mirrored on dev.shade.cool/mince/a-game-in-just-30-minutes--2bnh): a pizza clicker with coin clones
  r("child", "forum", "pizza clicker!!! click the Pizza = score +1 and it makes a clone of the Coin that goes to a random place and fades out (ghost effect) and then goes away", [
    "sprite Pizza",
    "sprite Coin",
    "var score",
    "Pizza: when this sprite clicked -> change score by 1",
    "Pizza: when this sprite clicked -> create clone of coin",
    "Coin: when i start as a clone -> go to random position | go to x: pick random *",
    "Coin: when i start as a clone -> repeat # -> change ghost effect by #",
    "Coin: when i start as a clone -> delete this clone",
  ]),

  // ---- a shared tutorial project on scrolling platformers (scratchstats.org/projects/642117102): the player stays in the centre,
  // variables called xVelocity and yVelocity, the platforms move by the scroll
  r("child", "forum", "how do i make scrolling?? i want the ground to move not my player. player stays in the middle, right arrow makes scroll x go down by 5 (left arrow up by 5) and the Ground sprite sets its x to scroll x", [
    "var scroll x",
    "@key right arrow -> change scroll x by -5",
    "@key left arrow -> change scroll x by 5",
    "Ground: forever -> set x to scroll x",
  ]),
  r("teacher", "tutorial", "Jumping with velocity: when the up arrow is pressed and the cat is touching a platform, yVelocity becomes 30; every frame yVelocity goes down by 3 and the cat changes y by yVelocity.", [
    "var yVelocity",
    "if *key up arrow pressed?* then -> set yvelocity to 30 || when up arrow key pressed -> if touching *? then -> set yvelocity to 30",
    "forever -> change yvelocity by -3 -> change y by yvelocity || forever -> change y by yvelocity -> change yvelocity by -3",
  ]),

  // ---- Mountain View's coding school, "Intro to Scratch Games 3: Collisions and Solid Walls" (mvcode.com/lessons/intro-to-scratch-games-3-collisions-and-solid-walls)
  r("teacher", "course", "Solid walls: when the down arrow is pressed the Player changes y by -5; then, while it is touching the black wall colour, it moves back up 1 at a time (repeat until not touching).", [
    "sprite Player",
    "Player: @key down arrow -> change y by -5 -> repeat until not touching color *? -> change y by 1",
  ]),
  r("teacher", "course", "Collisions with enemies: if the Player touches red at any point it goes back to the start at x -200 y -150. Put the check in a forever loop so it is checked all game long.", [
    "sprite Player",
    "Player: forever -> if touching color *? then -> go to x: -200 y: -150",
  ]),

  // ---- Building Block Studio's "Scratch Coding – Racing Car Game" (buildingblockstudio.com/scratch-coding-racing-car-game), and an Instructables
  // "Programming the Racing Game in Scratch" (instructables.com/id/Programming-the-Racing-Game-in-Scratch): a 30-second timer counting down
  r("teacher", "course", "Racing car, this week: the up arrow moves the Car forward 5 steps, the left and right arrows turn it 10 degrees. It always starts at the same spot (x -150 y -120, direction 90). If it touches the green grass it goes back to the start; when it reaches the red finish line it says how many seconds the lap took.", [
    "sprite Car",
    "Car: @key up arrow -> move 5 steps",
    "Car: @key left arrow -> turn * 10 degrees",
    "Car: @key right arrow -> turn * 10 degrees",
    "Car: go to x: -150 y: -120",
    "Car: point in direction 90",
    "Car: if touching color *? then -> go to x: -150 y: -120",
    "reset timer",
    "text say *timer*",
  ]),
  r("child", "tutorial", "racing game like the instructables one: a variable called time left starts at 30 and goes down 1 every second and when it gets to 0 broadcast game over. the car moves with the 4 arrow keys, pointing the way it goes", [
    "var time left",
    "set time left to 30",
    every("1", "time left", "-1"),
    "if time left = 0 then -> broadcast game over || if time left < 1 then -> broadcast game over || wait until time left = 0 -> broadcast game over || repeat until time left = 0 -> * -> broadcast game over",
    "@key up arrow -> point in direction 0 -> move # steps",
    "@key down arrow -> point in direction 180 -> move # steps",
    "@key left arrow -> point in direction -90 -> move # steps",
    "@key right arrow -> point in direction 90 -> move # steps",
  ]),

  // ---- the Scope and Sequence of a school's coding and robotics site (sites.google.com/view/sag-coding-robotics/scratch/scope-sequence):
  // Year 3 a conversation with wait timers, Year 4 interactive posters, Year 5 choose-your-own-adventure (branching) stories
  r("teacher", "lesson", "Year 3, a conversation using wait timers: Ana says \"Hi Tom!\" for 2 seconds; Tom waits 2 seconds and says \"Hi Ana, want to build a fort?\" for 3 seconds; Ana then says \"Yes!\" once Tom has finished.", [
    "sprite Ana",
    "sprite Tom",
    "Ana: say hi tom* for 2 seconds",
    "Tom: wait 2 seconds -> say hi ana, want to build a fort* for 3 seconds",
    "Ana: say hi tom* for 2 seconds -> wait 3 seconds -> say yes* || Ana: wait 5 seconds -> say yes*",
  ], ["Tom: say yes*"]),
  r("teacher", "lesson", "Year 4 interactive poster about the water cycle: clicking the Sun says \"I heat the water\", clicking the Cloud says \"I carry the rain\", and clicking the Rain plays a rain sound.", [
    "Sun: when this sprite clicked -> say i heat the water*",
    "Cloud: when this sprite clicked -> say i carry the rain*",
    `Rain: when this sprite clicked -> ${SOUND}`,
  ]),
  r("teacher", "lesson", "Year 5 branching story: the Guide asks \"Forest or cave?\". If the answer is forest the backdrop switches to Forest and the Guide says \"Watch out for wolves!\"; otherwise the backdrop switches to Cave and the Guide says \"It's dark in here.\"", [
    "sprite Guide",
    "Guide: ask forest or cave* -> if answer = forest then -> switch backdrop to forest* -> say watch out for wolves* -> else -> switch backdrop to cave* -> say it's dark in here*",
  ]),

  // ---- teachers' lesson objectives (Years 3 to 8: custom blocks, lists, clones, sensing, coordinates, broadcasts, if-else, loops),
  // after the schemes and plans above
  r("teacher", "lesson", "Custom blocks: make a block called draw flower that repeats 12 times: draw a square of side 40 (repeat 4) and turn 30 degrees. Pressing f goes to the mouse pointer and draws one flower there.", [
    "define draw flower -> repeat 12 -> repeat 4 -> move 40 steps -> turn * 90 degrees -> turn * 30 degrees",
    "@key f -> go to mouse-pointer -> draw flower",
    "pen down",
  ]),
  r("teacher", "lesson", "Custom block with an input: make a block called jump with an input called height, which changes y by height and then by minus height. Use jump 50 with the space key and jump 100 with the up arrow.", [
    "define jump *",
    "change y by height",
    "change y by 0 - height | change y by -1 * height | change y by - height | change y by height * -1",
    "@key space -> jump 50",
    "@key up arrow -> jump 100",
  ]),
  r("teacher", "lesson", "Lists, Year 7: a list called shopping. The Robot asks \"What should I buy?\" 3 times and adds each answer to the list, then says how many things are in the list.", [
    "sprite Robot",
    "list shopping",
    "repeat 3 -> ask what should i buy* -> add answer to shopping",
    "say *length of shopping*",
  ]),
  r("teacher", "lesson", "Clones, Year 8: when the space key is pressed the Cannon makes a clone of the Ball; each clone goes to the Cannon, points in the Cannon's direction and moves 10 steps at a time until it touches the edge, then deletes itself.", [
    "sprite Cannon",
    "sprite Ball",
    "@key space -> create clone of ball || Ball: @key space -> create clone of myself",
    "Ball: when i start as a clone -> go to cannon -> point in direction * -> repeat until touching edge? -> move 10 steps -> delete this clone",
  ]),
  r("teacher", "lesson", "Sensing sound: the Fish listens to the microphone; whenever the loudness is over 30 it swims to a random position.", [
    "sprite Fish",
    "Fish: forever -> if loudness > 30 then -> go to random position | glide * to random position | go to x: pick random * || Fish: forever -> wait until loudness > 30 -> go to random position | glide * to random position | go to x: pick random *",
  ]),
  r("teacher", "lesson", "Coordinates game, Year 5: the Spaceship asks for an x and then a y, stores them in variables called x target and y target, and glides in 2 seconds to that point.", [
    "sprite Spaceship",
    "var x target",
    "var y target",
    "Spaceship: ask * -> set x target to answer -> ask * -> set y target to answer -> glide 2 secs to x: x target y: y target",
  ]),
  r("teacher", "lesson", "Broadcasts, a race with a starter: the Starter says \"Ready\" and \"Steady\" for 1 second each, then says \"Go!\" and broadcasts go. On go, the Horse and the Camel each move a random 1 to 10 steps at a time until one of them touches the Finish.", [
    "sprite Starter",
    "sprite Horse",
    "sprite Camel",
    "Starter: say ready* for 1 seconds -> say steady* for 1 seconds -> say go* || Starter: say ready* -> wait 1 seconds -> say steady* -> wait 1 seconds -> say go*",
    "Starter: say steady* -> broadcast go",
    "Horse: when i receive go -> repeat until * -> move pick random 1 to 10 steps || Horse: when i receive go -> forever -> move pick random 1 to 10 steps",
    "Camel: when i receive go -> repeat until * -> move pick random 1 to 10 steps || Camel: when i receive go -> forever -> move pick random 1 to 10 steps",
  ]),
  r("teacher", "lesson", "If-else with a password: the Door asks \"Password?\"; if the answer is open sesame it switches to its open costume, otherwise it says \"Wrong password\" for 2 seconds.", [
    "sprite Door",
    "Door: ask password* -> if answer = open sesame then -> switch costume to open* -> else -> say wrong password* for 2 seconds || Door: ask password* -> if answer = open sesame then -> switch costume to open* -> else -> say wrong password* -> wait 2 seconds",
  ]),
  r("teacher", "lesson", "Year 4, count-controlled loop: the Frog jumps 5 times (each jump: change y by 40, wait 0.3 seconds, change y by -40) and then croaks.", [
    "sprite Frog",
    "Frog: repeat 5 -> change y by 40 -> wait 0.3 seconds -> change y by -40",
    `Frog: repeat 5 -> change y by -40 -> ${SOUND}`,
  ]),
  r("teacher", "lesson", "Repeat until (Year 6): the Snail moves 2 steps at a time until it touches the Leaf, and then says \"Lunch!\"", [
    "sprite Snail",
    "sprite Leaf",
    "Snail: repeat until touching leaf? -> move 2 steps -> say lunch* || Snail: repeat until touching leaf? -> change x by 2 -> say lunch*",
  ]),
  r("teacher", "lesson", "Whack-a-mole with clones: the Mole hides and makes 6 clones of itself. Each clone forever waits a random 1 to 4 seconds, shows for 1 second and hides again. Clicking a clone adds 1 to score and hides it.", [
    "sprite Mole",
    "var score",
    "Mole: create clone of myself",
    "Mole: when i start as a clone -> forever -> wait pick random 1 to 4 seconds -> show -> wait 1 seconds -> hide",
    "Mole: when this sprite clicked -> change score by 1 -> hide",
  ]),
  r("teacher", "lesson", "Space shooter, lesson 3: the Ship fires a Laser clone when space is pressed; each laser clone moves up 15 at a time until it touches the edge. If the Alien touches a laser it broadcasts hit, and the score goes up by 10.", [
    "sprite Ship",
    "sprite Laser",
    "sprite Alien",
    "var score",
    "@key space -> create clone of laser || Laser: @key space -> create clone of myself",
    "Laser: when i start as a clone -> repeat until touching edge? -> change y by 15",
    when("touching laser?", "broadcast hit*", "Alien: "),
    "change score by 10",
  ]),
  r("teacher", "lesson", "Flappy, lesson 1, gravity: a variable called fall speed starts at 0; every frame it changes by -1 and the Bird changes y by fall speed. Pressing space sets fall speed to 8.", [
    "sprite Bird",
    "var fall speed",
    "set fall speed to 0",
    "Bird: forever -> change fall speed by -1 -> change y by fall speed || Bird: forever -> change y by fall speed -> change fall speed by -1",
    "@key space -> set fall speed to 8",
  ]),
  r("teacher", "lesson", "Catch game, Year 5: the Bowl follows the mouse's x only (its y stays at -150). The Egg falls 4 at a time from a random x at the top; if the Bowl catches it, score goes up by 1 and it starts again at the top; if it gets below y -170 the player loses one of 3 lives.", [
    "sprite Bowl",
    "sprite Egg",
    "var score",
    "var lives",
    "Bowl: forever -> go to x: mouse x y: -150 || Bowl: forever -> set x to mouse x",
    "Egg: change y by -4",
    "Egg: go to x: pick random * y: # | set x to pick random *",
    "change score by 1",
    "set lives to 3",
    "change lives by -1",
    "text y position < -#",
  ]),
  r("teacher", "lesson", "Pong for one player, Year 7: the Paddle follows the mouse's x at y -140. The Ball starts at x 0 y 100 pointing in direction 160, moves 6 steps forever and bounces on the edges. When it touches the Paddle it points in direction 180 minus its direction. If its y position goes below -160 the game stops.", [
    "sprite Paddle",
    "sprite Ball",
    "Paddle: forever -> go to x: mouse x y: -140 || Paddle: forever -> set x to mouse x",
    "Ball: go to x: 0 y: 100 -> point in direction 160",
    "Ball: forever -> move 6 steps",
    "Ball: if on edge, bounce",
    "Ball: if touching paddle? then -> point in direction 180 - direction",
    "Ball: if y position < -160 then -> stop all || Ball: wait until y position < -160 -> stop all",
  ]),
  r("teacher", "lesson", "A random name picker for my Year 2 class: a list called names holds the class, and pressing space makes the Wizard say a random name from it for 2 seconds.", [
    "sprite Wizard",
    "list names",
    "Wizard: @key space -> say item pick random 1 to length of names of names for 2 seconds || Wizard: @key space -> set * to pick random 1 to length of names -> say item * of names for 2 seconds",
  ]),
  r("teacher", "lesson", "Beat maker (music and computing, Year 6): four pads called Kick, Snare, Hat and Tom; clicking a pad plays its drum sound and changes its colour effect by 25.", [
    "sprite Kick",
    "sprite Snare",
    "sprite Hat",
    "sprite Tom",
    `Kick: when this sprite clicked -> ${SOUND}`,
    `Snare: when this sprite clicked -> ${SOUND}`,
    `Hat: when this sprite clicked -> ${SOUND}`,
    `Tom: when this sprite clicked -> ${SOUND}`,
    "Kick: when this sprite clicked -> change color effect by 25",
  ]),
  r("teacher", "lesson", "Countdown, Year 3: a variable called seconds starts at 10; repeat 10 times: wait 1 second and change seconds by -1. Then the Rocket says \"Lift off!\" and glides to the top (y 170) in 2 seconds.", [
    "sprite Rocket",
    "var seconds",
    "set seconds to 10",
    "repeat 10 -> wait 1 seconds -> change seconds by -1 || repeat 10 -> change seconds by -1 -> wait 1 seconds",
    "Rocket: say lift off* -> glide 2 secs to x: * y: 170",
  ]),
  r("teacher", "lesson", "Hide and seek (Year 4): the Seeker counts to 5 out loud (says 1, 2, 3, 4, 5, one a second) while the Hider goes to the Bush and hides behind it (go back 1 layer). Then the Seeker glides to the Hider.", [
    "sprite Seeker",
    "sprite Hider",
    "sprite Bush",
    "Seeker: repeat 5 -> say * for 1 seconds || Seeker: repeat 5 -> say * -> wait 1 seconds || Seeker: say 1 for 1 seconds -> say 2 for 1 seconds -> say 3 for 1 seconds -> say 4 for 1 seconds -> say 5 for 1 seconds",
    "Hider: go to bush | go to x: *",
    "Hider: go backward 1 layers | go to back layer",
    "Seeker: glide * to hider",
  ], ["Hider: hide"]),
  r("teacher", "lesson", "Dress-up with broadcasts (Year 2): the Doll has 3 outfits. Clicking the Next button broadcasts next and clicking the Back button broadcasts back; the Doll goes to its next costume on next and to the one before on back.", [
    "sprite Doll",
    "Next: when this sprite clicked -> broadcast next",
    "Back: when this sprite clicked -> broadcast back",
    "Doll: when i receive next -> next costume",
    "Doll: when i receive back -> switch costume to *",
  ]),
  r("teacher", "lesson", "Platformer, Year 7, lesson 4: make a custom block called land that moves the Player up 1 at a time until it is no longer touching the Ground sprite (tick run without screen refresh). Call it every frame after the fall.", [
    "sprite Player",
    "sprite Ground",
    "define land -> repeat until not touching ground? -> change y by 1",
    "Player: forever -> change y by * -> land",
  ]),

  // ---- the classic first projects, in children's words (after the kinds of project the pupil's blog, the teen's clicker post and the
  // scrolling tutorial above show, and the questions children ask under such projects)
  r("child", "classic", "make a flappy bird game", [
    "@key space -> change y by # | set * to # | change * by # || when this sprite clicked -> change y by # || when stage clicked -> change y by # | set * to # || forever -> if mouse down? then -> change y by # | set * to #",
    "text change y by -# | change y by *",
    "text change x by -# | glide *",
    "text touching pipe*? | touching color *?",
    `text ${GAME_ENDS}`,
  ]),
  r("child", "classic", "pong for 1 player pls. the Paddle at the bottom moves with the mouse, the Ball bounces around, and if it touches the bottom u lose", [
    "sprite Paddle",
    "sprite Ball",
    "Paddle: forever -> set x to mouse x || Paddle: forever -> go to x: mouse x *",
    "Ball: forever -> move # steps",
    "if on edge, bounce",
    "if touching paddle? then -> point in direction * | turn * # degrees | set * to *",
    "text y position < -# | touching color *?",
    `text ${GAME_ENDS}`,
  ]),
  r("child", "classic", "2 player pong!! player 1 is w and s on the left, player 2 is up and down arrows on the right. a point when the ball gets past the other one and first to 5 points wins", [
    "sprites>=3",
    "@key w -> change y by #",
    "@key s -> change y by -#",
    "@key up arrow -> change y by #",
    "@key down arrow -> change y by -#",
    "var *",
    "text x position < -# | x position > # | touching color *?",
    reaches(5),
  ], ["@key w -> change y by -#"]),
  r("child", "classic", "snake game with the arrow keys. the snake gets longer every time it eats an Apple and if it hits the edge u lose", [
    "sprite Apple",
    "@key up arrow -> point in direction 0 | change y by #",
    "@key down arrow -> point in direction 180 | change y by -#",
    "@key left arrow -> point in direction -90 | change x by -#",
    "@key right arrow -> point in direction 90 | change x by #",
    "forever -> move * steps | change x by * | change y by *",
    "change * by 1",
    "text create clone of * | stamp",
    "text touching edge? | x position > # | x position < -#",
  ]),
  r("child", "classic", "space shooter: my rocket at the bottom moves with left and right arrows, space shoots a laser, asteroids fall from the top, 10 points for each asteroid u hit", [
    "@key left arrow -> change x by -# | move # steps",
    "@key right arrow -> change x by # | move # steps",
    "@key space -> create clone of * || when i start as a clone -> *",
    "text create clone of *",
    "text change y by -# | glide *",
    "text touching laser*? | touching asteroid*?",
    // the laser's own speed may be 10 too: the ten points are the ones a hit gives
    "if touching *? then -> change * by 10 || wait until touching *? -> change * by 10 || when i receive * -> change * by 10",
  ]),
  r("child", "classic", "catch game where a Basket catches falling apples. 1 point each apple and the apples get faster and faster", [
    "sprite Basket",
    "var *",
    "change * by 1",
    "text touching basket? | touching apple*?",
    "text change y by *speed* | change y by 0 - * | glide *speed*",
    "text change *speed* by *",
    "text set x to pick random * | go to x: pick random *",
  ]),
  r("child", "classic", "whack a mole with 3 moles that pop up at random times and u have 30 seconds to whack them", [
    "sprites>=3 | text create clone of *",
    "when this sprite clicked -> change * by 1",
    "text show",
    "text hide",
    "text wait pick random * seconds",
    "text wait 30 seconds | wait until timer > 30 | wait until timer > 29 | repeat 30 | repeat until timer > 30 | repeat until timer > 29 | set * to 30",
  ]),
  r("child", "classic", "dress up game!!! click the Shirt to change it, click the Pants to change them, click the Hat to change it. and a Reset button that puts everything back", [
    "Shirt: when this sprite clicked -> next costume",
    "Pants: when this sprite clicked -> next costume",
    "Hat: when this sprite clicked -> next costume",
    "Reset: when this sprite clicked -> broadcast *",
    "when i receive * -> switch costume to *",
  ]),
  r("child", "classic", "my quiz about dogs: 1 how many legs does a dog have (4) 2 what does a puppy grow into (dog) 3 whats a baby dog called (puppy). score +1 each and say ur score at the end", [
    "var *",
    "ask *legs* -> if answer = 4 then -> change * by 1",
    "ask *grow into* -> if answer = dog then -> change * by 1",
    "ask *baby dog* -> if answer = puppy then -> change * by 1 -> say *",
  ]),
  r("child", "classic", "story: a Knight and a Dragon talk one after the other. knight: who goes there? dragon: i am the dragon of the north! knight: i come in peace. dragon: then we are friends", [
    "sprite Knight",
    "sprite Dragon",
    "Knight: say who goes there*",
    "Dragon: say i am the dragon of the north*",
    "Knight: say i come in peace*",
    "Dragon: say then we are friends*",
    "Dragon: when i receive * -> say i am the dragon* || Dragon: wait # seconds -> say i am the dragon*",
  ], ["Knight: say then we are friends*", "Dragon: say who goes there*"]),
  r("child", "classic", "countdown 5 4 3 2 1 GO! the cat says each number for 1 second", [
    "set * to 5 -> repeat 5 -> say * for 1 seconds -> change * by -1 || set * to 5 -> repeat 5 -> say * -> wait 1 seconds -> change * by -1 || set * to 5 -> repeat until * -> say * for 1 seconds -> change * by -1 || say 5 for 1 seconds -> say 4 for 1 seconds -> say 3 for 1 seconds -> say 2 for 1 seconds -> say 1 for 1 seconds",
    "say go*",
  ]),
  r("child", "classic", "random name picker for my class pls. names: Ava, Leo, Mia, Sam, Zoe. click the hat and it says a random one", [
    "list *",
    "when this sprite clicked -> say item pick random 1 to 5 of * || when this sprite clicked -> say item pick random 1 to length of * || when this sprite clicked -> set * to pick random * -> say item * of *",
  ]),
  r("child", "classic", "beat maker: press 1 for the drum, 2 for a clap, 3 for a symbol and 4 for the cowbel", [
    `@key 1 -> ${SOUND}`,
    `@key 2 -> ${SOUND}`,
    `@key 3 -> ${SOUND}`,
    `@key 4 -> ${SOUND}`,
  ]),
  r("child", "classic", "hide and seek: the cat hides behind one of 3 trees (random) and u click the trees to find him", [
    "set * to pick random 1 to 3",
    "when this sprite clicked -> if * then",
    "text say *found* | show",
  ]),
  r("child", "classic", "walking animation. my guy has 4 costumes, make him walk when i press the right arrow", [
    "@key right arrow -> next costume",
    "@key right arrow -> change x by # | move # steps",
  ]),
  r("child", "classic", "pen: draw a star with 5 points", ["pen down", "repeat 5 -> move # steps -> turn * 144 degrees"]),
  r("child", "forum", "make my cat draw when i hold the mouse down, like paint. and c clears it", [
    "forever -> go to mouse-pointer",
    "if mouse down? then -> pen down -> else -> pen up",
    "@key c -> erase all",
  ]),
  r("child", "classic", "roll 2 dice when i press space and say the totle", [
    "@key space -> set * to pick random 1 to 6",
    "text * + *",
    "text say *",
  ]),
  r("child", "forum", "clicker game where a golden cookie appears sometimes and gives 50 points if u click it (normal cookie is 1)", [
    "var *",
    "when this sprite clicked -> change * by 1",
    "when this sprite clicked -> change * by 50",
    "text wait pick random * | if pick random * = # then",
    "text show",
    "text hide",
  ]),
  r("child", "classic", "make a chase game. a Ghost follows me and i move with arrows. if it cathces me its game over", [
    "sprite Ghost",
    "@arrows",
    "Ghost: forever -> point towards * -> move # steps || Ghost: forever -> glide * to *",
    when("touching *?", GAME_ENDS),
  ], ["Ghost: @key right arrow -> change x by #"]),
  r("child", "classic", "platformer with 3 levels, when u touch the Flag u go to the next level", [
    "sprite Flag",
    "text change y by -# | change y by *",
    "text key left arrow pressed? | when left arrow key pressed",
    "text key right arrow pressed? | when right arrow key pressed",
    "text touching flag? | touching color *?",
    "text next backdrop | switch backdrop to *",
  ]),
  r("child", "classic", "racing game for 2 players with a finish line and a lap counter, first to 3 laps wins", [
    "sprites>=2",
    "@key up arrow -> move # steps | change y by #",
    "@key w -> move # steps | change y by #",
    "var *",
    "change * by 1",
    reaches(3),
    "text say *win*",
  ]),
  r("child", "forum", "a countdown timer for brushing my teeth, 2 minutes and then it plays a song", [
    "set * to 120 | set * to 2",
    "wait 1 seconds | wait 60 seconds",
    "change * by -1",
    `text ${SOUND}`,
  ]),
  r("child", "forum", "make my character say hi when i click him and say ouch when i press space", [
    "when this sprite clicked -> say hi*",
    "@key space -> say ouch*",
    "scripts<=3",
  ]),
  r("child", "forum", "basketball game: press space to shoot the Ball in an arc to the Hoop, +2 points if it goes in", [
    "sprite Ball",
    "sprite Hoop",
    "@key space -> repeat # -> change y by * || @key space -> glide * || @key space -> repeat # -> change x by *",
    "if touching hoop? then -> change * by 2 || wait until touching hoop? -> change * by 2 || if touching ball? then -> change * by 2 || wait until touching ball? -> change * by 2",
  ]),
  r("child", "classic", "virtual pet dog that sleeps when hes tired. energy goes down 1 every 2 seconds and when its 0 he sleeps (sleep costume) and energy goes back to 10", [
    "var energy",
    every("2", "energy", "-1"),
    "if energy = 0 then -> switch costume to sleep* || if energy < 1 then -> switch costume to sleep* || wait until energy = 0 -> switch costume to sleep* || wait until energy < 1 -> switch costume to sleep*",
    "set energy to 10",
  ]),

  // ---- non-native speakers' questions, as they are typed (after the class material above)
  r("non-native", "forum", "Hello, I am from Poland. I want game where the Stork catch frogs. Stork move with the mouse, the Frog jump to random place every 2 second, 1 point for each frog catched.", [
    "sprite Stork",
    "sprite Frog",
    "Stork: forever -> go to mouse-pointer",
    "Frog: forever -> go to random position -> wait 2 seconds || Frog: forever -> wait 2 seconds -> go to random position || Frog: forever -> glide * to random position -> wait 2 seconds",
    "var *",
    `${when("touching frog?", "change * by 1", "Stork: ")} || ${when("touching stork?", "change * by 1", "Frog: ")}`,
  ]),
  r("non-native", "forum", "Bonjour, how I make the sprite say the result of 7 × 8? My teacher say use the operator block, not write 56.", ["say *7 * 8*"], ["say 56"]),
  r("non-native", "forum", "Please help with my catch game: the Cesta (basket) go left and right with the arrows, the Fruta fall from the top at a random x. When fruta touch cesta, puntos + 1.", [
    "sprite Cesta",
    "sprite Fruta",
    "var puntos",
    "Cesta: @key left arrow -> change x by -# | move # steps",
    "Cesta: @key right arrow -> change x by # | move # steps",
    "Fruta: change y by -# | glide *",
    "Fruta: go to x: pick random * | set x to pick random *",
    "change puntos by 1",
  ]),
  r("non-native", "lesson", "Class 5 in Bangladesh: make a traffic Light. It is red for 3 seconds, yellow for 1 second, green for 3 seconds, and again forever.", [
    "sprite Light",
    "Light: forever -> switch costume to red* -> wait 3 seconds -> switch costume to yellow* -> wait 1 seconds -> switch costume to green* -> wait 3 seconds",
  ]),
  r("non-native", "forum", "I am learning English and Scratch. Can the cat ask 'What is the colour of the sky?' and if the answer is blue say 'Very good!', else say 'Try again' and ask again until it is right?", [
    "ask *sky*",
    "text repeat until answer = blue | forever | repeat until *",
    "text say very good*",
    "text say try again*",
  ]),
  r("non-native", "forum", "Bitte: an advent calendar with 24 doors. The doors are clones of one Door sprite; clicking a door open it (next costume) and it say the number of its day.", [
    "sprite Door",
    "Door: repeat 24 -> create clone of myself",
    "Door: when this sprite clicked -> next costume",
    "Door: when this sprite clicked -> say *",
    "var *",
  ]),
  r("non-native", "lesson", "Japanese class: the Ninja say 'Konnichiwa' when the flag is clicked, then he go to x 0 y 0 and turn one full circle in 36 small turns of 10 degrees.", [
    "sprite Ninja",
    "Ninja: when flag clicked -> say konnichiwa* -> go to x: 0 y: 0 -> repeat 36 -> turn * 10 degrees",
  ]),
  r("non-native", "forum", "Hi, how do I make the snake? I want clones behind the head, each clone wait a little then delete. My snake move with arrows, eat the Apple and become longer.", [
    "sprite Apple",
    "@key up arrow -> point in direction 0",
    "@key right arrow -> point in direction 90",
    "create clone of myself",
    "when i start as a clone -> wait * -> delete this clone",
    "change * by #",
  ]),
  r("non-native", "lesson", "Quiz for my class in Egypt: three capital cities. Egypt is Cairo, Jordan is Amman, Morocco is Rabat. Each right answer +1 in a variable points.", [
    "var points",
    "ask *egypt* -> if answer = cairo then -> change points by 1",
    "ask *jordan* -> if answer = amman then -> change points by 1",
    "ask *morocco* -> if answer = rabat then -> change points by 1",
  ]),

  // ---- parents, after the homeschooling blogs above
  r("parent", "parent", "My 6 year old wants the Scratch cat to dance when she presses the d key: turn 15 degrees right, then 15 degrees left, 4 times.", [
    "@key d -> repeat 4 -> turn right 15 degrees -> turn left 15 degrees",
  ]),
  r("parent", "parent", "Can you make a very simple maze for my 7 year old? One Ball, the arrow keys, and if it touches a black wall it goes back to the start. Nothing else please.", [
    "sprite Ball",
    "Ball: @arrows",
    "Ball: if touching color *? then -> go to x: *",
    "scripts<=6",
  ], ["var *"]),
  r("parent", "parent", "My twins want pong for two players on one laptop. Left paddle W and S, right paddle I and K (their idea), and the ball speeds up a bit each time a paddle hits it.", [
    "sprites>=3",
    "@key w -> change y by #",
    "@key s -> change y by -#",
    "@key i -> change y by #",
    "@key k -> change y by -#",
    "if touching * then -> change * by #",
  ], ["@key up arrow -> change y by #", "@key down arrow -> change y by -#"]),
  r("parent", "parent", "My son (9) loves space: a Rocket that moves with the arrow keys, a Meteor that falls from the top at a random place again and again, and 3 lives.", [
    "sprite Rocket",
    "sprite Meteor",
    "Rocket: @arrows",
    "var lives",
    "set lives to 3",
    "change lives by -1",
    "Meteor: go to x: pick random * y: # | set x to pick random *",
    "Meteor: change y by -# | glide *",
  ]),
  r("parent", "parent", "My daughter (8) drew a Unicorn and wants it to leave a rainbow trail: pen down, it follows the mouse, and the pen colour changes by 10 every step.", [
    "sprite Unicorn",
    "pen down",
    "Unicorn: forever -> go to mouse-pointer -> change pen color by 10 || Unicorn: forever -> change pen color by 10 -> go to mouse-pointer",
  ]),
  r("parent", "parent", "For a class party, a quiz about our town with my son's own questions: What river runs through our town? (Thames) How many bridges are there? (5). 1 point each, and a final message \"You scored\" with the points.", [
    "var *",
    "ask *river* -> if answer = thames then -> change * by 1",
    "ask *bridges* -> if answer = 5 then -> change * by 1",
    "text say *you scored*",
  ]),
  r("parent", "parent", "Please keep it short: the cat says \"Happy birthday Grandma!\" and plays the birthday song. That's it.", [
    "say happy birthday grandma*",
    `text ${SOUND}`,
    "scripts<=2",
  ], ["var *"]),
  r("parent", "parent", "My 10 year old wants a dice for board game night: click the Dice and it shows a random face from 1 to 6, with a little roll first (10 random costumes, 0.1 seconds apart).", [
    "sprite Dice",
    "Dice: when this sprite clicked -> repeat 10 -> switch costume to pick random 1 to 6 -> wait 0.1 seconds",
  ]),
  r("parent", "parent", "A story with my daughter: a Princess and a Frog talking in turn with broadcasts. The Princess says \"Are you a prince?\", the Frog says \"Ribbit... maybe!\", and the Princess says \"Let's find out!\"", [
    "sprite Princess",
    "sprite Frog",
    "Princess: say are you a prince*",
    "Frog: when i receive * -> say ribbit*",
    "Princess: when i receive * -> say let's find out* || Princess: say are you a prince* -> broadcast * and wait -> say let's find out*",
  ], ["Frog: say let's find out*", "Princess: say ribbit*"]),
  r("parent", "parent", "My 7 year old wants hide and seek with her Cat picture: the Cat starts invisible (ghost effect 100), and when she moves the mouse over it, it becomes visible again and says \"Found me!\"", [
    "sprite Cat",
    "Cat: set ghost effect to 100",
    when("touching mouse-pointer?", "set ghost effect to 0 | clear graphic effects | change ghost effect by -100", "Cat: "),
    "Cat: say found me*",
  ], ["Cat: hide"]),
  r("parent", "parent", "Our son (12) wants a beat maker like a real drum machine: 8 steps in a list called pattern (1 means hit, 0 means rest), and a loop that goes through the 8 steps again and again, playing the kick drum on the 1s, at tempo 120.", [
    "list pattern",
    "set tempo to 120",
    "forever -> repeat 8 -> if item * of pattern = 1 then -> play drum * | start sound * | play sound *",
  ]),
  r("parent", "parent", "Can Scratch watch my kids through the webcam while I'm at work and send the pictures to my email?", ["declined"]),

  // ---- what must be declined, said kindly (what Scratch cannot do, or should not build)
  r("child", "forum", "make a game that deletes my sisters minecraft world when she opens it lol", ["declined"]),
  r("child", "forum", "how do i make scratch find out the school wifi password", ["declined"]),
];
