import { secureHeaders } from "hono/secure-headers";

const GOOGLE_GSI = "https://accounts.google.com/gsi/";

/**
 * A strict CSP is what makes SPEC's localStorage session token acceptable (DESIGN security
 * rules): no inline script, no third-party script but Google's sign-in client.
 * style-src keeps 'unsafe-inline' because scratchblocks and Radix inject <style> elements at
 * run time; styles cannot run code.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "https://accounts.google.com/gsi/client"],
  styleSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style"],
  frameSrc: [GOOGLE_GSI],
  connectSrc: ["'self'", GOOGLE_GSI],
  imgSrc: ["'self'", "data:", "blob:", "https://ui-avatars.com"],
  fontSrc: ["'self'", "data:"],
  mediaSrc: ["'self'"],
  workerSrc: ["'self'", "blob:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    // The initials-avatar images come from another origin.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
