import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * Building pieces for the static pages: readable line length, spacing between paragraphs and
 * lists, links that look like links. Headings go h1 (PageHeader) → h2 (a section) → h3.
 */
export const PROSE =
  "text-lg leading-relaxed text-ink-soft [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 " +
  "[&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5 [&_a]:font-bold [&_a]:text-sea-700 [&_strong]:text-ink [&_h3]:mt-6 [&_h3]:text-xl";

export function ContentSection({
  id,
  title,
  children,
  className,
  isWide = false,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** Card grids use the page's full width; running text keeps a readable line length. */
  isWide?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("mx-auto max-w-6xl scroll-mt-24 px-4 py-8", className)}>
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <div className={cn(PROSE, !isWide && "max-w-3xl")}>{children}</div>
    </section>
  );
}

/** A list of the page's sections, for long pages (the guide and the policies). */
export function TableOfContents({ sections, label = "On this page" }: { sections: ReadonlyArray<{ id: string; title: string }>; label?: string }) {
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4">
      <div className="max-w-3xl rounded-2xl border-2 border-line bg-surface p-5">
        <p className="font-extrabold text-ink">{label}</p>
        <ol className="mt-2 grid list-decimal gap-x-8 gap-y-1 pl-6 text-ink-soft sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="font-semibold text-sea-700">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

/** A numbered policy section: "3. Title". */
export function PolicySection({ id, number, title, children }: { id: string; number: number; title: string; children: ReactNode }) {
  return (
    <ContentSection id={id} title={`${number}. ${title}`} className="py-5">
      {children}
    </ContentSection>
  );
}
