/**
 * A request written the way outside sources write them (tutorial and course project titles,
 * teachers' lesson plans, children's forum posts, parents, non-native speakers), with a rubric a
 * teacher building it with a child would check. Rubric items (rubric.check.ts reads them):
 *
 * - `sprite NAME`: a sprite of that name (case and spaces ignored); `sprites>=N`, `sprites=N`.
 * - `scripts<=N`: at most N scripts in the whole project (no script nobody asked for).
 * - `var NAME`, `list NAME`: a variable or list of that name is used.
 * - `comment`: the program explains itself with comments (a teacher's lesson).
 * - `text PATTERN`: some block line matches PATTERN.
 * - a script: `[TARGET:] STEP -> STEP -> ...`: one script (of TARGET, a sprite name or `Stage`,
 *   else of any target) whose hat matches the first STEP and whose later lines match the rest in
 *   order. `A || B` between whole scripts: either one.
 * - macros: `@key KEY -> STEP...` is that key's hat or a forever loop testing `key KEY pressed?`;
 *   `@arrows` is all four arrow keys moving the sprite their way.
 * - `named WORD`: the answer names WORD among what it left out; `declined`: the answer declines.
 *
 * A STEP is a block line after normalisation (lower case, brackets and ` v` menus removed):
 * `#` stands for any number, `*` for any text, `a | b` for either.
 */
export interface TRubricRequest {
  prompt: string;
  voice: "child" | "teacher" | "parent" | "non-native";
  /** The kind of outside source the request was written after. */
  source: "forum" | "tutorial" | "lesson" | "course" | "parent" | "classic";
  must: string[];
  mustNot?: string[];
}

/** A corpus request written compactly: who asked, after what source, the words, and the rubric. */
export const rubricRequest = (voice: TRubricRequest["voice"], source: TRubricRequest["source"], prompt: string, must: string[], mustNot?: string[]): TRubricRequest => ({
  prompt,
  voice,
  source,
  must,
  ...(mustNot ? { mustNot } : {}),
});

export type TVerdict = "right" | "partial-named" | "wrong-unsaid";
