/**
 * The words the offline generator understands, grouped into concepts. Recipes name concepts,
 * never raw words, so a synonym, plural or misspelling added here helps every recipe at once.
 * Entries with a space are phrases, matched on whole words.
 */
export const CONCEPTS: Record<string, string[]> = {
  // moving
  move: ["move", "go", "walk", "run", "drive", "travel", "steer", "control", "controllable", "fly", "swim"],
  arrows: ["arrow", "arrowkeys", "arrow keys", "cursor keys", "up down left right", "left right up down"],
  wasd: ["wasd", "w a s d", "a and d", "a d keys", "a or d"],
  /** Only along one line: "move left and right with the arrow keys", "with a and d". */
  sideways: ["left and right", "left or right", "side to side", "sideways", "a and d", "a d keys", "a or d"],
  key: ["key", "keyboard", "press", "presses", "pressed", "pressing", "button"],
  space: ["space", "spacebar", "space bar", "space key"],
  jump: ["jump", "hop", "leap", "platformer", "platform"],
  gravity: ["gravity", "physic", "physics", "realistic", "velocity", "platformer", "fall back down", "come back down"],
  fall: ["fall", "fell", "drop", "dropping", "sky", "from the top", "from above"],
  ball: ["ball", "balloon"],
  bounce: ["bounce", "bouncy", "ricochet", "rebound", "bounce off"],
  edge: ["edge", "border", "side of the screen", "sides of the screen"],
  wall: ["wall"],
  follow: ["follow", "tracks the mouse", "track the mouse", "come to", "go to the mouse", "follows me"],
  mouse: ["mouse", "cursor", "pointer", "mouse pointer"],
  chase: ["chase", "hunt", "enemy", "monster", "ghost chase", "catch me", "tag"],
  glide: ["glide", "slide", "float", "teleport"],
  random: ["random", "randomly", "anywhere", "surprise", "any place"],
  spin: ["spin", "rotate", "twirl", "whirl", "turn around", "spinning"],
  walk: ["walk", "walking", "stroll", "march"],
  // looks
  animate: ["animate", "animation", "animated", "costume", "flap", "wing", "flipbook"],
  dance: ["dance", "dancer", "groove", "boogie", "disco", "party"],
  grow: ["grow", "bigger", "shrink", "smaller", "size", "resize", "huge", "tiny", "pulse", "big", "small"],
  rainbow: ["rainbow", "colorful", "colourful", "flash", "flashing", "glow", "change color", "change colour", "color effect", "colour effect", "change colors", "change colours"],
  say: ["say", "talk", "speak", "speech", "bubble"],
  hello: ["hello", "hi", "hey", "greet", "greeting", "welcome", "introduce"],
  fade: ["fade", "ghost", "disappear", "vanish", "invisible", "transparent"],
  // pen
  draw: ["draw", "paint", "sketch", "trace", "art", "drawing"],
  /** A program to paint with, which the mouse holds the brush of. */
  paintapp: ["painting app", "paint app", "drawing app", "paint program", "painting program", "drawing program", "paint tool", "drawing tool"],
  pen: ["pen", "pencil", "crayon", "marker"],
  shape: ["shape", "polygon", "sided", "side", "sides", "regular"],
  polygon: ["polygon", "triangle", "square", "pentagon", "hexagon", "heptagon", "octagon", "nonagon", "decagon", "rectangle"],
  star: ["star", "starfish"],
  pointed: ["pointed", "point", "spike", "spiky", "corner"],
  spiral: ["spiral", "swirl", "snail", "vortex", "spiraling", "spiralling"],
  flower: ["flower", "petal", "rose", "daisy", "blossom", "sunflower"],
  grid: ["grid", "graph paper", "chessboard", "checkerboard", "tile", "row and column", "rows and columns"],
  parabola: ["parabola", "quadratic", "x squared", "xsquared", "y x x", "projectile"],
  sine: ["sine", "sin", "wave", "wavy", "sine wave", "squiggle", "zigzag"],
  graph: ["graph", "plot", "function", "axis", "axes", "equation", "curve", "coordinate", "coordinates"],
  circle: ["circle", "round", "ring", "oval", "wheel"],
  pattern: ["pattern", "spirograph", "rosette", "mandala", "kaleidoscope", "geometric", "design"],
  // counting, time
  click: ["click", "clicker", "tap", "cookie clicker", "clicking"],
  score: ["score", "scoring", "scoreboard", "point", "coin", "gem", "treasure", "collect", "pick up"],
  counter: ["counter", "count", "tally"],
  /** Counting clicks is the clicker, even said as a question: "say how many times I clicked it". */
  clickcount: ["how many times i clicked", "how many times i click", "how many times you click", "how many clicks", "number of clicks", "count clicks", "count the clicks", "count my clicks", "counts clicks", "counts my clicks", "click counter", "clicks counter"],
  timer: ["timer", "countdown", "count down", "time limit", "times up", "time up", "seconds left", "time left", "time runs out", "runs out of time", "before the time"],
  stopwatch: ["stopwatch", "stop watch", "how long", "lap time", "time how long", "how many seconds until", "how many seconds it takes", "timer that counts up", "timer counting up", "count up timer", "counts up timer", "timer that goes up", "timer which counts up"],
  countto: ["count to", "count up to", "count until", "count up until", "count from", "counting to", "number from", "numbers from", "1 to", "one to"],
  // asking
  quiz: ["quiz", "question", "trivia", "test me", "exam", "flashcard", "spelling test", "spelling bee", "vocabulary test", "vocab test"],
  math: ["math", "maths", "arithmetic", "addition", "multiplication", "sums", "mental math"],
  timestable: ["times table", "times tables", "multiplication table", "multiplication tables", "times tables quiz"],
  chat: ["chatbot", "chat bot", "chat", "conversation", "talk to me", "talk with me", "bot", "ai friend", "virtual friend", "friend"],
  ask: ["ask", "reply", "respond", "type"],
  answer: ["answer", "answers", "right answer", "correct", "what is", "whats", "how much is"],
  name: ["name", "my name", "your name", "names"],
  guess: ["guess", "guessing", "secret number", "higher or lower", "too high", "too low", "mystery number"],
  number: ["number", "digit"],
  /** A question with a yes-or-no answer that the program answers back to. */
  yesno: ["yes", "yes or no", "no or yes", "says no", "say no", "answer is no", "answers no", "types no"],
  rps: ["rock paper scissors", "rock paper scissor", "paper scissors", "roshambo"],
  /** A pretend password a program asks for: a loop lesson, never a real login. */
  password: ["password", "passcode", "secret code", "secret word", "pin code"],
  house: ["house", "home", "hut", "cottage"],
  evenodd: ["even or odd", "odd or even", "even and odd", "odd and even", "even number", "odd number", "is even", "is odd", "even numbers", "odd numbers"],
  calculator: ["calculator", "calculate", "calc", "add two numbers", "plus", "minus", "subtract", "multiply", "divide", "sum", "adding"],
  // lists
  list: ["list", "array"],
  shopping: ["shopping", "grocery", "groceries", "to do", "todo", "chore", "packing"],
  picker: ["picker", "pick", "choose", "chooser", "who goes first", "lottery", "raffle", "spinner", "decide", "random name", "name picker"],
  // clones
  clone: ["clone", "copies", "copy", "lots of", "many", "duplicate"],
  /** The time of day, which Scratch's "current" block reads. */
  clock: ["clock", "what time it is", "the time now", "current time", "time of day", "tells the time", "tell the time", "shows the time", "show the time"],
  fireworks: ["firework", "fireworks", "sparkle", "sparkles", "sparks"],
  rain: ["rain", "raining", "raindrop", "snow", "snowing", "snowflake", "storm", "confetti"],
  catch: ["catch", "grab", "catcher"],
  shoot: ["shoot", "shooter", "shooting", "fire", "laser", "bullet", "blaster", "space invaders", "projectile shooter"],
  // collisions and games
  touch: ["touch", "touches", "touching", "hit", "bump", "collide", "collision", "crash", "hit test"],
  colour: ["color", "colour", "colored", "coloured"],
  maze: ["maze", "labyrinth"],
  snake: ["snake", "snek", "slither", "nokia snake"],
  flappy: ["flappy", "flappy bird", "flappybird", "through the pipes", "between pipes"],
  pong: ["pong", "ping pong", "paddle", "bat and ball", "breakout", "tennis", "air hockey"],
  game: ["game", "play"],
  // music
  music: ["music", "musical", "song", "tune", "melody", "note", "sing", "jingle", "twinkle", "happy birthday", "ode to joy", "lamb"],
  drum: ["drum", "drummer", "beat", "rhythm", "beatbox", "percussion"],
  piano: ["piano", "keyboard piano", "xylophone", "instrument"],
  // messages and custom blocks
  broadcast: ["broadcast", "message", "send", "signal", "receive", "when i receive", "tell the other", "other sprite", "another sprite"],
  custom: ["custom block", "custom blocks", "my block", "my blocks", "make a block", "own block", "define", "procedure", "function block", "new block", "block with"],
  parameter: ["parameter", "input", "argument"],
  left: ["left", "anticlockwise", "counterclockwise", "counter clockwise", "anti clockwise"],
  right: ["right", "clockwise"],
  up: ["up", "upward", "upwards"],
  down: ["down", "downward", "downwards"],
  add: ["add", "addition", "plus", "adding", "sum", "sums"],
  subtract: ["subtract", "subtraction", "minus", "take away", "takeaway"],
  multiply: ["multiply", "multiplication", "times table", "times tables", "product"],
  divide: ["divide", "division", "divided"],
  snow: ["snow", "snowing", "snowflake", "winter", "blizzard"],
  birthday: ["birthday", "happy birthday"],
  joy: ["ode to joy", "beethoven"],
  lamb: ["lamb", "mary had a little lamb"],
  twinkle: ["twinkle", "little star", "twinkle twinkle"],
  guitar: ["guitar"],
  flute: ["flute", "recorder"],
  organ: ["organ"],
  saxophone: ["saxophone", "sax"],
  cello: ["cello", "violin", "strings"],
  choir: ["choir", "voices"],
  marimba: ["marimba", "xylophone"],
  musicbox: ["music box"],
  trombone: ["trombone", "trumpet"],
  clarinet: ["clarinet"],
  sound: ["sound", "noise", "sound effect", "meow", "bark", "woof", "pop", "roar", "quack", "moo", "beep"],
  meow: ["meow", "purr"],
  bark: ["bark", "woof"],
  pop: ["pop", "balloon"],
  roar: ["roar", "lion", "dinosaur"],
  quack: ["quack", "duck"],
  moo: ["moo", "cow"],
  backdrop: ["backdrop", "background", "scene", "stage background"],
  /** Added by the reader when the request holds a sum such as "7 x 8" (no words map to it). */
  expression: [],
  loop: ["loop", "repeat", "forever", "again and again", "over and over"],
  // requests far bigger than a few scripts: the generator declines these rather than guess
  big: ["minecraft", "fortnite", "roblox", "3d", "multiplayer", "online", "mmo", "rpg", "open world", "inventory", "boss", "bosses", "level editor", "save game", "login", "website", "virus", "hack", "bitcoin", "youtube", "operating system", "whole game", "battle royale", "like mario", "like zelda", "like pokemon", "100 levels", "50 levels", "20 levels"],
  // not Scratch programs at all: writing, facts, weather. Declined with a different, kind answer.
  /** Two characters talking in turn: a story told in Scratch, not one written for the child. */
  dialogue: ["talk to each other", "talking to each other", "talks to each other", "speak to each other", "chat to each other", "chat with each other", "conversation between", "have a conversation", "having a conversation", "two characters", "two sprites talk", "dialogue", "dialog", "talk together", "story where", "animated story", "story with", "tell a story", "comic strip"],
  /** Set by the reader (offline.read.ts, findTopic) when a quiz is about something other than maths. */
  topic: [],
  offtopic: ["essay", "homework", "poem", "story", "email", "joke", "weather", "forecast", "capital of", "translate", "news", "recipe for", "book report", "cover letter", "my report", "summarise", "summarize", "who is", "who was", "what year"],
};

