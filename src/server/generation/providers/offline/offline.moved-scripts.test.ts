import { describe, expect, it } from "vitest";
import { explainMovedScripts } from "./offline.moved-scripts";
import { answerRequest } from "./offline.answer";

const script = ["// When it touches the Shark: hides", "when green flag clicked", "forever", "  if <touching (Shark v)?> then", "    hide", "  end", "end"].join("\n");
const onShark = `// stage\n\n// sprite: Shark\n// x: -160, y: 0\n\n${script}\n\n// sprite: Fish\n// x: 160, y: 0\n`;
const onFish = `// stage\n\n// sprite: Shark\n// x: -160, y: 0\n\n// sprite: Fish\n// x: 160, y: 0\n\n${script}\n`;

describe("a moved script's sentence (decision 1390)", () => {
  it("names the sprite the script moved to", () => {
    expect(explainMovedScripts(onShark, onFish, "When it touches the Shark, the Shark hides.")).toBe("When it touches the Shark, the Fish hides.");
  });

  it("leaves the explanation alone when no script moved", () => {
    expect(explainMovedScripts(onFish, onFish, "When it touches the Shark, the Fish hides.")).toBe("When it touches the Shark, the Fish hides.");
    expect(explainMovedScripts(onShark, onShark, "When it touches the Shark, the Shark hides.")).toBe("When it touches the Shark, the Shark hides.");
  });

  it("agrees with the mended program in a whole answer", () => {
    const answer = answerRequest("hide the Fish when it touches the Shark");
    expect(answer.kind).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.text).toMatch(/\/\/ sprite: Fish[\s\S]*touching \(Shark v\)/);
    expect(answer.explanation).toContain("the Fish hides");
    expect(answer.explanation).not.toContain("the Shark hides");
  });
});
