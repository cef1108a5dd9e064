/**
 * The words the plan reader knows, by what they do in a request. Each list is one kind of word
 * (a verb of motion, a word that starts a trigger, a word that only frames the request); the
 * reader matches lemmas, so one form of each word is enough.
 */

/** Children's shorthand that no spelling matcher can reach. */
export const SHORTHAND: Record<string, string> = {
  u: "you", ur: "your", pls: "please", plz: "please", wen: "when", wenever: "whenever", cuz: "because", thx: "thanks",
  spacebar: "space", gonna: "going", wanna: "want", clik: "click", clikc: "click", sprit: "sprite", arow: "arrow",
};

/** Verbs of moving somewhere; the words after them say where and how far. */
export const MOVE_VERBS = new Set(["move", "walk", "run", "go", "slide", "swim", "fly", "drive", "gallop", "travel", "step", "race", "zoom", "roll", "crawl", "march", "trot", "skate", "sail", "dash", "head", "come", "hop", "float", "drift", "soar"]);
export const JUMP_VERBS = new Set(["jump", "hop", "leap"]);
export const TURN_VERBS = new Set(["turn", "rotate", "spin", "twirl", "flip"]);
export const SAY_VERBS = new Set(["say", "tell", "shout", "yell", "speak", "talk", "greet", "ask", "think", "announce", "show"]);
export const SOUND_VERBS: Record<string, string> = {
  bark: "Dog", woof: "Dog", meow: "Meow", roar: "Roar", quack: "Duck", moo: "Cow", purr: "Meow", beep: "Beep", buzz: "Buzz",
  chirp: "Bird", tweet: "Bird", squeak: "Squeak", growl: "Growl", honk: "Honk", pop: "Pop", clap: "Clap", whoosh: "Whoosh",
  ring: "Bell", oink: "Pig", hiss: "Snake", howl: "Wolf", neigh: "Horse", ribbit: "Frog", croak: "Frog", hoot: "Owl",
};

/** Words that only frame a request: who asks, politeness, "make a program that". Never left out. */
export const FRAMING = new Set([
  "a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "this", "that", "these", "those", "some", "please", "thanks", "thank",
  "you", "i", "me", "we", "us", "can", "could", "would", "will", "should", "must", "shall", "may", "might", "want", "need", "like", "love",
  "make", "create", "build", "program", "project", "code", "write", "do", "have", "let", "get", "help", "how", "to", "so", "just", "also",
  "really", "very", "simple", "easy", "small", "little", "nice", "cool", "fun", "new", "basic", "first", "quick", "short", "is", "are", "be",
  "am", "was", "it", "he", "she", "they", "him", "them", "one", "and", "or", "of", "with", "for", "on", "in", "at", "by", "from", "into",
  "onto", "which", "who", "what", "where", "there", "then", "when", "whenever", "if", "sprite", "character", "scratch", "hi", "hello",
  "ok", "okay", "yes", "now", "here", "able", "going", "gonna", "something", "thing", "way", "own", "by", "itself", "himself", "herself",
  "son", "daughter", "kid", "kids", "child", "children", "class", "pupil", "pupils", "student", "students", "year", "old", "age", "twins",
  "grade", "lesson", "today", "game", "please", "pls", "some", "each", "every", "time", "all", "around", "about", "as", "well", "too",
  "again", "once", "will", "keep", "keeps", "start", "starts", "begin", "until", "after", "before", "while", "but", "not", "no", "yet",
  "up", "out", "off", "down", "over", "s", "much", "many", "more", "any", "other", "another", "same", "different", "screen", "stage",
  "work", "works", "working", "happen", "happens", "thing", "things", "try", "show", "see", "look", "use", "using", "used", "called", "named",
  "wants", "likes", "loves", "needs", "say", "says", "saying", "something", "help", "pls", "plz", "im", "lets", "let", "whole", "exactly",
  "slowly", "quickly", "fast", "slow", "really", "always", "program", "programme", "app", "idea", "people", "someone", "player", "person",
]);

/** Nouns that are never a character of their own (places, keys, parts of a program). */
export const NOT_CHARACTERS = new Set([
  "edge", "wall", "border", "side", "screen", "stage", "mouse", "pointer", "cursor", "key", "arrow", "space", "bar", "button", "score",
  "point", "life", "time", "timer", "second", "minute", "step", "degree", "game", "program", "project", "sprite", "character", "costume",
  "backdrop", "background", "scene", "sound", "noise", "music", "song", "colour", "color", "size", "position", "place", "spot", "middle",
  "centre", "center", "top", "bottom", "left", "right", "ground", "floor", "sky", "start", "end", "way", "number", "answer", "question",
  "name", "word", "text", "message", "variable", "list", "loop", "flag", "click", "press", "thing", "times", "lesson", "class", "year",
  "son", "daughter", "kid", "child", "twin", "player", "pen", "line", "shape", "square", "circle", "triangle", "star", "hexagon", "pentagon",
  "octagon", "angle", "speed", "gravity", "x", "y", "random", "hello", "hi", "bye", "goodbye", "point", "points", "lives", "energy", "hunger",
  "happiness", "health", "clone", "copy", "trail", "drum", "note", "beat", "animation", "effect", "ghost-effect", "quiz", "story", "maths",
  "math", "sum", "loops", "variables", "events", "selection", "sequence", "sequencing", "coordinates", "grandma", "grandpa", "mum", "dad",
  "teacher", "students", "people", "someone", "everyone", "friend", "friends", "age", "idea", "help", "part", "level", "round", "lap",
  "finish", "goal", "target", "mistake", "mistakes", "turn", "order", "keyboard", "letter", "letters", "direction", "distance", "length",
  "counter", "total", "count", "temperature", "repeat", "forever", "until", "block", "blocks", "script", "code", "everything",
  // words that stand for no one in particular
  "nothing", "something", "anything", "nobody", "somebody", "anybody", "everybody", "anyone", "none", "else",
  // what a block reports or takes, not a thing on the stage ("the loudness is over 30", "their difference", "an input called height")
  "input", "loudness", "volume", "difference", "product", "result", "quotient", "remainder", "average", "percentage", "percent", "value",
  // the machine the program runs on stands for the program itself ("the computer picks a name", "the computer says a word")
  "computer", "laptop", "tablet", "phone", "console", "webcam", "camera", "microphone",
  // where a request comes from, and how children are grouped ("the calculator chapter of my book", "a name for team red")
  "chapter", "book", "page", "team", "teams", "group",
  // the one who asks, said of themselves
  "myself", "yourself", "me", "you",
]);

