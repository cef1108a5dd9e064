import { Hono } from "hono";
import { ZTestimonialCreate, ZTestimonialUpdate } from "../../../shared/testimonials";
import type { TAppBindings } from "../../app-context";
import { notFound } from "../../lib/app-error";
import { readJsonBody } from "../../lib/request-body";
import { parseSerialId } from "../../lib/serial-id";
import { nowOf, requireAdmin } from "../auth/auth.middleware";
import {
  createTestimonial,
  deleteTestimonial,
  findAllTestimonials,
  findPublishedTestimonials,
  updateTestimonial,
} from "./testimonials.service";

const testimonialNotFound = () => notFound("Testimonial not found");

/** GET /api/testimonials: the published ones, for the marketing pages. */
export function createPublicTestimonialRoutes() {
  return new Hono<TAppBindings>().get("/", async (c) => {
    const testimonials = await findPublishedTestimonials({ db: c.var.db });
    // The same for every visitor; a short shared cache spares the database on busy pages
    // while an unpublished quote still disappears within a minute.
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ testimonials });
  });
}

/** /api/admin/testimonials: list, create, edit, delete; admins only (role read from the database). */
export function createAdminTestimonialRoutes() {
  return new Hono<TAppBindings>()
    .use("*", requireAdmin)
    .get("/", async (c) => c.json({ testimonials: await findAllTestimonials({ db: c.var.db }) }))
    .post("/", async (c) => {
      const input = await readJsonBody(c, ZTestimonialCreate);
      const testimonial = await createTestimonial({ db: c.var.db, adminId: c.var.user.id, input });
      return c.json({ testimonial }, 201);
    })
    .patch("/:id", async (c) => {
      const id = parseSerialId(c.req.param("id"), "testimonial");
      const changes = await readJsonBody(c, ZTestimonialUpdate);
      const testimonial = await updateTestimonial({ db: c.var.db, adminId: c.var.user.id, id, changes, now: nowOf(c) });
      if (testimonial === undefined) throw testimonialNotFound();
      return c.json({ testimonial });
    })
    .delete("/:id", async (c) => {
      const id = parseSerialId(c.req.param("id"), "testimonial");
      if (!(await deleteTestimonial({ db: c.var.db, adminId: c.var.user.id, id }))) throw testimonialNotFound();
      return c.json({ deleted: true as const, id });
    });
}
