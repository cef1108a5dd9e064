import { rubricRequest, type TRubricRequest } from "./rubric.types";

/**
 * A second development set for issue 26, collected after the v3 generator landed so its mechanisms
 * are tuned on requests the generator was not written against. Each request is written after an
 * outside source (never copied from it); the source is named above each group. Tests and tuning
 * may read these.
 */
const r = rubricRequest;

export const COLLECTED_REQUESTS: TRubricRequest[] = [
  // ---- a three-hour Scratch workshop plan for grades 4-6 (cs.uni.edu/~schafer/outreach/scratch):
  // sequences of commands, then iteration, then shapes with the pen
  r("teacher", "lesson", "Move forward 30 steps and then turn 45 degrees", ["move 30 steps -> turn * 45 degrees", "scripts<=1"]),
  r("teacher", "lesson", "Draw an octagon with the pen", ["pen down", "repeat 8 -> move # steps -> turn * 45 degrees"]),
  r("teacher", "lesson", "Draw an equilateral triangle using a loop", ["pen down", "repeat 3 -> move # steps -> turn * 120 degrees"]),
  r("teacher", "lesson", "Make the sprite move 50 steps, wait 2 seconds and move back", ["move 50 steps -> wait 2 seconds -> move -50 steps | change x by -50 | turn * 180 degrees"]),
  // ---- a Year 4 scheme of work for Scratch (The Richard Pate School, after Phil Bagge): the crab
  // maze, keyboard inputs, making a sprite smaller
  r("teacher", "lesson", "Crab maze: the crab moves with the arrow keys and goes back to the start if it touches the blue walls", ["sprite Crab", "Crab: @arrows", "Crab: if touching color * then -> go to x: # y: #"]),
  r("teacher", "lesson", "Make the sprite smaller when you press the down arrow", ["@key down arrow -> change size by -#", "scripts<=1"]),
  r("teacher", "lesson", "When the crab touches the starfish it says well done and the game stops", ["sprite Crab", "sprite Starfish", "Crab: if touching starfish? then -> say well done* -> stop all"]),
  // ---- Code Club project titles (Fruit Machine, Whack-a-Witch, Fish Chomp, Ghostbusters, Rock Band)
  r("child", "tutorial", "Fish chomp: a big fish follows the mouse and eats the small fish", ["sprite Fish | sprite Big Fish | sprite BigFish", "forever -> go to mouse-pointer | point towards mouse-pointer | glide * to mouse-pointer"]),
  r("child", "tutorial", "Ghost catcher: a ghost appears in random places and you click it to get 1 point", ["sprite Ghost", "var score", "Ghost: go to random position | go to x: pick random *", "Ghost: when this sprite clicked -> change score by 1"]),
  r("child", "tutorial", "Fruit machine: the fruit changes costume every half a second until you click it", ["next costume", "wait 0.5 seconds", "when this sprite clicked"]),
  r("child", "tutorial", "Rock band: press 1 to play a drum and 2 to play a cymbal", ["when 1 key pressed -> play drum * | start sound * | play sound *", "when 2 key pressed -> play drum * | start sound * | play sound *", "scripts<=2"]),
  // ---- CS50's Introduction to Programming with Scratch, lecture notes (cs50.harvard.edu/scratch):
  // coordinates, the say block, loops, conditions
  r("child", "course", "The cat goes to x 177 y 42 and says I moved", ["go to x: 177 y: 42 -> say i moved*", "scripts<=1"]),
  r("child", "course", "The cat meows 3 times, waiting 1 second between each meow", ["repeat 3 -> play sound * | start sound * -> wait 1 seconds"]),
  r("child", "course", "If the cat touches the mouse pointer it says hey, otherwise it says come here", ["forever -> if touching mouse-pointer? then -> say hey* -> else -> say come here*"]),
  r("child", "course", "The duck walks back and forth forever and bounces off the edge", ["sprite Duck", "Duck: forever -> move # steps -> if on edge, bounce"]),
  // ---- a middle-school code camp's lesson series (University of Idaho, Terence Soule): animated
  // scenes with dialogue, interactive scenes, land a vehicle, catch falling objects
  r("child", "course", "An animated scene: the knight says hello to the dragon and the dragon answers go away", ["sprite Knight", "sprite Dragon", "Knight: say hello*", "Dragon: say go away*"]),
  r("child", "course", "Interactive scene: click the tree and it says I am 100 years old", ["sprite Tree", "Tree: when this sprite clicked -> say i am 100 years old*", "scripts<=1"]),
  r("child", "course", "Land the rocket: it falls slowly and the up arrow pushes it up", ["sprite Rocket", "Rocket: forever -> change y by -#", "Rocket: @key up arrow -> change y by #"]),
  // ---- Seattle CoderDojo novice projects (scratchcats.org): a chase, a dance, a countdown
  r("child", "tutorial", "The dog chases the cat and when it catches it says got you", ["sprite Dog", "sprite Cat", "Dog: forever -> point towards cat | glide * to cat | go to cat", "Dog: if touching cat? then -> say got you*"]),
  r("child", "tutorial", "Make the ballerina dance: switch costume and wait half a second, 10 times", ["sprite Ballerina", "repeat 10 -> next costume | switch costume to * -> wait 0.5 seconds"]),
  r("child", "tutorial", "Count down from 5 and then say go", ["set * to 5", "repeat 5 | repeat until *", "say go*"]),
  // ---- children's forum posts (Scratch forums' "Help with Scripts"), as such questions are typed
  r("child", "forum", "how do i make my sprite change size when i press space and go back when i press it again", ["@key space"]),
  r("child", "forum", "make the car move 5 steps every time i press the right arrow", ["sprite Car", "Car: @key right arrow -> move 5 steps | change x by 5", "scripts<=1"]),
  r("child", "forum", "when the score gets to 20 say you win", ["var score", "if score = 20 | score > 19 | score > 20 then -> say you win*"]),
  r("child", "forum", "the bat flies up when i press w and down when i press s", ["sprite Bat", "Bat: @key w -> change y by #", "Bat: @key s -> change y by -#", "scripts<=2"]),
  r("child", "forum", "make the cat say hello then wait 2 seconds then say bye", ["say hello* -> wait 2 seconds -> say bye*", "scripts<=1"]),
  r("child", "forum", "my sprite should turn left 30 degrees when i click it", ["when this sprite clicked -> turn left 30 degrees | turn ccw 30 degrees | turn ↺ 30 degrees", "scripts<=1"]),
  r("non-native", "forum", "the sprite go to random position when i press the space", ["@key space -> go to random position", "scripts<=1"]),
  r("non-native", "forum", "I want the ball bigger each time I click it", ["sprite Ball", "Ball: when this sprite clicked -> change size by #", "scripts<=1"]),
  r("parent", "parent", "My son wants a rocket that counts 3, 2, 1 and then flies up", ["sprite Rocket", "say 3* -> say 2* -> say 1*", "change y by # | glide *"]),
];
