import type { TStageMonitor } from "./stage.monitors";

/** Where Scratch puts monitors it was given no place for: a column down the left edge. */
const AUTO_X = 5;
const AUTO_TOP = 5;
const AUTO_STEP = 30;

/**
 * The project's visible monitors, drawn over the stage in stage pixels (the layer is 480×360 and
 * scaled with the stage). Every label and value is React text: a project's strings never become
 * markup.
 */
export function StageMonitors({ monitors }: { monitors: readonly TStageMonitor[] }) {
  let autoY = AUTO_TOP;
  return (
    <ul aria-label="Monitors" className="contents">
      {monitors.map((monitor) => {
        const left = monitor.x ?? AUTO_X;
        const top = monitor.y ?? autoY;
        if (monitor.y === null) autoY += monitor.mode === "list" ? (monitor.height ?? 200) + 5 : AUTO_STEP;
        if (monitor.mode === "list") {
          return (
            <li
              key={monitor.id}
              data-testid="stage-monitor"
              className="absolute flex flex-col overflow-hidden rounded border border-[#c6c6c6] bg-[#e5f0ff] text-[11px] text-[#575e75]"
              style={{ left, top, width: monitor.width ?? 100, height: monitor.height ?? 200 }}
            >
              <span className="truncate bg-white px-1 text-center font-bold">{monitor.label}</span>
              <ol className="min-h-0 flex-1 overflow-auto p-0.5">
                {(monitor.items ?? []).map((item, index) => (
                  <li key={index} className="mb-0.5 flex items-center gap-1">
                    <span className="w-4 shrink-0 text-end font-bold">{index + 1}</span>
                    <span className="min-w-0 flex-1 truncate rounded bg-[#fc662c] px-1 text-white">{item}</span>
                  </li>
                ))}
              </ol>
              <span className="bg-white px-1 text-center">length {(monitor.items ?? []).length}</span>
            </li>
          );
        }
        return (
          <li
            key={monitor.id}
            data-testid="stage-monitor"
            className="absolute flex items-center gap-1.5 rounded border border-[#c6c6c6] bg-[#e6f0ff] px-1.5 py-0.5 text-[11px] font-bold text-[#575e75]"
            style={{ left, top }}
          >
            {monitor.mode !== "large" && <span>{monitor.label}</span>}
            <span
              className={
                monitor.mode === "large"
                  ? "min-w-10 rounded bg-[#ff8c1a] px-2 py-0.5 text-center text-base text-white"
                  : "min-w-8 rounded bg-[#ff8c1a] px-1.5 text-center text-white"
              }
              aria-label={monitor.mode === "large" ? monitor.label : undefined}
            >
              {monitor.value}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
