import { PageMeta } from "../components/layout/page-meta";
import { GeneratorSection } from "../features/generator/generator-section";
import { ExampleProjects } from "../features/marketing/example-projects";
import { HomeFaq } from "../features/marketing/home-faq";
import { HomeHero } from "../features/marketing/home-hero";
import { HowItWorks } from "../features/marketing/how-it-works";
import { PricingPlans } from "../features/marketing/pricing-plans";
import { TestimonialsSection } from "../features/testimonials/testimonials-section";
import { HydrateLater } from "../lib/hydrate-later";

/**
 * SPEC 2 home, in SPEC's order: hero, generator, How It Works, Pricing, Examples, Testimonials, FAQ.
 * Each section is adopted after the page's frame, a section per task, in this order (lib/hydrate-later).
 */
export default function HomePage() {
  return (
    <>
      <PageMeta description="PromptBlocks turns a plain-language idea into Scratch 3 blocks you can read, copy and rebuild. Made for students, teachers and parents." />
      <HydrateLater>
        <HomeHero />
      </HydrateLater>
      <HydrateLater>
        <GeneratorSection />
      </HydrateLater>
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <section aria-labelledby="pricing-title" className="mx-auto max-w-4xl px-4 py-12">
          <h2 id="pricing-title" className="text-3xl">
            Pricing
          </h2>
          <p className="mt-2 mb-8 text-lg text-ink-soft">Start free. Buy tokens when you want more: they never expire.</p>
          <PricingPlans />
        </section>
      </HydrateLater>
      <HydrateLater>
        <ExampleProjects />
      </HydrateLater>
      <HydrateLater>
        <TestimonialsSection />
      </HydrateLater>
      <HydrateLater>
        <HomeFaq />
      </HydrateLater>
    </>
  );
}
