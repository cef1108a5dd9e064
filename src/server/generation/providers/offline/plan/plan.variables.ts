import type { TClause, TClauseReading } from "./plan.clause";
import type { TContext } from "./plan.context";
import { AUX, FRAMING, VARIABLE_NOUNS } from "./plan.vocabulary";
import type { TWord } from "./plan.words";

/**
 * Variables a request makes and changes (issue 26): "a variable called speed", "lives start at 3",
 * "a score variable set to 0", "the counter goes up by 2". The words read are marked used on the
 * clause, and the variable spoken of last is kept for "… and goes down by 1".
 */

const VARIABLE_VERB = /^(?:go|get|increase|rise|decrease|drop|fall|grow|become)$/;

/** "the counter goes up by 2", "the score goes down by 1", "speed gets bigger": a variable changed. */
/**
 * "if i click it runs goes up by 6": a word of no one's, straight before "goes up/down by" and a
 * number, with no "the" or "a" before it (never a sprite, a pronoun, a name or a quote), is a
 * value of the child's own that goes up or down, not a movement.
 */
function namedByItsChange(ctx: TContext, words: readonly TWord[], i: number): boolean {
  const w = words[i];
  if (!w || w.mark || w.number !== undefined || w.quote !== undefined || w.name !== undefined || ctx.characters.has(w.word)) return false;
  if (/^(?:it|he|she|they|i|you|we|this|that|and|then|also|so|which|who|what|one|everything|all)$/.test(w.word) || /^(?:the|a|an|its|his|her|their|my|your)$/.test(words[i - 1]?.word ?? "")) return false;
  return words[i + 1]?.lemma === "go" && /^(?:up|down)$/.test(words[i + 2]?.word ?? "") && words[i + 3]?.word === "by" && words[i + 4]?.number !== undefined;
}

export function readVariableChange(ctx: TContext, clause: TClause, reading: TClauseReading): void {
  const { words } = clause;
  // "a variable called apples starts at 5 and goes down by 1": the clause goes on about the variable just named
  const opening = words.findIndex((w, i) => !clause.used[i] && !w.mark && !FRAMING.has(w.word));
  // ("He has oxygen 100 and it goes down 1 every second": "it" is the variable just named)
  const first = words.findIndex((w, i) => !clause.used[i] && VARIABLE_VERB.test(w.lemma) && (/^(?:and|then)$/.test(words[i - 1]?.word ?? "") || (i === opening && clause.joiner !== "start") || (words[i - 1]?.word === "it" && ((i - 1 === opening && clause.joiner !== "start") || /^(?:and|then)$/.test(words[i - 2]?.word ?? "")) && ctx.lastVariable !== undefined && /^(?:up|down)$/.test(words[i + 1]?.word ?? ""))));
  const elided = ctx.lastVariable !== undefined && ctx.lastVariable.sentence === clause.sentence && first >= 0;
  for (let i = elided ? first - 1 : 0; i < words.length; i++) {
    const w = i === first - 1 && elided ? ({ word: ctx.lastVariable?.name } as TWord) : (words[i] as TWord);
    if (!(i === first - 1 && elided) && (clause.used[i] || !(VARIABLE_NOUNS.has(w.word) || ctx.variables.has(w.word) || countedByItsName(ctx, clause, i) || namedByItsChange(ctx, words, i)))) continue;
    let j = i + 1;
    while (words[j] && /^(?:that|which|should|will|must|can|to)$/.test((words[j] as TWord).word)) j++;
    const verb = words[j];
    if (!verb || !VARIABLE_VERB.test(verb.lemma)) continue;
    // "oxygen goes back to 100", "level becomes 2": the variable set to that number
    const back = /^(?:go|come)$/.test(verb.lemma) && words[j + 1]?.word === "back" && words[j + 2]?.word === "to" ? j + 3 : verb.lemma === "become" ? j + 1 : -1;
    if (back > 0 && words[back]?.number !== undefined && !/^(?:x|y|steps?)$/.test(words[back + 1]?.word ?? "") && (ctx.variables.has(w.word) || VARIABLE_NOUNS.has(w.word))) {
      const name = w.word === "life" ? "lives" : w.word;
      if (!ctx.variables.has(name)) ctx.variables.set(name, 0);
      ctx.lastVariable = { name, sentence: clause.sentence };
      for (let k = Math.max(0, i); k <= back; k++) clause.used[k] = true;
      reading.steps.push({ kind: "block", text: `set [${name} v] to (${words[back]?.number as number})` });
      reading.says.push(`sets ${name} to ${words[back]?.number as number}`);
      return;
    }
    const change = changeAfter(words, j);
    if (!change) continue;
    const { up, by, end } = change;
    const name = w.word === "life" ? "lives" : w.word === "point" ? "points" : w.word;
    if (!ctx.variables.has(name)) ctx.variables.set(name, name === "lives" ? 3 : 0);
    ctx.lastVariable = { name, sentence: clause.sentence };
    for (let k = Math.max(0, i); k < end; k++) clause.used[k] = true;
    reading.steps.push({ kind: "block", text: `change [${name} v] by (${up ? by : -by})` });
    reading.says.push(`${up ? "adds" : "takes"} ${by} ${up ? "to" : "from"} ${name}`);
    return;
  }
}

