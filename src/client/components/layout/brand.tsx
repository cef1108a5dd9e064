import { Link } from "../../lib/navigation";

/** The two-part brand: "Prompt" in ink, "Blocks" on an orange block, like a snapped-on piece. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-1 text-xl font-black tracking-tight no-underline"
      aria-label="PromptBlocks home"
    >
      <span className="text-ink">Prompt</span>
      <span className="rounded-lg bg-brand-700 px-2 py-0.5 text-white shadow-block">Blocks</span>
    </Link>
  );
}
