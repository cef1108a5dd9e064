import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "../../lib/navigation";
import type { TUser } from "../../../shared/user";
import { dismissToastsOf, toast } from "../../components/ui/use-toast";
import { invalidateLoadedQueries } from "../../lib/loaded-query-client";
import { queryKeys } from "../../lib/query-keys";
import { useSharedRead } from "../../lib/shared-read";
import { configRead } from "../auth/session-read";
import { useAuth } from "../auth/auth-context";
import { showComplexityWarning } from "./complexity-warning";
import { describeGenerationError } from "./generation-errors";
import { GENERATOR_PROMPT_ID, useGeneratorPrompt } from "./generator-prompt.store";
import { lastSentBase, takeFollowUpBase } from "../follow-up/follow-up.store";
import { withStoredProjectBase } from "../project/stored-project-base";
import { readActiveClassId, useActiveClassId } from "../classes/active-class";
import { requestGeneration, type TGenerateSuccess, type TSafetyRefusal } from "./generator.api";
import { useCheckout } from "../account/use-checkout";
import { readGeneratorConfig } from "./payment-link";
import { parentWaitOf, type TParentWait } from "../consent/parent-wait";
import { generateButtonLabel, getUsageView, isClearDisabled, isGenerateDisabled, type TUsageView } from "./usage-status";

/** SPEC 4 and 9: a visitor pressing Generate sees a toast, then goes to sign in 1.5 s later. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
export const LOGIN_FOR_GENERATOR_PATH = "/login?redirect=generator";

export const EMPTY_PROMPT_TOAST = {
  title: "Empty prompt",
  description: "Please enter a description of what you want to create",
} as const;
/** Issue 31: a cancelled request is not delivered, so nothing is used (DESIGN "Money and usage rules"). */
export const CANCELLED_TOAST = {
  title: "Stopped",
  description: "Nothing was used. You can change your idea and try again.",
} as const;
export const VISITOR_TOAST = {
  title: "Please log in to generate",
  description: "Sign in to create your blocks. Taking you to the login page...",
} as const;

/** SPEC 4 "Generation flow". */
export type TGenerationPhase = "idle" | "generating" | "success" | "error";

export type TGenerator = {
  prompt: string;
  setPrompt: (text: string) => void;
  clear: () => void;
  phase: TGenerationPhase;
  /** The prompt of the request under way or last answered (SPEC 4: generating stores the prompt). */
  submittedPrompt: string | null;
  result: TGenerateSuccess | null;
  errorMessage: string | null;
  /** Why an opened project's costumes and sounds stay only in this browser (not stored with the version made from it). */
  projectBaseNote: string | null;
  /** The kid-safety check's answer to the last request (issue 24): kind words and safe ideas. */
  refusal: TSafetyRefusal | null;
  /** A safe idea from a refusal, clicked: it becomes the prompt. */
  pickIdea: (idea: string) => void;
  usage: TUsageView;
  isAuthLoading: boolean;
  buttonLabel: string;
  isGenerateDisabled: boolean;
  /** When the request under way was sent (Date.now()), for the elapsed time; null when none is. */
  generatingSince: number | null;
  /** Stops the request under way: the browser aborts it, and the server aborts the provider call. */
  cancel: () => void;
  /** A child whose parent has not said yes yet (issue 31): Generate is off, and this says why. */
  parentWait: TParentWait | null;
  isClearDisabled: boolean;
  /** Generate, sign in, or pay: whatever the button means right now. */
  submit: () => void;
  openPayment: () => void;
  isLimitAlertOpen: boolean;
  dismissLimitAlert: () => void;
  isTopBannerOpen: boolean;
  dismissTopBanner: () => void;
  isUsageStatusShown: boolean;
};

/** The counts a generation answer carries, without fields the server left out. */
function userFieldsFrom(result: TGenerateSuccess): Partial<TUser> {
  const { availableTokens, ...counts } = result.user;
  return availableTokens === undefined ? counts : { ...counts, availableTokens };
}

