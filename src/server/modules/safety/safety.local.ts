import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";

/**
 * The offline half of the kid-safety check: obscenity's maintained English dataset (profanity,
 * sexual words and slurs, including l33t and spaced-out spellings) with its recommended
 * transformers. Violence words are deliberately not in it: in Scratch "shoot", "kill the clone",
 * "die" and "blood moon" are ordinary game words.
 *
 * The whitelist below only adds ordinary words that contain a listed word and that children
 * type for Scratch projects (an aeroplane's cockpit, a peacock sprite, the Owl and the Pussycat);
 * the corpus test (safety.corpus.test.ts) is what found each of them.
 */
const SCRATCH_WHITELIST = ["cockpit", "cockpits", "peacock", "peacocks", "cockatoo", "cockatiel", "cockroach", "cockroaches", "shuttlecock", "weathercock", "pussycat", "pussy cat", "pussy willow", "scunthorpe", "shiitake"];

/**
 * "negro" is black in Spanish and Portuguese, written after the thing it colours (decision 1020:
 * "los gatos negros", "un agujero negro"). The list's English slur stays refused; these
 * colour phrases of Scratch projects are not it.
 */
/**
 * Spanish and Portuguese words that start with a listed word: a birthday ("¡Feliz cumpleaños!",
 * "feliz cumple") and keeping a promise or greeting ("cumplir", "cumprimento") are everyday words
 * of children's cards and stories, never the English slang.
 */
const CUMPLIR_IN_SPANISH_AND_PORTUGUESE = ["cumpleaños", "cumpleanos", "cumple", "cumples", "cumplir", "cumplió", "cumplido", "cumplimos", "cumprir", "cumpriu", "cumprimento", "cumprimentos", "cumprimentar"];

const BLACK_IN_SPANISH_AND_PORTUGUESE = [
  ...["gato", "perro", "caballo", "pájaro", "cuervo", "agujero", "buraco", "fondo", "fundo", "color", "cor", "caballero", "cavaleiro", "mar", "pelo", "ojo", "olho", "punto", "ponto", "cuadrado", "quadrado", "vestido", "zapato", "sapato", "gorro", "sombrero", "chapéu", "dragón", "dragão", "lobo", "humo", "traje", "botón", "botão", "borde", "círculo", "mago", "pirata", "ninja"].flatMap((thing) => [`${thing} negro`, `${thing}s negros`, `${thing}es negros`]),
  ...["pieza", "peça", "ficha", "casilla", "tecla", "nube", "nuvem", "camiseta", "ropa", "roupa", "pantalla", "tela", "línea", "linha", "bandera", "bandeira", "estrella", "estrela", "gata", "oveja", "ovelha", "bota", "capa", "flecha", "puerta", "porta", "caja", "caixa", "mancha", "sombra", "araña", "aranha", "rosa", "flor", "mariposa"].flatMap((thing) => [`${thing} negra`, `${thing}s negras`, `${thing}es negras`]),
  "blanco y negro", "negro y blanco", "branco e negro", "negro e branco", "blanca y negra", "negra y blanca", "color negro", "de color negro", "pintado de negro", "pintada de negro",
];

const dataset = englishDataset.build();
const matcher = new RegExpMatcher({
  blacklistedTerms: dataset.blacklistedTerms,
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...SCRATCH_WHITELIST, ...CUMPLIR_IN_SPANISH_AND_PORTUGUESE, ...BLACK_IN_SPANISH_AND_PORTUGUESE],
  ...englishRecommendedTransformers,
});

/**
 * The same list without its whitelist (decision 1070): reading ~300 whitelisted phrases costs more
 * than the list itself, and a whitelist only takes matches away. A text this finds nothing in is
 * safe without reading the whitelist; only a text it finds something in is read in full.
 */
const blacklistOnly = new RegExpMatcher({
  blacklistedTerms: dataset.blacklistedTerms,
  blacklistMatcherTransformers: englishRecommendedTransformers.blacklistMatcherTransformers,
});

/** True when the text contains a word children should not meet. */
export function isLocallyUnsafe(text: string): boolean {
  return blacklistOnly.hasMatch(text) && matcher.hasMatch(text);
}

/** The list with its whitelist read on every text: the reference `isLocallyUnsafe` is tested against. */
export function isLocallyUnsafeReadingWhitelist(text: string): boolean {
  return matcher.hasMatch(text);
}
