// Issue 26: each part an answer left out is named once, in one sentence of the explanation and
// once in `leftOut` (decision 780). Naming it twice ("I couldn't build X ... I didn't build X ...")
// reads as two gaps when there is one.
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";

function named(prompt: string) {
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`declined: ${prompt}`);
  return answer;
}

const times = (text: string, part: string) => text.split(part).length - 1;

describe("a left-out part named once", () => {
  it("names a part a talking-in-turn story could not read in one sentence only", () => {
    const answer = named('the Hen says "Good morning" and the Pig says "Oink oink", then they skate towards each other and wave');
    expect(answer.leftOut).toEqual(["then they skate towards each other and wave"]);
    expect(times(answer.explanation, "skate towards each other")).toBe(1);
  });

  it("names a phrase the reader set aside twice as one part", () => {
    const answer = named("the cat does a dance, then waits, then does a dance again");
    expect(answer.leftOut.filter((part) => part === "dance")).toHaveLength(1);
    expect(times(answer.explanation, '"dance"')).toBe(1);
  });

  it("does not name a quoted line on its own when another named part already says it", () => {
    const answer = named('the Robot moves with the arrow keys and when it touches the Battery it says "Charged!" and turns green');
    const saying = answer.leftOut.filter((part) => part.includes("Charged!"));
    expect(saying.length).toBeLessThanOrEqual(1);
    expect(times(answer.explanation, "Charged!")).toBeLessThanOrEqual(1);
  });
});
