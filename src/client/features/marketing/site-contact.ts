/**
 * The site's social profiles, from build-time configuration (Vite exposes only VITE_* variables
 * to the client). Each deployment sets its own; nothing is invented here, so a link with nothing
 * configured is simply not shown. Who runs the site and how to reach them is ./operator.ts.
 */

export type TSocialNetwork = "x" | "facebook" | "instagram" | "youtube" | "linkedin" | "github";

export type TSocialLink = { network: TSocialNetwork; label: string; href: string };

export type TSiteContact = {
  socials: TSocialLink[];
};

/** In the order the footer shows them. */
const SOCIAL_NETWORKS: ReadonlyArray<{ network: TSocialNetwork; variable: string; label: string }> = [
  { network: "x", variable: "VITE_SOCIAL_X_URL", label: "PromptBlocks on X" },
  { network: "facebook", variable: "VITE_SOCIAL_FACEBOOK_URL", label: "PromptBlocks on Facebook" },
  { network: "instagram", variable: "VITE_SOCIAL_INSTAGRAM_URL", label: "PromptBlocks on Instagram" },
  { network: "youtube", variable: "VITE_SOCIAL_YOUTUBE_URL", label: "PromptBlocks on YouTube" },
  { network: "linkedin", variable: "VITE_SOCIAL_LINKEDIN_URL", label: "PromptBlocks on LinkedIn" },
  { network: "github", variable: "VITE_SOCIAL_GITHUB_URL", label: "PromptBlocks on GitHub" },
];

function httpsUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    // Only web profiles: a javascript: or data: address must never become a link.
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the variables; malformed values count as not configured rather than as broken links. */
export function readSiteContact(env: Record<string, string | boolean | undefined>): TSiteContact {
  const socials: TSocialLink[] = [];
  for (const { network, variable, label } of SOCIAL_NETWORKS) {
    const value = env[variable];
    const href = httpsUrl(typeof value === "string" ? value : undefined);
    if (href) socials.push({ network, label, href });
  }
  return { socials };
}

export const SITE_CONTACT: TSiteContact = readSiteContact(import.meta.env);
