import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Words real teachers, parents and children sent us, entered by an admin (issue 12: no invented
 * people or quotes). Only rows whose author gave permission may be published, and the database
 * itself refuses the other combination, so no code path can show a quote without consent.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    quote: text("quote").notNull(),
    /** Name or role as the author agreed to be shown, e.g. "Year 5 teacher, Taichung". */
    attribution: text("attribution").notNull(),
    /** The day the author gave the testimonial (a calendar date, no time zone). */
    givenOn: date("given_on", { mode: "string" }).notNull(),
    permissionGiven: boolean("permission_given").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("testimonials_published_needs_permission", sql`NOT ${table.isPublished} OR ${table.permissionGiven}`),
    index("testimonials_published_idx").on(table.isPublished, table.givenOn.desc()),
  ],
);

export type TTestimonialRow = typeof testimonials.$inferSelect;
