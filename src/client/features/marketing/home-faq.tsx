import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { useModuleOnIntent, CarryOverSwap } from "../../lib/load-on-intent";
import { Link } from "../../lib/navigation";

type TFaq = { id: string; question: string; answer: ReactNode };

/** SPEC 2: six questions. Answers describe what the product really does, nothing more. */
export const HOME_FAQ: readonly TFaq[] = [
  {
    id: "what",
    question: "What is PromptBlocks?",
    answer: (
      <>
        PromptBlocks is a helper for Scratch 3. You describe what you want to make in your own words, and it answers
        with the blocks that do it, drawn exactly as they look in Scratch. It is an independent tool for Scratch, not
        part of Scratch, and is not affiliated with the Scratch Foundation.
      </>
    ),
  },
  {
    id: "coding",
    question: "Do I need to know how to code?",
    answer: (
      <>
        No. If you can say what should happen (“when I press space, the cat jumps”), you can use it. Beginners learn
        by reading the blocks they get and building them; people who already know Scratch use it to get unstuck or
        to try an idea quickly.
      </>
    ),
  },
  {
    id: "scratch",
    question: "How do I get the blocks into Scratch?",
    answer: (
      <>
        Two ways. Rebuild them by hand: each block keeps Scratch’s colour, so you know which category to open.
        Or download the <strong>.sb3</strong> project and open it in Scratch (File, then “Load from your computer”)
        or in TurboWarp. The <Link to="/doc">user guide</Link> walks through both.
      </>
    ),
  },
  {
    id: "cost",
    question: "How much does it cost, and what is a token?",
    answer: (
      <>
        Every account starts with three free generations. After that, Premium is a one-time purchase of $5 for
        1,000,000 tokens, with no subscription, and tokens never expire. A token is a small piece of text that the AI
        reads or writes; a typical request uses about a thousand, and the exact number appears under every result.
        Purchases are final except where the law says otherwise. See <Link to="/pricing">Pricing</Link>.
      </>
    ),
  },
  {
    id: "children",
    question: "Is it safe for children?",
    answer: (
      <>
        PromptBlocks is made for children, and it shows no advertising. Children under 13 can use it only after a
        parent approves by e-mail; until then nothing they type is sent to an AI provider or stored. Requests and
        answers pass a child-safety check. The <Link to="/for-parents">page for parents</Link> and the{" "}
        <Link to="/privacy-policy">Privacy Policy</Link> explain the details.
      </>
    ),
  },
  {
    id: "accuracy",
    question: "Are the blocks always right?",
    answer: (
      <>
        Every answer is checked against the real list of Scratch 3 blocks before you see it, and a block that
        does not exist is never shown as if it did. The program may still not do exactly what you meant: try it in
        Scratch, then change your request (“make it jump higher”) or the blocks themselves. That is part of learning
        to program.
      </>
    ),
  },
];

// Radix's accordion (arrow keys between questions, one open at a time) comes when a visitor
// reaches for the FAQ, not with the page (issue 28); until then the questions are these same
// buttons, closed, and a press or focus on one carries over (lib/load-on-intent).
const loadAccordion = () => import("./home-faq-accordion");

export const FAQ_TRIGGER_CLASS = "group flex w-full cursor-pointer items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-extrabold";
export const FAQ_ITEM_CLASS = "rounded-2xl border-2 border-line bg-surface shadow-block";
export const FAQ_LIST_CLASS = "mt-6 flex flex-col gap-3";

export function FaqChevron() {
  return <ChevronDown className="h-5 w-5 shrink-0 text-ink-soft transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />;
}

/** The questions as Radix draws them closed, without its code. */
function ClosedQuestions() {
  return (
    <div className={FAQ_LIST_CLASS} data-testid="faq">
      {HOME_FAQ.map((faq) => (
        <div key={faq.id} className={FAQ_ITEM_CLASS} data-state="closed">
          <h3 data-state="closed">
            <button type="button" aria-expanded={false} data-state="closed" className={FAQ_TRIGGER_CLASS}>
              {faq.question}
              <FaqChevron />
            </button>
          </h3>
        </div>
      ))}
    </div>
  );
}

/** SPEC 2 FAQ accordion: one answer open at a time, and the open one can be closed again. */
export function HomeFaq() {
  const accordion = useModuleOnIntent(loadAccordion, false);
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-12" {...accordion.intent}>
      <h2 id="faq-title" className="text-3xl">
        Frequently asked questions
      </h2>
      <CarryOverSwap swapped={accordion.module !== null}>{accordion.module ? <accordion.module.FaqAccordion /> : <ClosedQuestions />}</CarryOverSwap>
    </section>
  );
}
