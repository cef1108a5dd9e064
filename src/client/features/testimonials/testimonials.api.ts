import type { QueryClient } from "@tanstack/react-query";
import type { TPublicTestimonial } from "../../../shared/public-contract";
import { PublicTestimonialListReader } from "../../../shared/public-contract-readers";
import type { TTestimonial, TTestimonialCreate, TTestimonialUpdate } from "../../../shared/testimonials";
import { api } from "../../lib/api";
import { sharedRead } from "../../lib/shared-read";

// The admin's schemas (zod's full API) load with the admin's first call, not with the home page.
const adminSchemas = () => import("../../../shared/testimonials");

export const PUBLIC_TESTIMONIALS_PATH = "/api/testimonials";
export const ADMIN_TESTIMONIALS_PATH = "/api/admin/testimonials";

export const testimonialKeys = {
  all: [ADMIN_TESTIMONIALS_PATH] as const,
};

export async function fetchPublishedTestimonials(): Promise<TPublicTestimonial[]> {
  return (await api.get(PUBLIC_TESTIMONIALS_PATH, PublicTestimonialListReader)).testimonials;
}

/** What the public pages show, shared by them (decision 600); the admin's list is a query. */
export const publishedTestimonialsRead = sharedRead(fetchPublishedTestimonials);

export async function fetchAllTestimonials(): Promise<TTestimonial[]> {
  const { ZTestimonialList } = await adminSchemas();
  return (await api.get(ADMIN_TESTIMONIALS_PATH, ZTestimonialList)).testimonials;
}

export async function createTestimonial(input: TTestimonialCreate): Promise<TTestimonial> {
  const { ZTestimonialResponse } = await adminSchemas();
  return (await api.post(ADMIN_TESTIMONIALS_PATH, input, ZTestimonialResponse)).testimonial;
}

export async function updateTestimonial(id: number, changes: TTestimonialUpdate): Promise<TTestimonial> {
  const { ZTestimonialResponse } = await adminSchemas();
  return (await api.patch(`${ADMIN_TESTIMONIALS_PATH}/${id}`, changes, ZTestimonialResponse)).testimonial;
}

export async function deleteTestimonial(id: number): Promise<void> {
  const { ZTestimonialDeleteResponse } = await adminSchemas();
  const res = await api.request("DELETE", `${ADMIN_TESTIMONIALS_PATH}/${id}`);
  ZTestimonialDeleteResponse.parse(await res.json());
}

/** A testimonial's day in SPEC 1's zh-TW long form; it is a calendar date, so no hour or zone shift. */
export function formatGivenOn(givenOn: string): string {
  const date = new Date(`${givenOn}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return givenOn;
  return new Intl.DateTimeFormat("zh-TW", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

/** After any admin change: the admin list and the public section both read again. */
export async function invalidateTestimonials(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
    publishedTestimonialsRead.invalidate(),
  ]);
}