/** Misspellings children often type, mapped to the word they meant. Checked before fuzzy matching. */
export const MISSPELLINGS: Record<string, string> = {
  jum: "jump", jumpp: "jump", jumo: "jump", gravaty: "gravity", gravitty: "gravity", gravety: "gravity", garvity: "gravity",
  spiril: "spiral", spirel: "spiral", spirol: "spiral", sqaure: "square", squre: "square", sqare: "square",
  traingle: "triangle", triangel: "triangle", trangle: "triangle", pentagone: "pentagon", hexagone: "hexagon",
  clik: "click", clikc: "click", clck: "click", scor: "score", socre: "score", scroe: "score",
  timmer: "timer", timr: "timer", tiemr: "timer", quizz: "quiz", quize: "quiz", kwiz: "quiz",
  calculater: "calculator", calculatr: "calculator", calulator: "calculator", shoping: "shopping",
  musik: "music", musc: "music", danse: "dance", dancin: "dance", arow: "arrow", arrrow: "arrow", arrorw: "arrow",
  keybord: "keyboard", mous: "mouse", mose: "mouse", bouce: "bounce", bounse: "bounce", bownce: "bounce",
  boucne: "bounce", folow: "follow", follw: "follow", chace: "chase", costum: "costume", costumme: "costume",
  animashun: "animation", animaton: "animation", paddel: "paddle", maiz: "maze", maez: "maze",
  parabala: "parabola", parobola: "parabola", parrabola: "parabola", gess: "guess", guss: "guess", gues: "guess",
  numbr: "number", nummber: "number", broadcst: "broadcast", bulet: "bullet", colision: "collision",
  collison: "collision", circel: "circle", cirlce: "circle", sercle: "circle", flowr: "flower", flouwer: "flower",
  peddle: "paddle", colr: "color", culler: "color", drumz: "drum", pianno: "piano", moov: "move", mov: "move",
  muve: "move", wlak: "walk", spinn: "spin", stopwach: "stopwatch", countdwon: "countdown", chatbott: "chatbot",
  quetion: "question", qestion: "question", qustion: "question",
  shooot: "shoot", shot: "shoot", cloan: "clone", clon: "clone", rane: "rain", snoe: "snow",
  sprial: "spiral", polgon: "polygon", pollygon: "polygon", ocatgon: "octagon",
  gird: "grid", poing: "pong", drraw: "draw", darw: "draw", drow: "draw",
};

