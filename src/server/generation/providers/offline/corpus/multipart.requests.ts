import type { TCorpusRequest } from "./corpus.types";

/**
 * Requests of two to five parts. Each part is a "trigger>action" pair the program must contain,
 * or "!words": a part the offline generator cannot build, which the explanation must name.
 */
export interface TMultipartRequest {
  prompt: string;
  parts: string[];
  voice?: TCorpusRequest["voice"];
}

export const MULTIPART_REQUESTS: TMultipartRequest[] = [
  { prompt: "make the cat jump when i press space, say hello, move across the stage and play a sound", parts: ["key:space>jump", "flag>say", "flag>move", "flag>sound"] },
  { prompt: "when i click the cat it meows, and when i press space it jumps", parts: ["click>sound", "key:space>jump"] },
  { prompt: "jump when i press w, spin when i press s and say hi when i click", parts: ["key:w>jump", "key:s>turn", "click>say"] },
  { prompt: "Move my sprite with the arrow keys, add a score and a 30 second timer", parts: ["key:right arrow>move", "touch:colour>score", "flag>score"] },
  { prompt: "when the green flag is clicked say welcome. when i press b the dog barks. when i click it it hides", parts: ["flag>say", "key:b>sound", "click>hide"] },
  { prompt: "make it grow when i press g and shrink when i press s", parts: ["key:g>size", "key:s>size"] },
  { prompt: "the cat says hi, then walks 50 steps, then turns around", parts: ["flag>say", "flag>move", "flag>turn"] },
  { prompt: "press r to turn red, press b to turn blue and press n to go back to normal", parts: ["key:r>colour", "key:b>colour", "key:n>colour"] },
  { prompt: "when i click the sprite add a point, and when the score reaches 10 say you win", parts: ["click>score", "flag>say"] },
  { prompt: "make a pong game and play a drum beat", parts: ["flag>bounce", "flag>music"] },
  { prompt: "draw a star and then say done", parts: ["flag>pen", "flag>say"] },
  { prompt: "when I press space the cat should jump, and it should also explode into confetti", parts: ["key:space>jump", "!explode into confetti"] },
  { prompt: "make the cat say hi and do a backflip", parts: ["flag>say", "!do a backflip"] },
  { prompt: "when i press up go up, when i press down go down, when i press left go left, when i press right go right", parts: ["key:up arrow>move", "key:down arrow>move", "key:left arrow>move", "key:right arrow>move"] },
  { prompt: "every 2 seconds change costume and when i click it say stop tickling me", parts: ["flag>costume", "click>say"] },
  { prompt: "when it touches the edge say ouch, when i click it spin, and when i press space jump", parts: ["touch:edge>say", "click>turn", "key:space>jump"] },
  { prompt: "Hi! I want the dog to bark when I press b. Also make it dance when I click it. Thanks!", parts: ["key:b>sound", "click>turn"] },
  { prompt: "make the ghost fade when clicked, and make it come back when i press space", parts: ["click>ghost", "key:space>show"] },
  { prompt: "at the start say lets go, then glide to a random place, and when i press q stop everything", parts: ["flag>say", "flag>random", "key:q>stop"] },
  { prompt: "the sprite follows the mouse and says hello when i click it", parts: ["flag>move", "click>say"] },
  { prompt: "make a catch game and also send it to my friend by email", parts: ["clone>score", "!send it to my friend by email"] },
  { prompt: "press 1 to say one, press 2 to say two, press 3 to say three", parts: ["key:1>say", "key:2>say", "key:3>say"] },
  { prompt: "When the green flag is clicked the sprite goes to the middle. When the space key is pressed it jumps. When it is clicked it changes colour.", parts: ["flag>move", "key:space>jump", "click>colour"] },
  { prompt: "make the cat jump when i press space and make the cat talk like a real person", parts: ["key:space>jump", "flag>say"] },
  { prompt: "when i click it play a sound, then wait 1 second, then hide", parts: ["click>sound", "click>wait", "click>hide"] },
  { prompt: "draw a square and play twinkle twinkle", parts: ["flag>pen", "flag>music"] },
  { prompt: "make a maths quiz and when i press space change the backdrop", parts: ["flag>ask", "key:space>backdrop"] },
  { prompt: "the bird flaps its wings forever and flies up when i press the up arrow and down when i press the down arrow", parts: ["flag>costume", "key:up arrow>move", "key:down arrow>move"] },
  { prompt: "when i press c make a clone, when i press h hide and when i press s show", parts: ["key:c>clone", "key:h>hide", "key:s>show"] },
  { prompt: "make the cat meow when clicked and make it fly to the moon", parts: ["click>sound", "!fly to the moon"] },
  { prompt: "jump when i press space and lose a life when i touch red", parts: ["key:space>jump", "touch:colour>score"] },
  { prompt: "say 'Welcome to my game' at the start, and add a point every time i press p", parts: ["flag>say", "key:p>score"] },
  { prompt: "make the robot say beep, spin around and change colour when i click it", parts: ["click>say", "click>turn", "click>colour"] },
  { prompt: "wen i press space jump, wen i click say ow, and evry 3 seconds change colur", parts: ["key:space>jump", "click>say", "flag>colour"] },
  { prompt: "make the sprite bounce around the screen and play a pop sound when i click it", parts: ["flag>bounce", "click>sound"] },
  { prompt: "when i press the a key move left 10 steps and when i press the d key move right 10 steps and when i press w jump", parts: ["key:a>move", "key:d>move", "key:w>jump"] },
  { prompt: "I'd like the fish to swim across the stage, blow bubbles and change colour every second", parts: ["flag>move", "!blow bubbles", "flag>colour"] },
  { prompt: "make a countdown of 20 seconds and a sprite that says go when i press g", parts: ["flag>score", "key:g>say"] },
  { prompt: "the dragon roars when i press r, breathes fire when i press f and flies when i press space", parts: ["key:r>sound", "!breathes fire", "key:space>move"] },
  { prompt: "when i click the green flag the cat says ready, then it grows and then it spins", parts: ["flag>say", "flag>size", "flag>turn"] },
  { prompt: "make the sprite think hmm when i press t and say aha when i press a", parts: ["key:t>think", "key:a>say"] },
  { prompt: "if the cat touches blue say splash and if it touches green say grass", parts: ["touch:colour>say", "touch:colour>say"] },
  { prompt: "when i press space go to a random place and play a sound, and when i click the sprite hide", parts: ["key:space>random", "key:space>sound", "click>hide"] },
  { prompt: "make the cat walk around, meow every 5 seconds and jump when i press space and say hi when clicked and stop when i press x", parts: ["flag>move", "flag>sound", "key:space>jump", "click>say", "key:x>stop"] },
  { prompt: "draw a hexagon, then play a drum, then say finished", parts: ["flag>pen", "flag>music", "flag>say"] },
  { prompt: "a sprite that turns to face the mouse when i press f and moves towards it when i press m", parts: ["key:f>turn", "key:m>move"] },
  { prompt: "please make the sprite say hello and also make it do my homework", parts: ["flag>say", "!do my homework"] },
  { prompt: "change the backdrop every 4 seconds and make the sprite dance forever", parts: ["flag>backdrop", "flag>turn"] },
  { prompt: "make the cat say hi when i click it. make it spin when i press s. make it hide when i press h. make it show when i press j.", parts: ["click>say", "key:s>turn", "key:h>hide", "key:j>show"] },
  { prompt: "when u click the cat it says meow and gets bigger, when u press space it goes back to normal", parts: ["click>say", "click>size", "key:space>size"] },
];
