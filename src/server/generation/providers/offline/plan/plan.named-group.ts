import type { TWord } from "./plan.words";

/**
 * Issue 26 (decision 880): a group the request counts and then names ("the two clouds, Cloud1 and
 * Cloud2, move left", "three fish, Fish 1, Fish 2 and Fish 3, swim"): each named member is a
 * character of its own doing what follows, as "Cloud1 and Cloud2 move left" would be read. A member
 * is the group's word and a number ("Cloud1", "fish 2") or a name with a capital; the names must be
 * as many as the count.
 */
export function namedGroups(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    const count = words[at]?.number;
    const kind = words[at + 1];
    if (count === undefined || count < 2 || count > 6 || !kind?.isNoun || words[at + 2]?.word !== ",") continue;
    const members: TWord[] = [];
    let k = at + 3;
    while (members.length < count) {
      const w = words[k];
      if (!w || w.mark || w.number !== undefined) break;
      const numbered = w.lemma === kind.lemma && words[k + 1]?.number !== undefined && Number.isInteger(words[k + 1]?.number);
      if (numbered) {
        const n = words[k + 1]?.number as number;
        const name = `${w.raw.charAt(0).toUpperCase()}${w.raw.slice(1)}${n}`;
        members.push({ raw: name, word: `${w.word}${n}`, lemma: `${w.lemma}${n}`, name, isNoun: true, isVerb: false });
        k += 2;
      } else if (w.name !== undefined && !/^(?:and|the)$/.test(w.word)) {
        members.push({ ...w, isNoun: true, isVerb: false });
        k += 1;
      } else break;
      if (members.length < count && (words[k]?.word === "," || words[k]?.word === "and")) k++;
      if (members.length < count && words[k - 1]?.word === "," && words[k]?.word === "and") k++;
    }
    if (members.length !== count || words[k]?.word !== ",") continue;
    const from = words[at - 1]?.word === "the" ? at - 1 : at;
    const and = (): TWord => ({ raw: "and", word: "and", lemma: "and", isNoun: false, isVerb: false });
    const joined = members.flatMap((member, i) => (i === 0 ? [member] : [and(), member]));
    words.splice(from, k + 1 - from, ...joined);
    at = from + joined.length - 1;
  }
}
