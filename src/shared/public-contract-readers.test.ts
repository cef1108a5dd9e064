import { describe, expect, it } from "vitest";
import { ZPaymentOffer, ZPublicConfig, ZPublicTestimonialList, ZUnknownList } from "./public-contract";
import { PaymentOfferReader, PublicConfigReader, PublicTestimonialListReader, UnknownListReader } from "./public-contract-readers";
import { seededRandom } from "./seeded-random";

/**
 * The hand-written readers the browser uses must give the zod contract's verdict on every answer:
 * the same pass or fail, and on a pass the same value (unknown fields dropped). Answers are made
 * at random from every kind of JSON value per field, so no case is picked to fit the readers.
 */

const SAMPLES: readonly unknown[] = [
  "",
  "text",
  "https://example.test/buy",
  0,
  1,
  -3,
  5,
  4.5,
  1_000_000,
  2 ** 60,
  true,
  false,
  null,
  undefined,
  [],
  ["a"],
  {},
  { nested: 1 },
];
const ABSENT = Symbol("absent");

function randomAnswer(fields: readonly string[], valid: Record<string, unknown>, random: () => number): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const field of fields) {
    // Mostly the valid value, so that many answers pass and the kept values are compared too.
    const roll = random();
    const value = roll < 0.6 ? valid[field] : roll < 0.7 ? ABSENT : SAMPLES[Math.floor(random() * SAMPLES.length)];
    if (value !== ABSENT) answer[field] = value;
  }
  if (random() < 0.3) answer.extra = "not in the contract";
  return answer;
}

type TVerdict = { ok: true; value: unknown } | { ok: false };
const verdict = (parse: (data: unknown) => unknown, data: unknown): TVerdict => {
  try {
    return { ok: true, value: parse(data) };
  } catch {
    return { ok: false };
  }
};

function expectSameVerdicts(zodParse: (data: unknown) => unknown, readerParse: (data: unknown) => unknown, answers: readonly unknown[]) {
  let passed = 0;
  for (const answer of answers) {
    const expected = verdict(zodParse, answer);
    expect(verdict(readerParse, answer), JSON.stringify(answer)).toEqual(expected);
    if (expected.ok) passed++;
  }
  // Both verdicts occur often enough to mean something.
  expect(passed).toBeGreaterThan(answers.length / 20);
  expect(passed).toBeLessThan(answers.length);
}

const random = seededRandom(28);
const many = <T>(make: () => T, count = 2000): T[] => Array.from({ length: count }, make);
const NOT_OBJECTS = [null, undefined, "config", 3, [], [{}]];

describe("public contract readers give zod's verdicts", () => {
  it("GET /api/config", () => {
    const valid = { googleClientId: "client-id", testLoginEnabled: true, checkoutUrl: "/test-checkout", monthlyTokenLimit: 0 };
    const answers = [...NOT_OBJECTS, ...many(() => randomAnswer(Object.keys(valid), valid, random))];
    expectSameVerdicts((data) => ZPublicConfig.parse(data), (data) => PublicConfigReader.parse(data), answers);
  });

  it("GET /api/payments/offer", () => {
    const valid = { priceUsd: 5, tokensPerPack: 1_000_000, checkoutUrl: null, isTestCheckout: false, libraryUrl: "https://app.gumroad.com/library", monthlyTokenLimit: 200_000 };
    const answers = [...NOT_OBJECTS, ...many(() => randomAnswer(Object.keys(valid), valid, random))];
    expectSameVerdicts((data) => ZPaymentOffer.parse(data), (data) => PaymentOfferReader.parse(data), answers);
  });

  it("GET /api/testimonials", () => {
    const valid = { id: 7, quote: "My class loved it.", attribution: "A teacher", givenOn: "2026-05-01" };
    const list = () => ({ testimonials: many(() => randomAnswer(Object.keys(valid), valid, random), Math.floor(random() * 3)) });
    const answers = [...NOT_OBJECTS, { testimonials: null }, { testimonials: "none" }, ...many(list)];
    expectSameVerdicts((data) => ZPublicTestimonialList.parse(data), (data) => PublicTestimonialListReader.parse(data), answers);
  });

  it("a list whose rows the caller reads itself", () => {
    for (const answer of [...NOT_OBJECTS, ...SAMPLES, [1, "a", null]]) {
      expect(verdict((data) => UnknownListReader.parse(data), answer)).toEqual(verdict((data) => ZUnknownList.parse(data), answer));
    }
  });
});