/**
 * "goes up by 2", "goes down 1", "increases by 5", "gets bigger": the change said by the verb at
 * `j`, right after a variable's name, and where its words end. One reader of these wordings, for
 * the request's variables and for the counts the games read.
 */
export function changeAfter(words: readonly TWord[], j: number): { up: boolean; by: number; end: number } | undefined {
  const verb = words[j];
  if (!verb || !VARIABLE_VERB.test(verb.lemma)) return undefined;
  const direction = words[j + 1];
  const up = /^(?:up|bigger|higher|larger|more)$/.test(direction?.word ?? "") || /^(?:increase|rise|grow)$/.test(verb.lemma);
  const down = /^(?:down|smaller|lower|less)$/.test(direction?.word ?? "") || /^(?:decrease|drop|fall)$/.test(verb.lemma);
  if (!up && !down) return undefined;
  let end = (up && /^(?:increase|rise|grow)$/.test(verb.lemma)) || (down && /^(?:decrease|drop|fall)$/.test(verb.lemma)) ? j + 1 : j + 2;
  let by = 1;
  if (words[end]?.word === "by" && words[end + 1]?.number !== undefined) {
    by = Math.abs(words[end + 1]?.number as number);
    end += 2;
  } else if (words[end]?.number !== undefined) {
    by = Math.abs(words[end]?.number as number);
    end += 1;
  }
  return { up, by, end };
}

/**
 * "..., saves goes up by 1", "caught goes up by 1": a word with no article, no capital and no
 * sprite of its name, opening its clause right before "goes up by" a number, names a counter of
 * its own ("the Rocket goes up by 5" and "it goes up 5" move). A sprite's plural said so
 * ("books goes up 1" after "touches the Book") is a counter of them too.
 */
function countedByItsName(ctx: TContext, clause: TClause, i: number): boolean {
  const { words } = clause;
  const word = words[i] as TWord;
  const before = words[i - 1];
  const opens = before === undefined || before.mark !== undefined || /^(?:and|then)$/.test(before.word);
  // ("when she touches the Book, books goes up 1": the plural of a character, lower case and with no article, counts them)
  const countsACharacter = word.word !== word.lemma && word.raw === word.word && !ctx.characters.has(word.word);
  if (!opens || word.name !== undefined || word.quote !== undefined || ctx.characters.has(word.word) || (ctx.characters.has(word.lemma) && !countsACharacter) || !/^[a-z]{3,}$/.test(word.word)) return false;
  if (/^(?:it|he|she|they|we|you|this|that|then|and|everything|everyone|all|after|afterwards|before|next|later|now|also|first|finally|again|so|but|or|just|only|always|never|still)$/.test(word.word) || FRAMING.has(word.word) || AUX.has(word.word)) return false;
  const by = words[i + 3]?.word === "by" ? i + 4 : i + 3;
  return /^(?:go|goes)$/.test(words[i + 1]?.word ?? "") && /^(?:up|down)$/.test(words[i + 2]?.word ?? "") && words[by]?.number !== undefined && !/^(?:steps?|pixels?|x|y)$/.test(words[by + 1]?.word ?? "");
}

const ARTICLES = /^(?:a|an|the|new|one|this|that|my|your|our|global|local)$/;

