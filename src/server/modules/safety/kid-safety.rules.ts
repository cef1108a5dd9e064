import { z } from "zod";
import rulesFile from "./kid-safety.rules.json";

/**
 * kid-safety.rules.json, checked once at start-up: a typo in the reviewed data (an unknown
 * concept, a rule with no category) stops the server instead of quietly letting a request through.
 */

export const SAFETY_CATEGORIES = [
  "self_harm",
  "sexual",
  "hate",
  "weapons",
  "violence",
  "bullying",
  "hacking",
  "contacting",
  "personal_data",
  "scams_gambling",
  "drugs_alcohol",
  "cheating",
  "rude_words",
  "other",
] as const;
/** In this order of precedence: a request that is several things gets the first one's answer. */
export type TSafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export const REQUEST_KINDS = ["game", "story", "quiz", "chat", "drawing", "any"] as const;
export type TRequestKind = (typeof REQUEST_KINDS)[number];

const ZSuggestion = z.object({ text: z.string().min(1), kinds: z.array(z.enum(REQUEST_KINDS)).min(1) }).strict();

const ZRulesFile = z
  .object({
    about: z.array(z.string()),
    fuzzyMinLength: z.number().int().min(4),
    categories: z.record(
      z.enum(SAFETY_CATEGORIES),
      z.object({ message: z.string().min(1), suggestions: z.array(ZSuggestion).min(3) }).strict(),
    ),
    requestKinds: z.partialRecord(z.enum(REQUEST_KINDS), z.array(z.string().min(1))),
    emoji: z.record(z.string(), z.string()),
    aliases: z.record(z.string().regex(/^[\p{Ll}\p{N}]+$/u), z.string().regex(/^[\p{Ll} ]+$/u)),
    allow: z.array(z.string().min(1)),
    concepts: z.record(z.string().regex(/^[A-Z_]+$/), z.array(z.string().min(1)).min(1)),
    rules: z.array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          category: z.enum(SAFETY_CATEGORIES),
          pattern: z.string().min(1),
          lessonNeutralizes: z.boolean().optional(),
          unlessFollowedBy: z.object({ concept: z.string(), within: z.number().int().min(0).max(5) }).strict().optional(),
        })
        .strict(),
    ),
  })
  .strict();

export type TSafetyRulesFile = z.infer<typeof ZRulesFile>;
export type TSafetyRule = TSafetyRulesFile["rules"][number];

export const SAFETY_RULES: TSafetyRulesFile = ZRulesFile.parse(rulesFile);