/**
 * Everyday words that look like a concept word with one letter changed ("write" / "white",
 * "bake" / "make"): never corrected by the fuzzy pass.
 */
export const NEVER_CORRECT = new Set([
  "write", "wrote", "white", "while", "whole", "where", "there", "their", "these", "those", "think", "thing",
  "about", "after", "again", "could", "would", "should", "every", "other", "world", "words", "story", "stories",
  "essay", "essays", "please", "thanks", "maybe", "right", "light", "night", "might", "fight", "sight", "space",
  "place", "plane", "plant", "count", "court", "shape", "share", "shake", "sharp", "start", "smart", "stare",
  "store", "stone", "score", "scare", "scarf", "scene", "sound", "round", "around", "ground", "found", "bound",
  "house", "horse", "mouse", "moose", "noise", "voice", "choice", "money", "honey", "phone", "photo", "party",
  "pasta", "pizza", "table", "cable", "apple", "people", "purple", "simple", "little", "middle", "bottle",
  "during", "having", "making", "taking", "being", "going", "doing", "saying", "seeing", "times", "lines",
  "learn", "teach", "class", "grade", "paper", "report", "recipe", "cooking", "weather", "email", "video",
  "hello", "happy", "birthday", "sorry", "crazy", "funny", "silly", "ready", "really", "super", "cool",
  "level", "levels", "height", "weight", "blocks", "clocks", "player", "planet", "rocket", "today", "tomorrow", "yesterday", "spell", "spelling", "letter", "letters", "number", "numbers",
]);

