import type { TRecipe } from "../offline.types";
import { INSTRUMENT_OPTIONS, body, choiceParam, drumMenu, fmt, instrumentMenu, instrumentWords, num, numberParam, script, str } from "./recipe.helpers";

/** Music with the Music extension: songs, drum beats, a keyboard piano. */

/** Each song as [MIDI note, beats]: 60 is middle C. */
const SONGS: Record<string, { title: string; notes: [number, number][] }> = {
  twinkle: {
    title: "Twinkle Twinkle Little Star",
    notes: [[60, 0.5], [60, 0.5], [67, 0.5], [67, 0.5], [69, 0.5], [69, 0.5], [67, 1], [65, 0.5], [65, 0.5], [64, 0.5], [64, 0.5], [62, 0.5], [62, 0.5], [60, 1]],
  },
  birthday: {
    title: "Happy Birthday",
    notes: [[67, 0.75], [67, 0.25], [69, 1], [67, 1], [72, 1], [71, 2], [67, 0.75], [67, 0.25], [69, 1], [67, 1], [74, 1], [72, 2]],
  },
  joy: {
    title: "Ode to Joy",
    notes: [[64, 1], [64, 1], [65, 1], [67, 1], [67, 1], [65, 1], [64, 1], [62, 1], [60, 1], [60, 1], [62, 1], [64, 1], [64, 1.5], [62, 0.5], [62, 2]],
  },
  lamb: {
    title: "Mary Had a Little Lamb",
    notes: [[64, 1], [62, 1], [60, 1], [62, 1], [64, 1], [64, 1], [64, 2], [62, 1], [62, 1], [62, 2], [64, 1], [67, 1], [67, 2]],
  },
};

const instrumentParam = choiceParam("instrument", "the instrument that plays", "piano", INSTRUMENT_OPTIONS);
const tempoParam = (defaultTempo: number) =>
  numberParam("tempo", "how fast the music is, in beats per minute", { default: defaultTempo, min: 20, max: 500, meanings: ["tempo"] });

export const playSong: TRecipe = {
  id: "play-song",
  family: "music",
  suggestion: "Play Twinkle Twinkle Little Star on the piano",
  requires: [["music", "piano", "twinkle", "birthday", "joy", "lamb"]],
  boosts: ["twinkle:2", "birthday:2", "joy:2", "lamb:2", "piano", "guitar", "flute"],
  penalties: ["drum:4", "key:3", "draw:4", "star:1"],
  params: [choiceParam("song", "which song", "twinkle", { birthday: ["birthday"], joy: ["joy"], lamb: ["lamb"], twinkle: [] }), instrumentParam, tempoParam(100)],
  build(p) {
    const song = SONGS[str(p, "song")] ?? SONGS.twinkle!;
    const instrument = str(p, "instrument");
    return {
      scripts: [
        script(
          `Play ${song.title} on the ${instrumentWords(instrument)}`,
          "when green flag clicked",
          `set instrument to ${instrumentMenu(instrument)}`,
          `set tempo to (${num(p, "tempo")})`,
          song.notes.map(([note, beats]) => `play note (${note}) for (${fmt(beats)}) beats`),
        ),
      ],
      explanation: `Each "play note" block plays one note: 60 is middle C, and bigger numbers are higher. The beats say how long each note lasts, and the tempo (${num(p, "tempo")} beats per minute) says how fast the song goes. Add the Music extension (bottom left in Scratch) to get these blocks.`,
    };
  },
};

export const drumBeat: TRecipe = {
  id: "drum-beat",
  family: "music",
  suggestion: "Play a drum beat",
  requires: [["drum"]],
  boosts: ["music", "loop"],
  penalties: ["key:2"],
  params: [tempoParam(120)],
  build(p) {
    return {
      scripts: [
        script(
          "Play a drum beat again and again: boom, tss, clap, tss",
          "when green flag clicked",
          `set tempo to (${num(p, "tempo")})`,
          "forever",
          body(
            `play drum ${drumMenu("bass")} for (0.5) beats`,
            `play drum ${drumMenu("hihat")} for (0.5) beats`,
            `play drum ${drumMenu("snare")} for (0.5) beats`,
            `play drum ${drumMenu("hihat")} for (0.5) beats`,
          ),
          "end",
        ),
      ],
      explanation: `Four drums take turns, half a beat each, forever: bass drum, hi-hat, snare, hi-hat. The tempo is ${num(p, "tempo")} beats per minute; a bigger number plays faster. Add the Music extension in Scratch to get the drum blocks.`,
    };
  },
};

const PIANO_KEYS: [string, number, string][] = [
  ["a", 60, "C"], ["s", 62, "D"], ["d", 64, "E"], ["f", 65, "F"], ["g", 67, "G"], ["h", 69, "A"], ["j", 71, "B"], ["k", 72, "high C"],
];

export const pianoKeys: TRecipe = {
  id: "piano-keys",
  family: "music",
  suggestion: "Make a piano I play with the keyboard",
  requires: [["piano", "music"], ["key"]],
  boosts: ["piano:2", "music"],
  params: [instrumentParam],
  build(p) {
    const instrument = str(p, "instrument");
    return {
      scripts: [
        script(`Choose the ${instrumentWords(instrument)} sound`, "when green flag clicked", `set instrument to ${instrumentMenu(instrument)}`),
        ...PIANO_KEYS.map(([key, note, name]) => script(`Press ${key.toUpperCase()} to play ${name}`, `when [${key} v] key pressed`, `play note (${note}) for (0.5) beats`)),
      ],
      explanation: `The keys A S D F G H J K are your piano keys: they play the notes C D E F G A B and high C on the ${instrumentWords(instrument)}. Add the Music extension in Scratch to get these blocks.`,
    };
  },
};

export const MUSIC_RECIPES: TRecipe[] = [playSong, drumBeat, pianoKeys];
