import { crc32, deflateRawSync } from "node:zlib";
import { Zip, type ZipInputFile } from "fflate";

export interface TZipEntry {
  /** Path inside the zip, with "/" between folders. */
  path: string;
  bytes: Uint8Array;
  /** false: stored as it is (a file that is a zip already). */
  compress: boolean;
}

/**
 * Zips made on the server (issue 25, decision 510). fflate lays out the archive as it does
 * everywhere else; Node's zlib compresses each file. fflate's own deflate allocates about 175 KB of
 * typed arrays per file, which only a garbage collection frees, and V8 lets tens of MB of them pile
 * up first: the data download compressed several files per project, and that pile grew the
 * server's native heap. zlib frees its working memory as each file ends, so the next file reuses
 * it, and its output buffer is sized to the file: what is left over is the compressed bytes.
 */
function zipWriter(mtime: Date) {
  let chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  return {
    add({ path, bytes, compress }: TZipEntry): void {
      const file: ZipInputFile = { filename: path, size: bytes.length, crc: crc32(bytes), compression: compress ? 8 : 0, mtime };
      zip.add(file);
      const stored = compress ? deflateRawSync(bytes, { level: 6, chunkSize: deflatedSizeBound(bytes.length) }) : bytes;
      file.ondata!(null, stored as Uint8Array<ArrayBuffer>, true);
    },
    end: () => zip.end(),
    /** The archive's bytes written since the last take, in one fresh ArrayBuffer (what a Response takes). */
    take(): Uint8Array<ArrayBuffer> {
      if (failure) throw failure;
      let size = 0;
      for (const chunk of chunks) size += chunk.length;
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      chunks = [];
      return bytes;
    },
  };
}

/** zlib's deflateBound for raw deflate at its default settings: one output buffer always holds the result. */
function deflatedSizeBound(length: number): number {
  return Math.max(64, length + (length >> 12) + (length >> 14) + (length >> 25) + 13);
}

/** A small zip whole in memory (an .sb3). */
export function zipFiles(entries: Iterable<TZipEntry>, mtime: Date): Uint8Array<ArrayBuffer> {
  const writer = zipWriter(mtime);
  for (const entry of entries) writer.add(entry);
  writer.end();
  return writer.take();
}

/**
 * A zip as a stream, made as it is read: one file's bytes are alive at a time, never the whole
 * archive, so what a download holds does not grow with it. Each chunk is one file (its header,
 * its bytes and its sizes); the last is the list of files.
 */
export function zipStream(entries: AsyncIterable<TZipEntry>, mtime: Date): ReadableStream<Uint8Array<ArrayBuffer>> {
  const writer = zipWriter(mtime);
  const iterator = entries[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) writer.end();
      else writer.add(next.value);
      controller.enqueue(writer.take());
      if (next.done) controller.close();
    },
    async cancel() {
      // The reader went away (a closed tab): stop making the files nobody will read.
      await iterator.return?.();
    },
  });
}
