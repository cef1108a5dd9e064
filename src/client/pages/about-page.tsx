import { Link } from "../lib/navigation";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { OperatorContact } from "../features/marketing/contact-email";
import { ContentSection } from "../features/marketing/content-page";

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About PromptBlocks"
        description="Why PromptBlocks exists: helping children, teachers and parents get from an idea to a working Scratch project, and learn programming on the way."
      />
      <PageHeader title="About PromptBlocks" intro="Helping children, teachers and parents turn ideas into Scratch projects, and understand them." />

      <ContentSection id="mission" title="Our mission">
        <p>
          Every child who opens Scratch has an idea: a cat that jumps, a ball that bounces, a quiz for a friend. Many
          get stuck between the idea and the blocks, and a blank code area is where enthusiasm fades. PromptBlocks
          exists to close that gap: say what you want, see the blocks that do it, and build it yourself.
        </p>
        <p>
          We want children to finish what they start, and to understand what they finished. That is why PromptBlocks
          shows blocks to read and rebuild, and why it explains each script in plain words.
        </p>
      </ContentSection>

      <ContentSection id="team" title="Who we are">
        <p>
          PromptBlocks is made and run by a small independent team. We are not part of Scratch: Scratch is a project of
          the Scratch Foundation, and PromptBlocks is a separate tool for Scratch, built with respect for it. Block
          pictures are drawn with scratchblocks, the open-source renderer the Scratch community uses on its wiki and
          forums, and our project export is tested against Scratch’s own engine, so a downloaded project runs
          the way its blocks say.
        </p>
        <p>
          Teachers, parents and children shape what we build next. If you have used PromptBlocks, we would like to
          hear from you:
        </p>
        <OperatorContact subject="About PromptBlocks" />
      </ContentSection>

      <ContentSection id="why-ai" title="Why AI, and why this way">
        <p>
          An AI model is good at the step that stops beginners: turning a loose description into a precise sequence.
          It is not always right, so PromptBlocks never just passes its answer on. Every block is checked against the
          real list of Scratch 3 blocks; a block that does not exist, a missing “end” or a stray input is caught and
          explained, and a harmless slip is repaired only when it has exactly one meaning.
        </p>
        <p>
          We also decided what PromptBlocks will not do. It does not show advertising. It does not send a child’s words
          to an AI provider before a parent has agreed. And it can run with the offline generator, which needs no AI
          provider at all, so a school can use it without sending pupils’ requests anywhere.
        </p>
      </ContentSection>

      <ContentSection id="vision" title="Where we are going">
        <p>
          We see PromptBlocks as a patient helper next to the Scratch editor: one that answers “how do I make…?” at
          the moment a child asks it, and then steps back. The next steps are whole projects with several sprites and
          the stage, better explanations of why a script works, and more tools for teachers who use Scratch in class.
        </p>
        <p>
          See what it does today on the <Link to="/features">features page</Link>, or{" "}
          <Link to="/#generator">try it now</Link>.
        </p>
      </ContentSection>
    </>
  );
}
