import { rubricRequest, type TRubricRequest } from "./rubric.types";

/**
 * A third held-out part of the outside corpus (issue 26), written before the generator's round of
 * work it measures and never run against the generator while that work went on. The earlier
 * held-out parts had been measured twice and were no longer fresh. Each request is written after
 * an outside source (project titles, lesson plans, course challenges), never copied from it; the
 * source's address is above each group. No test imports this file and no one tunes the generator
 * on it: only `npm run bench -- offline` reads it, and prints its figures alone.
 */
const r = rubricRequest;

const CLICK_SOUND = "play sound * | start sound * | play drum * | play note *";

export const FRESH_HELD_OUT_REQUESTS: TRubricRequest[] = [
  // ---- a secondary school's Year 7 Scratch tutorials (hockerillct.com/19/CT/year7/y7scratch/tutorials.html):
  // animate a joke, Ball Trouble (catcher and levels), the shark game
  r("child", "tutorial", "Spider joke: the spider says 'Why did the spider go on the computer?' for 2 seconds and then 'To check his website!'", ["sprite Spider", "Spider: when flag clicked -> say why did the spider go on the computer?* for 2 seconds -> say to check his website*"]),
  r("child", "tutorial", "Ball trouble: move the catcher left and right with the arrow keys to catch the falling balls and get a point for each one", ["sprite Catcher", "sprite Ball", "Catcher: @key left arrow -> change x by -# | move # steps", "Catcher: @key right arrow -> change x by # | move # steps", "Ball: change y by -# | glide *", "var score", "change score by 1"]),
  r("child", "tutorial", "shark game - the shark follows the mouse and eats the fish. each fish u eat is 1 point", ["sprite Shark", "sprite Fish", "Shark: forever -> go to mouse-pointer | point towards mouse-pointer | glide * to mouse-pointer", "var score", "if touching shark? then -> change score by 1 || if touching fish? then -> change score by 1"]),

  // ---- Getting Unstuck challenges, Creative Computing Lab, Harvard Graduate School of Education
  // (listed at sites.google.com/view/pakikimaths/algebra/coding-algebra/more-coding-challenges)
  r("teacher", "course", "Create a sprite that reacts whenever the mouse pointer gets too close to it", ["forever -> if distance to mouse-pointer < # then || forever -> if touching mouse-pointer? then"]),
  r("teacher", "course", "A project where a sprite moves through three separate scenes: a forest, a beach and a city", ["switch backdrop to * | next backdrop", "text switch backdrop to forest | switch backdrop to beach | switch backdrop to city | next backdrop"]),
  r("teacher", "course", "Use the join block: ask for the user's name and say hello followed by their name", ["ask * -> say join hello* answer*"]),
  r("teacher", "course", "Show a different backdrop depending on how loud the room is", ["forever -> if loudness > # then -> switch backdrop to * | next backdrop || forever -> if loudness < # then -> switch backdrop to *"]),
  r("teacher", "course", "Ask the user to type in 3 favourite foods, store them in a list, then say them back one by one", ["list *", "repeat 3 -> ask * -> add answer to *", "say item *"]),
  r("child", "course", "the secret message only shows when the score is more than 5 and the timer is less than 10", ["var score", "if score > 5 and timer < 10 then -> show | say *"]),
  r("teacher", "course", "Use cloning to show snow falling from the sky", ["create clone of myself", "when i start as a clone -> change y by -# | glide * | repeat until * | forever"]),

  // ---- the National Centre for Computing Education's Year 4 unit "Repetition in games", as taught
  // at two primary schools (countessanneprimary.org.uk/YEAR-4-REPETITION-IN-GAMES,
  // loveandgracecfc.org/programming-b-repetition-in-games.html)
  r("teacher", "lesson", "Year 4, using loops to create shapes: draw a pentagon with a count-controlled loop", ["pen down", "repeat 5 -> move # steps -> turn * 72 degrees", "comment"]),
  r("teacher", "lesson", "Show the difference between a count-controlled loop and an infinite loop: one sprite repeats 10 times, the other forever", ["sprites>=2", "when flag clicked -> repeat 10", "when flag clicked -> forever", "comment"]),
  r("child", "lesson", "animate my name SAM, every letter spins round when i click it", ["sprites>=3", "when this sprite clicked -> repeat # -> turn * # degrees || when this sprite clicked -> turn * 360 degrees"]),
  r("teacher", "lesson", "Design a game that uses repetition: a fish swims across the screen 3 times and then stops", ["sprite Fish", "Fish: when flag clicked -> repeat 3 -> glide * | go to x: * | set x to * | move # steps"]),

  // ---- a Year 2-3 repetition lesson plan, "Octopus Antics" (scribd.com/document/758587746/Lesson-Plan-Repetition-Loops-Count-Controlled)
  r("teacher", "lesson", "Octopus antics: the octopus moves 10 steps and changes costume, repeated 20 times, so it looks like it is swimming", ["sprite Octopus", "Octopus: repeat 20 -> move 10 steps -> next costume || Octopus: repeat 20 -> next costume -> move 10 steps", "comment"]),
  r("teacher", "lesson", "Use a loop to repeat an action: the octopus waves its arms 4 times", ["sprite Octopus", "Octopus: repeat 4 -> next costume | switch costume to *"]),

  // ---- a Year 4 unit on algorithms and nested loops (scribd.com/document/857439580/ip-lp-computing-y4-u4):
  // snowflake and firework patterns
  r("teacher", "lesson", "Use nested loops to draw a snowflake pattern: repeat 8 times a square followed by a 45 degree turn", ["pen down", "repeat 8 -> repeat 4 -> move # steps -> turn * 90 degrees -> turn * 45 degrees", "comment"]),
  r("teacher", "lesson", "Write an algorithm for a firework: 12 lines going out from the middle of the stage", ["pen down", "repeat 12 -> move # steps -> turn * 30 degrees"]),

  // ---- SunFounder's Scratch activities, after the Scratch "Clicker Game" tutorial
  // (github.com/sunfounder/ts7-pro/blob/docs/docs/source/project_activities/scratch/clicker_game.rst)
  r("child", "tutorial", "balloon game: the balloon jumps to a random place and changes colour and size, click it to get a point", ["sprite Balloon", "var score", "Balloon: when this sprite clicked -> change score by 1", "Balloon: go to random position | go to x: pick random *", "Balloon: change color effect by * | set color effect to *", "Balloon: set size to pick random * | change size by *"]),
  r("child", "tutorial", "add a pufferfish that pops up in random places too, if you click it you lose a point", ["sprite Pufferfish", "var score", "Pufferfish: when this sprite clicked -> change score by -1", "Pufferfish: go to random position | go to x: pick random *"]),

  // ---- a Raspberry Pi Scratch article: a hexagon drawn by going to each corner, a second apart
  // (arrow.com/ko-kr/research-and-events/articles/scratch-with-your-pi)
  r("teacher", "tutorial", "Draw a hexagon by sending the sprite to each of the six corners with go to x y blocks, waiting 1 second at each corner", ["pen down", "go to x: * y: * -> wait 1 seconds -> go to x: * y: * -> wait 1 seconds -> go to x: * y: * -> wait 1 seconds -> go to x: * y: * -> wait 1 seconds -> go to x: * y: * -> wait 1 seconds -> go to x: * y: *"]),

  // ---- "Escape from a cat!", a Scratch game workshop for first-time programmers (github.com/yasulab/scratch_tutorials)
  r("child", "tutorial", "Escape from a cat! I am a mouse that moves with the arrow keys and the cat chases me, if the cat catches me it's game over", ["sprite Cat", "sprite Mouse", "Mouse: @arrows", "Cat: forever -> point towards mouse | glide * to mouse | go to mouse", "if touching cat? then -> stop all | say * || if touching mouse? then -> stop all | say *"]),

  // ---- Raspberry Pi Foundation / Code Club project paths (projects.raspberrypi.org/en/projects/<name>,
  // sources at github.com/raspberrypilearning/<name>): boat-race, catch-the-dots, dodgeball,
  // lost-in-space, rocket-launch, memory, archery, clone-wars, brain-game, drum-star, team-chooser,
  // make-a-face, beat-the-goalie, scratch-cat-goes-skiing, rock-paper-scissors, balloons,
  // snowball-fight, party-pinata, flappy-parrot, synchronised-swimming, space-talk, catch-the-bus,
  // poetry-generator, guess-the-flag, sprint
  r("child", "tutorial", "Boat race: the boat follows the mouse pointer, if it hits the wooden walls it goes back to the start, and when it gets to the island it says you win", ["sprite Boat", "Boat: forever -> point towards mouse-pointer -> move # steps", "Boat: if touching * then -> go to x: * y: *", "Boat: if touching * then -> say you win*"]),
  r("child", "tutorial", "catch the dots: spin the controller with the left and right arrows to catch the coloured dots, a point for each one", ["sprite Controller", "Controller: @key left arrow -> turn * # degrees", "Controller: @key right arrow -> turn * # degrees", "sprite Dot | sprite Dots", "var score"]),
  r("child", "tutorial", "Dodgeball: my character walks left and right with the arrows and jumps with the up arrow to dodge the balls, if a ball hits him he goes back to the start", ["sprite Ball", "@key right arrow -> change x by # | move # steps", "@key left arrow -> change x by -# | move # steps", "@key up arrow -> change y by # | repeat # -> change y by # | set * to #", "if touching ball? then -> go to x: *"]),
  r("non-native", "tutorial", "make a animation in space: the rocket fly to the earth and get smaller, then say hello earth", ["sprite Rocket", "sprite Earth", "Rocket: glide * to earth | point towards earth | go to earth", "Rocket: change size by -# | set size to #", "Rocket: say hello earth*"]),
  r("child", "tutorial", "Rocket launch: count down from 5 and then the rocket flies up to the top of the screen", ["sprite Rocket", "text repeat 5 | say 5*", "Rocket: glide * to x: * y: # | change y by # | set y to #"]),
  r("teacher", "tutorial", "A memory game: the computer makes a random sequence of 5 colours and the player has to repeat it", ["list *", "repeat 5 -> add pick random * to *"]),
  r("child", "tutorial", "archery game: the crosshair wobbles around and you press space to shoot, you get more points for hitting the middle of the target", ["sprite Target", "@key space -> *", "var score", "change score by #"]),
  r("child", "tutorial", "make my spaceship shoot lots of lasers using clones when i press space, and aliens come down from the top", ["sprite Spaceship", "sprite Alien", "@key space -> create clone of *", "when i start as a clone -> repeat until * | forever", "Alien: change y by -# | glide *"]),
  r("child", "tutorial", "Brain game: ask 10 random times tables questions like 3 x 7 and give a point for each right answer", ["var score", "repeat 10 -> set * to pick random * -> set * to pick random * -> ask * -> if answer = * * * then -> change score by 1"]),
  r("child", "tutorial", "drum star: press space to hit the drum, it plays a sound and changes costume", ["sprite Drum", `Drum: @key space -> ${CLICK_SOUND}`, "Drum: @key space -> next costume | switch costume to *"]),
  r("teacher", "tutorial", "Team chooser: randomly split the players into two teams", ["list *", "pick random *", "add * to *"]),
  r("child", "tutorial", "make a face: when you click the nose it honks", ["sprite Nose", `Nose: when this sprite clicked -> ${CLICK_SOUND}`]),
  r("child", "tutorial", "Beat the goalie: the goalie moves left and right by itself and I press space to kick the ball, if it goes in I get a point", ["sprite Goalie", "sprite Ball", "Goalie: forever -> glide * | move # steps | change x by #", "Ball: @key space -> glide * | repeat # | change y by # | move # steps", "var score"]),
  r("child", "tutorial", "The cat goes skiing: steer him down the slope with the left and right arrows and avoid the trees", ["sprite Cat", "sprite Tree", "Cat: @key left arrow -> change x by -# | turn * # degrees | point in direction *", "Cat: @key right arrow -> change x by # | turn * # degrees | point in direction *", "if touching tree? then | if touching cat? then"]),
  r("child", "tutorial", "rock paper scissors against the computer", ["pick random 1 to 3", "if * = * then"]),
  r("child", "tutorial", "Balloons: lots of balloons float up from the bottom and pop when you click them", ["sprite Balloon", "create clone of myself", "when i start as a clone -> change y by # | glide * | forever | repeat *", "when this sprite clicked -> hide | delete this clone | play sound * | start sound *"]),
  r("child", "tutorial", "snowball fight: when i press space a snowball flies from the player towards the mouse pointer", ["sprite Snowball", "@key space -> create clone of * | point towards mouse-pointer | broadcast *", "Snowball: point towards mouse-pointer"]),
  r("child", "tutorial", "party piñata: click the piñata 5 times and then the sweets come out", ["sprite Pinata | sprite Piñata", "when this sprite clicked -> change * by 1", "if * = 5 then | wait until * = 5 | if * > 4 then"]),
  r("child", "tutorial", "Flappy parrot: press space to flap, gravity pulls her down and pipes come from the right", ["sprite Parrot", "sprite Pipes | sprite Pipe", "Parrot: @key space -> change y by # | set * to #", "Parrot: forever -> change y by -# | change y by * | change * by -#", "Pipe: glide * | change x by -# || Pipes: glide * | change x by -#"]),
  r("teacher", "tutorial", "Synchronised swimming: 6 cats in a circle that all do the same move when I press space", ["repeat 5 -> create clone of myself | repeat 6 -> create clone of myself", "@key space -> * || when i receive * -> *"]),
  r("child", "tutorial", "space talk: two astronauts talk with broadcasts, the first one says 'Is it your turn?' and the second one answers 'Yes!'", ["sprites>=2", "broadcast *", "when i receive * -> say yes*", "say is it your turn?*"]),
  r("child", "tutorial", "catch the bus: the bus drives across the street and beeps, then the dog runs after it", ["sprite Bus", "sprite Dog", "Bus: glide * | move # steps | change x by #", `Bus: ${CLICK_SOUND} | say beep*`, "Dog: glide * | move # steps | go to bus | point towards bus"]),
  r("child", "tutorial", "poetry generator: pick random words from a list of nouns and a list of verbs and say a silly poem", ["list *", "item pick random 1 to length of *", "say join *"]),
  r("child", "tutorial", "guess the flag: show a flag and ask which country it is, then say correct or wrong", ["ask * -> if answer = * then -> say correct* -> else -> say *"]),
  r("child", "tutorial", "Sprint: press the left and right arrows one after the other to make the runner run, with a timer", ["sprite Runner", "reset timer | var timer | var time", "@key left arrow -> move # steps | change x by # || @key right arrow -> move # steps | change x by #"]),

  // ---- the Creative Computing curriculum guide, Harvard Graduate School of Education
  // (pdfslide.us/documents/creative-computing-pdf.html): build-a-band, about me, conversations,
  // it's alive, dance party, scenes
  r("teacher", "course", "Build-a-band: a guitar, a drum and a piano, and each one plays its sound when you click it", ["sprite Guitar", "sprite Drum", "sprite Piano", `Guitar: when this sprite clicked -> ${CLICK_SOUND}`, `Drum: when this sprite clicked -> ${CLICK_SOUND}`, `Piano: when this sprite clicked -> ${CLICK_SOUND}`]),
  r("child", "course", "about me: when you click my football it says 'I play on Saturdays' and when you click the pizza it says 'my favourite food!'", ["sprite Football", "sprite Pizza", "Football: when this sprite clicked -> say i play on saturdays*", "Pizza: when this sprite clicked -> say my favourite food*"]),
  r("teacher", "course", "Conversations: two characters tell a knock knock joke, taking turns", ["sprites>=2", "say knock knock*", "say who's there*"]),
  r("child", "course", "It's alive: the dragon flaps its wings by switching between its two costumes forever", ["sprite Dragon", "Dragon: forever -> next costume | switch costume to * -> wait # seconds || Dragon: forever -> wait # seconds -> next costume"]),
  r("child", "course", "dance party: the dancer changes costume every half a second, music plays forever and the backdrop changes colour", ["forever -> next costume -> wait 0.5 seconds || forever -> wait 0.5 seconds -> next costume", "forever -> play sound * until done | forever -> start sound *", "change color effect by * | set color effect to *"]),
  r("teacher", "course", "Scenes: when the cat reaches the right edge, switch to the next backdrop and the cat starts again on the left", ["sprite Cat", "if * then -> next backdrop | switch backdrop to * -> set x to -# | go to x: -# y: *"]),

  // ---- more voices, written after the sources above: short and long, children, parents, teachers,
  // non-native speakers
  r("child", "forum", "make a clicker where the cookie gets bigger when clicked and the score goes up", ["sprite Cookie", "var score", "Cookie: when this sprite clicked -> change score by 1", "Cookie: when this sprite clicked -> change size by # | set size to *"]),
  r("non-native", "forum", "I want make game: the mouse must eat the cheese and the cat is following him, 3 life", ["sprite Mouse", "sprite Cheese", "sprite Cat", "var lives | var life", "set lives to 3 | set life to 3", "Cat: forever -> point towards mouse | glide * to mouse | go to mouse"]),
  r("parent", "parent", "My son's class is doing Scratch. Could you make a car that drives around a track with the arrow keys and says finished after 3 laps?", ["sprite Car", "Car: @key left arrow -> turn * # degrees | change x by -#", "Car: @key right arrow -> turn * # degrees | change x by #", "var laps | var lap", "if laps = 3 then -> say finished* | if lap = 3 then -> say finished* | wait until laps = 3 -> say finished* | wait until lap = 3 -> say finished*"]),
  r("teacher", "lesson", "For my Year 6 class: a variable called temperature starts at 20 and goes up by 1 every second; when it reaches 30 the sprite says too hot and the program stops", ["var temperature", "set temperature to 20", "change temperature by 1", "wait 1 seconds", "if temperature = 30 then | repeat until temperature = 30 | wait until temperature = 30 | if temperature > 29 then | repeat until temperature > 29", "say too hot*", "stop all | stop this script"]),
  r("teacher", "lesson", "Key stage 1: the bee glides to the flower in 3 seconds and then says 'yum'", ["sprite Bee", "sprite Flower", "Bee: when flag clicked -> glide 3 sec* to flower | glide 3 sec* to x: * -> say yum*"]),
  r("child", "forum", "my sprite should count how many times i press space and say it", ["var *", "when space key pressed -> change * by 1 -> say *"]),
  r("child", "forum", "can you make a guess the number game, the computer picks a number from 1 to 20 and says higher or lower", ["set * to pick random 1 to 20", "ask *", "if answer < * then | if answer > * then | if * < answer then | if * > answer then", "say higher* | say too low*", "say lower* | say too high*"]),
  r("non-native", "forum", "sprite walk 10 step and wait 0.5 second, do it 8 time", ["repeat 8 -> move 10 steps -> wait 0.5 seconds", "scripts<=1"]),
  r("parent", "parent", "My daughter wants a unicorn that leaves a rainbow trail behind it when it follows the mouse", ["sprite Unicorn", "pen down", "forever -> go to mouse-pointer | glide * to mouse-pointer", "change pen color by * | set pen color to *"]),
  r("child", "forum", "when you click the green flag the ghost fades away slowly and then comes back", ["sprite Ghost", "Ghost: when flag clicked -> repeat # -> change ghost effect by # -> repeat # -> change ghost effect by -#"]),
  r("teacher", "lesson", "Lesson on coordinates: the sprite visits each corner of the stage in turn: (-200, 150), (200, 150), (200, -150), (-200, -150)", ["go to x: -200 y: 150 | glide * to x: -200 y: 150 -> go to x: 200 y: 150 | glide * to x: 200 y: 150 -> go to x: 200 y: -150 | glide * to x: 200 y: -150 -> go to x: -200 y: -150 | glide * to x: -200 y: -150", "comment"]),
  r("child", "forum", "i want a sprite that says a different random joke each time i click it, i have 3 jokes", ["list * | var *", "when this sprite clicked -> say item pick random 1 to * | set * to pick random 1 to 3 | say item *"]),
  r("non-native", "forum", "please, when the flag, the cat say hello 2 seconds, after he go to the right 100", ["sprite Cat", "Cat: when flag clicked -> say hello* for 2 seconds -> move 100 steps | change x by 100 | glide * to x: *", "scripts<=1"]),
  r("parent", "parent", "A whack a mole for a 7 year old with a 30 second timer", ["sprite Mole", "var score", "Mole: when this sprite clicked -> change score by 1", "set * to 30 | timer > 30 | timer > 29 | wait 30 seconds"]),
];
