// The seventh held-out part's rubrics, checked the way a teacher would check them: a right answer
// written by hand (project text, as the generator answers) grades "right", and a wrong variant of
// it grades "wrong-unsaid". No generator answer is read here; the generator is measured on this
// part only by `npm run bench -- offline`.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./rubric.check";
import { itChecksThePartsRubrics, requestStarting as startingIn, type THandWrittenAnswer } from "./rubric.part-tests";
import type { TRubricRequest } from "./rubric.types";
import { UNSEEN_4_HELD_OUT_REQUESTS } from "./unseen-4.requests";

const requestStarting = (start: string): TRubricRequest => startingIn(UNSEEN_4_HELD_OUT_REQUESTS, start);

/** Each request (by the start of its words) with a right answer and, for some, a wrong one. */
const ANSWERS: THandWrittenAnswer[] = [
  {
    start: "Game Design club, maze game",
    right: `// sprite: Player
when green flag clicked
go to x: (-210) y: (160)
forever
if <key (right arrow v) pressed?> then
change x by (3)
end
if <key (left arrow v) pressed?> then
change x by (-3)
end
if <key (up arrow v) pressed?> then
change y by (3)
end
if <key (down arrow v) pressed?> then
change y by (-3)
end
if <touching color [#000000]?> then
go to x: (-210) y: (160)
end
if <touching (Goal v)?> then
say [I win!] for (2) seconds
stop [all v]
end
end

// sprite: Goal
when green flag clicked
go to x: (200) y: (-150)`,
    // a number changed: the start is not where the lesson put it
    wrong: (right) => right.replaceAll("(-210)", "(-200)"),
  },
  {
    start: "Launcher game",
    right: `// stage
// variable score = 0

// sprite: Rocket
when green flag clicked
set [score v] to (0)
go to x: (0) y: (-160)

when [space v] key pressed
repeat until <touching (edge v)?>
change y by (10)
if <touching (Enemy v)?> then
go to x: (0) y: (-160)
end
end
if <(y position) > [150]> then
change [score v] by (1)
end
go to x: (0) y: (-160)

// sprite: Enemy
when green flag clicked
hide
forever
create clone of (myself v)
wait (2) seconds
end

when I start as a clone
show
point in direction (pick random (-180) to (180))
forever
move (5) steps
if on edge, bounce
end`,
  },
  {
    start: "Quest game add-on",
    right: `// sprite: Key
// variable object location = 2
when green flag clicked
set [object location v] to (pick random (2) to (4))
forever
if <(backdrop [number v]) = (object location)> then
show
else
hide
end
end`,
    // the else dropped: the key never hides again on the wrong backdrop
    wrong: (right) => right.replace("else\nhide\n", ""),
  },
  {
    start: "Hide and seek (Grade 7)",
    right: `// sprite: Critter
when green flag clicked
go to x: (-200) y: (0)

when [right arrow v] key pressed
change x by (10)

when [left arrow v] key pressed
change x by (-10)

when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

// sprite: Rocks
when green flag clicked
go to x: (100) y: (50)

// sprite: Friend
when green flag clicked
go to (Rocks v)
go [backward v] (1) layers
wait until <touching (Critter v)?>
go to [front v] layer
say [You found me!] for (2) seconds`,
    // the lesson's point missed: a hidden sprite cannot be touched
    wrong: (right) => right.replace("layers\n", "layers\nhide\n").replace("layer\nsay", "layer\nshow\nsay"),
  },
  {
    start: "at coderdojo tonight",
    right: `// sprite: Ghost
when [w v] key pressed
change y by (10)

when [a v] key pressed
change x by (-10)

when [s v] key pressed
change y by (-10)

when [d v] key pressed
change x by (10)

when green flag clicked
forever
if <touching (Pumpkin v)?> then
start sound (Ghost v)
say [BOO!] for (1) seconds
end
end

// sprite: Pumpkin
when green flag clicked
go to x: (150) y: (-100)`,
    // the arrow keys the child did not want
    wrong: (right) => right.replace("[w v]", "[up arrow v]").replace("[a v]", "[left arrow v]").replace("[s v]", "[down arrow v]").replace("[d v]", "[right arrow v]"),
  },
  {
    start: "Lists of settings",
    right: `// stage
// list speeds = [2, 4, 6, 8]

// sprite: Car
when green flag clicked
ask [Which level? (1-4)] and wait
forever
move (item (answer) of [speeds v]) steps
if on edge, bounce
end`,
  },
  {
    start: "Logical operators",
    right: `// sprite: Robot
// variable level = 3
when green flag clicked
set [level v] to (3)
ask [Password?] and wait
if <<(answer) = [banana]> and <(level) > [2]>> then
say [Access granted] for (2) seconds
else
say [Access denied] for (2) seconds
end`,
    // OR where the lesson taught AND
    wrong: (right) => right.replace("> and <", "> or <"),
  },
  {
    start: "Some pupils will explain",
    right: `// stage
when stage clicked
broadcast [lights off v]

when I receive [lights off v]
switch backdrop to (Night v)

// sprite: Bat
when green flag clicked
hide

when I receive [lights off v]
show
forever
move (5) steps
turn cw (5) degrees
end`,
  },
  {
    start: "Lesson 2: animate",
    right: `// sprite: Walker
when [right arrow v] key pressed
point in direction (90)
move (10) steps
next costume

when [left arrow v] key pressed
point in direction (-90)
move (10) steps
next costume`,
  },
  {
    start: "Lesson 6: a Pacman",
    right: `// stage
// variable score = 0
when green flag clicked
set [score v] to (0)
reset timer

// sprite: Pacman
when [right arrow v] key pressed
change x by (5)

when [left arrow v] key pressed
change x by (-5)

when [up arrow v] key pressed
change y by (5)

when [down arrow v] key pressed
change y by (-5)

// sprite: Dot
when green flag clicked
show
wait until <touching (Pacman v)?>
change [score v] by (10)
hide

// sprite: Ghost
when green flag clicked
forever
glide (2) secs to (random position v)
if <touching (Pacman v)?> then
say (join [You lasted ] (timer)) for (2) seconds
stop [all v]
end
end`,
  },
  {
    start: "Year 3, lesson 2",
    right: `// sprite: Drum
when this sprite clicked
repeat (4)
play sound (Drum v) until done
end

// sprite: Guitar
when [space v] key pressed
repeat (8)
play sound (Guitar Strum v) until done
end`,
    // the keys swapped between the instruments
    wrong: (right) => right.replace("when this sprite clicked", "HAT").replace("when [space v] key pressed", "when this sprite clicked").replace("HAT", "when [space v] key pressed"),
  },
  {
    start: "we did the story one",
    right: `// sprite: Astronaut
when green flag clicked
say [Hello Mars!] for (2) seconds
broadcast [alien v]

when I receive [earth v]
say [a friend from Earth] for (2) seconds
broadcast [wave v]

when I receive [wave v]
repeat (4)
next costume
wait (0.3) seconds
end

// sprite: Alien
when I receive [alien v]
say [who are you?] for (2) seconds
broadcast [earth v]

when I receive [wave v]
repeat (4)
next costume
wait (0.3) seconds
end`,
    // the Alien's question given to the Astronaut
    wrong: `// sprite: Astronaut
when green flag clicked
say [Hello Mars!] for (2) seconds
say [who are you?] for (2) seconds
broadcast [alien v]

when I receive [wave v]
next costume

// sprite: Alien
when I receive [alien v]
say [a friend from Earth] for (2) seconds
broadcast [wave v]

when I receive [wave v]
next costume`,
  },
  {
    start: "Pong for 2 players",
    right: `// stage
// variable Left hits = 0
// variable Right hits = 0

// sprite: Left
when [q v] key pressed
change y by (10)

when [a v] key pressed
change y by (-10)

// sprite: Right
when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

// sprite: Ball
when green flag clicked
set [Left hits v] to (0)
set [Right hits v] to (0)
go to x: (20) y: (150)
point in direction (45)
forever
move (10) steps
if on edge, bounce
if <touching (Left v)?> then
change [Left hits v] by (1)
point in direction ((0) - (direction))
end
if <touching (Right v)?> then
change [Right hits v] by (1)
point in direction ((0) - (direction))
end
end`,
    // both paddles on one player's keys
    wrong: (right) => right.replace("[q v]", "[up arrow v]").replace("[a v]", "[down arrow v]"),
  },
  {
    start: "Clone Wars",
    right: `// sprite: Rocketship
when [left arrow v] key pressed
change x by (-10)

when [right arrow v] key pressed
change x by (10)

when [space v] key pressed
create clone of (Lightning v)
wait (0.5) seconds

// sprite: Lightning
when green flag clicked
hide

when I start as a clone
go to (Rocketship v)
show
repeat until <touching (edge v)?>
change y by (10)
end
delete this clone`,
  },
  {
    start: "Beat machine workshop",
    right: `// sprite: Kick
when [a v] key pressed
start sound (Kick v)
set [brightness v] effect to (50)
wait (0.1) seconds
set [brightness v] effect to (0)

// sprite: Snare
when [s v] key pressed
start sound (Snare v)
set [brightness v] effect to (50)
wait (0.1) seconds
set [brightness v] effect to (0)

// sprite: Hihat
when [d v] key pressed
start sound (Hihat v)
set [brightness v] effect to (50)
wait (0.1) seconds
set [brightness v] effect to (0)

// sprite: Clap
when [f v] key pressed
start sound (Clap v)
set [brightness v] effect to (50)
wait (0.1) seconds
set [brightness v] effect to (0)`,
  },
  {
    start: "Drum rolls",
    right: `// sprite: Snare
when [d v] key pressed
repeat (3)
start sound (Snare v)
wait (0.1) seconds
end

when [s v] key pressed
repeat (8)
start sound (Snare v)
wait (0.01) seconds
end`,
    // the two rolls' counts swapped
    wrong: (right) => right.replace("repeat (3)", "repeat (N)").replace("repeat (8)", "repeat (3)").replace("repeat (N)", "repeat (8)"),
  },
  {
    start: "Up arrow key se",
    right: `// sprite: Cat
when green flag clicked
forever
if <key (up arrow v) pressed?> then
change y by (50)
wait (0.5) seconds
change y by (-50)
end
end`,
    // the hat the learner was told not to use
    wrong: `// sprite: Cat
when [up arrow v] key pressed
change y by (50)
wait (0.5) seconds
change y by (-50)`,
  },
  {
    start: "Catch game, day 17",
    right: `// stage
// variable speed = -3
// variable lives = 3

// sprite: Bowl
when green flag clicked
forever
set x to (mouse x)
end

// sprite: Apple
when green flag clicked
set [speed v] to (-3)
set [lives v] to (3)
go to x: (pick random (-200) to (200)) y: (180)
repeat until <(lives) = [0]>
change y by (speed)
if <touching (Bowl v)?> then
change [speed v] by (-1)
go to x: (pick random (-200) to (200)) y: (180)
end
if <(y position) < [-170]> then
change [lives v] by (-1)
go to x: (pick random (-200) to (200)) y: (180)
end
end
stop [all v]`,
    // the fixed -3 kept, so the speed variable changes nothing
    wrong: `// stage
// variable speed = -3
// variable lives = 3

// sprite: Apple
when green flag clicked
set [speed v] to (-3)
set [lives v] to (3)
repeat until <(lives) = [0]>
change y by (-3)
if <touching (Bowl v)?> then
change [speed v] by (-1)
end
if <(y position) < [-170]> then
change [lives v] by (-1)
go to x: (pick random (-200) to (200)) y: (180)
end
end
stop [all v]`,
  },
  {
    start: "catch game: a Bowl",
    right: `// stage
// variable points = 0
// variable missed = 0

// sprite: Bowl
when green flag clicked
go to x: (0) y: (-150)
forever
set x to (mouse x)
end

// sprite: Cookie
when green flag clicked
set [points v] to (0)
set [missed v] to (0)
go to x: (pick random (-200) to (200)) y: (180)
repeat until <(missed) = [3]>
change y by (-5)
if <touching (Bowl v)?> then
change [points v] by (1)
go to x: (pick random (-200) to (200)) y: (180)
end
if <(y position) < [-170]> then
change [missed v] by (1)
go to x: (pick random (-200) to (200)) y: (180)
end
end
say [Game over!] for (2) seconds
stop [all v]`,
    // the bowl follows the mouse everywhere, off the bottom
    wrong: (right) => right.replace("set x to (mouse x)", "go to (mouse-pointer v)"),
  },
  {
    start: "Chase game: Tigger",
    right: `// stage
// variable tobi_speed = 5
// variable tigger_speed = 5
// variable highscore = 0
when green flag clicked
set [tobi_speed v] to (5)
set [tigger_speed v] to (5)
set [highscore v] to (0)

// sprite: Tobi
when green flag clicked
forever
point towards (mouse-pointer v)
move (tobi_speed) steps
if <touching (Kibble v)?> then
change [tobi_speed v] by (1)
end
end

// sprite: Tigger
when green flag clicked
forever
point towards (Tobi v)
move (tigger_speed) steps
if <touching (Tobi v)?> then
change [highscore v] by (-10)
go to x: (-200) y: (150)
end
end

// sprite: Kibble
when green flag clicked
forever
wait until <touching (Tobi v)?>
go to (random position v)
end`,
  },
  {
    start: "Help John",
    right: `// sprite: John
when green flag clicked
say [Wake up] for (2) seconds
say [Brush teeth] for (2) seconds
say [Wear uniform] for (2) seconds
say [Eat breakfast] for (2) seconds
say [Go to school] for (2) seconds
glide (2) secs to (School v)

// sprite: School
when green flag clicked
go to x: (180) y: (0)`,
    // two steps of the routine in the wrong order
    wrong: (right) => right.replace("say [Brush teeth] for (2) seconds\nsay [Wear uniform] for (2) seconds", "say [Wear uniform] for (2) seconds\nsay [Brush teeth] for (2) seconds"),
  },
  {
    start: "My 10 year old learned",
    right: `// stage
when green flag clicked
reset timer
wait until <(timer) > [20]>
broadcast [game over v]
stop [all v]

// sprite: Hero
when green flag clicked
forever
if <key (right arrow v) pressed?> then
change x by (5)
end
if <key (left arrow v) pressed?> then
change x by (-5)
end
if <key (up arrow v) pressed?> then
change y by (5)
end
if <key (down arrow v) pressed?> then
change y by (-5)
end
end

// sprite: Key
when green flag clicked
forever
if <touching (Hero v)?> then
hide
go to (random position v)
wait (1) seconds
show
end
end`,
  },
  {
    start: "My daughter (10) has written",
    right: `// stage
// variable seconds left = 60

// sprite: Zuri
when green flag clicked
say [We have 60 seconds to save the planet!] for (3) seconds
broadcast [malik v]
set [seconds left v] to (60)
repeat (60)
wait (1) seconds
change [seconds left v] by (-1)
end

// sprite: Malik
when I receive [malik v]
say [Let's go!] for (2) seconds
broadcast [ana v]

// sprite: Ana
when I receive [ana v]
say [Let's go!] for (2) seconds`,
    // Ana's answer given to Zuri
    wrong: `// stage
// variable seconds left = 60

// sprite: Zuri
when green flag clicked
say [We have 60 seconds to save the planet!] for (3) seconds
broadcast [malik v]
set [seconds left v] to (60)
repeat (60)
wait (1) seconds
change [seconds left v] by (-1)
end

when I receive [ana v]
say [Let's go!] for (2) seconds

// sprite: Malik
when I receive [malik v]
say [Let's go!] for (2) seconds
broadcast [ana v]

// sprite: Ana
when green flag clicked
show`,
  },
  {
    start: "Clicker game with an upgrade",
    right: `// stage
// variable coins = 0
// variable power = 1
when green flag clicked
set [coins v] to (0)
set [power v] to (1)

// sprite: Gem
when this sprite clicked
change [coins v] by (power)

// sprite: Upgrade
when this sprite clicked
if <(coins) > [24]> then
change [coins v] by (-25)
change [power v] by (1)
else
say [You need 25 coins] for (2) seconds
end`,
    // the upgrade given away without checking the coins
    wrong: `// stage
// variable coins = 0
// variable power = 1
when green flag clicked
set [coins v] to (0)
set [power v] to (1)

// sprite: Gem
when this sprite clicked
change [coins v] by (power)

// sprite: Upgrade
when this sprite clicked
change [coins v] by (-25)
change [power v] by (1)`,
  },
  {
    start: "Snake, lesson 2",
    right: `// stage
// variable length = 3

// sprite: Head
when green flag clicked
set [length v] to (3)
go to x: (0) y: (0)
forever
move (10) steps
create clone of (myself v)
wait (0.1) seconds
end

when I start as a clone
wait ((length) * (0.1)) seconds
delete this clone

when [up arrow v] key pressed
point in direction (0)

when [down arrow v] key pressed
point in direction (180)

// sprite: Apple
when green flag clicked
forever
if <touching (Head v)?> then
change [length v] by (1)
go to (random position v)
end
end`,
  },
  {
    start: "virtual pet cat called Mochi",
    right: `// stage
// variable hunger = 100
// variable happiness = 100
when green flag clicked
set [hunger v] to (100)
set [happiness v] to (100)
forever
wait (2) seconds
change [hunger v] by (-5)
change [happiness v] by (-3)
end

// sprite: Mochi
when green flag clicked
forever
if <(hunger) < [30]> then
say [im hungry]
else
say []
end
end

// sprite: Feed
when this sprite clicked
change [hunger v] by (20)

// sprite: Play
when this sprite clicked
change [happiness v] by (10)`,
    // a duration changed: every 3 seconds instead of 2
    wrong: (right) => right.replace("wait (2) seconds", "wait (3) seconds"),
  },
  {
    start: "Random name picker for group work",
    right: `// sprite: Hat
// list Pupils = []
// variable pick = 1
when green flag clicked
delete all of [Pupils v]
ask [Name?] and wait
repeat until <(answer) = [done]>
add (answer) to [Pupils v]
ask [Name?] and wait
end

when this sprite clicked
set [pick v] to (pick random (1) to (length of [Pupils v]))
say (item (pick) of [Pupils v]) for (2) seconds
delete (pick) of [Pupils v]`,
  },
  {
    start: "Custom blocks: make a block called polygon",
    right: `// sprite: Pen
define polygon (sides) (length)
repeat (sides)
move (length) steps
turn cw ((360) / (sides)) degrees
end

when green flag clicked
erase all
pen down
polygon (6) (60)
pen up`,
  },
  {
    start: "Clones, Year 7",
    right: `// sprite: Snowflake
when green flag clicked
hide
repeat (20)
create clone of (myself v)
end

when I start as a clone
go to x: (pick random (-230) to (230)) y: (180)
show
repeat until <(y position) < [-170]>
change y by (-3)
end
delete this clone`,
  },
  {
    start: "Broadcast and wait",
    right: `// sprite: Teacher
when green flag clicked
say [Line up!] for (2) seconds
broadcast [line up v] and wait
say [Well done] for (2) seconds

// sprite: Amy
when I receive [line up v]
glide (2) secs to x: (200) y: (50)

// sprite: Ben
when I receive [line up v]
glide (2) secs to x: (200) y: (0)

// sprite: Cal
when I receive [line up v]
glide (2) secs to x: (200) y: (-50)`,
    // the teacher's praise given to a pupil
    wrong: `// sprite: Teacher
when green flag clicked
say [Line up!] for (2) seconds
broadcast [line up v] and wait

// sprite: Amy
when I receive [line up v]
glide (2) secs to x: (200) y: (50)
say [Well done] for (2) seconds

// sprite: Ben
when I receive [line up v]
glide (2) secs to x: (200) y: (0)

// sprite: Cal
when I receive [line up v]
glide (2) secs to x: (200) y: (-50)`,
  },
  {
    start: "Please keep it very short",
    right: `// sprite: Cat
when [m v] key pressed
start sound (Meow v)`,
    // a score nobody asked for
    wrong: `// sprite: Cat
// variable score = 0
when [m v] key pressed
start sound (Meow v)
change [score v] by (1)`,
  },
  {
    start: "Quiz with lists",
    right: `// stage
// list questions = ["2 + 2?", "Capital of France?", "10 x 3?", "Colour of the sky?"]
// list answers = ["4", "Paris", "30", "blue"]
// variable number = 1
// variable score = 0

// sprite: Quizmaster
when green flag clicked
set [number v] to (1)
set [score v] to (0)
repeat (length of [questions v])
ask (item (number) of [questions v]) and wait
if <(answer) = (item (number) of [answers v])> then
change [score v] by (1)
end
change [number v] by (1)
end
say (join [Score: ] (score)) for (2) seconds`,
  },
  {
    start: "Debugging task",
    right: `// sprite: Cat
when green flag clicked
say [Hello] for (2) seconds
move (100) steps`,
    // the bug left in
    wrong: (right) => right.replace("say [Hello] for (2) seconds\nmove (100) steps", "move (100) steps\nsay [Hello] for (2) seconds"),
  },
  {
    start: "Year 4 objective",
    right: `// sprite: Blades
when green flag clicked
forever
turn cw (15) degrees
end

// sprite: Helicopter
when green flag clicked
go to x: (0) y: (-120)
repeat (20)
change y by (5)
end
glide (2) secs to x: (0) y: (-120)`,
  },
  {
    start: "Our twins want",
    right: `// stage
// variable ruby score = 0
// variable max score = 0

// sprite: Ruby
when [w v] key pressed
change y by (10)

when [a v] key pressed
change x by (-10)

when [s v] key pressed
change y by (-10)

when [d v] key pressed
change x by (10)

// sprite: Max
when [up arrow v] key pressed
change y by (10)

when [left arrow v] key pressed
change x by (-10)

when [down arrow v] key pressed
change y by (-10)

when [right arrow v] key pressed
change x by (10)

// sprite: Star
when green flag clicked
set [ruby score v] to (0)
set [max score v] to (0)
forever
if <touching (Ruby v)?> then
change [ruby score v] by (1)
go to (random position v)
end
if <touching (Max v)?> then
change [max score v] by (1)
go to (random position v)
end
if <(ruby score) = [10]> then
say [Ruby wins!] for (2) seconds
stop [all v]
end
if <(max score) = [10]> then
say [Max wins!] for (2) seconds
stop [all v]
end
end`,
  },
  {
    start: "Hello, I want a piano",
    right: `// sprite: Piano
when [a v] key pressed
play note (60) for (0.5) beats

when [s v] key pressed
play note (62) for (0.5) beats

when [d v] key pressed
play note (64) for (0.5) beats

when [f v] key pressed
play note (65) for (0.5) beats

when [g v] key pressed
play note (67) for (0.5) beats

when [h v] key pressed
play note (69) for (0.5) beats

when [j v] key pressed
play note (71) for (0.5) beats

when [k v] key pressed
play note (72) for (0.5) beats`,
    // one note wrong (E played as F)
    wrong: (right) => right.replace("play note (64)", "play note (65)"),
  },
  {
    start: "Platform game, video 3",
    right: `// sprite: Player
when green flag clicked
go to x: (-200) y: (-100)
forever
if <key (left arrow v) pressed?> then
change x by (-5)
end
if <key (right arrow v) pressed?> then
change x by (5)
end
if <not <touching color [#8b4513]?>> then
change y by (-5)
end
if <touching (Star v)?> then
say [Level complete!] for (2) seconds
end
end

when [up arrow v] key pressed
repeat (10)
change y by (10)
end

// sprite: Star
when green flag clicked
go to x: (180) y: (140)`,
  },
  {
    start: "By the end of today's lesson",
    right: `// sprite: Warden
when green flag clicked
forever
if <touching (Car v)?> then
say [Stop!]
else
say [Go]
end
end

// sprite: Car
when green flag clicked
go to x: (-220) y: (-100)
forever
change x by (1)
end`,
  },
  {
    start: "Ask and answer",
    right: `// sprite: Shopkeeper
when green flag clicked
ask [How many apples?] and wait
say (join ((answer) * (20)) [ pence]) for (2) seconds`,
  },
  {
    start: "Make a digital clock",
    right: `// sprite: Clock
when green flag clicked
forever
say (join (current [hour v]) (join [:] (current [minute v])))
end`,
  },
  {
    start: "Year 1 dance",
    right: `// sprite: Cat
when green flag clicked
repeat (4)
change x by (30)
wait (0.3) seconds
change x by (-30)
wait (0.3) seconds
change y by (40)
wait (0.3) seconds
change y by (-40)
turn cw (360) degrees
end`,
  },
  {
    start: "Year 5 if-else",
    right: `// sprite: Goalkeeper
when green flag clicked
go to x: (0) y: (-100)
ask [Left or right?] and wait
if <(answer) = [left]> then
glide (0.5) secs to x: (-100) y: (-100)
else
glide (0.5) secs to x: (100) y: (-100)
end`,
  },
  {
    start: "Lists: the Till",
    right: `// sprite: Till
// list basket = []
when green flag clicked
delete all of [basket v]
forever
ask [What would you like?] and wait
if <(answer) = [pay]> then
say (join [Items: ] (length of [basket v])) for (2) seconds
else
add (answer) to [basket v]
end
end`,
  },
  {
    start: "Sensing colours",
    right: `// sprite: Chameleon
when green flag clicked
forever
if <touching color [#ff0000]?> then
set [color v] effect to (0)
end
if <touching color [#00ff00]?> then
set [color v] effect to (75)
end
end`,
  },
  {
    start: "the virus level from my super scratch book",
    right: `// stage
// variable score = 0
// variable chance = 5
when green flag clicked
set [score v] to (0)
set [chance v] to (5)
forever
if <(score) > [9]> then
broadcast [win v]
stop [this script v]
end
if <(chance) < [1]> then
broadcast [lose v]
stop [this script v]
end
end

when I receive [win v]
switch backdrop to (You win v)
stop [all v]

when I receive [lose v]
switch backdrop to (Game over v)
stop [all v]

// sprite: Scratchy
when green flag clicked
forever
go to (mouse-pointer v)
end

// sprite: Virus
when green flag clicked
hide
forever
create clone of (myself v)
wait (1) seconds
end

when I start as a clone
go to x: (240) y: (pick random (-150) to (150))
show
repeat until <touching (edge v)?>
change x by (-4)
if <touching (Scratchy v)?> then
change [score v] by (1)
delete this clone
end
if <touching (Server v)?> then
change [chance v] by (-1)
delete this clone
end
end
delete this clone

// sprite: Server
when green flag clicked
go to x: (-200) y: (0)`,
    // the equals sign the book's tip warns against
    wrong: `// stage
// variable score = 0
// variable chance = 5
when green flag clicked
set [score v] to (0)
set [chance v] to (5)
forever
if <(score) = [10]> then
broadcast [win v]
end
if <(chance) < [1]> then
broadcast [lose v]
end
end

when I receive [win v]
stop [all v]

when I receive [lose v]
stop [all v]

// sprite: Scratchy
when green flag clicked
forever
go to (mouse-pointer v)
end

// sprite: Virus
when I start as a clone
if <touching (Scratchy v)?> then
change [score v] by (1)
end
if <touching (Server v)?> then
change [chance v] by (-1)
end

// sprite: Server
when green flag clicked
go to x: (-200) y: (0)`,
  },
  {
    start: "Workshop day 2 (nested if)",
    right: `// sprite: Robot
when green flag clicked
ask [Are you hungry?] and wait
if <(answer) = [yes]> then
ask [Sushi or ramen?] and wait
if <(answer) = [sushi]> then
say [Itadakimasu!] for (2) seconds
else
say [Slurp!] for (2) seconds
end
else
say [OK, later] for (2) seconds
end`,
    // the inner choice's answers swapped
    wrong: (right) => right.replace("[Itadakimasu!]", "[X]").replace("[Slurp!]", "[Itadakimasu!]").replace("[X]", "[Slurp!]"),
  },
  {
    start: "how do i make my Puppy follow me",
    right: `// sprite: Boy
when [right arrow v] key pressed
change x by (10)

when [left arrow v] key pressed
change x by (-10)

when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

// sprite: Puppy
when green flag clicked
forever
if <(distance to (Boy v)) > [60]> then
point towards (Boy v)
move (3) steps
end
end`,
  },
  {
    start: "Our son (9) has dyslexia",
    right: `// sprite: Teacher
when green flag clicked
speak [cat]
ask [Type the word] and wait
if <(answer) = [cat]> then
say [Great spelling!] for (2) seconds
end
speak [ship]
ask [Type the word] and wait
if <(answer) = [ship]> then
say [Great spelling!] for (2) seconds
end
speak [rain]
ask [Type the word] and wait
if <(answer) = [rain]> then
say [Great spelling!] for (2) seconds
end`,
  },
  {
    start: "School workshop 'monster hunt'",
    right: `// stage
// variable points = 0
when green flag clicked
set [points v] to (0)
reset timer
wait until <(timer) > [30]>
stop [all v]

// sprite: Monster
when green flag clicked
forever
go to (random position v)
wait (1) seconds
end

when this sprite clicked
change [points v] by (1)
say [Autsch!] for (0.5) seconds`,
  },
  {
    // a smooth jump goes up and comes down in steps: once unfairly read as the teleport the child did not want
    start: "how do i make my guy jump",
    right: `// sprite: Guy
when [up arrow v] key pressed
repeat (10)
change y by (10)
end
repeat (10)
change y by (-10)
end`,
  },
  {
    // the ball lost when it touches the left edge, tested with "and": once unfairly missed
    start: "pong but only me",
    right: `// sprite: Paddle
when green flag clicked
go to x: (-220) y: (0)

when [up arrow v] key pressed
change y by (20)

when [down arrow v] key pressed
change y by (-20)

// sprite: Ball
when green flag clicked
go to x: (0) y: (0)
point in direction (-60)
forever
move (6) steps
if on edge, bounce
if <touching (Paddle v)?> then
point in direction ((0) - (direction))
end
if <<touching (edge v)?> and <(x position) < [-220]>> then
say [You lose!] for (2) seconds
stop [all v]
end
end`,
  },
  {
    // the falling sprite named in the plural: once unfairly missed
    start: "its raining meatballs",
    right: `// stage
when green flag clicked
reset timer

// sprite: Player
when green flag clicked
go to x: (0) y: (-150)
forever
if <key (left arrow v) pressed?> then
change x by (-8)
end
if <key (right arrow v) pressed?> then
change x by (8)
end
if <touching (Meatballs v)?> then
say (join [You survived ] (timer)) for (2) seconds
stop [all v]
end
end

// sprite: Meatballs
when green flag clicked
hide
forever
create clone of (myself v)
wait (0.5) seconds
end

when I start as a clone
go to x: (pick random (-220) to (220)) y: (180)
show
repeat until <(y position) < [-170]>
change y by (-5)
end
delete this clone`,
  },
  {
    start: "cookie clicker pls",
    right: `// stage
// variable cookies = 0
// variable grandmas = 0
when green flag clicked
set [cookies v] to (0)
set [grandmas v] to (0)
forever
wait (1) seconds
change [cookies v] by (grandmas)
end

// sprite: Cookie
when this sprite clicked
change [cookies v] by (1)

// sprite: Shop
when this sprite clicked
if <(cookies) > [9]> then
change [cookies v] by (-10)
change [grandmas v] by (1)
end`,
  },
  {
    start: "flappy parrot but with the space bar",
    right: `// sprite: Parrot
when green flag clicked
go to x: (-150) y: (0)
forever
change y by (-4)
if <<touching (Pipes v)?> or <(y position) < [-170]>> then
say [Game over!] for (1) seconds
stop [all v]
end
end

when [space v] key pressed
change y by (40)

// sprite: Pipes
when green flag clicked
forever
go to x: (240) y: (pick random (-100) to (100))
repeat until <(x position) < [-230]>
change x by (-5)
end
end`,
  },
  {
    start: "snake with wasd pls",
    right: `// stage
// variable speed = 4

// sprite: Snake
when green flag clicked
set [speed v] to (4)
forever
move (speed) steps
stamp
end

when [w v] key pressed
point in direction (0)

when [a v] key pressed
point in direction (-90)

when [s v] key pressed
point in direction (180)

when [d v] key pressed
point in direction (90)

// sprite: Apple
when green flag clicked
forever
if <touching (Snake v)?> then
change [speed v] by (1)
go to (random position v)
end
end`,
    // the arrow keys the child did not want
    wrong: (right) => right.replace("[w v]", "[up arrow v]").replace("[d v]", "[right arrow v]"),
  },
  {
    start: "Year 8 top-down racing",
    right: `// stage
// variable lap = 0
when green flag clicked
set [lap v] to (0)
reset timer
wait until <(lap) = [3]>
broadcast [finished v]

// sprite: Car
// variable speed = 6
when green flag clicked
forever
if <touching color [#00aa00]?> then
set [speed v] to (2)
else
set [speed v] to (6)
end
if <key (up arrow v) pressed?> then
move (speed) steps
end
if <key (left arrow v) pressed?> then
turn ccw (5) degrees
end
if <key (right arrow v) pressed?> then
turn cw (5) degrees
end
end

when I receive [finished v]
say (join [Time: ] (timer)) for (3) seconds
stop [all v]

// sprite: Finish
when green flag clicked
forever
wait until <touching (Car v)?>
change [lap v] by (1)
wait until <not <touching (Car v)?>>
end`,
  },
  {
    start: "car race game from the top",
    right: `// stage
// variable best = 999
when green flag clicked
set [best v] to (999)

// sprite: Car
when green flag clicked
reset timer
forever
if <key (up arrow v) pressed?> then
move (5) steps
end
if <key (left arrow v) pressed?> then
turn ccw (4) degrees
end
if <key (right arrow v) pressed?> then
turn cw (4) degrees
end
if <touching (Finish v)?> then
if <(timer) < (best)> then
set [best v] to (timer)
end
reset timer
wait (1) seconds
end
end`,
  },
  {
    start: "Virtual pet with conditions",
    right: `// stage
// variable energy = 5
when green flag clicked
set [energy v] to (5)
forever
wait (4) seconds
change [energy v] by (-1)
end

// sprite: Pet
when green flag clicked
forever
if <(energy) < [3]> then
start sound (Yawn v)
wait (2) seconds
end
end

when I receive [sleep v]
switch costume to (sleeping v)
wait (3) seconds
switch costume to (awake v)

// sprite: Bed
when this sprite clicked
set [energy v] to (10)
broadcast [sleep v]`,
    // a number changed: energy falls every 2 seconds, not 4
    wrong: (right) => right.replace("wait (4) seconds", "wait (2) seconds"),
  },
  {
    start: "My daughter (7) wants a dress-up game",
    right: `// sprite: Luna
when I receive [photo v]
say [Cheese!] for (2) seconds

// sprite: Hat
when this sprite clicked
next costume

// sprite: Top
when this sprite clicked
next costume

// sprite: Shoes
when this sprite clicked
next costume

// sprite: Camera
when this sprite clicked
broadcast [photo v]

// stage
when I receive [photo v]
set [brightness v] effect to (60)
wait (0.2) seconds
clear graphic effects`,
    // Luna's clothes changed by clicking Luna, which nobody asked for
    wrong: (right) => right.replace("// sprite: Luna\n", "// sprite: Luna\nwhen this sprite clicked\nnext costume\n\n"),
  },
  {
    start: "quiz about minecraft",
    right: `// sprite: Steve
// variable points = 0
when green flag clicked
set [points v] to (0)
ask [whats the green thing that explodes?] and wait
if <(answer) = [creeper]> then
change [points v] by (1)
end
ask [what do u mine diamonds with?] and wait
if <(answer) = [iron pickaxe]> then
change [points v] by (1)
end
ask [whats the dimension with lava?] and wait
if <(answer) = [nether]> then
change [points v] by (1)
end
say (join (join [u got ] (points)) [ out of 3]) for (3) seconds`,
    // the score said without out of 3
    wrong: (right) => right.replace("[ out of 3]", "[ points]"),
  },
  {
    start: "dice game for 2 players",
    right: `// stage
// variable p1 = 0
// variable p2 = 0

// sprite: Judge
when [1 v] key pressed
set [p1 v] to (pick random (1) to (6))
say (join [Player 1 rolled ] (p1))

when [2 v] key pressed
set [p2 v] to (pick random (1) to (6))
say (join [Player 2 rolled ] (p2)) for (1) seconds
if <(p1) > (p2)> then
say [Player 1 wins!]
else
say [Player 2 wins!]
end`,
  },
  {
    start: "for the show to our parents",
    right: `// stage
// variable lives = 3
when green flag clicked
set [lives v] to (3)
reset timer
wait until <(timer) > [60]>
broadcast [win v]

// sprite: Ninja
when [up arrow v] key pressed
change y by (15)

when [down arrow v] key pressed
change y by (-15)

when I receive [win v]
say [You win!] for (2) seconds
stop [all v]

// sprite: Shuriken
when green flag clicked
hide
forever
create clone of (myself v)
wait (1) seconds
end

when I start as a clone
go to x: (240) y: (pick random (-160) to (160))
show
repeat until <(x position) < [-230]>
change x by (-6)
if <touching (Ninja v)?> then
change [lives v] by (-1)
delete this clone
end
end
delete this clone`,
  },
  {
    start: "My son works through Super Scratch",
    right: `// stage
// variable keys = 0
when green flag clicked
set [keys v] to (0)

// sprite: Scratchy
when [right arrow v] key pressed
change x by (10)

when [left arrow v] key pressed
change x by (-10)

when [up arrow v] key pressed
change y by (10)

when [down arrow v] key pressed
change y by (-10)

// sprite: Key
when green flag clicked
show
wait until <touching (Scratchy v)?>
change [keys v] by (1)
hide

// sprite: Door
when green flag clicked
switch costume to (closed v)
wait until <(keys) = [3]>
switch costume to (open v)`,
  },
  {
    start: "tag game!!",
    right: `// stage
// variable score = 0

// sprite: Cat
when green flag clicked
set [score v] to (0)
forever
point towards (mouse-pointer v)
move (3) steps
if <touching (mouse-pointer v)?> then
say [Game over!] for (2) seconds
stop [all v]
end
end

when green flag clicked
forever
wait (1) seconds
change [score v] by (1)
end`,
    // the cat jumps onto the pointer instead of chasing it
    wrong: (right) => right.replace("point towards (mouse-pointer v)\nmove (3) steps", "go to (mouse-pointer v)"),
  },
  {
    start: "Make the game rock paper scissors",
    right: `// sprite: Robot
// variable computer = 1
// variable choice = rock
when green flag clicked
set [computer v] to (pick random (1) to (3))
ask [rock, paper or scissors?] and wait
set [choice v] to (item (computer) of [rock paper scissors])
if <(answer) = (choice)> then
say [Nobody wins] for (2) seconds
else
if <<(answer) = [rock]> and <(choice) = [scissors]>> then
say [You win!] for (2) seconds
else
say [Computer wins!] for (2) seconds
end
end`,
  },
];

