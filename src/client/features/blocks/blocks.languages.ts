/**
 * The rendering languages scratchblocks 3.7.1 ships: English (built in) plus one locale file per
 * entry below (node_modules/scratchblocks/locales/<file>.json, where <file> is the code with "_"
 * written as "-"). Names are each locale's own `name`, so a child finds their language in their
 * own script. blocks.languages.test.ts checks this table against the installed package.
 */
export type TBlockLanguage = { code: string; name: string };

export const DEFAULT_BLOCK_LANGUAGE = "en";

/** scratchblocks flips these to right-to-left (syntax/blocks.js `rtlLanguages`). */
export const RTL_BLOCK_LANGUAGES: readonly string[] = ["ar", "ckb", "fa", "he"];

const LOCALES: ReadonlyArray<readonly [code: string, name: string]> = [
  ["ab", "Аҧсшәа"],
  ["af", "Afrikaans"],
  ["am", "አማርኛ"],
  ["an", "Aragonés"],
  ["ar", "العربية"],
  ["ast", "Asturianu"],
  ["az", "Azeri"],
  ["be", "Беларуская"],
  ["bg", "Български"],
  ["bn", "বাংলা"],
  ["ca", "Català"],
  ["ckb", "کوردیی ناوەندی"],
  ["cs", "Česky"],
  ["cy", "Cymraeg"],
  ["da", "Dansk"],
  ["de", "Deutsch"],
  ["el", "Ελληνικά"],
  ["eo", "Esperanto"],
  ["es_419", "Español Latinoamericano"],
  ["es", "Español (España)"],
  ["et", "Eesti"],
  ["eu", "Euskara"],
  ["fa", "فارسی"],
  ["fi", "Suomi"],
  ["fil", "Filipino"],
  ["fr", "Français"],
  ["fy", "Frysk"],
  ["ga", "Gaeilge"],
  ["gd", "Gàidhlig"],
  ["gl", "Galego"],
  ["ha", "Hausa"],
  ["he", "עִבְרִית"],
  ["hi", "हिंदी"],
  ["hr", "Hrvatski"],
  ["ht", "Kreyòl ayisyen"],
  ["hu", "Magyar"],
  ["hy", "Հայերեն"],
  ["id", "Bahasa Indonesia"],
  ["is", "Íslenska"],
  ["it", "Italiano"],
  ["ja_Hira", "にほんご"],
  ["ja", "日本語"],
  ["ka", "ქართული ენა"],
  ["kk", "қазақша"],
  ["km", "ភាសាខ្មែរ"],
  ["ko", "한국어"],
  ["ku", "Kurdî"],
  ["lt", "Lietuvių"],
  ["lv", "Latviešu"],
  ["mi", "Māori"],
  ["mn", "Монгол хэл"],
  ["nb", "Norsk Bokmål"],
  ["nl", "Nederlands"],
  ["nn", "Norsk Nynorsk"],
  ["nso", "Sepedi"],
  ["oc", "Occitan"],
  ["or", "ଓଡ଼ିଆ"],
  ["pl", "Polski"],
  ["pt_br", "Português Brasileiro"],
  ["pt", "Português"],
  ["qu", "Kichwa"],
  ["rap", "Rapa Nui"],
  ["ro", "Română"],
  ["ru", "Русский"],
  ["sk", "Slovenčina"],
  ["sl", "Slovenščina"],
  ["sr", "Српски"],
  ["sv", "Svenska"],
  ["sw", "Kiswahili"],
  ["th", "ไทย"],
  ["tn", "Setswana"],
  ["tr", "Türkçe"],
  ["uk", "Українська"],
  ["uz", "Oʻzbekcha"],
  ["vi", "Tiếng Việt"],
  ["xh", "isiXhosa"],
  ["zh_cn", "简体中文"],
  ["zh_tw", "繁體中文"],
  ["zu", "isiZulu"],
];

export const BLOCK_LANGUAGES: readonly TBlockLanguage[] = [
  { code: DEFAULT_BLOCK_LANGUAGE, name: "English" },
  ...LOCALES.map(([code, name]) => ({ code, name })),
];

export function isBlockLanguage(code: string): boolean {
  return BLOCK_LANGUAGES.some((language) => language.code === code);
}

export function isRtlBlockLanguage(code: string): boolean {
  return RTL_BLOCK_LANGUAGES.includes(code);
}

/** The locale file name (without .json) for a language code: `zh_tw` → `zh-tw`. */
export function localeFileFor(code: string): string {
  return code.replace(/_/g, "-");
}
