/**
 * Sample programs for /test-blocks. Together they use every palette category plus the pen and
 * music extensions, lists and custom blocks; blocks.samples.test.ts proves each parses with
 * zero diagnostics and that the set covers every category.
 */
export type TBlockSample = { id: string; title: string; description: string; text: string };

export const BLOCK_SAMPLES: readonly TBlockSample[] = [
  {
    id: "bouncing-cat",
    title: "Bouncing cat",
    description: "Motion, looks, events and control: the cat walks, bounces off the edge and changes costume.",
    text: `when green flag clicked
go to x: (0) y: (0)
point in direction (90)
set rotation style [left-right v]
show
forever
  move (10) steps
  if on edge, bounce
  next costume
  wait (0.1) seconds
end`,
  },
  {
    id: "friendly-chat",
    title: "Friendly chat",
    description: "Sensing, looks and operators: the sprite asks your name and says hello.",
    text: `when this sprite clicked
ask [What's your name?] and wait
say (join [Hello, ] (answer)) for (2) seconds
change [color v] effect by (25)
set size to (120) %
if <(length of (answer)) > (5)> then
  think [What a long name!] for (2) seconds
end`,
  },
  {
    id: "counting-game",
    title: "Even or odd",
    description: "Variables, operators and control: count to ten and say whether each number is even.",
    text: `when green flag clicked
set [score v] to (0)
show variable [score v]
repeat until <(score) > (9)>
  change [score v] by (1)
  if <((score) mod (2)) = (0)> then
    say [Even!] for (0.5) seconds
  else
    say [Odd!] for (0.5) seconds
  end
end`,
  },
  {
    id: "fruit-list",
    title: "Fruit basket",
    description: "Lists and variables: fill a list and pick a random fruit from it.",
    text: `when green flag clicked
delete all of [fruits v]
add [apple] to [fruits v]
add [banana] to [fruits v]
insert [cherry] at (1) of [fruits v]
set [pick v] to (pick random (1) to (length of [fruits v]))
say (item (pick) of [fruits v]) for (2) seconds`,
  },
  {
    id: "jump-block",
    title: "Make a jump block",
    description: "Custom blocks (My Blocks): define a jump with a height parameter and use it.",
    text: `define jump (height)
repeat (10)
  change y by ((height) / (10))
end
repeat (10)
  change y by ((0) - ((height) / (10)))
end

when [space v] key pressed
jump (50)`,
  },
  {
    id: "pen-flower",
    title: "Pen flower",
    description: "Pen extension: draw a circle of lines.",
    text: `when green flag clicked
erase all
set pen color to [#ff6680]
set pen size to (3)
pen down
repeat (36)
  move (10) steps
  turn right (10) degrees
end
pen up`,
  },
  {
    id: "music-band",
    title: "Drum and piano",
    description: "Sound and the music extension: a sound, a drum beat and a piano note.",
    text: `when [space v] key pressed
start sound (Meow v)
set volume to (80) %
set instrument to (\\(1\\) Piano v)
set tempo to (90)
play note (60) for (0.5) beats
play drum (\\(1\\) Snare Drum v) for (0.25) beats
rest for (0.25) beats`,
  },
  {
    id: "tag-game",
    title: "Catch the mouse",
    description: "Sensing and events: when the sprite touches the mouse pointer, everyone hears game over.",
    text: `when green flag clicked
forever
  if <touching (mouse-pointer v)?> then
    broadcast [game over v]
  end
end

when I receive [game over v]
say [You caught me!] for (1) seconds
stop [all v]`,
  },
];

/** What "Try your own blocks" starts with: drawn ahead of time too, like the samples. */
export const TRY_IT_START = `when green flag clicked
say [Hello!] for (2) seconds`;

/**
 * Every text /test-blocks shows when it opens, each with the id of its prerendered picture
 * (scripts/render-gallery-pictures.mjs draws one per entry): the samples and the try-it box.
 */
export const PICTURED_TEXTS: ReadonlyArray<{ id: string; text: string }> = [...BLOCK_SAMPLES, { id: "try-it", text: TRY_IT_START }];

/**
 * A short fingerprint of a sample's text (FNV-1a, 32 bits). The gallery's prerendered pictures
 * (blocks.samples.pictures.ts) record the text they were drawn from by it, so a changed sample
 * whose picture was not drawn again fails blocks.samples.test.ts.
 */
export function sampleTextHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}
