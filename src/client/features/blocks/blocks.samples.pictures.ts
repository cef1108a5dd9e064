// Written by scripts/render-gallery-pictures.mjs: run it again instead of editing this file.
/** Each gallery sample's prerendered picture (public/images/gallery/<id>.svg): its size, and the text it shows. */
export const SAMPLE_PICTURES: Readonly<Record<string, { width: number; height: number; textHash: string }>> = {
  "bouncing-cat": {
    "width": 245,
    "height": 530,
    "textHash": "95bf83d3"
  },
  "friendly-chat": {
    "width": 403,
    "height": 418,
    "textHash": "d71c8153"
  },
  "counting-game": {
    "width": 382,
    "height": 530,
    "textHash": "cf6b4be0"
  },
  "fruit-list": {
    "width": 511,
    "height": 378,
    "textHash": "e83a84b0"
  },
  "jump-block": {
    "width": 335,
    "height": 542,
    "textHash": "5c7d5cd2"
  },
  "pen-flower": {
    "width": 235,
    "height": 530,
    "textHash": "5a788292"
  },
  "music-band": {
    "width": 443,
    "height": 450,
    "textHash": "0a2320ce"
  },
  "tag-game": {
    "width": 384,
    "height": 482,
    "textHash": "1bc31439"
  }
};
