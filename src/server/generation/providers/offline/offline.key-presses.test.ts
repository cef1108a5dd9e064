// One press, one action (offline.key-presses.ts, decision 840): a key the request says is pressed,
// checked in a loop that does nothing else, becomes the key's own script; a held key, a key that
// steers, and a loop that does more stay as they are.
import { describe, expect, it } from "vitest";
import { pressesAsEvents } from "./offline.key-presses";

const loop = (key: string, ...body: string[]) => `// sprite: Owl\n// x: 0, y: 0\n\n// The ${key} key\nwhen green flag clicked\nshow\nforever\n  if <key (${key} v) pressed?> then\n${body.map((line) => `    ${line}`).join("\n")}\n  end\nend`;

describe("a pressed key's check in a loop", () => {
  it("becomes the key's own script, what came before the loop staying with the green flag", () => {
    const { text, explanation } = pressesAsEvents("the owl hoots each time you press h", loop("h", "play sound (Hoot v) until done", "wait (0.3) seconds"), "Holding the H key makes it hoot.");
    expect(text).toBe("// sprite: Owl\n// x: 0, y: 0\n\nwhen green flag clicked\nshow\n\n// The h key\nwhen [h v] key pressed\nplay sound (Hoot v) until done");
    expect(explanation).toBe("Pressing the H key makes it hoot.");
  });

  it("stays a loop for a held key, a key that steers, a key with a script already, and a loop that does more", () => {
    const hoot = loop("h", "play sound (Hoot v) until done");
    expect(pressesAsEvents("the owl hoots while you hold h", hoot, "").text).toBe(hoot);
    const steer = loop("d", "change x by (5)");
    expect(pressesAsEvents("the owl flies right when you press d", steer, "").text).toBe(steer);
    const both = `${hoot}\n\nwhen [h v] key pressed\nsay [Hoo]`;
    expect(pressesAsEvents("the owl hoots when you press h", both, "").text).toBe(both);
    const more = hoot.replace("  end\nend", "  end\n  turn right (1) degrees\nend");
    expect(pressesAsEvents("the owl hoots when you press h", more, "").text).toBe(more);
  });
});
