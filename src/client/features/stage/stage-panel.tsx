import { Flag, Loader2, Maximize2, Minimize2, OctagonX, Play, Volume2, VolumeX } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { loadBlocksModule } from "../blocks/blocks.module";
import { loadScratchblocks } from "../blocks/blocks.renderer";
import { makeProjectBytes } from "../project/project-bytes";
import { StageAskBox } from "./stage-ask-box";
import { StageBehaviourNote } from "./stage-behaviour-note";
import type { TStageBehaviour } from "./stage.behaviour";
import { StageMonitors } from "./stage-monitors";
import type { TPreparedStage, TStageEngine } from "./stage.engine";
import type { TGlowController } from "./stage.glow";
import type { TStageMonitor } from "./stage.monitors";
import { refusedExtensionWords } from "./stage.safety";
import { exposeStageForTests } from "./stage.test-hook";
import { loadStageEngineModule, makeRendererContextEarly, prefetchEngineWhenSeen } from "./stage.warm-up";
import { FIRST_FRAME_MARK, RUN_CLICK_MARK, STAGE_HEIGHT, STAGE_WIDTH } from "./stage.constants";
import { clearStagePhases, markStagePhase } from "./stage.phases";

export type TStagePanelProps = {
  /** The project text shown beside the stage. */
  text: string;
  /** An opened project's base in this browser: the stage then runs with its own costumes and sounds. */
  baseKey?: string | null;
  language?: string;
  /** What the server saw when it ran these blocks before showing them (a fresh answer only). */
  behaviour?: TStageBehaviour | null;
  className?: string;
};

type TPhase = "idle" | "loading" | "ready" | "mistakes" | "failed";

const prefersReducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * "See it run": Scratch's own engine and renderer on a 480×360 stage scaled to the panel. The
 * engine (a few megabytes) is fetched once the panel is on screen and the page idle, its renderer
 * made when Run is hovered, focused or pressed (stage.warm-up.ts); Run also presses the green
 * flag, except for people who asked their system for reduced motion, who start it themselves.
 * The keyboard goes to the program while the stage has focus; the block pictures beside it light
 * up as their scripts run, and a click on a script there runs it.
 */
