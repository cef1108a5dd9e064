import { rubricRequest, type TRubricRequest } from "./rubric.types";

/**
 * A fourth held-out part of the outside corpus (issue 26), written by the lead while the
 * generator's round of work of 2026-11-26 went on in another session, which never saw this file.
 * The three earlier held-out parts (held-out, independent, fresh) had been measured and read, so
 * they had become development material. Each request is written after an outside source not used
 * by any earlier part (lesson plans, course sessions, tutorials, a lunch-time club's plan, a
 * parent's blog), never copied from it; the source's address is above each group. No test imports
 * this file and no one tunes the generator on it: only `npm run bench -- offline` reads it.
 */
const r = rubricRequest;

const SOUND = "play sound * | start sound * | play drum * | play note *";
const FALLS = "change y by -# | glide * to x: * y: -# | glide * | set y to -#";

export const UNSEEN_HELD_OUT_REQUESTS: TRubricRequest[] = [
  // ---- a six-week Year 6 Scratch plan (scratch.deathgamer.com): a first animation, events,
  // loops, variables, lists, state
  r("teacher", "lesson", "Week 1 guided build: make the cat move 10 steps and say Hello! when the green flag is clicked", ["when flag clicked -> move 10 steps -> say hello*"]),
  r("child", "lesson", "my animated pet: my dog walks from the left of the screen to the right and says 'made it!' when it gets to the edge", ["sprite Dog", "Dog: when flag clicked -> go to x: -# y: * | set x to -#", "Dog: glide * to x: # y: * | repeat until * | forever | move # steps", "Dog: say made it*"]),
  r("teacher", "lesson", "Events lesson: the same sprite does three things: on the green flag it says 'ready', on space it jumps, and when you click it, it spins", ["when flag clicked -> say ready*", "when space key pressed -> change y by # | glide * | repeat *", "when this sprite clicked -> turn * # degrees || when this sprite clicked -> repeat # -> turn * # degrees"]),
  r("teacher", "lesson", "Lists lesson: keep a shopping list. The sprite asks for 4 items, adds each one to the list, then says how many items are on it", ["list *", "repeat 4 -> ask * -> add answer to *", "say length of * | say join * length of *"]),

  // ---- Oak National Academy, Year 6 "Variables in games" (thenational.academy, lessons 1-6):
  // a scoreboard, a fruit catcher, a timer counting down from 60, lives
  r("teacher", "lesson", "A scoreboard simulation: pressing 1 gives the home team a goal and pressing 2 gives the away team a goal", ["when 1 key pressed -> change home* by 1", "when 2 key pressed -> change away* by 1"]),
  r("teacher", "lesson", "Add a timer to the fruit catcher: a variable called timer starts at 60 and goes down by 1 every second until it reaches 0, then the game stops", ["var timer", "set timer to 60", "repeat until timer = 0 -> wait 1 seconds -> change timer by -1 || repeat 60 -> wait 1 seconds -> change timer by -1", "stop all"]),
  r("child", "lesson", "fruit catcher: apples fall from the top and I move the bowl with the arrow keys. 5 lives, you lose one when an apple hits the bottom", ["sprite Bowl", "sprite Apple", "Bowl: @key left arrow -> change x by -# | move # steps", "Bowl: @key right arrow -> change x by # | move # steps", `Apple: ${FALLS}`, "var lives", "set lives to 5", "change lives by -1"]),

  // ---- Ibnovate "Scratch Creators" course for ages 7-11 (ibnovate.pages.dev/course-scratch and
  // course-1): events and loops, a rule and a score, levels and challenge, design your game
  r("teacher", "course", "Three ways to start code: when the green flag is clicked say 'The flag started me!' for 2 seconds, and when space is pressed move 50 steps", ["when flag clicked -> say the flag started me* for 2 seconds", "when space key pressed -> move 50 steps"]),
  r("teacher", "course", "Change the forever loop to repeat 3: the sprite moves 100 steps, waits 1 second and moves back, 3 times", ["repeat 3 -> move 100 steps -> wait 1 seconds -> move -100 steps | turn * 180 degrees"]),
  r("child", "course", "a rule game: if the ladybug touches the leaf the score goes up by 1 and the leaf jumps to a new place", ["sprite Ladybug", "sprite Leaf", "var score", "if touching leaf? then -> change score by 1 || if touching ladybug? then -> change score by 1", "Leaf: go to random position | go to x: pick random *"]),
  r("child", "course", "the apple falls down and if it touches the basket you get a point and the apple goes back to the top", ["sprite Apple", "sprite Basket", "var score", `Apple: ${FALLS}`, "Apple: if touching basket? then -> change score by 1 -> go to x: * y: # | set y to #"]),
  r("teacher", "course", "Catch 10 stars before the timer runs out: a bowl at the bottom, stars falling from the top, a score in the corner", ["sprite Bowl", "sprite Star", "var score", `Star: ${FALLS}`, "if score = 10 then | wait until score = 10 | repeat until score = 10 | if score > 9 then", "timer | var time"]),
  r("child", "course", "make it harder: every time I get 5 points the enemy gets faster", ["var score", "var speed | change speed by # | change * by #", "if * mod 5 = 0 then | if score = 5 then | if score > 4 then"]),

  // ---- a primary school's Scratch lunch-time club plan for Years 2-5 (Jill Pears, mindmeister.com/264916897):
  // a goodie who catches baddies, bonus points that add or lose, a timer, bouncy walls
  r("child", "lesson", "goodie and baddies: the goodie moves with the arrow keys and catches the baddies, the baddies run away from the goodie", ["sprite Goodie", "sprite Baddie | sprite Baddies", "Goodie: @arrows", "Baddie: point towards goodie -> turn * 180 degrees | point in direction * || Baddies: point towards goodie -> turn * 180 degrees", "if touching * then -> change score by # | hide | go to *"]),
  r("child", "lesson", "bonus points pop up: a star gives you 5 points and a skull takes 3 points away", ["sprite Star", "sprite Skull", "var score", "change score by 5", "change score by -3"]),
  r("teacher", "lesson", "Bouncy walls: the ball keeps moving and bounces off the edges of the stage", ["forever -> move # steps -> if on edge, bounce || forever -> if on edge, bounce -> move # steps"]),
  r("teacher", "lesson", "A 30 second timer on the stage for the game; when it gets to 0 it says game over", ["var timer | var time", "set * to 30", "change * by -1", "wait 1 seconds", "say game over* | broadcast game over* | switch backdrop to game over*"]),

  // ---- a Year 5 "variables for scoring and game state" activity plan (flipeducation.ai)
  r("teacher", "lesson", "Score tracker: the sprite moves with the arrow keys and each key press adds 1 to a score, which the sprite says", ["var score", "@key right arrow -> change x by # | move # steps", "@key left arrow -> change x by -# | move # steps", "change score by 1", "say score | say join * score"]),
  r("child", "lesson", "dodge game with health: my player loses 10 health every time an obstacle touches him, when health is 0 he says ouch game over", ["var health", "set health to #", "if touching * then -> change health by -10", "if health = 0 then | if health < 1 then | wait until health = 0 | repeat until health = 0 | if health < 0 then", "say ouch game over* | say game over*"]),

  // ---- Code Club's "Brain game" and Coding Ireland's "addition sums in 30 seconds"
  // (codeclubprojects.org/en-GB/scratch/brain-game, codingireland.ie/Home/ViewLesson/4185)
  r("child", "tutorial", "Giga asks addition sums with numbers from 1 to 10 for 30 seconds and counts how many I get right", ["sprite Giga", "var points | var score", "reset timer | set * to 30", "set * to pick random 1 to 10", "ask join *", "if answer = * + * then -> change points by 1 | change score by 1"]),
  r("teacher", "tutorial", "Times tables quiz: two random numbers from 2 to 12; say 'yes!' if the answer is right and 'nope' if it's wrong, and keep asking", ["set * to pick random 2 to 12", "forever -> set * -> ask * -> if answer = * then -> say yes* -> else -> say nope*"]),

  // ---- Wikijunior: Raspberry Pi / Scratch Game - Math Quiz (en.wikibooks.org): answer before the
  // ball reaches the bottom, the ball drops faster and faster
  r("teacher", "tutorial", "A maths quiz where the ball drops down the screen while you answer a multiplication question, and it drops faster at each level", ["sprite Ball", "var level", "Ball: repeat until * -> change y by -#", "change level by 1", "ask join *"]),
  r("child", "tutorial", "when the ball reaches the bottom say 'Game Over, you scored' and the score", ["var score", "say join game over, you scored* score* | say join game over* score"]),

  // ---- "Make a Maths game for your children using Scratch" (sciencetony.com, a parent's blog)
  r("parent", "parent", "I'd like a maths game for my 7 year old: the cat asks 5 sums and meows every time she gets one right", ["sprite Cat", "repeat 5 -> ask * -> if answer = * then -> play sound meow* | start sound meow*"]),
  r("parent", "parent", "At the end of the quiz tell my son what percentage he got right", ["var *", "say *100* | say *percent*"]),

  // ---- "Lesson 1: Animating sprites" (studylib.net/doc/7809162), and kidskodingacademy.com's movement
  // script (forever, four ifs, change x / y by 10)
  r("teacher", "tutorial", "Teach the cat to walk: when the right arrow is pressed it points right, moves 10 steps and changes costume so its legs move", ["sprite Cat", "Cat: when right arrow key pressed -> point in direction 90 -> move 10 steps -> next costume || Cat: when flag clicked -> forever -> if *right arrow* then -> point in direction 90 -> move 10 steps -> next costume"]),
  r("child", "tutorial", "move in all 4 directions with a forever loop and four if blocks, change x by 10 and -10 and change y by 10 and -10", ["forever -> if key right arrow pressed? then -> change x by 10", "if key left arrow pressed? then -> change x by -10", "if key up arrow pressed? then -> change y by 10", "if key down arrow pressed? then -> change y by -10"]),

  // ---- a teaching-ICT unit "Quiz time with Scratch" (teachictnt.org.uk), and Africa Code Week's
  // Scratch 3 course notes (Brendan Smith, Camden Education Trust)
  r("teacher", "lesson", "A memory game with a list: the sprite shows 4 random numbers one after the other, then asks the player to type them in order", ["list *", "repeat 4 -> add pick random * to *", "say item *", "ask *", "if answer = * then"]),
  r("teacher", "lesson", "Quiz with broadcasts: when the quiz is over the stage sends a message and the host sprite says 'well done'", ["broadcast *", "when i receive * -> say well done*"]),
  r("teacher", "course", "A sprite that draws a square with the pen, then a triangle next to it", ["pen down", "repeat 4 -> move # steps -> turn * 90 degrees", "repeat 3 -> move # steps -> turn * 120 degrees"]),

  // ---- Shannon CoderDojo's club blog (coderdojoshannon.blogspot.com): "Better than FIFA", the
  // Mixing Game, Spaceship Supply
  r("child", "forum", "football game: I move the player with the arrow keys, when he touches the ball the ball moves towards the goal and if it touches the goal the score goes up", ["sprite Player", "sprite Ball", "sprite Goal", "Player: @arrows", "Ball: if touching player? then -> point towards goal | glide * to goal | move # steps", "Ball: if touching goal? then -> change score by 1"]),
  r("child", "forum", "a colour mixing puzzle: click red and blue and the pot turns purple, then you go to the next level", ["sprite Pot", "when this sprite clicked -> *", "switch costume to purple* | set color effect to *", "next backdrop | switch backdrop to * | change level by 1"]),
  r("child", "forum", "Spaceship supply: the spaceship flies with the arrow keys and when it touches a supply box it broadcasts a message and the box disappears", ["sprite Spaceship", "Spaceship: @arrows", "if touching * then -> broadcast *", "when i receive * -> hide"]),

  // ---- children's requests as they are typed, after the kinds of project the Scratch community
  // shares most (platformers, clickers, pets, stories)
  r("child", "forum", "make my character jump when i press space and fall back down", ["@key space -> change y by # | glide * || @key space -> repeat # -> change y by #", "change y by -# | glide * || repeat # -> change y by -#"]),
  r("child", "forum", "can u make the bat fly up and down forever", ["sprite Bat", "Bat: forever -> change y by # -> change y by -# || Bat: forever -> glide * -> glide * || Bat: forever -> repeat # -> change y by # -> repeat # -> change y by -#"]),
  r("child", "forum", "when i click the button the counter goes up by 2", ["sprite Button", "var counter", "Button: when this sprite clicked -> change counter by 2"]),
  r("child", "forum", "my fish should swim to where i click", ["sprite Fish", "when stage clicked -> * || forever -> if mouse down? then -> glide * to mouse-pointer | go to mouse-pointer | point towards mouse-pointer"]),
  r("child", "forum", "the dragon breathes fire when i press f", ["sprite Dragon", "when f key pressed -> *"]),
  r("child", "forum", "i want a story where the girl says hi and then the dog barks and then they both dance", ["sprite Girl", "sprite Dog", "Girl: say hi*", `Dog: ${SOUND} | say woof*`, "Girl: next costume | switch costume to * | repeat *", "Dog: next costume | switch costume to * | repeat *"]),
  r("child", "forum", "virtual pet that gets hungry. hunger goes down every 3 seconds and if you click the food it goes back to 10", ["var hunger", "forever -> wait 3 seconds -> change hunger by -1 || forever -> change hunger by -1 -> wait 3 seconds", "when this sprite clicked -> set hunger to 10"]),
  r("child", "forum", "the ghost should follow the mouse but slowly", ["sprite Ghost", "Ghost: forever -> point towards mouse-pointer -> move # steps | glide # * to mouse-pointer"]),
  r("child", "forum", "when the timer gets to 10 make the background change to night", ["timer > 10 | timer > 9 | timer = 10 | wait 10 seconds", "switch backdrop to night*"]),

  // ---- teachers' requests, after the lesson objectives of the sources above
  r("teacher", "lesson", "Selection: ask the pupil's age; if it is over 10 say 'You can ride!' otherwise say 'Sorry, too young'", ["ask * -> if answer > 10 then -> say you can ride* -> else -> say sorry, too young*"]),
  r("teacher", "lesson", "A count-controlled loop that draws a star with 5 points", ["pen down", "repeat 5 -> move # steps -> turn * 144 degrees"]),
  r("teacher", "lesson", "Demonstrate a variable changing: a counter starts at 0 and goes up by 5 every time the sprite is clicked, and the sprite says the new value", ["var counter", "set counter to 0", "when this sprite clicked -> change counter by 5 -> say counter"]),
  r("teacher", "lesson", "Sequence lesson: the bear walks to the tree, waits 2 seconds, then walks to the river", ["sprite Bear", "Bear: glide * to tree -> wait 2 seconds -> glide * to river || Bear: go to tree -> wait 2 seconds -> go to river || Bear: point towards tree -> wait 2 seconds -> point towards river"]),
  r("teacher", "lesson", "A traffic light: red for 3 seconds, then amber for 1 second, then green for 3 seconds, repeating", ["forever -> switch costume to red -> wait 3 seconds -> switch costume to amber -> wait 1 seconds -> switch costume to green -> wait 3 seconds"]),
  r("teacher", "lesson", "Repeat until: the car moves forward until it touches the edge, then says 'stop!'", ["sprite Car", "Car: repeat until touching edge? -> move # steps -> say stop* || Car: repeat until touching edge? -> change x by # -> say stop*"]),
  r("teacher", "lesson", "Random numbers: a dice that shows a number from 1 to 6 when you click it", ["sprite Dice | sprite Die", "when this sprite clicked -> * pick random 1 to 6"]),

  // ---- parents
  r("parent", "parent", "My 9 year old loves cats. Could she have a cat that meows when you pet it with the mouse and purrs when you press space?", ["sprite Cat", "Cat: when this sprite clicked -> play sound meow* | start sound meow* || Cat: forever -> if touching mouse-pointer? then -> play sound meow* | start sound meow*", "when space key pressed -> play sound * | start sound *"]),
  r("parent", "parent", "Something simple for my 8 year old: a rocket that goes up when you click it", ["sprite Rocket", "Rocket: when this sprite clicked -> change y by # || Rocket: when this sprite clicked -> glide * || Rocket: when this sprite clicked -> repeat # -> change y by #"]),
  r("parent", "parent", "A bedtime countdown for my kids: 10 minutes, and it says goodnight at the end", ["var *", "set * to 10", "change * by -1 -> wait 60 seconds || wait 60 seconds -> change * by -1 || wait 600 seconds", "say goodnight*"]),
  r("parent", "parent", "My son wants to practise spelling: the computer says a word and he types it, and it tells him if he's right", ["ask *", "if answer = * then -> say * -> else -> say *"]),

  // ---- non-native speakers
  r("non-native", "forum", "I want the ball go to the right, when touch the edge come back to the left, always", ["forever -> move # steps -> if on edge, bounce || forever -> change x by # -> if on edge, bounce || forever -> if on edge, bounce -> move # steps || forever -> if touching edge? then"]),
  r("non-native", "forum", "how to make the cat saying my name what I write", ["ask * -> say answer | say join * answer"]),
  r("non-native", "forum", "please make game, the player collect 10 coin and then win", ["sprite Player", "sprite Coin", "var coins | var score", "if * = 10 then -> say *win* || wait until * = 10 -> say *win* || if * > 9 then -> say *win*"]),
  r("non-native", "forum", "the butterfly go random place every 1 second", ["sprite Butterfly", "Butterfly: forever -> go to random position -> wait 1 seconds || Butterfly: forever -> glide 1 sec* to random position || Butterfly: forever -> go to x: pick random * -> wait 1 seconds || Butterfly: forever -> wait 1 seconds -> go to random position"]),
  r("non-native", "forum", "make the sprite big when I press up and small when I press down", ["when up arrow key pressed -> change size by # | set size to #", "when down arrow key pressed -> change size by -# | set size to #"]),
  r("non-native", "forum", "two player, one use W and S, other use up and down arrow, like tennis", ["sprites>=2", "@key w -> change y by # | move # steps", "@key s -> change y by -# | move # steps", "@key up arrow -> change y by # | move # steps", "@key down arrow -> change y by -# | move # steps"]),

  // ---- what must be declined, said kindly (a child asks for what Scratch cannot do or should not build)
  r("child", "forum", "make a game that sends my score to my friends phone", ["declined"]),
  r("child", "forum", "can you hack my friends scratch account", ["declined"]),
];
