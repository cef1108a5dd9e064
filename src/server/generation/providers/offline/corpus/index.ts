import { CHILD_REQUESTS } from "./children.requests";
import type { TCorpusRequest } from "./corpus.types";
import { MULTIPART_REQUESTS } from "./multipart.requests";
import { NON_NATIVE_REQUESTS } from "./non-native.requests";
import { PARENT_REQUESTS } from "./parents.requests";
import { TEACHER_REQUESTS } from "./teachers.requests";

export type { TCorpusRequest } from "./corpus.types";
export { MULTIPART_REQUESTS, type TMultipartRequest } from "./multipart.requests";
export { behaviourPairs } from "./program.pairs";

/** Every test request with the behaviours it must have, voices marked. */
export const CORPUS: TCorpusRequest[] = [
  ...CHILD_REQUESTS.map((r) => ({ ...r, voice: r.voice ?? ("child" as const) })),
  ...TEACHER_REQUESTS.map((r) => ({ ...r, voice: r.voice ?? ("teacher" as const) })),
  ...PARENT_REQUESTS.map((r) => ({ ...r, voice: r.voice ?? ("parent" as const) })),
  ...NON_NATIVE_REQUESTS.map((r) => ({ ...r, voice: r.voice ?? ("non-native" as const) })),
  ...MULTIPART_REQUESTS.map((r) => ({ prompt: r.prompt, expect: r.parts.filter((part) => !part.startsWith("!")), voice: r.voice ?? ("child" as const) })),
];
