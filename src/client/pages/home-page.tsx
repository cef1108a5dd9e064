import { Download, MessageSquareText, Wand2 } from "lucide-react";
import { Link } from "react-router";
import { PageMeta } from "../components/layout/page-meta";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PricingPlans } from "../features/marketing/pricing-plans";
import { GeneratorSection } from "../features/generator/generator-section";
import { fillGeneratorPrompt } from "../features/generator/generator-prompt.store";

const STEPS = [
  { icon: MessageSquareText, title: "Describe", text: "Write what you want to make in your own words, like “make the cat jump when I press space”." },
  { icon: Wand2, title: "AI generates", text: "PromptBlocks builds the Scratch 3 blocks for your idea and shows them as real block pictures." },
  { icon: Download, title: "Use your blocks", text: "Rebuild the blocks in Scratch, copy the block text, or download the picture." },
] as const;

const EXAMPLES = [
  { title: "Parabola", prompt: "Draw a parabola with the pen, from left to right across the stage.", color: "bg-sea-600" },
  { title: "Chatbot", prompt: "Make a sprite that asks my name and answers with a friendly reply.", color: "bg-brand-700" },
  { title: "Gravity physics", prompt: "Make a ball fall with gravity and bounce when it hits the ground.", color: "bg-ink" },
] as const;

function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-[1.2fr_1fr] md:py-24">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-extrabold text-brand-800">
            The #1 AI code generator for Scratch
          </p>
          <h1 className="text-4xl leading-tight sm:text-5xl md:text-6xl">
            Turn your ideas into <span className="text-brand-700">Scratch blocks</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">
            Say what you want to build in plain words. PromptBlocks shows you the blocks to make it, ready to rebuild
            in Scratch. Made for students, teachers and parents.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/#generator" className={buttonClasses("primary", "lg", "no-underline")}>
              <Wand2 className="h-5 w-5" aria-hidden="true" /> Try It Now
            </Link>
            <Link to="/#examples" className={buttonClasses("outline", "lg", "no-underline")}>
              See examples
            </Link>
          </div>
        </div>
        <HeroBlocks />
      </div>
    </section>
  );
}

/** A drawing of a small script in our brand colours: decoration, so hidden from screen readers. */
function HeroBlocks() {
  const rows = [
    { text: "when space key pressed", className: "bg-sun-400 text-ink rounded-t-3xl", indent: "" },
    { text: "change y by 50", className: "bg-sea-600 text-white", indent: "" },
    { text: "wait 0.3 seconds", className: "bg-brand-500 text-ink", indent: "" },
    { text: "change y by -50", className: "bg-sea-600 text-white", indent: "" },
  ];
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-sm rotate-[-2deg]">
      <div className="rounded-3xl border-2 border-line bg-surface p-6 shadow-block">
        <div className="flex flex-col gap-1">
          {rows.map((row) => (
            <div key={row.text} className={`rounded-xl px-4 py-3 font-extrabold shadow-block ${row.className} ${row.indent}`}>
              {row.text}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export default function HomePage() {
  return (
    <>
      <PageMeta description="PromptBlocks turns a plain-language idea into Scratch 3 blocks you can read, copy and rebuild. Made for students, teachers and parents." />
      <Hero />

      <GeneratorSection />

      <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="how-title" className="text-3xl">How It Works</h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full p-6">
                <div className="flex items-center gap-3">
                  <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-black text-white">
                    {index + 1}
                  </span>
                  <step.icon className="h-6 w-6 text-sea-600" aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-xl">{step.title}</h3>
                <p className="mt-2 text-ink-soft">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="pricing-title" className="mx-auto max-w-4xl px-4 py-12">
        <h2 id="pricing-title" className="text-3xl">Pricing</h2>
        <p className="mt-2 mb-8 text-lg text-ink-soft">Start free. Buy tokens when you want more: they never expire.</p>
        <PricingPlans />
      </section>

      <section id="examples" aria-labelledby="examples-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="examples-title" className="text-3xl">Example Projects</h2>
        <p className="mt-2 text-lg text-ink-soft">Ideas other people turned into blocks.</p>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {EXAMPLES.map((example) => (
            <Card key={example.title} className="overflow-hidden">
              <div className={`h-3 ${example.color}`} aria-hidden="true" />
              <div className="p-6">
                <h3 className="text-xl">{example.title}</h3>
                <p className="mt-2 text-ink-soft">“{example.prompt}”</p>
                <Button variant="outline" className="mt-4 w-full" onClick={() => fillGeneratorPrompt(example.prompt)}>
                  Try This Example
                </Button>
              </div>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
