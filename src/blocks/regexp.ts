/** `text` as a regular expression that matches exactly it (names and words built into patterns). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
