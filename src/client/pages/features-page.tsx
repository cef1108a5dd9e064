import { BookOpen, CheckCircle2, Copy, Download, FileDown, History, Languages, MessageSquareText, Wand2 } from "lucide-react";
import { Link } from "../lib/navigation";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { ContentSection } from "../features/marketing/content-page";
import { HERO_BLOCKS_IMAGE } from "../features/marketing/demo-video";
import { HERO_IMAGE_SIZE } from "../features/marketing/home-hero";
import { PricingPlans } from "../features/marketing/pricing-plans";

const STEPS = [
  { icon: MessageSquareText, title: "Describe", text: "Type your idea in plain words, the way you would tell a friend." },
  { icon: Wand2, title: "Generate", text: "The AI writes the blocks; PromptBlocks checks each one against Scratch 3’s real blocks." },
  { icon: BookOpen, title: "Read", text: "See the blocks drawn as in Scratch, with a note on what each script does." },
  { icon: Download, title: "Use", text: "Build them in Scratch, or copy, save as a picture, or open as a project." },
] as const;

const FEATURES = [
  { icon: CheckCircle2, title: "Checked blocks", text: "Every block is checked against Scratch 3’s block list; problems are listed by line in words a child can act on." },
  { icon: FileDown, title: "Projects that open in Scratch", text: "Download a .sb3 file that opens in Scratch 3 and TurboWarp, with your blocks already in place." },
  { icon: Copy, title: "Copy and picture", text: "Copy the block text for the Scratch forums or wiki, or download a sharp PNG for worksheets and slides." },
  { icon: History, title: "History", text: "Everything you generate is kept, searchable, and can be opened again or deleted." },
  { icon: Languages, title: "Readable for everyone", text: "High-contrast blocks, and block labels in Scratch’s other languages, including right-to-left ones." },
  { icon: Wand2, title: "Works without an AI key", text: "Sites can run the built-in offline generator, which needs no network and sends your words nowhere." },
] as const;

const AUDIENCES = [
  {
    title: "Students",
    text: "Turn the game in your head into blocks you can read, then build it yourself. When you are stuck, ask for just the part you cannot work out.",
  },
  {
    title: "Teachers",
    text: "Show a whole class how an idea becomes a script, make worksheets from block pictures, and let pupils compare their own solution with one that works.",
  },
  {
    title: "Parents",
    text: "Help your child with Scratch even if you have never programmed: describe together, read the blocks together, build together.",
  },
] as const;

const QUESTIONS = [
  {
    q: "Does PromptBlocks put the blocks into Scratch for me?",
    a: "You choose. You can build them by hand from the picture, which is best for learning, or download a .sb3 project and open it in Scratch with File, then Load from your computer.",
  },
  {
    q: "Which blocks can it use?",
    a: "All of Scratch 3’s standard blocks, plus the Pen and Music extensions, and blocks you define yourself in My Blocks.",
  },
  {
    q: "What if the blocks are not what I wanted?",
    a: "Change your request and generate again, or edit the blocks in Scratch. A clearer request (what starts it, who does what, which numbers) gives clearer blocks.",
  },
  {
    q: "Do I need a Scratch account?",
    a: "No. You need a Google account to sign in to PromptBlocks; Scratch itself works without an account, although saving online needs one.",
  },
] as const;

export default function FeaturesPage() {
  return (
    <>
      <PageMeta
        title="Features"
        description="What PromptBlocks does: describe an idea in plain words and get checked blocks for Scratch you can read, build, copy, save as a picture or open as a project."
      />
      <PageHeader title="Features" intro="Describe an idea in plain words and get blocks for Scratch you can read, copy and rebuild." />

      <ContentSection id="sample" title="From a sentence to a script">
        <div className="mt-4 grid items-center gap-6 sm:grid-cols-[1fr_auto]">
          <div>
            <p className="rounded-2xl border-2 border-line bg-surface px-5 py-4 text-ink">
              <span className="block text-sm font-bold uppercase tracking-wider text-ink-soft">Sample request</span>
              “make the cat jump when I press space”
            </p>
            <p>
              PromptBlocks answered with this script: a key-press hat block, then two repeat loops that move the cat up
              and bring it back down. Real blocks, drawn by the same renderer the Scratch Wiki uses.
            </p>
          </div>
          <img
            src={HERO_BLOCKS_IMAGE.src}
            alt={HERO_BLOCKS_IMAGE.alt}
            width={HERO_IMAGE_SIZE.width}
            height={HERO_IMAGE_SIZE.height}
            decoding="async"
            className="h-auto w-full max-w-[15rem] justify-self-center"
          />
        </div>
      </ContentSection>

      <ContentSection isWide id="flow" title="How it works, in four steps">
        <ol className="!mt-6 grid !list-none gap-4 !pl-0 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="!mt-0">
              <Card className="h-full p-5">
                <div className="flex items-center gap-3">
                  <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-black text-white">{index + 1}</span>
                  <step.icon className="h-5 w-5 text-sea-600" aria-hidden="true" />
                </div>
                <h3 className="!mt-3">{step.title}</h3>
                <p className="!mt-1 text-base">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection isWide id="what-you-get" title="What you get">
        <ul className="!mt-6 grid !list-none gap-4 !pl-0 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="!mt-0">
              <Card className="h-full p-5">
                <feature.icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
                <h3 className="!mt-3">{feature.title}</h3>
                <p className="!mt-1 text-base">{feature.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </ContentSection>

      <section aria-labelledby="plans-title" className="mx-auto max-w-4xl px-4 py-8">
        <h2 id="plans-title" className="text-2xl sm:text-3xl">
          Free and Premium
        </h2>
        <p className="mt-2 mb-8 text-lg text-ink-soft">Start with three free generations; buy tokens only when you want more.</p>
        <PricingPlans
          action={(plan) => (
            <Link to={plan === "Free" ? "/#generator" : "/pricing"} className={buttonClasses(plan === "Free" ? "outline" : "primary", "md", "w-full no-underline")}>
              {plan === "Free" ? "Try it free" : "See Premium"}
            </Link>
          )}
        />
      </section>

      <ContentSection isWide id="who" title="Made for">
        <div className="!mt-6 grid gap-4 md:grid-cols-3">
          {AUDIENCES.map((audience) => (
            <Card key={audience.title} className="p-5">
              <h3 className="!mt-0">{audience.title}</h3>
              <p className="!mt-1 text-base">{audience.text}</p>
            </Card>
          ))}
        </div>
        <p className="!mt-5">
          More for <Link to="/for-schools">schools</Link> and <Link to="/for-parents">parents</Link>.
        </p>
      </ContentSection>

      <ContentSection id="faq" title="Questions">
        <dl>
          {QUESTIONS.map((item) => (
            <div key={item.q} className="mt-5">
              <dt className="font-extrabold text-ink">{item.q}</dt>
              <dd className="mt-1">{item.a}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>
    </>
  );
}
