import { describe, expect, it } from "vitest";
import { askedTouchEndings, unbuiltTouchEndings } from "./offline.touch-endings";

const BUILT = `// sprite: Frog
when green flag clicked
forever
  if <touching (Truck v)?> then
    stop [all v]
  end
end`;

describe("endings asked on a touch", () => {
  it("reads the touch and its ending in the request's words", () => {
    expect(askedTouchEndings("a road game: the Frog hops with the arrows, and bumping into the Truck ends the game.").map((ending) => ending.part)).toEqual(["bumping into the Truck ends the game"]);
    expect(askedTouchEndings("the Kite flies up with space; game over if it hits a Tree").map((ending) => ending.names)).toEqual([["Tree"]]);
  });

  it("leaves an ending on a value, a lost life and a quoted stop alone", () => {
    expect(askedTouchEndings("touching a Spike takes a life, and when lives = 0 it's game over")).toEqual([]);
    expect(askedTouchEndings("you lose one heart when a Bee touches you")).toEqual([]);
    expect(askedTouchEndings('when the Dog touches the Cat it says "Stop all that!"')).toEqual([]);
  });

  it("names an ending no script builds", () => {
    expect(unbuiltTouchEndings("the Frog hops; touching the Car stops everything", BUILT)).toEqual(["touching the Car stops everything"]);
    expect(unbuiltTouchEndings("the Frog hops; if the Frog touches the River it's game over", BUILT)).toEqual(["if the Frog touches the River it's game over"]);
  });

  it("does not name an ending built on that touch, from either side, or through a message", () => {
    expect(unbuiltTouchEndings("the Frog hops; touching the Truck stops everything", BUILT)).toEqual([]);
    expect(unbuiltTouchEndings("if the Truck touches him the game ends", BUILT.replace("Frog", "Truck").replace("Truck v", "Frog v"))).toEqual([]);
    const message = `// sprite: Frog
when green flag clicked
wait until <touching (Truck v)?>
broadcast [lost v]

// stage
when I receive [lost v]
stop [all v]`;
    expect(unbuiltTouchEndings("touching the Truck stops everything", message)).toEqual([]);
  });

  it("reaches the bottom by the y position, but not a sprite called Ground", () => {
    const below = `// sprite: Ball
when green flag clicked
forever
  if <(y position) < (-170)> then
    stop [all v]
  end
end`;
    expect(unbuiltTouchEndings("if the ball touches the floor it's game over", below)).toEqual([]);
    expect(unbuiltTouchEndings("touching the Ground is game over", below)).toEqual(["touching the Ground is game over"]);
  });
});
