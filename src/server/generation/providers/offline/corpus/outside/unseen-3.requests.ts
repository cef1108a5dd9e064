import { rubricRequest, type TRubricRequest } from "./rubric.types";

/**
 * A sixth held-out part of the outside corpus (issue 26), written on 2026-11-26 by a helper
 * session (s5) that never read the offline generator's code, its tests, nor any of its answers,
 * and never put these requests to it. The earlier unseen parts had been measured and read, so
 * they are development material now. Each request is written after an outside source that no
 * other file of this folder uses (a charity's selection lesson, a virtual-pet worksheet, Irish,
 * Singaporean, Nigerian, Danish, Portuguese, Russian and Gujarati class notes, school class blogs,
 * a teen class's remakes of a games book, course pages for mole games, racing and dress-up, a
 * CoderDojo's storytelling night, UCL's ScratchMaths, a games book's snake chapter, a dice
 * challenge, a teacher's dance-party guide, a science charity's drum activity, a parent's
 * Makey Makey party game), never copied from it; the source's address is above each group.
 * Requests in children's and parents' words are written after the kinds of project those
 * sources describe. No one tunes the generator on it: only `npm run bench -- offline` puts it
 * to the generator, and its one test (unseen-3.rubric.test.ts) grades hand-written answers
 * with it, never the generator's.
 *
 * Rubric habit kept throughout: ` | ` alternatives only in an item's last step (the grader reads a
 * ` | ` before a later ` -> ` as two whole sequences), `||` for whole alternatives otherwise; a
 * `NAME:` target only for one-word sprite names. The rubric grammar cannot see a list's items
 * declared in the project's header, so requests that call for a list check the list by name.
 */
const r = rubricRequest;

const SOUND = "play sound * | start sound * | play drum * | play note *";
const GAME_ENDS = "stop all | broadcast * | say game over* | switch backdrop to * | switch costume to *";

