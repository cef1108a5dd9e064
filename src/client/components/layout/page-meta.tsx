export const SITE_NAME = "PromptBlocks";

/**
 * Per-page <title> and meta description (SPEC 1). React 19 hoists these into <head> and removes
 * them when the page unmounts, so each page states its own.
 */
export function PageMeta({ title, description }: { title?: string; description: string }) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: turn ideas into blocks for Scratch`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
