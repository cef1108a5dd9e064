import type { TRecipe } from "../offline.types";
import { body, choiceParam, items, itemsParam, nameParam, num, numberParam, safeName, safeText, script, str } from "./recipe.helpers";

/** Quizzes, chatbots, guessing games, calculators and lists: everything built on ask and answer. */

const OPERATIONS: Record<string, { symbol: string; word: string; label: string }> = {
  add: { symbol: "+", word: "plus", label: "Plus" },
  subtract: { symbol: "-", word: "minus", label: "Minus" },
  multiply: { symbol: "*", word: "times", label: "Times" },
  divide: { symbol: "/", word: "divided by", label: "Divided by" },
};
const SHOWN: Record<string, string> = { "+": "+", "-": "-", "*": "x", "/": "÷" };

export const quizMath: TRecipe = {
  id: "quiz-math",
  family: "ask-answer",
  suggestion: "Make a maths quiz with 5 questions",
  requires: [["quiz"]],
  boosts: ["math:2", "ask", "score", "add", "multiply", "subtract", "number"],
  penalties: ["chat:3", "guess:4", "yesno:6"],
  params: [
    numberParam("questions", "how many questions", { default: 5, min: 1, max: 50, meanings: ["count"], takesPlain: true }),
    numberParam("biggest", "the biggest number in a question", { default: 10, min: 2, max: 1000, meanings: ["max"] }),
    choiceParam("operation", "the kind of sum", "add", { multiply: ["multiply", "timestable"], subtract: ["subtract"], add: [] }),
  ],
  provides: ["score"],
  composesWith: ["timer"],
  build(p) {
    const op = OPERATIONS[str(p, "operation")] ?? OPERATIONS.add!;
    const questions = num(p, "questions");
    const biggest = num(p, "biggest");
    const result = `((a) ${op.symbol} (b))`;
    return {
      scripts: [
        script(
          `Ask ${questions} ${op.word} questions and count the right answers`,
          "when green flag clicked",
          "set [score v] to (0)",
          `repeat (${questions})`,
          body(
            `set [a v] to (pick random (1) to (${biggest}))`,
            `set [b v] to (pick random (1) to (${biggest}))`,
            `ask (join (a) (join [ ${SHOWN[op.symbol]} ] (join (b) [ = ?]))) and wait`,
            `if <(answer) = ${result}> then`,
            body("say [Correct!] for (1) seconds", "change [score v] by (1)"),
            "else",
            body(`say (join [Oops! The answer is ] ${result}) for (2) seconds`),
            "end",
          ),
          "end",
          `say (join [You got ] (join (score) [ right!])) for (3) seconds`,
        ),
      ],
      explanation: `The quiz picks two random numbers from 1 to ${biggest} and asks what they make ${op.word === "times" ? "multiplied" : `with ${op.word}`}. Type your answer and press Enter. A right answer adds 1 to the score; after ${questions} questions it tells you your score.`,
    };
  },
};

/**
 * A quiz on any subject ("capital cities", "dinosaurs", "spelling"). The offline generator knows
 * no facts, so it never makes any up: the program keeps the questions and answers in two lists,
 * filled by blocks the child or teacher types their own questions into, and asks them in order.
 */