export const UNSEEN_3_HELD_OUT_REQUESTS: TRubricRequest[] = [
  // ---- Barefoot Computing's "Scratch Maths Quiz Selection" activity (barefootcomputing.org, read through the
  // Nemotron-CC crawl): if-then, then if-then-else in a maths quiz; and Beckers Green Primary's class blog
  // (beckersgreen.essex.sch.uk/blog/?pid=41&nid=10&storyid=747): selection, then a quiz of one's own
  r("teacher", "lesson", "Selection lesson: the parrot asks \"What is 7 x 8?\". If the answer is 56 it says \"Well done!\", otherwise it says \"The answer is 56\".", [
    "sprite Parrot",
    "Parrot: ask what is 7 x 8* -> if answer = 56 then -> say well done* -> else -> say the answer is 56*",
  ]),
  r("teacher", "lesson", "Quiz extension: three questions in a row, 3 + 4, 10 - 6 and 5 x 5, with a variable called score that starts at 0 and goes up by 1 for each right answer. At the end the sprite says the score.", [
    "var score",
    "set score to 0",
    "ask *3 + 4* -> if answer = 7 then -> change score by 1",
    "ask *10 - 6* -> if answer = 4 then -> change score by 1",
    "ask *5 x 5* -> if answer = 25 then -> change score by 1",
    "text say *score*",
  ]),
  r("child", "forum", "can u make a quiz about my fav football team. Q1 what colour is the kit (red) Q2 whats the stadium called (anfield). if u get it rite say yes!! if its wrong say nope", [
    "ask *colour* -> if answer = red then -> say yes*",
    "ask *stadium* -> if answer = anfield then -> say yes*",
    "text say nope*",
  ]),
  r("child", "forum", "quiz about me!!! q1 whats my favourite animal (panda) q2 how old am i (9) q3 whats my dogs name (Biscuit). you get a point for each one and it says your score at the end", [
    "var *",
    "ask *animal* -> if answer = panda then -> change * by 1",
    "ask *old* -> if answer = 9 then -> change * by 1",
    "ask *dog* -> if answer = biscuit then -> change * by 1",
    "text say *",
  ]),

  // ---- Neil Rickus, "Virtual Pet – Example instructions" (studylib.net/doc/18802482), CC BY-NC-SA:
  // PetHunger from 50 down by 1 every 0.5 seconds, a Kill block, a Hungry list, a food sprite capped at 100
  r("teacher", "lesson", "Virtual pet, task 1: make a variable called PetHunger that starts at 50 and goes down by 1 every 0.5 seconds. When it reaches zero the pet says \"Goodbye...\" and everything stops.", [
    "var PetHunger",
    "set pethunger to 50",
    "forever -> change pethunger by -1 -> wait 0.5 seconds || forever -> wait 0.5 seconds -> change pethunger by -1 || repeat until * -> change pethunger by -1 -> wait 0.5 seconds || repeat until * -> wait 0.5 seconds -> change pethunger by -1",
    "if pethunger = 0 then -> say goodbye* || if pethunger < 1 then -> say goodbye* || wait until pethunger = 0 -> say goodbye* || wait until pethunger < 1 -> say goodbye* || repeat until pethunger = 0 -> say goodbye* || repeat until pethunger < 1 -> say goodbye*",
    "stop all",
  ]),
  r("teacher", "lesson", "Virtual pet, task 2: make a block called Kill that makes the pet say \"Bye!\", turn 90 degrees and switch to its sad costume, and run it once PetHunger has reached zero", [
    "var PetHunger",
    "define kill -> say bye* -> turn * 90 degrees -> switch costume to sad*",
    "if pethunger = 0 then -> kill || if pethunger < 1 then -> kill || wait until pethunger = 0 -> kill || wait until pethunger < 1 -> kill || repeat until pethunger = 0 -> kill || repeat until pethunger < 1 -> kill",
  ]),
  r("teacher", "lesson", "Virtual pet, task 3: a list called Hungry with \"Feed me\", \"Gimme food\" and \"Sooo hungry\"; every 3 seconds the pet says a random item of the list", [
    "list Hungry",
    "forever -> say item pick random * of hungry* -> wait 3 seconds || forever -> wait 3 seconds -> say item pick random * of hungry* || forever -> say item pick random * of hungry* for 3 seconds",
  ]),
  r("teacher", "lesson", "Virtual pet, task 5: a Food sprite that, when clicked, adds 10 to PetHunger and says \"Yum!\", but PetHunger can never go above 100: if it is already over 90 the food says \"I'm full\" instead", [
    "sprite Food",
    "var PetHunger",
    "Food: when this sprite clicked -> change pethunger by 10",
    "Food: say yum*",
    "Food: say i'm full*",
    "text if *pethunger > * then | if *pethunger < * then | if *pethunger = * then",
  ]),

  // ---- Coolest Projects, "Hunger Hedgehog", a Code Club team in India (online.coolestprojects.org/projects/4903)
  r("non-native", "forum", "my hedgehog is hungry and sad. his hunger go down 1 every second. if i drag the apple to his mouth hunger go up 20. when hunger is 0 game is over", [
    "sprite Hedgehog",
    "sprite Apple",
    "var hunger",
    "forever -> wait 1 seconds -> change hunger by -1 || repeat until * -> wait 1 seconds -> change hunger by -1 || forever -> change hunger by -1 -> wait 1 seconds || repeat until * -> change hunger by -1 -> wait 1 seconds",
    "if touching hedgehog? then -> change hunger by 20 || if touching apple? then -> change hunger by 20",
    "text if hunger = 0 then | if hunger < 1 then | wait until hunger = 0 | wait until hunger < 1 | repeat until hunger = 0 | repeat until hunger < 1",
  ]),

  // ---- Gaelscoil Riada's computing class notes, Ireland (gaelscoilriada.com/ranganna-riomhaireachta-2):
  // a painting game with pots of paint, a shark chasing a fish that reappears, a typing timer
  r("teacher", "lesson", "Painting game: the Brush follows the mouse and draws only while the mouse button is down. Three paint pot sprites, Red, Blue and Green: clicking a pot sends a message and the Brush changes its pen to that colour.", [
    "sprite Brush",
    "sprite Red",
    "sprite Blue",
    "sprite Green",
    "Brush: forever -> go to mouse-pointer",
    "Brush: if mouse down? then -> pen down",
    "Brush: pen up",
    "Red: when this sprite clicked -> broadcast *",
    "Blue: when this sprite clicked -> broadcast *",
    "Green: when this sprite clicked -> broadcast *",
    "Brush: when i receive * -> set pen color to *",
  ]),
  r("child", "lesson", "rang 3 game: my shark follows the mouse and the little fish swims around by itself. if the shark eats the fish the fish disapears and comes back 2 seconds later somewhere else", [
    "sprite Shark",
    "sprite Fish",
    "Shark: forever -> go to mouse-pointer | glide * to mouse-pointer | point towards mouse-pointer",
    "Fish: forever -> glide * | move # steps | turn * | point in direction *",
    "Fish: if touching shark? then -> hide -> wait 2 seconds -> show || Fish: wait until touching shark? -> hide -> wait 2 seconds -> show || Fish: when i receive * -> hide -> wait 2 seconds -> show",
    "Fish: go to random position | go to x: pick random *",
  ]),
  r("teacher", "lesson", "Make a timer: a variable called Timer set to 0 when the flag is clicked, then it goes up by 1 every second, forever", [
    "var Timer",
    "when flag clicked -> set timer to 0 -> forever -> wait 1 seconds -> change timer by 1 || when flag clicked -> set timer to 0 -> forever -> change timer by 1 -> wait 1 seconds",
  ]),

  // ---- ATtech Education's Year 5 unit "Poles Apart", lesson 5 (sites.google.com/attechedu.com/attecheducurriculumlessons/year-5/poles-apart/lesson-5),
  // and Windy Nook Primary's LKS2 blog (windynookprimary.org/2024/01/coding-a-sprite-in-lks2): a maze without touching the black lines
  r("teacher", "lesson", "Year 5 maze: the Explorer moves with the arrow keys, 5 steps at a time. If it touches a black line it goes back to the start at x -200 y -150. When it reaches the Bear at the end, the Bear says \"You made it!\"", [
    "sprite Explorer",
    "sprite Bear",
    "Explorer: @key right arrow -> change x by 5 | move 5 steps",
    "Explorer: @key left arrow -> change x by -5 | move 5 steps",
    "Explorer: @key up arrow -> change y by 5 | move 5 steps",
    "Explorer: @key down arrow -> change y by -5 | move 5 steps",
    "Explorer: if touching color *? then -> go to x: -200 y: -150",
    "Bear: if touching explorer? then -> say you made it* || Bear: wait until touching explorer? -> say you made it* || Bear: when i receive * -> say you made it*",
  ]),
  r("child", "forum", "i made a maze with black walls. my sprite moves with the arrows but it goes strait through the walls!! make it so if it touches black it gets pushed back", [
    "@arrows",
    "if touching color *? then -> change x by * | change y by * | move -# steps | go to x: *",
  ]),

  // ---- aposteriori, "Creative Coding (Day 3)", Singapore (aposteriori.com.sg/creative-coding-day-3):
  // x and y on the stage, smooth movement with forever and if key pressed, broadcasts
  r("teacher", "course", "Coordinates: set x to 240 puts a sprite at the right edge and set y to -180 at the bottom. Make the cat go to the right edge, wait 1 second, then to the bottom edge, wait 1 second, then back to the centre.", [
    "set x to 240 -> wait 1 seconds -> set y to -180 -> wait 1 seconds -> go to x: 0 y: 0",
  ]),
  r("non-native", "course", "Use forever and if key pressed, not the when key pressed block, so the rocket move smooth: up arrow change y by 10, down arrow change y by -10", [
    "when flag clicked -> forever -> if key up arrow pressed? then -> change y by 10",
    "when flag clicked -> forever -> if key down arrow pressed? then -> change y by -10",
  ], ["when up arrow key pressed", "when down arrow key pressed"]),
  r("teacher", "course", "Broadcasts: when the flag is clicked the Cat says \"Ready?\" for 2 seconds and broadcasts start. When the Dog receives start it runs to the right edge of the stage.", [
    "sprite Cat",
    "sprite Dog",
    "Cat: when flag clicked -> say ready* for 2 seconds -> broadcast start",
    "Dog: when i receive start -> glide * | change x by # | move # steps | repeat * | set x to #",
  ]),

  // ---- Archibald First School's Year 2 news page, "Code Cracking Fun!" (archibaldfirstschool.co.uk/news/code-cracking-fun):
  // an animal race at three speeds, a car shrunk and then driven
  r("teacher", "lesson", "Animal race: a pig, a rabbit and a dog all start at x -200. When the green flag is clicked they race to the right: the rabbit glides there in 2 seconds, the dog in 4 seconds and the pig in 6 seconds.", [
    "sprite Pig",
    "sprite Rabbit",
    "sprite Dog",
    "Pig: go to x: -200 * | set x to -200",
    "Rabbit: go to x: -200 * | set x to -200",
    "Dog: go to x: -200 * | set x to -200",
    "Rabbit: when flag clicked -> glide 2 secs to *",
    "Dog: when flag clicked -> glide 4 secs to *",
    "Pig: when flag clicked -> glide 6 secs to *",
  ]),
  r("child", "lesson", "make the car small (size 50) and then make it drive across the screen", ["sprite Car", "Car: set size to 50 % -> glide * | move # steps | change x by # | repeat # | forever"]),

  // ---- Jon Woodcock's "Coding Games in Scratch" (DK) as remade by a teen game-design class: "Dog's Dinner"
  // (scratchdata.vercel.app/projects/937830462), a circles game (.../904948030), a two-player race (.../110968481)
  r("child", "tutorial", "dogs dinner: the dog moves with the left and right arrows and jumps with space. touching a bone gives you 1 point, touching junk food takes away a life. you have 3 lives and at 0 lives its game over", [
    "sprite Dog",
    "sprite Bone",
    "sprite Junk food",
    "var lives",
    "set lives to 3",
    "Dog: @key left arrow -> change x by -# | move # steps",
    "Dog: @key right arrow -> change x by # | move # steps",
    "Dog: @key space -> change y by # | repeat # | glide *",
    "if touching bone? then -> change * by 1 || Bone: if touching dog? then -> change * by 1",
    "if touching junk food? then -> change lives by -1 || Junkfood: if touching dog? then -> change lives by -1",
    "text if lives = 0 then | if lives < 1 then | wait until lives = 0 | wait until lives < 1 | repeat until lives = 0 | repeat until lives < 1",
  ]),
  r("child", "tutorial", "circles game: you are the blue circle and you follow the mouse. green circles give +1 and red circles give -3. if your score is more than 20 you win, if its less than -20 you lose", [
    "sprites>=3",
    "var score",
    "forever -> go to mouse-pointer || repeat until * -> go to mouse-pointer",
    "change score by 1",
    "change score by -3",
    "text if score > 20 then | wait until score > 20 | repeat until score > 20",
    "text if score < -20 then | wait until score < -20 | repeat until score < -20",
  ]),
  r("child", "tutorial", "2 player car race!! my cars are called Zoom and Flash. Zoom uses W A S D and Flash uses the arrow keys. first one to touch the finish line wins", [
    "sprite Zoom",
    "sprite Flash",
    "Zoom: @key w -> move # steps | change y by #",
    "Zoom: @key a -> turn * # degrees | change x by -#",
    "Zoom: @key d -> turn * # degrees | change x by #",
    "Flash: @key up arrow -> move # steps | change y by #",
    "Flash: @key left arrow -> turn * # degrees | change x by -#",
    "Flash: @key right arrow -> turn * # degrees | change x by #",
    "Zoom: if touching * then -> say * | broadcast * | stop all || Zoom: wait until touching * -> say * | broadcast * | stop all || Zoom: repeat until touching * -> say * | broadcast * | stop all",
    "Flash: if touching * then -> say * | broadcast * | stop all || Flash: wait until touching * -> say * | broadcast * | stop all || Flash: repeat until touching * -> say * | broadcast * | stop all",
  ], ["Zoom: @key up arrow -> move # steps | change y by #", "Flash: @key w -> move # steps | change y by #"]),

  // ---- STEM Academy's "Scratch Game Challenge: Racing Game Core" (stemacademy.au/lessons/scratch-game-challenge-racing-game-core),
  // and Simon Haughton's car racing worksheet as a starter project (scratchstats.org/projects/284747785)
  r("teacher", "course", "Racing game core: the car goes back to the start at x -180 y 120 if it leaves the grey track (touches the green grass), and a variable called laps goes up by 1 each time it touches the red finish line", [
    "var laps",
    "if touching color *? then -> go to x: -180 y: 120",
    "if touching color *? then -> change laps by 1 || if touching finish* then -> change laps by 1",
  ]),
  r("teacher", "lesson", "Car racing: reset the timer when the flag is clicked; the Car is steered with the arrow keys; when it touches the Finish sprite it says how long it took and the game stops", [
    "sprite Car",
    "sprite Finish",
    "reset timer",
    "Car: @key up arrow -> move # steps | change y by #",
    "Car: @key left arrow -> turn * # degrees | change x by -#",
    "Car: @key right arrow -> turn * # degrees | change x by #",
    "if touching finish? then -> say *timer* || wait until touching finish? -> say *timer* || repeat until touching finish? -> say *timer* || Finish: if touching car? then -> say *timer*",
    "stop all",
  ]),
  r("child", "classic", "racing game with a lap timer. 3 laps. every time i go over the finish line lap goes up 1 and when lap is 3 it says ur time", [
    "var lap",
    "change lap by 1",
    "reset timer | set time* to 0",
    "if lap = 3 then -> say *time* || wait until lap = 3 -> say *time* || repeat until lap = 3 -> say *time* || if lap > 2 then -> say *time*",
  ]),

  // ---- Mister V's "Project 02 - MoleMash" (ics.misterv.ca/scratch-resources/scratch-assignments/molemash), Brainstorm's
  // whack-a-mole step 6 (brainstormedu.com/lessons/step-6-choosing-a-random-mole), BrainSTEM lesson 24 (brainstemu.com/?p=252349)
  r("teacher", "course", "Mole Mash: the mole jumps to a random place every second (x from -200 to 200, y from -150 to 150). Clicking it adds 1 to score. The game is over at 50 points.", [
    "sprite Mole",
    "var score",
    "Mole: forever -> go to x: pick random -200 to 200 y: pick random -150 to 150 -> wait 1 seconds || Mole: repeat until * -> go to x: pick random -200 to 200 y: pick random -150 to 150 -> wait 1 seconds || Mole: forever -> wait 1 seconds -> go to x: pick random -200 to 200 y: pick random -150 to 150 || Mole: repeat until * -> wait 1 seconds -> go to x: pick random -200 to 200 y: pick random -150 to 150",
    "Mole: when this sprite clicked -> change score by 1",
    "text if score = 50 then | if score > 49 then | wait until score = 50 | wait until score > 49 | repeat until score = 50 | repeat until score > 49",
  ]),
  r("teacher", "course", "Bonus mole: set a variable called moleChooser to a random number from 1 to 10; if it is 5 broadcast SendBonusMole, else broadcast SendNormalMole", [
    "var moleChooser",
    "set molechooser to pick random 1 to 10 -> if molechooser = 5 then -> broadcast sendbonusmole -> else -> broadcast sendnormalmole",
  ]),
  r("child", "classic", "whack a mole with 3 moles and a hammer that follows the mouse. when u click a mole you get a point. after 30 seconds it says times up", [
    "sprite Hammer",
    "Hammer: forever -> go to mouse-pointer || Hammer: repeat until * -> go to mouse-pointer",
    "var *",
    "when this sprite clicked -> change * by 1",
    "text wait 30 seconds | wait until timer > 30 | wait until timer > 29 | repeat 30 | set * to 30 | repeat until timer > 30",
    "text say times up*",
  ]),

  // ---- BrainSTEM's lesson 38 "Paper Doll" (brainstemu.com/product/scratch-programming-paper-doll): clothes changed by
  // clicking, broadcasts, next costume
  r("teacher", "course", "Paper doll dress-up: a Doll and three clothes sprites, Hat, Shirt and Shoes. Clicking a piece of clothing switches it to its next costume.", [
    "sprite Doll",
    "Hat: when this sprite clicked -> next costume",
    "Shirt: when this sprite clicked -> next costume",
    "Shoes: when this sprite clicked -> next costume",
  ]),
  r("child", "classic", "dress up game!!! my girl is called Mia. click the dress and it changes to the next one, click the hat and it changes too. theres a Done button and when u click it Mia says i look great", [
    "sprite Mia",
    "sprite Dress",
    "sprite Hat",
    "sprite Done",
    "Dress: when this sprite clicked -> next costume",
    "Hat: when this sprite clicked -> next costume",
    "Done: when this sprite clicked -> broadcast *",
    "Mia: when i receive * -> say i look great*",
  ]),

  // ---- Nigeria's Basic 6 lesson notes, "Scratch – Conversation Program" (lessonnotes.ng/basic-6/second-term/basic-technology/scratch-conversation-program),
  // and classbasic.com's "Conversation between Friends" (Primary 6, term 1 week 10)
  r("teacher", "lesson", "Conversation program: Tom says \"Hi Sarah! How are you today?\" for 3 seconds, then Sarah says \"I'm doing great, thanks!\" for 3 seconds, then Tom says \"See you tomorrow!\" for 2 seconds", [
    "sprite Tom",
    "sprite Sarah",
    "Tom: say hi sarah* for 3 seconds",
    "Sarah: say i'm doing great* for 3 seconds",
    "Tom: say see you tomorrow* for 2 seconds",
    "Tom: say hi sarah* -> wait # seconds -> say see you tomorrow* || Tom: say hi sarah* -> broadcast * and wait -> say see you tomorrow* || Tom: say hi sarah* -> wait until * -> say see you tomorrow*",
    "Sarah: when i receive * -> say i'm doing great* || Sarah: wait # seconds -> say i'm doing great*",
  ]),
  r("non-native", "parent", "Please my daughter in Primary 6 have assignment: two friends Ada and Emeka greet each other using broadcast. Ada say 'Good morning Emeka', then Emeka answer 'Good morning Ada, how was your night?'", [
    "sprite Ada",
    "sprite Emeka",
    "Ada: say good morning emeka* -> broadcast *",
    "Emeka: when i receive * -> say good morning ada* how was your night*",
  ]),

  // ---- CoderDojo Athenry, "Beginners Scratch – Challenge 9 – Storytelling" (coderdojoathenry.org/2016/01/25/beginners-scratch-challenge-9-storytelling):
  // each line said and then broadcast, a dance at the end; next week's guessing game
  r("teacher", "course", "Storytelling with broadcasts: the Owl and the Fox glide towards each other. The Owl says \"Knock knock\" for 2 seconds and broadcasts; the Fox answers \"Who's there?\" and broadcasts; the Owl says \"Owl\"; the Fox says \"Owl who?\"; the Owl says \"Owl tell you tomorrow!\". At the end the backdrop changes and both of them dance.", [
    "sprite Owl",
    "sprite Fox",
    "Owl: glide *",
    "Fox: glide *",
    "Owl: say knock knock* for 2 seconds -> broadcast *",
    "Fox: when i receive * -> say who's there* -> broadcast *",
    "Fox: when i receive * -> say owl who*",
    "Owl: when i receive * -> say owl tell you tomorrow*",
    "switch backdrop to * | next backdrop",
    "Owl: next costume | turn * # degrees",
    "Fox: next costume | turn * # degrees",
  ]),
  r("child", "course", "guess the number game. the computer picks a number from 1 to 100 and you keep guessing, it says too high or too low until you get it, and it counts your guesses", [
    "set * to pick random 1 to 100",
    "repeat until answer = * -> ask * || repeat until * = answer -> ask *",
    "if answer > * then -> say too high* || if * < answer then -> say too high*",
    "if answer < * then -> say too low* || if * > answer then -> say too low*",
    "change * by 1",
  ]),

  // ---- UCL ScratchMaths, Module 3 "Interacting Sprites", teacher materials (slideplayer.com/amp/12755368):
  // encountering conditions, repeat until, point towards, broadcasting
  r("teacher", "lesson", "ScratchMaths, encountering conditions: the Ball moves forever, bouncing off the edges; whenever it touches the Bat its colour changes by 25", [
    "sprite Ball",
    "sprite Bat",
    "Ball: forever -> move # steps -> if on edge, bounce || Ball: forever -> if on edge, bounce -> move # steps",
    "Ball: if touching bat? then -> change color effect by 25",
  ]),
  r("teacher", "lesson", "Repeat until: the Bee moves 3 steps at a time until its x position is more than 200, then it says \"Made it!\"", ["sprite Bee", "Bee: repeat until x position > 200 -> move 3 steps -> say made it*"]),
  r("teacher", "lesson", "Point towards: the Dog points towards the Cat and moves 4 steps, over and over, until it touches the Cat; then the Dog says \"Got you!\" and the Cat says \"Oh no!\"", [
    "sprite Dog",
    "sprite Cat",
    "Dog: repeat until touching cat? -> point towards cat -> move 4 steps -> say got you* || Dog: forever -> point towards cat -> move 4 steps -> if touching cat? then -> say got you*",
    "Cat: when i receive * -> say oh no* || Cat: wait until touching dog? -> say oh no* || Cat: if touching dog? then -> say oh no*",
  ]),

  // ---- Al Sweigart, "Scratch Programming Playground" (No Starch, 2016), chapter 6 "Snaaaaaake!" (anyflip.com/hpsj/umec),
  // and Gosh Darn Games' "Snake in MIT Scratch" tutorial (goshdarngames.com/scratch-snake-tutorial-section-02-implementing-the-game-in-scratch)
  r("child", "classic", "snake game!! the snake always moves forward and the arrow keys only change which way it points. apples appear in random places, when it eats one the snake gets longer and the score goes up 1. if it hits the edge its game over", [
    "sprite Snake",
    "sprite Apple",
    "var score",
    "Snake: forever -> move # steps || Snake: repeat until * -> move # steps",
    "Snake: @key up arrow -> point in direction 0",
    "Snake: @key down arrow -> point in direction 180",
    "Snake: @key left arrow -> point in direction -90",
    "Snake: @key right arrow -> point in direction 90",
    "Apple: go to random position | go to x: pick random *",
    "change score by 1",
    "text create clone of * | change length by * | change body* by *",
    `if touching edge? then -> ${GAME_ENDS} || wait until touching edge? -> ${GAME_ENDS} || repeat until touching edge? -> ${GAME_ENDS}`,
  ], ["Snake: @key up arrow -> change y by #", "Snake: @key right arrow -> change x by #"]),

  // ---- the Scratch club of an elementary school, "Lesson 6: Flappy Cat" (elementarycoding.wixsite.com/scratchclub/lesson-6),
  // Hvad er kode?'s "Flappy Bird", Denmark (hvaderkode.dk/lectures/69), a librarian's "Flappy Bat" (scienceinthelibrary.blogspot.com/2015/08)
  r("teacher", "course", "Flappy Cat, basic game: the Cat falls all the time using a variable called gravity that keeps getting more negative, and pressing space sets gravity to 8 so the Cat flies up. The Pipe makes clones that move from the right edge to the left and delete themselves there. Touching a pipe ends the game.", [
    "sprite Cat",
    "sprite Pipe",
    "var gravity",
    "Cat: forever -> change gravity by -# -> change y by gravity || Cat: repeat until * -> change gravity by -# -> change y by gravity || Cat: forever -> change y by gravity -> change gravity by -# || Cat: repeat until * -> change y by gravity -> change gravity by -#",
    "Cat: @key space -> set gravity to 8",
    "Pipe: create clone of myself",
    "Pipe: when i start as a clone -> repeat until * -> change x by -# -> delete this clone || Pipe: when i start as a clone -> glide * -> delete this clone || Pipe: when i start as a clone -> repeat # -> change x by -# -> delete this clone",
    `if touching pipe?* then -> ${GAME_ENDS} || wait until touching pipe?* -> ${GAME_ENDS} || repeat until touching pipe?* -> ${GAME_ENDS} || Pipe: if touching cat? then -> ${GAME_ENDS}`,
  ]),
  r("non-native", "tutorial", "Make variable upspeed. In a forever: change upspeed by -1, then change y by upspeed. When space is pressed set upspeed to 10.", [
    "var upspeed",
    "forever -> change upspeed by -1 -> change y by upspeed",
    "@key space -> set upspeed to 10",
  ]),
  r("child", "tutorial", "flappy bat! gravity pulls the bat down all the time and the up arrow is lift. the score goes up every time a column goes past the bat", [
    "sprite Bat",
    "sprites>=2",
    "var score",
    "Bat: forever -> change y by * | change * by -# || Bat: repeat until * -> change y by * | change * by -#",
    "Bat: @key up arrow -> change * by # | change y by # | set * to #",
    "change score by 1",
  ]),

  // ---- dice: the Scratch Wiki's "How to Make Dice" as mirrored in Moscow (digida.mgpu.ru/index.php/How_to_Make_Dice),
  // EU Code Week's "Code a Dice to Roll" (codeweek.eu/challenges/code-a-dice), Vodafone Portugal's DigitALL "Coding dice with
  // Scratch" (digitall.vodafone.pt/en/curso/coding-dice-with-scratch), Rob Huddleston's dice roller (robhuddleston.com/proglogic.php)
  r("teacher", "lesson", "Dice: press space and the die goes to the centre of the stage and switches to a random costume from 1 to 6", ["@key space -> go to x: 0 y: 0 -> switch costume to pick random 1 to 6 || when flag clicked -> go to x: 0 y: 0", "@key space -> switch costume to pick random 1 to 6"]),
  r("teacher", "course", "Code a dice to roll: when you click the die it changes face 10 times with a click sound each time, then stops on a random face", [
    "when this sprite clicked -> repeat 10 -> next costume | switch costume to pick random *",
    "when this sprite clicked -> repeat 10 -> play sound * | start sound *",
    "when this sprite clicked -> repeat 10 -> switch costume to pick random 1 to 6 || when this sprite clicked -> repeat 10 -> next costume -> switch costume to pick random 1 to 6",
  ]),
  r("non-native", "course", "I want two dices. When I press the space, each dice show a random number from 1 to 6 and the cat say the total of the two", [
    "sprite Cat",
    "sprites>=3",
    "text set * to pick random 1 to 6 | switch costume to pick random 1 to 6",
    "text say *+* | set * to *+*",
  ]),
  r("teacher", "lesson", "Dice roller: store a random number from 1 to 6 in a variable called roll, then use if blocks to switch to the matching costume, one if for each number", [
    "var roll",
    "set roll to pick random 1 to 6",
    "if roll = 1 then -> switch costume to *",
    "if roll = 6 then -> switch costume to *",
  ]),
  r("child", "classic", "roll 2 dice when i click the flag and if you get a double it says DOUBLE!! and plays a cheer", [
    "text set * to pick random 1 to 6 | switch costume to pick random 1 to 6",
    "if * = * then -> say double*",
    `if * = * then -> ${SOUND}`,
  ]),
  r("non-native", "course", "Dice roll with key R: choose random 1 to 6, put it in a variable, switch to this costume and say the number too", ["var *", "@key r -> set * to pick random 1 to 6 -> switch costume to * -> say * || @key r -> set * to pick random 1 to 6 -> say * -> switch costume to *"]),

  // ---- Marshmallow Coding, "A Teacher's Guide to Scratch: Lesson 4" (marshmallowcoding.org/2015/07/06/a-teachers-guide-to-scratch-lesson-4):
  // two ways to animate a dancer; Let's Talk Science, "Code a Drum in Scratch" (letstalkscience.ca/volunteer-hands-on-activities/code-a-drum-in-scratch)
  r("teacher", "lesson", "Dance party, two ways: the Cat dances with next costume and wait 0.5 seconds inside a forever; the Ballerina switches to costume ballerina-a, then ballerina-b, then ballerina-c, waiting 1 second after each, forever", [
    "sprite Cat",
    "sprite Ballerina",
    "Cat: forever -> next costume -> wait 0.5 seconds",
    "Ballerina: forever -> switch costume to ballerina-a -> wait 1 seconds -> switch costume to ballerina-b -> wait 1 seconds -> switch costume to ballerina-c -> wait 1 seconds",
  ]),
  r("teacher", "lesson", "Code a drum: when the drum is clicked it plays a low-high-low-high pattern (low drum, high drum, low drum, high drum) and repeats the pattern 4 times", [
    "when this sprite clicked -> repeat 4 -> play drum * -> play drum * -> play drum * -> play drum * || when this sprite clicked -> repeat 4 -> play sound * -> play sound * -> play sound * -> play sound * || when this sprite clicked -> repeat 8 -> play drum * -> play drum *",
  ]),
  r("child", "classic", "beat maker!!! 4 buttons called Kick, Snare, Hihat and Clap. click one and it plays its sound. and press space for a beat that goes kick snare kick snare forever", [
    "sprite Kick",
    "sprite Snare",
    "sprite Hihat",
    "sprite Clap",
    `Kick: when this sprite clicked -> ${SOUND}`,
    `Snare: when this sprite clicked -> ${SOUND}`,
    `Hihat: when this sprite clicked -> ${SOUND}`,
    `Clap: when this sprite clicked -> ${SOUND}`,
    "@key space -> forever -> play drum * -> play drum * || @key space -> forever -> play sound * -> play sound * || @key space -> forever -> broadcast * -> broadcast *",
  ]),

  // ---- the classic first projects, in children's words (after the kinds of project the club and class pages above show)
  r("child", "classic", "walking animation. when i press right arrow the boy walks right and his legs move (next costume), left arrow walks left and he faces left but not upside down", [
    "sprite Boy",
    "Boy: @key right arrow -> next costume",
    "Boy: @key right arrow -> change x by # | move # steps",
    "Boy: @key left arrow -> next costume",
    "Boy: @key left arrow -> change x by -# | move # steps",
    "Boy: @key left arrow -> point in direction -90",
    "set rotation style left-right",
  ]),
  r("child", "classic", "hide and seek: the ghost hides, waits a random time from 1 to 3 seconds, then shows up somewhere random for 1 second. if i click it i get a point and it says found me!", [
    "sprite Ghost",
    "var *",
    "Ghost: hide -> wait pick random 1 to 3 seconds -> show -> wait 1 seconds",
    "Ghost: go to random position | go to x: pick random *",
    "Ghost: when this sprite clicked -> change * by 1",
    "Ghost: say found me*",
  ]),
  r("child", "forum", "cowntdown timer that starts at 60 and goes down every second and when its 0 the cat says times up", [
    "var *",
    "set * to 60",
    "repeat 60 -> wait 1 seconds -> change * by -1 || repeat until * = 0 -> wait 1 seconds -> change * by -1 || repeat 60 -> change * by -1 -> wait 1 seconds || repeat until * = 0 -> change * by -1 -> wait 1 seconds || repeat until * < 1 -> wait 1 seconds -> change * by -1 || repeat until * < 1 -> change * by -1 -> wait 1 seconds",
    "say times up*",
  ]),
  r("child", "classic", "space shooter: my rocket moves left and right with the arrows at the bottom and space shoots a bullet up. aliens come down from the top. if a bullet hits an alien you get 10 points. if an alien touches the rocket you lose a life, you have 3", [
    "sprite Rocket",
    "sprite Bullet",
    "sprite Alien",
    "var score",
    "var lives",
    "Rocket: @key left arrow -> change x by -#",
    "Rocket: @key right arrow -> change x by #",
    "Bullet: change y by #",
    "Alien: change y by -# | glide *",
    "change score by 10",
    "set lives to 3",
    "change lives by -1",
  ]),
  r("child", "classic", "pong with 1 player. the paddle follows the mouse left and right at the bottom. the ball bounces around. if the ball touches the red line at the bottom its game over. each time the paddle hits the ball thats a point", [
    "sprite Paddle",
    "sprite Ball",
    "var *",
    "Paddle: forever -> set x to mouse x | go to x: mouse x * || Paddle: repeat until * -> set x to mouse x | go to x: mouse x *",
    "Ball: forever -> move # steps -> if on edge, bounce || Ball: repeat until * -> move # steps -> if on edge, bounce || Ball: forever -> if on edge, bounce -> move # steps || Ball: repeat until * -> if on edge, bounce -> move # steps",
    "Ball: if touching paddle? then -> point in direction * | turn * # degrees",
    "Ball: if touching paddle? then -> change * by 1",
    `Ball: if touching color *? then -> ${GAME_ENDS} || Ball: wait until touching color *? -> ${GAME_ENDS} || Ball: repeat until touching color *? -> ${GAME_ENDS} || Ball: if touching line? then -> ${GAME_ENDS} || Ball: if touching red line? then -> ${GAME_ENDS}`,
  ]),
  r("non-native", "classic", "Pong for two player: player 1 use Q for up and A for down, player 2 use P for up and L for down. The first who have 5 points win.", [
    "sprites>=3",
    "@key q -> change y by #",
    "@key a -> change y by -#",
    "@key p -> change y by #",
    "@key l -> change y by -#",
    "change * by 1",
    "text if * = 5 then | wait until * = 5 | if * > 4 then | repeat until * = 5",
  ]),
  r("child", "classic", "catch game where a bowl catches falling strawberrys. the bowl moves with the mouse. you get a point for each one and if you miss 3 strawberrys its game over", [
    "sprite Bowl",
    "sprite Strawberry",
    "Bowl: forever -> set x to mouse x | go to x: mouse x * || Bowl: repeat until * -> set x to mouse x | go to x: mouse x *",
    "Strawberry: change y by -# | glide *",
    "Strawberry: if touching bowl? then -> change * by 1",
    "Strawberry: if y position < -# then -> change * by 1 || Strawberry: if touching edge? then -> change * by 1 || Strawberry: if touching color *? then -> change * by 1",
    "text if * = 3 then | wait until * = 3 | if * > 2 then | repeat until * = 3",
  ]),
  r("child", "classic", "clicker game with a donut. every click gives 1 donut. when you have 20 donuts you can press u to buy an upgrade and then every click gives 2", [
    "sprite Donut",
    "var *",
    "Donut: when this sprite clicked -> change * by *",
    "@key u -> if * then",
    "text set * to 2",
  ]),
  r("teacher", "lesson", "Platformer lesson, gravity and ground: the player falls 5 each time round the loop unless it is touching the green ground; pressing space while on the ground makes it jump up 100 in 10 steps of 10", [
    "forever -> if not touching color *? then -> change y by -5 || forever -> if touching color *? then -> else -> change y by -5",
    "@key space -> if touching color *? then -> repeat 10 -> change y by 10 || if key space pressed? and touching color *? then -> repeat 10 -> change y by 10 || if touching color *? and key space pressed? then -> repeat 10 -> change y by 10 || if touching color *? then -> if key space pressed? then -> repeat 10 -> change y by 10",
  ]),

  // ---- "Kid Coder Challenge", sample 1 (scribd.com/document/742310085, a coding academy's challenge sheet): a dinosaur
  // jumping over mice; and a Quebec class activity in English on the shared project page scratchstats.org/projects/142616802
  r("non-native", "course", "Dinosaur jump over mouses. Space for jump and come back to the ground. Mouses run from right to left. When a mouse arrive to the left side the score +1. If dinosaur touch a mouse, the game stop and the dinosaur change his costume (sad).", [
    "sprite Dinosaur",
    "sprite Mouse",
    "var score",
    "Dinosaur: @key space -> change y by # | glide * | repeat #",
    "Mouse: change x by -# | glide *",
    "Mouse: if x position < -# then -> change score by 1 || Mouse: if touching edge? then -> change score by 1",
    "if touching mouse? then -> switch costume to * || wait until touching mouse? -> switch costume to * || repeat until touching mouse? -> switch costume to * || if touching dinosaur? then -> broadcast *",
    "stop all",
  ]),
  r("teacher", "lesson", "Modelling the situation: the Ball passes from Scratch (x -178 y -52) to Gobo (x -23 y 2) to Vibot (x 152 y -16) and back to Scratch, and does the whole cycle 5 times; then Vibot says \"I love playing soccer!\"", [
    "sprite Ball",
    "sprite Gobo",
    "sprite Vibot",
    "Ball: repeat 5 -> glide * to x: -23 y: 2 -> glide * to x: 152 y: -16 -> glide * to x: -178 y: -52",
    "Vibot: say i love playing soccer*",
  ]),
  r("teacher", "lesson", "Continue the dialogue: Gobo explains soccer to Vibot. Gobo says \"It is a game where we pass the ball with our feet to score a goal.\" and then Vibot answers \"Ok. Let's play!\"", [
    "sprite Gobo",
    "sprite Vibot",
    "Gobo: say it is a game where we pass the ball*",
    "Vibot: when i receive * -> say ok* let's play* || Vibot: wait # seconds -> say ok* let's play*",
  ]),

  // ---- a parent's "Build a Holiday Whack-a-Mole Game With Scratch and Makey Makey" (instructables.com/Build-a-Holiday-Whack-a-Mole-Game-With-Scratch-and),
  // and parents' requests written after the kinds of project the pages above describe
  r("parent", "parent", "I'm building a whack-a-mole box with a Makey Makey for my kids' class party; the Makey Makey sends arrow keys. Three elves, Left, Middle and Right. Every second one of them at random pops up (shows) for 1 second. Pressing the left arrow while Left is up scores a point, the up arrow for Middle, the right arrow for Right. The game lasts 60 seconds.", [
    "sprite Left",
    "sprite Middle",
    "sprite Right",
    "var *",
    "pick random 1 to 3",
    "show -> wait 1 seconds -> hide",
    "@key left arrow -> if * then -> change * by 1",
    "@key up arrow -> if * then -> change * by 1",
    "@key right arrow -> if * then -> change * by 1",
    "text wait 60 seconds | wait until timer > 60 | wait until timer > 59 | repeat 60 | set * to 60 | repeat until timer > 60",
  ]),
  r("parent", "parent", "My son is 8 and loves trains. Could you make a train that toots its horn when the flag is clicked, starts on the left and drives across to the station on the right in 5 seconds?", [
    "sprite Train",
    `Train: when flag clicked -> ${SOUND}`,
    "Train: go to x: -# * | set x to -#",
    "Train: glide 5 secs to *",
  ]),
  r("parent", "parent", "For my daughter's times tables practice: ask her 10 random questions from the 7 times table, say \"Correct!\" or tell her the right answer, and at the end tell her the score out of 10", [
    "var *",
    "repeat 10 -> ask *7* -> if answer = * then -> say correct* -> else -> say *",
    "pick random 1 to #",
    "change * by 1",
    "text say *out of 10*",
  ]),
  r("parent", "parent", "We can't have a real dog, so my kids (6 and 9) want a virtual Puppy. Hunger and happiness both start at 10 and each goes down by 1 every 5 seconds. Clicking the Bone feeds him (hunger +3), clicking the Ball plays with him (happiness +2). If either one reaches 0 the puppy looks sad.", [
    "sprite Puppy",
    "sprite Bone",
    "sprite Ball",
    "var hunger",
    "var happiness",
    "set hunger to 10",
    "set happiness to 10",
    "forever -> wait 5 seconds -> change hunger by -1 || repeat until * -> wait 5 seconds -> change hunger by -1 || forever -> change hunger by -1 -> wait 5 seconds || repeat until * -> change hunger by -1 -> wait 5 seconds",
    "forever -> wait 5 seconds -> change happiness by -1 || repeat until * -> wait 5 seconds -> change happiness by -1 || forever -> change happiness by -1 -> wait 5 seconds || repeat until * -> change happiness by -1 -> wait 5 seconds",
    "Bone: when this sprite clicked -> change hunger by 3",
    "Ball: when this sprite clicked -> change happiness by 2",
    "text if *hunger = 0* then | if *hunger < 1* then | wait until *hunger = 0* | wait until *hunger < 1*",
    "text if *happiness = 0* then | if *happiness < 1* then | wait until *happiness = 0* | wait until *happiness < 1*",
    "Puppy: switch costume to *",
  ]),
  r("parent", "parent", "My two girls, Lily and Rose, want a story where their cat Biscuit and their dog Pepper talk in turn. Biscuit: \"Where is my ball?\" Pepper: \"I didn't take it!\" Biscuit: \"Then who did?\" Pepper: \"Maybe the mouse...\" and then a Mouse runs across the screen.", [
    "sprite Biscuit",
    "sprite Pepper",
    "sprite Mouse",
    "Biscuit: say where is my ball*",
    "Biscuit: say then who did*",
    "Pepper: say i didn't take it*",
    "Pepper: say maybe the mouse*",
    "Pepper: when i receive * -> say i didn't take it* || Pepper: wait # seconds -> say i didn't take it*",
    "Mouse: when i receive * -> glide * | repeat * | change x by * | move # steps || Mouse: wait # seconds -> glide * | repeat * | change x by * | move # steps",
  ], ["sprite Lily", "sprite Rose"]),
  r("parent", "parent", "Something calm for my 5 year old at bedtime: the moon slowly glides across the sky in 20 seconds while soft music plays, and the stars fade in and out. No game and no score, please.", [
    "sprite Moon",
    "sprite Star | sprite Stars",
    "Moon: glide 20 secs to *",
    "text play sound * | start sound *",
    "change ghost effect by * | set ghost effect to *",
  ], ["var score", "stop all"]),
  r("parent", "parent", "My son is learning Spanish. Could the parrot ask him how to say cat, dog and house in Spanish (gato, perro, casa), one after the other, say \"¡Muy bien!\" when he is right, and tell him the right word when he is wrong?", [
    "sprite Parrot",
    "ask *cat* -> if answer = gato then -> say *muy bien* -> else -> say *gato*",
    "ask *dog* -> if answer = perro then -> say *muy bien* -> else -> say *perro*",
    "ask *house* -> if answer = casa then -> say *muy bien* -> else -> say *casa*",
  ]),
  r("parent", "parent", "My daughter (9) wants a chase game: her Unicorn moves with the arrow keys and a Dragon chases it slowly. If the dragon catches the unicorn the dragon says \"Got you!\" and the game ends. Nothing else please, she wants to add the rest herself.", [
    "sprite Unicorn",
    "sprite Dragon",
    "Unicorn: @arrows",
    "Dragon: forever -> point towards unicorn -> move # steps || Dragon: forever -> glide * to unicorn || Dragon: repeat until touching unicorn? -> point towards unicorn -> move # steps",
    "Dragon: say got you*",
    "stop all | broadcast *",
  ], ["var score", "create clone of *", "text go to mouse-pointer"]),
  r("parent", "parent", "My son's class has a 'show us your name' week. Could his name, JOE, be three letter sprites J, O and E that each spin once when the flag is clicked, one after the other?", [
    "sprite J",
    "sprite O",
    "sprite E",
    "J: repeat # -> turn * # degrees",
    "O: repeat # -> turn * # degrees",
    "E: repeat # -> turn * # degrees",
    "O: when i receive * -> repeat # || O: wait # seconds -> repeat #",
  ]),

  // ---- non-native speakers, after the class notes and courses above: evidyalay.net's Gujarati post on an addition game
  // for primary children (evidyalay.net/archives/109191), and learners' questions as they type them
  r("non-native", "forum", "Game for small children to learn addition: two random numbers from 1 to 10, the cat ask the sum, if correct say 'Shabash!' Do 5 questions.", [
    "sprite Cat",
    "set * to pick random 1 to 10",
    "repeat 5 -> ask * -> if answer = *+* then -> say shabash*",
  ]),
  r("non-native", "forum", "The big fish eat the little fish. Big fish follow the mouse, when he eat the little fish he grow 10 and the little fish go in other place", [
    "sprites>=2",
    "forever -> go to mouse-pointer | glide * to mouse-pointer",
    "change size by 10",
    "if touching * then -> go to random position | go to x: pick random *",
  ]),
  r("non-native", "forum", "Make the traffic light: red 3 seconds, yellow 1 second, green 3 seconds, and again and again", [
    "forever -> switch costume to red* -> wait 3 seconds -> switch costume to yellow* -> wait 1 seconds -> switch costume to green* -> wait 3 seconds",
  ]),
  r("non-native", "lesson", "I am teacher in Brazil, my students have 10 years. I want to show the variable: the cat count from 1 to 10, saying each number for one second", [
    "var *",
    "set * to 1 -> repeat 10 -> say * for 1 seconds -> change * by 1 || set * to 0 -> repeat 10 -> change * by 1 -> say * for 1 seconds",
  ]),
  r("non-native", "forum", "pls make the bat fly in a circle forever and the witch say 'Happy Halloween' when i click on her", [
    "sprite Bat",
    "sprite Witch",
    "Bat: forever -> move # steps -> turn * # degrees || Bat: forever -> turn * # degrees -> move # steps",
    "Witch: when this sprite clicked -> say happy halloween*",
  ]),
  r("non-native", "forum", "draw 10 circles with the pen, every circle more big than the circle before", [
    "pen down",
    "repeat 10 -> repeat * -> move * steps -> turn * # degrees",
    "change * by #",
  ]),
  r("non-native", "course", "The fire come from the dragon when I press F: fire go to the dragon, show, and move to the right until the edge, then hide", [
    "sprite Dragon",
    "sprite Fire",
    "Fire: go to dragon -> show -> repeat until touching edge? -> change x by # -> hide || Fire: go to dragon -> show -> repeat until touching edge? -> move # steps -> hide || Fire: go to dragon -> show -> repeat until touching edge? -> change x by # -> delete this clone || Fire: go to dragon -> show -> repeat until touching edge? -> move # steps -> delete this clone",
    "@key f -> broadcast * | create clone of fire | go to dragon",
  ]),

  // ---- children's posts as they are typed, after the kinds of question the class and club pages above answer
  r("child", "forum", "how do i make my charactor say somthing diffrent evry time i click him like first hello then how r u then bye", [
    "when this sprite clicked -> change * by 1",
    "text say hello* | say item * of *",
    "text say how r u* | say item * of *",
    "text say bye* | say item * of *",
  ]),
  r("child", "forum", "my cat keeps going off the screen!!! make him stay inside when he moves with the arrows", ["@arrows", "text if on edge, bounce | if x position > * | if x position < * | if touching edge? then"]),
  r("child", "forum", "the apple falls from the sky and when it hits the ground it goes back to the top at a random x and falls again", [
    "sprite Apple",
    "Apple: forever -> change y by -# | glide *",
    "Apple: if y position < -# then -> go to x: pick random * | set x to pick random * || Apple: if touching * then -> go to x: pick random * | set x to pick random *",
  ]),
  r("child", "forum", "make a ball bounce around and every time you click it it goes faster", ["sprite Ball", "var *", "Ball: forever -> move * steps -> if on edge, bounce", "Ball: when this sprite clicked -> change * by #"]),
  r("child", "forum", "my sprite should say how many times i pressed space", ["var *", "@key space -> change * by 1 -> say *"]),
  r("child", "forum", "when the timer gets to 10 seconds the sky turns to night", [
    "reset timer",
    "wait until timer > 10 -> switch backdrop to night* || wait until timer > 9 -> switch backdrop to night* || if timer > 10 then -> switch backdrop to night* || if timer > 9 then -> switch backdrop to night*",
  ]),
  r("child", "forum", "story: the Princess says help!!, then the Knight says im coming!, then the Dragon says ROAR, then the knight says take that! and the dragon runs away", [
    "sprite Princess",
    "sprite Knight",
    "sprite Dragon",
    "Princess: say help*",
    "Knight: say i*m coming*",
    "Knight: say take that*",
    "Dragon: say roar*",
    "Dragon: glide * | change x by * | move # steps | repeat * | hide",
  ]),

  // ---- teachers' lesson objectives (Years 3 to 8: events, variables, operators, booleans, custom blocks, coordinates, loops),
  // after the schemes and class pages above
  r("teacher", "lesson", "Year 3 events: three scripts, three events. The cat meows when the green flag is clicked, says \"Hi\" when it is clicked, and jumps when space is pressed.", [
    "when flag clicked -> play sound meow* | start sound meow*",
    "when this sprite clicked -> say hi*",
    "@key space -> change y by # | repeat #",
    "scripts<=3",
  ]),
  r("teacher", "lesson", "Show how a variable works: a variable called apples starts at 0; each click on the apple tree adds 1 and the tree says how many apples there are. Explain each block with a comment.", [
    "var apples",
    "set apples to 0",
    "when this sprite clicked -> change apples by 1 -> say *apples*",
    "comment",
  ]),
  r("teacher", "lesson", "Comparison operators: ask the user's age; if it is greater than 12 say \"You're a teenager!\", otherwise say \"Not a teenager yet\"", [
    "ask * -> if answer > 12 then -> say you're a teenager* -> else -> say not a teenager yet* || ask * -> if 12 < answer then -> say you're a teenager* -> else -> say not a teenager yet*",
  ]),
  r("teacher", "lesson", "Boolean AND: the Door switches to its open costume only if the Player has the key (a variable called hasKey is 1) and is touching the door", [
    "sprite Door",
    "sprite Player",
    "var hasKey",
    "if haskey = 1 and touching door? then -> switch costume to open* || if touching door? and haskey = 1 then -> switch costume to open* || Door: if haskey = 1 and touching player? then -> switch costume to open* || Door: if touching player? and haskey = 1 then -> switch costume to open* || if haskey = 1 and touching door? then -> broadcast * || if touching door? and haskey = 1 then -> broadcast *",
  ]),
  r("teacher", "lesson", "Custom blocks: make a block called square with an input called size that draws a square of that size, then use it to draw squares of 50, 100 and 150", [
    "define square *",
    "repeat 4 -> move * steps -> turn * 90 degrees",
    "square 50 -> square 100 -> square 150",
    "pen down",
  ]),
  r("teacher", "lesson", "Coordinates treasure hunt: the Pirate goes to x 100 y 50 and says \"Dig here!\", then goes to x -150 y -100 and says \"Treasure!\"", [
    "sprite Pirate",
    "Pirate: go to x: 100 y: 50 -> say dig here* -> go to x: -150 y: -100 -> say treasure* || Pirate: glide * to x: 100 y: 50 -> say dig here* -> glide * to x: -150 y: -100 -> say treasure*",
  ]),
  r("teacher", "lesson", "Loops in order: the Frog croaks 3 times, then jumps 4 times (up 30 and down 30 each time)", [
    "sprite Frog",
    "Frog: repeat 3 -> play sound * -> repeat 4 -> change y by 30 -> change y by -30 || Frog: repeat 3 -> start sound * -> repeat 4 -> change y by 30 -> change y by -30",
  ]),
  r("teacher", "lesson", "Hour of Code warm-up: the sprite moves 10 steps and waits 0.2 seconds, 20 times, and then says \"I did it in a loop!\"", ["repeat 20 -> move 10 steps -> wait 0.2 seconds -> say i did it in a loop*"]),
  r("teacher", "lesson", "Repeats as multiplication: the cat moves 10 steps 3 times to show that 3 x 10 = 30, then says \"30 steps!\"", ["repeat 3 -> move 10 steps -> say 30 steps*"]),
  r("teacher", "lesson", "Pen shapes: draw an equilateral triangle with sides of 120 steps, then a pentagon with sides of 80 steps", ["pen down", "repeat 3 -> move 120 steps -> turn * 120 degrees", "repeat 5 -> move 80 steps -> turn * 72 degrees"]),
  r("child", "classic", "draw a yellow star with 5 points and make the pen really thick", ["pen down", "set pen color to *", "set pen size to #", "repeat 5 -> move # steps -> turn * 144 degrees"]),
  r("teacher", "lesson", "Year 4 countdown: a variable called count set to 10; repeat 10 times: say count for 1 second and change count by -1; then say \"Blast off!\"", ["var count", "set count to 10 -> repeat 10 -> say count for 1 seconds -> change count by -1 -> say blast off*"]),
  r("teacher", "lesson", "Random name picker for my class: a list called names with Aisha, Ben, Chloe, Dev and Ellie. When I click the Hat it picks one name at random and says it.", [
    "sprite Hat",
    "list names",
    "Hat: when this sprite clicked -> say item pick random 1 to length of names of names* || Hat: when this sprite clicked -> say item pick random 1 to 5 of names* || Hat: when this sprite clicked -> set * to item pick random * of names -> say *",
  ]),
  r("parent", "parent", "Who does the dishes tonight? When I press space the computer picks Mum, Dad, Zoe or Sam at random and says the name", ["@key space -> say *", "pick random 1 to 4 | pick random 1 to length of *"]),
  r("parent", "parent", "My son (7) wants a New Year countdown from 5 to 0, and at 0 the Fireworks sprite appears with a cheer", [
    "sprite Fireworks",
    "set * to 5",
    "change * by -1",
    "Fireworks: hide",
    "Fireworks: show",
    "text play sound * | start sound *",
  ]),

  // ---- what must be declined, said kindly (a child asks for what Scratch cannot do)
  r("child", "forum", "make a game that finds where my friend lives on a real map with gps", ["declined"]),
  r("non-native", "forum", "please make the scratch cat call my grandmother on whatsapp", ["declined"]),
];
