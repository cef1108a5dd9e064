import { Wand2 } from "lucide-react";
import { Link } from "../../lib/navigation";
import { buttonClasses } from "../../components/ui/button";
import { DemoVideoDialog } from "./demo-video-dialog";
import { HERO_BLOCKS_IMAGE } from "./demo-video";

/**
 * Size of public/images/hero-blocks.svg (the recording script prints it), so the picture
 * reserves its space before it loads; an e2e test checks the two agree.
 */
export const HERO_IMAGE_SIZE = { width: 246, height: 331 };

/**
 * SPEC 2 hero: Try It Now scrolls to the generator; Watch Demo toggles the modal player.
 * The picture is real scratchblocks output saved as an SVG file, so the hero shows real blocks
 * without loading the renderer (it stays off the first paint's critical path).
 */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden" aria-labelledby="hero-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-[1.15fr_1fr] md:py-20">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-extrabold text-brand-800">
            The #1 AI code generator for Scratch
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight sm:text-5xl md:text-6xl">
            Turn your ideas into <span className="text-brand-700">Scratch blocks</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">
            Say what you want to build in plain words. PromptBlocks shows you the blocks that make it, ready to build
            in Scratch or to open as a project. Made for students, teachers and parents.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/#generator" className={buttonClasses("primary", "lg", "no-underline")}>
              <Wand2 className="h-5 w-5" aria-hidden="true" /> Try It Now
            </Link>
            <DemoVideoDialog />
          </div>
          <p className="mt-4 text-sm text-ink-soft">Three free generations. No credit card needed.</p>
        </div>
        <figure className="mx-auto w-full max-w-md">
          <div className="rounded-3xl border-2 border-line bg-surface p-5 shadow-block sm:p-7">
            <p className="mb-4 rounded-2xl bg-canvas px-4 py-3 text-ink-soft">
              <span className="sr-only">Request: </span>“make the cat jump when I press space”
            </p>
            <img
              src={HERO_BLOCKS_IMAGE.src}
              alt={HERO_BLOCKS_IMAGE.alt}
              width={HERO_IMAGE_SIZE.width}
              height={HERO_IMAGE_SIZE.height}
              decoding="async"
              className="mx-auto h-auto w-full max-w-[18rem]"
            />
          </div>
          <figcaption className="mt-3 text-center text-sm text-ink-soft">Real blocks PromptBlocks made for this request.</figcaption>
        </figure>
      </div>
    </section>
  );
}
