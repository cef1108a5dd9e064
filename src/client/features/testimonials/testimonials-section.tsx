import { Quote } from "lucide-react";
import { Card } from "../../components/ui/card";
import { ContactEmail } from "../marketing/contact-email";
import { useSharedRead } from "../../lib/shared-read";
import { formatGivenOn, publishedTestimonialsRead } from "./testimonials.api";

export type TTestimonialAudience = "everyone" | "schools" | "parents";

const INVITATIONS: Record<TTestimonialAudience, string> = {
  everyone: "Have you used PromptBlocks in a classroom or at home? Tell us what worked and what did not:",
  schools: "Have you used PromptBlocks with a class or a coding club? Tell us what worked and what did not:",
  parents: "Have you built something with your child using PromptBlocks? Tell us how it went:",
};

const PERMISSION_NOTE =
  "With your permission, we may show your words here, with your name or only your role (“Year 5 teacher”, “a parent”), as you prefer.";

/**
 * SPEC 2 "Testimonials" on /, /for-schools and /for-parents. Only what an admin published with
 * the author's permission appears. With none (or none loaded), the section is not there at all
 * (issue 31): an empty box reads as an unfinished page, and nothing is made up to fill it.
 */
export function TestimonialsSection({ audience = "everyone" }: { audience?: TTestimonialAudience }) {
  const { data } = useSharedRead(publishedTestimonialsRead);
  const testimonials = data ?? [];
  if (testimonials.length === 0) return null;

  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-12" data-testid="testimonials">
      <h2 id="testimonials-title" className="text-3xl">
        Testimonials
      </h2>
      <p className="mt-2 text-lg text-ink-soft">What teachers, parents and young makers tell us, shared with their permission.</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <Card className="flex h-full flex-col gap-4 p-6">
              <Quote className="h-6 w-6 text-brand-700" aria-hidden="true" />
              <figure className="flex flex-1 flex-col gap-4">
                <blockquote className="flex-1 text-lg">{testimonial.quote}</blockquote>
                <figcaption className="text-sm text-ink-soft">
                  <span className="font-bold text-ink">{testimonial.attribution}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={testimonial.givenOn}>{formatGivenOn(testimonial.givenOn)}</time>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-2xl text-ink-soft">
        {INVITATIONS[audience]} <ContactEmail subject="My PromptBlocks story" />. {PERMISSION_NOTE}
      </p>
    </section>
  );
}
