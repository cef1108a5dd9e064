// PromptBlocks' own sounds (synthesised here, no Scratch assets). A program that says
// "play sound (Meow v)" needs a sound of that name in the sprite or the block does nothing, so
// each sound name the program uses gets a short friendly chime of its own pitch, as a WAV.
import { md5Hex } from "./sb3.md5";
import type { TSb3Asset, TSb3Sound } from "./sb3.types";

const RATE = 22_050;
const SECONDS = 0.3;
/** A major pentatonic scale from A4, so any two chimes sound fine together. */
const SEMITONES = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21];

/** 16-bit mono PCM WAV of a soft chime: a sine with its octave, fading out. Deterministic. */
export function chimeWav(index: number): { bytes: Uint8Array; sampleCount: number } {
  const semitone = SEMITONES[index % SEMITONES.length] ?? 0;
  const frequency = 440 * 2 ** (semitone / 12);
  const sampleCount = Math.round(RATE * SECONDS);
  const bytes = new Uint8Array(44 + sampleCount * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + sampleCount * 2, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, sampleCount * 2, true);
  for (let i = 0; i < sampleCount; i += 1) {
    const t = i / RATE;
    const attack = Math.min(1, i / 200);
    const envelope = attack * (1 - i / sampleCount) ** 2;
    const wave = 0.7 * Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
    view.setInt16(44 + i * 2, Math.round(wave * envelope * 0.6 * 32_767), true);
  }
  return { bytes, sampleCount };
}

export interface TSoundWithAsset {
  sound: TSb3Sound;
  asset: TSb3Asset;
}

export function spriteSounds(names: readonly string[]): TSoundWithAsset[] {
  return names.map((name, index) => {
    const { bytes, sampleCount } = chimeWav(index);
    const assetId = md5Hex(bytes);
    const md5ext = `${assetId}.wav`;
    return {
      sound: { assetId, name, dataFormat: "wav", format: "", rate: RATE, sampleCount, md5ext },
      asset: { md5ext, bytes },
    };
  });
}
