// The stage's sound, attached after the first frame (issue 29, decision 500). Making the browser's
// sound context is slow: the first one a browser makes starts its audio service (2.2 s measured
// here under load, against 15-130 ms for the next ones), and it blocks the page while it does.
// The first frame needs no sound, so the project loads without a sound engine (the engine then
// keeps each sound's bytes and makes no player), and once the stage is on screen this makes the
// sound engine, gives every sprite a sound bank and decodes its sounds into it, as the engine's own
// loader would have (scratch-vm src/import/load-sound.js). The green flag waits for it, so a
// program that plays a sound at its start is heard from its start.
import AudioEngine from "scratch-audio";
import type { TStageVm } from "./stage.engine.types";

type TSoundPlayer = { id: string; buffer: AudioBuffer };
type TSoundBank = { addSoundPlayer(player: TSoundPlayer): void };
/** A sound as the engine keeps it on a sprite: the project's data, and the player's id once decoded. */
type TEngineSound = { md5?: string; soundId?: string; rate?: number; sampleCount?: number; asset?: { data: Uint8Array } | null };
type TSoundSprite = { sounds: TEngineSound[]; soundBank: TSoundBank | null | undefined };
type TAudioEngine = AudioEngine & { createBank(): TSoundBank; decodeSoundPlayer(sound: object): Promise<TSoundPlayer> };

/**
 * Makes the sound engine and decodes the sounds of every sprite already loaded into a bank of its
 * own (none when called before a project loads: the engine's loader then decodes them itself).
 * Resolves with the engine once every sound is ready (a sound that cannot be decoded stays
 * silent, as in Scratch).
 */
export async function attachSound(vm: TStageVm): Promise<AudioEngine> {
  const audio = new AudioEngine() as TAudioEngine;
  vm.attachAudioEngine(audio);
  // Clones share their original's sprite, and with it its bank.
  const sprites = new Set(vm.runtime.targets.map((target) => (target as unknown as { sprite: TSoundSprite }).sprite));
  const decoding: Promise<void>[] = [];
  for (const sprite of sprites) {
    const bank = audio.createBank();
    sprite.soundBank = bank;
    for (const sound of sprite.sounds) {
      if (!sound.asset) continue;
      decoding.push(
        audio
          .decodeSoundPlayer({ ...sound, data: sound.asset.data })
          .then((player) => {
            sound.soundId = player.id;
            // The engine resamples; Scratch records the rate and length it plays.
            sound.rate = player.buffer.sampleRate;
            sound.sampleCount = player.buffer.length;
            bank.addSoundPlayer(player);
          })
          .catch(() => undefined),
      );
    }
  }
  await Promise.all(decoding);
  return audio;
}
