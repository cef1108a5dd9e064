import { Link } from "../lib/navigation";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { OperatorContact } from "../features/marketing/contact-email";
import { PolicySection, TableOfContents } from "../features/marketing/content-page";
import { POLICY_DATE } from "../features/marketing/policy-dates";

/** SPEC 2: nine sections, dated May 21, 2025. Every statement describes what the code does. */
export const PRIVACY_SECTIONS = [
  { id: "who-we-are", title: "Who we are and what this policy covers" },
  { id: "what-we-collect", title: "What we collect" },
  { id: "how-we-use", title: "How we use it" },
  { id: "children", title: "Children under 13 and parental consent" },
  { id: "storage-and-sharing", title: "Where your data is stored and who receives it" },
  { id: "cookies", title: "Cookie Policy: cookies and local storage" },
  { id: "retention", title: "How long we keep it" },
  { id: "your-rights", title: "Seeing, downloading and deleting your data" },
  { id: "changes-contact", title: "Changes to this policy and how to contact us" },
] as const;

const section = (index: number) => ({ ...PRIVACY_SECTIONS[index]!, number: index + 1 });

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="How PromptBlocks collects, uses, stores and deletes data, including children's data and parental consent, what is sent to AI providers, and our use of cookies."
      />
      <PageHeader
        title="Privacy Policy"
        intro={
          <>
            Effective date: <time dateTime={POLICY_DATE.iso}>{POLICY_DATE.text}</time>. We wrote this policy to be read
            by parents, teachers and older children alike. It says what PromptBlocks collects, why, where it goes, and
            how to remove it.
          </>
        }
      />
      <TableOfContents sections={PRIVACY_SECTIONS} />

      <PolicySection {...section(0)}>
        <p>
          PromptBlocks is a web service that turns a description written in plain words into blocks for Scratch 3.
          It is an independent tool for Scratch and is not part of, or affiliated with, Scratch, the Scratch
          Foundation or the MIT Scratch Team. “We” means the operator of this PromptBlocks site, who is responsible
          for your data and whom you can reach at:
        </p>
        <OperatorContact subject="Privacy question" />
        <p>
          This policy covers the PromptBlocks website and its service. It does not cover Scratch, Google, the payment
          storefront or any other site we link to; each has its own policy.
        </p>
      </PolicySection>

      <PolicySection {...section(1)}>
        <p>We collect only what the service needs to work:</p>
        <ul>
          <li>
            <strong>Your account</strong>: when you sign in with Google, we receive your name, your e-mail address and
            Google’s identifier for your account. We do not receive your Google password.
          </li>
          <li>
            <strong>Your age</strong>: the month and year of birth you give at your first sign-in, so we know whether
            a parent must approve the account. We do not ask for the day.
          </li>
          <li>
            <strong>For a child under 13</strong>: the parent’s e-mail address the child enters, and a record of the
            parent’s decision (who decided, when, and the wording they were shown).
          </li>
          <li>
            <strong>What you make</strong>: each request you type, the blocks we generated for it, the number of
            tokens it used and when it was made. This is your history.
          </li>
          <li>
            <strong>Usage and purchases</strong>: how many free generations you have used, your token balance, and
            for each purchase the amount, the tokens bought, the date and the storefront’s order number. Card and
            bank details are handled by the payment storefront and never reach us.
          </li>
          <li>
            <strong>Security records</strong>: your sign-in sessions (when they started and when they end) and, for a
            short time, counts of requests per IP address so that nobody can flood the sign-in or the generator.
          </li>
        </ul>
        <p>We do not ask for, and do not want, a child’s home address, school name, telephone number or photo.</p>
      </PolicySection>

      <PolicySection {...section(2)}>
        <ul>
          <li>To sign you in and keep you signed in.</li>
          <li>To turn your requests into blocks and keep your history so you can open them again.</li>
          <li>To count free generations and tokens, and to credit the tokens you buy.</li>
          <li>To ask a parent’s permission for a child under 13, and to honour the parent’s decision.</li>
          <li>To check requests and answers for content that is not suitable for children.</li>
          <li>To protect the service against abuse, and to answer you when you write to us.</li>
        </ul>
        <p>
          We do not sell personal information, we do not show advertising, and we do not use what you type to build
          profiles of you or to train AI models.
        </p>
      </PolicySection>

      <PolicySection {...section(3)}>
        <p>
          Children under 13 may use PromptBlocks, and we collect data from them only with verifiable parental
          consent. At the first sign-in we ask for the month and year of birth. If the child is under 13, the account
          waits for a parent: the child enters a parent’s e-mail address, and we send that parent a message with a
          single-use link that expires. The page behind the link explains in plain words what we collect and why, and
          the parent approves or declines.
        </p>
        <p>
          Until a parent approves, the child can look at the site and the examples, but <strong>nothing the child
          types is sent to an AI provider and nothing is stored</strong> beyond the account itself and the consent
          request. If the parent declines, or the link expires unused, the account and its data are deleted.
        </p>
        <p>
          A parent who approved can later see the child’s generations, download all of the child’s data, withdraw
          consent, or delete the account, from the link in the consent e-mail. Analytics are never used for children’s
          accounts.
        </p>
      </PolicySection>

      <PolicySection {...section(4)}>
        <ul>
          <li>
            <strong>Our database</strong>: accounts, history, balances and purchase records are stored in a PostgreSQL
            database run for us by a hosted database provider. Only the people who operate PromptBlocks can reach it.
          </li>
          <li>
            <strong>AI providers</strong>: when you press Generate, the text of your request and our instructions for
            writing Scratch blocks are sent to the AI provider this site is configured to use (for example OpenAI,
            Anthropic or Google), which returns the blocks. We do not send your name or e-mail address with it. A site
            may instead use the offline generator, which runs entirely on our own server and sends nothing to anyone.
          </li>
          <li>
            <strong>Google</strong>: signing in goes through Google, which learns that you signed in to PromptBlocks.
          </li>
          <li>
            <strong>The payment storefront</strong>: when you buy tokens, the storefront (Gumroad) receives your
            e-mail address and your PromptBlocks account number so the purchase can be credited to you, and processes the payment.
          </li>
          <li>
            <strong>E-mail</strong>: messages to parents (the consent request and its links) are sent through the
            e-mail service this site uses, which receives the parent’s address and the message.
          </li>
          <li>
            <strong>The avatar service</strong>: the round picture with your initials in the menu is drawn by an
            initials-avatar service (ui-avatars.com), which receives your user name to draw it.
          </li>
          <li>
            <strong>Analytics</strong>: only if this site has Google Analytics configured and you accept it in the
            consent banner; see the Cookie Policy below.
          </li>
        </ul>
        <p>We share data with nobody else, except when the law requires us to.</p>
      </PolicySection>

      <PolicySection {...section(5)}>
        <p>PromptBlocks keeps very little in your browser, and only to work:</p>
        <ul>
          <li>
            <strong>Sign-in token</strong> (local storage, named <code>token</code>): keeps you signed in for up to 30
            days. Logging out removes it and ends the session on our server too.
          </li>
          <li>
            <strong>Your unfinished request</strong> (session storage): remembers the text in the prompt box while you
            sign in, and disappears when you close the tab.
          </li>
          <li>
            <strong>Sign-in cookie</strong>: when Google sign-in uses a redirect, a signed cookie holds the sign-in
            check for at most 10 minutes. It cannot be read by scripts.
          </li>
          <li>
            <strong>Your analytics choice</strong> (local storage): remembers whether you accepted or declined
            analytics, so we do not ask on every page.
          </li>
          <li>
            <strong>Google</strong>: Google’s sign-in button may set Google’s own cookies when you use it; Google’s
            privacy policy covers them.
          </li>
          <li>
            <strong>Analytics cookies</strong>: only when this site has Google Analytics configured, and only after you
            press Accept in the banner. Without that, no analytics script is loaded and nothing is sent. They are never
            used for children’s accounts.
          </li>
        </ul>
        <p>
          There are no advertising or tracking cookies. You can clear local storage and cookies in your browser at any
          time; you will then simply need to sign in again.
        </p>
      </PolicySection>

      <PolicySection {...section(6)}>
        <ul>
          <li>Your account and history: for as long as you keep the account. You can delete single items at any time.</li>
          <li>Sign-in sessions: until you log out, or 30 days at most. One-time sign-in codes last 60 seconds.</li>
          <li>Consent requests for a child: until the parent decides or the link expires.</li>
          <li>Request counts per IP address: about an hour, then deleted automatically.</li>
          <li>
            Purchase records: after an account is deleted, only the anonymised records that accounting law requires
            us to keep.
          </li>
        </ul>
      </PolicySection>

      <PolicySection {...section(7)}>
        <p>
          On <Link to="/account">your account page</Link> you can download everything we hold about you as one file
          (your profile, generations, purchases and usage), and delete your account. Deleting removes your data from
          our database in one step; only the anonymised purchase records mentioned above remain. On the{" "}
          <Link to="/history">history page</Link> you can delete single generations.
        </p>
        <p>
          You may also ask us to correct something, or to explain what we hold. Parents can do all of this for their
          child through the link in the consent e-mail, or by writing to us.
        </p>
      </PolicySection>

      <PolicySection {...section(8)}>
        <p>
          If we change what we collect or how we use it, we will update this page and its date, and tell signed-in
          users before the change applies. We will ask parents again before using a child’s data in a new way.
        </p>
        <p>
          Questions, requests or worries about privacy: write to us, by e-mail or by post.
        </p>
        <OperatorContact subject="Privacy question" />
      </PolicySection>
    </>
  );
}
