// Issue 26: a whole program's sprites take the child's names (offline.child-names.ts), by the part
// each character plays in the request (offline.child-roles.ts) and by the kind of thing it is.
import { describe, expect, it } from "vitest";
import { addOwnCharacters, renameSprites } from "./offline.child-names";
import { rolesOf } from "./offline.child-roles";

const sprites = (text: string) => [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => m[1]);

/** A two-sprite catch game as the library writes it: the Basket the child moves, the Apple that falls. */
const catchGame = [
  "// sprite: Basket",
  "// x: 0, y: -140",
  "",
  "// The Basket follows the mouse",
  "when green flag clicked",
  "forever",
  "  set x to (mouse x)",
  "end",
  "",
  "// sprite: Apple",
  "// x: 0, y: 170",
  "",
  "// Each Apple falls; the Basket catches it",
  "when green flag clicked",
  "repeat until <(distance to (Basket v)) < (30)>",
  "  change y by (-4)",
  "end",
].join("\n");

describe("the part each character plays", () => {
  it("the one the child steers, the thing that falls or is caught, the one that chases, the shot, the place to reach", () => {
    expect(rolesOf("my Walrus slides left and right with the arrow keys", "Walrus")).toEqual(["player"]);
    expect(rolesOf("a game where you steer the Kayak with the mouse", "Kayak")).toEqual(["player"]);
    expect(rolesOf("the Acorns drop from the tree", "Acorns")[0]).toBe("item");
    expect(rolesOf("the Squirrel gathers the Acorns", "Acorns")).toEqual(["item"]);
    expect(rolesOf("the Squirrel gathers the Acorns", "Squirrel")).toEqual(["player"]);
    expect(rolesOf("a Wolf chases the sheep round the field", "Wolf")).toEqual(["enemy"]);
    expect(rolesOf("space throws a Snowball", "Snowball")).toEqual(["shot"]);
    expect(rolesOf("help the frog reach the Lilypad", "Lilypad")).toEqual(["goal"]);
  });

  it("reads no part into a title, a game's kind or another thing joined by and", () => {
    expect(rolesOf("Session 4: the Tractor moves with the arrows", "Session")).toEqual([]);
    expect(rolesOf("a catch game with a Seal and falling Fish", "Seal")).toEqual([]);
    // "a cheese-catching game": the cheese is caught, it catches nothing
    expect(rolesOf("a cheese catching game", "Cheese")).toEqual(["item"]);
  });
});

describe("the child's characters on the library's sprites", () => {
  it("gives each sprite the name of the character that plays its part, in the blocks and the explanation", () => {
    const out = renameSprites(catchGame, "The Basket catches each Apple.", ["Seal", "Sardine"], "the Sardines tumble down and my Seal catches them with the mouse");
    expect(sprites(out.text)).toEqual(["Seal", "Sardine"]);
    expect(out.text).toContain("distance to (Seal v)");
    expect(out.explanation).toBe("The Seal catches each Sardine.");
  });

  it("a sprite the child already named keeps its name; the game's own name says who plays it", () => {
    // the child's Apple is the Apple: the other fruit does not take its place
    const out = renameSprites(catchGame, "", ["Fruit", "Apple", "Bucket"], "fruit game: apples tumble down and I move the bucket");
    expect(sprites(out.text)).toEqual(["Bucket", "Apple"]);
    expect(rolesOf("Flappy Frog: the Frog drops unless you press space", "Frog")[0]).toBe("player");
  });

  it("the child's only character plays the game when its own part has no sprite here", () => {
    // a maze has no ball: the child's one Marble, said with the keys and nothing else, is the one steered
    const maze = "// sprite: Player\n// x: 0, y: 0\n\n// The Player moves\nwhen green flag clicked\nmove (10) steps";
    expect(sprites(renameSprites(maze, "The Player moves.", ["Marble"], "a tiny maze: just a Marble and the arrow keys").text)).toEqual(["Marble"]);
    expect(sprites(renameSprites(maze, "", ["Ball"], "a maze with one Ball and the arrows").text)).toEqual(["Ball"]);
  });

  it("never gives a part to a character drawn as another kind of thing", () => {
    // a ghost is drawn as an enemy: it does not become the falling apple
    const out = renameSprites(catchGame, "", ["Ghost"], "ghosts drop from the sky");
    expect(sprites(out.text)).toEqual(["Basket", "Apple"]);
  });

  it("gives the one character left that plays no other part to the sprite the child plays", () => {
    const out = renameSprites(catchGame, "", ["Pelican"], "a catch game where the Pelican flies around");
    expect(sprites(out.text)).toEqual(["Pelican", "Apple"]);
    // a character the request says nothing of doing is not taken for the player: "an arc" is no one
    expect(sprites(renameSprites(catchGame, "", ["Arc", "Pebble"], "throw the Pebble in an Arc").text)).toEqual(["Basket", "Apple"]);
  });

  it("names a one-sprite program after the character clicked or the one doing something", () => {
    const clicker = "// A click scores\nwhen this sprite clicked\nchange [score v] by (1)";
    expect(sprites(renameSprites(clicker, "", ["Pretzel", "Shop"], "a clicker: click the Pretzel for points, the Shop comes later").text)).toEqual(["Pretzel"]);
    const walker = "// Walks\nwhen green flag clicked\nmove (10) steps";
    expect(sprites(renameSprites(walker, "", ["Lesson", "Tortoise"], "Lesson 2: the Tortoise walks slowly").text)).toEqual(["Tortoise"]);
    // a thing named after a word is not a character doing something
    expect(sprites(renameSprites(walker, "", ["Custom", "Robot"], "a Custom block called step that moves the Robot").text)).toEqual([]);
  });
});

