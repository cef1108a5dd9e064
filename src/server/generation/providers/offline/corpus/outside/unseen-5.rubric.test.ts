// The eighth held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it grades "wrong-unsaid". No generator answer is read here; the generator is measured on this
// part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { itChecksThePartsRubrics, requestStarting as startingIn, type THandWrittenAnswer } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_5_HELD_OUT_REQUESTS } from "./unseen-5.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_5_HELD_OUT_REQUESTS, start);

/** The text with its last SEARCH replaced: a change to the last of several sprites that share a script. */
const replaceLast = (text: string, search: string, replacement: string): string => {
  const at = text.lastIndexOf(search);
  return at < 0 ? text : `${text.slice(0, at)}${replacement}${text.slice(at + search.length)}`;
};

/** Four arrow-key scripts moving STEP each way, as a child writes them. */
const arrows = (step: number): string => `when [right arrow v] key pressed
change x by (${step})

when [left arrow v] key pressed
change x by (-${step})

when [up arrow v] key pressed
change y by (${step})

when [down arrow v] key pressed
change y by (-${step})`;

/** Each request (by the start of its words) with a right answer and, for some, a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  {
    start: "5th grade maze, day 1",
    right: `// sprite: Mouse
when green flag clicked
go to x: (-200) y: (-150)
forever
if <key (right arrow v) pressed?> then
change x by (4)
end
if <key (left arrow v) pressed?> then
change x by (-4)
end
if <key (up arrow v) pressed?> then
change y by (4)
end
if <key (down arrow v) pressed?> then
change y by (-4)
end
if <touching color [#000000]?> then
go to x: (-200) y: (-150)
end
end`,
    // the hat the lesson asked the pupils not to use
    wrong: (right) => `${right}\n\nwhen [right arrow v] key pressed\nchange x by (4)`,
  },
  {
    start: "Maze, day 2",
    right: `// stage
when I receive [win v]
switch backdrop to (You Win v)

// sprite: Mouse
when green flag clicked
show
wait until <touching (Cheese v)?>
broadcast [win v]

when I receive [win v]
hide

// sprite: Cheese
when green flag clicked
go to x: (180) y: (120)`,
    // the stage never shows the win screen
    wrong: (right) => right.replace("switch backdrop to (You Win v)", "switch backdrop to (Level 1 v)"),
  },
  {
    start: "Maze, day 3",
    right: `// sprite: Mouse
when green flag clicked
go to x: (-200) y: (-150)
forever
if <touching color [#00ff00]?> then
switch backdrop to (Level 2 v)
go to x: (-200) y: (-150)
end
end`,
  },
  {
    start: "Amazing Mazes mini-lesson",
    right: `// sprite: Bee
when green flag clicked
go to x: (-180) y: (140)
point in direction (90)
forever
if <touching (Honey v)?> then
say [Yum!] for (2) seconds
go to x: (-180) y: (140)
end
end

// sprite: Honey
when green flag clicked
go to x: (150) y: (-100)`,
    // a number changed
    wrong: (right) => right.replace("for (2) seconds", "for (1) seconds"),
  },
  {
    start: "Parallelism:",
    right: `// sprite: Fish
when green flag clicked
forever
move (5) steps
if on edge, bounce
end

when green flag clicked
forever
change [color v] effect by (25)
wait (1) seconds
end`,
  },
  {
    start: "Years 5-6 debugging",
    right: `// sprite: Cat
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)`,
    // the pupils' bug left in
    wrong: (right) => right.replace("change x by (-10)", "change x by (10)"),
  },
  {
    start: "Year 6: ask the user how many sides",
    right: `// sprite: Pen
// variable sides = 0
when green flag clicked
erase all
ask [How many sides?] and wait
set [sides v] to (answer)
pen down
repeat (sides)
move (80) steps
turn right ((360) / (sides)) degrees
end
pen up`,
    // a fixed turn: only a square closes
    wrong: (right) => right.replace("((360) / (sides))", "(90)"),
  },
  {
    start: "Year 6 interactive quiz",
    right: `// stage
// variable score = 0

// sprite: Quizmaster
when green flag clicked
set [score v] to (0)
ask [What is 6 x 7?] and wait
if <(answer) = [42]> then
change [score v] by (1)
say [Correct!] for (1) seconds
else
say [Not quite] for (1) seconds
end
ask [What is 9 x 3?] and wait
if <(answer) = [27]> then
change [score v] by (1)
say [Correct!] for (1) seconds
else
say [Not quite] for (1) seconds
end
ask [What is 8 x 8?] and wait
if <(answer) = [64]> then
change [score v] by (1)
say [Correct!] for (1) seconds
else
say [Not quite] for (1) seconds
end
ask [What is 12 x 5?] and wait
if <(answer) = [60]> then
change [score v] by (1)
say [Correct!] for (1) seconds
else
say [Not quite] for (1) seconds
end
if <(score) = [4]> then
say [Gold]
else
if <(score) > [1]> then
say [Silver]
else
say [Keep practising]
end
end`,
    // a grade the lesson did not ask for
    wrong: (right) => right.replace("say [Silver]", "say [Bronze]"),
  },
  {
    start: "Simulating rangers' work",
    right: `// sprite: Feral cat
when green flag clicked
go to x: (-200) y: (0)
repeat until <touching (Bait v)?>
change x by (5)
end
broadcast [caught v]

// sprite: Bait
when green flag clicked
go to x: (100) y: (0)

// sprite: Gate
when green flag clicked
switch costume to (open v)

when I receive [caught v]
switch costume to (closed v)

// sprite: Ranger
when I receive [caught v]
say [Caught one!] for (2) seconds`,
  },
  {
    start: "Year 7 animation: the Kiwi",
    right: `// sprite: Kiwi
when green flag clicked
go to x: (-220) y: (-100)
repeat (20)
move (10) steps
next costume
wait (0.2) seconds
end`,
    wrong: (right) => right.replace("repeat (20)", "repeat (10)"),
  },
  {
    start: "Extension: an NZ-themed maze",
    right: `// sprite: Kiwi
when green flag clicked
go to x: (-200) y: (0)
forever
if <touching color [#0000ff]?> then
go to x: (-200) y: (0)
end
if <touching (Nest v)?> then
say [Home at last!] for (2) seconds
end
end

${arrows(5)}

// sprite: Nest
when green flag clicked
go to x: (200) y: (150)`,
    // a step of the wrong size
    wrong: (right) => right.replaceAll("by (5)", "by (10)"),
  },
  {
    start: "Year 8, sequence, loop and event",
    right: `// sprite: Tui
when [space v] key pressed
start sound (Chirp v)
repeat (10)
next costume
wait (0.1) seconds
end`,
    // the wrong event
    wrong: (right) => right.replace("when [space v] key pressed", "when green flag clicked"),
  },
  {
    start: "Te reo Māori greeting",
    right: `// sprite: Kiwi
when green flag clicked
say [Kia ora!] for (2) seconds
ask [What is your name?] and wait
say (join [Ka pai ] (answer))`,
  },
  {
    start: "We're on the calculator chapter",
    right: `// sprite: Cat
// variable first = 0
// variable second = 0
when green flag clicked
ask [First number?] and wait
set [first v] to (answer)
ask [Second number?] and wait
set [second v] to (answer)
say ((first) + (second)) for (2) seconds
say ((first) - (second)) for (2) seconds`,
    // the sum said twice, no difference
    wrong: (right) => right.replace("((first) - (second))", "((first) + (second))"),
  },
  {
    start: "the magician one from my book",
    right: `// sprite: Magician
when green flag clicked
say [Abracadabra!] for (2) seconds
broadcast [appear v]

// sprite: Rabbit
when green flag clicked
hide

when I receive [appear v]
show
wait (2) seconds
hide`,
    // the rabbit is never hidden at the start
    wrong: (right) => right.replace("// sprite: Rabbit\nwhen green flag clicked\nhide\n\n", "// sprite: Rabbit\n"),
  },
  {
    start: "A loop within a loop",
    right: `// sprite: Pen
when green flag clicked
erase all
pen down
repeat (6)
repeat (4)
move (50) steps
turn right (90) degrees
end
turn right (60) degrees
end
pen up`,
    wrong: (right) => right.replace("turn right (60) degrees", "turn right (45) degrees"),
  },
  {
    start: "From the Golikov book",
    right: `// sprite: Cat
when green flag clicked
go to x: (-200) y: (100)
forever
change x by (5)
next costume
if <(x position) > [220]> then
set x to (-220)
end
end

// sprite: Bat
when green flag clicked
go to x: (200) y: (0)
forever
change x by (-5)
next costume
if <(x position) < [-220]> then
set x to (220)
end
end`,
    // the bat flies the same way as the cat
    wrong: (right) => right.replace("change x by (-5)", "change x by (5)"),
  },
  {
    start: "Game with mines",
    right: `// sprite: Tank
when green flag clicked
go to x: (-200) y: (-150)
forever
if <touching (Mine v)?> then
start sound (Explosion v)
say [Game over!] for (2) seconds
stop [all v]
end
end

${arrows(10)}

// sprite: Mine
when green flag clicked
hide
repeat (5)
create clone of (myself v)
end

when I start as a clone
go to (random position v)
show`,
    wrong: (right) => right.replace("repeat (5)", "repeat (3)"),
  },
  {
    start: "Theseus Kitten",
    right: `// sprite: Kitten
when green flag clicked
go to x: (-200) y: (-150)
wait until <touching (Minotaur v)?>
broadcast [meet v]

when I receive [reply v]
say [I am Theseus!] for (2) seconds

when [right arrow v] key pressed
change x by (5)
if <touching color [#000000]?> then
change x by (-5)
end

when [left arrow v] key pressed
change x by (-5)
if <touching color [#000000]?> then
change x by (5)
end

when [up arrow v] key pressed
change y by (5)
if <touching color [#000000]?> then
change y by (-5)
end

when [down arrow v] key pressed
change y by (-5)
if <touching color [#000000]?> then
change y by (5)
end

// sprite: Minotaur
when I receive [meet v]
say [Who are you?] for (2) seconds
broadcast [reply v]`,
    // the Minotaur given the kitten's line
    wrong: (right) => right.replace("say [Who are you?]", "say [I am Theseus!]"),
  },
  {
    start: "Meeting 6, locate and rotate",
    right: `// sprite: Jeepney
when green flag clicked
go to x: (-200) y: (-120)
point in direction (90)
glide (3) secs to x: (200) y: (-120)
turn right (180) degrees
glide (3) secs to x: (-200) y: (-120)`,
    wrong: (right) => right.replace("glide (3)", "glide (2)"),
  },
  {
    start: "Meeting 7, artwork with the pen",
    right: `// sprite: Pen
when green flag clicked
erase all
set pen size to (5)
set pen color to [#ff00aa]
pen down
repeat (8)
repeat (36)
move (10) steps
turn right (10) degrees
end
turn right (45) degrees
end
pen up`,
  },
  {
    start: "Game collect star",
    right: `// stage
// variable score = 0

// sprite: Starfish
when green flag clicked
set [score v] to (0)
go to [front v] layer
forever
go to (mouse-pointer v)
if <touching (Star v)?> then
change [score v] by (1)
broadcast [move star v]
wait (0.5) seconds
end
end

// sprite: Star
when I receive [move star v]
go to (random position v)`,
    // the starfish only turns towards the pointer
    wrong: (right) => right.replace("go to (mouse-pointer v)", "point towards (mouse-pointer v)"),
  },
  {
    start: "Lesson 3 'Adding a friend'",
    right: `// sprite: Mouse
when green flag clicked
forever
go to (random position v)
wait (1) seconds
end

// sprite: Cat
when green flag clicked
forever
point towards (Mouse v)
move (3) steps
end`,
    wrong: (right) => right.replace("move (3) steps", "move (10) steps"),
  },
  {
    start: "Lesson 8 'Treasure hunt'",
    right: `// sprite: Pete
${arrows(10)}

// sprite: Treasure
when green flag clicked
hide
wait until <(distance to (Pete v)) < [50]>
show
say [You found the treasure!] for (2) seconds`,
    wrong: (right) => right.replace("[50]", "[100]"),
  },
  {
    start: "Let's race: the car",
    right: `// sprite: Car
when green flag clicked
go to x: (-180) y: (-130)
point in direction (90)
reset timer
forever
if <touching color [#00ff00]?> then
go to x: (-180) y: (-130)
end
if <touching color [#ff0000]?> then
say (join [Time: ] (timer))
stop [this script v]
end
end

when [up arrow v] key pressed
move (5) steps

when [left arrow v] key pressed
turn left (10) degrees

when [right arrow v] key pressed
turn right (10) degrees`,
    // the timer never reset: the time counts from when the project opened
    wrong: (right) => right.replace("reset timer\n", ""),
  },
  {
    start: "Lap time for our racing game",
    right: `// stage
// variable best time = 999
// variable new time = 0

// sprite: Car
when green flag clicked
set [best time v] to (999)
reset timer
forever
if <touching (Finish line v)?> then
set [new time v] to (timer)
if <(new time) < (best time)> then
set [best time v] to (new time)
end
reset timer
wait until <not <touching (Finish line v)?>>
end
end

// sprite: Finish line
when green flag clicked
go to x: (0) y: (-100)`,
    // the comparison the wrong way round keeps the slowest lap
    wrong: (right) => right.replace("<(new time) < (best time)>", "<(new time) > (best time)>"),
  },
  {
    start: "Maze for my class in Greece",
    right: `// sprite: Hero
when [right arrow v] key pressed
change x by (5)
if <touching color [#000000]?> then
change x by (-5)
end

when [left arrow v] key pressed
change x by (-5)
if <touching color [#000000]?> then
change x by (5)
end

when [up arrow v] key pressed
change y by (5)
if <touching color [#000000]?> then
change y by (-5)
end

when [down arrow v] key pressed
change y by (-5)
if <touching color [#000000]?> then
change y by (5)
end`,
    // the down arrow's undo goes further into the wall
    wrong: (right) => replaceLast(right, "change y by (5)", "change y by (-5)"),
  },
  {
    start: "Aula do 3º ano",
    right: `// sprite: Parrot
when this sprite clicked
say [Olá, turma!] for (2) seconds
glide (2) secs to (Tree v)

// sprite: Tree
when green flag clicked
go to x: (150) y: (-50)`,
  },
  {
    start: "Y3/4 lesson 4",
    right: `// stage
// variable a = 1
// variable b = 1

// sprite: Teacher
when green flag clicked
forever
set [a v] to (pick random (1) to (10))
set [b v] to (pick random (1) to (10))
ask (join (a) (join [ x ] (b))) and wait
if <(answer) = ((a) * (b))> then
say [Correct!] for (2) seconds
else
say [Wrong] for (2) seconds
end
end`,
    wrong: (right) => right.replaceAll("to (10))", "to (12))"),
  },
  {
    start: "Year 3, is a dice roll random?",
    right: `// stage
// list rolls = []

// sprite: Dice
// variable roll = 1
when this sprite clicked
set [roll v] to (pick random (1) to (6))
switch costume to (roll)
add (roll) to [rolls v]`,
    wrong: (right) => right.replace("to (6))", "to (5))"),
  },
  {
    start: "Maths with lists",
    right: `// stage
// variable random number = 0
// variable points = 0
// list squares = [1, 4, 9, 16, 25, 36, 49, 64, 81, 100]

// sprite: Cat
when green flag clicked
set [points v] to (0)
set [random number v] to (pick random (1) to (100))
say (random number) for (2) seconds
if <[squares v] contains (random number)?> then
change [points v] by (5)
end`,
    wrong: (right) => right.replace("change [points v] by (5)", "change [points v] by (1)"),
  },
  {
    start: "Loops for the 3 times table",
    right: `// sprite: Cat
// variable number = 0
when green flag clicked
set [number v] to (0)
repeat (10)
change [number v] by (3)
say (number) for (1) seconds
end`,
    // said before it is added to: 0, 3 … 27
    wrong: (right) => right.replace("change [number v] by (3)\nsay (number) for (1) seconds", "say (number) for (1) seconds\nchange [number v] by (3)"),
  },
  {
    start: "Homeschool co-op, week 3",
    right: `// sprite: Cat
// variable secret = 1
// variable guesses = 0
when green flag clicked
set [secret v] to (pick random (1) to (100))
set [guesses v] to (0)
ask [Guess my number (1-100)] and wait
change [guesses v] by (1)
repeat until <(answer) = (secret)>
if <(answer) > (secret)> then
say [Too high] for (1) seconds
else
say [Too low] for (1) seconds
end
ask [Guess again] and wait
change [guesses v] by (1)
end
say [Correct!] for (2) seconds
say (join [Guesses: ] (guesses))`,
    wrong: (right) => right.replace("to (100))", "to (10))"),
  },
  {
    start: "My daughter (11) makes games",
    right: `// sprite: Balloon
// variable clicks = 0
when green flag clicked
set [clicks v] to (0)
set size to (100) %
show

when this sprite clicked
change size by (10)
change [clicks v] by (1)
if <(clicks) = [5]> then
start sound (Pop v)
hide
end`,
    wrong: (right) => right.replace("change size by (10)", "change size by (5)"),
  },
  {
    start: "My youngest loves making cartoons",
    right: `// sprite: Dog
when green flag clicked
say [Want to play?] for (2) seconds
broadcast [play v]

// sprite: Ball
when I receive [play v]
repeat (30)
turn right (15) degrees
change x by (10)
end`,
    // the ball rolls before the dog has asked
    wrong: (right) => right.replace("when I receive [play v]", "when green flag clicked"),
  },
  {
    start: "My son learned platform games",
    right: `// sprite: Player
when green flag clicked
forever
if <not <touching color [#8b4513]?>> then
change y by (-4)
end
end

when [up arrow v] key pressed
repeat (15)
change y by (8)
end`,
    // the jump that teleports
    wrong: (right) => right.replace("repeat (15)\nchange y by (8)\nend", "change y by (120)"),
  },
  {
    start: "My son (10) is entering",
    right: `// stage
// variable score = 0
// variable high score = 0
when green flag clicked
set [score v] to (0)
reset timer
wait until <(timer) > [20]>
if <(score) > (high score)> then
set [high score v] to (score)
end
stop [all v]

// sprite: Bug
when this sprite clicked
change [score v] by (1)
go to (random position v)`,
    // the record wiped at every start
    wrong: (right) => right.replace("set [score v] to (0)\n", "set [score v] to (0)\nset [high score v] to (0)\n"),
  },
  {
    start: "Year 8 virtual pet checklist",
    right: `// stage
// variable Hungry = 5
// variable Thirsty = 5
// variable Sleepy = 5
// variable Bored = 5

// sprite: Pet
when green flag clicked
go to x: (0) y: (-50)

when this sprite clicked
start sound (Meow v)

when I receive [feed v]
glide (1) secs to (Food v)
start sound (Chomp v)
change [Hungry v] by (-1)
glide (1) secs to x: (0) y: (-50)

// sprite: Food
when this sprite clicked
broadcast [feed v]`,
  },
  {
    start: "virtual pet bunny pls",
    right: `// stage
// variable hunger = 0

// sprite: Bunny
when green flag clicked
set [hunger v] to (0)
switch costume to (happy v)
forever
wait (3) seconds
change [hunger v] by (1)
if <(hunger) > [9]> then
switch costume to (sad v)
else
switch costume to (happy v)
end
end

// sprite: Carrot
when this sprite clicked
change [hunger v] by (-5)`,
    wrong: (right) => right.replace("wait (3) seconds", "wait (5) seconds"),
  },
  {
    start: "Grade 4, here come the clones",
    right: `// sprite: Digit
when green flag clicked
hide
repeat (10)
create clone of (myself v)
end

when I start as a clone
go to x: (pick random (-220) to (220)) y: (170)
show
glide (4) secs to x: (x position) y: (-170)
delete this clone`,
    wrong: (right) => right.replace("glide (4)", "glide (2)"),
  },
  {
    start: "Grade 5, lesson 1 task",
    right: `// stage
// variable bounces = 0

// sprite: Ball
when green flag clicked
set [bounces v] to (0)
forever
move (8) steps
if <touching (edge v)?> then
change [bounces v] by (1)
end
if on edge, bounce
end`,
    // counts every step, not the bounces
    wrong: (right) => right.replace("if <touching (edge v)?> then\nchange [bounces v] by (1)\nend", "change [bounces v] by (1)"),
  },
  {
    start: "Grade 5, lesson 2 chase game",
    right: `// stage
// variable glide time = 1
when green flag clicked
set [glide time v] to (1)
forever
wait (10) seconds
change [glide time v] by (-0.1)
end

// sprite: Player
${arrows(10)}

// sprite: Chaser
when green flag clicked
forever
glide (glide time) secs to (Player v)
end`,
    // the chase gets slower
    wrong: (right) => right.replace("by (-0.1)", "by (0.1)"),
  },
  {
    start: "Grade 4 multiples game",
    right: `// stage
// variable score = 0
// variable number = 1

// sprite: Owl
when green flag clicked
set [score v] to (0)
set [number v] to (pick random (1) to (50))
say (number)

when [y v] key pressed
if <((number) mod (4)) = [0]> then
change [score v] by (1)
end
set [number v] to (pick random (1) to (50))
say (number)

when [n v] key pressed
if <not <((number) mod (4)) = [0]>> then
change [score v] by (1)
end
set [number v] to (pick random (1) to (50))
say (number)`,
    wrong: (right) => right.replace("when [y v] key pressed\nif <((number) mod (4))", "when [y v] key pressed\nif <((number) mod (3))"),
  },
  {
    start: "my pusheen interview",
    right: `// sprite: Pusheen
when this sprite clicked
ask [What do you want to know? (family or food)] and wait
if <(answer) = [family]> then
say [I have a sister called Stormy] for (3) seconds
end
if <(answer) = [food]> then
say [I love cookies!] for (3) seconds
end`,
    wrong: (right) => right.replace("[family]>", "[food]>"),
  },
  {
    start: "pizza clicker",
    right: `// stage
// variable score = 0

// sprite: Pizza
when green flag clicked
set [score v] to (0)

when this sprite clicked
change [score v] by (1)
create clone of (Coin v)

// sprite: Coin
when green flag clicked
hide

when I start as a clone
go to (random position v)
show
repeat (10)
change [ghost v] effect by (10)
end
delete this clone`,
    // the coin never fades
    wrong: (right) => right.replace("repeat (10)\nchange [ghost v] effect by (10)\nend\n", "wait (1) seconds\n"),
  },
  {
    start: "how do i make scrolling",
    right: `// stage
// variable scroll x = 0

// sprite: Player
when green flag clicked
set [scroll x v] to (0)
go to x: (0) y: (-100)

when [right arrow v] key pressed
change [scroll x v] by (-5)

when [left arrow v] key pressed
change [scroll x v] by (5)

// sprite: Ground
when green flag clicked
forever
set x to (scroll x)
end`,
    // the player moves, the ground stays
    wrong: (right) => right.replace("change [scroll x v] by (-5)", "change x by (5)"),
  },
  {
    start: "Jumping with velocity",
    right: `// sprite: Cat
// variable yVelocity = 0
when green flag clicked
set [yVelocity v] to (0)
forever
if <<key (up arrow v) pressed?> and <touching (Platform v)?>> then
set [yVelocity v] to (30)
end
change [yVelocity v] by (-3)
change y by (yVelocity)
if <touching (Platform v)?> then
set [yVelocity v] to (0)
end
end

// sprite: Platform
when green flag clicked
go to x: (0) y: (-150)`,
    wrong: (right) => right.replace("by (-3)", "by (-1)"),
  },
  {
    start: "Solid walls",
    right: `// sprite: Player
when [down arrow v] key pressed
change y by (-5)
repeat until <not <touching color [#000000]?>>
change y by (1)
end`,
    // pushed further into the wall
    wrong: (right) => right.replace("change y by (1)", "change y by (-1)"),
  },
  {
    start: "Collisions with enemies",
    right: `// sprite: Player
when green flag clicked
go to x: (-200) y: (-150)
forever
if <touching color [#ff0000]?> then
go to x: (-200) y: (-150)
end
end`,
    // checked once, at the start, not all game long
    wrong: `// sprite: Player
when green flag clicked
go to x: (-200) y: (-150)
if <touching color [#ff0000]?> then
go to x: (-200) y: (-150)
end`,
  },
  {
    start: "Racing car, this week",
    right: `// sprite: Car
when green flag clicked
go to x: (-150) y: (-120)
point in direction (90)
reset timer
forever
if <touching color [#00aa00]?> then
go to x: (-150) y: (-120)
point in direction (90)
end
if <touching color [#ff0000]?> then
say (join (timer) [ seconds]) for (2) seconds
reset timer
end
end

when [up arrow v] key pressed
move (5) steps

when [left arrow v] key pressed
turn left (10) degrees

when [right arrow v] key pressed
turn right (10) degrees`,
    wrong: (right) => right.replaceAll("(10) degrees", "(15) degrees"),
  },
  {
    start: "racing game like the instructables one",
    right: `// stage
// variable time left = 30
when green flag clicked
set [time left v] to (30)
repeat until <(time left) = [0]>
wait (1) seconds
change [time left v] by (-1)
end
broadcast [game over v]

// sprite: Car
when I receive [game over v]
stop [all v]

when [up arrow v] key pressed
point in direction (0)
move (10) steps

when [down arrow v] key pressed
point in direction (180)
move (10) steps

when [left arrow v] key pressed
point in direction (-90)
move (10) steps

when [right arrow v] key pressed
point in direction (90)
move (10) steps`,
    wrong: (right) => right.replace("set [time left v] to (30)", "set [time left v] to (60)"),
  },
  {
    start: "Year 3, a conversation using wait timers",
    right: `// sprite: Ana
when green flag clicked
say [Hi Tom!] for (2) seconds
wait (3) seconds
say [Yes!] for (2) seconds

// sprite: Tom
when green flag clicked
wait (2) seconds
say [Hi Ana, want to build a fort?] for (3) seconds`,
    // Ana's answer given to Tom
    wrong: (right) => `${right.replace("wait (3) seconds\nsay [Yes!] for (2) seconds\n", "")}\nsay [Yes!] for (2) seconds`,
  },
  {
    start: "Year 4 interactive poster",
    right: `// sprite: Sun
when this sprite clicked
say [I heat the water] for (2) seconds

// sprite: Cloud
when this sprite clicked
say [I carry the rain] for (2) seconds

// sprite: Rain
when this sprite clicked
start sound (Rain v)`,
    wrong: (right) => right.replace("when this sprite clicked\nstart sound", "when green flag clicked\nstart sound"),
  },
  {
    start: "Year 5 branching story",
    right: `// sprite: Guide
when green flag clicked
switch backdrop to (Village v)
ask [Forest or cave?] and wait
if <(answer) = [forest]> then
switch backdrop to (Forest v)
say [Watch out for wolves!] for (2) seconds
else
switch backdrop to (Cave v)
say [It's dark in here.] for (2) seconds
end`,
    wrong: (right) => right.replace("(Cave v)", "(Forest v)"),
  },
  {
    start: "Custom blocks: make a block called draw flower",
    right: `// sprite: Pen
define draw flower
repeat (12)
repeat (4)
move (40) steps
turn right (90) degrees
end
turn right (30) degrees
end

when green flag clicked
erase all

when [f v] key pressed
pen up
go to (mouse-pointer v)
pen down
draw flower
pen up`,
    wrong: (right) => right.replace("repeat (12)", "repeat (10)"),
  },
  {
    start: "Custom block with an input",
    right: `// sprite: Cat
define jump (height)
change y by (height)
wait (0.3) seconds
change y by ((0) - (height))

when [space v] key pressed
jump (50)

when [up arrow v] key pressed
jump (100)`,
    wrong: (right) => right.replace("jump (100)", "jump (50)"),
  },
  {
    start: "Lists, Year 7",
    right: `// stage
// list shopping = []

// sprite: Robot
when green flag clicked
delete all of [shopping v]
repeat (3)
ask [What should I buy?] and wait
add (answer) to [shopping v]
end
say (join [Things to buy: ] (length of [shopping v]))`,
    wrong: (right) => right.replace("repeat (3)", "repeat (2)"),
  },
  {
    start: "Clones, Year 8",
    right: `// sprite: Cannon
when [space v] key pressed
create clone of (Ball v)

when [left arrow v] key pressed
turn left (10) degrees

when [right arrow v] key pressed
turn right (10) degrees

// sprite: Ball
when green flag clicked
hide

when I start as a clone
go to (Cannon v)
point in direction ([direction v] of (Cannon v))
show
repeat until <touching (edge v)?>
move (10) steps
end
delete this clone`,
    // clones pile up at the edge
    wrong: (right) => right.replace("end\ndelete this clone", "end"),
  },
  {
    start: "Sensing sound",
    right: `// sprite: Fish
when green flag clicked
forever
if <(loudness) > [30]> then
glide (1) secs to (random position v)
end
end`,
    wrong: (right) => right.replace("[30]", "[60]"),
  },
  {
    start: "Coordinates game, Year 5",
    right: `// sprite: Spaceship
// variable x target = 0
// variable y target = 0
when green flag clicked
ask [x?] and wait
set [x target v] to (answer)
ask [y?] and wait
set [y target v] to (answer)
glide (2) secs to x: (x target) y: (y target)`,
    // x and y swapped
    wrong: (right) => right.replace("x: (x target) y: (y target)", "x: (y target) y: (x target)"),
  },
  {
    start: "Broadcasts, a race with a starter",
    right: `// sprite: Starter
when green flag clicked
say [Ready] for (1) seconds
say [Steady] for (1) seconds
say [Go!]
broadcast [go v]

// sprite: Horse
when green flag clicked
go to x: (-200) y: (50)

when I receive [go v]
repeat until <touching (Finish v)?>
move (pick random (1) to (10)) steps
wait (0.1) seconds
end

// sprite: Camel
when green flag clicked
go to x: (-200) y: (-50)

when I receive [go v]
repeat until <touching (Finish v)?>
move (pick random (1) to (10)) steps
wait (0.1) seconds
end

// sprite: Finish
when green flag clicked
go to x: (200) y: (0)`,
    // the camel runs at a fixed speed
    wrong: (right) => replaceLast(right, "move (pick random (1) to (10)) steps", "move (5) steps"),
  },
  {
    start: "If-else with a password",
    right: `// sprite: Door
when green flag clicked
switch costume to (closed v)
ask [Password?] and wait
if <(answer) = [open sesame]> then
switch costume to (open v)
else
say [Wrong password] for (2) seconds
end`,
    wrong: (right) => right.replace("[open sesame]", "[sesame]"),
  },
  {
    start: "Year 4, count-controlled loop",
    right: `// sprite: Frog
when green flag clicked
repeat (5)
change y by (40)
wait (0.3) seconds
change y by (-40)
end
start sound (Croak v)`,
    wrong: (right) => right.replace("change y by (40)", "change y by (30)"),
  },
  {
    start: "Repeat until (Year 6)",
    right: `// sprite: Snail
when green flag clicked
go to x: (-200) y: (0)
repeat until <touching (Leaf v)?>
move (2) steps
end
say [Lunch!] for (2) seconds

// sprite: Leaf
when green flag clicked
go to x: (150) y: (0)`,
    wrong: (right) => right.replace("repeat until <touching (Leaf v)?>", "repeat (50)"),
  },
  {
    start: "Whack-a-mole with clones",
    right: `// stage
// variable score = 0

// sprite: Mole
when green flag clicked
set [score v] to (0)
hide
repeat (6)
go to (random position v)
create clone of (myself v)
end

when I start as a clone
forever
wait (pick random (1) to (4)) seconds
show
wait (1) seconds
hide
end

when this sprite clicked
change [score v] by (1)
hide`,
    wrong: (right) => right.replace("to (4)) seconds", "to (10)) seconds"),
  },
  {
    start: "Space shooter, lesson 3",
    right: `// stage
// variable score = 0

// sprite: Ship
when green flag clicked
set [score v] to (0)
go to x: (0) y: (-150)

when [space v] key pressed
create clone of (Laser v)

// sprite: Laser
when green flag clicked
hide

when I start as a clone
go to (Ship v)
show
repeat until <touching (edge v)?>
change y by (15)
end
delete this clone

// sprite: Alien
when green flag clicked
show
forever
if <touching (Laser v)?> then
broadcast [hit v]
change [score v] by (10)
hide
wait (1) seconds
go to x: (pick random (-200) to (200)) y: (150)
show
end
end`,
    wrong: (right) => right.replace("change [score v] by (10)", "change [score v] by (1)"),
  },
  {
    start: "Flappy, lesson 1, gravity",
    right: `// sprite: Bird
// variable fall speed = 0
when green flag clicked
set [fall speed v] to (0)
go to x: (-100) y: (0)
forever
change [fall speed v] by (-1)
change y by (fall speed)
end

when [space v] key pressed
set [fall speed v] to (8)`,
    // a flap that jumps instead of setting the speed
    wrong: (right) => right.replace("set [fall speed v] to (8)", "change y by (8)"),
  },
  {
    start: "Catch game, Year 5",
    right: `// stage
// variable score = 0
// variable lives = 3

// sprite: Bowl
when green flag clicked
forever
go to x: (mouse x) y: (-150)
end

// sprite: Egg
when green flag clicked
set [score v] to (0)
set [lives v] to (3)
go to x: (pick random (-220) to (220)) y: (170)
repeat until <(lives) = [0]>
change y by (-4)
if <touching (Bowl v)?> then
change [score v] by (1)
go to x: (pick random (-220) to (220)) y: (170)
end
if <(y position) < [-170]> then
change [lives v] by (-1)
go to x: (pick random (-220) to (220)) y: (170)
end
end
stop [all v]`,
    wrong: (right) => right.replace("change y by (-4)", "change y by (-2)"),
  },
  {
    start: "Pong for one player, Year 7",
    right: `// sprite: Paddle
when green flag clicked
forever
go to x: (mouse x) y: (-140)
end

// sprite: Ball
when green flag clicked
go to x: (0) y: (100)
point in direction (160)
forever
move (6) steps
if on edge, bounce
if <touching (Paddle v)?> then
point in direction ((180) - (direction))
end
if <(y position) < [-160]> then
stop [all v]
end
end`,
    wrong: (right) => right.replace("point in direction (160)", "point in direction (45)"),
  },
  {
    start: "A random name picker for my Year 2 class",
    right: `// stage
// list names = [Amir, Bella, Chen, Dara]

// sprite: Wizard
when [space v] key pressed
say (item (pick random (1) to (length of [names v])) of [names v]) for (2) seconds`,
    // always the first name
    wrong: (right) => right.replace("(pick random (1) to (length of [names v]))", "(1)"),
  },
  {
    start: "Beat maker (music and computing, Year 6)",
    right: `// sprite: Kick
when this sprite clicked
play drum (2) for (0.25) beats
change [color v] effect by (25)

// sprite: Snare
when this sprite clicked
play drum (1) for (0.25) beats
change [color v] effect by (25)

// sprite: Hat
when this sprite clicked
play drum (6) for (0.25) beats
change [color v] effect by (25)

// sprite: Tom
when this sprite clicked
play drum (13) for (0.25) beats
change [color v] effect by (25)`,
    // the Tom pad answers a key instead of a click
    wrong: (right) => replaceLast(right, "when this sprite clicked", "when [t v] key pressed"),
  },
  {
    start: "Countdown, Year 3",
    right: `// stage
// variable seconds = 10

// sprite: Rocket
when green flag clicked
set [seconds v] to (10)
repeat (10)
wait (1) seconds
change [seconds v] by (-1)
end
say [Lift off!]
glide (2) secs to x: (0) y: (170)`,
    wrong: (right) => right.replace("repeat (10)", "repeat (5)"),
  },
  {
    start: "Hide and seek (Year 4)",
    right: `// sprite: Seeker
// variable count = 0
when green flag clicked
set [count v] to (0)
repeat (5)
change [count v] by (1)
say (count) for (1) seconds
end
glide (2) secs to (Hider v)

// sprite: Hider
when green flag clicked
go to (Bush v)
go [backward v] (1) layers

// sprite: Bush
when green flag clicked
go to x: (120) y: (-60)`,
    // a hidden sprite the seeker cannot find
    wrong: (right) => right.replace("layers\n", "layers\nhide\n"),
  },
  {
    start: "Dress-up with broadcasts",
    right: `// sprite: Doll
when I receive [next v]
next costume

when I receive [back v]
switch costume to ((costume [number v]) - (1))

// sprite: Next
when this sprite clicked
broadcast [next v]

// sprite: Back
when this sprite clicked
broadcast [back v]`,
    wrong: (right) => right.replace("broadcast [back v]", "broadcast [next v]"),
  },
  {
    start: "Platformer, Year 7, lesson 4",
    right: `// sprite: Player
define land
repeat until <not <touching (Ground v)?>>
change y by (1)
end

when green flag clicked
forever
change y by (-4)
land
end

// sprite: Ground
when green flag clicked
go to x: (0) y: (-160)`,
    // the block made but never used
    wrong: (right) => right.replace("change y by (-4)\nland\n", "change y by (-4)\n"),
  },
  {
    start: "make a flappy bird game",
    right: `// sprite: Bird
when green flag clicked
go to x: (-100) y: (0)
forever
change y by (-3)
if <<touching (Pipe v)?> or <touching (edge v)?>> then
say [Game over!] for (1) seconds
stop [all v]
end
end

when [space v] key pressed
change y by (40)

// sprite: Pipe
when green flag clicked
forever
go to x: (240) y: (pick random (-100) to (100))
repeat until <(x position) < [-230]>
change x by (-5)
end
end`,
  },
  {
    start: "pong for 1 player pls",
    right: `// sprite: Paddle
when green flag clicked
go to x: (0) y: (-150)
forever
set x to (mouse x)
end

// sprite: Ball
when green flag clicked
go to x: (0) y: (100)
point in direction (150)
forever
move (7) steps
if on edge, bounce
if <touching (Paddle v)?> then
point in direction ((180) - (direction))
end
if <(y position) < [-170]> then
say [You lose!]
stop [all v]
end
end`,
    // the paddle leaves the bottom and follows the pointer everywhere
    wrong: (right) => right.replace("set x to (mouse x)", "go to (mouse-pointer v)"),
  },
  {
    start: "2 player pong!!",
    right: `// stage
// variable p1 = 0
// variable p2 = 0

// sprite: Left
when [w v] key pressed
change y by (10)

when [s v] key pressed
change y by (-10)

// sprite: Right
when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

// sprite: Ball
when green flag clicked
set [p1 v] to (0)
set [p2 v] to (0)
go to x: (0) y: (0)
point in direction (70)
forever
move (6) steps
if on edge, bounce
if <<touching (Left v)?> or <touching (Right v)?>> then
point in direction ((0) - (direction))
end
if <(x position) > [220]> then
change [p1 v] by (1)
go to x: (0) y: (0)
end
if <(x position) < [-220]> then
change [p2 v] by (1)
go to x: (0) y: (0)
end
if <<(p1) = [5]> or <(p2) = [5]>> then
say [We have a winner!]
stop [all v]
end
end`,
    // player 1's W key moves the paddle down
    wrong: (right) => right.replace("when [w v] key pressed\nchange y by (10)", "when [w v] key pressed\nchange y by (-10)"),
  },
  {
    start: "snake game with the arrow keys",
    right: `// stage
// variable length = 3

// sprite: Snake
when green flag clicked
set [length v] to (3)
go to x: (0) y: (0)
point in direction (90)
forever
move (10) steps
create clone of (myself v)
wait (0.1) seconds
if <touching (edge v)?> then
say [Game over!]
stop [all v]
end
end

when I start as a clone
wait ((length) * (0.1)) seconds
delete this clone

when [up arrow v] key pressed
point in direction (0)

when [down arrow v] key pressed
point in direction (180)

when [left arrow v] key pressed
point in direction (-90)

when [right arrow v] key pressed
point in direction (90)

// sprite: Apple
when green flag clicked
forever
if <touching (Snake v)?> then
change [length v] by (1)
go to (random position v)
end
end`,
    // the snake never grows
    wrong: (right) => right.replace("change [length v] by (1)", "change [length v] by (0)"),
  },
  {
    start: "space shooter: my rocket",
    right: `// stage
// variable score = 0

// sprite: Rocket
when green flag clicked
set [score v] to (0)
go to x: (0) y: (-150)

when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when [space v] key pressed
create clone of (Laser v)

// sprite: Laser
when green flag clicked
hide

when I start as a clone
go to (Rocket v)
show
repeat until <touching (edge v)?>
change y by (10)
end
delete this clone

// sprite: Asteroid
when green flag clicked
forever
go to x: (pick random (-220) to (220)) y: (170)
repeat until <(y position) < [-170]>
change y by (-3)
if <touching (Laser v)?> then
change [score v] by (10)
go to x: (pick random (-220) to (220)) y: (170)
end
end
end`,
    wrong: (right) => right.replace("change [score v] by (10)", "change [score v] by (1)"),
  },
  {
    start: "catch game where a Basket",
    right: `// stage
// variable score = 0
// variable speed = 3

// sprite: Basket
when green flag clicked
go to x: (0) y: (-150)
forever
set x to (mouse x)
end

// sprite: Apple
when green flag clicked
set [score v] to (0)
set [speed v] to (3)
forever
go to x: (pick random (-220) to (220)) y: (170)
repeat until <<touching (Basket v)?> or <(y position) < [-170]>>
change y by ((0) - (speed))
end
if <touching (Basket v)?> then
change [score v] by (1)
change [speed v] by (0.5)
end
end`,
    // the apples never get faster
    wrong: (right) => right.replace("change [speed v] by (0.5)\n", ""),
  },
  {
    start: "whack a mole with 3 moles",
    right: `// stage
// variable score = 0
when green flag clicked
set [score v] to (0)
reset timer
wait until <(timer) > [30]>
stop [all v]

// sprite: Mole
when green flag clicked
hide
go to x: (-150) y: (0)
create clone of (myself v)
go to x: (0) y: (0)
create clone of (myself v)
go to x: (150) y: (0)
create clone of (myself v)

when I start as a clone
forever
wait (pick random (1) to (3)) seconds
show
wait (1) seconds
hide
end

when this sprite clicked
change [score v] by (1)
hide`,
    wrong: (right) => right.replace("[30]", "[60]"),
  },
  {
    start: "dress up game!!!",
    right: `// sprite: Shirt
when this sprite clicked
next costume

when I receive [reset v]
switch costume to (shirt1 v)

// sprite: Pants
when this sprite clicked
next costume

when I receive [reset v]
switch costume to (pants1 v)

// sprite: Hat
when this sprite clicked
next costume

when I receive [reset v]
switch costume to (hat1 v)

// sprite: Reset
when this sprite clicked
broadcast [reset v]`,
    // the reset button resets nothing
    wrong: (right) => right.replace("broadcast [reset v]", "next costume"),
  },
  {
    start: "my quiz about dogs",
    right: `// stage
// variable score = 0

// sprite: Dog
when green flag clicked
set [score v] to (0)
ask [How many legs does a dog have?] and wait
if <(answer) = [4]> then
change [score v] by (1)
end
ask [What does a puppy grow into?] and wait
if <(answer) = [dog]> then
change [score v] by (1)
end
ask [What is a baby dog called?] and wait
if <(answer) = [puppy]> then
change [score v] by (1)
end
say (join [Your score: ] (score))`,
    wrong: (right) => right.replace("[4]>", "[5]>"),
  },
  {
    start: "story: a Knight and a Dragon",
    right: `// sprite: Knight
when green flag clicked
say [Who goes there?] for (2) seconds
broadcast [dragon speaks v] and wait
say [I come in peace.] for (2) seconds
broadcast [dragon answers v]

// sprite: Dragon
when I receive [dragon speaks v]
say [I am the dragon of the north!] for (2) seconds

when I receive [dragon answers v]
say [Then we are friends.] for (2) seconds`,
    // the dragon's last line given to the knight
    wrong: (right) => right.replace("say [I come in peace.]", "say [Then we are friends.]"),
  },
  {
    start: "countdown 5 4 3 2 1 GO!",
    right: `// sprite: Cat
// variable count = 5
when green flag clicked
set [count v] to (5)
repeat (5)
say (count) for (1) seconds
change [count v] by (-1)
end
say [GO!] for (2) seconds`,
    wrong: (right) => right.replace("set [count v] to (5)", "set [count v] to (10)"),
  },
  {
    start: "random name picker for my class pls",
    right: `// stage
// list names = [Ava, Leo, Mia, Sam, Zoe]

// sprite: Hat
when this sprite clicked
say (item (pick random (1) to (5)) of [names v]) for (2) seconds`,
    // Zoe can never be picked
    wrong: (right) => right.replace("to (5))", "to (4))"),
  },
  {
    start: "beat maker: press 1",
    right: `// sprite: Drums
when [1 v] key pressed
play drum (1) for (0.25) beats

when [2 v] key pressed
play drum (8) for (0.25) beats

when [3 v] key pressed
play drum (4) for (0.25) beats

when [4 v] key pressed
play drum (11) for (0.25) beats`,
    wrong: (right) => right.replace("when [4 v] key pressed", "when [5 v] key pressed"),
  },
  {
    start: "hide and seek: the cat hides",
    right: `// stage
// variable spot = 1
when green flag clicked
set [spot v] to (pick random (1) to (3))

// sprite: Tree1
when this sprite clicked
if <(spot) = [1]> then
say [You found me!] for (2) seconds
else
say [Not here!] for (1) seconds
end

// sprite: Tree2
when this sprite clicked
if <(spot) = [2]> then
say [You found me!] for (2) seconds
else
say [Not here!] for (1) seconds
end

// sprite: Tree3
when this sprite clicked
if <(spot) = [3]> then
say [You found me!] for (2) seconds
else
say [Not here!] for (1) seconds
end`,
  },
  {
    start: "walking animation. my guy",
    right: `// sprite: Guy
when [right arrow v] key pressed
point in direction (90)
next costume
move (5) steps`,
    // sliding again: no costume change
    wrong: (right) => right.replace("next costume\n", ""),
  },
  {
    start: "pen: draw a star",
    right: `// sprite: Pencil
when green flag clicked
erase all
pen down
repeat (5)
move (100) steps
turn right (144) degrees
end
pen up`,
    // a pentagon, not a star
    wrong: (right) => right.replace("(144)", "(72)"),
  },
  {
    start: "make my cat draw when i hold",
    right: `// sprite: Cat
when green flag clicked
forever
go to (mouse-pointer v)
if <mouse down?> then
pen down
else
pen up
end
end

when [c v] key pressed
erase all`,
    wrong: (right) => right.replace("when [c v] key pressed", "when [x v] key pressed"),
  },
  {
    start: "roll 2 dice",
    right: `// sprite: Cat
// variable die1 = 1
// variable die2 = 1
when [space v] key pressed
set [die1 v] to (pick random (1) to (6))
set [die2 v] to (pick random (1) to (6))
say (join [Total: ] ((die1) + (die2))) for (2) seconds`,
    wrong: (right) => right.replaceAll("to (6))", "to (12))"),
  },
  {
    start: "make a chase game. a Ghost",
    right: `// sprite: Ghost
when green flag clicked
go to x: (200) y: (150)
forever
point towards (Player v)
move (2) steps
if <touching (Player v)?> then
say [Game over!] for (2) seconds
stop [all v]
end
end

// sprite: Player
${arrows(10)}`,
    // the arrow keys land on the ghost
    wrong: (right) => right.replace("// sprite: Player\n", ""),
  },
  {
    start: "a countdown timer for brushing",
    right: `// sprite: Clock
// variable seconds = 120
when green flag clicked
set [seconds v] to (120)
repeat (120)
wait (1) seconds
change [seconds v] by (-1)
end
play sound (Birthday v) until done`,
    wrong: (right) => right.replaceAll("(120)", "(60)"),
  },
  {
    start: "make my character say hi",
    right: `// sprite: Hero
when this sprite clicked
say [Hi!] for (2) seconds

when [space v] key pressed
say [Ouch!] for (2) seconds`,
    // scripts nobody asked for
    wrong: (right) => `${right}\n\nwhen green flag clicked\nforever\nturn right (15) degrees\nend\n\nwhen green flag clicked\nforever\nnext costume\nwait (0.5) seconds\nend`,
  },
  {
    start: "virtual pet dog that sleeps",
    right: `// sprite: Dog
// variable energy = 10
when green flag clicked
set [energy v] to (10)
switch costume to (awake v)
forever
wait (2) seconds
change [energy v] by (-1)
if <(energy) = [0]> then
switch costume to (sleep v)
wait (3) seconds
set [energy v] to (10)
switch costume to (awake v)
end
end`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (1) seconds"),
  },
  {
    start: "Hello, I am from Poland",
    right: `// stage
// variable points = 0

// sprite: Stork
when green flag clicked
set [points v] to (0)
forever
go to (mouse-pointer v)
if <touching (Frog v)?> then
change [points v] by (1)
wait (0.5) seconds
end
end

// sprite: Frog
when green flag clicked
forever
go to (random position v)
wait (2) seconds
end`,
    wrong: (right) => right.replace("wait (2) seconds", "wait (5) seconds"),
  },
  {
    start: "Bonjour, how I make",
    right: `// sprite: Cat
when green flag clicked
say ((7) * (8)) for (2) seconds`,
    // the number written in, not worked out
    wrong: (right) => right.replace("((7) * (8))", "[56]"),
  },
  {
    start: "Please help with my catch game",
    right: `// stage
// variable puntos = 0

// sprite: Cesta
when green flag clicked
set [puntos v] to (0)
go to x: (0) y: (-150)

when [left arrow v] key pressed
change x by (-15)

when [right arrow v] key pressed
change x by (15)

// sprite: Fruta
when green flag clicked
forever
go to x: (pick random (-220) to (220)) y: (170)
repeat until <<touching (Cesta v)?> or <(y position) < [-170]>>
change y by (-5)
end
if <touching (Cesta v)?> then
change [puntos v] by (1)
end
end`,
    wrong: (right) => right.replace("change x by (15)", "change x by (-15)"),
  },
  {
    start: "Class 5 in Bangladesh",
    right: `// sprite: Light
when green flag clicked
forever
switch costume to (red v)
wait (3) seconds
switch costume to (yellow v)
wait (1) seconds
switch costume to (green v)
wait (3) seconds
end`,
    wrong: (right) => right.replace("wait (1) seconds", "wait (2) seconds"),
  },
  {
    start: "Japanese class",
    right: `// sprite: Ninja
when green flag clicked
say [Konnichiwa!] for (2) seconds
go to x: (0) y: (0)
repeat (36)
turn right (10) degrees
end`,
    wrong: (right) => right.replace("turn right (10) degrees", "turn right (5) degrees"),
  },
  {
    start: "Quiz for my class in Egypt",
    right: `// stage
// variable points = 0

// sprite: Teacher
when green flag clicked
set [points v] to (0)
ask [What is the capital of Egypt?] and wait
if <(answer) = [Cairo]> then
change [points v] by (1)
end
ask [What is the capital of Jordan?] and wait
if <(answer) = [Amman]> then
change [points v] by (1)
end
ask [What is the capital of Morocco?] and wait
if <(answer) = [Rabat]> then
change [points v] by (1)
end`,
    wrong: (right) => right.replace("[Rabat]", "[Casablanca]"),
  },
  {
    start: "My 6 year old wants the Scratch cat to dance",
    right: `// sprite: Cat
when [d v] key pressed
repeat (4)
turn right (15) degrees
wait (0.2) seconds
turn left (15) degrees
wait (0.2) seconds
end`,
    wrong: (right) => right.replace("repeat (4)", "repeat (2)"),
  },
  {
    start: "Can you make a very simple maze",
    right: `// sprite: Ball
when green flag clicked
go to x: (-200) y: (-150)
forever
if <touching color [#000000]?> then
go to x: (-200) y: (-150)
end
end

${arrows(5)}`,
    // a score nobody asked for
    wrong: (right) => right.replace("// sprite: Ball\n", "// sprite: Ball\n// variable score = 0\n"),
  },
  {
    start: "My twins want pong",
    right: `// stage
// variable speed = 5

// sprite: Left
when [w v] key pressed
change y by (10)

when [s v] key pressed
change y by (-10)

// sprite: Right
when [i v] key pressed
change y by (10)

when [k v] key pressed
change y by (-10)

// sprite: Ball
when green flag clicked
set [speed v] to (5)
go to x: (0) y: (0)
point in direction (60)
forever
move (speed) steps
if on edge, bounce
if <<touching (Left v)?> or <touching (Right v)?>> then
point in direction ((0) - (direction))
change [speed v] by (0.5)
move (speed) steps
end
end`,
    // the arrow keys the twins did not choose
    wrong: (right) => right.replace("[i v]", "[up arrow v]"),
  },
  {
    start: "My son (9) loves space",
    right: `// stage
// variable lives = 3

// sprite: Rocket
when green flag clicked
set [lives v] to (3)
go to x: (0) y: (-140)

${arrows(10)}

// sprite: Meteor
when green flag clicked
forever
go to x: (pick random (-220) to (220)) y: (180)
repeat until <(y position) < [-170]>
change y by (-4)
if <touching (Rocket v)?> then
change [lives v] by (-1)
go to x: (pick random (-220) to (220)) y: (180)
end
end
if <(lives) < [1]> then
stop [all v]
end
end`,
    wrong: (right) => right.replace("set [lives v] to (3)", "set [lives v] to (5)"),
  },
  {
    start: "My daughter (8) drew a Unicorn",
    right: `// sprite: Unicorn
when green flag clicked
erase all
pen down
forever
go to (mouse-pointer v)
change pen (color v) by (10)
end`,
    wrong: (right) => right.replace("by (10)", "by (1)"),
  },
  {
    start: "For a class party",
    right: `// stage
// variable points = 0

// sprite: Quizzer
when green flag clicked
set [points v] to (0)
ask [What river runs through our town?] and wait
if <(answer) = [Thames]> then
change [points v] by (1)
end
ask [How many bridges are there?] and wait
if <(answer) = [5]> then
change [points v] by (1)
end
say (join [You scored ] (points)) for (3) seconds`,
    wrong: (right) => right.replace("say (join [You scored ] (points))", "say (points)"),
  },
  {
    start: "Please keep it short: the cat says",
    right: `// sprite: Cat
when green flag clicked
say [Happy birthday Grandma!]
play sound (Birthday v) until done`,
    // a counter nobody asked for
    wrong: (right) => right.replace("// sprite: Cat\n", "// sprite: Cat\n// variable count = 0\n"),
  },
  {
    start: "My 10 year old wants a dice",
    right: `// sprite: Dice
when this sprite clicked
repeat (10)
switch costume to (pick random (1) to (6))
wait (0.1) seconds
end`,
    wrong: (right) => right.replace("wait (0.1) seconds", "wait (0.5) seconds"),
  },
  {
    start: "A story with my daughter",
    right: `// sprite: Princess
when green flag clicked
say [Are you a prince?] for (2) seconds
broadcast [frog talks v] and wait
say [Let's find out!] for (2) seconds

// sprite: Frog
when I receive [frog talks v]
say [Ribbit... maybe!] for (2) seconds`,
    wrong: (right) => right.replace("say [Ribbit... maybe!]", "say [Let's find out!]"),
  },
  {
    start: "My 7 year old wants hide and seek",
    right: `// sprite: Cat
when green flag clicked
set [ghost v] effect to (100)
wait until <touching (mouse-pointer v)?>
set [ghost v] effect to (0)
say [Found me!] for (2) seconds`,
    // a hidden sprite cannot be touched by the pointer
    wrong: (right) => right.replace("set [ghost v] effect to (100)", "hide"),
  },
  {
    start: "Our son (12) wants a beat maker",
    right: `// stage
// list pattern = [1, 0, 0, 1, 1, 0, 1, 0]

// sprite: Drum
// variable step = 1
when green flag clicked
set tempo to (120)
forever
set [step v] to (1)
repeat (8)
if <(item (step) of [pattern v]) = [1]> then
play drum (2) for (0.5) beats
else
rest for (0.5) beats
end
change [step v] by (1)
end
end`,
    wrong: (right) => right.replace("set tempo to (120)", "set tempo to (60)"),
  },
  {
    start: "dance party like in my book",
    right: `// stage
when green flag clicked
forever
play sound (Dance Party v) until done
end

when [space v] key pressed
next backdrop

// sprite: Dancer
when green flag clicked
forever
next costume
wait (0.5) seconds
end`,
    // the dancer changes costume as fast as the computer can
    wrong: (right) => right.replace("next costume\nwait (0.5) seconds\n", "next costume\n"),
  },
  {
    start: "clicker game where a golden cookie",
    right: `// stage
// variable cookies = 0

// sprite: Cookie
when green flag clicked
set [cookies v] to (0)

when this sprite clicked
change [cookies v] by (1)

// sprite: Golden
when green flag clicked
hide
forever
wait (pick random (5) to (15)) seconds
go to (random position v)
show
wait (2) seconds
hide
end

when this sprite clicked
change [cookies v] by (50)
hide`,
    wrong: (right) => right.replace("change [cookies v] by (50)", "change [cookies v] by (5)"),
  },
  {
    start: "platformer with 3 levels",
    right: `// sprite: Player
when green flag clicked
switch backdrop to (Level 1 v)
go to x: (-200) y: (-100)
forever
if <not <touching color [#000000]?>> then
change y by (-4)
end
if <key (left arrow v) pressed?> then
change x by (-5)
end
if <key (right arrow v) pressed?> then
change x by (5)
end
if <touching (Flag v)?> then
next backdrop
go to x: (-200) y: (-100)
end
end

when [space v] key pressed
repeat (10)
change y by (8)
end

// sprite: Flag
when green flag clicked
go to x: (200) y: (100)`,
  },
  {
    start: "racing game for 2 players",
    right: `// stage
// variable red laps = 0
// variable blue laps = 0

// sprite: Red
when green flag clicked
set [red laps v] to (0)
go to x: (-50) y: (-120)
point in direction (90)
forever
if <touching (Finish v)?> then
change [red laps v] by (1)
wait until <not <touching (Finish v)?>>
end
if <(red laps) = [3]> then
say [Red wins!]
stop [all v]
end
end

when [up arrow v] key pressed
move (5) steps

when [left arrow v] key pressed
turn left (10) degrees

when [right arrow v] key pressed
turn right (10) degrees

// sprite: Blue
when green flag clicked
set [blue laps v] to (0)
go to x: (-50) y: (-150)
point in direction (90)
forever
if <touching (Finish v)?> then
change [blue laps v] by (1)
wait until <not <touching (Finish v)?>>
end
if <(blue laps) = [3]> then
say [Blue wins!]
stop [all v]
end
end

when [w v] key pressed
move (5) steps

when [a v] key pressed
turn left (10) degrees

when [d v] key pressed
turn right (10) degrees

// sprite: Finish
when green flag clicked
go to x: (0) y: (-135)`,
    wrong: (right) => right.replaceAll("= [3]>", "= [5]>"),
  },
  {
    start: "basketball game",
    right: `// stage
// variable points = 0

// sprite: Ball
when green flag clicked
set [points v] to (0)
go to x: (-180) y: (-120)

when [space v] key pressed
repeat (20)
change x by (8)
change y by (6)
end
repeat (20)
change x by (8)
change y by (-6)
if <touching (Hoop v)?> then
change [points v] by (2)
end
end
go to x: (-180) y: (-120)

// sprite: Hoop
when green flag clicked
go to x: (150) y: (60)`,
    wrong: (right) => right.replace("change [points v] by (2)", "change [points v] by (1)"),
  },
  {
    start: "I am learning English and Scratch",
    right: `// sprite: Cat
when green flag clicked
ask [What is the colour of the sky?] and wait
repeat until <(answer) = [blue]>
say [Try again] for (1) seconds
ask [What is the colour of the sky?] and wait
end
say [Very good!]`,
  },
  {
    start: "Bitte: an advent calendar",
    right: `// sprite: Door
// variable day = 0
when green flag clicked
hide
set [day v] to (0)
repeat (24)
change [day v] by (1)
go to (random position v)
create clone of (myself v)
end

when I start as a clone
show

when this sprite clicked
next costume
say (day) for (2) seconds`,
    wrong: (right) => right.replace("repeat (24)", "repeat (12)"),
  },
  {
    start: "Hi, how do I make the snake?",
    right: `// stage
// variable size = 4

// sprite: Head
when green flag clicked
set [size v] to (4)
go to x: (0) y: (0)
forever
if <key (up arrow v) pressed?> then
point in direction (0)
end
if <key (right arrow v) pressed?> then
point in direction (90)
end
if <key (down arrow v) pressed?> then
point in direction (180)
end
if <key (left arrow v) pressed?> then
point in direction (-90)
end
move (6) steps
create clone of (myself v)
if <touching (Apple v)?> then
change [size v] by (2)
end
wait (0.05) seconds
end

when I start as a clone
wait ((size) / (20)) seconds
delete this clone

// sprite: Apple
when green flag clicked
go to (random position v)
wait until <touching (Head v)?>
go to (random position v)`,
  },
  // ---- second right answers in another style, so a rubric that only fits one way of building it shows
  {
    start: "story: a Knight and a Dragon",
    right: `// sprite: Knight
when green flag clicked
say [Who goes there?] for (2) seconds
wait (2) seconds
say [I come in peace.] for (2) seconds

// sprite: Dragon
when green flag clicked
wait (2) seconds
say [I am the dragon of the north!] for (2) seconds
wait (2) seconds
say [Then we are friends.] for (2) seconds`,
  },
  {
    start: "make a flappy bird game",
    right: `// sprite: Bird
when green flag clicked
go to x: (-100) y: (0)
forever
if <mouse down?> then
change y by (6)
else
change y by (-3)
end
if <touching color [#00aa00]?> then
switch backdrop to (Game Over v)
stop [all v]
end
end

// sprite: Pipes
when green flag clicked
hide
forever
create clone of (myself v)
wait (2) seconds
end

when I start as a clone
go to x: (240) y: (pick random (-120) to (120))
show
glide (3) secs to x: (-240) y: (y position)
delete this clone`,
  },
  {
    start: "countdown 5 4 3 2 1 GO!",
    right: `// sprite: Cat
when green flag clicked
say [5] for (1) seconds
say [4] for (1) seconds
say [3] for (1) seconds
say [2] for (1) seconds
say [1] for (1) seconds
say [GO!] for (2) seconds`,
  },
  {
    start: "Grade 4 multiples game",
    right: `// stage
// variable score = 0
// variable n = 1

// sprite: Owl
when green flag clicked
set [score v] to (0)
forever
set [n v] to (pick random (1) to (50))
say (n)
wait until <<key (y v) pressed?> or <key (n v) pressed?>>
if <key (y v) pressed?> then
if <((n) mod (4)) = [0]> then
change [score v] by (1)
end
end
if <key (n v) pressed?> then
if <((n) mod (4)) > [0]> then
change [score v] by (1)
end
end
wait (0.5) seconds
end`,
  },
  {
    start: "Amazing Mazes mini-lesson",
    right: `// sprite: Honey
when green flag clicked
go to x: (160) y: (-120)

// sprite: Bee
when green flag clicked
go to x: (-180) y: (140)
point in direction (90)
forever
if <touching (Honey v)?> then
say [Yum!]
wait (2) seconds
say []
go to x: (-180) y: (140)
end
end`,
  },
  {
    start: "Broadcasts, a race with a starter",
    right: `// sprite: Finish
when green flag clicked
go to x: (210) y: (0)

// sprite: Starter
when green flag clicked
say [Ready]
wait (1) seconds
say [Steady]
wait (1) seconds
say [Go!] for (1) seconds
broadcast [go v]

// sprite: Horse
when I receive [go v]
forever
move (pick random (1) to (10)) steps
if <touching (Finish v)?> then
say [I win!]
stop [all v]
end
end

// sprite: Camel
when I receive [go v]
forever
move (pick random (1) to (10)) steps
if <touching (Finish v)?> then
say [I win!]
stop [all v]
end
end`,
  },
  {
    start: "Bonjour, how I make",
    right: `// sprite: Cat
when green flag clicked
say (join [7 x 8 = ] ((7) * (8))) for (2) seconds`,
  },
  {
    start: "My son (10) is entering",
    right: `// stage
// variable score = 0
// variable high score = 0
when green flag clicked
set [score v] to (0)
wait (20) seconds
if <(high score) < (score)> then
set [high score v] to (score)
say [New high score!] for (2) seconds
end
stop [all v]

// sprite: Bug
when green flag clicked
forever
go to (random position v)
wait (1) seconds
end

when this sprite clicked
change [score v] by (1)`,
  },
  {
    start: "Maze, day 2",
    right: `// sprite: Mouse
when green flag clicked
switch backdrop to (Maze v)
show
forever
if <touching (Cheese v)?> then
broadcast [win v]
switch backdrop to (You Win v)
hide
end
end

// sprite: Cheese
when green flag clicked
go to x: (180) y: (120)`,
  },
  {
    start: "random name picker for my class pls",
    right: `// stage
// list names = [Ava, Leo, Mia, Sam, Zoe]

// sprite: Hat
// variable pick = 1
when this sprite clicked
set [pick v] to (pick random (1) to (length of [names v]))
say (item (pick) of [names v]) for (2) seconds`,
  },
];

describe("unseen-5 rubrics, on hand-written answers", () => {
  it("holds at least 120 requests in the four voices, each with a rubric", () => {
    expect(UNSEEN_5_HELD_OUT_REQUESTS.length).toBeGreaterThanOrEqual(120);
    for (const request of UNSEEN_5_HELD_OUT_REQUESTS) expect(request.must.length, request.prompt).toBeGreaterThan(0);
    expect(new Set(UNSEEN_5_HELD_OUT_REQUESTS.map((request) => request.prompt)).size).toBe(UNSEEN_5_HELD_OUT_REQUESTS.length);
    const share = (voice: TRubricRequest["voice"]) => UNSEEN_5_HELD_OUT_REQUESTS.filter((request) => request.voice === voice).length / UNSEEN_5_HELD_OUT_REQUESTS.length;
    expect(share("teacher")).toBeGreaterThanOrEqual(0.35);
    expect(share("child")).toBeGreaterThanOrEqual(0.25);
    expect(share("non-native")).toBeGreaterThanOrEqual(0.12);
    expect(share("parent")).toBeGreaterThanOrEqual(0.12);
  });

  it("asks for every classic first project of the issue at least once", () => {
    const words = UNSEEN_5_HELD_OUT_REQUESTS.map((request) => request.prompt.toLowerCase()).join("\n");
    const classics = ["maze", "catch", "chase", "clicker", "pong for 1 player", "2 player pong", "flappy", "platform", "space shooter", "snake", "finish line", "lap time", "virtual pet", "dress up", "quiz", "story", "countdown", "dice", "name picker", "pen", "beat maker", "walking", "hide and seek", "whack"];
    for (const project of classics) expect(words, project).toContain(project);
  });

  itChecksThePartsRubrics(UNSEEN_5_HELD_OUT_REQUESTS, ANSWERS, { right: 50, wrong: 20 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("Grade 5, lesson 2 chase game");
    const right = ANSWERS.find((answer) => answer.start === "Grade 5, lesson 2 chase game")?.right as string;
    const withoutSpeedUp = right.replace("change [glide time v] by (-0.1)\n", "");
    expect(withoutSpeedUp).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutSpeedUp, leftOut: ["making the chase faster every 10 seconds"] }).verdict).toBe("partial-named");
  });

  it("declines are right only where the request asks for what Scratch cannot do or should not build", () => {
    const declines = UNSEEN_5_HELD_OUT_REQUESTS.filter((request) => request.must.includes("declined"));
    expect(declines.length).toBe(3);
    for (const request of declines) expect(gradeAnswer(request, { kind: "declined" }).verdict).toBe("right");
    expect(gradeAnswer(requestStarting("Game with mines"), { kind: "declined" }).verdict).toBe("partial-named");
  });
});
