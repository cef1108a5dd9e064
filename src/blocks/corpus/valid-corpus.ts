// Programs that must parse with zero diagnostics. Together they use every vocabulary entry
// (the corpus test checks it), so the sb3 exporter and the /test-blocks page reuse them.

export interface CorpusProgram {
  name: string;
  text: string;
}

export const validCorpus: CorpusProgram[] = [
  {
    name: "motion: walk, turn and bounce",
    text: `when green flag clicked
go to x: (0) y: (0)
point in direction (90)
set rotation style [left-right v]
forever
  move (10) steps
  if on edge, bounce
  turn right (15) degrees
  turn left (5) degrees
end

when this sprite clicked
go to (random position v)
glide (1) secs to (mouse-pointer v)
glide (2) secs to x: (100) y: (-50)
point towards (mouse-pointer v)
change x by (10)
set x to (20)
change y by (-10)
set y to (30)
say (join (x position) (join [, ] (y position)))
think (direction) for (1) seconds`,
  },
  {
    name: "looks: costumes, effects and layers",
    text: `when green flag clicked
show
switch costume to (costume1 v)
set size to (100) %
clear graphic effects
say [Hello!] for (2) seconds
think [Hmm...] for (1) seconds
repeat (10)
  next costume
  change size by (5)
  change [color v] effect by (25)
  wait (0.1) seconds
end
set [ghost v] effect to (50)
go to [front v] layer
go [backward v] (1) layers
say (costume [number v])
think (size)
hide

when [b] key pressed
switch backdrop to (backdrop1 v)
next backdrop
say (backdrop [name v])
switch backdrop to (next backdrop v) and wait
think [Done]`,
  },
  {
    name: "sound: play, effects and volume",
    text: `when green flag clicked
set volume to (80) %
start sound (Meow v)
play sound (Meow v) until done
change [pitch v] effect by (10)
set [pan left/right v] effect to (50)
change volume by (-10)
say (volume) for (1) seconds
clear sound effects
stop all sounds`,
  },
  {
    name: "events: keys, broadcasts, backdrop and loudness",
    text: `when [space v] key pressed
broadcast (jump v)

when I receive [jump v]
change y by (50)
wait (0.5) seconds
change y by (-50)
broadcast (landed v) and wait
say [Landed!] for (1) seconds

when stage clicked
broadcast (jump v)

when backdrop switches to [backdrop1 v]
say [New scene!] for (2) seconds

when [loudness v] > (30)
say [Too loud!] for (1) seconds`,
  },
  {
    name: "control: clones, conditions and stop",
    text: `when green flag clicked
hide
repeat (5)
  create clone of (myself v)
  wait (1) seconds
end
wait until <mouse down?>
if <(timer) > (10)> then
  say [Time is up]
else
  say [Still time]
end
stop [all v]

when I start as a clone
show
go to (random position v)
repeat until <touching (edge v)?>
  move (5) steps
end
if <touching (mouse-pointer v)?> then
  stop [other scripts in sprite v]
  say [Caught!] for (1) seconds
end
delete this clone`,
  },
  {
    name: "sensing: questions, mouse, keys and time",
    text: `when green flag clicked
reset timer
set drag mode [draggable v]
ask [What's your name?] and wait
say (join [Hello ] (answer)) for (2) seconds
forever
  if <key (space v) pressed?> then
    say (mouse x)
    think (mouse y)
  end
  if <touching color [#ff0000]?> then
    say (distance to (mouse-pointer v))
  end
  if <color [#00ff00] is touching [#0000ff]?> then
    say (loudness)
  end
  say ([x position v] of (Sprite1 v))
  say ([backdrop # v] of (Stage v))
  say (current [year v])
  say (days since 2000)
  say (username)
end`,
  },
  {
    name: "operators: maths, text and logic",
    text: `when green flag clicked
say ((1) + (2))
say ((5) - (3))
say ((4) * (6))
say ((8) / (2))
say (pick random (1) to (10))
say ((7) mod (3))
say (round (2.6))
say ([sqrt v] of (16))
say (join [apple ] [banana])
say (letter (1) of [apple])
say (length of [apple])
if <<(x position) > (0)> and <(y position) < (0)>> then
  say [bottom right]
end
if <<[a] = [a]> or <not <mouse down?>>> then
  say [yes]
end
if <[apple] contains [pp]?> then
  say [found]
end`,
  },
  {
    name: "variables: score counter",
    text: `when green flag clicked
set [score v] to (0)
show variable [score v]
repeat (10)
  change [score v] by (1)
  say (score) for (0.5) seconds
end
hide variable [score v]`,
  },
  {
    name: "lists: shopping list",
    text: `when green flag clicked
delete all of [shopping v]
add [apples] to [shopping v]
add [bread] to [shopping v]
insert [milk] at (1) of [shopping v]
replace item (2) of [shopping v] with [pears]
say (item (1) of [shopping v]) for (1) seconds
say (item # of [bread] in [shopping v]) for (1) seconds
say (length of [shopping v]) for (1) seconds
if <[shopping v] contains [milk]?> then
  delete (1) of [shopping v]
end
show list [shopping v]
say (shopping :: list) for (2) seconds
hide list [shopping v]`,
  },
  {
    name: "my blocks: jump with a height and a flag",
    text: `define jump (height) <spin>
change y by (height)
if <spin> then
  turn right (180) degrees
end
wait (0.3) seconds
change y by ((0) - (height))

when [space v] key pressed
jump (50) <mouse down?>`,
  },
  {
    name: "pen: draw a colourful square",
    text: `when green flag clicked
erase all
go to x: (-50) y: (-50)
set pen color to [#0000ff]
set pen size to (3)
pen down
repeat (4)
  move (100) steps
  turn right (90) degrees
  change pen (color v) by (10)
  change pen size by (1)
end
pen up
set pen (saturation v) to (50)
stamp`,
  },
  {
    name: "pen: Scratch 2 hue and shade blocks",
    text: `when green flag clicked
set pen color to (50)
change pen color by (10)
set pen shade to (50)
change pen shade by (10)
pen down
move (50) steps
pen up`,
  },
  {
    name: "music: drum beat and melody",
    text: `when green flag clicked
set tempo to (90)
set instrument to (1 v)
repeat (4)
  play drum (1 v) for (0.25) beats
  rest for (0.25) beats
  play note (60) for (0.5) beats
end
change tempo by (20)
say (tempo) for (1) seconds`,
  },
  {
    name: "text to speech and translate: a greeting in two languages",
    text: `when green flag clicked
set voice to (tenor v)
set language to (English v)
speak [hello]
say (translate [hello] to (French v)) for (2) seconds
think (language)`,
  },
  {
    name: "video sensing: wave to scare the cat",
    text: `when green flag clicked
turn video (on v)
set video transparency to (50)
say (video (motion v) on (sprite v))

when video motion > (10)
change x by (10)`,
  },
  {
    name: "makey makey: a banana piano",
    text: `when (space v) key pressed :: makeymakey
play note (60) for (0.5) beats

when (left up right v) pressed in order
say [You found the secret!]`,
  },
];
