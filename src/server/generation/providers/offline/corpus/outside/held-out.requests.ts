import { rubricRequest, type TRubricRequest } from "./rubric.types";

/**
 * The held-out part of the outside corpus (issue 26). Written before the plan compiler, in the
 * same voices and from the same kinds of sources as the development part. No test imports this
 * file and no one tunes the generator on it: only `npm run bench -- offline` reads it, and prints
 * its figures alone (never the requests it missed), so it stays a measure of requests the code
 * has not seen.
 */
const r = rubricRequest;

export const HELD_OUT_OUTSIDE_REQUESTS: TRubricRequest[] = [
  r("child", "forum", "how do i make my sprite jump when i click on it", ["when this sprite clicked -> change y by # -> change y by -#", "scripts<=1"]),
  r("child", "forum", "make the horse run to the right when i press the right arow key", ["sprite Horse", "Horse: @key right arrow -> move # steps | change x by #", "scripts<=1"]),
  r("child", "forum", "i want the owl to say whooo when its clicked", ["sprite Owl", "Owl: when this sprite clicked -> say whooo*", "scripts<=1"]),
  r("child", "forum", "make a sprite that moves to a random spot when you press space", ["@key space -> go to random position | glide * to random position", "scripts<=1"]),
  r("child", "forum", "how do i make the score go up when the player touches a coin", ["var score", "if touching coin? then -> change score by 1"]),
  r("child", "forum", "make my cat spin around 3 times when i press the left arrow", ["sprite Cat", "Cat: @key left arrow -> repeat 3 -> turn * # degrees | turn * 1080 degrees"]),
  r("child", "forum", "the ball should bounce off the paddle", ["sprite Ball", "sprite Paddle", "Ball: if touching paddle? then -> point in direction * | turn * # degrees"]),
  r("child", "forum", "i want the sprite to hide when the game starts and show after 5 seconds", ["when flag clicked -> hide -> wait 5 seconds -> show", "scripts<=1"]),
  r("child", "forum", "make the alien shoot when i press x", ["sprite Alien", "@key x -> create clone of * | broadcast *"]),
  r("child", "forum", "when i click the button the backdrop goes to the next one", ["sprite Button", "Button: when this sprite clicked -> next backdrop", "scripts<=1"]),
  r("child", "forum", "make the snowman melt slowly (get smaller) forever", ["sprite Snowman", "Snowman: when flag clicked -> forever -> change size by -#"]),
  r("child", "forum", "can u make a sprite that follows the mouse but only when i hold the mouse down", ["when flag clicked -> forever -> if mouse down? then -> go to mouse-pointer | glide * to mouse-pointer | point towards mouse-pointer"]),
  r("child", "forum", "make the crab walk left and right and bounce off the edges", ["sprite Crab", "Crab: forever -> move # steps -> if on edge, bounce"]),
  r("child", "forum", "make a game where you have 60 seconds to click the star as many times as u can", ["sprite Star", "var score", "Star: when this sprite clicked -> change score by 1", "set * to 60 | timer > 60 | timer > 59", "stop all"]),
  r("child", "forum", "i need the cat to say hello then wait 2 seconds then say bye", ["when * -> say hello* -> wait 2 seconds -> say bye*"]),
  r("child", "forum", "my sprite keeps going off the screen how do i make it bounce", ["forever -> move # steps -> if on edge, bounce"]),
  r("child", "forum", "make the fireball move down and if it touches the knight say ouch", ["sprite Fireball", "sprite Knight", "Fireball: change y by -# | glide *", "if touching * then -> say ouch*"]),
  r("child", "forum", "make it so when u press the space bar the music starts", ["@key space -> play sound * | start sound * | play note * | play drum *", "scripts<=1"]),
  r("child", "forum", "how to make a sprite go to the top of the screen when clicked", ["when this sprite clicked -> go to x: # y: # | set y to # | glide * y: #"]),
  r("child", "forum", "make the bunny hop 5 times when the green flag is clicked", ["sprite Bunny", "Bunny: when flag clicked -> repeat 5 -> change y by # -> change y by -#"]),
  r("child", "forum", "the sprite says the number i type times 2", ["ask * -> say answer * 2"]),
  r("child", "forum", "make two sprites, a cat and a dog, the dog says woof when the cat touches it", ["sprite Cat", "sprite Dog", "Dog: if touching cat? then -> say woof*"]),
  // tutorial titles
  r("child", "tutorial", "Make a ghost-catching game: ghosts appear in random places and you click them", ["sprite Ghost", "Ghost: go to random position | go to x: pick random *", "Ghost: when this sprite clicked -> hide | change score by *"]),
  r("child", "tutorial", "Paint box: draw with the mouse and press c to clear", ["pen down", "go to mouse-pointer", "@key c -> erase all"]),
  r("child", "tutorial", "Boat race: steer the boat with the mouse to the island", ["sprite Boat", "Boat: forever -> point towards mouse-pointer -> move # steps"]),
  r("child", "tutorial", "Dodgeball: move left and right to dodge the balls", ["sprite Ball", "@key left arrow -> change x by -#", "@key right arrow -> change x by #", "if touching * then -> stop all | change lives by -1"]),
  r("child", "tutorial", "Make a piano: each key A S D F plays a different note", ["@key a -> play note *", "@key s -> play note *", "@key d -> play note *", "@key f -> play note *"]),
  r("child", "tutorial", "Memory game: the computer shows a random colour and you must remember it", ["pick random *", "ask *"]),
  r("child", "tutorial", "Fish tank: three fish swim around", ["sprites>=3 | repeat 3 -> create clone of *", "forever -> move # steps -> if on edge, bounce"]),
  r("child", "tutorial", "Make a clock that ticks every second", ["forever -> wait 1 seconds -> turn * 6 degrees | forever -> wait 1 seconds -> change *"]),
  r("child", "tutorial", "Fruit catcher game with a score and 3 lives", ["var score", "var lives", "set lives to 3", "change score by 1", "change lives by -1"]),
  r("child", "tutorial", "Make a sprite draw a spiral", ["pen down", "repeat # -> move * -> turn * # degrees -> change * by #"]),
  r("child", "tutorial", "Asteroid dodge: a rocket moves up and down with the arrow keys, asteroids fly from the right", ["sprite Rocket", "sprite Asteroid", "Rocket: @key up arrow -> change y by #", "Rocket: @key down arrow -> change y by -#", "Asteroid: change x by -# | glide *"]),
  // lessons
  r("teacher", "lesson", "Year 4 lesson: draw a pentagon using repeat", ["pen down", "repeat 5 -> move # steps -> turn * 72 degrees", "comment", "scripts<=1"]),
  r("teacher", "lesson", "Show how an if statement works: if the space key is pressed the sprite says jump", ["if key space pressed? then -> say jump*", "comment"]),
  r("teacher", "lesson", "A lesson on variables: a variable called points starts at 0 and goes up by 5 when the sprite is clicked", ["var points", "set points to 0", "when this sprite clicked -> change points by 5", "comment"]),
  r("teacher", "lesson", "Demonstrate a loop: the sprite says 'Hip hip hooray' 3 times", ["repeat 3 -> say hip hip hooray*", "comment", "scripts<=1"]),
  r("teacher", "lesson", "Y3 coordinates: the sprite glides to x 100 y -50 in 2 seconds", ["glide 2 secs to x: 100 y: -50", "comment", "scripts<=1"]),
  r("teacher", "lesson", "Teach else: ask 'Is it raining?' and say 'Take an umbrella' if yes, otherwise 'Enjoy the sun'", ["ask is it raining?* -> if answer = yes then -> say take an umbrella* -> else -> say enjoy the sun*", "comment"]),
  r("teacher", "lesson", "Lesson on operators: ask for a number and say whether it is even or odd", ["ask * -> if answer mod 2 = 0 then -> say *even* -> else -> say *odd*", "comment"]),
  r("teacher", "lesson", "Draw an octagon for our shapes lesson", ["pen down", "repeat 8 -> move # steps -> turn * 45 degrees", "comment"]),
  r("teacher", "lesson", "A loop that counts down from 5 and then says go", ["repeat 5 -> say * -> change * by -1 -> say go*", "comment"]),
  r("teacher", "lesson", "Introduce messages: when the flag is clicked the teacher sprite broadcasts start and the student sprite says ready", ["sprite Teacher", "sprite Student", "Teacher: when flag clicked -> broadcast start", "Student: when i receive start -> say ready*"]),
  r("teacher", "lesson", "Show a variable changing: the sprite grows by 10 each time the variable size goes up", ["var size", "change size by 10"]),
  r("teacher", "lesson", "Year 5: use repeat until to keep asking until the answer is 12", ["repeat until answer = 12 -> ask *", "comment"]),
  r("teacher", "lesson", "Show random movement: the sprite glides to a random position 10 times", ["repeat 10 -> glide * to random position", "comment", "scripts<=1"]),
  // parents
  r("parent", "parent", "My 7 year old wants a puppy that wags (changes costume) when she clicks it", ["sprite Puppy", "Puppy: when this sprite clicked -> next costume", "scripts<=1"]),
  r("parent", "parent", "A simple game for my son: catch the falling pizza with a plate", ["sprite Pizza", "sprite Plate", "Pizza: change y by -# | glide *", "Plate: set x to mouse x | change x by * | go to mouse-pointer"]),
  r("parent", "parent", "Can you make a program that asks my daughter 3 animal questions and tells her her score", ["var score", "ask * -> if answer = * then -> change score by 1", "say * score *"]),
  r("parent", "parent", "My kids want a game: the princess moves with arrow keys and must reach the castle", ["sprite Princess", "sprite Castle", "Princess: @arrows", "if touching castle? then -> say * | stop all"]),
  r("parent", "parent", "A lullaby that plays when you click the moon", ["sprite Moon", "Moon: when this sprite clicked -> play note * | play sound *"]),
  r("parent", "parent", "Make a stopwatch: start with space, stop with s", ["@key space -> reset timer", "@key s -> say timer | set * to timer"]),
  r("parent", "parent", "A car that stops at the red light", ["sprite Car", "Car: repeat until * -> move # steps | change x by # || Car: forever -> if * then -> stop *"]),
  r("parent", "parent", "For my son: a robot that dances when he presses d", ["sprite Robot", "Robot: @key d -> turn * # degrees | next costume"]),
  r("parent", "parent", "A program that says good night in three languages, one after the other", ["say good night* -> say * -> say *"]),
  // non-native
  r("non-native", "forum", "please the cat say 'hola' when I press h", ["sprite Cat", "Cat: @key h -> say hola*", "scripts<=1"]),
  r("non-native", "forum", "i want that the sprite moves 50 steps and turn 90 degrees 4 times", ["repeat 4 -> move 50 steps -> turn * 90 degrees", "scripts<=1"]),
  r("non-native", "forum", "make the star getting bigger when mouse is touching it", ["sprite Star", "Star: forever -> if touching mouse-pointer? then -> change size by #"]),
  r("non-native", "forum", "program that ask name and after say 'welcome' and the name", ["ask * -> say join welcome* answer"]),
  r("non-native", "forum", "the ball go down with gravity and jump when I press up", ["sprite Ball", "Ball: forever -> change y by * | change * by -#", "@key up arrow -> change y by # | set * to #"]),
  r("non-native", "forum", "when the sprite touch the blue color he say 'water'", ["forever -> if touching color #0000ff? | touching color #0066ff? then -> say water*"]),
  r("non-native", "forum", "i need the score start in 0 and plus 10 when click the sprite", ["var score", "set score to 0", "when this sprite clicked -> change score by 10"]),
  r("non-native", "forum", "a game of guess the number between 1 and 50", ["pick random 1 to 50", "ask * -> if answer = * then | if answer > * then | if answer < * then"]),
  r("non-native", "forum", "the dog is walking and after 3 seconds he is sitting (change costume)", ["sprite Dog", "Dog: when flag clicked -> * -> switch costume to * | next costume"]),
  r("non-native", "forum", "make the rocket go up until it touch the top", ["sprite Rocket", "Rocket: repeat until * -> change y by #"]),
  r("non-native", "forum", "each 1 second the sprite change to next costume forever", ["forever -> next costume -> wait 1 seconds | forever -> wait 1 seconds -> next costume", "scripts<=1"]),
];