describe("the child's characters a whole program has no sprite for", () => {
  const plan = (names: string[]) => ({
    characters: names.map((name) => ({ name, scripts: [{ trigger: { kind: "flag" as const }, says: `When the green flag is clicked: the ${name} says hi`, steps: [{ kind: "block" as const, text: "say [Boing!] for (2) seconds" }, { kind: "block" as const, text: "change [boings v] by (1)" }] }] })),
    variables: [{ name: "boings", start: 0 }],
    lists: [],
    stageScripts: [],
    leftOut: [],
  });

  it("each is a sprite of its own doing what the plan read, with the variables it uses on the stage", () => {
    const text = addOwnCharacters("a catch game where the Basket catches apples and the Trampoline says Boing", plan(["Trampoline"]), catchGame);
    expect(sprites(text)).toEqual(["Basket", "Apple", "Trampoline"]);
    expect(text).toMatch(/\/\/ sprite: Trampoline\n[\s\S]*say \[Boing!\] for \(2\) seconds/);
    expect(text).toMatch(/^\/\/ stage\n\/\/ variable boings = 0/m);
  });

  it("a character named at the start of a sentence is written by name too", () => {
    expect(sprites(addOwnCharacters("a catch game. The Trampoline says Boing", plan(["Trampoline"]), catchGame))).toEqual(["Basket", "Apple", "Trampoline"]);
  });

  it("a character the program already has, or one the child never wrote by name, adds nothing", () => {
    expect(addOwnCharacters("the Basket says Boing", plan(["Basket"]), catchGame)).toBe(catchGame);
    expect(addOwnCharacters("a catch game on a trampoline", plan(["Trampoline"]), catchGame)).toBe(catchGame);
  });
});

describe("a one-sprite program among several names", () => {
  const oneSprite = ["// Ask two numbers and say their sum", "when green flag clicked", "ask [First number?] and wait", "say (answer) for (2) seconds"].join("\n");

  it("is the one character the plan read scripts for, when more than one name seems to act", () => {
    const renamed = renameSprites(oneSprite, "Asks two numbers.", ["Robotics", "Abacus"], "Robotics club: the Abacus asks two numbers and says the sum", ["Abacus"]);
    expect(sprites(renamed.text)).toEqual(["Abacus"]);
  });

  it("stays unnamed when the plan read scripts for none of them", () => {
    expect(sprites(renameSprites(oneSprite, "", ["Robotics", "Abacus"], "Robotics club: the Abacus asks two numbers and says the sum", []).text)).toEqual([]);
  });
});
