import { rubricRequest, type TRubricRequest } from "./rubric.types";

/**
 * A fifth held-out part of the outside corpus (issue 26), written on 2026-11-26 by a helper
 * session that never read the offline generator's code nor any of its answers, while the
 * generator's work went on in another session that never saw this file. The earlier unseen part
 * had been measured and read, so it is development material now. Each request is written after
 * an outside source that no other file of this folder uses (lesson plans and schemes of work,
 * course lessons from Malaysia, Hong Kong and Spain, tutorials, homeschooling parents' blogs, a
 * CoderDojo's mentors' notes, shared projects' notes), never copied from it; the source's address
 * is above each group. No one tunes the generator on it: only `npm run bench -- offline` puts it to
 * the generator, and its one test (unseen-2.rubric.test.ts) grades hand-written answers with it,
 * never the generator's.
 *
 * Rubric habit kept throughout: ` | ` alternatives only in an item's last step (the grader reads a
 * ` | ` before a later ` -> ` as two whole sequences), `||` for whole alternatives otherwise.
 */
const r = rubricRequest;

const SOUND = "play sound * | start sound * | play drum * | play note *";

export const UNSEEN_2_HELD_OUT_REQUESTS: TRubricRequest[] = [
  // ---- BootUp PD's Scratch lesson plans (bootuppd.org/lesson-plan/scratch/<name>): animate-your-name,
  // a-friend-of-mine (props shown on a message), scenic-walk, pumpkin-carver, music-player
  r("teacher", "lesson", "Animate your name: my name is three letter sprites, S, A and M. Clicking the S spins it round once, clicking the A makes it grow and then shrink back, and clicking the M changes its colour.", [
    "sprite S",
    "sprite A",
    "sprite M",
    "S: when this sprite clicked -> turn * # degrees | repeat #",
    "A: when this sprite clicked -> change size by # -> change size by -# || A: when this sprite clicked -> repeat # -> change size by # -> repeat # -> change size by -# || A: when this sprite clicked -> set size to # % -> set size to # %",
    "M: when this sprite clicked -> change color effect by # | set color effect to # | next costume | switch costume to *",
  ]),
  r("teacher", "lesson", "Extension for the name project: when the green flag is clicked, each letter grows by 10 five times and then shrinks by 10 five times", ["when flag clicked -> repeat 5 -> change size by 10 -> repeat 5 -> change size by -10"]),
  r("child", "tutorial", "i made a project about my friend Leo. Leo says \"Hi I'm Leo\" then \"I like football\" and then a football appears and bounces", [
    "sprite Leo",
    "sprite Football",
    "Leo: when flag clicked -> say hi i'm leo* -> say i like football*",
    "Football: hide",
    "Football: show -> change y by # | glide * | if on edge, bounce | repeat # | forever",
  ]),
  r("teacher", "lesson", "Scenic walk: the guide walks from the left to the right of the stage; when it gets to the right edge the backdrop changes to the next one and the guide starts again from the left. The duck only shows on the park backdrop.", [
    "sprite Guide",
    "sprite Duck",
    "next backdrop",
    "Guide: set x to -# | go to x: -# y: *",
    "Guide: if x position > # then | if touching edge? then | repeat until x position > # | repeat until touching edge? | wait until x position > # | wait until touching edge?",
    "Duck: when backdrop switches to park -> show",
    "Duck: hide",
  ]),
  r("teacher", "lesson", "Pumpkin carver: the pencil follows the mouse and draws on the pumpkin only while the mouse button is held down; pressing c clears it", [
    "forever -> go to mouse-pointer",
    "if mouse down? then -> pen down",
    "pen up",
    "@key c -> erase all",
  ]),
  r("child", "tutorial", "music player with 3 buttons. play button plays the song, stop button stops all sounds, next button plays another song", [
    "sprites>=3",
    "when this sprite clicked -> play sound * | start sound *",
    "when this sprite clicked -> stop all sounds",
  ]),
  r("child", "tutorial", "a drum button that plays the drum 3 times when i click it", ["when this sprite clicked -> repeat 3 -> play drum * | play sound * | start sound *"]),

  // ---- Advaspire's Scratch course, Malaysia (learn.advaspire.io/scratch, level 3 lesson 40
  // "jumping and landing", level 4 lessons 13 "play drum, play note" and 16 "sound-reactive animation")
  r("non-native", "course", "My cat must jump only when he stand on the green ground, no double jump. Gravity pull him down all the time.", [
    "forever -> change * by -# | change y by -#",
    "if key * pressed? and touching * then || if touching * then -> if key * pressed? then || if key * pressed? then -> if touching * then || when * key pressed -> if touching * then",
  ]),
  r("teacher", "course", "Rhythm lesson with the Music blocks: set the tempo to 90 and play snare, snare, bass drum inside a repeat 4 loop", ["set tempo to 90", "repeat 4 -> play drum * -> play drum * -> play drum *"]),
  r("child", "course", "the drummer plays a drum forever and on every beat it sends a message called beat. the parrot and the cat both dance (next costume) when they get the beat", [
    "sprite Drummer",
    "sprite Parrot",
    "sprite Cat",
    "Drummer: forever -> play drum * -> broadcast beat || Drummer: forever -> broadcast beat -> play drum * || Drummer: forever -> play sound * -> broadcast beat || Drummer: forever -> broadcast beat -> play sound *",
    "Parrot: when i receive beat -> next costume",
    "Cat: when i receive beat -> next costume",
  ]),
  r("non-native", "course", "play the notes 60 62 64 65 67 like piano scale, each one half beat", ["play note 60 for 0.5 beats -> play note 62 for 0.5 beats -> play note 64 for 0.5 beats -> play note 65 for 0.5 beats -> play note 67 for 0.5 beats"]),
  r("non-native", "course", "I want piano on keyboard: key A play note 60, key S play note 62, key D play note 64", ["@key a -> play note 60 *", "@key s -> play note 62 *", "@key d -> play note 64 *"]),

  // ---- iLearn2's "Year 3 Programming with Scratch" teacher notes (ilearn2.co.uk/y3scratch.html):
  // repetition, keyboard and mouse inputs, simulating a physical system
  r("teacher", "lesson", "Year 3, activity 2 (repetition): the fish swims back and forth across the tank forever, turning round at each side", ["sprite Fish", "Fish: forever -> move # steps -> if on edge, bounce || Fish: forever -> if on edge, bounce -> move # steps || Fish: forever -> change x by * -> if on edge, bounce"]),
  r("teacher", "lesson", "Inputs: the car drives forward while the up arrow is pressed and turns with the left and right arrow keys", [
    "sprite Car",
    "Car: @key up arrow -> move # steps | change y by #",
    "Car: @key left arrow -> turn * # degrees",
    "Car: @key right arrow -> turn * # degrees",
  ]),
  r("teacher", "lesson", "Simulating a physical system: drop a ball from the top of the stage, it falls faster and faster and bounces when it reaches the ground", [
    "sprite Ball",
    "Ball: forever -> change * by -# -> change y by * || Ball: forever -> change y by * -> change * by -# || Ball: repeat until * -> change * by -# -> change y by *",
    "Ball: if touching * then | if y position < *",
  ]),
  r("teacher", "lesson", "Mouse input: the bee points towards the mouse pointer and follows it, but only while the mouse button is held down", [
    "sprite Bee",
    "Bee: forever -> if mouse down? then -> point towards mouse-pointer -> move # steps || Bee: forever -> if mouse down? then -> go to mouse-pointer | glide * to mouse-pointer",
  ]),
  r("child", "lesson", "when i click on the sun it goes down and the sky gets dark, then the moon comes up", [
    "sprite Sun",
    "sprite Moon",
    "Sun: when this sprite clicked -> glide * | change y by -# | repeat #",
    "switch backdrop to * | next backdrop | set brightness effect to -# | change brightness effect by -#",
    "Moon: when i receive * -> glide * || Moon: when i receive * -> repeat # -> change y by # || Moon: when i receive * -> show || Moon: when backdrop switches to * -> glide * || Moon: when backdrop switches to * -> show || Moon: when backdrop switches to * -> repeat # -> change y by #",
  ]),

  // ---- a Year 3/4 sequence of lessons introducing Scratch (docsbay.net/planning-to-introduce-scratch-programming-year-3-4):
  // rule 1 only motion blocks, rule 3 motion, looks and sound, "make something surprising happen"
  r("teacher", "lesson", "Year 4 lesson, rule 1: only motion blocks! When the green flag is clicked the cat goes to the middle, then four times it turns 90 degrees and moves 100 steps", ["when flag clicked -> go to x: 0 y: 0 -> repeat 4 -> turn * 90 degrees -> move 100 steps"], ["say *", "think *", "switch costume to *", "next costume"]),
  r("teacher", "lesson", "Rule 3 (motion, looks and sound only): eight times, the cat meows, moves twenty steps, waits half a second and changes costume", ["repeat 8 -> play sound meow* -> move 20 steps -> wait 0.5 seconds -> next costume || repeat 8 -> start sound meow* -> move 20 steps -> wait 0.5 seconds -> next costume"]),
  r("teacher", "lesson", "Make something surprising happen: when the cat is clicked it says \"Boo!\", grows to twice its size and plays a sound", [
    "when this sprite clicked -> say boo*",
    "when this sprite clicked -> set size to 200 % | change size by 100",
    `when this sprite clicked -> ${SOUND}`,
  ]),

  // ---- Edutopia, Dylan Ryder, "Intermediate Level Projects with Scratch: Random Shapes On Demand"
  // (edutopia.org/blog/scratch-programming-intermediate-proiects-dylan-ryder): the Magic Polygon Pencil
  r("teacher", "tutorial", "The magic polygon pencil: press space and it picks a random number of sides from 3 to 10, then draws that shape, turning 360 divided by the number of sides each time", [
    "var *",
    "pen down",
    "@key space -> set * to pick random 3 to 10",
    "repeat * -> move # steps -> turn * 360 / * degrees || repeat * -> turn * 360 / * degrees -> move # steps || set * to 360 / *",
  ]),
  r("child", "tutorial", "pencil draws a square in a random place every time i click the stage. a different colour each time pls", [
    "when stage clicked -> go to random position -> pen down -> repeat 4 -> move # steps -> turn * 90 degrees || when stage clicked -> go to x: pick random * -> pen down -> repeat 4 -> move # steps -> turn * 90 degrees",
    "set pen color to pick random * | change pen color by # | change pen color by pick random * | set pen color to * pick random *",
    "pen up",
  ]),

  // ---- "My Mini Maker Space", a volunteer's blog of a school coding class, "School Coding Class – 001"
  // (2016; read through the Nemotron-CC crawl): random polygons, coloured by their number of sides
  r("parent", "parent", "I help at my son's school coding club. Our challenge: draw a shape with a random number of sides between three and eight at a random spot on the screen; red if it's a triangle, orange if it's a square; and keep doing that forever", [
    "forever -> set * to pick random 3 to 8",
    "if * = 3 then -> set pen color to *",
    "if * = 4 then -> set pen color to *",
    "repeat * -> move # steps -> turn * 360 / * degrees || repeat * -> turn * 360 / * degrees -> move # steps || set * to 360 / *",
    "go to random position | go to x: pick random *",
    "pen down",
  ]),

  // ---- Picuino's "Tecno Recursos", Spain (github.com/picuino/tecno-recursos, scratch3-dibujar-espirales
  // and scratch-espiral, in their English translation): coloured spirals
  r("non-native", "course", "Draw a spiral with colors: the pencil go a little more far each time and turn 90 degree, the color change every step. Repeat 100 times.", [
    "pen down",
    "var *",
    "repeat 100 -> move * steps -> turn * 90 degrees",
    "change pen color by # | set pen color to *",
  ]),
  r("non-native", "course", "when I press space erase all, and before draw the sprite go to center with pen up", ["@key space -> erase all", "pen up -> go to x: 0 y: 0 -> pen down"]),

  // ---- Brainstation's Scratch Gold course, Hong Kong (brainstation.com.hk/topics/2-04-gravity-and-jumping)
  r("teacher", "course", "Add gravity: make a variable called gravity set to -4, and forever change the character's y by gravity, but only when it is not touching a platform", [
    "var gravity",
    "set gravity to -4",
    "forever -> if not touching * then -> change y by gravity || forever -> if touching * then -> else -> change y by gravity",
  ]),
  r("child", "course", "jump height thing: when i press space my guy goes up by 8 then 7.5 then 7 and so on until he stops going up", ["@key space -> set * to 8 -> repeat * -> change y by * -> change * by -0.5"]),

  // ---- Norton Primary School's platformer guide (norton-pri.n-yorks.sch.uk/howto/computing/scratch/platformer-2),
  // and Bit with Bite's Scratch course, module 13 "Platform Jumper" (bitwithbite.com/courses/scratch)
  r("teacher", "lesson", "Platformer part 2: if the player touches the blue water it goes back to the start and loses a life; if it touches the flag, go to the next level", [
    "var lives | var life",
    "if touching * then -> go to x: * -> change * by -1 || if touching * then -> change * by -1 -> go to x: *",
    "if touching flag? then -> next backdrop | broadcast * | change level by 1 | switch backdrop to *",
  ]),
  r("child", "course", "platform game: the cat starts at x -180 y -130, left and right arrows move it by 4, space jumps but only if its on the green", [
    "go to x: -180 y: -130",
    "@key right arrow -> change x by 4",
    "@key left arrow -> change x by -4",
    "if key space pressed? then -> if touching color *? then || if touching color *? then -> if key space pressed? then || if key space pressed? and touching color *? then || when space key pressed -> if touching color *? then",
  ]),
  r("teacher", "tutorial", "Coding gravity: a variable GRAVITY set to -1.5 and a variable speed y set to 0; in the main loop change speed y by GRAVITY and then change y by speed y", [
    "var GRAVITY",
    "var speed y",
    "set gravity to -1.5",
    "set speed y to 0",
    "forever -> change speed y by gravity -> change y by speed y",
  ]),

  // ---- The Home School Magazine, May 2012, "Scratch" (thehomeschoolmagazine-digital.com/thehomeschoolmagazine/201205/?pg=86):
  // an animated joke where the cat calls the dog on with a message; the XY grid backdrop
  r("parent", "parent", "We're homeschooling and my daughter wants to animate a joke: the cat tells the first line, then sends a message so the dog comes on stage and answers. Both should be hidden when it starts.", [
    "sprite Cat",
    "sprite Dog",
    "Cat: when flag clicked -> hide -> show -> say * -> broadcast *",
    "Dog: when flag clicked -> hide",
    "Dog: when i receive * -> show -> say *",
  ]),
  r("parent", "parent", "Can you help my daughter see how coordinates work? The cat should go to each of the four corners of the stage and say its x and y at each one", [
    "go to x: -# y: # | glide * to x: -# y: #",
    "go to x: # y: # | glide * to x: # y: #",
    "go to x: # y: -# | glide * to x: # y: -#",
    "go to x: -# y: -# | glide * to x: -# y: -#",
    "text say *x position*",
    "text say *y position*",
  ]),

  // ---- a shared project's notes, "create a joke conversation between the sprites, a knock knock joke"
  // (scratchstats.org/projects/235423902)
  r("child", "forum", "knock knock joke!! the penguin says knock knock, the bear says who's there, penguin says Lettuce, bear says Lettuce who?, penguin says Lettuce in, it's cold out here!", [
    "sprite Penguin",
    "sprite Bear",
    "Penguin: say knock knock* -> say lettuce* -> say lettuce in* cold out here*",
    "Bear: say who's there* -> say lettuce who*",
  ]),

  // ---- Majed Marji, "Learn to Program with Scratch" (No Starch, 2014), chapter 2 (online.anyflip.com/hpsj/cbxs):
  // the apple catcher made with clones
  r("teacher", "tutorial", "Apple catcher with clones: the apple sprite hides and makes a clone of itself every second. Each clone starts at a random x at the top and falls; if it touches the cart the score goes up by 1, a sound plays and the clone is deleted; if it falls below the cart a different sound plays and it is deleted", [
    "sprite Apple",
    "sprite Cart",
    "var score",
    "Apple: when flag clicked -> hide -> forever -> create clone of myself -> wait 1 seconds || Apple: when flag clicked -> hide -> forever -> wait 1 seconds -> create clone of myself",
    "Apple: when i start as a clone -> go to x: pick random * | set x to pick random *",
    "Apple: if touching cart? then -> change score by 1 -> delete this clone",
    "Apple: if y position < * then -> delete this clone",
    `Apple: if touching cart? then -> ${SOUND}`,
  ]),
  r("child", "tutorial", "the cart moves with the left and right arrow keys, only left and right, at the bottom", ["sprite Cart", "Cart: @key left arrow -> change x by -#", "Cart: @key right arrow -> change x by #"], ["@key up arrow -> change y by #", "@key down arrow -> change y by -#"]),

  // ---- Raphael Holzer's Scratch tutorial, Switzerland (scratch-tutorial.readthedocs.io, "Clones"):
  // a decaying mouse trail, disappearing balloons
  r("non-native", "tutorial", "balloons appear at random place at the bottom every 0.5 second with different colour, and when I click a balloon it pop and disappear", [
    "sprite Balloon",
    "Balloon: forever -> create clone of myself -> wait 0.5 seconds || Balloon: forever -> wait 0.5 seconds -> create clone of myself",
    "Balloon: go to x: pick random * y: -# | set y to -#",
    "Balloon: switch costume to * | next costume | set color effect to pick random * | change color effect by #",
    "Balloon: when this sprite clicked -> delete this clone | hide",
  ]),
  r("non-native", "tutorial", "mouse trail: sprite follow the mouse and leave copies, each copy become 10% smaller 10 times and then disappear", [
    "forever -> go to mouse-pointer -> create clone of myself || forever -> create clone of myself -> go to mouse-pointer",
    "when i start as a clone -> repeat 10 -> change size by -10 -> delete this clone || when i start as a clone -> repeat 10 -> set size to * -> delete this clone",
  ]),

  // ---- a Year 3 "We are Programmers" lesson plan, lesson 4 (scribd.com/document/921272811/Advancing-Programming-Milestone-2):
  // a storyboard turned into glide, wait, say and think blocks; and Chase Lane Primary's Year 3 page
  // (chaselane.essex.sch.uk/year-3-1): an animated scene from a storyboard
  r("teacher", "lesson", "Year 3 We are Programmers: turn your storyboard into code. Scene 1: the knight glides to the castle in 3 seconds, waits 1 second and thinks \"Is anyone home?\" Scene 2: then the dragon says \"Go away!\"", [
    "sprite Knight",
    "sprite Dragon",
    "Knight: glide 3 secs to * -> wait 1 seconds -> think is anyone home*",
    "Dragon: when i receive * -> say go away* || Dragon: when flag clicked -> wait # seconds -> say go away* || Dragon: when backdrop switches to * -> say go away*",
  ]),
  r("child", "lesson", "my storyboard: 1. the bus drives in from the left 2. it stops at the bus stop 3. the man gets on (he hides) 4. the bus drives off to the right", [
    "sprite Bus",
    "sprite Man",
    "Bus: go to x: -# y: * -> glide * -> glide * || Bus: set x to -# -> glide * -> glide * || Bus: go to x: -# y: * -> repeat * -> repeat *",
    "Man: hide",
  ]),

  // ---- "Hello Scratch!" (Gabriel, Sadie and Melissa Ford, Manning 2018, sample chapter 3 at fdocuments.in):
  // a two-player ball-and-paddle game, a fixed shooter
  r("child", "tutorial", "2 player pong. left paddle w and s, right paddle up and down arrows, the ball bounces off the paddles and if it goes past one side the other player gets a point", [
    "sprites>=3",
    "sprite Ball",
    "@key w -> change y by #",
    "@key s -> change y by -#",
    "@key up arrow -> change y by #",
    "@key down arrow -> change y by -#",
    "Ball: if touching * then -> point in direction * | turn * # degrees",
    "change * by 1",
  ]),
  r("child", "tutorial", "fixed shooter: my ship stays at the bottom and moves left and right, space shoots a laser that goes up, and if the laser hits an alien the alien disappears", [
    "sprite Ship",
    "sprite Laser",
    "sprite Alien",
    "Ship: @key left arrow -> change x by -#",
    "Ship: @key right arrow -> change x by #",
    "Laser: repeat until * -> change y by # || Laser: forever -> change y by #",
    "Alien: if touching laser? then -> hide | delete this clone || Alien: when i receive * -> hide",
  ]),

  // ---- CoderDojo NYC's "Scratch Adventure" mentors' notes (github.com/CoderDojoNYC/scratch-adventure):
  // a butterfly and a dog handing control to each other with broadcasts, a choose-your-own adventure
  r("non-native", "forum", "my butterfly fly to the dog and say 'wake up', then the dog wake and run away. Please use broadcast", [
    "sprite Butterfly",
    "sprite Dog",
    "Butterfly: glide * to dog | point towards dog | go to dog | repeat until touching dog?",
    "Butterfly: say wake up* -> broadcast *",
    "Dog: when i receive * -> glide * | move # steps | change x by * | repeat * | forever",
  ]),
  r("teacher", "lesson", "Choose your own adventure: the guide asks \"Left or right?\"; if the answer is left switch to the forest backdrop, otherwise switch to the cave backdrop", ["ask left or right* -> if answer = left then -> switch backdrop to forest* -> else -> switch backdrop to cave*"]),

  // ---- RG Softwares' "Music & Coding: Scratch Music" activity (rgsoftwares.com/education/music-coding-scratch-music)
  r("teacher", "lesson", "Music lesson: a band of three sprites, drums, guitar and singer. When the flag is clicked each one plays its own sound over and over and changes costume to the beat", [
    "sprite Drums",
    "sprite Guitar",
    "sprite Singer",
    `Drums: forever -> ${SOUND}`,
    `Guitar: forever -> ${SOUND}`,
    `Singer: forever -> ${SOUND}`,
    "next costume",
  ]),
  r("teacher", "course", "Dance party: pressing 1 makes the dancer spin, pressing 2 makes it jump, and the music plays on a loop from the start", [
    "@key 1 -> turn * # degrees | repeat #",
    "@key 2 -> change y by # | repeat # | glide *",
    "when flag clicked -> forever -> play sound *",
  ]),

  // ---- homeschooling parents' blogs: growingfree.wordpress.com (2008/02, a Mario game with yellow traps
  // and orange goals), raechelleec.blogspot.com (2009/10, a 7 year old's cat walking back and forth)
  r("parent", "parent", "My son wants a Mario-style game: if Mario touches yellow he goes back to the beginning, and if he touches orange he goes on to the next scene", [
    "sprite Mario",
    "Mario: if touching color *? then -> go to x: * | set x to *",
    "Mario: if touching color *? then -> next backdrop | switch backdrop to * | broadcast *",
  ]),
  r("parent", "parent", "My 7 year old just started. Could the cat walk back and forth across the screen forever, without turning upside down?", ["forever -> move # steps -> if on edge, bounce || forever -> if on edge, bounce -> move # steps", "set rotation style left-right"]),

  // ---- Betabox's "Simple interactions" lesson (learn.betabox.com/sections/simple-interactions):
  // "Excuse me!" when walking past, a hedgehog collecting cheese puffs
  r("child", "tutorial", "the girl walks across the screen and when she walks past the boy she says excuse me!", ["sprite Girl", "sprite Boy", "Girl: move # steps | change x by * | glide *", "Girl: if touching boy? then -> say excuse me*"]),
  r("child", "tutorial", "hedgehog collects cheese puffs, evry time he touches the bowl +1 point and the bowl dissapears", [
    "sprite Hedgehog",
    "sprite Bowl",
    "var *",
    "Bowl: if touching hedgehog? then -> change * by 1 -> hide || Bowl: if touching hedgehog? then -> hide -> change * by 1 || Hedgehog: if touching bowl? then -> change * by 1 -> broadcast *",
    "Bowl: hide",
  ]),

  // ---- a KS2 curriculum planner, "Scratch Animation Project", 6 lessons on sequence, selection and
  // repetition (uk-curriculum.pages.dev/planners/computing_ks2/scratch_animation_project)
  r("teacher", "lesson", "KS2 animation, lesson 3 (selection): the frog hops forward 5 times; then if it is touching the lily pad it says \"Home!\", else it says \"Try again\"", [
    "sprite Frog",
    "Frog: repeat 5 -> change x by # | move # steps | glide *",
    "Frog: if touching lily* then -> say home* -> else -> say try again*",
  ]),
  r("teacher", "lesson", "Until loops: the snail moves 2 steps at a time until it touches the edge, then it turns around and says \"Phew\"", [
    "sprite Snail",
    "Snail: repeat until touching edge? -> move 2 steps",
    "Snail: turn * 180 degrees | point in direction -90 | if on edge, bounce",
    "Snail: say phew*",
  ]),
  r("teacher", "lesson", "Nested loops: draw 6 squares in a ring, turning 60 degrees after each square", ["pen down", "repeat 6 -> repeat 4 -> move # steps -> turn * 90 degrees -> turn * 60 degrees"]),
  r("teacher", "lesson", "Lists lesson: a list called colours with red, green and blue; pressing space makes the sprite say a random item from the list", ["list colours", "@key space -> say item pick random * of colours"]),

  // ---- children's and learners' posts as they are typed, after the kinds of question the sources
  // above answer (countdowns, clickers, effects, bounds on a score)
  r("child", "forum", "how do i make a countdown from ten and then the rocket blasts off??", [
    "sprite Rocket",
    "set * to 10",
    "repeat 10 -> wait 1 seconds || repeat until * = 0 -> wait 1 seconds || repeat until * < 1 -> wait 1 seconds",
    "change * by -1",
    "Rocket: glide * | change y by # | repeat # | forever",
  ]),
  r("child", "forum", "i want a clicker game, you click the cookie and get 1 cookie and after 50 cookies it says 'cookie master!'", [
    "sprite Cookie",
    "var *",
    "Cookie: when this sprite clicked -> change * by 1",
    "if * = 50 then -> say cookie master* || if * > 49 then -> say cookie master* || wait until * = 50 -> say cookie master* || wait until * > 49 -> say cookie master* || if not * < 50 then -> say cookie master*",
  ]),
  r("child", "forum", "make the ghost go see-through when it touches the wall and back to normal when it doesnt", [
    "sprite Ghost",
    "Ghost: if touching * then -> set ghost effect to # -> else -> set ghost effect to 0 || Ghost: if touching * then -> change ghost effect by # -> else -> clear graphic effects || Ghost: if touching * then -> set ghost effect to # -> else -> clear graphic effects",
  ]),
  r("child", "forum", "my dog should bark 3 times when i press b and then say woof woof", ["sprite Dog", "Dog: @key b -> repeat 3 -> play sound * -> say woof woof* || Dog: @key b -> repeat 3 -> start sound * -> say woof woof*"]),
  r("non-native", "forum", "How I make the score not go under zero? when the player lose points, if score is less than 0 put it to 0", ["var score", "if score < 0 then -> set score to 0"]),
  r("non-native", "forum", "My character must say 'Bonjour' then 'Comment ça va?' then wait 2 second and go away (hide)", ["say bonjour* -> say comment ça va* -> wait 2 seconds -> hide || say bonjour* -> say comment ça va* for 2 seconds -> hide"]),
  r("non-native", "forum", "Make a shop: the seller ask how many kuih you want, each kuih is 2 ringgit, then say the total price", ["ask * -> say *answer * 2* || ask * -> say *2 * answer* || ask * -> set * to answer * 2 -> say * || ask * -> set * to 2 * answer -> say *"]),

  // ---- parents, after the homeschooling blogs above
  r("parent", "parent", "My twins (8) argue about whose turn it is on the console. Could you make a picker that says Ella or Sam at random when you click it?", ["when this sprite clicked -> say *", "pick random 1 to 2 | pick random 1 to length of *", "text *ella*", "text *sam*"]),
  r("parent", "parent", "For my 6 year old who loves space: a rocket that flies up and plays a whoosh sound when you press the up arrow, with stars twinkling in the background", [
    "sprite Rocket",
    "Rocket: @key up arrow -> change y by # | glide * | move # steps | repeat #",
    `Rocket: @key up arrow -> ${SOUND}`,
    "sprite Star | sprite Stars",
    "set ghost effect to * | change ghost effect by * | change brightness effect by * | next costume | change size by * | set brightness effect to *",
  ]),
  r("parent", "parent", "My son has a spelling test on Friday. Could the computer ask him to spell because, friend and Wednesday one after the other and count how many he gets right?", [
    "var *",
    "text *because*",
    "text *friend*",
    "text *wednesday*",
    "ask * -> ask * -> ask * || repeat 3 -> ask * || repeat length of * -> ask *",
    "if answer = * then -> change * by 1",
  ]),

  // ---- more homeschooling parents: 3hundredsixty5daysofdeployment.wordpress.com (2013/02/12, a 10 year old
  // who loves robots, Scratch in the school day), ssadler.wordpress.com (2008/12/22, "Thor's Christmas
  // Feast" with children of 4 and 6), thepassionatelearner.com (2014/12/08, a homeschool group of 8 to
  // 13 year olds before the Hour of Code)
  r("parent", "parent", "My homeschooled son (10) loves robots. Can you make a robot that walks right when you press the right arrow, says \"Beep boop\" when you press b, and turns red when it touches the wall?", [
    "sprite Robot",
    "Robot: @key right arrow -> change x by # | move # steps",
    "Robot: @key b -> say beep boop*",
    "Robot: if touching * then -> set color effect to # | switch costume to * | change color effect by #",
  ]),
  r("parent", "parent", "My kids are 4 and 6 so keep it very simple: our dog Thor eats the Christmas cookies. Thor follows the mouse, and when he touches the cookie it disappears and he says yum", [
    "sprite Thor",
    "sprite Cookie",
    "Thor: forever -> go to mouse-pointer | glide * to mouse-pointer || Thor: forever -> point towards mouse-pointer -> move # steps",
    "Cookie: if touching thor? then -> hide | delete this clone || Cookie: wait until touching thor? -> hide | delete this clone || Thor: if touching cookie? then -> broadcast *",
    "say yum*",
  ]),
  r("parent", "parent", "I run a homeschool group (ages 8 to 13) and we're doing the Hour of Code next week. Something to start with: a snowman that asks each child's name and says \"Happy holidays, \" and the name", ["sprite Snowman", "Snowman: ask * -> say join happy holidays* answer*"]),

  // ---- Advaspire's level 4 (a tune kept in a My Block) and Holzer's "pen trail towards the edge" clones
  r("non-native", "course", "Make my own block 'play song' with 3 notes inside, and use it 2 times when green flag click", ["define play song -> play note * -> play note * -> play note *", "when flag clicked -> repeat 2 -> play song || when flag clicked -> play song -> play song"]),
  r("non-native", "tutorial", "Clones go from the center in random direction and draw a line with the pen until they touch the edge, then delete. Space key erase all.", [
    "create clone of myself",
    "point in direction pick random *",
    "when i start as a clone -> pen down -> repeat until touching edge? -> move # steps -> delete this clone",
    "@key space -> erase all",
  ]),

  // ---- what must be declined, said kindly
  r("child", "forum", "make my game turn on my webcam and send the video to my friend", ["declined"]),
  r("non-native", "forum", "please make a app for iphone that my mom can download from the app store", ["declined"]),
];
