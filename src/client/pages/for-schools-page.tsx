import { Coins, GraduationCap, LayoutDashboard, Presentation, School } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { Card } from "../components/ui/card";
import { OperatorContact } from "../features/marketing/contact-email";
import { ContentSection } from "../features/marketing/content-page";
import { TestimonialsSection } from "../features/testimonials/testimonials-section";

/** SPEC 1: what schools can get. */
const OFFER = [
  { icon: Coins, title: "Discounted bulk tokens", text: "Buy tokens for a whole class or school at a lower price than single purchases. Tokens never expire." },
  { icon: LayoutDashboard, title: "A teacher dashboard", text: "An overview of your pupils’ accounts and what they have made, set up for your class." },
  { icon: School, title: "Classroom tools", text: "Set up a class, share example requests, and use block pictures in worksheets and slides." },
  { icon: GraduationCap, title: "Curriculum support", text: "Lesson ideas that use PromptBlocks to teach sequences, loops, events, conditions and variables in Scratch." },
  { icon: Presentation, title: "Professional development", text: "Sessions for teachers who are new to Scratch or to teaching with AI tools." },
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
          Each of these is arranged with the school. <a href="#contact" className="font-bold text-sea-700">Get in touch</a>{" "}
          and we will tell you what we can set up for yours.
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

      <ContentSection id="privacy" title="Pupils’ privacy">
        <p>
          Pupils under 13 can generate only after a parent approves by e-mail; until then nothing they type is sent to
          an AI provider or stored. There is no advertising, and analytics are never used for children’s accounts. A
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
