import { Download, MessageSquareText, Wand2 } from "lucide-react";
import { Card } from "../../components/ui/card";

/** SPEC 2 "How It Works": describe, AI generates, use the blocks or download the image. */
const STEPS = [
  {
    icon: MessageSquareText,
    title: "Describe",
    text: "Write what you want to make in your own words, like “make the cat jump when I press space”.",
  },
  {
    icon: Wand2,
    title: "AI generates",
    text: "PromptBlocks writes the Scratch 3 blocks for your idea, checks every block, and draws them as they look in Scratch.",
  },
  {
    icon: Download,
    title: "Use your blocks",
    text: "Build them in Scratch, copy the block text, download the picture, or download a project that opens in Scratch.",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="how-title" className="text-3xl">
        How It Works
      </h2>
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
  );
}
