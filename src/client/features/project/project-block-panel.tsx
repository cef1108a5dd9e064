import * as Tabs from "@radix-ui/react-tabs";
import { useMemo, useState } from "react";
import { cn } from "../../lib/cn";
import { BlockPanel, type TBlockPanelProps } from "../blocks/block-panel";
import { projectTabs, type TProjectTab } from "./project-sections";
import { useProjectDiagnostics } from "./use-project-diagnostics";

const WHOLE_PROJECT = "__whole-project__";

const tabTitle = (tab: TProjectTab) => (tab.isStage ? "Stage" : `Sprite: ${tab.name}`);

/**
 * The block panel for any text: a one-sprite text is one panel, as always; a whole project gets
 * a tab per sprite and the stage (each with its own picture, Copy and PNG, and what to make
 * first), plus a tab with the whole project's text and picture.
 */
export function ProjectBlockPanel(props: TBlockPanelProps) {
  const { text, isLoading, title = "Generated Blocks", actions, children, diagnostics, ...rest } = props;
  const tabs = useMemo(() => (isLoading ? null : projectTabs(text)), [text, isLoading]);
  const [selected, setSelected] = useState<string>(WHOLE_PROJECT);
  const checked = useProjectDiagnostics(text, tabs);
  // The whole project reads as a project: a heading per sprite over its scripts, never its section lines as notes.
  // A part with no scripts (often the stage, which only holds the shared variables) has its own tab and no heading here.
  const sections = useMemo(() => tabs?.filter((tab) => tab.text.trim() !== "").map((tab) => ({ title: tabTitle(tab), text: tab.text })), [tabs]);

  if (!tabs) return <BlockPanel {...props} />;
  const current = tabs.some((tab) => tab.name === selected) ? selected : WHOLE_PROJECT;

  return (
    <Tabs.Root value={current} onValueChange={setSelected} className="min-w-0" data-testid="project-tabs">
      <Tabs.List aria-label="Sprites and stage" className="mb-3 flex flex-wrap gap-2">
        {[{ name: WHOLE_PROJECT, label: "Whole project" }, ...tabs.map((tab) => ({ name: tab.name, label: tab.name }))].map((tab) => (
          <Tabs.Trigger
            key={tab.name}
            value={tab.name}
            className={cn(
              "cursor-pointer rounded-full border-2 border-line bg-surface px-4 py-1.5 text-sm font-extrabold text-ink-soft",
              "hover:border-brand-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              "data-[state=active]:border-brand-600 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800",
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={WHOLE_PROJECT}>
        <BlockPanel {...rest} text={text} title={title} actions={actions} diagnostics={diagnostics ?? checked?.whole ?? []} sections={sections}>
          {children}
        </BlockPanel>
      </Tabs.Content>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.name} value={tab.name} className="flex flex-col gap-3">
          {/* What to make comes first, before the blocks that go in it. */}
          {tab.steps.length > 0 && (
            <div className="rounded-xl border-2 border-line bg-surface p-4" data-testid="project-setup">
              <h3 className="text-base">First, in Scratch</h3>
              <ol className="mt-2 list-decimal space-y-1 ps-6 text-ink">
                {tab.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          )}
          <BlockPanel {...rest} text={tab.text} title={tabTitle(tab)} diagnostics={checked?.byTab.get(tab.name) ?? []} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
