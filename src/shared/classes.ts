import { z } from "zod";
import { pageParam } from "./admin";

/** Classrooms (issue 32): the wire shapes shared by the server and the teacher's and pupils' pages. */

import {
  CLASS_CHALLENGE_MAX_CHARS,
  CLASS_DAILY_CAP_MAX,
  CLASS_NAME_MAX_CHARS,
  CLASS_WORK_MAX_PAGE_SIZE,
  CLASS_WORK_PAGE_SIZE,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  SCHOOL_FIELD_MAX_CHARS,
  YEAR_GROUP_MAX_CHARS,
} from "./classes-limits";

export * from "./classes-limits";

const text = (max: number, label: string) => z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} can be at most ${max} characters`);

/** POST /api/classes: the teacher affirms the school's authorisation, or there is no class. */
export const ZCreateClassRequest = z.strictObject({
  name: text(CLASS_NAME_MAX_CHARS, "Class name"),
  yearGroup: text(YEAR_GROUP_MAX_CHARS, "Year group"),
  schoolAuthorisation: z.literal(true, { error: "Please confirm that your school authorises this classroom use" }),
});
export const ZCreateClassResponse = z.object({ id: z.number().int(), joinCode: z.string() });

/** PATCH /api/classes/:id: the class's settings; null clears the challenge. */
export const ZUpdateClassRequest = z
  .strictObject({
    name: text(CLASS_NAME_MAX_CHARS, "Class name").optional(),
    yearGroup: text(YEAR_GROUP_MAX_CHARS, "Year group").optional(),
    dailyCap: z.number("The daily limit must be a number").int("The daily limit must be a whole number").min(0).max(CLASS_DAILY_CAP_MAX).optional(),
    hintsFirst: z.boolean().optional(),
    challenge: z.string().trim().max(CLASS_CHALLENGE_MAX_CHARS, `A challenge can be at most ${CLASS_CHALLENGE_MAX_CHARS} characters`).nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to change");
export type TUpdateClassRequest = z.infer<typeof ZUpdateClassRequest>;

/** POST /api/classes/:id/join-code: joining off, on again (a fresh code), or a fresh code now. */
export const ZJoinCodeRequest = z.strictObject({ action: z.enum(["off", "on", "renew"]) });
export const ZJoinCodeResponse = z.object({ joinCode: z.string().nullable() });

/** POST /api/classes/join. Spaces and dashes a child types are forgiven, letters upper-cased. */
export const ZJoinClassRequest = z.strictObject({
  code: z
    .string("Please type the class code")
    .max(40)
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`), "A class code is 8 letters and numbers")),
});
export const ZJoinClassResponse = z.object({ classId: z.number().int(), name: z.string() });

/** POST /api/classes/:id/pool: tokens moved from the teacher's own balance into the class pool. */
export const ZPoolTransferRequest = z.strictObject({
  tokens: z.number("Tokens must be a number").int("Tokens must be a whole number").positive("Move at least 1 token").max(1_000_000_000_000),
});

export const ZClassPupil = z.object({
  userId: z.number().int(),
  username: z.string(),
  joinedAt: z.string(),
  /** Class generations today (UTC) counted against the daily cap, since any reset. */
  usedToday: z.number().int(),
});
export type TClassPupil = z.infer<typeof ZClassPupil>;

export const ZClassSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  yearGroup: z.string(),
  joinCode: z.string().nullable(),
  poolTokens: z.number().int(),
  dailyCap: z.number().int(),
  hintsFirst: z.boolean(),
  challenge: z.string().nullable(),
  pupilCount: z.number().int(),
  createdAt: z.string(),
});
export type TClassSummary = z.infer<typeof ZClassSummary>;

/** GET /api/classes; checkoutUrl: where the teacher buys tokens (the schools' product when set). */
export const ZClassList = z.object({ classes: z.array(ZClassSummary), checkoutUrl: z.string().nullable() });
export const ZClassDetail = z.object({ class: ZClassSummary, pupils: z.array(ZClassPupil) });
export type TClassDetail = z.infer<typeof ZClassDetail>;

/** A pupil's view of a class they are in: no code, no pool, nobody else. */
export const ZPupilClass = z.object({
  id: z.number().int(),
  name: z.string(),
  yearGroup: z.string(),
  hintsFirst: z.boolean(),
  challenge: z.string().nullable(),
  dailyCap: z.number().int(),
  usedToday: z.number().int(),
});
export type TPupilClass = z.infer<typeof ZPupilClass>;
export const ZPupilClassList = z.object({ classes: z.array(ZPupilClass) });

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day is YYYY-MM-DD").optional();

/** GET /api/classes/:id/work?page&limit&search&pupilId&from&to (days inclusive, UTC). */
export const ZClassWorkQuery = z.strictObject({
  page: pageParam(1),
  limit: pageParam(CLASS_WORK_PAGE_SIZE).pipe(z.number().max(CLASS_WORK_MAX_PAGE_SIZE)),
  search: z.string().trim().max(200).optional().default(""),
  pupilId: z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number).optional(),
  from: isoDay,
  to: isoDay,
});
export type TClassWorkQuery = z.infer<typeof ZClassWorkQuery>;

export const ZClassWorkItem = z.object({
  id: z.number().int(),
  pupilId: z.number().int(),
  pupilName: z.string(),
  prompt: z.string(),
  blocks: z.string(),
  createdAt: z.string(),
});
export type TClassWorkItem = z.infer<typeof ZClassWorkItem>;
export const ZClassWorkPage = z.object({ items: z.array(ZClassWorkItem), total: z.number().int() });
export type TClassWorkPage = z.infer<typeof ZClassWorkPage>;

/** GET /api/classes/:id/overview: who has made what in the last 7 days. */
export const ZClassOverview = z.object({
  since: z.string(),
  totalThisWeek: z.number().int(),
  pupils: z.array(
    z.object({
      userId: z.number().int(),
      username: z.string(),
      thisWeek: z.number().int(),
      lastPrompt: z.string().nullable(),
      lastAt: z.string().nullable(),
    }),
  ),
});
export type TClassOverview = z.infer<typeof ZClassOverview>;

/** POST /api/teacher-requests: asked for on /for-schools. */
export const ZTeacherRequestBody = z.strictObject({
  school: text(SCHOOL_FIELD_MAX_CHARS, "School"),
  country: text(SCHOOL_FIELD_MAX_CHARS, "Country"),
  roleAtSchool: text(SCHOOL_FIELD_MAX_CHARS, "Your role"),
});

export const ZTeacherRequest = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string(),
  username: z.string(),
  school: z.string(),
  country: z.string(),
  roleAtSchool: z.string(),
  status: z.enum(["pending", "granted", "declined"]),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TTeacherRequest = z.infer<typeof ZTeacherRequest>;
export const ZMyTeacherRequest = z.object({ request: ZTeacherRequest.nullable() });
export const ZTeacherRequestList = z.object({ items: z.array(ZTeacherRequest), total: z.number().int() });
export const ZTeacherRequestsQuery = z.strictObject({
  status: z.enum(["pending", "granted", "declined"]).optional().default("pending"),
  page: pageParam(1),
});
export const ZTeacherRequestDecision = z.strictObject({ decision: z.enum(["grant", "decline"]) });
