import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app-providers";
import { createQueryClient } from "./lib/query-client";

export { PRERENDERED_ROUTES } from "./prerender-routes";
export { SITE_ORIGIN } from "./components/layout/page-meta";

/**
 * Build-time only (scripts/build.mjs): the HTML of one route as a signed-out visitor first sees
 * it. `prerender` waits for every lazy page, so the text is complete; React 19 puts the page's
 * <title> and <meta> tags first, and the build moves them into <head>.
 */
export async function renderRoute(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={path}>
      <AppProviders queryClient={createQueryClient()} />
    </StaticRouter>,
    // One piece: React would otherwise move big finished sections to the end of the HTML behind
    // an inline script, which our CSP (rightly) refuses to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
