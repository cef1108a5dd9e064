import { useQuery } from "@tanstack/react-query";
import { MessageSquareQuote, Quote } from "lucide-react";
import { Card } from "../../components/ui/card";
import { ContactEmail, hasContactEmail } from "../marketing/contact-email";
import { fetchPublishedTestimonials, formatGivenOn, testimonialKeys } from "./testimonials.api";

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
 * the author's permission appears; with none yet, the section says so plainly and invites
 * teachers and parents to write, instead of filling the space with made-up praise.
 */
export function TestimonialsSection({ audience = "everyone" }: { audience?: TTestimonialAudience }) {
  const { data, status } = useQuery({ queryKey: testimonialKeys.published, queryFn: fetchPublishedTestimonials });
  const testimonials = data ?? [];
  // Without a configured contact address there is nowhere to write to, so the invitation
  // says only how quotes get here.
  const invitation = hasContactEmail() ? (
    <p className="max-w-2xl text-ink-soft">
      {INVITATIONS[audience]} <ContactEmail subject="My PromptBlocks story" fallback={null} />. {PERMISSION_NOTE}
    </p>
  ) : (
    <p className="max-w-2xl text-ink-soft">When teachers and parents share their experience with us and agree to have it shown, their words will appear here.</p>
  );

  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-12" data-testid="testimonials">
      <h2 id="testimonials-title" className="text-3xl">
        Testimonials
      </h2>
      <p className="mt-2 text-lg text-ink-soft">What teachers, parents and young makers tell us, shared with their permission.</p>

      {status === "success" && testimonials.length > 0 && (
        <>
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
          <div className="mt-6">{invitation}</div>
        </>
      )}

      {status === "success" && testimonials.length === 0 && (
        <Card className="mt-6 flex flex-col gap-3 p-6 sm:flex-row sm:items-start sm:gap-5" data-testid="testimonials-invitation">
          <MessageSquareQuote className="h-10 w-10 shrink-0 text-sea-600" aria-hidden="true" />
          <div>
            <h3 className="text-xl">{hasContactEmail() ? "Be the first to tell us" : "No testimonials yet"}</h3>
            <p className="mt-2 max-w-2xl text-ink-soft">
              PromptBlocks is new, and we only show words that real people sent us and agreed to share. There are
              none to show yet.
            </p>
            <div className="mt-2">{invitation}</div>
          </div>
        </Card>
      )}

      {status === "pending" && <div className="mt-6 min-h-32 rounded-2xl border-2 border-dashed border-line" aria-hidden="true" />}

      {status === "error" && (
        <p className="mt-6 text-ink-soft" role="status">
          Testimonials could not be loaded just now. Please reload the page to try again.
        </p>
      )}
    </section>
  );
}