/**
 * Words that name a whole kind of program (a pong game, a quiz, a maze): never a character, and
 * never read past, so a request that names one is built as that whole program or says it is not.
 */
export const PROGRAM_WORDS = new Set([
  "pong", "snake", "maze", "quiz", "test", "flappy", "platformer", "shooter", "clicker", "whack", "mole", "dress", "pet", "story", "countdown",
  "dice", "die", "picker", "piano", "racing", "race", "track", "lap", "finish", "trivia", "catcher", "tag", "hide", "seek", "invaders",
  "breakout", "tetris", "pacman", "password", "clock", "stopwatch", "calculator", "chatbot", "conversation", "joke", "animation", "card",
  "fireworks", "snow", "rain", "drawing", "paint", "song", "music", "tune", "beat", "drum", "times", "table", "spelling", "maths", "math",
]);

/** Verbs that, in a project's title, name a kind of game ("Catch the apples:", "Dodge the rocks:"). */
export const GAME_VERBS = new Set(["catch", "collect", "dodge", "shoot", "avoid", "escape", "chase", "race", "feed", "whack", "pop", "find"]);

/** Nouns that are a number the program keeps: "the counter goes up by 2". */
export const VARIABLE_NOUNS = new Set(["score", "counter", "points", "point", "lives", "life", "number", "total", "count", "speed", "energy", "hunger", "happiness", "health", "coins", "temperature", "level"]);

/** A graphic effect's words as a child says them, and the effect's name in Scratch ("colour" is "color"). */
export const LOOK_EFFECTS: Record<string, string> = { colour: "color", color: "color", ghost: "ghost", brightness: "brightness", fisheye: "fisheye", whirl: "whirl", pixelate: "pixelate", mosaic: "mosaic" };

/** Colour words and their Scratch colour. */
export const COLOURS: Record<string, string> = {
  red: "#ff0000", blue: "#0000ff", green: "#00ff00", yellow: "#ffff00", orange: "#ff8800", purple: "#8800cc", pink: "#ff66cc",
  black: "#000000", white: "#ffffff", brown: "#8b4513", grey: "#888888", gray: "#888888", gold: "#ffcc00", cyan: "#00ffff",
};

/** Every word the spelling matcher may mend a typo toward. */
export const PLAN_VOCABULARY = new Set<string>([
  ...Object.values(SHORTHAND),
  ...MOVE_VERBS, ...JUMP_VERBS, ...TURN_VERBS, ...SAY_VERBS, ...Object.keys(SOUND_VERBS),
  ...Object.keys(COLOURS), ...NOT_CHARACTERS,
  "when", "whenever", "click", "clicked", "press", "pressed", "touch", "touches", "touching", "hit", "reach", "catch", "collect",
  "forever", "repeat", "times", "until", "every", "after", "then", "second", "seconds", "disappear", "appear", "hide", "show", "grow",
  "shrink", "bigger", "smaller", "change", "costume", "backdrop", "background", "random", "follow", "chase", "bounce", "glide",
  "wait", "stop", "score", "lives", "play", "sound", "character", "sprite", "arrow", "space", "green", "flag", "invisible", "visible",
  "clone", "draw", "square", "circle", "triangle", "hexagon", "pentagon", "octagon", "penguin", "unicorn", "dinosaur", "dragon", "monkey",
  "butterfly", "rocket", "balloon", "ghost", "robot", "parrot", "dog", "cat", "horse", "fish", "shark", "frog", "bunny", "rabbit",
  "around", "across", "towards", "toward", "middle", "centre", "center", "question", "answer", "animation", "animate", "colour", "color",
  "faster", "slower", "gravity", "position", "variable", "message", "broadcast", "receive", "counter", "count", "countdown", "timer",
  "please", "because", "thanks", "your", "going", "want", "degrees", "steps", "right", "left", "down", "forward", "backward",
]);

/** Helping words between a name and what it does ("the score should go up", "lives that start at 3"). */
export const AUX = new Set(["should", "will", "can", "must", "is", "are", "to", "that", "who", "which", "could", "would", "does", "do", "has", "have", "gets", "get", "be", "then", "also", "just", "always", "keeps", "keep", "start", "starts"]);
