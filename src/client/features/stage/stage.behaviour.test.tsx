import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StageBehaviourNote } from "./stage-behaviour-note";
import { behaviourNotes, type TStageBehaviour } from "./stage.behaviour";

const report = (problems: TStageBehaviour["problems"]): TStageBehaviour => ({ ran: true, seconds: 3, problems });

describe("behaviourNotes", () => {
  it("says nothing when the check found nothing, or did not run", () => {
    expect(behaviourNotes(report([]))).toEqual([]);
    expect(behaviourNotes(undefined)).toEqual([]);
    expect(behaviourNotes(null)).toEqual([]);
  });

  it("gives each problem the check reports a friendly title and keeps its message", () => {
    const notes = behaviourNotes(
      report([
        { code: "stops-at-once", message: "It stops everything as soon as it starts, before anyone could play." },
        { code: "scripts-fight", sprite: "Cat", message: "Two scripts of Cat move it for ever at the same time." },
        { code: "freezes", message: 'The block "spin" runs without screen refresh and its loop never ends, so the stage freezes.' },
        { code: "nothing-happens", message: "No script starts with the green flag, a key, a click or a message." },
        { code: "no-reaction", sprite: "Cat", message: "It listens for the space key, but nothing happens when you do it." },
      ]),
    );
    expect(notes.map((note) => note.title)).toEqual([
      "It stops by itself",
      "Two scripts pull against each other",
      "The stage may freeze",
      "Nothing starts it",
      "Something it listens for does nothing",
    ]);
    expect(notes[1]?.detail).toBe("Two scripts of Cat move it for ever at the same time.");
  });

  it("never shows the engine's own error text: plain words instead", () => {
    const notes = behaviourNotes(
      report([
        { code: "runtime-error", message: "Scratch stopped with an error while running it: TypeError: Cannot read properties of undefined (reading 'x')" },
        { code: "does-not-load", message: "Scratch could not load it: SyntaxError: Unexpected token" },
      ]),
    );
    expect(notes.map((note) => note.detail).join(" ")).not.toMatch(/TypeError|SyntaxError|undefined/);
    expect(notes[0]?.title).toBe("Scratch got stuck running it");
  });

  it("a code it does not know yet still shows its message, and repeats show once", () => {
    const notes = behaviourNotes(report([{ code: "something-new", message: "A new kind of problem." }, { code: "something-new", message: "A new kind of problem." }]));
    expect(notes).toEqual([{ title: "Something to check", detail: "A new kind of problem." }]);
  });
});

describe("StageBehaviourNote", () => {
  it("renders nothing for a program with no problem", () => {
    expect(renderToStaticMarkup(<StageBehaviourNote behaviour={report([])} />)).toBe("");
  });

  it("renders the problems as a note a screen reader names, with the project's text as text", () => {
    const html = renderToStaticMarkup(<StageBehaviourNote behaviour={report([{ code: "stops-at-once", message: "It stops <b>at once</b>." }])} />);
    expect(html).toContain('role="note"');
    expect(html).toMatch(/aria-labelledby="[^"]+"/);
    expect(html).toContain("We tried these blocks before showing them.");
    expect(html).toContain("It stops by itself");
    expect(html).toContain("It stops &lt;b&gt;at once&lt;/b&gt;.");
  });
});