/** Number words children write instead of digits. */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90, hundred: 100, thousand: 1000, half: 0.5, dozen: 12,
};

/** Shape names that say how many sides. */
export const SHAPE_SIDES: Record<string, number> = {
  triangle: 3, square: 4, rectangle: 4, pentagon: 5, hexagon: 6, heptagon: 7, septagon: 7, octagon: 8,
  nonagon: 9, decagon: 10, dodecagon: 12,
};

/** Colour words to the hex literal scratchblocks shows as a colour swatch. Phrases first. */
export const COLOUR_WORDS: [string, string][] = [
  ["light blue", "#66ccff"], ["dark blue", "#0033aa"], ["light green", "#66dd66"], ["dark green", "#006600"],
  ["sky blue", "#66ccff"], ["hot pink", "#ff3399"],
  ["red", "#ff0000"], ["orange", "#ff8800"], ["yellow", "#ffdd00"], ["green", "#00aa00"], ["blue", "#0066ff"],
  ["purple", "#8800cc"], ["violet", "#8800cc"], ["pink", "#ff66cc"], ["black", "#000000"], ["white", "#ffffff"],
  ["brown", "#8b4513"], ["gray", "#888888"], ["grey", "#888888"], ["cyan", "#00cccc"], ["turquoise", "#00cccc"],
  ["magenta", "#ff00ff"], ["gold", "#ffcc00"], ["golden", "#ffcc00"], ["silver", "#c0c0c0"],
];

