// Written by scripts/render-gallery-pictures.mjs: run it again instead of editing this file.
/** Each gallery sample's prerendered picture (public/images/gallery/<id>.svg): its size, and the text it shows. */
export const SAMPLE_PICTURES: Readonly<Record<string, { width: number; height: number; textHash: string }>> = {
  "bouncing-cat": {
    "width": 244.30224609375,
    "height": 530,
    "textHash": "95bf83d3"
  },
  "friendly-chat": {
    "width": 402.1015625,
    "height": 418,
    "textHash": "d71c8153"
  },
  "counting-game": {
    "width": 381.734375,
    "height": 530,
    "textHash": "cf6b4be0"
  },
  "fruit-list": {
    "width": 510.34912109375,
    "height": 378,
    "textHash": "e83a84b0"
  },
  "jump-block": {
    "width": 334.65380859375,
    "height": 542,
    "textHash": "5c7d5cd2"
  },
  "pen-flower": {
    "width": 234.406494140625,
    "height": 530,
    "textHash": "5a788292"
  },
  "music-band": {
    "width": 442.455810546875,
    "height": 450,
    "textHash": "0a2320ce"
  },
  "tag-game": {
    "width": 383.8046875,
    "height": 482,
    "textHash": "1bc31439"
  },
  "try-it": {
    "width": 265.171875,
    "height": 122,
    "textHash": "b0a9e9da"
  }
};
