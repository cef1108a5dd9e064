/**
 * Google Identity Services (the script the CSP allows) gives us a Google ID token, which the
 * server verifies. When the script cannot load, or Google will not show its prompt (blocked
 * third-party cookies, the user dismissed it before), the caller falls back to the
 * authorization-code redirect, so signing in always has a way through.
 */

const GIS_SRC = "https://accounts.google.com/gsi/client";
const SCRIPT_TIMEOUT_MS = 8000;

type TCredentialResponse = { credential?: string };
type TPromptNotification = {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
};
type TGoogleIdApi = {
  initialize: (options: {
    client_id: string;
    callback: (response: TCredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }) => void;
  prompt: (listener?: (notification: TPromptNotification) => void) => void;
};
declare global {
  interface Window {
    google?: { accounts?: { id?: TGoogleIdApi } };
  }
}

/** Thrown when Google's own flow cannot run here; the caller then uses the redirect. */
export class GoogleUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "GoogleUnavailableError";
  }
}

/** The person closed Google's prompt: nothing to report, the button simply becomes usable again. */
export class GoogleCancelledError extends Error {
  constructor() {
    super("Google sign-in was closed");
    this.name = "GoogleCancelledError";
  }
}

let scriptPromise: Promise<TGoogleIdApi> | null = null;

function loadGoogleIdentity(): Promise<TGoogleIdApi> {
  const existing = window.google?.accounts?.id;
  if (existing) return Promise.resolve(existing);
  scriptPromise ??= new Promise<TGoogleIdApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GIS_SRC;
    script.async = true;
    const timer = setTimeout(() => reject(new GoogleUnavailableError("Google script timed out")), SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new GoogleUnavailableError("Google script loaded without its API"));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new GoogleUnavailableError("Google script failed to load"));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptPromise = null; // let a later click try again
    throw error;
  });
  return scriptPromise;
}

/** Resolves with a Google ID token (a JWT the server verifies against Google's keys). */
export async function requestGoogleIdToken(clientId: string): Promise<string> {
  const google = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    google.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      callback: (response) => {
        if (response.credential) resolve(response.credential);
        else reject(new Error("Google sent no credential"));
      },
    });
    google.prompt((notification) => {
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) {
        reject(new GoogleUnavailableError("Google prompt not shown"));
      } else if (notification.isDismissedMoment?.() && notification.getDismissedReason?.() !== "credential_returned") {
        reject(new GoogleCancelledError());
      }
    });
  });
}
