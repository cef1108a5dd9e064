import { useId, useState } from "react";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { fieldClasses } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { Textarea } from "../components/ui/textarea";
import { cn } from "../lib/cn";
import { HydrateLater } from "../lib/hydrate-later";
import { BlockPanel } from "../features/blocks/block-panel";
import { BLOCK_LANGUAGES, DEFAULT_BLOCK_LANGUAGE } from "../features/blocks/blocks.languages";
import { BLOCK_STYLES, DEFAULT_BLOCK_STYLE, type TBlockStyle } from "../features/blocks/blocks.renderer";
import { prerenderedPicture } from "../features/blocks/blocks.prerendered";
import { BLOCK_SAMPLES, TRY_IT_START } from "../features/blocks/blocks.samples";
import { Sb3DownloadButton } from "../features/blocks/sb3-download-button";

/**
 * /test-blocks: every kind of block PromptBlocks can draw, in both looks and in every language
 * the renderer knows, plus a box to try your own block text.
 */
export default function TestBlocksPage() {
  const [style, setStyle] = useState<TBlockStyle>(DEFAULT_BLOCK_STYLE);
  const [language, setLanguage] = useState(DEFAULT_BLOCK_LANGUAGE);
  const [ownText, setOwnText] = useState(TRY_IT_START);
  const languageId = useId();
  const ownTextId = useId();

  return (
    <>
      <PageMeta
        title="Block gallery"
        description="See every kind of block PromptBlocks draws for Scratch: motion, looks, sound, pen, music, lists and custom blocks, in normal or high-contrast colours and many languages."
      />
      <PageHeader
        title="Block gallery"
        intro="Sample programs that use every kind of block, drawn the way PromptBlocks draws your generated blocks. Switch the colours or the language, or try your own block text."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div
          className="mb-8 flex lg:sticky lg:top-16 lg:z-10 flex-wrap items-end gap-6 rounded-2xl border-2 border-line bg-surface/95 p-4 shadow-block backdrop-blur"
          data-testid="block-gallery-controls"
        >
          <fieldset>
            <legend className="mb-1.5 text-sm font-bold text-ink">Colours</legend>
            <div className="flex gap-2" role="radiogroup" aria-label="Colours">
              {BLOCK_STYLES.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  role="radio"
                  aria-checked={style === option.value}
                  onClick={() => setStyle(option.value)}
                  className={cn(
                    "h-11 cursor-pointer whitespace-nowrap rounded-xl border-2 px-3 font-bold transition-colors sm:px-4",
                    style === option.value
                      ? "border-sea-600 bg-sea-50 text-sea-700"
                      : "border-line bg-surface text-ink hover:border-brand-200",
                  )}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="flex w-full flex-col gap-1.5 sm:w-auto">
            <Label htmlFor={languageId}>Block language</Label>
            <select
              id={languageId}
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
              className={cn(fieldClasses, "h-11 w-full sm:w-64")}
            >
              {BLOCK_LANGUAGES.map((option) => (
                <option key={option.code} value={option.code} lang={option.code.replace(/_/g, "-")}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          {BLOCK_SAMPLES.map((sample) => (
            // Each sample is adopted in a task of its own (lib/hydrate-later).
            <HydrateLater key={sample.id}>
              <article data-testid={`sample-${sample.id}`} className="flex min-w-0 flex-col gap-2">
                <p className="text-ink-soft">{sample.description}</p>
                <BlockPanel
                  title={sample.title}
                  text={sample.text}
                  style={style}
                  language={language}
                  className="flex-1"
                  // The sample text is English; the language picker only changes how it is drawn.
                  actions={<Sb3DownloadButton text={sample.text} />}
                  picture={prerenderedPicture(sample.id, sample.text)}
                />
              </article>
            </HydrateLater>
          ))}
        </div>

        <HydrateLater>
          <section className="mt-12" aria-labelledby={`${ownTextId}-heading`}>
            <h2 id={`${ownTextId}-heading`} className="text-2xl">
              Try your own blocks
            </h2>
            <p className="mt-1 text-ink-soft">
              Type or paste block text (the same text you copy from PromptBlocks) and see it drawn. Any mistakes are listed under the picture.
            </p>
            <div className="mt-4 grid gap-6 lg:grid-cols-2">
              <div className="flex min-w-0 flex-col gap-1.5">
                <Label htmlFor={ownTextId}>Block text</Label>
                <Textarea
                  id={ownTextId}
                  data-testid="own-blocks-input"
                  rows={12}
                  spellCheck={false}
                  className="font-mono text-sm"
                  value={ownText}
                  onChange={(event) => setOwnText(event.target.value)}
                />
              </div>
              <BlockPanel
                title="Your blocks"
                text={ownText}
                style={style}
                language={language}
                actions={<Sb3DownloadButton text={ownText} />}
                picture={prerenderedPicture("try-it", TRY_IT_START)}
              />
            </div>
          </section>
        </HydrateLater>
      </div>
    </>
  );
}