export const quizTopic: TRecipe = {
  id: "quiz-topic",
  family: "ask-answer",
  suggestion: "Make a quiz about animals with my own questions",
  requires: [["quiz"], ["topic"]],
  boosts: ["ask", "score", "answer"],
  penalties: ["math:6", "expression:6", "timestable:6", "chat:3", "guess:4"],
  params: [
    numberParam("questions", "how many questions", { default: 3, min: 1, max: 10, meanings: ["count"], takesPlain: true }),
    { kind: "topic", name: "topic", about: "what the quiz is about", default: "animals" },
  ],
  provides: ["score"],
  composesWith: ["timer"],
  build(p) {
    const questions = num(p, "questions");
    const topic = safeText(str(p, "topic"), 30).toLowerCase();
    const numbers = Array.from({ length: questions }, (_, i) => i + 1);
    return {
      scripts: [
        script(
          `Your ${questions === 1 ? "question" : `${questions} questions`} about ${topic}: type ${questions === 1 ? "it" : "each one"} and ${questions === 1 ? "its" : "their"} answer${questions === 1 ? "" : "s"} into these blocks`,
          "when green flag clicked",
          "delete all of [questions v]",
          "delete all of [answers v]",
          numbers.flatMap((n) => [`add [Question ${n} about ${topic}?] to [questions v]`, `add [answer ${n}] to [answers v]`]),
          "broadcast (start quiz v)",
        ),
        script(
          "Ask each question in turn and count the right answers",
          "when I receive [start quiz v]",
          "set [score v] to (0)",
          "show variable [score v]",
          "set [question v] to (1)",
          "repeat (length of [questions v])",
          body(
            "ask (item (question) of [questions v]) and wait",
            "if <(answer) = (item (question) of [answers v])> then",
            body("say [Correct!] for (1) seconds", "change [score v] by (1)"),
            "else",
            body("say (join [The answer is ] (item (question) of [answers v])) for (2) seconds"),
            "end",
            "change [question v] by (1)",
          ),
          "end",
          "say (join [You got ] (join (score) (join [ out of ] (length of [questions v])))) for (3) seconds",
        ),
      ],
      explanation: `A quiz about ${topic} with ${questions === 1 ? "1 question" : `${questions} questions`}. The offline generator doesn't know facts about ${topic}, so it leaves the questions to you: in the first script, type your question${questions === 1 ? "" : "s"} into the "add [Question …] to [questions]" block${questions === 1 ? "" : "s"} and each answer into the "add [answer …] to [answers]" block under it. Then click the green flag: the sprite asks each question, checks the answer you type (capital letters don't matter) and adds 1 to the score for each right one.`,
    };
  },
};

export const askYesNo: TRecipe = {
  id: "ask-yes-no",
  family: "ask-answer",
  suggestion: "Ask a yes or no question and answer back",
  requires: [["ask", "quiz", "answer"], ["yesno"]],
  boosts: ["say", "answer:2", "ask"],
  wins: ["yesno"],
  penalties: ["math:4", "chat:3", "guess:4", "topic:4"],
  params: [{ kind: "text", name: "reply", about: "what the sprite says to a yes", default: "Great!" }],
  build(p) {
    const reply = safeText(str(p, "reply"), 40);
    return {
      scripts: [
        script(
          "Ask a question and answer back: one thing for yes, another for anything else",
          "when green flag clicked",
          "ask [Do you like Scratch? (yes or no)] and wait",
          "if <(answer) = [yes]> then",
          body(`say [${reply}] for (2) seconds`),
          "else",
          body("say [Oh, okay!] for (2) seconds"),
          "end",
        ),
      ],
      explanation: `The sprite asks a question and waits for you to type an answer. If the answer is "yes" (capital letters don't matter), it says "${reply}"; any other answer gets "Oh, okay!". Change the question and both answers to your own.`,
    };
  },
};

/** Whether the first choice beats the second: rock blunts scissors, paper wraps rock, scissors cut paper. */
const beats = (mine: string, theirs: string) =>
  `<<<(${mine}) = [rock]> and <(${theirs}) = [scissors]>> or <<<(${mine}) = [paper]> and <(${theirs}) = [rock]>> or <<(${mine}) = [scissors]> and <(${theirs}) = [paper]>>>>`;

export const rockPaperScissors: TRecipe = {
  id: "rock-paper-scissors",
  family: "lists",
  suggestion: "Play rock, paper, scissors against the computer",
  requires: [["rps"]],
  boosts: ["game", "random", "ask"],
  params: [],
  build() {
    return {
      scripts: [
        script(
          "Play rock, paper, scissors: you type your choice, the sprite picks one at random",
          "when green flag clicked",
          "delete all of [choices v]",
          ["rock", "paper", "scissors"].map((choice) => `add [${choice}] to [choices v]`),
          "ask [Rock, paper or scissors?] and wait",
          "if <[choices v] contains (answer)?> then",
          body(
            "set [my choice v] to (item (pick random (1) to (3)) of [choices v])",
            "say (join [I chose ] (my choice)) for (2) seconds",
            "if <(answer) = (my choice)> then",
            body("say [It's a draw!] for (2) seconds"),
            "else",
            body(`if ${beats("answer", "my choice")} then`, body("say [You win!] for (2) seconds"), "else", body("say [I win!] for (2) seconds"), "end"),
            "end",
          ),
          "else",
          body("say [Please type rock, paper or scissors.] for (2) seconds"),
          "end",
        ),
      ],
      explanation: `Type rock, paper or scissors and press Enter. The sprite picks one of the three from its "choices" list at random and says it. The same choice is a draw; rock beats scissors, paper beats rock and scissors beat paper. Anything else, and it asks you to type one of the three.`,
    };
  },
};

