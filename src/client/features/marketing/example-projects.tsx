import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { fillGeneratorPrompt } from "../generator/generator-prompt.store";

/** SPEC 2 "Example Projects": parabola, chatbot, gravity physics. */
export const EXAMPLE_PROJECTS = [
  {
    title: "Parabola",
    what: "Maths you can watch: the pen traces a curve as x goes from left to right.",
    prompt: "Draw a parabola with the pen, from left to right across the stage.",
    color: "bg-sea-600",
  },
  {
    title: "Chatbot",
    what: "A sprite that asks a question, listens to the answer and replies.",
    prompt: "Make a sprite that asks my name and answers with a friendly reply.",
    color: "bg-brand-700",
  },
  {
    title: "Gravity physics",
    what: "A ball that speeds up as it falls and bounces when it lands.",
    prompt: "Make a ball fall with gravity and bounce when it hits the ground.",
    color: "bg-ink",
  },
] as const;

export function ExampleProjects() {
  return (
    <section id="examples" aria-labelledby="examples-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12">
      <h2 id="examples-title" className="text-3xl">
        Example Projects
      </h2>
      <p className="mt-2 text-lg text-ink-soft">Three classic first projects. Pick one to see its request in the generator.</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {EXAMPLE_PROJECTS.map((example) => (
          <li key={example.title}>
            <Card className="flex h-full flex-col overflow-hidden">
              <div className={`h-3 ${example.color}`} aria-hidden="true" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl">{example.title}</h3>
                <p className="mt-2 text-ink-soft">{example.what}</p>
                <p className="mt-3 flex-1 rounded-xl bg-canvas px-3 py-2 text-ink">“{example.prompt}”</p>
                <Button variant="outline" className="mt-4 w-full" onClick={() => fillGeneratorPrompt(example.prompt)}>
                  Try This Example
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