export function useGenerator(): TGenerator {
  const auth = useAuth();
  const navigate = useNavigate();
  const config = useSharedRead(configRead);
  const { monthlyTokenLimit } = readGeneratorConfig(config.data);
  // Every upgrade control opens the checkout the same way (visitors sign in first).
  const { openCheckout } = useCheckout({ loginRedirect: "generator" });

  const [prompt, setPrompt] = useGeneratorPrompt();
  const [phase, setPhase] = useState<TGenerationPhase>("idle");
  const [submittedPrompt, setSubmittedPrompt] = useState<string | null>(null);
  const [result, setResult] = useState<TGenerateSuccess | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // Said when an opened project's costumes and sounds could not be kept with the history (issue 30).
  const [projectBaseNote, setProjectBaseNote] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<TSafetyRefusal | null>(null);
  // SPEC 4: the server's "free limit reached" is kept per user, apart from the local counts.
  const [serverFreeLimitFor, setServerFreeLimitFor] = useState<number | null>(null);
  const [isLimitAlertDismissed, setLimitAlertDismissed] = useState(false);
  const [isTopBannerDismissed, setTopBannerDismissed] = useState(false);
  // Issue 12: one limit notice at a time. Someone who arrives already at the limit gets the
  // compact top banner; someone who reaches it here gets the alert next to their result.
  const [limitNoticeKind, setLimitNoticeKind] = useState<"banner" | "alert" | null>(null);
  const busy = useRef(false);
  const [generatingSince, setGeneratingSince] = useState<number | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(redirectTimer.current);
      // Leaving the page stops the request too: nobody is there to receive (or pay for) it.
      inFlight.current?.abort();
    },
    [],
  );

  const user = auth.user;
  const usage = getUsageView({
    user,
    freeLimitReached: user !== null && serverFreeLimitFor === user.id,
    monthlyTokenLimit,
  });
  const isGenerating = phase === "generating";
  // A pupil generating in a class is covered by the school's authorisation (issue 32): no parent to wait for there.
  const activeClassId = useActiveClassId(user?.id);
  const parentWait = activeClassId === null ? parentWaitOf(user) : null;

  const openPayment = openCheckout;

  const sendVisitorToLogin = useCallback(() => {
    toast(VISITOR_TOAST);
    clearTimeout(redirectTimer.current);
    redirectTimer.current = setTimeout(() => void navigate(LOGIN_FOR_GENERATOR_PATH), LOGIN_REDIRECT_DELAY_MS);
  }, [navigate]);

  const generate = useCallback(async () => {
    const text = prompt.trim();
    if (text === "") {
      toast({ ...EMPTY_PROMPT_TOAST, variant: "destructive" });
      return;
    }
    busy.current = true;
    // What the request changes is what is on the screen as Generate is pressed: taken before the
    // page re-renders for "generating" (which hides an opened project's text) and before any wait.
    const base = takeFollowUpBase();
    const origin = lastSentBase().origin;
    const controller = new AbortController();
    inFlight.current = controller;
    setGeneratingSince(Date.now());
    setPhase("generating");
    setSubmittedPrompt(text);
    setErrorMessage(null);
    setRefusal(null);
    setProjectBaseNote(null);
    // The last result stays (hidden while loading): a warning or an error must not wipe out blocks already made.
    try {
      // SPEC 7: refresh the user first, so counts changed elsewhere (another tab, a purchase,
      // an admin) decide what happens, not a stale copy.
      const fresh = await auth.refreshSession();
      if (!fresh) {
        setPhase("idle");
        sendVisitorToLogin();
        return;
      }
      const freshUsage = getUsageView({ user: fresh, monthlyTokenLimit });
      // In a class the class's pool pays first (issue 32): the server decides.
      const classId = readActiveClassId(fresh.id);
      if (freshUsage.needsUpgrade && classId === null) {
        // Used up since the page loaded (another tab, an admin change): nothing is sent, and the
        // limit alert (re)opens as the one message about it.
        setPhase("idle");
        setLimitNoticeKind("alert");
        setLimitAlertDismissed(false);
        return;
      }

      // A follow-up on an opened project: its costumes and sounds are stored first, for the version it makes.
      const stored = await withStoredProjectBase(base, origin, classId);
      setProjectBaseNote(stored.note);
      if (controller.signal.aborted) throw controller.signal.reason;
      const outcome = await requestGeneration(text, { classId, signal: controller.signal, ...(stored.base ? { base: stored.base } : {}) });
      if (outcome.kind === "complexity") {
        // Not an error and nothing was used (SPEC 4, 8).
        setPhase("idle");
        showComplexityWarning(outcome.warning, text, (suggestion) => {
          setPrompt(suggestion);
          document.getElementById(GENERATOR_PROMPT_ID)?.focus();
        });
        return;
      }
      if (outcome.kind === "refusal") {
        // Not the child's error either, and nothing was used: a kind answer with ideas to click.
        setPhase("idle");
        setRefusal(outcome.refusal);
        return;
      }
      setResult(outcome.result);
      auth.updateUser(userFieldsFrom(outcome.result));
      setPhase("success");
      // A red toast from an earlier failure must not sit over the fresh blocks.
      dismissToastsOf("destructive");
      void invalidateLoadedQueries({ queryKey: queryKeys.history });
    } catch (error) {
      if (controller.signal.aborted) {
        // Cancelled: not an error, and the result shown before stays.
        setPhase("idle");
        toast(CANCELLED_TOAST);
        return;
      }
      const failure = describeGenerationError(error);
      if (Object.keys(failure.userUpdate).length > 0) auth.updateUser(failure.userUpdate);
      if (failure.freeLimitReached && user) setServerFreeLimitFor(user.id);
      if (failure.opensUpgrade) {
        setLimitNoticeKind("alert");
        setLimitAlertDismissed(false);
      }
      setPhase("error");
      // The free limit has its alert, the monthly limit the usage banner; an error box and a
      // toast saying the same would be noise.
      const isSaidByBanner = failure.isSaidByBanner && monthlyTokenLimit > 0;
      if (!failure.freeLimitReached && !isSaidByBanner) {
        setErrorMessage(failure.message);
        toast({ ...failure.toast, variant: "destructive" });
      }
    } finally {
      busy.current = false;
      if (inFlight.current === controller) inFlight.current = null;
      setGeneratingSince(null);
    }
  }, [prompt, auth, user, monthlyTokenLimit, sendVisitorToLogin, setPrompt]);

  const submit = useCallback(() => {
    if (busy.current || auth.status === "loading") return;
    if (!user) {
      sendVisitorToLogin();
      return;
    }
    if (parentWait !== null) return;
    if (usage.needsUpgrade && readActiveClassId(user.id) === null) {
      openPayment();
      return;
    }
    void generate();
  }, [auth.status, user, parentWait, usage.needsUpgrade, sendVisitorToLogin, openPayment, generate]);

  const cancel = useCallback(() => inFlight.current?.abort(), []);

  const clear = useCallback(() => {
    setPrompt("");
    setErrorMessage(null);
    setRefusal(null);
  }, [setPrompt]);

  const pickIdea = useCallback(
    (idea: string) => {
      setPrompt(idea);
      setRefusal(null);
    },
    [setPrompt],
  );

  const atFreeLimit = usage.status === "freeLimitReached";
  const isAuthReady = auth.status !== "loading";
  useEffect(() => {
    // Decided once per signed-in person, when their counts are first known.
    if (isAuthReady && user && limitNoticeKind === null) setLimitNoticeKind(atFreeLimit ? "banner" : "alert");
    if (isAuthReady && !user && limitNoticeKind !== null) setLimitNoticeKind(null);
  }, [isAuthReady, user, atFreeLimit, limitNoticeKind]);
  const isLimitAlertOpen = atFreeLimit && limitNoticeKind === "alert" && !isLimitAlertDismissed;
  const isTopBannerOpen = atFreeLimit && limitNoticeKind === "banner" && !isTopBannerDismissed;
  return {
    prompt,
    setPrompt,
    clear,
    phase,
    submittedPrompt,
    result,
    errorMessage,
    projectBaseNote,
    refusal,
    pickIdea,
    usage,
    isAuthLoading: auth.status === "loading",
    buttonLabel: generateButtonLabel({ status: usage.status, needsUpgrade: usage.needsUpgrade, isGenerating }),
    isGenerateDisabled: auth.status === "loading" || parentWait !== null || isGenerateDisabled({ isGenerating, prompt, needsUpgrade: usage.needsUpgrade }),
    parentWait,
    generatingSince,
    cancel,
    isClearDisabled: isClearDisabled(prompt),
    submit,
    openPayment,
    isLimitAlertOpen,
    dismissLimitAlert: () => setLimitAlertDismissed(true),
    isTopBannerOpen,
    // The one-line status repeats what an open limit notice already says.
    isUsageStatusShown: !isLimitAlertOpen && !isTopBannerOpen,
    dismissTopBanner: () => setTopBannerDismissed(true),
  };
}
