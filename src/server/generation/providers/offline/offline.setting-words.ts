/**
 * The words the request's setting is read by (issue 26, decisions 1150 and 1200): who does things
 * in it, what its numbers count, and the words of a key, a click or a sprite that end it. Shared by
 * the sentence reading (offline.setting.ts) and the opening's (offline.opening.ts).
 */

/** Who does things in a setting: the teller, the family, the class. */
export const PEOPLE = /^(?:i|im|i'm|we|he|she|they|you|me|us|everyone|everybody|people|teachers?|parents?|mum|mom|dad|mama|papa|mother|father|grandma|grandpa|granny|sons?|daughters?|kids?|child|children|boys|girls|twins|youngest|oldest|eldest|grandsons?|granddaughters?|grandchildren|nieces?|nephews?|cousins?|brothers?|sisters?|students?|pupils?|class|classes|learners?|groups?|teams?|family|friends?|old|olds|who)$/;

/** A wish's verbs: "wants", "would like". */
export const WISHING = /^(?:want|wants|wanted|wish|wishes|would|needs?|asks?|asked|could|can|please|pls|make|build|create|help)$/;

/** Words of a key, a click or the flag: a sentence with one is the request's. */
export const EVENTS = /^(?:click|clicks|clicked|clicking|press|presses|pressed|pressing|tap|taps|tapped|key|keys|arrow|arrows|flag|mouse|space|touch|touches|touching)$/;

/** What a number in a setting counts: people, machines or time (years in the child's own language too: "10 años", "j'ai 9 ans", "11 Jahre"). */
export const COUNTED = /^(?:años|anos|ans|anni|jahre|jaar|lat|ani|tahun|kids?|children|child|students?|pupils?|learners?|boys|girls|groups?|teams?|laptops?|computers?|tablets?|pcs?|chromebooks?|ipads?|days?|weeks?|months?|years?|hours?|minutes?|mins?|sessions?|lessons?|classes|th|st|nd|rd|graders?)$/;

/** Things with a title a sprite's name may be in: "the Potato Pirates card game". */
export const TITLED = /^(?:game|games|card|cards|book|books|show|film|movie|series|app|toy|toys|club|cartoon)$/;

/** Labels before a class's number: "grade 6", "year 8", "class 3", "ages 9". */
export const CLASS_LABEL = /^(?:grade|grades|year|yr|class|form|primary|standard|std|p|y|ks|age|ages|aged|level|group|im|i'm|am|is|are|turned|turns)$/;

/** The coding setting's own words, never a block's: "hour of code", "library code club", "coding camp". */
export const CODING = /^(?:code|codes|coding|coder|coders|scratch|programming|computing|ict|stem|steam)$/;

/** A name as the program's sprites are compared: lower case, letters and digits only ("Lily Pad" is "lilypad"). */
export const squashedName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Words that name a concept a lesson teaches (what `shownConcept` can check). */
export const CONCEPT_WORD = /^(?:loops?|repeat(?:s|ing|ition)?|forever|until|variables?|if|else|conditions?|conditionals?|selection|lists?|messages?|broadcast(?:s|ing)?|random(?:ly|ness)?|pen|draw(?:s|ing)?|clones?|cloning|custom|procedures?|functions?|operators?|inputs?|sensing|timer|coordinates?|sequenc(?:e|es|ing)|order|music|sounds?)$/;

/** Past forms the child tells their story in ("we tried", "I made"), besides the -ed ones. */
export const PAST = /^(?:made|did|tried|built|went|had|was|were|saw|learn(?:ed|t)|wrote|drew|played|loved|liked|enjoyed|finished|started|got|visited|watched|saw|came|began|found|used|showed|practi[sc]ed)$/;
