import { secureHeaders } from "hono/secure-headers";

const GOOGLE_GSI = "https://accounts.google.com/gsi/";

/** GA4's hosts, as Google's CSP guide lists them; allowed only when a measurement id is set. */
export const GA4_CSP = {
  scriptSrc: ["https://*.googletagmanager.com"],
  connectSrc: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  imgSrc: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

export type TSecurityHeaderOptions = {
  /** VITE_GA_MEASUREMENT_ID: when set, the client loads GA4 (after consent) and the CSP lets it. */
  analyticsMeasurementId?: string;
};

/**
 * A strict CSP is what makes SPEC's localStorage session token acceptable (DESIGN security
 * rules): no inline script, no third-party script but Google's sign-in client (and GA4's tag
 * when analytics is configured). style-src keeps 'unsafe-inline' because scratchblocks and
 * Radix inject <style> elements at run time; styles cannot run code.
 */
export function contentSecurityPolicy({ analyticsMeasurementId }: TSecurityHeaderOptions = {}) {
  const ga = analyticsMeasurementId ? GA4_CSP : { scriptSrc: [], connectSrc: [], imgSrc: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "https://accounts.google.com/gsi/client", ...ga.scriptSrc],
    styleSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style"],
    frameSrc: [GOOGLE_GSI],
    connectSrc: ["'self'", GOOGLE_GSI, ...ga.connectSrc],
    imgSrc: ["'self'", "data:", "blob:", "https://ui-avatars.com", ...ga.imgSrc],
    fontSrc: ["'self'", "data:"],
    mediaSrc: ["'self'"],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export const securityHeaders = (options: TSecurityHeaderOptions = {}) =>
  secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(options),
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    // The initials-avatar images come from another origin.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