/**
 * Words the behaviour reader (offline.parts.ts) looks for that are not concept words: verbs,
 * triggers and the things they act on. Listed here so the fuzzy pass can correct a typo to them
 * ("dissapear" → "disappear") and plurals fold ("turns" → "turn").
 */
export const ACTION_WORDS = [
  "turn", "hide", "show", "appear", "disappear", "reappear", "sprite", "character", "when", "whenever",
  "change", "bigger", "smaller", "shrink", "think", "touch", "forward", "backward", "across", "middle", "centre",
  "center", "stage", "screen", "wait", "every", "second", "costume", "backdrop",
  "background", "sound", "noise", "teleport", "position", "green", "stop", "everything",
  "forever", "again", "start", "begin", "shout",
  "yell", "scream", "greet", "visible", "invisible", "flip", "face", "pause", "rotate", "vanish", "twirl",
  "bounce", "clone", "score", "jump", "move", "spin", "play", "note", "drum", "ask", "lose", "life",
];

/**
 * Children's shorthand ("u", "pls") and short typos of the behaviour words, which the fuzzy pass
 * (6+ letters) cannot catch. Checked after MISSPELLINGS.
 */
export const SHORTHAND: Record<string, string> = {
  u: "you", ur: "your", wen: "when", wehn: "when", whn: "when", wheen: "when", prees: "press", pres: "press", pess: "press",
  prss: "press", spase: "space", spcae: "space", sapce: "space", spce: "space", spacebar: "space",
  jamp: "jump", jupm: "jump", jumb: "jump", jmup: "jump", sya: "say", sey: "say", sayy: "say", sai: "say",
  dissapear: "disappear", disapear: "disappear", dissappear: "disappear", apear: "appear", appeer: "appear",
  colur: "colour", coulor: "colour", culor: "color", collor: "color", bigg: "bigger", biger: "bigger", smal: "smaller",
  sprit: "sprite", spirte: "sprite", sprtie: "sprite", sprait: "sprite", backround: "background", bakground: "background",
  backgroud: "background", soud: "sound", sond: "sound", sownd: "sound", noize: "noise", tern: "turn", trun: "turn",
  moove: "move", muv: "move", clickd: "clicked", clikd: "clicked", cliked: "clicked", clic: "click", klik: "click",
  tuch: "touch", tutch: "touch", touchs: "touch", eddge: "edge", egde: "edge", edje: "edge", secs: "seconds",
  secound: "second", secounds: "seconds", secons: "seconds", stpes: "steps", spinz: "spin",
  rotat: "rotate", shrinc: "shrink", shrik: "shrink", hidde: "hide", hid: "hide", sho: "show", shwo: "show",
  meaow: "meow", miaow: "meow", meaw: "meow", mew: "meow", barc: "bark", bak: "bark", pointz: "points", ponts: "points",
  costom: "costume", costyume: "costume", chnage: "change", chage: "change",
  cahnge: "change", pley: "play", paly: "play", plai: "play", randum: "random", randon: "random", ramdom: "random",
  midle: "middle", centr: "centre", teleprt: "teleport", stoped: "stop", stopp: "stop", evry: "every", evrey: "every",
  fourever: "forever", foreva: "forever", forevr: "forever", tims: "times",
  ballon: "balloon", baloon: "balloon", pls: "please", plz: "please", pleas: "please", thx: "thanks", thnx: "thanks",
};
