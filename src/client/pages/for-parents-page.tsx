import { Link } from "../lib/navigation";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { OperatorContact } from "../features/marketing/contact-email";
import { ContentSection } from "../features/marketing/content-page";
import { TestimonialsSection } from "../features/testimonials/testimonials-section";

export default function ForParentsPage() {
  return (
    <>
      <PageMeta
        title="PromptBlocks for Parents"
        description="How PromptBlocks helps your child learn Scratch, how parental consent for children under 13 works, what it costs, and how to help even if you have never programmed."
      />
      <PageHeader
        title="PromptBlocks for Parents"
        intro="Help your child go from “I want to make a game” to a project they built and understand, even if you have never programmed."
      />

      <ContentSection id="what" title="What your child does with it">
        <p>
          Your child types what they want their Scratch project to do, like “make the cat jump when I press space”.
          PromptBlocks shows the blocks that do it, with a short explanation. Your child then builds those blocks in
          Scratch, or opens them as a ready-made project and changes them from there.
        </p>
        <p>
          It is a helper, not a shortcut: the blocks are shown so they can be read and understood, and the best
          projects come from asking for one small piece at a time.
        </p>
      </ContentSection>

      <ContentSection id="safety" title="Safety and consent">
        <ul>
          <li>
            <strong>Children under 13 need you.</strong> At first sign-in we ask the month and year of birth. For a child
            under 13 we e-mail you a link; you read what we collect and why, and approve or decline. Until you approve,
            nothing your child types is sent to an AI provider or stored. If you decline, the account is deleted.
          </li>
          <li>
            <strong>You stay in control.</strong> From the link in that e-mail you can see what your child has made,
            download all of their data, withdraw consent, or delete the account.
          </li>
          <li>
            <strong>Child-safe content.</strong> Requests and answers are checked for words and topics that are not
            suitable for children.
          </li>
          <li>
            <strong>No advertising and no tracking of children.</strong> Analytics are never used for children’s
            accounts. Read the <Link to="/privacy-policy">Privacy Policy</Link> for everything we collect.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="help" title="How to help, even if you do not code">
        <ol>
          <li>Ask your child to tell you the idea out loud, then help them write it down: what starts it, who moves, how far.</li>
          <li>Read the blocks together before building. Ask “what do you think this one does?”</li>
          <li>Let your child do the dragging and snapping in Scratch. Mistakes they fix themselves teach the most.</li>
          <li>When it works, ask for one change: faster, higher, a sound, a score. That is how games grow.</li>
        </ol>
        <p>
          The <Link to="/doc">user guide</Link> explains how to read the blocks and open projects in Scratch.
        </p>
      </ContentSection>

      <ContentSection id="cost" title="What it costs">
        <p>
          Every account starts with three free generations. If your child wants more, Premium is a one-time purchase of
          $5 for 1,000,000 tokens: no subscription, nothing renews, and tokens never expire. Only you decide whether
          to buy; purchases are final except where the law requires a refund. See <Link to="/pricing">Pricing</Link>.
        </p>
      </ContentSection>

      <ContentSection id="questions" title="Questions">
        <p>Write to us, by e-mail or by post:</p>
        <OperatorContact subject="A parent's question" />
      </ContentSection>

      <TestimonialsSection audience="parents" />
    </>
  );
}