/** A word that can be a variable's name: not a mark, a number, framing or a verb such as "set" or "starts". */
function isVariableName(word: TWord | undefined, named = false): word is TWord {
  // ("the variable code": right after "variable" any word but an article or a pronoun is its name)
  if (!word || word.mark || word.number !== undefined || (FRAMING.has(word.word) && !(named && !ARTICLES.test(word.word) && !/^(?:i|me|you|we|us|it|to|so|how|can|could|would|will|should|must|please|want|need|like|love|do|let|get|help|have)$/.test(word.word))) || AUX.has(word.word)) return false;
  return word.quote !== undefined || !/^(?:set|begin|equal|go|change|make|create|add)$/.test(word.lemma);
}

/** "set to 0", "that starts at 5", "starting at 3", "= 5" right after a variable's name. */
function variableStart(words: TWord[], at: number): { value: number; end: number } | undefined {
  let i = at;
  if (/^(?:that|which|and)$/.test(words[i]?.word ?? "")) i++;
  if (!/^(?:set|start|begin|equal|be|is)$/.test(words[i]?.lemma ?? "")) return undefined;
  i++;
  if (/^(?:to|at|as|with|on)$/.test(words[i]?.word ?? "")) i++;
  const value = words[i]?.number;
  return value === undefined ? undefined : { value, end: i };
}

/** Words a signed number follows that are no variable: a place, a direction, a block's own value. */
const NOT_SIGNED_VARIABLE = /^(?:x|y|size|direction|effect|colou?r|ghost|brightness|fisheye|whirl|pixelate|mosaic|volume|tempo|pen|right|left|up|down|degrees?|steps?|seconds?|to|by|at|from|of|is|and|or|then|the|a|an|below|above|under|over|than|past|between|in|on|into|with|for|until|reaches?|equals?)$/;

/** "goals +1", "lives -1": a name at `i` and a number written with its sign right after it, the change it says. */
export function signedChangeAt(words: readonly TWord[], i: number): { name: string; by: number } | undefined {
  const [w, amount] = [words[i], words[i + 1]];
  if (!w || amount?.number === undefined || !/^[-+]\d/.test(amount.raw) || amount.bracket !== undefined) return undefined;
  if (w.mark || w.number !== undefined || w.quote !== undefined || !/^[\p{L}\p{M}]{2,}$/u.test(w.word) || NOT_SIGNED_VARIABLE.test(w.word) || FRAMING.has(w.word) || AUX.has(w.word)) return undefined;
  return { name: w.word === "life" ? "lives" : w.word === "point" ? "points" : w.word, by: amount.number };
}

/**
 * "goals +1", "lives -1", "points +10": a value's name and a number written with its sign, the
 * shorthand for changing that variable. The name may be new ("goals") when the request does not
 * make it a character.
 */
export function readSignedChange(ctx: TContext, clause: TClause, notAValue: (word: TWord) => boolean): { at: number; name: string; by: number }[] {
  const { words } = clause;
  const changes: { at: number; name: string; by: number }[] = [];
  words.forEach((w, i) => {
    const signed = signedChangeAt(words, i);
    if (clause.used[i] || clause.used[i + 1] || !signed) return;
    // (a new name only with a plus: "goals +1"; "below -160", "at -130" are places)
    const known = ctx.variables.has(signed.name) || VARIABLE_NOUNS.has(w.word);
    if (!known && (signed.by < 0 || notAValue(w))) return;
    clause.used[i] = clause.used[i + 1] = true;
    changes.push({ at: i, ...signed });
  });
  return changes;
}

