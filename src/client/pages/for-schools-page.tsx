import { Coins, GraduationCap, LayoutDashboard, Presentation, School } from "lucide-react";
import { Link } from "../lib/navigation";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { Card } from "../components/ui/card";
import { OperatorContact } from "../features/marketing/contact-email";
import { ContentSection } from "../features/marketing/content-page";
import { TestimonialsSection } from "../features/testimonials/testimonials-section";
import { TeacherRequestForm } from "../features/classes/teacher-request-form";

/** SPEC 1: what schools can get, as it is today (issue 32: the page states only what exists). */
const OFFER = [
  {
    icon: LayoutDashboard,
    title: "A teacher dashboard",
    text: "With a teacher account, see each class’s pupils and every program they made in the class: the request, the block picture and when. Search it, filter by pupil, and see who made what this week.",
  },
  {
    icon: School,
    title: "Classroom tools",
    text: "Set up a class and share its join code. Set a daily limit per pupil, reset it, turn the code off or renew it, set a challenge for your pupils’ home page, or show hints before the blocks.",
  },
  {
    icon: Coins,
    title: "Discounted bulk tokens",
    text: "Buy tokens with the usual checkout, or a schools’ price we have set up with your school, and move them into a class. Pupils’ class programs use the class’s tokens first. Tokens never expire.",
  },
  { icon: GraduationCap, title: "Curriculum support", text: "Lesson ideas that use PromptBlocks to teach sequences, loops, events, conditions and variables in Scratch: ask us." },
  { icon: Presentation, title: "Professional development", text: "Sessions for teachers who are new to Scratch or to teaching with AI tools: ask us." },
] as const;

export default function ForSchoolsPage() {
  return (
    <>
      <PageMeta
        title="PromptBlocks for Schools"
        description="PromptBlocks for classrooms: discounted bulk token purchases, a teacher dashboard, classroom tools, curriculum support and professional development for teaching with Scratch."
      />
      <PageHeader
        title="PromptBlocks for Schools"
        intro="Discounted bulk token purchases, a teacher dashboard, classroom tools, curriculum support and professional development."
      />

      <ContentSection id="classroom" title="In the classroom">
        <p>
          PromptBlocks helps the pupil who has an idea but cannot find the blocks, without doing the thinking for them.
          The answer is a picture of blocks to read and build, not a finished project to submit. Some ways teachers can
          use it:
        </p>
        <ul>
          <li>
            <strong>Model the thinking</strong>: on the board, turn a pupil’s idea into a request, generate it, and read
            the script together line by line before anyone builds it.
          </li>
          <li>
            <strong>Compare solutions</strong>: pupils build their own version first, then compare it with the
            generated one and explain the differences.
          </li>
          <li>
            <strong>Debug on purpose</strong>: change a number or a block in the generated script and ask the class
            what will happen now.
          </li>
          <li>
            <strong>Make materials</strong>: download sharp block pictures for worksheets, or a .sb3 starter project
            that pupils extend.
          </li>
        </ul>
      </ContentSection>

      <section aria-labelledby="offer-title" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="offer-title" className="text-2xl sm:text-3xl">
          What we offer schools
        </h2>
        <p className="mt-2 max-w-3xl text-lg text-ink-soft">
          The dashboard and classroom tools come with a <a href="#teacher-account" className="font-bold text-sea-700">teacher account</a>. A schools’
          price, curriculum support and training are arranged with the school: <a href="#contact" className="font-bold text-sea-700">get in touch</a>.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {OFFER.map((item) => (
            <li key={item.title}>
              <Card className="h-full p-5">
                <item.icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
                <h3 className="mt-3 text-xl">{item.title}</h3>
                <p className="mt-1 text-ink-soft">{item.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <ContentSection id="teacher-account" title="Ask for a teacher account">
        <p>
          Tell us your school, country and role. We check each request by hand and make your account a teacher
          account; then “My classes” appears in your account menu.
        </p>
        <TeacherRequestForm />
      </ContentSection>

      <ContentSection id="privacy" title="Pupils’ privacy">
        <p>
          When you create a class you confirm that your school authorises this classroom use. Pupils under 13 who
          join your class can then make blocks in the class without a parent’s e-mail; for that, we keep only which
          class they joined and which of their programs were made in it. Outside the class, pupils under 13 make
          blocks only after a parent approves by e-mail; until then nothing they type is sent to an AI provider or
          stored. You see only your own classes’ pupils (their usernames) and the work made in your class. There is no advertising, and analytics are never used for children’s accounts. A
          school can also run PromptBlocks with the offline generator, so requests never leave its server. The{" "}
          <Link to="/privacy-policy">Privacy Policy</Link> has the details your data protection officer will ask for.
        </p>
      </ContentSection>

      <ContentSection id="contact" title="Get in touch">
        <p>
          Tell us about your school: how many pupils, their ages, and how you teach Scratch today. We will reply with
          a proposal for bulk tokens and the tools you need. Write to:
        </p>
        <OperatorContact subject="PromptBlocks for my school" />
      </ContentSection>

      <TestimonialsSection audience="schools" />
    </>
  );
}
