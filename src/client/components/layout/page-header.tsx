import type { ReactNode } from "react";

/** The top of a content page: one h1 and an optional short intro. */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-6 pt-12">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 max-w-2xl text-lg text-ink-soft">{intro}</p>}
      {children}
    </div>
  );
}
