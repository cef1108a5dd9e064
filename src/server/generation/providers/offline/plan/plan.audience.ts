import type { TWord } from "./plan.words";

/**
 * Words about who the program is for, not what it does (issue 26): a child's age ("my 7 year
 * old", "for my 8-year-old", "my son (9)", "my kids (8 and 10)", "aged 6") and chat filler
 * ("lol", "plz help"). A parent's numbers are never a count, a duration or a score, so they are
 * framing, never a part left out and never a number the program must use.
 */

/** People a parent or teacher writes about; a number right after them is an age. */
const PEOPLE = /^(?:son|sons|daughter|daughters|kid|kids|child|children|boy|boys|girl|girls|twins|grandson|granddaughter|niece|nephew|brother|sister|sisters|brothers|students|pupils)$/;

/** Chat words that ask for nothing. */
const FILLER = /^(?:lol|lmao|haha|hahaha|omg|xd|plz|pls|thx|ty|btw|idk)$/;

/** How a child feels, said by a parent: never something to build. */
const FEELINGS = /^(?:upset|sad|scared|frightened|bored|frustrated|angry|cross|nervous|anxious|shy|excited)$/;

const isAgeNumber = (word: TWord | undefined) => word?.number !== undefined && word.number >= 2 && word.number <= 18;

/** What pupils do away from the program: "the pupils must predict 17", "the pupils read the code from the drawing". */
const CLASS_WORK = /^(?:predict|read|discuss|explain|learn|guess|write|work|think|talk|check|compare|copy|share|present|answer|decide|plan|reflect|test|try|debug|find|spot|notice|say)$/;
const CLASSES = /^(?:pupils|students|learners|children|kids|class|group|team|teams)$/;

/**
 * "The pupils must predict 17 before they run it.": a sentence whose subject is the class and whose
 * verb is their own work, not the program's, asks for nothing to build.
 */
function aboutTheClass(words: readonly TWord[], framing: Set<number>): void {
  let from = 0;
  for (let i = 0; i <= words.length; i++) {
    if (i < words.length && !/^[.!?;]$/.test(words[i]?.mark ?? "")) continue;
    let k = from;
    if (/^(?:the|our|my|all|then)$/.test(words[k]?.word ?? "")) k++;
    // "my teacher said use a custom block.": what someone told the child, reported
    if (/^(?:my|our)$/.test(words[from]?.word ?? "") && /^(?:teacher|teachers|mum|mom|dad|parents|coach|tutor)$/.test(words[from + 1]?.word ?? "") && /^(?:said|says|told|tells|wants|asked)$/.test(words[from + 2]?.word ?? "")) {
      for (let j = from; j <= i && j < words.length; j++) framing.add(j);
    } else if (CLASSES.test(words[k]?.word ?? "")) {
      k++;
      while (/^(?:must|should|will|can|then|now|have|has|need|to|first|each|all)$/.test(words[k]?.word ?? "")) k++;
      // ("my class says they want a game where ...": the class's wish, reported, is the request)
      const reportsAWish = /^(?:say|tell)$/.test(words[k]?.lemma ?? "") && words.slice(k + 1, i).some((w) => /^(?:want|wants|wanted|would)$/.test(w.word));
      if (CLASS_WORK.test(words[k]?.lemma ?? "") && !reportsAWish && !words.slice(from, i).some((w) => w.quote !== undefined)) for (let j = from; j <= i && j < words.length; j++) framing.add(j);
    }
    from = i + 1;
  }
}

