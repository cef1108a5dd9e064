import { z } from "zod";
import { ZPublicTestimonial } from "./public-contract";

export { ZPublicTestimonial, ZPublicTestimonialList, type TPublicTestimonial, type TPublicTestimonialList } from "./public-contract";

/** Long enough for a few heartfelt sentences; a testimonial is read at a glance, not an essay. */
export const TESTIMONIAL_QUOTE_MAX_CHARS = 600;
export const TESTIMONIAL_ATTRIBUTION_MAX_CHARS = 120;

/** A calendar date, YYYY-MM-DD, that really exists (2025-02-30 is refused). */
const ZCalendarDate = z.iso.date("use a date like 2025-05-21");

/** What an admin sees and edits. */
export const ZTestimonial = z.object({
  ...ZPublicTestimonial.shape,
  permissionGiven: z.boolean(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;

export const ZTestimonialList = z.object({ testimonials: z.array(ZTestimonial) });
export const ZTestimonialResponse = z.object({ testimonial: ZTestimonial });
export const ZTestimonialDeleteResponse = z.object({ deleted: z.literal(true), id: z.number().int() });

const PUBLISH_NEEDS_PERMISSION = "A testimonial can be published only when its author gave permission.";

const fields = {
  quote: z.string().trim().min(1, "quote is required").max(TESTIMONIAL_QUOTE_MAX_CHARS),
  attribution: z.string().trim().min(1, "name or role is required").max(TESTIMONIAL_ATTRIBUTION_MAX_CHARS),
  givenOn: ZCalendarDate,
  permissionGiven: z.boolean(),
  isPublished: z.boolean(),
};

/** POST /api/admin/testimonials: every field stated; unknown keys are refused. */
export const ZTestimonialCreate = z
  .strictObject({ ...fields, permissionGiven: fields.permissionGiven.default(false), isPublished: fields.isPublished.default(false) })
  .refine((value) => !value.isPublished || value.permissionGiven, { message: PUBLISH_NEEDS_PERMISSION, path: ["isPublished"] });
export type TTestimonialCreate = z.input<typeof ZTestimonialCreate>;

/**
 * PATCH /api/admin/testimonials/:id: any subset. Whether publishing is allowed depends on the
 * stored row too, so the service checks the merged result (and the database has the last word).
 */
export const ZTestimonialUpdate = z
  .strictObject({
    quote: fields.quote.optional(),
    attribution: fields.attribution.optional(),
    givenOn: fields.givenOn.optional(),
    permissionGiven: fields.permissionGiven.optional(),
    isPublished: fields.isPublished.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: "nothing to change" });
export type TTestimonialUpdate = z.input<typeof ZTestimonialUpdate>;

export { PUBLISH_NEEDS_PERMISSION };
