import { describe, expect, it } from "vitest";
import { parseModelRefusal } from "./model-refusal";

describe("parseModelRefusal (issue 24)", () => {
  it("reads the refusal fence the system prompt asks for, with its category", () => {
    expect(parseModelRefusal('```refusal\n{"category":"bullying"}\n```')).toEqual({ category: "bullying" });
    expect(parseModelRefusal("```refusal\nnot json\n```")).toEqual({});
  });

  it.each([
    "I'm sorry, but I can't help with that.",
    "I am sorry, I cannot create that program.",
    "I can't help with creating content that targets a real person.",
    "Sorry, I won't make that.",
    "I must decline this request.",
    "That isn't appropriate for children, so I won't write it.",
    "This goes against my guidelines.",
  ])("recognises a refusal in the model's own words: %s", (text) => {
    expect(parseModelRefusal(text)).toEqual({});
  });

  it("never takes a program, or a program's comment, for a refusal", () => {
    expect(parseModelRefusal("```scratchblocks\n// I can't jump yet, so I fall\nwhen flag clicked\nsay [Hi]\n```")).toBeNull();
    expect(parseModelRefusal("when flag clicked\nsay [I'm sorry, I can't]")).toBeNull();
    expect(parseModelRefusal("Here is your game!")).toBeNull();
  });
});

describe("the model's category word", () => {
  it("is read back as our category", () => {
    expect(parseModelRefusal('```refusal\n{"category":"mocking"}\n```')).toEqual({ category: "bullying" });
    expect(parseModelRefusal('```refusal\n{"category":"personal details"}\n```')).toEqual({ category: "personal_data" });
    expect(parseModelRefusal('```refusal\n{"category":"Self-harm"}\n```')).toEqual({ category: "self_harm" });
    expect(parseModelRefusal('```refusal\n{"category":"drugs"}\n```')).toEqual({ category: "drugs_alcohol" });
  });
});