export const passwordCheck: TRecipe = {
  id: "password-check",
  family: "ask-answer",
  suggestion: "Keep asking for a password until it is right",
  requires: [["password"]],
  boosts: ["ask", "answer", "loop"],
  params: [nameParam("name", "password", "the password to type", "scratch", ["password", "code", "passcode"])],
  build(p) {
    const password = safeText(str(p, "password"), 30);
    return {
      scripts: [
        script(
          "Ask for the password again and again until it is right",
          "when green flag clicked",
          "ask [What's the password?] and wait",
          `repeat until <(answer) = [${password}]>`,
          body("say [That's not it. Try again!] for (1) seconds", "ask [What's the password?] and wait"),
          "end",
          "say [Correct! Come in.] for (2) seconds",
        ),
      ],
      explanation: `The password is "${password}" (change it in the "repeat until" block). "repeat until" keeps asking while the answer is wrong; when you type the password, the loop ends and the sprite lets you in. This is a game: never use a real password here.`,
    };
  },
};

export const evenOdd: TRecipe = {
  id: "even-odd",
  family: "ask-answer",
  suggestion: "Ask for a number and say if it is even or odd",
  requires: [["evenodd"]],
  boosts: ["ask", "number", "say", "answer"],
  wins: ["evenodd"],
  params: [],
  build() {
    return {
      scripts: [
        script(
          "Ask for a number and say whether it is even or odd",
          "when green flag clicked",
          "ask [Type a whole number] and wait",
          "if <((answer) mod (2)) = (0)> then",
          body("say (join (answer) [ is even]) for (2) seconds"),
          "else",
          body("say (join (answer) [ is odd]) for (2) seconds"),
          "end",
        ),
      ],
      explanation: `Type a whole number and press Enter. "mod" gives what is left over after dividing by 2: nothing left over (0) means the number is even, 1 left over means it is odd, and the sprite says which.`,
    };
  },
};

export const quizQuestion: TRecipe = {
  id: "quiz-question",
  family: "ask-answer",
  suggestion: "Ask what 7 x 8 is and check the answer",
  requires: [["quiz", "ask", "answer"], ["expression"]],
  boosts: ["math", "say"],
  params: [{ kind: "expression", name: "sum", about: "the sum to ask, like 7 * 8", default: "7 * 8" }],
  build(p) {
    const [a = "7", symbol = "*", b = "8"] = str(p, "sum").split(" ");
    const op = Object.values(OPERATIONS).find((o) => o.symbol === symbol) ?? OPERATIONS.multiply!;
    const question = `${a} ${SHOWN[op.symbol]} ${b}`;
    const result = `((${a}) ${op.symbol} (${b}))`;
    return {
      scripts: [
        script(
          `Ask what ${question} is and say if the answer is right`,
          "when green flag clicked",
          `ask [What is ${question}?] and wait`,
          `if <(answer) = ${result}> then`,
          body("say [Correct! Well done!] for (2) seconds"),
          "else",
          body(`say (join [Not quite. ${question} = ] ${result}) for (3) seconds`),
          "end",
        ),
      ],
      explanation: `The sprite asks "What is ${question}?" and waits while you type. The green operator block works out the right answer, and the "if" compares it with yours to say whether you got it.`,
    };
  },
};

export const timesTable: TRecipe = {
  id: "times-table",
  family: "counters",
  suggestion: "Say the 7 times table",
  requires: [["timestable"]],
  boosts: ["say", "math"],
  penalties: ["quiz:5", "ask:3"],
  params: [
    numberParam("table", "which times table", { default: 7, min: 1, max: 100, meanings: ["count"], takesPlain: true }),
    numberParam("upTo", "how far the table goes", { default: 10, min: 1, max: 20, meanings: ["max"] }),
  ],
  build(p) {
    const table = num(p, "table");
    return {
      scripts: [
        script(
          `Say the ${table} times table, one line at a time`,
          "when green flag clicked",
          "set [counter v] to (1)",
          `repeat (${num(p, "upTo")})`,
          body(`say (join (counter) (join [ x ${table} = ] ((counter) * (${table})))) for (1.5) seconds`, "change [counter v] by (1)"),
          "end",
        ),
      ],
      explanation: `The "counter" variable goes 1, 2, 3 and so on up to ${num(p, "upTo")}. Each time the sprite says the counter times ${table} and the answer, which Scratch works out with the multiply block.`,
    };
  },
};

