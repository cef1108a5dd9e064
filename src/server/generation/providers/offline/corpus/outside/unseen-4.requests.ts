import { rubricRequest, type TRubricRequest } from "./rubric.types";

/**
 * A seventh held-out part of the outside corpus (issue 26), written on 2026-11-26 by a helper
 * session (s6) that never read the offline generator's code, its tests, its recipes, its plan
 * modules nor any of its answers, and never put these requests to it. The earlier unseen parts
 * (unseen, unseen-2, unseen-3) have been measured and read, so they are development material now.
 * Each group is written after an outside source that no other file of this folder uses (Google's
 * CS First club plans, Pinnguaq's hide-and-seek lessons, CoderDojo's sushi cards, a Year 7 unit's
 * "all / most / some pupils will" objectives, a 2007 scheme of work, Kapow's Year 3 unit, a school
 * curriculum page, two pong lessons, a STEM centre's space-invaders blog, a beat-machine workshop,
 * jump tutorials from India and the US, a catch-game course, French, Kenyan, South African and
 * Indian class material, a games book's virus level, a Japanese and a German school workshop,
 * parents' blogs), never copied from it; the source's address is above each group. Requests in children's and parents' words are written after the kinds of project those
 * sources describe. No one tunes the generator on it: only `npm run bench -- offline` puts it to
 * the generator, and its one test (unseen-4.rubric.test.ts) grades hand-written answers with it,
 * never the generator's.
 *
 * Rubric habit kept throughout (as unseen-3): ` | ` alternatives only in an item's last step, `||`
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

export const UNSEEN_4_HELD_OUT_REQUESTS: TRubricRequest[] = [
  // ---- Google CS First club plans, "Game Design" (cs-first.com/clubplan/game-design/maze-game, .../platform-game,
  // .../launcher-game) and the quest game's "Hide and Seek" add-on (cs-first.com/c/cs-first/en/game-design/quest-game/extensions/hide-and-seek.html)
  r("teacher", "course", "Game Design club, maze game (topics: if-then, boolean conditions). The Player moves 3 steps with each arrow key. If it touches the wall colour it goes back to the start at x -210 y 160. When it touches the Goal sprite it says \"I win!\" and the game stops.", [
    "sprite Player",
    "sprite Goal",
    "Player: @key right arrow -> change x by 3 | move 3 steps",
    "Player: @key left arrow -> change x by -3 | move 3 steps",
    "Player: @key up arrow -> change y by 3 | move 3 steps",
    "Player: @key down arrow -> change y by -3 | move 3 steps",
    "Player: if touching color *? then -> go to x: -210 y: 160",
    `${when("touching goal?", "say i win*", "Player: ")} || ${when("touching player?", "say i win*", "Goal: ")}`,
    "stop all",
  ]),
  r("teacher", "course", "Platform game, video 3: the Player walks left and right with the arrow keys and jumps with the up arrow (change y by 10, ten times). If it is not touching the platform colour it falls 5 at a time. Reaching the Star on the top platform makes the Player say \"Level complete!\"", [
    "sprite Player",
    "sprite Star",
    "Player: @key left arrow -> change x by -# | move # steps",
    "Player: @key right arrow -> change x by # | move # steps",
    "Player: @key up arrow -> repeat 10 -> change y by 10",
    "if not touching color *? then -> change y by -5 || if touching color *? then -> * -> else -> change y by -5",
    when("touching star?", "say level complete*", "Player: "),
  ]),
  r("teacher", "course", "Launcher game (clones, increasing difficulty): the Rocket launches upwards when space is pressed. Every 2 seconds the Enemy makes a clone of itself, and each clone bounces around the stage forever. If the Rocket touches an enemy it goes back to the bottom; each time it reaches the top, score goes up by 1.", [
    "sprite Rocket",
    "sprite Enemy",
    "var score",
    "Rocket: @key space -> repeat until * | forever | glide * | change y by # | repeat #",
    "Enemy: forever -> create clone of myself -> wait 2 seconds || Enemy: forever -> wait 2 seconds -> create clone of myself || Enemy: repeat # -> create clone of myself -> wait 2 seconds || Enemy: repeat # -> wait 2 seconds -> create clone of myself",
    "Enemy: when i start as a clone -> forever -> move # steps -> if on edge, bounce || Enemy: when i start as a clone -> forever -> if on edge, bounce -> move # steps",
    "text touching enemy?",
    "change score by 1",
  ]),
  r("teacher", "course", "Quest game add-on, hide and seek: make a variable called object location and set it to a random number from 2 to 4 at the start. Then, forever: if the backdrop number equals object location the Key shows, otherwise it hides.", [
    "sprite Key",
    "var object location",
    "set object location to pick random 2 to 4",
    "Key: forever -> if backdrop number = object location then -> show -> else -> hide || Key: forever -> if object location = backdrop number then -> show -> else -> hide",
  ]),

  // ---- Pinnguaq, "Scratch Mix and Match Challenge Bonus: Hide and Seek Variations" (pinnguaq.com/learn/scratch-mix-match-challenge-bonus-hide-seek-variations,
  // Nunavut, Canada): a sprite hidden behind another, since a hidden sprite cannot be touched
  r("teacher", "tutorial", "Hide and seek (Grade 7): Critter moves around the map with the arrow keys. Friend hides behind the Rocks sprite: it goes to the Rocks and goes back one layer. When Critter touches the Rocks, Friend comes to the front layer and says \"You found me!\"", [
    "sprite Critter",
    "sprite Friend",
    "sprite Rocks",
    "Critter: @arrows",
    "Friend: go to rocks",
    "Friend: go backward 1 layers | go to back layer",
    "text touching critter? | touching rocks?",
    "Friend: go to front layer",
    "Friend: say you found me*",
  ], ["Friend: hide"]),
  r("child", "forum", "hide n seek!! my dog hides somewhere random and u have to click him. when u find him he says u found me and then hides again somewhere else. count how many times i found him", [
    "var *",
    "when this sprite clicked -> say u found me* | say you found me*",
    "when this sprite clicked -> change * by 1",
    "text go to random position | go to x: pick random *",
  ]),

  // ---- the CoderDojo Foundation's Scratch sushi cards after the Wilmslow Dojo's projects (coderdojo.com/2016/09/09/new-scratch-project-cards):
  // keyboard control, keeping score, collisions, lists of settings
  r("teacher", "course", "Sushi card 3, keeping score: make a variable called points. Each time the Shark touches a Fish, points goes up by 1 and the Fish jumps to a random place.", [
    "sprite Shark",
    "sprite Fish",
    "var points",
    `${when("touching fish?", "change points by 1", "Shark: ")} || ${when("touching shark?", "change points by 1", "Fish: ")}`,
    "Fish: go to random position | go to x: pick random *",
  ]),
  r("child", "course", "at coderdojo tonight we did the sushi cards, i want my own one: a Ghost that moves with W A S D and a Pumpkin. if the ghost touches the pumpkin it plays a sound and says BOO", [
    "sprite Ghost",
    "sprite Pumpkin",
    "Ghost: @key w -> change y by # | move # steps",
    "Ghost: @key a -> change x by -# | move # steps",
    "Ghost: @key s -> change y by -# | move # steps",
    "Ghost: @key d -> change x by # | move # steps",
    "text play sound * | start sound *",
    "text say boo*",
  ], ["Ghost: @key up arrow -> change y by #", "Ghost: @key right arrow -> change x by #"]),
  r("teacher", "course", "Lists of settings: a list called speeds holds 2, 4, 6 and 8. When the flag is clicked the Car asks \"Which level? (1-4)\" and then moves forever at the speed in that item of the list, bouncing off the edges.", [
    "sprite Car",
    "list speeds",
    "Car: ask which level* -> forever -> move item answer of speeds steps || Car: ask which level* -> set * to item answer of speeds -> forever -> move * steps",
    "Car: if on edge, bounce",
  ]),

  // ---- a secondary school's Year 7 Scratch unit on its learning platform (moo.compu2learn.co.uk/course/view.php?id=8):
  // "all pupils will… most pupils will… some pupils will…" for selection, iteration, logical operators and broadcasting
  r("teacher", "lesson", "By the end of today's lesson all pupils will use selection: the Warden says \"Stop!\" if the Car is touching the crossing (a white colour) and \"Go\" otherwise. Most pupils will put the check in a forever loop, while the Car moves slowly to the right.", [
    "sprite Warden",
    "sprite Car",
    "Warden: forever -> if *touching* then -> say stop* -> else -> say go*",
    "Car: forever -> change x by # | move # steps || Car: repeat # -> change x by # | move # steps || Car: repeat until * -> change x by # | move # steps",
  ]),
  r("teacher", "lesson", "Logical operators: all pupils will use AND. Set a variable called level to 3 at the start. The Robot asks \"Password?\" and only says \"Access granted\" if the answer is banana and level is more than 2; otherwise it says \"Access denied\".", [
    "sprite Robot",
    "var level",
    "set level to 3",
    "Robot: ask password* -> if answer = banana and level > 2 then -> say access granted* -> else -> say access denied* || Robot: ask password* -> if level > 2 and answer = banana then -> say access granted* -> else -> say access denied*",
  ]),
  r("teacher", "lesson", "Some pupils will explain why broadcasting is useful: clicking the stage broadcasts lights off; the stage switches to the Night backdrop, and the Bat, hidden at the start, shows and flies round in a circle forever.", [
    "sprite Bat",
    "Stage: when stage clicked -> broadcast lights off",
    "Stage: when i receive lights off -> switch backdrop to night* || Stage: when stage clicked -> switch backdrop to night*",
    "Bat: when flag clicked -> hide",
    "Bat: when i receive lights off -> show -> forever -> move # steps -> turn * # degrees || Bat: when i receive lights off -> show -> forever -> turn * # degrees -> move # steps",
  ]),

  // ---- an ICT teachers' network's six-lesson Scratch scheme of work (teachnetuk.org.uk/2007 Projects/ICT-Scratch/Scratch/pages/8_schemeofwork.html):
  // a walking animation on the keyboard, an animated clock, pen patterns, a Pacman game with a timer
  r("teacher", "lesson", "Lesson 2: animate the sprite into a walking motion. When the right arrow key is pressed it points right (direction 90), moves 10 steps and switches to its next costume; the left arrow does the same facing left (direction -90).", [
    "@key right arrow -> point in direction 90",
    "@key right arrow -> move 10 steps",
    "@key right arrow -> next costume",
    "@key left arrow -> point in direction -90",
    "@key left arrow -> move 10 steps",
    "@key left arrow -> next costume",
  ]),
  r("teacher", "lesson", "Lesson 3: an animated clock. The Hand sprite turns 6 degrees every second, forever, and plays a tick sound each time.", [
    "sprite Hand",
    "Hand: forever -> turn * 6 degrees -> wait 1 seconds || Hand: forever -> wait 1 seconds -> turn * 6 degrees",
    "Hand: forever -> play sound * | start sound *",
  ]),
  r("teacher", "lesson", "Lesson 5: drawing lines. Clear the stage, put the pen down, then repeat 36 times: move 100 steps and turn 170 degrees.", ["erase all", "pen down -> repeat 36 -> move 100 steps -> turn * 170 degrees"]),
  r("teacher", "lesson", "Lesson 6: a Pacman game. Pacman moves with the arrow keys; every Dot he eats is worth 10 points in a variable called score. The Ghost glides to a random position every 2 seconds, and if it touches Pacman the game ends. Show how long you survived with the timer.", [
    "sprite Pacman",
    "sprite Ghost",
    "sprite Dot | sprite Dots",
    "var score",
    "Pacman: @arrows",
    "change score by 10",
    "Ghost: forever -> glide 2 secs to random position || Ghost: repeat until * -> glide 2 secs to random position || Ghost: forever -> glide * to random position -> wait 2 seconds",
    `${when("touching pacman?", GAME_ENDS, "Ghost: ")} || ${when("touching ghost?", GAME_ENDS, "Pacman: ")}`,
    "text *timer*",
  ]),

  // ---- Kapow Primary, Year 3 "Programming: Scratch" (kapowprimary.com/subjects/computing/lower-key-stage-2/year-3/programming-scratch):
  // instruments with loops, a story remixed with a middle and an end, the "Robot Bop" game
  r("teacher", "lesson", "Year 3, lesson 2 (using loops): the Drum plays its sound 4 times when it is clicked, and the Guitar plays its sound 8 times when the space key is pressed.", [
    "sprite Drum",
    "sprite Guitar",
    `Drum: when this sprite clicked -> repeat 4 -> ${SOUND}`,
    `Guitar: @key space -> repeat 8 -> ${SOUND}`,
  ], ["Drum: @key space", "Guitar: when this sprite clicked"]),
  r("teacher", "lesson", "Robot Bop: the Robot appears in a random place, waits 1 second and hides, again and again. Clicking it bops it and adds 1 to score. The game lasts 30 seconds.", [
    "sprite Robot",
    "var score",
    "Robot: go to random position | go to x: pick random *",
    "Robot: show",
    "Robot: hide",
    "Robot: wait 1 seconds",
    "Robot: when this sprite clicked -> change score by 1",
    "text wait 30 seconds | wait until timer > 30 | wait until timer > 29 | repeat 30 | repeat until timer > 30 | repeat until timer > 29 | set * to 30",
  ]),
  r("child", "lesson", "we did the story one in class. my story: the Astronaut says Hello Mars! then the Alien says who are you? then the astronaut says a friend from Earth and then they both wave", [
    "sprite Astronaut",
    "sprite Alien",
    "Astronaut: say hello mars*",
    "Alien: say who are you*",
    "Astronaut: say a friend from earth*",
    "Alien: when i receive * -> say who are you* || Alien: wait # seconds -> say who are you*",
    "Astronaut: next costume | switch costume to * | turn * # degrees",
    "Alien: next costume | switch costume to * | turn * # degrees",
  ], ["Alien: say a friend from earth*", "Astronaut: say who are you*"]),

  // ---- Binfield Primary's computing curriculum page (binfieldschool.co.uk/computing-and-technology): a Year 1 dance
  // the cat copies with loops, a Year 3 times-table quiz
  r("teacher", "lesson", "Year 1 dance: the Cat does the same dance as the children, step right, step left, jump, spin round, and the whole dance happens 4 times.", [
    "repeat 4 -> change x by # | move # steps | glide *",
    "repeat 4 -> change y by # | glide *",
    "repeat 4 -> turn * # degrees | repeat #",
  ]),
  r("teacher", "lesson", "Year 3 times-table quiz: the Owl asks 5 questions from the 3 times table with a random number from 1 to 12, says \"Twit twoo, correct!\" when the answer is right and \"Try again\" when it is wrong, and keeps a score.", [
    "sprite Owl",
    "var *",
    "pick random 1 to 12",
    "Owl: repeat 5 -> ask * -> if answer = * then -> say twit twoo, correct* -> else -> say try again*",
    "change * by 1",
  ]),

  // ---- Pong: Mr. Veronsky's Grade 7 Computer Applications sheet "Creating a Pong 2 Player Game" (docest.com/doc/310883),
  // a teacher's notes on the paddles moving apart for two players (egyptstudycircle.org.uk/scratchpad/Projects/pong/pong.html),
  // and Tynker community "Ping Pong" remixes (tynker.com/community/projects/play/ping-pong)
  r("teacher", "lesson", "Pong for 2 players, Grade 7. A paddle called Left moves up 10 with the q key and down 10 with the a key. Duplicate it as Right, which uses the up and down arrow keys instead. The Ball starts at x 20 y 150, points in direction 45, then forever moves 10 steps and bounces if on edge. Two variables, Left hits and Right hits, count how many times each paddle hits the ball.", [
    "sprite Left",
    "sprite Right",
    "sprite Ball",
    "Left: @key q -> change y by 10",
    "Left: @key a -> change y by -10",
    "Right: @key up arrow -> change y by 10",
    "Right: @key down arrow -> change y by -10",
    "Ball: go to x: 20 y: 150",
    "Ball: point in direction 45",
    "Ball: forever -> move 10 steps -> if on edge, bounce || Ball: forever -> if on edge, bounce -> move 10 steps",
    "var Left hits",
    "var Right hits",
    "change left hits by 1",
    "change right hits by 1",
  ], ["Left: @key up arrow -> change y by #", "Right: @key q -> change y by #"]),
  r("child", "classic", "pong but only me. the paddle goes up and down with the arrow keys and the ball bounces off it. if the ball gets past the paddle and hits the left side u lose", [
    "sprite Paddle",
    "sprite Ball",
    "Paddle: @key up arrow -> change y by #",
    "Paddle: @key down arrow -> change y by -#",
    "Ball: forever -> move # steps",
    "if touching paddle? then -> point in direction * | turn * # degrees | set * to *",
    "text x position < -# | touching color *?",
  ]),
  r("non-native", "forum", "Ping pong for two person: the left player use w and s, the right player use the arrow up and down. The ball go more fast each time a paddle hit it.", [
    "sprites>=3",
    "@key w -> change y by #",
    "@key s -> change y by -#",
    "@key up arrow -> change y by #",
    "@key down arrow -> change y by -#",
    "var *",
    "if touching * then -> change * by #",
  ]),

  // ---- Sony UK TEC Pencoed's STEM centre blog, "Clone Wars" (sonypencoed.co.uk/news/2022/07/26/clone-wars-blog-by-steve-lewis):
  // a space-invaders game, a rocket on the keys, a lightning sprite fired as clones
  r("teacher", "course", "Clone Wars: the Rocketship moves left and right with the arrow keys, 10 steps at a time. Pressing space makes a clone of the Lightning, which goes to the Rocketship and moves up 10 at a time until it touches the edge, then deletes itself. Wait 0.5 seconds after each shot so the bolts don't overlap.", [
    "sprite Rocketship",
    "sprite Lightning",
    "Rocketship: @key left arrow -> change x by -10 | move -10 steps",
    "Rocketship: @key right arrow -> change x by 10 | move 10 steps",
    "@key space -> create clone of lightning -> wait 0.5 seconds || Lightning: @key space -> create clone of myself -> wait 0.5 seconds",
    "Lightning: when i start as a clone -> go to rocketship -> repeat until touching edge? -> change y by 10 -> delete this clone",
  ]),
  r("child", "classic", "space shooter!!!! my Ship shoots lasers with space and aliens come down from the top. if a laser hits an alien the alien explodes and u get 5 points. if an alien touches my ship its game over", [
    "sprite Ship",
    "sprites>=3",
    "var *",
    "@key space -> create clone of *",
    "text change y by -# | glide *",
    "change * by 5",
    "text touching ship?",
    `text ${GAME_ENDS}`,
  ]),

  // ---- a charter-school teacher's beat machine, "Beats from Scratch" (techsmif.com/blog/2020/4/13/beats-from-scratch), its build
  // guide (sites.google.com/view/scratch-beats), and a music teacher's Makey Makey "human drum machine" (middleschoolmusic.com/2016/09/18)
  r("teacher", "course", "Beat machine workshop (grades 6-12): four pads called Kick, Snare, Hihat and Clap. Pressing A, S, D or F plays that pad's sound and lights the pad up: brightness effect 50, then back to 0 after 0.1 seconds.", [
    "sprite Kick",
    "sprite Snare",
    "sprite Hihat",
    "sprite Clap",
    "Kick: @key a -> play sound * | start sound *",
    "Snare: @key s -> play sound * | start sound *",
    "Hihat: @key d -> play sound * | start sound *",
    "Clap: @key f -> play sound * | start sound *",
    "set brightness effect to 50 | change brightness effect by 50",
    "wait 0.1 seconds -> set brightness effect to 0 | clear graphic effects | change brightness effect by -50",
  ], ["Kick: @key s", "Snare: @key a"]),
  r("teacher", "course", "Drum rolls: when D is pressed the Snare plays its sound 3 times with 0.1 seconds between hits; when S is pressed it plays 8 times with 0.01 seconds between hits.", [
    "@key d -> repeat 3 -> play sound * | start sound *",
    "@key d -> repeat 3 -> wait 0.1 seconds",
    "@key s -> repeat 8 -> play sound * | start sound *",
    "@key s -> repeat 8 -> wait 0.01 seconds",
  ], ["@key d -> repeat 8", "@key s -> repeat 3"]),
  r("teacher", "lesson", "Music class hook, a human drum machine with a Makey Makey (it types keys): space plays a low tom, the up arrow a hand clap, the left arrow a crash cymbal and the right arrow a snare drum.", [
    `@key space -> ${SOUND}`,
    `@key up arrow -> ${SOUND}`,
    `@key left arrow -> ${SOUND}`,
    `@key right arrow -> ${SOUND}`,
  ], ["text move # steps", "text change x by #"]),
  r("child", "forum", "how do i make a beat maker where u click the squares to turn them on and off and it plays the beat in a loop, 8 beats, drum sound on the ones that are on", [
    "when this sprite clicked -> next costume | switch costume to * | set * to * | replace item *",
    "forever",
    "text repeat 8 | change * by 1",
    `if * then -> ${SOUND}`,
  ]),

  // ---- jumping: Create & Learn's "How to make a sprite jump in Scratch" (create-learn.us/blog/how-to-make-a-sprite-jump-in-scratch),
  // UnicMinds, India (unicminds.com/how-to-make-a-character-jump-in-scratch), a Geometry Dash course, stage 2 (academy-content-hub.web.app/docs/geometry-dash/stage2)
  r("non-native", "tutorial", "Put the sprite on the ground at x -7 y -110. Make variable gravity = -10 and in forever change y by gravity. If y position less than -111 then set gravity to 0. When space is pressed and sprite is on the ground, it go up.", [
    "when flag clicked -> go to x: -7 y: -110",
    "var gravity",
    "forever -> change y by gravity",
    "if y position < -111 then -> set gravity to 0",
    "text key space pressed? | when space key pressed",
  ]),
  r("teacher", "course", "Geometry Dash, stage 2, jump controls: ySpeed is 0 on the floor. If space is pressed and y position is -90, set ySpeed to 14. Every frame change y by ySpeed, then change ySpeed by gravity (-1). If y position is less than -90, go to x -150 y -90 and set ySpeed to 0.", [
    "var ySpeed",
    "if key space pressed? and y position = -90 then -> set yspeed to 14 || if y position = -90 and key space pressed? then -> set yspeed to 14",
    "forever -> change y by yspeed -> change yspeed by gravity | change yspeed by -1",
    "if y position < -90 then -> go to x: -150 y: -90 -> set yspeed to 0",
  ]),
  r("child", "forum", "how do i make my guy jump?? when i press up he should go up and come back down smooth, not just teleport", [
    "@key up arrow -> repeat # -> change y by # || @key up arrow -> glide * || @key up arrow -> set * to # || @key up arrow -> change * by #",
    "text change y by -# | glide * | change y by *",
  ]),
  r("non-native", "forum", "Up arrow key se sprite jump kare: change y by 50, wait 0.5 sec, change y by -50. Forever ke andar if key pressed use karo, when key pressed block nahi", [
    "when flag clicked -> forever -> if key up arrow pressed? then -> change y by 50 -> wait 0.5 seconds -> change y by -50",
  ], ["when up arrow key pressed"]),

  // ---- Mr. Willingham's Scratch course, week 4 day 17 "Variables deep dive" (mrwillingham.com/scratch/week-4/day-17):
  // a catch game with speed and lives; a slide deck "Scratch lesson 6" (slideshare.net/slideshow/scratch-lesson-6/43750234): a 60-second limit
  r("teacher", "course", "Catch game, day 17: the Apple falls with change y by speed instead of -3. speed starts at -3 and each catch makes it faster (change speed by -1). Add lives: start at 3, lose one when the Apple reaches the ground, and stop the game at 0 lives.", [
    "sprite Apple",
    "var speed",
    "var lives",
    "set speed to -3",
    "Apple: change y by speed",
    "change speed by -1",
    "set lives to 3",
    "change lives by -1",
    "text if lives = 0 then | if lives < 1 then | wait until lives = 0 | wait until lives < 1 | repeat until lives = 0 | repeat until lives < 1",
    "stop all",
  ], ["Apple: change y by -3"]),
  r("child", "classic", "catch game: a Bowl at the bottom that follows the mouse but only left and right, and cookies fall. catch one = 1 point. if u miss 3 cookies its over", [
    "sprite Bowl",
    "Bowl: forever -> set x to mouse x || Bowl: forever -> go to x: mouse x *",
    "var *",
    "text change y by -# | glide *",
    "change * by 1",
    "text if * = 3 then | wait until * = 3 | repeat until * = 3 | if * > 2 then | if * = 0 then | wait until * = 0 | repeat until * = 0 | if * < 1 then",
  ], ["Bowl: forever -> go to mouse-pointer"]),
  r("teacher", "lesson", "Time limit: make a variable called countdown set to 60; every second it goes down by 1, and when it reaches 0 the game stops. Meanwhile each click on the Bug adds 1 to score.", [
    "sprite Bug",
    "var countdown",
    "var score",
    "set countdown to 60",
    "wait 1 seconds -> change countdown by -1 || change countdown by -1 -> wait 1 seconds",
    "text if countdown = 0 then | wait until countdown = 0 | repeat until countdown = 0 | if countdown < 1 then | wait until countdown < 1 | repeat until countdown < 1",
    "stop all",
    "Bug: when this sprite clicked -> change score by 1",
  ]),

  // ---- InfoTech Mentor's "Speed and variables" course (infotechmentor.pages.dev: Tigger chases Tobi, kibble makes him faster),
  // and La main à la pâte's "1, 2, 3, code!" cycle 3, step 2.4 "Gathering resources and managing scores" (fondation-lamap.org/en/page/65630)
  r("teacher", "course", "Chase game: Tigger the cat chases Tobi the dog. Tobi points towards the mouse pointer and moves tobi_speed steps, forever; Tigger points towards Tobi and moves tigger_speed steps. Both speeds start at 5. When Tobi touches the Kibble, tobi_speed goes up by 1 and the Kibble jumps to a random place. When Tigger catches Tobi, highscore goes down by 10.", [
    "sprite Tigger",
    "sprite Tobi",
    "sprite Kibble",
    "var tobi_speed",
    "var tigger_speed",
    "var highscore",
    "set tobi_speed to 5",
    "set tigger_speed to 5",
    "Tobi: forever -> point towards mouse-pointer -> move tobi_speed steps",
    "Tigger: forever -> point towards tobi -> move tigger_speed steps",
    "change tobi_speed by 1",
    "Kibble: go to random position | go to x: pick random *",
    "change highscore by -10",
  ]),
  r("non-native", "lesson", "Cycle 3 activity: the Diver collect the pearls. Create the variable score. If the diver touch a Pearl, the score increase of 1 and the pearl disappear. Use the test « if … then » and the sensor « touching ».", [
    "sprite Diver",
    "sprite Pearl",
    "var score",
    `${when("touching pearl?", "change score by 1", "Diver: ")} || ${when("touching diver?", "change score by 1", "Pearl: ")}`,
    "Pearl: hide",
  ]),

  // ---- Start Point Academy's Creative Computing Program, Kenya, taught in English and Swahili (startpointacademy.com/ccc-explore),
  // CEMASTEA's coding module for Grade 5 teachers (Nairobi, 2023), and M²P's Saturday sessions for Grade 4 in Limpopo (msquaredp.org/blog/teaching-coding-with-scratch)
  r("non-native", "lesson", "Help John prepare for school in correct order: wake up, brush teeth, wear uniform, eat breakfast, go to school. John say each step for 2 seconds, then he glide to the School sprite.", [
    "sprite John",
    "sprite School",
    "John: say wake up* for 2 seconds -> say brush teeth* for 2 seconds -> say wear uniform* for 2 seconds -> say eat breakfast* for 2 seconds -> say go to school* for 2 seconds -> glide * to school",
  ]),
  r("non-native", "lesson", "Tafadhali: when green flag clicked the cat say 'Habari!' for 2 seconds, then say 'Jina langu ni Paka' (my name is Cat).", [
    "when flag clicked -> say habari* for 2 seconds -> say jina langu ni paka* || when flag clicked -> say habari* -> wait 2 seconds -> say jina langu ni paka*",
  ]),
  r("non-native", "lesson", "Grade 5 learners: the Matatu (our minibus) drive from left to right on the road and stop when it touch the Bus stop sprite, then the driver say 'Tushuke!'", [
    "sprite Matatu",
    "sprite Bus stop",
    "Matatu: repeat until touching bus stop? -> change x by # | move # steps || Matatu: if touching bus stop? then -> stop * | say tushuke* || Matatu: wait until touching bus stop? -> stop * | say tushuke* || Matatu: glide * to bus stop",
    "text say tushuke*",
  ]),
  r("teacher", "lesson", "Grade 4 Saturday session, new concept: sensing. The Bee flies towards the mouse pointer forever; when it touches a Flower, the Bee says \"Nectar!\" for 1 second.", [
    "sprite Bee",
    "sprite Flower",
    "Bee: forever -> point towards mouse-pointer -> move # steps || Bee: forever -> go to mouse-pointer | glide * to mouse-pointer",
    "Bee: if touching flower? then -> say nectar* for 1 seconds || Bee: wait until touching flower? -> say nectar* for 1 seconds",
  ], ["Flower: say nectar*"]),

  // ---- Indian school textbooks: Tekie's "ICSE Computer Science Scratch 3.0 II" (Uolo EdTech, issuu.com/tekie-app/docs/tekie_icse_coding_grade_5_p1_ebook),
  // and IIT Bombay's "Computer Masti" Book IV (yumpu.com/en/document/view/23569390)
  r("non-native", "lesson", "Activity: find the bigger of two numbers. Ask the first number and store in A, ask the second number and store in B. If A > B say 'A is bigger' else say 'B is bigger'.", [
    "var A",
    "var B",
    "ask * -> set a to answer -> ask * -> set b to answer -> if a > b then -> say * -> else -> say *",
  ]),
  r("teacher", "lesson", "Level IV: Tejas and Jyoti ask Moz how to draw shapes. The cat draws a square of side 100 using repeat 4, then a triangle of side 100 using repeat 3.", [
    "pen down",
    "repeat 4 -> move 100 steps -> turn * 90 degrees",
    "repeat 3 -> move 100 steps -> turn * 120 degrees",
  ], ["sprite Tejas", "sprite Jyoti"]),

  // ---- parents' blogs: objectcentric.wordpress.com ("They Want it All", 2007: a monkey, a tree house, friends online),
  // diaryofamachine.blogspot.com ("He is his father's son", 2012: a key that reappears, a timer), waylonwalker.com ("Gratitude 105",
  // a son setting keys), and Ayanna Murray's "Mom, can you help me build a videogame?" (Scratch Foundation blog on medium.com)
  r("parent", "parent", "My 9 year old wants a Monkey (not a cat!) that walks with the left and right arrow keys to the Ladder of a tree house. When it touches the ladder it climbs up to the house, and then the backdrop changes to the lounge.", [
    "sprite Monkey",
    "sprite Ladder",
    "Monkey: @key left arrow -> change x by -# | move # steps",
    "Monkey: @key right arrow -> change x by # | move # steps",
    when("touching ladder?", "glide * | change y by # | repeat #", "Monkey: "),
    "switch backdrop to lounge*",
  ], ["sprite Cat"]),
  r("parent", "parent", "My 10 year old learned Scratch at school today. He wants his character moved with if blocks and the arrow keys (not the 'when key pressed' blocks), a Key to collect that disappears and reappears somewhere random, and a 20 second timer so it's game over when time runs out.", [
    "when flag clicked -> forever -> if key right arrow pressed? then -> change x by # | move # steps",
    "when flag clicked -> forever -> if key left arrow pressed? then -> change x by -# | move # steps",
    "sprite Key",
    "Key: go to random position | go to x: pick random *",
    "text wait until timer > 20 | wait until timer > 19 | if timer > 20 then | if timer > 19 then | repeat until timer > 20 | repeat until timer > 19 | set * to 20 | wait 20 seconds",
    `text ${GAME_ENDS}`,
  ], ["when right arrow key pressed", "when left arrow key pressed"]),
  r("parent", "parent", "Doing Scratch with my son after school. He drew a Dragon and wants W to make it fly up, S to fly down, and space to breathe fire: the Fire sprite appears in front of the dragon for half a second.", [
    "sprite Dragon",
    "sprite Fire",
    "Dragon: @key w -> change y by #",
    "Dragon: @key s -> change y by -#",
    "Fire: show -> wait 0.5 seconds -> hide",
    "Fire: go to dragon | go to x: * | set x to *",
  ], ["Dragon: @key up arrow -> change y by #"]),
  r("parent", "parent", "My daughter (10) has written the story for her video game: three kids, Zuri, Malik and Ana, must save a planet. For the first scene could Zuri say \"We have 60 seconds to save the planet!\", a 60 second countdown start, and Malik and then Ana each answer \"Let's go!\"?", [
    "sprite Zuri",
    "sprite Malik",
    "sprite Ana",
    "Zuri: say we have 60 seconds*",
    "set * to 60",
    "change * by -1",
    "Malik: say let's go*",
    "Ana: say let's go*",
    "Ana: when i receive * -> say let's go* || Ana: wait # seconds -> say let's go*",
  ], ["Zuri: say let's go*"]),
  r("parent", "parent", "Can you make my son's Scratch game send a text message to my phone every time he starts playing it? I want to know when he's on the computer.", ["declined"]),

  // ---- Steve Kinney's "Get Kids into Coding with Scratch" (frontendmasters.com/courses/scratch/create-a-jumping-movement): Pico falls with a velocity
  r("parent", "course", "I'm following a course with my two kids: Pico falls with a variable called velocity that gets 1 more negative every frame, and stops when he touches the ground (a green colour).", [
    "var velocity",
    "forever -> change velocity by -1 -> change y by velocity || forever -> change y by velocity -> change velocity by -1",
    "if touching color *? then -> set velocity to 0",
  ]),

  // ---- the classic first projects, in children's words (after the kinds of project the club, course and class pages above show)
  r("child", "classic", "cookie clicker pls!!! click the Cookie = +1 cookie. theres a shop button, if u have 10 cookies u can buy a grandma and then u get +1 every second by itself", [
    "sprite Cookie",
    "sprites>=2",
    "var *",
    "Cookie: when this sprite clicked -> change * by 1",
    "text if * > 9 then | if * = 10 then | if * > 10 then | if not * < 10 then",
    "change * by -10",
    "forever -> wait 1 seconds -> change * by * || forever -> change * by * -> wait 1 seconds",
  ]),
  r("teacher", "course", "Clicker game with an upgrade: each click on the Gem adds the value of a variable called power to coins. The Upgrade button costs 25 coins and adds 1 to power, but only if you have enough coins. coins starts at 0 and power at 1.", [
    "sprite Gem",
    "sprite Upgrade",
    "var coins",
    "var power",
    "set coins to 0",
    "set power to 1",
    "Gem: when this sprite clicked -> change coins by power",
    "Upgrade: when this sprite clicked -> if * then -> change coins by -25 -> change power by 1",
  ], ["Upgrade: when this sprite clicked -> change power by 1 -> if *"]),
  r("child", "classic", "flappy parrot but with the space bar. the pipes come from the right with the gap at a random height and if u touch a pipe or the ground u lose", [
    "@key space -> change y by # | set * to # | change * by #",
    "text change y by -# | change y by *",
    "text set y to pick random * | go to x: # y: pick random *",
    "text change x by -# | glide *",
    "text touching pipe*?",
    "text touching ground? | touching color *? | y position < -#",
    `text ${GAME_ENDS}`,
  ]),
  r("non-native", "forum", "Flappy game: the bird fall down all the time, when I click the mouse the bird go up 40. The Pipe move to left, when it is at x -240 it go back to x 240.", [
    "sprite Pipe",
    "when stage clicked -> change y by 40 || forever -> if mouse down? then -> change y by 40 || when this sprite clicked -> change y by 40",
    "forever -> change y by -# | change y by *",
    "Pipe: change x by -# | glide *",
    "Pipe: set x to 240 | go to x: 240 *",
  ]),
  r("teacher", "lesson", "Snake, lesson 2: the Head moves 10 steps every 0.1 seconds and leaves a body behind with clones: each clone waits length × 0.1 seconds and then deletes itself. Eating the Apple adds 1 to length.", [
    "sprite Head",
    "sprite Apple",
    "var length",
    "Head: forever -> move 10 steps",
    "Head: forever -> create clone of myself",
    "Head: forever -> wait 0.1 seconds",
    "Head: when i start as a clone -> wait * -> delete this clone",
    "text wait length * 0.1 seconds | wait 0.1 * length seconds",
    "change length by 1",
  ]),
  r("child", "classic", "snake with wasd pls not arrows. green snake, red apples, and it gets faster every apple it eats", [
    "@key w -> point in direction 0",
    "@key a -> point in direction -90",
    "@key s -> point in direction 180",
    "@key d -> point in direction 90",
    "forever -> move * steps",
    "change * by #",
    "text create clone of * | change length by * | change body* by * | stamp",
  ], ["@key up arrow -> point in direction 0", "@key right arrow -> point in direction 90"]),
  r("teacher", "lesson", "Year 8 top-down racing: the Car turns 5 degrees with the left and right arrows and moves 6 steps with the up arrow. On the grass (green) it only moves 2 steps. A variable called lap goes up by 1 when the Car crosses the Finish line, and after 3 laps it says the time from the timer.", [
    "sprite Car",
    "sprite Finish",
    "var lap",
    "Car: @key left arrow -> turn * 5 degrees",
    "Car: @key right arrow -> turn * 5 degrees",
    "Car: @key up arrow -> move 6 steps | move * steps",
    "text if touching color *? then",
    "text move 2 steps | set * to 2",
    "change lap by 1",
    "reset timer",
    "text if lap = 3 then | wait until lap = 3 | if lap > 2 then | repeat until lap = 3 | repeat until lap > 2",
    "text say *timer*",
  ]),
  r("child", "classic", "car race game from the top with a finish line and a lap timer that resets every lap and remembers the fastest lap", [
    "@key up arrow -> move # steps",
    "@key left arrow -> turn * # degrees",
    "@key right arrow -> turn * # degrees",
    "reset timer",
    "var *",
    "text if timer < * then | if * > timer then | if * < * then",
    "text set * to timer",
  ]),
  r("child", "classic", "virtual pet cat called Mochi!!! she has hunger and happiness, both start at 100. every 2 seconds hunger goes -5 and happiness -3. a feed button gives +20 hunger and a play button gives +10 happiness. if hunger is under 30 she says im hungry", [
    "sprite Mochi",
    "var hunger",
    "var happiness",
    "set hunger to 100",
    "set happiness to 100",
    every("2", "hunger", "-5"),
    every("2", "happiness", "-3"),
    "when this sprite clicked -> change hunger by 20",
    "when this sprite clicked -> change happiness by 10",
    "Mochi: if hunger < 30 then -> say im hungry* | say i'm hungry*",
  ]),
  r("teacher", "lesson", "Virtual pet with conditions: a variable called energy starts at 5 and goes down by 1 every 4 seconds. Clicking the Bed sets energy to 10 and the Pet switches to its sleeping costume for 3 seconds. If energy is less than 3 the Pet plays a yawn sound.", [
    "sprite Pet",
    "sprite Bed",
    "var energy",
    "set energy to 5",
    every("4", "energy", "-1"),
    "Bed: when this sprite clicked -> set energy to 10",
    "Pet: switch costume to sleep* -> wait 3 seconds",
    `Pet: if energy < 3 then -> ${SOUND}`,
  ]),
  r("parent", "parent", "My daughter (7) wants a dress-up game for her character Luna: a Hat, a Top and Shoes that each change to the next one when clicked, and a Camera button that makes Luna say \"Cheese!\" and the screen flash (brightness up, then back).", [
    "sprite Luna",
    "Hat: when this sprite clicked -> next costume",
    "Top: when this sprite clicked -> next costume",
    "Shoes: when this sprite clicked -> next costume",
    "Camera: when this sprite clicked -> broadcast *",
    "Luna: when i receive * -> say cheese*",
    "text change brightness effect by * | set brightness effect to *",
  ], ["var score", "Luna: when this sprite clicked -> next costume"]),
  r("child", "classic", "dress up the scratch Cat: u drag the clothes onto him and if u drop the Hat near his head it snaps onto his head", [
    "sprite Cat",
    "sprite Hat",
    when("touching cat?", "go to cat | go to x: * | glide * to cat", "Hat: "),
  ]),
  r("child", "classic", "quiz about minecraft with my own questions: 1 whats the green thing that explodes (creeper) 2 what do u mine diamonds with (iron pickaxe) 3 whats the dimension with lava (nether). +1 point if right and at the end say u got ... out of 3", [
    "var *",
    "ask *explodes* -> if answer = creeper then -> change * by 1",
    "ask *diamonds* -> if answer = iron pickaxe then -> change * by 1",
    "ask *lava* -> if answer = nether then -> change * by 1",
    "text say *out of 3*",
  ]),
  r("teacher", "lesson", "Quiz with lists (Year 8): a list called questions and a list called answers, 4 of each. A variable called number goes through them: ask item number of questions, and if the answer equals item number of answers add 1 to score.", [
    "list questions",
    "list answers",
    "var number",
    "var score",
    "ask item number of questions* -> if answer = item number of answers then -> change score by 1",
    "change number by 1",
    "text repeat 4 | repeat length of questions | repeat until number > *",
  ]),
  r("child", "classic", "countdown from 10 with big numbers on the screen and at 0 a Rocket flys up!!", [
    "sprite Rocket",
    "set * to 10",
    "change * by -1",
    "wait 1 seconds",
    "Rocket: change y by # | glide *",
  ]),
  r("non-native", "lesson", "Countdown for our school event: from 30 to 0, one every second. At 0 the backdrop change to 'Happy Diwali' and a fireworks sound play.", [
    "set * to 30",
    "wait 1 seconds",
    "change * by -1",
    "switch backdrop to *diwali*",
    "text play sound * | start sound *",
  ]),
  r("child", "classic", "dice game for 2 players. press 1 for player 1 and 2 for player 2, each one rolls 1 to 6 and whoever is higher wins", [
    "@key 1 -> set * to pick random 1 to 6",
    "@key 2 -> set * to pick random 1 to 6",
    "text if * > * then",
    "text say *win*",
  ]),
  r("teacher", "lesson", "Probability (Year 6 maths link): roll a die 100 times in a loop and count the sixes in a variable called sixes, starting at 0, then say how many there were.", [
    "var sixes",
    "set sixes to 0",
    "repeat 100 -> if pick random 1 to 6 = 6 then -> change sixes by 1 || repeat 100 -> set * to pick random 1 to 6 -> if * = 6 then -> change sixes by 1",
    "text say *sixes*",
  ]),
  r("teacher", "lesson", "Random name picker for group work: the Hat asks \"Name?\" again and again and adds each answer to a list called Pupils, until the answer is \"done\". Then each click on the Hat says a random name and deletes it from the list, so nobody is picked twice.", [
    "sprite Hat",
    "list Pupils",
    "ask name* -> add answer to pupils",
    "text repeat until answer = done | wait until answer = done | if answer = done then | if not answer = done then",
    "Hat: when this sprite clicked -> set * to pick random 1 to length of pupils -> say item * of pupils -> delete * of pupils",
  ], ["add done to pupils"]),
  r("child", "forum", "random team picker!! names are ali, bea, cam and dan. press space and it says one name for team red", [
    "@key space -> say *",
    "pick random 1 to 4 | pick random 1 to length of *",
  ]),
  r("teacher", "lesson", "Custom blocks: make a block called polygon with two inputs, sides and length, that turns 360 / sides degrees after each side. Use it to draw a hexagon with sides of 60.", [
    "define polygon *",
    "repeat sides -> move length steps -> turn * 360 / sides degrees",
    "polygon 6 60",
    "pen down",
  ]),
  r("child", "classic", "make the pen draw a rainbow spiral!! it goes round and round getting bigger and changes colour", [
    "pen down",
    "forever -> move * steps -> turn * # degrees || repeat # -> move * steps -> turn * # degrees",
    "change pen color by # | change pen hue by # | set pen color to *",
    "change * by #",
  ]),
  r("child", "forum", "my sprite walks but its like sliding, make his legs move when he walks. right and left arrows", [
    "@key right arrow -> next costume",
    "@key left arrow -> next costume",
    "@key right arrow -> change x by # | move # steps",
    "@key left arrow -> change x by -# | move # steps | point in direction -90",
  ]),
  r("non-native", "forum", "Make the girl walk from left to right in the park, she change costume every 0.2 second, and when she arrive to the edge she turn back", [
    "forever -> next costume",
    "wait 0.2 seconds",
    "forever -> if on edge, bounce",
    "forever -> move # steps",
  ]),
  r("parent", "parent", "Birthday party game idea: whack-a-mole with 5 moles that pop up after a random wait of 1 to 3 seconds, 1 point per hit, and the best score kept in a variable called record.", [
    "var record",
    "wait pick random 1 to 3 seconds",
    "when this sprite clicked -> change * by 1",
    "if * > record then -> set record to *",
    "sprites>=5 | text create clone of *",
  ]),
  r("child", "classic", "maze game but i drew the maze myself in the backdrop with blue walls. the ball moves with the arrows and bounces back if it touches blue. green square at the end = you win", [
    "@arrows",
    "if touching color *? then -> change x by * | change y by * | move -# steps | go to x: *",
    "text say *win* | switch backdrop to * | broadcast *",
  ]),
  r("child", "classic", "tag game!! the cat chases the mouse pointer and if he touches it its game over. u get a point every second u survive", [
    "forever -> point towards mouse-pointer -> move # steps || forever -> glide * to mouse-pointer",
    when("touching mouse-pointer?", GAME_ENDS),
    every("1", "*", "1"),
  ], ["Cat: forever -> go to mouse-pointer"]),
  r("child", "classic", "mario type game!! coins to collect and a Goomba that walks back and forth. if i jump on him he dies but if he touches me from the side i lose a life", [
    "sprite Goomba",
    "sprites>=3",
    "Goomba: forever -> move # steps -> if on edge, bounce || Goomba: forever -> glide * -> glide * || Goomba: forever -> repeat # -> change x by # || Goomba: forever -> change x by * -> if * then",
    "text change y by #",
    "change * by 1",
    "change * by -1",
  ]),

  // ---- teachers' lesson objectives (Years 3 to 9: loops, coordinates, operators, clones, sensing, broadcasts, variables,
  // lists, custom blocks, selection), after the schemes and units above
  r("teacher", "lesson", "Year 4 objective: pupils will use a count-controlled loop and a forever loop in one project. The Blades spin forever (turn 15 degrees); the Helicopter rises 5 steps 20 times and then lands.", [
    "sprite Blades",
    "sprite Helicopter",
    "Blades: forever -> turn * 15 degrees",
    "Helicopter: repeat 20 -> change y by 5 -> glide * | change y by -# | repeat #",
  ]),
  r("teacher", "lesson", "Grade 6 coordinates challenge: with the pen down, the Robot glides 1 second to each corner of a square in turn: (100, 100), (100, -100), (-100, -100), (-100, 100).", [
    "sprite Robot",
    "pen down",
    "Robot: glide 1 secs to x: 100 y: 100 -> glide 1 secs to x: 100 y: -100 -> glide 1 secs to x: -100 y: -100 -> glide 1 secs to x: -100 y: 100",
  ]),
  r("teacher", "lesson", "String operators (KS3): ask the user's name and then their age, store each one in a variable, and say with join: Hello, name, next year you will be age + 1.", [
    "ask * -> set * to answer -> ask * -> set * to answer",
    "text say join*",
    "text * + 1",
  ]),
  r("teacher", "lesson", "Clones, Year 7: when the flag is clicked the Snowflake hides and makes 20 clones of itself. Each clone goes to a random x at the top (y 180), shows, and falls until its y position is below -170, then deletes itself.", [
    "sprite Snowflake",
    "Snowflake: when flag clicked -> hide",
    "Snowflake: repeat 20 -> create clone of myself",
    "Snowflake: when i start as a clone -> go to x: pick random * y: 180 -> show -> repeat until y position < -170 -> change y by -# -> delete this clone",
  ]),
  r("teacher", "lesson", "Sensing colours: the Chameleon checks forever: if it is touching red it sets its colour effect to 0, and if it is touching green it sets its colour effect to 75.", [
    "sprite Chameleon",
    "Chameleon: forever -> if touching color *? then -> set color effect to 0",
    "Chameleon: forever -> if touching color *? then -> set color effect to 75",
  ]),
  r("teacher", "lesson", "Ask and answer: the Shopkeeper asks \"How many apples?\" and says the cost, 20 pence for each apple, using the answer block in a multiplication.", [
    "sprite Shopkeeper",
    "Shopkeeper: ask how many apples* -> say *answer * 20*",
  ]),
  r("teacher", "lesson", "Broadcast and wait: the Teacher says \"Line up!\" for 2 seconds, broadcasts line up and waits; the three pupils Amy, Ben and Cal each glide to the door in 2 seconds; then the Teacher says \"Well done\".", [
    "sprite Teacher",
    "sprite Amy",
    "sprite Ben",
    "sprite Cal",
    "Teacher: say line up* for 2 seconds -> broadcast line up and wait -> say well done*",
    "Amy: when i receive line up -> glide 2 secs to *",
    "Ben: when i receive line up -> glide 2 secs to *",
    "Cal: when i receive line up -> glide 2 secs to *",
  ], ["Amy: say well done*"]),
  r("teacher", "lesson", "Variables: a Thermometer with a variable called temperature that starts at 20. The up arrow adds 1 and the down arrow takes 1 away; it says \"Too hot!\" when the temperature is over 30 and \"Too cold!\" when it is under 10.", [
    "sprite Thermometer",
    "var temperature",
    "set temperature to 20",
    "@key up arrow -> change temperature by 1",
    "@key down arrow -> change temperature by -1",
    "if temperature > 30 then -> say too hot*",
    "if temperature < 10 then -> say too cold*",
  ]),
  r("teacher", "lesson", "Lists: the Till asks \"What would you like?\" and adds each answer to a list called basket; when the answer is \"pay\" it says how many items are in the basket.", [
    "sprite Till",
    "list basket",
    "ask what would you like* -> add answer to basket || ask what would you like* -> if * then -> * -> else -> add answer to basket",
    "if answer = pay then -> say *length of basket*",
  ]),
  r("teacher", "lesson", "My Blocks: make a block called jump that changes y by 10 ten times and then by -10 ten times. Use it when space is pressed and when the sprite is clicked.", [
    "define jump -> repeat 10 -> change y by 10 -> repeat 10 -> change y by -10",
    "@key space -> jump",
    "when this sprite clicked -> jump",
  ]),
  r("teacher", "lesson", "Year 5 if-else: the Goalkeeper asks \"Left or right?\" and dives left (glides to x -100) if the answer is left, otherwise dives right (glides to x 100).", [
    "sprite Goalkeeper",
    "Goalkeeper: ask left or right* -> if answer = left then -> glide * to x: -100 * -> else -> glide * to x: 100 *",
  ]),
  r("teacher", "lesson", "Odd or even: pick a random number from 1 to 50 into a variable called n; if n mod 2 = 0 the sprite says it is even, else that it is odd.", [
    "var n",
    "set n to pick random 1 to 50",
    "if n mod 2 = 0 then -> say *even* -> else -> say *odd*",
  ]),
  r("teacher", "lesson", "Debugging task: in the pupils' version the cat moves first and then says Hello. Fix the order: say \"Hello\" for 2 seconds, then move 100 steps.", ["when flag clicked -> say hello* for 2 seconds -> move 100 steps"], ["move 100 steps -> say hello*"]),

  // ---- parents, after the blogs above
  r("parent", "parent", "My son (8) is obsessed with trains. Could the Train go round an oval track forever, whistle every time it passes the Station, and count the laps?", [
    "sprite Train",
    "sprite Station",
    "Train: forever -> move # steps -> turn * # degrees || Train: forever -> turn * # degrees -> move # steps || Train: forever -> glide * || Train: forever -> change x by *",
    `Train: if touching station? then -> ${SOUND}`,
    "var *",
    "change * by 1",
  ]),
  r("parent", "parent", "Our twins want a two-player game on one keyboard: Ruby moves with WASD and Max with the arrow keys, both collecting the Star. Each has their own score and whoever gets 10 first wins.", [
    "sprite Ruby",
    "sprite Max",
    "sprite Star",
    "Ruby: @key w -> change y by # | move # steps",
    "Ruby: @key a -> change x by -# | move # steps",
    "Ruby: @key s -> change y by -# | move # steps",
    "Ruby: @key d -> change x by # | move # steps",
    "Max: @arrows",
    "text if * = 10 then | wait until * = 10 | if * > 9 then | repeat until * = 10",
  ], ["Ruby: @key up arrow -> change y by #", "Max: @key w -> change y by #"]),
  r("parent", "parent", "Please keep it very short: my 6 year old wants the cat to meow when she presses the M key. That's all.", ["@key m -> play sound meow* | start sound meow*", "scripts<=1"], ["var *"]),
  r("parent", "parent", "I homeschool two kids (8 and 11) and we're doing the solar system: the Earth goes round the Sun, the Moon goes round the Earth, and clicking a planet tells a fact: the Earth says \"I have one moon\" and the Moon says \"I take 27 days to go round the Earth\".", [
    "sprite Sun",
    "sprite Earth",
    "sprite Moon",
    "Earth: forever",
    "Moon: forever",
    "Earth: when this sprite clicked -> say i have one moon*",
    "Moon: when this sprite clicked -> say i take 27 days*",
  ], ["Sun: say i have one moon*", "Earth: say i take 27 days*"]),
  r("parent", "parent", "My daughter is doing a Scratch badge at Brownies: a Butterfly that flaps its wings (switches costume every 0.3 seconds, forever) and flies to three flowers one after another.", [
    "sprite Butterfly",
    "Butterfly: forever -> next costume -> wait 0.3 seconds || Butterfly: forever -> wait 0.3 seconds -> next costume",
    "Butterfly: glide * -> glide * -> glide *",
  ]),
  r("non-native", "parent", "My son is 11 and learn Scratch in school in Germany. He want a vocabulary trainer: the Owl ask the English of a German word (Hund, Katze, Haus) and he must write it (dog, cat, house). Right answer give one point.", [
    "sprite Owl",
    "var *",
    "ask *hund* -> if answer = dog then -> change * by 1",
    "ask *katze* -> if answer = cat then -> change * by 1",
    "ask *haus* -> if answer = house then -> change * by 1",
  ]),

  // ---- non-native speakers, after the class material above
  r("non-native", "lesson", "I am teacher from Vietnam, class 4. The Fish swim left and right forever and change direction at the edge, and a Bubble go up from the fish each 1 second.", [
    "sprite Fish",
    "sprite Bubble",
    "Fish: forever -> move # steps -> if on edge, bounce || Fish: forever -> if on edge, bounce -> move # steps",
    "forever -> create clone of bubble -> wait 1 seconds || forever -> wait 1 seconds -> create clone of bubble || Bubble: forever -> create clone of myself -> wait 1 seconds || Bubble: forever -> wait 1 seconds -> create clone of myself",
    "Bubble: when i start as a clone -> go to fish",
    "Bubble: change y by #",
  ]),
  r("non-native", "forum", "Make the game rock paper scissors: the computer choose random 1 to 3, it ask me rock, paper or scissors, then say who win.", [
    "set * to pick random 1 to 3",
    "ask *rock*",
    "text * = rock*",
    "text say *win*",
  ]),
  r("non-native", "forum", "Hello, I want a piano with 8 keys from A to K, each key one note: A=C (60), S=D (62), D=E (64), F=F (65), G=G (67), H=A (69), J=B (71), K=C (72).", [
    "@key a -> play note 60 *",
    "@key s -> play note 62 *",
    "@key d -> play note 64 *",
    "@key f -> play note 65 *",
    "@key g -> play note 67 *",
    "@key h -> play note 69 *",
    "@key j -> play note 71 *",
    "@key k -> play note 72 *",
  ]),
  r("non-native", "forum", "Quiero a game where the Bat (el murciélago) avoid the trees: a Tree come from the right side, the bat move with up and down arrows. When they crash the bat say '¡Ay!' and everything stop.", [
    "sprite Bat",
    "sprite Tree",
    "Bat: @key up arrow -> change y by #",
    "Bat: @key down arrow -> change y by -#",
    "Tree: change x by -# | glide *",
    `${when("touching tree?", "say *ay* -> stop all", "Bat: ")} || ${when("touching bat?", "say *ay* -> stop all", "Tree: ")}`,
  ]),
  r("non-native", "forum", "Make a digital clock that show the real hours and minutes with the current hour and current minute blocks, updated forever", [
    "forever -> say *current hour*current minute* || forever -> set * to *current hour*current minute*",
  ]),

  // ---- children's posts as they are typed
  r("child", "forum", "make a fidget spinner that spins faster every time u click it and slows down by itself", [
    "var *",
    "when this sprite clicked -> change * by #",
    "forever -> turn * degrees",
    "text change * by -# | set * to * * 0.*",
  ]),
  r("child", "forum", "its raining meatballs!!! u dodge them with the left and right arrows, how long can u survive (timer)", [
    "@key left arrow -> change x by -# | move # steps",
    "@key right arrow -> change x by # | move # steps",
    "text create clone of * | go to x: pick random * | set x to pick random *",
    "text change y by -# | glide *",
    "text touching meatball*?",
    "text *timer*",
  ]),
  r("child", "forum", "guess my animal. the computer picks an animal from a list (cat dog lion shark) and u guess, it says yes or no and after 3 wrong guesses it tells u the answer", [
    "list *",
    "set * to item pick random * of *",
    "ask * -> if answer = * then -> say yes* -> else -> say no*",
    "change * by 1",
    "text if * = 3 then | wait until * = 3 | repeat 3 | repeat until * = 3",
  ]),
  r("child", "forum", "cat tells a joke when u click him: why did the cat sit on the computer? ... to keep an eye on the mouse!! and then he laughs (a sound)", [
    `when this sprite clicked -> say why did the cat sit on the computer* -> say to keep an eye on the mouse* -> ${SOUND}`,
  ]),
  r("child", "forum", "balloon pop game! balloons float up from the bottom at random places and u click them to pop. 1 point each. if 5 get away u lose", [
    "var *",
    "when this sprite clicked -> change * by 1",
    "text change y by # | glide *",
    "text create clone of *",
    "text set x to pick random * | go to x: pick random *",
    "text if * = 5 then | wait until * = 5 | if * > 4 then | repeat until * = 5",
  ]),
  r("child", "forum", "make my sprite change colour when i press c and get bigger with b and smaller with s", [
    "@key c -> change color effect by #",
    "@key b -> change size by #",
    "@key s -> change size by -#",
  ], ["@key s -> change size by #"]),

  // ---- "Super Scratch Programming Adventure!" (The LEAD Project, No Starch, 2012; its page 61 on online.anyflip.com/hpsj/gtwj)
  // and a homeschooling parent's note on a son working through it alone (homeschoolways.com/tag/programming)
  r("child", "tutorial", "the virus level from my super scratch book: Scratchy follows the mouse and catches Virus clones, +1 score each. a variable chance starts at 5 and goes down 1 every time a virus touches the Server. if score is more than 9 broadcast win, if chance is less than 1 broadcast lose. use > and < not = like the tip says", [
    "sprite Scratchy",
    "sprite Virus",
    "sprite Server",
    "var score",
    "var chance",
    "set chance to 5",
    "Scratchy: forever -> go to mouse-pointer | glide * to mouse-pointer | point towards mouse-pointer",
    "change score by 1",
    "change chance by -1",
    "if score > 9 then -> broadcast win",
    "if chance < 1 then -> broadcast lose",
    "when i receive win",
    "when i receive lose",
  ], ["if score = 10 then", "if chance = 0 then"]),
  r("parent", "parent", "My son works through Super Scratch Programming Adventure on his own and now wants his own level: Scratchy walks with the arrow keys through a castle and picks up 3 Key sprites (each one hides when touched and adds 1 to a variable called keys). The Door opens (switches costume) only when keys is 3.", [
    "sprite Scratchy",
    "sprite Door",
    "var keys",
    "set keys to 0",
    "Scratchy: @arrows",
    "if touching scratchy? then -> change keys by 1 -> hide || if touching scratchy? then -> hide -> change keys by 1 || wait until touching scratchy? -> change keys by 1 -> hide || wait until touching scratchy? -> hide -> change keys by 1",
    "Door: if keys = 3 then -> switch costume to * | next costume || Door: wait until keys = 3 -> switch costume to * | next costume || Door: when i receive * -> switch costume to * | next costume",
  ]),

  // ---- the Hiroshima Programming Workshop's December 2013 notes (hiroshimaprogrammingworkshop.blogspot.com/2014/01): two days
  // for bilingual 11-15 year olds, loops, nested ifs, variables and broadcasts, games shown to parents at the end
  r("child", "course", "for the show to our parents: ninja game!! the Ninja moves up and down with the arrows, Shuriken clones fly in from the right at random heights, if one hits u lose a life (3 lives) and if u survive 60 seconds u win", [
    "sprite Ninja",
    "sprite Shuriken",
    "var lives",
    "set lives to 3",
    "Ninja: @key up arrow -> change y by #",
    "Ninja: @key down arrow -> change y by -#",
    "Shuriken: create clone of myself",
    "Shuriken: when i start as a clone -> go to x: # y: pick random * | set y to pick random *",
    "change lives by -1",
    "text wait until timer > 60 | wait until timer > 59 | if timer > 60 then | if timer > 59 then | repeat until timer > 60 | repeat until timer > 59 | wait 60 seconds",
  ]),
  r("non-native", "course", "Workshop day 2 (nested if): the Robot ask 'Are you hungry?'. If the answer is yes, it ask 'Sushi or ramen?' and say 'Itadakimasu!' if sushi, else 'Slurp!'. If the answer is no it say 'OK, later'.", [
    "sprite Robot",
    "Robot: ask are you hungry* -> if answer = yes then -> ask sushi or ramen* -> if answer = sushi then -> say itadakimasu* -> else -> say slurp* -> else -> say ok, later*",
  ]),

  // ---- Code Week Baden-Württemberg, a three-hour school workshop "Coding mit Scratch: Monsterjagd" (bw.codeweek.de/veranstaltungsarchiv,
  // 2022-10-12): catch the figure by touching it quickly to collect points
  r("non-native", "lesson", "School workshop 'monster hunt': the Monster jump to a random place every 1 second. When the pupils click it fast they get a point and the monster say 'Autsch!'. After 30 seconds the game stop.", [
    "sprite Monster",
    "var *",
    "Monster: forever -> go to random position -> wait 1 seconds || Monster: forever -> wait 1 seconds -> go to random position || Monster: repeat until * -> go to random position -> wait 1 seconds || Monster: repeat # -> go to random position -> wait 1 seconds",
    "Monster: when this sprite clicked -> change * by 1",
    "Monster: say autsch*",
    "text wait 30 seconds | wait until timer > 30 | wait until timer > 29 | repeat 30 | repeat until timer > 30 | repeat until timer > 29",
    "stop all",
  ]),

  // ---- more children's and parents' requests, as they are typed
  r("child", "forum", "how do i make my Puppy follow me around like a pet?? i move the Boy with the arrows and the puppy should follow him but not sit on top of him", [
    "sprite Puppy",
    "sprite Boy",
    "Boy: @arrows",
    "Puppy: forever -> point towards boy -> move # steps || Puppy: forever -> if distance to boy > # then -> point towards boy -> move # steps || Puppy: forever -> if not touching boy? then -> point towards boy -> move # steps || Puppy: forever -> glide * to boy",
    "text distance to boy | touching boy?",
  ]),
  r("child", "forum", "can u make my character ask my name and then say nice to meet u and my name", ["ask *name* -> say *nice to meet*answer*"]),
  r("parent", "parent", "Our son (9) has dyslexia and wants a spelling game: the computer says a word out loud with text to speech (cat, ship, rain), he types it, and it says \"Great spelling!\" when he gets it right.", [
    "text speak *",
    "speak *cat* -> ask * -> if answer = cat then -> say great spelling* | speak great spelling*",
    "speak *ship* -> ask * -> if answer = ship then -> say great spelling* | speak great spelling*",
    "speak *rain* -> ask * -> if answer = rain then -> say great spelling* | speak great spelling*",
  ]),
  r("parent", "parent", "My daughter drew a Horse with 4 costumes. She'd like it to gallop across the screen from left to right, switching costume every 0.1 seconds, and neigh when it reaches the other side.", [
    "sprite Horse",
    "Horse: next costume",
    "Horse: wait 0.1 seconds",
    "Horse: change x by # | move # steps | glide *",
    `Horse: ${SOUND}`,
  ]),

  // ---- what must be declined, said kindly (what Scratch cannot do, or should not build)
  r("child", "forum", "make a game where u type ur friends password and it logs into their roblox account and gives me their robux", ["declined"]),
  r("non-native", "forum", "please make a program that download the full new film from youtube to my computer", ["declined"]),
];
