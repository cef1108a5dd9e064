import * as Tabs from "@radix-ui/react-tabs";
import { useSearchParams } from "../../lib/navigation";
import { ADMIN_TABS, type TAdminTab } from "./admin-tabs";

/**
 * The admin console: a tab per entry of `tabs`. The open tab is kept in `?tab=` so a reload or
 * a shared link opens the same tab. Panels mount only while open, so each loads its data then.
 */
export function AdminConsole({ tabs = ADMIN_TABS }: { tabs?: TAdminTab[] }) {
  const [params, setParams] = useSearchParams();
  const fallback = tabs[0]?.id ?? "";
  const requested = params.get("tab");
  const current = tabs.some((tab) => tab.id === requested) ? (requested ?? fallback) : fallback;

  return (
    <Tabs.Root
      value={current}
      onValueChange={(value) => setParams(value === fallback ? {} : { tab: value }, { replace: true })}
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-16"
    >
      <Tabs.List aria-label="Admin console" className="flex flex-wrap gap-1 rounded-2xl border-2 border-line bg-surface p-1 shadow-block">
        {tabs.map(({ id, label, icon: Icon }) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className="flex shrink-0 cursor-pointer items-center gap-2 rounded-xl px-4 py-2 font-bold text-ink-soft hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            <Icon aria-hidden className="h-4 w-4" />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ id, Panel }) => (
        <Tabs.Content key={id} value={id} className="focus:outline-none">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
