import { Link } from "../lib/navigation";
import { PageMeta } from "../components/layout/page-meta";
import { buttonClasses } from "../components/ui/button";

export default function NotFoundPage() {
  return (
    <>
      <PageMeta title="Page not found" description="This page does not exist on PromptBlocks." />
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
        <div className="flex gap-1.5" aria-hidden="true">
          <span className="h-8 w-14 rounded-lg bg-brand-500" />
          <span className="h-8 w-10 rotate-12 rounded-lg bg-sea-600" />
          <span className="h-8 w-12 -rotate-6 rounded-lg bg-sun-400" />
        </div>
        <h1 className="text-4xl">404 Page Not Found</h1>
        <p className="text-lg text-ink-soft">This block fell off the script. Let's get you back to building.</p>
        <Link to="/" className={buttonClasses("primary", "md", "no-underline")}>
          Back to home
        </Link>
      </div>
    </>
  );
}
