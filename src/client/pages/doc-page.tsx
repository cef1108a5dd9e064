import { Link } from "../lib/navigation";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { OperatorContact } from "../features/marketing/contact-email";
import { ContentSection, TableOfContents } from "../features/marketing/content-page";
import { HERO_BLOCKS_IMAGE } from "../features/marketing/demo-video";
import { HERO_IMAGE_SIZE } from "../features/marketing/home-hero";

const GUIDE_SECTIONS = [
  { id: "introduction", title: "What PromptBlocks does" },
  { id: "scratch", title: "What Scratch is" },
  { id: "three-steps", title: "Three steps" },
  { id: "describe", title: "How to describe an idea" },
  { id: "read", title: "How to read the blocks" },
  { id: "build", title: "Building the blocks in Scratch" },
  { id: "sb3", title: "Opening the .sb3 project" },
  { id: "accounts", title: "Free and Premium accounts" },
  { id: "support", title: "Getting help" },
] as const;

/** Scratch 3's categories and the colour of their blocks, to find a block's drawer by its colour. */
const CATEGORY_COLOURS = [
  { name: "Motion", colour: "#4C97FF", what: "moving, turning, going to x and y" },
  { name: "Looks", colour: "#9966FF", what: "costumes, saying and thinking, size, effects" },
  { name: "Sound", colour: "#CF63CF", what: "playing sounds, volume" },
  { name: "Events", colour: "#FFBF00", what: "“when” blocks that start a script, broadcasts" },
  { name: "Control", colour: "#FFAB19", what: "wait, repeat, forever, if, clones" },
  { name: "Sensing", colour: "#5CB1D6", what: "touching, asking, keys, the mouse, the timer" },
  { name: "Operators", colour: "#59C059", what: "maths, random numbers, comparing, joining text" },
  { name: "Variables", colour: "#FF8C1A", what: "variables and lists you make" },
  { name: "My Blocks", colour: "#FF6680", what: "blocks you define yourself" },
  { name: "Pen (extension)", colour: "#0FBD8C", what: "drawing lines on the stage" },
] as const;

