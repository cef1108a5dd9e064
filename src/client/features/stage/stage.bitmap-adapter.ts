/**
 * What the engine asks of scratch-svg-renderer's BitmapAdapter when it loads an opened project's
 * bitmap costumes of Scratch 2's resolution (doubling them, as Scratch 3 does). The engine and
 * renderer bundles each carry their own copy of scratch-svg-renderer, but neither exports this
 * class, and importing the package a third time would add about 2 MB to the stage for two small
 * functions. Same behaviour: nearest-neighbour scaling, width first then height, so a browser that
 * smooths when it shrinks still keeps hard pixel edges.
 */
export class StageBitmapAdapter {
  resize(image: CanvasImageSource & { width: number; height: number }, newWidth: number, newHeight: number): HTMLCanvasElement {
    const wide = document.createElement("canvas");
    wide.width = newWidth;
    wide.height = image.height;
    const wideContext = wide.getContext("2d")!;
    wideContext.imageSmoothingEnabled = false;
    wideContext.drawImage(image, 0, 0, wide.width, wide.height);
    const tall = document.createElement("canvas");
    tall.width = newWidth;
    tall.height = newHeight;
    const tallContext = tall.getContext("2d")!;
    tallContext.imageSmoothingEnabled = false;
    tallContext.drawImage(wide, 0, 0, tall.width, tall.height);
    return tall;
  }

  convertDataURIToBinary(dataURI: string): Uint8Array {
    const binary = atob(dataURI.slice(dataURI.indexOf(",") + 1));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  }
}
