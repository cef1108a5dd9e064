import type { TPaymentOffer, TPublicConfig, TPublicTestimonialList } from "./public-contract";

/**
 * The three answers every visitor's first page load asks for (GET /api/config,
 * /api/payments/offer, /api/testimonials), checked by hand in the browser. Even zod's small build
 * is 14 KB compressed, a tenth of the home page's first-load budget (issue 28), and it came
 * with the page only to check these three. The zod schemas in public-contract.ts stay the
 * contract for the server and the tests; public-contract-readers.test.ts holds these readers to
 * the same verdicts on valid, broken and unseen answers. Like zod, a reader throws on a wrong
 * answer and keeps only the fields the contract names.
 */

type TReader<T> = { parse(data: unknown): T };
type TField<T> = (value: unknown) => value is T;

const isString = (value: unknown): value is string => typeof value === "string";
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
/** zod's z.int(): a safe integer. */
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const orNull =
  <T>(field: TField<T>): TField<T | null> =>
  (value): value is T | null =>
    value === null || field(value);
/** An optional field: absent or undefined both pass, and an absent one stays absent. */
const OPTIONAL = Symbol("optional");
type TOptional<T> = { [OPTIONAL]: TField<T> };
const optional = <T>(field: TField<T>): TOptional<T> => ({ [OPTIONAL]: field });

type TShape = Record<string, TField<unknown> | TOptional<unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Checks `data` against `shape` and returns a copy with only the shape's fields; throws naming the first wrong field. */
function readObject(data: unknown, shape: TShape, what: string): Record<string, unknown> {
  if (!isRecord(data)) throw new TypeError(`${what}: expected an object`);
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(shape)) {
    const value = data[key];
    if (typeof check === "function") {
      if (!check(value)) throw new TypeError(`${what}: ${key} has the wrong type`);
      out[key] = value;
    } else if (value !== undefined) {
      if (!check[OPTIONAL](value)) throw new TypeError(`${what}: ${key} has the wrong type`);
      out[key] = value;
    } else if (key in data) {
      out[key] = undefined;
    }
  }
  return out;
}

const objectReader = <T>(shape: TShape, what: string): TReader<T> => ({ parse: (data) => readObject(data, shape, what) as T });

/** GET /api/config (ZPublicConfig). */
export const PublicConfigReader = objectReader<TPublicConfig>(
  {
    googleClientId: orNull(isString),
    testLoginEnabled: isBoolean,
    checkoutUrl: optional(orNull(isString)),
    monthlyTokenLimit: optional(isInt),
  },
  "GET /api/config",
);

/** GET /api/payments/offer (ZPaymentOffer). */
export const PaymentOfferReader = objectReader<TPaymentOffer>(
  {
    priceUsd: isNumber,
    tokensPerPack: isInt,
    checkoutUrl: orNull(isString),
    isTestCheckout: isBoolean,
    libraryUrl: isString,
    monthlyTokenLimit: isInt,
  },
  "GET /api/payments/offer",
);

const TESTIMONIAL_SHAPE: TShape = { id: isInt, quote: isString, attribution: isString, givenOn: isString };

/** GET /api/testimonials (ZPublicTestimonialList). */
export const PublicTestimonialListReader: TReader<TPublicTestimonialList> = {
  parse(data) {
    const what = "GET /api/testimonials";
    const { testimonials } = readObject(data, { testimonials: Array.isArray }, what) as { testimonials: unknown[] };
    return { testimonials: testimonials.map((row) => readObject(row, TESTIMONIAL_SHAPE, what)) } as TPublicTestimonialList;
  },
};

/** A JSON array whose rows the caller reads leniently itself (ZUnknownList). */
export const UnknownListReader: TReader<unknown[]> = {
  parse(data) {
    if (!Array.isArray(data)) throw new TypeError("expected a list");
    return [...data];
  },
};