export const chatbot: TRecipe = {
  id: "chatbot",
  family: "ask-answer",
  suggestion: "Make a chatbot that asks my name",
  requires: [["chat"]],
  boosts: ["ask", "say", "name", "hello"],
  penalties: ["quiz:3", "dialogue:8"],
  params: [nameParam("name", "botName", "the chatbot's name", "Robo", ["chatbot", "bot", "robot", "friend", "chat"])],
  build(p) {
    const bot = safeName(str(p, "botName"), "Robo");
    return {
      scripts: [
        script(
          "A chatbot that asks you questions and answers back",
          "when green flag clicked",
          `say [Hi! I am ${bot}, a chatbot.] for (2) seconds`,
          "ask [What is your name?] and wait",
          "set [name v] to (answer)",
          "say (join [Nice to meet you, ] (join (name) [!])) for (2) seconds",
          "ask [How are you today?] and wait",
          "if <<(answer) contains [good]?> or <(answer) contains [great]?>> then",
          body("say [Yay! I am happy too!] for (2) seconds"),
          "else",
          body("say [Oh no. I hope your day gets better!] for (2) seconds"),
          "end",
          "ask [What is your favourite animal?] and wait",
          "say (join (answer) [ are awesome! I like them too.]) for (2) seconds",
          "say (join [Bye, ] (join (name) [!])) for (2) seconds",
        ),
      ],
      explanation: `${bot} uses "ask and wait" to ask a question, and the "answer" block holds what you typed. It remembers your name in a variable, and checks whether your answer contains "good" or "great" to decide what to say back.`,
    };
  },
};

export const askName: TRecipe = {
  id: "ask-name",
  family: "ask-answer",
  suggestion: "Ask my name and say hello",
  requires: [["ask"], ["name", "hello"]],
  boosts: ["say"],
  penalties: ["chat:4", "quiz:4", "list:4", "picker:4"],
  params: [],
  build() {
    return {
      scripts: [script("Ask your name, then say hello to you", "when green flag clicked", "ask [What's your name?] and wait", "say (join [Hello, ] (join (answer) [!])) for (2) seconds")],
      explanation: `"ask and wait" shows a box where you can type. When you press Enter, your words are in the "answer" block, and "join" sticks them onto "Hello, ".`,
    };
  },
};

export const guessNumber: TRecipe = {
  id: "guess-number",
  family: "ask-answer",
  suggestion: "Make a guess the number game",
  requires: [["guess"]],
  boosts: ["number:2", "game", "ask", "random"],
  params: [numberParam("biggest", "the biggest secret number", { default: 100, min: 2, max: 1000000, meanings: ["max"], takesPlain: true })],
  build(p) {
    const biggest = num(p, "biggest");
    return {
      scripts: [
        script(
          "Pick a secret number and give hints until you guess it",
          "when green flag clicked",
          `set [secret v] to (pick random (1) to (${biggest}))`,
          "set [tries v] to (1)",
          `ask [I'm thinking of a number from 1 to ${biggest}. Can you guess it?] and wait`,
          "repeat until <(answer) = (secret)>",
          body("if <(answer) > (secret)> then", body("ask [Too high! Try again.] and wait"), "else", body("ask [Too low! Try again.] and wait"), "end", "change [tries v] by (1)"),
          "end",
          "say (join [You got it in ] (join (tries) [ tries!])) for (3) seconds",
        ),
      ],
      explanation: `The sprite picks a secret random number from 1 to ${biggest}. After each guess it says "Too high" or "Too low" and asks again, until you find it. The "tries" variable counts your guesses.`,
    };
  },
};

