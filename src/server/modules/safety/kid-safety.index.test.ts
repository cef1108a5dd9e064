import { describe, expect, it } from "vitest";
import { EXAMPLE_PROMPTS } from "../../generation/providers/offline";
import { CORPUS } from "../../generation/providers/offline/corpus";
import devCorpus from "./corpus/dev.requests.json";
import { classifyForChildren, classifyWalkingEveryRule } from "./kid-safety.classify";
import { SAFETY_RULES } from "./kid-safety.rules";
import { HARMLESS_PROMPTS, UNSAFE_PROMPTS } from "./safety.corpus";
import { isLocallyUnsafe, isLocallyUnsafeReadingWhitelist } from "./safety.local";

/**
 * Decision 1070: the check skips a rule when the sentence has none of the words the rule needs
 * (its index), and a concept's phrases are looked up by the words they can start with. That must
 * be a shortcut only: the indexed check and the check that walks every rule at every word give
 * the same verdict, category and rule on every text.
 */

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T,>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)] as T;

/** Everyday Scratch requests, put together from parts: the words of games, stories and quizzes. */
function everydayRequests(count: number, seed: number): string[] {
  const next = random(seed);
  const openers = ["make a game where", "a story where", "can you make", "i want a quiz where", "please make an animation where", "make a scratch project where", "做一個遊戲，", "un jeu où", "ein Spiel, in dem", "um jogo onde", "un juego donde", "gra, w której", "un gioco dove"];
  const doers = ["the cat", "my sprite", "the zombie", "a ninja", "the player", "the dragon", "my little brother", "the teacher sprite", "Emma", "the robot", "the ghost", "小狗", "the knight", "a spy", "the alien"];
  const acts = ["jumps over the lava", "shoots the asteroids", "kills the clone", "catches falling apples", "says hello", "runs away from the monster", "changes costume", "types the secret door password", "plays a drum", "hides behind the tree", "gets 10 points", "loses a life", "explodes into stars", "draws a square with the pen", "asks a question about volcanoes", "broadcasts a message", "chases the mouse", "makes a water bomb", "wins the race", "跳起來", "tells a joke"];
  const endings = ["", " when I press space", " and the score goes up", " until the timer ends", " in the dark level", " with a sad song", " and then the game is over", " for my class", " at school", " and everyone laughs", " forever", "."];
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(`${pick(openers, next)} ${pick(doers, next)} ${pick(acts, next)}${pick(endings, next)}`);
  return out;
}

/** The rules' own phrases shuffled together with everyday words: texts that come near the rules, and sometimes match. */
function nearRuleRequests(count: number, seed: number): string[] {
  const next = random(seed);
  const phrases = [...SAFETY_RULES.allow, ...Object.values(SAFETY_RULES.concepts).flat().filter((entry) => !/[@~|=]/.test(entry))];
  const glue = ["make a game", "where", "the", "and", "my friend", "in the class", "please", "a quiz", "the cat", "so", "with", "then", "my", "you", "is", "not", "never", "for a joke", "in scratch"];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const words: string[] = [];
    const length = 2 + Math.floor(next() * 6);
    for (let j = 0; j < length; j++) words.push(next() < 0.5 ? pick(phrases, next) : pick(glue, next));
    out.push(words.join(" "));
  }
  return out;
}

function differences(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const indexed = classifyForChildren(text);
    const walked = classifyWalkingEveryRule(text);
    if (JSON.stringify(indexed) !== JSON.stringify(walked)) out.push(`${text}: indexed ${JSON.stringify(indexed)}, walked ${JSON.stringify(walked)}`);
  }
  return out;
}

describe("the rules' index (decision 1070)", () => {
  // Walking every rule at every word is the slow reference by design: on 1,500 team cases it takes
  // some 20 s alone and over 30 s on a busy machine, so this one test has more time.
  it("gives the verdict of walking every rule on every team case", { timeout: 120_000 }, () => {
    expect(differences(devCorpus.map((item) => item.text))).toEqual([]);
  });

  it("gives the verdict of walking every rule on the product's everyday requests and the word-list corpus", () => {
    expect(differences([...CORPUS.map((item) => item.prompt), ...EXAMPLE_PROMPTS, ...HARMLESS_PROMPTS, ...UNSAFE_PROMPTS])).toEqual([]);
  });

  it("gives the verdict of walking every rule on generated everyday requests", () => {
    const texts = everydayRequests(500, 1070);
    expect(differences(texts)).toEqual([]);
  });

  it("gives the verdict of walking every rule on generated texts made of the rules' own phrases", () => {
    const texts = nearRuleRequests(800, 1070);
    // The generator reaches both answers: otherwise the comparison proves little.
    const refused = texts.filter((text) => !classifyForChildren(text).safe).length;
    expect(refused).toBeGreaterThan(50);
    expect(refused).toBeLessThan(texts.length - 50);
    expect(differences(texts)).toEqual([]);
  });

  it("leaves the rude-word list's answers as they were when the whitelist is read only after a match", () => {
    const texts = [...devCorpus.map((item) => item.text), ...HARMLESS_PROMPTS, ...UNSAFE_PROMPTS, ...everydayRequests(300, 7)];
    expect(texts.filter((text) => isLocallyUnsafe(text) !== isLocallyUnsafeReadingWhitelist(text))).toEqual([]);
    expect(texts.filter((text) => isLocallyUnsafe(text)).length).toBeGreaterThan(50);
  });
});