describe("unseen-4 rubrics, on hand-written answers", () => {
  it("holds at least 110 requests, each naming who asked and after what kind of source", () => {
    expect(UNSEEN_4_HELD_OUT_REQUESTS.length).toBeGreaterThanOrEqual(110);
    for (const request of UNSEEN_4_HELD_OUT_REQUESTS) expect(request.must.length, request.prompt).toBeGreaterThan(0);
    expect(new Set(UNSEEN_4_HELD_OUT_REQUESTS.map((request) => request.prompt)).size).toBe(UNSEEN_4_HELD_OUT_REQUESTS.length);
    for (const voice of ["child", "teacher", "parent", "non-native"] as const) expect(UNSEEN_4_HELD_OUT_REQUESTS.filter((request) => request.voice === voice).length, voice).toBeGreaterThanOrEqual(12);
  });

  it("asks for every classic first project of the issue at least once", () => {
    const words = UNSEEN_4_HELD_OUT_REQUESTS.map((request) => request.prompt.toLowerCase()).join("\n");
    const classics = ["maze", "catch", "chase", "clicker", "pong", "flappy", "platform", "space shooter", "snake", "top-down racing", "lap timer", "finish line", "virtual pet", "dress up", "quiz", "story", "countdown", "dice", "name picker", "pen", "beat maker", "walking", "hide and seek", "whack-a-mole"];
    for (const project of classics) expect(words, project).toContain(project);
  });

  itChecksThePartsRubrics(UNSEEN_4_HELD_OUT_REQUESTS, ANSWERS, { right: 25, wrong: 15 });

  it("a wrong answer that names what it left out is partial, not wrong", () => {
    const request = requestStarting("Quest game add-on");
    const right = ANSWERS.find((answer) => answer.start === "Quest game add-on")?.right as string;
    const withoutElse = right.replace("else\nhide\n", "");
    expect(withoutElse).not.toBe(right);
    expect(gradeAnswer(request, { kind: "program", text: withoutElse, leftOut: ["hiding the key on the other backdrops"] }).verdict).toBe("partial-named");
  });

  it("declines are right only where the request asks for what Scratch cannot do or should not build", () => {
    const declines = UNSEEN_4_HELD_OUT_REQUESTS.filter((request) => request.must.includes("declined"));
    expect(declines.length).toBe(3);
    for (const request of declines) expect(gradeAnswer(request, { kind: "declined" }).verdict).toBe("right");
    expect(gradeAnswer(requestStarting("Clone Wars"), { kind: "declined" }).verdict).toBe("partial-named");
  });
});