export default function DocPage() {
  return (
    <>
      <PageMeta
        title="User guide"
        description="How to use PromptBlocks: describe an idea, read the blocks, build them in Scratch, and open the .sb3 project. Written for children, teachers and parents."
      />
      <PageHeader
        title="User guide"
        intro="Everything you need to go from an idea in your head to a working Scratch project. Grown-ups helping a child can read it together with them."
      />
      <TableOfContents sections={GUIDE_SECTIONS} />

      <ContentSection id="introduction" title="What PromptBlocks does">
        <p>
          You write what you want a Scratch project to do, in your own words. PromptBlocks answers with the blocks
          that do it, drawn the way they look in Scratch, with a short note about what each script does. Then you
          build those blocks in Scratch, or open them there as a ready-made project.
        </p>
        <p>
          PromptBlocks is an independent tool for Scratch. It is not made by the Scratch Team, and you do not need a
          Scratch account to use it.
        </p>
      </ContentSection>

      <ContentSection id="scratch" title="What Scratch is">
        <p>
          Scratch is a free programming language from the Scratch Foundation, used by children all over the world.
          Instead of typing code, you snap coloured blocks together like puzzle pieces to make characters (called
          sprites) move, talk, draw and play sounds. You can use it in a web browser at scratch.mit.edu or with the
          Scratch app.
        </p>
      </ContentSection>

      <ContentSection id="three-steps" title="Three steps">
        <ol>
          <li>
            <strong>Describe.</strong> Type your idea into the box on the <Link to="/#generator">home page</Link> and
            press <strong>Generate Code &amp; Blocks</strong>. You need to be signed in.
          </li>
          <li>
            <strong>Read.</strong> Your blocks appear under the box. Look at them and read the note: is this what you
            wanted?
          </li>
          <li>
            <strong>Use.</strong> Build them in Scratch by hand, copy the block text, download a picture of them, or
            download the <strong>.sb3</strong> project and open it in Scratch.
          </li>
        </ol>
      </ContentSection>

      <ContentSection id="describe" title="How to describe an idea">
        <p>Write it the way you would explain it to a friend. Four things help most:</p>
        <ul>
          <li>
            <strong>Say what starts it</strong>: “when the green flag is clicked”, “when I press the space key”, “when
            the sprite is clicked”.
          </li>
          <li>
            <strong>Say who does what</strong>: “the cat walks to the right”, “the ball falls”.
          </li>
          <li>
            <strong>Give numbers when they matter</strong>: “move 10 steps”, “wait 2 seconds”, “repeat 5 times”.
          </li>
          <li>
            <strong>Start small</strong>: one behaviour first, then ask for the next part. Big games are built one
            piece at a time.
          </li>
        </ul>
        <h3>Examples</h3>
        <ul>
          <li>
            Instead of “a game”, try “when I press the arrow keys, move the cat up, down, left and right”.
          </li>
          <li>Instead of “make it cool”, try “when the sprite is clicked, change its colour and play a pop sound”.</li>
          <li>Instead of “draw something”, try “draw a square with the pen, each side 100 steps long”.</li>
        </ul>
        <p>
          Not sure where to begin? The <strong>Examples</strong> button next to the box offers ideas, and the{" "}
          <Link to="/#examples">example projects</Link> fill the box for you.
        </p>
      </ContentSection>

      <ContentSection id="read" title="How to read the blocks">
        <p>
          Here are the blocks PromptBlocks made for “make the cat jump when I press space”. Scratch runs a script from
          top to bottom.
        </p>
        <figure className="mt-4 rounded-2xl border-2 border-line bg-surface p-5">
          <img
            src={HERO_BLOCKS_IMAGE.src}
            alt={HERO_BLOCKS_IMAGE.alt}
            width={HERO_IMAGE_SIZE.width}
            height={HERO_IMAGE_SIZE.height}
            decoding="async"
            className="h-auto w-full max-w-[15rem]"
          />
          <figcaption className="mt-3 text-base">
            The rounded top block starts the script; each “repeat” holds the block inside it and runs it 10 times.
          </figcaption>
        </figure>
        <h3>Shapes</h3>
        <ul>
          <li>
            <strong>Hat blocks</strong> have a rounded top and start a script (“when green flag clicked”).
          </li>
          <li>
            <strong>Stack blocks</strong> have a notch on top and a bump below; they snap one under another.
          </li>
          <li>
            <strong>C blocks</strong> (“repeat”, “forever”, “if”) wrap around the blocks they control.
          </li>
          <li>
            <strong>Round blocks</strong> are values, like “x position”; <strong>pointed blocks</strong> are yes/no
            questions, like “touching edge?”. Both go inside the holes of other blocks.
          </li>
        </ul>
        <h3>Inputs</h3>
        <p>
          White ovals hold numbers, white rectangles hold text, and boxes with a small triangle are menus: pick the
          same choice in Scratch.
        </p>
        <h3>Colours tell you where to find a block</h3>
        <ul className="!list-none !pl-0">
          {CATEGORY_COLOURS.map((category) => (
            <li key={category.name} className="flex items-start gap-3">
              <span
                className="mt-1.5 inline-block h-4 w-4 shrink-0 rounded border border-ink/20"
                style={{ backgroundColor: category.colour }}
                aria-hidden="true"
              />
              <span>
                <strong>{category.name}</strong>: {category.what}
              </span>
            </li>
          ))}
        </ul>
        <p>
          Below the picture, PromptBlocks lists any problem it found, with the line it is on. The{" "}
          <strong>High contrast</strong> option and the block language menu change how blocks are drawn, not what they
          do.
        </p>
      </ContentSection>

      <ContentSection id="build" title="Building the blocks in Scratch">
        <ol>
          <li>Open the Scratch editor and choose the sprite the blocks are for.</li>
          <li>Find each block by its colour: click that category on the left, then drag the block into the code area.</li>
          <li>Snap the blocks together in the same order as the picture, from the top down.</li>
          <li>Type the same numbers and text into the inputs, and pick the same menu choices.</li>
          <li>Start the script the way its top block says (press the key, click the green flag) and watch what happens.</li>
        </ol>
        <p>
          If something does not work, compare your blocks with the picture one at a time. Building by hand is slower
          than opening the project, but it is how the ideas stick.
        </p>
      </ContentSection>

      <ContentSection id="sb3" title="Opening the .sb3 project">
        <p>A .sb3 file is a Scratch project with your blocks already in it.</p>
        <ol>
          <li>
            Press <strong>Download .sb3</strong> above your blocks. The file goes to your downloads.
          </li>
          <li>Open the Scratch editor (scratch.mit.edu, then Create, or the Scratch app).</li>
          <li>
            Choose <strong>File</strong>, then <strong>Load from your computer</strong>, and pick the file.
          </li>
          <li>Click the green flag, or do what the first block says, to run it.</li>
        </ol>
        <p>
          The file also opens in TurboWarp the same way. When a program has a mistake, PromptBlocks lists it instead
          of making a file that would not work.
        </p>
      </ContentSection>

      <ContentSection id="accounts" title="Free and Premium accounts">
        <ul>
          <li>
            <strong>Visitors</strong> can read every page and try the examples. To generate blocks you sign in with
            Google.
          </li>
          <li>
            <strong>Free</strong> accounts get three generations, and can see, copy and download their blocks. Your
            history keeps what you made.
          </li>
          <li>
            <strong>Premium</strong> is $5 for 1,000,000 tokens, paid once. Tokens never expire, and each generation
            uses only what it needs. See <Link to="/pricing">Pricing</Link>.
          </li>
        </ul>
        <p>
          Children under 13 need a parent’s approval before they can generate; the page{" "}
          <Link to="/for-parents">for parents</Link> explains how it works.
        </p>
      </ContentSection>

      <ContentSection id="support" title="Getting help">
        <p>
          Stuck, found a mistake in some blocks, or have an idea for PromptBlocks? Write to us. When you write about a
          generation, include the request you typed so we can see what happened.
        </p>
        <OperatorContact subject="PromptBlocks help" />
      </ContentSection>
    </>
  );
}