function StagePanel({ text, baseKey, language, behaviour, className }: TStagePanelProps) {
  const hintId = useId();
  const rootRef = useRef<HTMLElement | null>(null);
  const screenRef = useRef<HTMLDivElement | null>(null);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const engineRef = useRef<TStageEngine | null>(null);
  // The engine made ahead of the click, without a project (prepareStageEngine); Run loads into it.
  const preparedRef = useRef<Promise<TPreparedStage> | null>(null);
  const glowRef = useRef<TGlowController | null>(null);
  const heldKeys = useRef(new Set<string>());
  const isMounted = useRef(true);

  const [phase, setPhase] = useState<TPhase>("idle");
  const [reasons, setReasons] = useState<string[]>([]);
  const [monitors, setMonitors] = useState<TStageMonitor[]>([]);
  const [question, setQuestion] = useState<string | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [isMuted, setMuted] = useState(false);
  const [isFullscreen, setFullscreen] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const [scale, setScale] = useState(1);

  const disposeEngine = useCallback(() => {
    glowRef.current?.dispose();
    glowRef.current = null;
    engineRef.current?.dispose();
    engineRef.current = null;
    exposeStageForTests(null);
  }, []);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      disposeEngine();
      void preparedRef.current?.then((prepared) => prepared.dispose()).catch(() => undefined);
      preparedRef.current = null;
    };
  }, [disposeEngine]);

  useEffect(() => (rootRef.current ? prefetchEngineWhenSeen(rootRef.current) : undefined), []);

  /** The engine and its renderer on this canvas, made once; Run and the intent to run share it. */
  const prepare = (): Promise<TPreparedStage> | null => {
    const canvas = canvasRef.current;
    if (!canvas) return null;
    if (preparedRef.current) return preparedRef.current;
    clearStagePhases();
    const engineModule = loadStageEngineModule();
    // While the chunk travels (and compiles off the main thread), the context is made here.
    makeRendererContextEarly(canvas);
    preparedRef.current = engineModule
      .then((module) => {
        markStagePhase("engineModule");
        const prepared = module.prepareStageEngine(canvas);
        markStagePhase("engineMade");
        return prepared;
      })
      .catch((error: unknown) => {
        preparedRef.current = null;
        throw error;
      });
    return preparedRef.current;
  };
  const prepareOnIntent = () => void prepare()?.catch(() => undefined);

  // The stage keeps Scratch's 480×360 inside whatever size the panel gives it.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const { width } = canvas.getBoundingClientRect();
      if (width > 0) setScale(width / STAGE_WIDTH);
      engineRef.current?.fitToCanvas();
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === screenRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  /** `clickedAt`: the click's own time, so a busy page that handled it late still counts that wait. */
  const run = async (clickedAt: number) => {
    const preparing = prepare();
    if (!preparing || phase === "loading") return;
    performance.clearMarks(RUN_CLICK_MARK);
    performance.clearMarks(FIRST_FRAME_MARK);
    performance.mark(RUN_CLICK_MARK, { startTime: clickedAt });
    disposeEngine();
    setPhase("loading");
    setRefused([]);
    // The glow's parts (the block pictures' renderer) come alongside; the first frame waits only
    // for the engine and the project.
    const glowParts = Promise.all([import("./stage.glow"), loadScratchblocks(), loadBlocksModule()]);
    // A run that stops before the first frame never reads them: their failure is said below, if at all.
    glowParts.catch(() => undefined);
    let runningNow: ReadonlySet<string> = new Set();
    try {
      const projectBytes = makeProjectBytes({ text, baseKey, language }).then((project) => {
        markStagePhase("projectBytes");
        return project;
      });
      const [prepared, project] = await Promise.all([preparing, projectBytes]);
      if (!isMounted.current) return;
      if (!project.ok) {
        setReasons(project.reasons.length > 0 ? project.reasons : [project.message]);
        setPhase("mistakes");
        return;
      }
      // The prepared engine is this run's from here on: it is disposed with the engine.
      preparedRef.current = null;
      const engine = await prepared.load(project.bytes, {
        onRunningScripts: (keys) => {
          runningNow = keys;
          glowRef.current?.setRunning(keys);
        },
        onMonitors: setMonitors,
        onQuestion: setQuestion,
        onRunning: setRunning,
        onRefusedExtension: (id) => setRefused((list) => [...list, id]),
        onFirstFrame: () => performance.mark(FIRST_FRAME_MARK),
      });
      if (!isMounted.current) {
        engine.dispose();
        return;
      }
      engineRef.current = engine;
      engine.setMuted(isMuted);
      exposeStageForTests(engine);
      setPhase("ready");
      frameRef.current?.focus();
      if (!prefersReducedMotion()) engine.greenFlag();
      void glowParts
        .then(([glowModule, scratchblocks, blocks]) => {
          const scope = rootRef.current?.parentElement;
          if (engineRef.current !== engine || !scratchblocks || !scope) return;
          glowRef.current = glowModule.createGlowController(scope, engine, scratchblocks, blocks);
          glowRef.current.setRunning(runningNow);
        })
        .catch((error: unknown) => console.error("PromptBlocks: the blocks cannot light up as they run.", error));
    } catch (error) {
      console.error("PromptBlocks: the stage could not start.", error);
      disposeEngine();
      if (isMounted.current) setPhase("failed");
    }
  };

  const engine = () => engineRef.current;

  const onKey = (event: KeyboardEvent<HTMLDivElement>, isDown: boolean) => {
    // Tab and shortcuts with Ctrl, Alt or Cmd stay the browser's: the stage is never a keyboard trap.
    if (event.key === "Tab" || event.ctrlKey || event.altKey || event.metaKey) return;
    const current = engine();
    if (!current || event.target !== event.currentTarget) return;
    event.preventDefault();
    // The engine reads the browser's own key names (" ", "ArrowLeft", "a") as Scratch's.
    const key = event.key;
    if (isDown) heldKeys.current.add(key);
    else heldKeys.current.delete(key);
    current.key(key, isDown);
  };

  // A key held while the focus leaves would stay down in the program forever.
  const releaseKeys = () => {
    const current = engine();
    for (const key of heldKeys.current) current?.key(key, false);
    heldKeys.current.clear();
  };

  const onPointer = (event: PointerEvent<HTMLCanvasElement>, isDown?: boolean) => {
    const current = engine();
    if (!current) return;
    const rect = event.currentTarget.getBoundingClientRect();
    current.pointer({ x: event.clientX - rect.left, y: event.clientY - rect.top, width: rect.width, height: rect.height, isDown });
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void screenRef.current?.requestFullscreen().catch(() => undefined);
  };

  const isReady = phase === "ready";
  const refusedWords = refusedExtensionWords(refused);

  return (
    <section
      ref={rootRef}
      aria-label="See it run"
      data-testid="stage-panel"
      data-phase={phase}
      className={cn("min-w-0 rounded-2xl border-2 border-line bg-surface shadow-block", className)}
    >
      <div
        ref={screenRef}
        className={cn("flex flex-col gap-3 p-4", isFullscreen && "h-full items-center justify-center bg-[#1f2430] p-3")}
      >
        <div className={cn("flex flex-wrap items-center gap-2", isFullscreen && "w-full max-w-[calc((100vh-5rem)*4/3)]")}>
          <h2 className={cn("me-auto text-xl", isFullscreen && "text-white")}>See it run</h2>
          <Button variant="outline" size="sm" aria-label="Green flag" title="Start (green flag)" disabled={!isReady} onClick={() => engine()?.greenFlag()} aria-pressed={isRunning}>
            <Flag aria-hidden className={cn("h-4 w-4", isRunning ? "fill-green-600 text-green-700" : "text-green-700")} />
            Go
          </Button>
          <Button variant="outline" size="sm" aria-label="Stop" title="Stop everything" disabled={!isReady} onClick={() => engine()?.stop()}>
            <OctagonX aria-hidden className="h-4 w-4 text-danger-600" />
            Stop
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label="Sound"
            aria-pressed={!isMuted}
            title={isMuted ? "Turn the sound on" : "Turn the sound off"}
            onClick={() => {
              setMuted(!isMuted);
              engine()?.setMuted(!isMuted);
            }}
          >
            {isMuted ? <VolumeX aria-hidden className="h-4 w-4" /> : <Volume2 aria-hidden className="h-4 w-4" />}
            {isMuted ? "Sound off" : "Sound on"}
          </Button>
          <Button variant="outline" size="sm" aria-label={isFullscreen ? "Leave full screen" : "Full screen"} onClick={toggleFullscreen}>
            {isFullscreen ? <Minimize2 aria-hidden className="h-4 w-4" /> : <Maximize2 aria-hidden className="h-4 w-4" />}
            {isFullscreen ? "Smaller" : "Full screen"}
          </Button>
        </div>

        <div
          ref={frameRef}
          data-testid="stage"
          // A game stage takes the keys while it has focus; screen readers pass them through.
          role="application"
          aria-roledescription="stage"
          aria-label="Stage"
          aria-describedby={hintId}
          tabIndex={isReady ? 0 : -1}
          onKeyDown={(event) => onKey(event, true)}
          onKeyUp={(event) => onKey(event, false)}
          onBlur={releaseKeys}
          className={cn(
            "relative mx-auto aspect-[4/3] w-full max-w-2xl overflow-hidden rounded-xl border-2 border-line bg-white",
            "outline-none focus-visible:ring-4 focus-visible:ring-brand-600 focus-visible:ring-offset-2",
            isFullscreen && "max-w-[calc((100vh-5rem)*4/3)] border-0",
          )}
        >
          <canvas
            ref={canvasRef}
            data-testid="stage-canvas"
            aria-hidden
            width={STAGE_WIDTH}
            height={STAGE_HEIGHT}
            className="absolute inset-0 h-full w-full touch-none"
            onPointerDown={(event) => {
              frameRef.current?.focus();
              event.currentTarget.setPointerCapture(event.pointerId);
              onPointer(event, true);
            }}
            onPointerMove={(event) => onPointer(event)}
            onPointerUp={(event) => onPointer(event, false)}
          />
          <div
            className="pointer-events-none absolute left-0 top-0 origin-top-left [&_form]:pointer-events-auto [&_ol]:pointer-events-auto"
            style={{ width: STAGE_WIDTH, height: STAGE_HEIGHT, transform: `scale(${scale})` }}
          >
            {isReady && <StageMonitors monitors={monitors} />}
            {isReady && question !== null && (
              <StageAskBox
                question={question}
                onAnswer={(answer) => {
                  engine()?.answer(answer);
                  frameRef.current?.focus();
                }}
              />
            )}
          </div>
          {!isReady && (
            <div className="absolute inset-0 grid place-items-center bg-[#f6f1ea]/90 p-4 text-center">
              {phase === "loading" ? (
                <p role="status" className="flex items-center gap-2 font-bold text-ink-soft">
                  <Loader2 aria-hidden className="h-5 w-5 animate-spin motion-reduce:animate-none" />
                  Getting the stage ready...
                </p>
              ) : phase === "mistakes" ? (
                <div role="alert" className="max-w-md text-start">
                  <p className="font-bold text-danger-700">These blocks have mistakes to fix before they can run:</p>
                  <ul className="mt-2 list-disc ps-5 text-sm text-ink">
                    {reasons.slice(0, 5).map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </div>
              ) : (
                <div className="flex flex-col items-center gap-3">
                  {phase === "failed" && (
                    <p role="alert" className="max-w-sm font-semibold text-danger-700">
                      This browser could not show the stage. You can still download the project and open it in Scratch.
                    </p>
                  )}
                  <Button
                    size="lg"
                    onClick={(event) => void run(event.timeStamp)}
                    onPointerEnter={prepareOnIntent}
                    onFocus={prepareOnIntent}
                    onPointerDown={prepareOnIntent}
                    data-testid="stage-run"
                  >
                    <Play aria-hidden className="h-5 w-5 fill-current" />
                    Run
                  </Button>
                </div>
              )}
            </div>
          )}
        </div>

        <p id={hintId} className={cn("text-sm text-ink-soft", isFullscreen && "text-white")}>
          {isReady
            ? "Click the stage (or reach it with Tab), then use the keys and the mouse. Click a script in the blocks to run it."
            : "Press Run to see what these blocks do, right here."}
        </p>
        <StageBehaviourNote behaviour={behaviour} />
        {refusedWords.length > 0 && (
          <p role="note" data-testid="stage-refused" className="rounded-xl bg-warn-50 px-3 py-2 text-sm font-semibold text-warn-700">
            This stage cannot use {refusedWords.join(", ")}, so those blocks do nothing here. They work in Scratch.
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The stage beside a result, for hosts to load with React.lazy: this chunk is fetched when a
 * result is first shown, the engine's on Run, so no page's first load carries either. A new text
 * is a new stage: the old one's engine is disposed with it.
 */
export default function StageBesideResult(props: TStagePanelProps) {
  if (props.text.trim() === "") return null;
  return <StagePanel key={`${props.baseKey ?? ""}\u0000${props.language ?? ""}\u0000${props.text}`} {...props} />;
}