export const calculator: TRecipe = {
  id: "calculator",
  family: "ask-answer",
  suggestion: "Make a calculator that adds two numbers",
  requires: [["calculator"]],
  boosts: ["number", "ask", "add", "subtract", "multiply", "divide"],
  penalties: ["quiz:4"],
  params: [choiceParam("operation", "which sums it does", "all", { all: [], add: ["add"], subtract: ["subtract"], multiply: ["multiply"], divide: ["divide"] })],
  build(p) {
    const chosen = str(p, "operation");
    const ops = chosen === "all" ? Object.values(OPERATIONS) : [OPERATIONS[chosen] ?? OPERATIONS.add!];
    return {
      scripts: [
        script(
          chosen === "all" ? "Ask for two numbers and show what they make" : `Ask for two numbers and ${chosen} them`,
          "when green flag clicked",
          "ask [Type the first number] and wait",
          "set [first v] to (answer)",
          "ask [Type the second number] and wait",
          "set [second v] to (answer)",
          ops.map((op) => `say (join [${op.label}: ] ((first) ${op.symbol} (second))) for (2) seconds`),
        ),
      ],
      explanation: `The calculator asks for two numbers and keeps them in the variables "first" and "second". Then it uses the green operator blocks to work out ${ops.map((op) => op.word).join(", ")} and says the answer.`,
    };
  },
};

export const countTo: TRecipe = {
  id: "count-to",
  family: "counters",
  suggestion: "Count from 1 to 10",
  requires: [["countto"]],
  boosts: ["counter", "number", "say", "loop"],
  penalties: ["timer:3", "timestable:5", "quiz:4"],
  params: [numberParam("upTo", "the last number", { default: 10, min: 1, max: 1000, meanings: ["max", "count"], takesPlain: true })],
  build(p) {
    const upTo = num(p, "upTo");
    return {
      scripts: [
        script(
          `Count out loud from 1 to ${upTo}`,
          "when green flag clicked",
          "set [counter v] to (1)",
          `repeat (${upTo})`,
          body("say (counter) for (0.5) seconds", "change [counter v] by (1)"),
          "end",
          "say [Done!] for (1) seconds",
        ),
      ],
      explanation: `The "counter" variable starts at 1. The repeat loop says it and adds 1, ${upTo} times, so the sprite counts to ${upTo}.`,
    };
  },
};

export const shoppingList: TRecipe = {
  id: "shopping-list",
  family: "lists",
  suggestion: "Make a shopping list I can add things to",
  requires: [["list", "shopping"]],
  boosts: ["shopping:2", "ask", "add"],
  penalties: ["picker:5", "random:3", "name:2"],
  params: [nameParam("name", "listName", "the list's name", "shopping list", ["list"])],
  build(p) {
    const list = safeName(str(p, "listName"), "shopping list");
    return {
      scripts: [
        script(
          "Ask for things to put on the list, until you type done",
          "when green flag clicked",
          `delete all of [${list} v]`,
          `show list [${list} v]`,
          "ask [What should I add? Type done to finish.] and wait",
          "repeat until <(answer) = [done]>",
          body(`add (answer) to [${list} v]`, "ask [What else? Type done to finish.] and wait"),
          "end",
          `say (join [Things on the list: ] (length of [${list} v])) for (2) seconds`,
        ),
      ],
      explanation: `The list "${list}" starts empty. Each thing you type is added to the end of the list, and you can watch it grow on the stage. Type "done" to finish, and the sprite says how many things are on the list.`,
    };
  },
};

export const randomPicker: TRecipe = {
  id: "random-picker",
  family: "lists",
  suggestion: "Pick a random name from a list",
  requires: [["picker"]],
  boosts: ["random:2", "list", "name"],
  penalties: ["number:2", "guess:4"],
  params: [itemsParam("choices", "the things to pick from", ["Ana", "Ben", "Cleo", "Dev"])],
  build(p) {
    const choices = items(p, "choices").map((choice) => safeText(choice, 30));
    return {
      scripts: [
        script("Fill the list with the choices", "when green flag clicked", "delete all of [choices v]", choices.map((choice) => `add [${choice}] to [choices v]`), "say [Click me to pick!] for (2) seconds"),
        script("Click me to pick one of them at random", "when this sprite clicked", "say (item (pick random (1) to (length of [choices v])) of [choices v]) for (2) seconds"),
      ],
      explanation: `The list holds ${choices.length} choices: ${choices.join(", ")}. When you click the sprite, "pick random" chooses a number from 1 to the length of the list, and the sprite says that item.`,
    };
  },
};

export const ASK_RECIPES: TRecipe[] = [quizQuestion, askYesNo, quizMath, quizTopic, evenOdd, rockPaperScissors, passwordCheck, timesTable, chatbot, askName, guessNumber, calculator, countTo, shoppingList, randomPicker];
