import { ChevronDown, Eraser, Lightbulb, Loader2, Wand2 } from "lucide-react";
import { PupilClassBar } from "../classes/pupil-class-bar";
import { HintsFirstGate } from "../classes/hints-first-gate";
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Textarea } from "../../components/ui/textarea";
import { formatCount } from "../../lib/format";
import { BlockPanelPlaceholder } from "../blocks/block-panel-frame";
import { Sb3ButtonsPlaceholder } from "../blocks/sb3-button-faces";
import { CarryOverSwap, useModuleOnIntent } from "../../lib/load-on-intent";
import { EXAMPLE_PROMPTS } from "./example-prompts";
import { GenerationProgress } from "./generation-progress";
import { GENERATOR_PROMPT_ID, GENERATOR_SECTION_ID } from "./generator-prompt.store";
import { SafetyRefusal } from "./safety-refusal";
import { FreeLimitAlert, FreeLimitTopBanner, UsageStatusBanner } from "./usage-banners";
import { useGenerator } from "./use-generator";
import { useAuth } from "../auth/auth-context";
import { GENERATE_BLOCKED_REASON, ParentWaitNotice } from "../consent/parent-wait";
import { useGeneratorLoad } from "../history/use-generator-load";
import { OpenProjectButton, type TOpenedProject } from "../project/open-project-button";
import { isStoredBaseKey } from "../project/stored-project-base";
import { ChangeThis, Conversation } from "../follow-up/follow-up-controls";
import { useChangeMarks } from "../follow-up/use-change-marks";
import { useFollowUp } from "../follow-up/use-follow-up";

const StagePanel = lazy(() => import("../stage/stage-panel"));
// The result panel's code (renderer, tabs, tooltips, the .sb3 exporter's loader) is not in the
// home page's first load: it comes when the visitor reaches for the generator, or with a result.
const loadResultPanel = () => import("./generator-result-panel");

/** The server refuses longer prompts (issue 4); the box stops there so nobody loses a long idea to an error. */
export const PROMPT_MAX_CHARS = 2000;
export const TOKENS_LINE_LABEL = "Tokens used for this generation";
export const GENERATOR_NEEDS_JAVASCRIPT = "The generator needs JavaScript to make blocks. Turn JavaScript on in your browser and reload the page.";

/**
 * The home page's generator (SPEC 2 "Generator section"): prompt, Generate / Clear / Examples,
 * then, in SPEC's order, the free-usage status, the upgrade notice, the blocks and the tokens
 * line.
 */
