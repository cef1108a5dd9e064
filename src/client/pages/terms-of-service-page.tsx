import { Link } from "../lib/navigation";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { ContactEmail } from "../features/marketing/contact-email";
import { PolicySection, TableOfContents } from "../features/marketing/content-page";
import { POLICY_DATE } from "../features/marketing/policy-dates";

/** SPEC 2: twelve sections, dated May 21, 2025, governed by Taiwanese law. */
export const TERMS_SECTIONS = [
  { id: "acceptance", title: "Accepting these terms" },
  { id: "service", title: "What PromptBlocks is" },
  { id: "accounts", title: "Your account" },
  { id: "children", title: "Children and parents" },
  { id: "acceptable-use", title: "Using PromptBlocks fairly" },
  { id: "content", title: "Your requests and the blocks you get" },
  { id: "purchases", title: "Free generations, tokens and purchases" },
  { id: "ai-output", title: "AI answers and no warranty" },
  { id: "liability", title: "Limits of our liability" },
  { id: "termination", title: "Suspension and termination" },
  { id: "changes", title: "Changes to the service and these terms" },
  { id: "law-contact", title: "Governing law and contact" },
] as const;

const section = (index: number) => ({ ...TERMS_SECTIONS[index]!, number: index + 1 });

export default function TermsOfServicePage() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The terms for using PromptBlocks: accounts, children and parental consent, tokens and purchases, AI answers, and Taiwanese governing law."
      />
      <PageHeader
        title="Terms of Service"
        intro={
          <>
            Effective date: <time dateTime={POLICY_DATE.iso}>{POLICY_DATE.text}</time>. These terms are the agreement
            between you and the people who run this PromptBlocks site. Please read them; where a child uses
            PromptBlocks, a parent or guardian accepts them for the child.
          </>
        }
      />
      <TableOfContents sections={TERMS_SECTIONS} />

      <PolicySection {...section(0)}>
        <p>
          By signing in to or using PromptBlocks you agree to these terms and to our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the service.
        </p>
      </PolicySection>

      <PolicySection {...section(1)}>
        <p>
          PromptBlocks turns a description in plain words into blocks for Scratch 3, shows them as pictures, and lets
          you copy the block text, download an image, or download a project file that opens in Scratch. It is an
          independent tool for Scratch. Scratch is a project of the Scratch Foundation; PromptBlocks is not part of
          Scratch and is not endorsed by or affiliated with the Scratch Foundation or the MIT Scratch Team.
        </p>
      </PolicySection>

      <PolicySection {...section(2)}>
        <p>
          You sign in with a Google account. Keep that account secure, and do not let others use your PromptBlocks
          account: what happens in it is your responsibility. One person, one account. Log out on shared computers,
          such as those in a classroom.
        </p>
      </PolicySection>

      <PolicySection {...section(3)}>
        <p>
          Children under 13 may use PromptBlocks only after a parent or guardian approves the account through the
          e-mail we send them, as the Privacy Policy describes. A parent who approves accepts these terms for the child
          and may withdraw consent or delete the child’s account at any time. Teachers who use PromptBlocks with a
          class are responsible for following their school’s rules on consent.
        </p>
      </PolicySection>

      <PolicySection {...section(4)}>
        <p>Please do not:</p>
        <ul>
          <li>ask for content that is violent, hateful, sexual, or otherwise unsuitable for children;</li>
          <li>put other people’s personal information into requests;</li>
          <li>try to get around the free-generation limit, the token balance, rate limits or safety checks;</li>
          <li>attack, overload, scrape or reverse engineer the service, or use it to break the law.</li>
        </ul>
        <p>Requests that break these rules may be refused without charge.</p>
      </PolicySection>

      <PolicySection {...section(5)}>
        <p>
          Your requests are yours. You may use the blocks PromptBlocks gives you however you like, including in
          projects you share on the Scratch website under Scratch’s own terms. You allow us to store and process your
          requests and blocks only to run the service for you, as the Privacy Policy explains.
        </p>
        <p>
          The PromptBlocks site, name and software are ours. Block pictures are drawn with the open-source
          scratchblocks library; Scratch’s names and block designs belong to their owners.
        </p>
      </PolicySection>

      <PolicySection {...section(6)}>
        <ul>
          <li>
            Every account starts with a number of free generations (three, unless we announce otherwise). A generation
            is charged only when you receive blocks; a refused request, a provider failure or a timeout costs nothing.
          </li>
          <li>
            Premium is a one-time purchase, not a subscription: $5 (US dollars) buys 1,000,000 tokens. Tokens do not
            expire. Each generation uses the tokens the AI actually read and wrote, shown under the result.
          </li>
          <li>
            Purchases are made on an external payment storefront (Gumroad), which processes the payment under its own
            terms. Tokens are credited to the PromptBlocks account that started the purchase.
          </li>
          <li>
            <strong>Purchases are final and non-refundable, except where the law requires a refund.</strong> Nothing in
            these terms takes away rights that consumer protection law gives you.
          </li>
        </ul>
      </PolicySection>

      <PolicySection {...section(7)}>
        <p>
          Blocks are written by an AI model or by PromptBlocks’ offline generator. We check every block against the
          list of real Scratch 3 blocks, but a program may still not do what you meant. Test what you build. The
          service is provided “as is” and “as available”, without warranties of any kind, to the extent the law
          allows; we do not promise that it will always be available or free of mistakes.
        </p>
      </PolicySection>

      <PolicySection {...section(8)}>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, or for lost data,
          arising from your use of PromptBlocks, and our total liability to you is limited to the amount you paid us in
          the twelve months before the claim. These limits do not apply where the law does not permit them, such as
          for harm caused intentionally or by gross negligence.
        </p>
      </PolicySection>

      <PolicySection {...section(9)}>
        <p>
          We may suspend or terminate an account at our discretion, for example when these terms are broken or to
          protect children or the service. Where we reasonably can, we will explain why. You may stop using
          PromptBlocks and delete your account at any time from <Link to="/account">your account page</Link>.
        </p>
      </PolicySection>

      <PolicySection {...section(10)}>
        <p>
          PromptBlocks will change as we improve it. If we change these terms in a way that matters, we will update
          this page and its date and tell signed-in users before the change applies. Continuing to use the service
          after that means you accept the new terms.
        </p>
      </PolicySection>

      <PolicySection {...section(11)}>
        <p>
          These terms are governed by the laws of Taiwan (Republic of China). Disputes will be heard by the competent
          courts of Taiwan, without removing any right you have to bring a claim in the courts where you live.
        </p>
        <p>
          Questions about these terms: <ContactEmail subject="Terms of Service" />.
        </p>
      </PolicySection>
    </>
  );
}