/** "a variable called speed", "a variable temperature", "lives start at 3": a variable and its start. */
export function readVariables(ctx: TContext, clause: TClause): void {
  const { words } = clause;
  words.forEach((w, i) => {
    if (w.lemma !== "variable") return;
    let j = i + 1;
    if (words[j]?.word === "called" || words[j]?.word === "named") j++;
    // "a score variable set to 0": the word before names it when the word after is no name
    const before = words[i - 1];
    const nameAfter = words[j];
    const namedBefore = j === i + 1 && !isVariableName(nameAfter, true) && before !== undefined && !clause.used[i - 1] && isVariableName(before) && !ARTICLES.test(before.word);
    const name = namedBefore ? before : nameAfter;
    if (!name || !isVariableName(name, !namedBefore)) return;
    const varName = name.quote ?? name.word;
    if (!ctx.variables.has(varName)) ctx.variables.set(varName, 0);
    ctx.lastVariable = { name: varName, sentence: clause.sentence };
    for (let k = namedBefore ? i - 1 : i; k <= (namedBefore ? i : j); k++) clause.used[k] = true;
    // 'a variable light is "red" or "green"': the words it holds, the first where it starts
    const isAt = namedBefore ? i + 1 : j + 1;
    const value = (w: TWord | undefined) => w !== undefined && !w.mark && w.number === undefined && (w.quote !== undefined || /^[a-z]+$/.test(w.word));
    if (words[isAt]?.word === "is" && value(words[isAt + 1]) && words[isAt + 2]?.word === "or" && value(words[isAt + 3])) {
      const values = [words[isAt + 1], words[isAt + 3]].map((w) => (w as TWord).quote ?? (w as TWord).raw);
      (ctx.variableValues ??= new Map()).set(varName, values);
      ctx.variables.set(varName, values[0] as string);
      for (let k = isAt; k <= isAt + 3; k++) clause.used[k] = true;
      return;
    }
    // "… variable set to 0", "… variable that starts at 5": where it starts
    const startAt = namedBefore ? i + 1 : j + 1;
    const start = variableStart(words, startAt);
    if (start) {
      ctx.variables.set(varName, start.value);
      for (let k = startAt; k <= start.end; k++) clause.used[k] = true;
    }
  });
  words.forEach((w, i) => {
    // "minutes starts at 15", "(power starts at 1)": a bare word that starts at a number is a variable
    const bare = !clause.used[i] && w.name === undefined && !w.mark && w.number === undefined && w.quote === undefined && /^(?:[a-z]{2,}|[b-hj-npqrstvwz])$/.test(w.word) && !FRAMING.has(w.word) && !AUX.has(w.word) && !w.isVerb
      && (i === 0 || words[i - 1]?.mark !== undefined || /^(?:and|then)$/.test(words[i - 1]?.word ?? ""))
      && /^(?:start|starts|begin|begins)$/.test(words[i + 1]?.word ?? "") && /^(?:at|from)$/.test(words[i + 2]?.word ?? "") && words[i + 3]?.number !== undefined
      && !/^(?:steps?|degrees?|seconds?|x|y)$/.test(words[i + 4]?.word ?? "");
    if (bare) ctx.variables.set(w.word, words[i + 3]?.number as number);
    // "He has oxygen 100", "she have 3 lives": what a character has, with its number, is a variable and its start
    const has = /^(?:has|have)$/.test(w.word) && /^(?:he|she|it|they)$/.test(words[i - 1]?.word ?? "") && words[i + 1] !== undefined && /^[a-z]{3,}$/.test(words[i + 1]?.word ?? "") && !FRAMING.has(words[i + 1]?.word ?? "") && words[i + 2]?.number !== undefined && (words[i + 3] === undefined || words[i + 3]?.mark !== undefined || /^(?:and|then)$/.test(words[i + 3]?.word ?? ""));
    if (has) {
      const name = (words[i + 1] as TWord).word;
      ctx.variables.set(name, words[i + 2]?.number as number);
      ctx.lastVariable = { name, sentence: clause.sentence };
      for (let k = i - 1; k <= i + 2; k++) clause.used[k] = true;
      return;
    }
    const known = ctx.variables.has(w.word) || /^(?:score|lives|life|points|speed|energy|hunger|happiness|health|coins|temperature|counter)$/.test(w.word);
    // "when power is 0" is a condition, not where power starts
    if (!known || words.slice(Math.max(0, i - 2), i).some((before) => /^(?:when|whenever|if|until|once|while)$/.test(before.word))) return;
    // ("when it touches the Gate and pearl is 1": a second condition joined to the first, not where pearl starts)
    const joinedCondition = words[i - 1]?.word === "and" && words[i + 1]?.word === "is" && words.slice(0, i).some((before) => /^(?:when|whenever|if|once|while)$/.test(before.word));
    if (joinedCondition) return;
    // "lives start at 3", "the score starts at 0", "speed = 5", "a variable called apples that starts at 50"
    const that = /^(?:that|which|should|will)$/.test(words[i + 1]?.word ?? "") ? 1 : 0;
    const next = words[i + 1 + that];
    const at = words[i + 2 + that];
    const value = /^(?:start|begin|is|equal)$/.test(next?.lemma ?? "") ? (at?.word === "at" || at?.word === "as" || at?.word === "with" ? words[i + 3 + that] : at) : undefined;
    if (value?.number === undefined) return;
    const name = w.word === "life" ? "lives" : w.word;
    ctx.variables.set(name, value.number);
    ctx.lastVariable = { name, sentence: clause.sentence };
    for (let k = i; k <= words.indexOf(value); k++) clause.used[k] = true;
  });
}
