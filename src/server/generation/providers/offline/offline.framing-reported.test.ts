// Issue 26, decision 1780: framing that was named as left out or built as a sprite — a parent
// reporting what the child thinks, the language words are said in, a child's age told in another
// language, and where the asker is before what they did and their wish. Wordings of our own
// (children, teachers, parents, non-native), each with a near wording that must stay as it was.
import { describe, expect, it } from "vitest";
import { spriteNames } from "./offline.program-sections";
import { framed, program } from "./offline.framing.test-support";

describe("what the child thinks, reported by a parent or teacher", () => {
  it("is framing: a sentence of its own that wishes, names and quotes nothing", () => {
    expect(framed("My daughter (10) in CM2 says coding is about being precise. She wants a Led")).toEqual(["my", "daughter", "10", "in", "cm", "2", "says", "coding", "is", "about", "being", "precise", "."]);
    expect(framed("my kids love the ocean. they want a Fish")).toEqual(["my", "kids", "love", "the", "ocean", "."]);
    const led = program("My daughter (10) in CM2 says coding is about being precise. She wants a Led: every time she presses space it switches to its next costume and says its costume number.");
    expect(led.leftOut).toEqual([]);
    expect(spriteNames(led.text)).toEqual(["Led"]);
    const robot = program('my son (7) thinks robots are the best. he wants a Robot that says "beep" and moves 10 steps');
    expect(robot.leftOut).toEqual([]);
    expect(robot.text).not.toMatch(/best/i);
  });

  it("stays an ask when the report names a character, wishes, or quotes", () => {
    expect(framed("my son says the Cat should jump when clicked")).toEqual(["my", "son", "says"]);
    expect(framed("my daughter says she wants a Dog that barks")).toEqual(["my", "daughter", "says"]);
    expect(framed('our class says "hello world" is the best first program')).toEqual(["our", "class", "says"]);
    expect(program("my son says the Cat should jump when clicked").text).toMatch(/when this sprite clicked/);
  });
});

describe("the language words are said in", () => {
  it("is framing after a quote or a verb of saying", () => {
    expect(framed("He want the Iguana say 'Bonjou!' in créole when he click on it")).toEqual(["in", "créole"]);
    expect(framed("the Robot says \"beep\" in english")).toEqual(["in", "english"]);
    const cat = program("He wants the Cat to say 'Hola amigos' in Spanish when the flag is clicked.");
    expect(spriteNames(cat.text)).toEqual(["Cat"]);
    expect(cat.leftOut).toEqual([]);
  });

  it("stays as it was with no saying before it ('Spanish lesson', 'in a loud voice')", () => {
    expect(framed("the Teacher moves in Spanish class")).toEqual([]);
    expect(framed("the Parrot says 'Hola' in a loud voice")).toEqual([]);
  });
});