export function GeneratorSection() {
  const generator = useGenerator();
  const { user } = useAuth();
  const [isExamplesOpen, setExamplesOpen] = useState(false);
  const examplesId = useId();
  const hintId = useId();
  const blockedReasonId = useId();
  const isGenerating = generator.phase === "generating";
  // /?load={id}: a past generation shows here until a new one replaces it.
  const loadedItem = useGeneratorLoad({ setPrompt: generator.setPrompt, sectionId: GENERATOR_SECTION_ID });
  // An opened .sb3 shows until the next generation replaces it (it is never sent to the server).
  const [opened, setOpened] = useState<{ project: TOpenedProject; shownOver: typeof generator.result } | null>(null);
  const openedText = opened && opened.shownOver === generator.result && !isGenerating ? opened.project.text : null;
  // Issue 30: the next request changes what is shown; an undo shows the version before.
  const followUp = useFollowUp({ result: generator.result, submittedPrompt: generator.submittedPrompt, isGenerating, openedText, openedProject: opened?.project ?? null, loaded: loadedItem });
  // An opened project and every change of it made here download (and run) over that project's own
  // costumes and sounds, until another project is opened in its place.
  // A version reopened from history (or changed from one) uses the costumes and sounds stored with it.
  const baseKey = opened && followUp.origin === opened.project ? opened.project.baseKey : isStoredBaseKey(followUp.origin?.baseKey) ? followUp.origin?.baseKey : undefined;
  const panelText = openedText ?? followUp.shownText ?? generator.result?.blocks ?? (isGenerating ? "" : (loadedItem?.blocks ?? ""));
  const resultPanel = useModuleOnIntent(loadResultPanel, isGenerating || panelText.trim() !== "");
  // What the behaviour check saw belongs to the answer itself (a fresh one, or one opened from
  // history), not to an opened project or a follow-up's text.
  const shownAnswer = openedText === null && followUp.shownText === null ? (generator.result ?? loadedItem) : null;
  const resultRef = useRef<HTMLDivElement | null>(null);
  useChangeMarks(resultRef, panelText, isGenerating ? null : followUp.marks, followUp.tools);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Ctrl/Cmd+Enter generates; plain Enter stays a new line for longer ideas.
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      generator.submit();
    }
  };

  const pickExample = (example: string) => {
    generator.setPrompt(example);
    setExamplesOpen(false);
    document.getElementById(GENERATOR_PROMPT_ID)?.focus();
  };

  const pickIdea = (idea: string) => {
    generator.pickIdea(idea);
    document.getElementById(GENERATOR_PROMPT_ID)?.focus();
  };

  return (
    <section id={GENERATOR_SECTION_ID} aria-labelledby="generator-title" className="mx-auto max-w-4xl scroll-mt-20 px-4 py-12" {...resultPanel.intent}>
      {generator.isTopBannerOpen && <FreeLimitTopBanner onUpgrade={generator.openPayment} onDismiss={generator.dismissTopBanner} />}

      <h2 id="generator-title" className="text-3xl">
        Describe your idea
      </h2>
      <p className="mt-2 text-lg text-ink-soft">Tell PromptBlocks what you want to make, and it builds the blocks for Scratch.</p>

      <div className="mt-6">
        <PupilClassBar />
      </div>
      <Card className="p-5 sm:p-6">
        {/* Issue 31 point 8: read without JavaScript, the page says at once why Generate cannot work. */}
        <noscript>
          <p className="mb-4 rounded-xl border-2 border-brand-200 bg-brand-50 px-4 py-2.5 font-semibold" data-testid="generator-needs-javascript">
            {GENERATOR_NEEDS_JAVASCRIPT}
          </p>
        </noscript>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            generator.submit();
          }}
        >
          <ChangeThis followUp={followUp} disabled={isGenerating} onPick={pickIdea} />
          <label htmlFor={GENERATOR_PROMPT_ID} className="text-lg font-extrabold">
            What do you want to make?
          </label>
          <Textarea
            id={GENERATOR_PROMPT_ID}
            rows={4}
            maxLength={PROMPT_MAX_CHARS}
            value={generator.prompt}
            onChange={(event) => generator.setPrompt(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="For example: make the cat jump when I press the space key"
            aria-describedby={hintId}
            className="mt-2 resize-y text-lg"
          />
          <p id={hintId} className="mt-1 flex flex-wrap justify-between gap-2 text-sm text-ink-soft">
            <span>Use your own words. Press Ctrl + Enter to generate.</span>
            <span aria-live="polite">
              {generator.prompt.length > PROMPT_MAX_CHARS * 0.9 ? `${generator.prompt.length} / ${PROMPT_MAX_CHARS}` : ""}
            </span>
          </p>

          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              type="submit"
              size="lg"
              disabled={generator.isGenerateDisabled}
              aria-describedby={generator.parentWait ? blockedReasonId : undefined}
              data-testid="generate-button"
            >
              {isGenerating ? <Loader2 aria-hidden className="h-5 w-5 animate-spin" /> : <Wand2 aria-hidden className="h-5 w-5" />}
              {generator.buttonLabel}
            </Button>
            <Button type="button" variant="outline" size="lg" disabled={generator.isClearDisabled || isGenerating} onClick={generator.clear}>
              <Eraser aria-hidden className="h-5 w-5" /> Clear
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="lg"
              aria-expanded={isExamplesOpen}
              aria-controls={examplesId}
              onClick={() => setExamplesOpen((open) => !open)}
            >
              <Lightbulb aria-hidden className="h-5 w-5" /> Examples
              <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${isExamplesOpen ? "rotate-180" : ""}`} />
            </Button>
            <OpenProjectButton disabled={isGenerating} onOpen={(project) => setOpened({ project, shownOver: generator.result })} />
          </div>

          {isGenerating && generator.generatingSince !== null && <GenerationProgress since={generator.generatingSince} onCancel={generator.cancel} />}

          {generator.parentWait && (
            <p id={blockedReasonId} className="mt-2 font-semibold text-ink-soft" data-testid="generate-blocked-reason">
              {GENERATE_BLOCKED_REASON}
            </p>
          )}

          {isExamplesOpen && (
            <ul id={examplesId} aria-label="Example ideas" className="mt-4 grid gap-2 sm:grid-cols-2">
              {EXAMPLE_PROMPTS.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    onClick={() => pickExample(example)}
                    disabled={isGenerating}
                    className="h-full w-full cursor-pointer rounded-xl border-2 border-line bg-canvas px-3 py-2 text-start font-semibold hover:border-brand-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-55"
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </form>

        {generator.errorMessage && (
          <p role="alert" data-testid="generation-error" className="mt-4 rounded-xl border-2 border-danger-600/30 bg-danger-50 px-4 py-2.5 font-semibold text-danger-700">
            {generator.errorMessage}
          </p>
        )}
      </Card>

      <div className="mt-6 space-y-4">
        {/* Issue 31: a child waiting for a parent is told so here, not shown free generations to count. */}
        {!generator.isAuthLoading && generator.parentWait && <ParentWaitNotice wait={generator.parentWait} />}
        {!generator.isAuthLoading && !generator.parentWait && generator.isUsageStatusShown && (
          <UsageStatusBanner usage={generator.usage} availableTokens={user?.availableTokens} />
        )}
        {generator.isLimitAlertOpen && (
          <FreeLimitAlert
            // An allowance lowered by an admin would otherwise read "4 of your 3".
            used={Math.min(generator.usage.freeUsed, generator.usage.freeAllowed)}
            allowed={generator.usage.freeAllowed}
            onUpgrade={generator.openPayment}
            onDismiss={generator.dismissLimitAlert}
          />
        )}

        {generator.refusal && !isGenerating && <SafetyRefusal refusal={generator.refusal} onPickIdea={pickIdea} />}

        {!isGenerating && <Conversation followUp={followUp} />}
        {!isGenerating && generator.projectBaseNote && (
          <p role="status" className="mt-4 rounded-xl border-2 border-brand-200 bg-brand-50 px-4 py-2.5" data-testid="project-base-note">
            {generator.projectBaseNote}
          </p>
        )}

        <div ref={resultRef} className="contents">
          <HintsFirstGate result={generator.result && !isGenerating && openedText === null ? generator.result : null}>
            <CarryOverSwap swapped={resultPanel.module !== null}>
              {resultPanel.module ? (
                <resultPanel.module.GeneratorResultPanel
                  text={panelText}
                  isLoading={isGenerating}
                  diagnostics={openedText === null && followUp.shownText === null ? generator.result?.diagnostics : undefined}
                  baseKey={baseKey}
                />
              ) : (
                <BlockPanelPlaceholder isLoading={isGenerating} actions={<Sb3ButtonsPlaceholder />} />
              )}
            </CarryOverSwap>
            {/* The stage's code is fetched when a result shows, the engine's on Run (features/stage). */}
            <Suspense fallback={null}>
              {!isGenerating && panelText.trim() !== "" && (
                <StagePanel
                  text={panelText}
                  baseKey={baseKey}
                  behaviour={shownAnswer?.behaviour}
                />
              )}
            </Suspense>
          </HintsFirstGate>
        </div>
        {/* Outside the panel: its body scrolls at 700 px, and the guide must never hide below a tall script. */}
        {/* The result panel's chunk is here whenever there is a result (it is needed from the start of the generation). */}
        {resultPanel.module && generator.result && !isGenerating && openedText === null && <resultPanel.module.GenerationNotes result={generator.result} />}

        {generator.result && !isGenerating && (
          <p data-testid="tokens-used" className="text-ink-soft">
            <span className="font-bold text-ink">{TOKENS_LINE_LABEL}:</span> {formatCount(generator.result.tokensUsed)}
          </p>
        )}
      </div>
    </section>
  );
}