/** Who asks, before where they live: "my son (9)", "im 9", "our class", "we". */
const ASKERS = /^(?:i|im|i'm|we|us|son|sons|daughter|daughters|kid|kids|child|children|boy|boys|girl|girls|twins|grandson|granddaughter|niece|nephew|brother|sister|students|pupils|class|team|club|group|family)$/;

/**
 * What the asker wishes after saying where they are: "wants", "would like", "asks for". (Kept to a
 * wish: "my son in Mindelo did ...", "for my daughter in Monrovia:" leave the classic's choice
 * (offline.choice.ts) leaning on the place read as a character; see decision 1720.)
 */
const ASKER_VERBS = /^(?:wants?|wanted|would|needs?|asks?|asked|wishes|wished|really|also|just)$/;

/**
 * "My son (9) in Kuwait wants ...", "my daughter in Andorra la Vella would like ...", "we from Suva want ...":
 * where the asker lives or learns, said right after them (past their age), up to their wish. The place's words are no character and ask for nothing (decision 1720).
 * Kept to a place of at most four words with no quote, number, or word of a program's own.
 */
function askersPlace(words: readonly TWord[], framing: Set<number>): void {
  words.forEach((word, i) => {
    if (!ASKERS.test(word.word) || word.mark !== undefined) return;
    // ("the Boy in the Car moves": a character, no asker; an asker is the teller, someone's, or given an age)
    if (!/^(?:i|im|i'm|we)$/.test(word.word) && !/^(?:my|our|his|her|their)$/.test(words[i - 1]?.word ?? "") && !isAgeNumber(words[i + 1])) return;
    let at = i + 1;
    while (isAgeNumber(words[at]) || /^(?:years?|yrs?|old|and)$/.test(words[at]?.word ?? "")) at++;
    if (!/^(?:in|from)$/.test(words[at]?.word ?? "") || words[at]?.mark !== undefined) return;
    let end = at + 1;
    if (words[end]?.word === "the") end++;
    const start = end;
    while (end < words.length && end - start < 4 && words[end]?.mark === undefined && words[end]?.quote === undefined && words[end]?.number === undefined && !ASKER_VERBS.test(words[end]?.word ?? "") && words[end]?.isVerb !== true) end++;
    if (end === start || end - start > 3) return;
    // ("our son (13) in Sisimiut made a game in Coding Class and wants ...": what they did there, then their wish, in one sentence)
    const wishLater = () => {
      for (let k = end + 1; k < words.length && !/^[.!?;:]$/.test(words[k]?.mark ?? ""); k++) if (words[k]?.word === "and" && /^(?:wants?|would|needs?|asks?)$/.test(words[k + 1]?.word ?? "")) return true;
      return false;
    };
    const closes = ASKER_VERBS.test(words[end]?.word ?? "") || (words[end]?.isVerb === true && /(?:ed|made|did|took|went|saw|built|wrote|won|began|learnt|got)$/.test(words[end]?.word ?? "") && wishLater());
    if (!closes) return;
    for (let j = at; j < end; j++) framing.add(j);
  });
}

/** Feasts and seasons a project is made for. */
const OCCASIONS = /^(?:christmas|xmas|ramadan|eid|diwali|deepavali|easter|halloween|hanukkah|chanukah|holi|navratri|thanksgiving|carnival|carnaval|valentines?|kwanzaa|nowruz|passover|vesak|onam|pongal|songkran|matariki)$/;

/** What an occasion's word before it says a thing is for: "a Christmas greeting", "our Diwali card". */
const FOR_THE_OCCASION = /^(?:greetings?|cards?|party|parties|theme|themed|celebrations?|festivals?|holidays?|season|market|decorations?|culture|wishes|spirit|break|gifts?|presents?|show|concert|assembly|project|contest|competition|challenge|week|activity)$/;

/**
 * "a Lantern for Ramadan", "a Christmas greeting", "our Diwali card": the occasion the project is
 * made for, said after "for" or before what is made for it, is no character (decision 1720).
 */
function occasions(words: readonly TWord[], framing: Set<number>): void {
  words.forEach((word, i) => {
    if (!OCCASIONS.test(word.word) || word.mark !== undefined || word.quote !== undefined) return;
    const forIt = /^(?:for|during|at|on|this)$/.test(words[i - 1]?.word ?? "");
    const before = words[i + 1]?.mark === undefined && FOR_THE_OCCASION.test(words[i + 1]?.word ?? "");
    // ("the Tio (our Christmas log)": a bracket saying what a character is, for the occasion)
    const glossed = word.bracket !== undefined && /^(?:our|my|a|an|the)$/.test(words[i - 1]?.word ?? "") && words[i - 1]?.bracket === word.bracket;
    if (glossed) words.forEach((other, k) => other.bracket === word.bracket && framing.add(k));
    if (forIt || before) framing.add(i);
  });
}

/** Verbs of saying: what follows them, in their clause, is the words said. */
const SAYING = /^(?:say|tell|shout|yell|think|speak|announce|whisper|sing)$/;

/**
 * The word at `at` is in words a character says ("the Cat says I am 9 years old"): a verb of saying
 * before it in its clause, whose speaker is no person the request is about ("my son says he is 9
 * years old" is a parent telling the child's age).
 */
function saidByACharacter(words: readonly TWord[], at: number): boolean {
  for (let k = at - 1; k >= 0 && words[k]?.mark === undefined; k--) {
    if (!SAYING.test(words[k]?.lemma ?? "")) continue;
    const speaker = words[k - 1]?.word ?? "";
    return !PEOPLE.test(speaker) && !/^(?:he|she|they|i|we|teacher|mum|mom|dad)$/.test(speaker);
  }
  return false;
}

/** What a child thinks, reported: "my daughter says coding is about being precise". */
const OPINION_VERBS = /^(?:say|says|said|think|thinks|thought|believe|believes|believed|reckon|reckons|feel|feels|felt|love|loves|loved|like|likes|liked|know|knows|learned|learnt)$/;

/** Words that make a reported sentence a wish or a piece of the program, never only an opinion. */
const WISHING = /^(?:want|wants|wanted|would|wish|wishes|wished|need|needs|needed|ask|asks|asked|make|makes|build|builds|help|please|pls|plz|should|must|can|could|has|have)$/;

/**
 * "My daughter (10) in CM2 says coding is about being precise.", "our class thinks robots are cool.":
 * a parent or teacher reporting what the child thinks, in a sentence of its own that wishes for
 * nothing, names no character and quotes nothing, is framing (decision 1780). "my son says the Cat
 * should jump" (a character) and "my daughter says she wants ..." (a wish) stay asks.
 */
function reportedOpinions(words: readonly TWord[], framing: Set<number>): void {
  let from = 0;
  for (let end = 0; end <= words.length; end++) {
    if (end < words.length && !/^[.!?;]$/.test(words[end]?.mark ?? "")) continue;
    const start = from;
    from = end + 1;
    if (!/^(?:my|our)$/.test(words[start]?.word ?? "") || !(PEOPLE.test(words[start + 1]?.word ?? "") || CLASSES.test(words[start + 1]?.word ?? ""))) continue;
    let k = start + 2;
    while (isAgeNumber(words[k]) || /^(?:years?|yrs?|old|and)$/.test(words[k]?.word ?? "")) k++;
    // ("in CM2", "from Suva", "in year 5": where they learn, up to four words)
    if (/^(?:in|from|at)$/.test(words[k]?.word ?? "")) {
      const place = k;
      while (k < end && k - place <= 4 && words[k]?.mark === undefined && !OPINION_VERBS.test(words[k]?.word ?? "")) k++;
    }
    if (!OPINION_VERBS.test(words[k]?.word ?? "")) continue;
    const said = words.slice(k + 1, end);
    if (said.length < 2 || said.some((w) => w.quote !== undefined || w.name !== undefined || w.number !== undefined || WISHING.test(w.word))) continue;
    for (let j = start; j <= end && j < words.length; j++) framing.add(j);
  }
}

/** Languages words are said in. */
const LANGUAGES = /^(?:english|french|spanish|creole|créole|kreyol|kreyòl|kweyol|patois|papiamento|portuguese|german|italian|dutch|arabic|hindi|urdu|bengali|tamil|chinese|mandarin|cantonese|japanese|korean|vietnamese|thai|tagalog|filipino|indonesian|malay|swahili|yoruba|igbo|hausa|amharic|somali|samoan|tongan|fijian|maori|māori|hawaiian|bislama|greek|turkish|russian|polish|ukrainian|welsh|irish|gaelic|catalan|basque|kalaallisut|greenlandic|danish|norwegian|swedish|finnish|icelandic|hebrew|persian|farsi|latin)$/;

/**
 * "say 'Bonjou!' in créole", "says "Hola" in Spanish": the language of words a character says is
 * how the child tells what the words are, not a part to build (decision 1780). Kept to "in" + a
 * language after a quote or a verb of saying in its clause.
 */
function languageOfTheWords(words: readonly TWord[], framing: Set<number>): void {
  words.forEach((word, i) => {
    if (!LANGUAGES.test(word.word) || words[i - 1]?.word !== "in" || word.mark !== undefined) return;
    for (let k = i - 2; k >= 0 && words[k]?.mark === undefined; k--) {
      if (words[k]?.quote !== undefined || SAYING.test(words[k]?.lemma ?? "")) {
        framing.add(i - 1).add(i);
        return;
      }
    }
  });
}

/** A child's age said in another language: "a 11 ans", "tiene 9 años", "ist 10 Jahre". */
const YEARS_ABROAD = /^(?:ans|años|anos|anys|jahre|jahren|anni|jaar|tahun|lat|ani|år|ar)$/;

/**
 * "Mon fils a 11 ans, il fait les ateliers de code.": a sentence telling the child's age in
 * another language is about the child; it quotes and names nothing, so it asks for nothing (decision 1780).
 */
function foreignAgeSentences(words: readonly TWord[], framing: Set<number>): void {
  let from = 0;
  // ("Atelier de code, 7-10 ans, Fort-de-France: the Mango falls ...": an opening before its colon too)
  for (let end = 0; end <= words.length; end++) {
    if (end < words.length && !/^[.!?;:]$/.test(words[end]?.mark ?? "")) continue;
    const sentence = words.slice(from, end);
    const aged = sentence.some((w, k) => isAgeNumber(w) && YEARS_ABROAD.test(sentence[k + 1]?.word ?? ""));
    if (aged && sentence.every((w) => w.quote === undefined && w.name === undefined)) for (let j = from; j <= end && j < words.length; j++) framing.add(j);
    from = end + 1;
  }
}

/** An event a project is made for: "for the tech challenge", "for our science fair". */
const EVENTS = /^(?:challenge|fair|competition|contest|hackathon|jam|expo|showcase|festival|assembly|event|olympiad|cup|championship|day|week|night|evening)$/;

/**
 * "im 14 and our team is making a retro game for the tech challenge!!! the Coin should spin: ...":
 * a sentence telling what the asker's team is making, and for which event, before the request goes on,
 * is framing (decision 1780): the kind of game it names is theirs, the sentences after it say what to build.
 * Kept to an asker's subject ("i", "we", "our team/class/club"), a verb of making in "-ing", an event
 * after "for", and no character, quote or number but an age.
 */
function projectForAnEvent(words: readonly TWord[], framing: Set<number>): void {
  let from = 0;
  for (let end = 0; end < words.length; end++) {
    if (!/^[.!?]$/.test(words[end]?.mark ?? "")) continue;
    let next = end;
    while (/^[.!?]$/.test(words[next + 1]?.mark ?? "")) next++;
    const sentence = words.slice(from, end);
    const start = from;
    from = next + 1;
    if (next + 3 >= words.length || sentence.length > 20) continue;
    const asker = sentence.some((w, k) => /^(?:i|im|i'm|we)$/.test(w.word) || (/^(?:our|my)$/.test(w.word) && /^(?:team|class|club|group|school)$/.test(sentence[k + 1]?.word ?? "")));
    const making = sentence.some((w) => /^(?:making|building|coding|creating|designing|programming|entering)$/.test(w.word));
    const forEvent = sentence.some((w, k) => w.word === "for" && sentence.slice(k + 1, k + 6).some((e) => EVENTS.test(e.word)));
    const plain = sentence.every((w) => w.quote === undefined && w.name === undefined && (w.number === undefined || isAgeNumber(w)));
    if (asker && making && forEvent && plain) for (let j = start; j <= next; j++) framing.add(j);
  }
}

/**
 * "a track like our coast road", "a house like my grandma's": a thing likened to the asker's own is
 * how they picture it, no part to build (decision 1780). Kept to "like" right after a noun (never
 * "would like", "looks like", "i like") and before "our/my/his/her/their" and at most four plain
 * words, up to a mark or "with/and/that/where".
 */
function likeTheirOwn(words: readonly TWord[], framing: Set<number>): void {
  words.forEach((word, i) => {
    if (word.word !== "like" || word.mark !== undefined) return;
    const before = words[i - 1];
    if (before === undefined || before.mark !== undefined || !before.isNoun || before.isVerb || /^(?:i|we|you|they|he|she|it|would|look|looks|sound|sounds|feel|feels|seem|seems|just|exactly|more|much|really)$/.test(before.word)) return;
    if (!/^(?:our|my|his|her|their)$/.test(words[i + 1]?.word ?? "")) return;
    let end = i + 2;
    while (end < words.length && end - i <= 5 && words[end]?.mark === undefined && !/^(?:with|and|that|which|where|when|but)$/.test(words[end]?.word ?? "")) {
      const w = words[end] as TWord;
      if (w.quote !== undefined || w.number !== undefined || w.name !== undefined) return;
      end++;
    }
    if (end === i + 2 || end - i > 5) return;
    for (let j = i; j < end; j++) framing.add(j);
  });
  // "changes its ghost effect by 10, 10 times, like bleaching": after steps spelled out with their numbers, what they
  // look like, one "-ing" word ending the request, is a comparison (a noun, "like lava", stays: decision 1720)
  words.forEach((word, i) => {
    if (word.word !== "like" || words[i - 1]?.mark !== "," || !/ing$/.test(words[i + 1]?.word ?? "") || words[i + 1]?.name !== undefined) return;
    if (i + 2 < words.length && !/^[.!?]$/.test(words[i + 2]?.mark ?? "")) return;
    if (!words.slice(Math.max(0, i - 6), i).some((w) => w.number !== undefined)) return;
    framing.add(i).add(i + 1);
  });
}

export function audienceFraming(words: readonly TWord[]): Set<number> {
  const framing = new Set<number>();
  aboutTheClass(words, framing);
  askersPlace(words, framing);
  occasions(words, framing);
  reportedOpinions(words, framing);
  languageOfTheWords(words, framing);
  foreignAgeSentences(words, framing);
  projectForAnEvent(words, framing);
  likeTheirOwn(words, framing);
  words.forEach((word, i) => {
    if (FILLER.test(word.raw)) framing.add(i);
    // "7 year old", "8 years old", "a 30 second timer" is not an age: "old" must follow
    const next = words[i + 1];
    // ("the Cat says I am 9 years old": words a character says, not a child's age)
    if (isAgeNumber(word) && /^(?:year|years|yr|yrs)$/.test(next?.word ?? "") && words[i + 2]?.word === "old" && !saidByACharacter(words, i)) {
      framing.add(i).add(i + 1).add(i + 2);
    }
    // "she gets upset when she loses": how the child feels is about the child, up to the clause's end
    if (/^(?:she|he|they)$/.test(word.word) && /^(?:get|gets|is|are|feels?)$/.test(next?.word ?? "") && FEELINGS.test(words[i + 2]?.word ?? "")) {
      for (let j = i; j < words.length && words[j]?.mark === undefined; j++) framing.add(j);
    }
    // "nothing else please", "nothing more": a limit on the program, which only the parts asked for keep
    if (word.word === "nothing" && /^(?:else|more)$/.test(next?.word ?? "")) {
      framing.add(i).add(i + 1);
      if (/^(?:please|pls|plz|thanks)$/.test(words[i + 2]?.word ?? "")) framing.add(i + 2);
    }
    // "my daughter says she wants ...", "our son said that ...": a parent reporting the child's words, which are the request
    if (/^(?:my|our)$/.test(words[i - 1]?.word ?? "") && (PEOPLE.test(word.word) || CLASSES.test(word.word)) && /^(?:says|said|tells|told)$/.test(next?.word ?? "")) {
      framing.add(i - 1).add(i).add(i + 1);
      if (/^(?:me|us)$/.test(words[i + 2]?.word ?? "")) framing.add(i + 2);
      if (words[i + 2]?.word === "that" || words[i + 3]?.word === "that") framing.add(words[i + 2]?.word === "that" ? i + 2 : i + 3);
      // ("... says he is 9 and wants ...": the child's age, said by the child)
      const is = words.findIndex((w, k) => k > i + 1 && k < i + 5 && /^(?:is|am|was)$/.test(w.word));
      if (is > 0 && /^(?:he|she|they|i)$/.test(words[is - 1]?.word ?? "") && isAgeNumber(words[is + 1])) {
        framing.add(is - 1).add(is).add(is + 1);
        if (/^(?:year|years|yr|yrs)$/.test(words[is + 2]?.word ?? "") && words[is + 3]?.word === "old") framing.add(is + 2).add(is + 3);
      }
    }
    // "aged 6", "age 9"
    if (/^(?:aged|age)$/.test(word.word) && isAgeNumber(next)) framing.add(i).add(i + 1);
    // "my son (9)", "my kids (8 and 10)": the numbers after the people are their ages
    if (PEOPLE.test(word.word)) {
      let j = i + 1;
      while (isAgeNumber(words[j]) || (words[j]?.word === "and" && isAgeNumber(words[j + 1]))) framing.add(j++);
    }
  });
  return framing;
}