describe("a child's age told in another language", () => {
  it("frames the sentence that tells it", () => {
    expect(framed("Mon fils a 11 ans, il fait les ateliers de code. He want the Iguana")).toEqual(["mon", "fils", "a", "11", "ans", ",", "il", "wait", "les", "ateliers", "de", "code", "."]);
    expect(framed("Club de code, 9-12 ans: the Bird flies")).toEqual(["club", "de", "code", ",", "9", "to", "12", "ans", ":"]);
    // ("the Mango falls from the tree:": the title after the opening, glossed by the steps, is no fall built of its own, and no Tree)
    const mango = program("Atelier de code, 7-10 ans, Fort-de-France: the Mango falls from the tree: when the flag is clicked it goes to x 0 y 120, waits 2 seconds, then glides to x 0 y -140 in 1 second.");
    expect(spriteNames(mango.text)).toEqual(["Mango"]);
    expect(mango.leftOut).toEqual([]);
    // ("Teach the cat to walk:": a lesson's one colon stays the title that names who is taught)
    expect(spriteNames(program("Teach the cat to walk: when the right arrow is pressed it points right, moves 10 steps and changes costume").text)).toEqual(["Cat"]);
    const dog = program("Mein Sohn ist 10 Jahre alt. He wants a Dog that moves 10 steps forever");
    expect(spriteNames(dog.text)).toEqual(["Dog"]);
    expect(dog.leftOut).toEqual([]);
    const iguana = program("Mon fils a 11 ans, il fait les ateliers de code. He want the Iguana say 'Bonjou!' in créole when he click on it, and then go to a random place.");
    expect(iguana.leftOut).toEqual([]);
    expect(iguana.text).toMatch(/go to \(?random position/);
  });

  it("stays as it was when the sentence quotes or names a character", () => {
    expect(framed("the Cat says 'j'ai 8 ans' when clicked.")).toEqual([]);
    expect(framed("the Robot is 10 ans old.")).toEqual([]);
  });
});

describe("where the asker is, before what they did and their wish", () => {
  it("is framing: no sprite is made of the place", () => {
    expect(framed("my daughter (9) in Apia joined a code club and wants a Turtle")).toEqual(["9", "in", "apia"]);
    const turtle = program("my daughter (9) in Apia joined a code club and wants a Turtle that moves 5 steps forever");
    expect(spriteNames(turtle.text)).toEqual(["Turtle"]);
    expect(turtle.leftOut).toEqual([]);
  });

  it("stays as it was with no wish after it in the sentence", () => {
    expect(framed("my son in Mindelo did the Hour of Code")).toEqual([]);
    expect(framed("my son in Mindelo did the Hour of Code. He wants a Drum")).toEqual([]);
  });
});

describe("what the asker's team is making, and for which event", () => {
  it("frames the sentence, so the request after it is read on its own", () => {
    expect(framed("we are making a space game for the science fair. the Rocket flies")).toEqual(["we", "are", "making", "a", "space", "game", "for", "the", "science", "fair", "."]);
    const cat = program("im 12 and my class is coding a maze for hour of code week! the Cat moves 5 steps when i press the right arrow");
    expect(spriteNames(cat.text)).toEqual(["Cat"]);
    // ("the Coin should spin: ...": its title, counted past the opening, is the Coin's, never a turn built beside the gloss)
    const coin = program("im 14 and our team is making a retro game for the tech challenge!!! the Coin should spin: next costume every 0.1 seconds forever, and when the Hero touches it, it hides and plays a sound");
    expect(coin.text).not.toMatch(/turn right/);
  });

  it("stays an ask with no event, a character, or nothing after it", () => {
    expect(framed("we are making a maze game. the Cat moves")).toEqual([]);
    expect(framed("we are making the Cat dance for the school fair. it turns")).toEqual([]);
    expect(framed("we are making a space game for the science fair.")).toEqual([]);
  });
});

describe("a thing likened to the asker's own", () => {
  it("is framing: 'a track like our coast road', 'a lake like our lagoon'", () => {
    expect(framed("a racing game on a track like our coast road, with a finish line")).toEqual(["like", "our", "coast", "road"]);
    const boat = program("i want a Boat on a lake like our lagoon that moves 3 steps forever");
    expect(spriteNames(boat.text)).not.toContain("Lagoon");
    expect(boat.leftOut).toEqual([]);
  });

  it("stays as it was for a wish or a look ('would like', 'look like my cat', 'like the Cat')", () => {
    expect(framed("my son would like our Cat to jump")).toEqual([]);
    expect(framed("make the Cat look like my cat")).toEqual([]);
    expect(framed("a Dog that runs like the Cat")).toEqual([]);
  });
});

describe("what spelled-out steps look like, said last", () => {
  it("is framing: ', 10 times, like bleaching', ', forever, like beating'", () => {
    expect(framed("a Coral that changes its ghost effect by 10, 10 times, like bleaching")).toEqual(["like", "bleaching"]);
    const star = program("the Star turns 15 degrees, 24 times, like spinning");
    expect(star.text).not.toMatch(/turn right \(?10\)? degrees/);
    expect(star.leftOut).toEqual([]);
    const heart = program("my daughter wants a Heart that grows by 10 then shrinks by 10, forever, like beating.");
    expect(heart.leftOut).toEqual([]);
    expect(heart.text).toMatch(/forever/);
  });

  it("stays as it was for a noun, a step after it, or no number before it", () => {
    expect(framed("the Ball bounces 5 times, like lava")).toEqual([]);
    expect(framed("the Cat moves 10 steps, like dancing and turns")).toEqual([]);
    expect(framed("the Cat dances, like spinning")).toEqual([]);
  });
});
