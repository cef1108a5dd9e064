// Issue 26, decision 1700: a classic is a frame for the child's details: the costume named as the
// child wrote it ("costume1"), lives that start where the child says and end as the child compares
// ("when lives is 0"), with the child's line. Both ways: what the child did not say stays as it was.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";

describe("classics keep the child's details (decision 1700)", () => {
  it("dress-up: back to costume1 by its name; 'costume 1' stays the first costume by number", () => {
    expect(answer("Grade 2 in Soyapango, a dress up game: clicking the Hat, the Shirt or the Skirt switches each one to its next costume; pressing r switches each of them back to costume1.").text).toMatch(/when \[r v\] key pressed\nswitch costume to \(costume1 v\)/);
    expect(answer("dress up: click the Hair or the Top to change costume, and pressing space puts them back to costume 1").text).toMatch(/switch costume to \(1 v\)/);
  });

  it("chase: 'lives starts at 3' is the start and 'when lives is 0' the check, with the child's line", () => {
    const { text } = answer('My son (9) in Kuwait wants a chase game: the Cat goes to the mouse pointer forever; the Ghost chases the Cat (points towards it and moves 2 steps, forever); lives starts at 3 and goes down 1 when the Ghost touches the Cat; when lives is 0 it says "Game over" and everything stops.');
    expect(text).toMatch(/\/\/ variable lives = 3/);
    expect(text).not.toMatch(/set \[lives v\] to \(0\)/);
    expect(text).toMatch(/if <\(lives\) = \(0\)> then\n\s+say \[Game over\] for/);
    const other = answer('a chase game: the Dog chases the Bone, the Bone moves with the arrow keys, 5 lives, if lives is 0 say "you lost"').text;
    expect(other).toMatch(/\/\/ variable lives = 5/);
    expect(other).toMatch(/if <\(lives\) = \(0\)> then\n\s+say \[you lost\] for/);
  });

  it("stays as it was: lives with no check said end below 1, with the classic's line", () => {
    const { text } = answer("I want make game: the mouse must eat the cheese and the cat is following him, 2 life");
    expect(text).toMatch(/if <\(lives\) < \(1\)> then\n\s+say \[Game over!\]/);
  });
});

describe("whack-a-mole ends on the child's timer check (decision 1700)", () => {
  it("'when the timer is more than 20 the Mongoose says hits': reset timer, the check, the count said, all stops; the Mongoose is the mole", () => {
    const { text } = answer("Year 5 in St. Croix, whack-a-mole with a time limit of 20 seconds: the timer resets; the Mongoose goes to a random position and shows every 0.8 seconds; clicking it adds 1 to hits and hides it; when the timer is more than 20 the Mongoose says hits and everything stops.");
    expect(text).toMatch(/\/\/ sprite: Mongoose[\s\S]*reset timer\nwait until <\(timer\) > \(20\)>\nsay \(hits\) for \(2\) seconds\nstop \[all v\]/);
    expect(text).not.toMatch(/wait \(20\) seconds/);
    expect(answer('whack a mole: the Mole pops up every 1 second, clicking it gives a point, when timer > 15 it says "Time up!" and stops').text).toMatch(/change \[score v\] by \(1\)[\s\S]*wait until <\(timer\) > \(15\)>\nsay \[Time up!\] for \(2\) seconds\nstop \[all v\]/);
  });

  it("stays as it was: a round of the child's seconds with no timer check waits and stops", () => {
    const { text } = answer("whack a mole where the game lasts 20 seconds");
    expect(text).toMatch(/wait \(20\) seconds\nstop \[all v\]/);
    expect(text).not.toMatch(/reset timer/);
  });
});
