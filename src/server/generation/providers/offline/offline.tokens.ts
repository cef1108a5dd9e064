/**
 * o200k token counting for the offline generator's usage figure, so charging works the same
 * as with a provider. The tokenizer's rank table takes a few hundred milliseconds to load, so
 * it loads once, in the background, when the provider is created, never on the start-up path.
 */
type TCountTokens = (text: string) => number;

let loading: Promise<TCountTokens> | undefined;

export function loadTokenCounter(): Promise<TCountTokens> {
  loading ??= import("../../token-count").then((tokenizer) => (text: string) => tokenizer.countTokens(text));
  return loading;
}
