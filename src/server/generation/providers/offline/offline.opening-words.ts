/**
 * The words the request's opening is read by (issue 26, decisions 1200, 1360 and 1460): the words
 * of a loop, a way to go, a unit, a value, of being and of naming, which tell an ask from the
 * framing, and a school's, a lesson's, a place's and a task's words, which anchor a clause to the
 * setting. Read by offline.opening.ts.
 */

/** Words of a loop, a condition, a time or a manner: each says how the program runs. */
export const CONTROL = /^(?:forever|repeat|repeats|repeated|until|if|else|otherwise|when|whenever|while|always|again|twice|slowly|quickly|fast|faster|slower|smoothly|randomly|only)$/;

/** Ways to go: an ask, unless it only ends a verb no block does ("paired up", "grew up"). */
export const WAYS = /^(?:up|down|left|right|back|forward|forwards|backwards?)$/;

/** What a number counts when it asks for something: steps, seconds, degrees, times, points. */
export const UNIT = /^(?:steps?|seconds?|secs?|sec|degrees?|times|beats?|points?|pixels?|px|percent|%|lives|life|clicks?|frames?|notes?|costumes?|backdrops?|scenes?|levels?|clones?|questions?|rounds?|laps?|coins?|goals?|tries|guesses|attempts|chances|turns)$/;

/** Words a number after them is a value of a block: "x 0", "by 5", "size 120", "direction 90". */
export const VALUE_OF = /^(?:x|y|by|size|direction|volume|tempo|speed|score|note|drum|costume|backdrop|item)$/;

/** Verbs that say what a thing is or has, not what it does: "the summer camp was cool". */
export const BEING = /^(?:is|are|was|were|be|been|am|has|have|had|gets?|got|looks?|seems?|feels?|becomes?)$/;

/** Words that make an "-ing" word after them a thing named, not an action: "a drawing", "our greeting". */
export const NAMING = /^(?:a|an|the|our|my|your|his|her|their)$/;

/** A school's, a club's or an event's words: a clause with one is about where the request comes from. */
export const SETTING_NOUNS = /^(?:schools?|clubs?|codeclub|classroom|lessons?|sessions?|workshops?|camps?|courses?|training|modules?|units?|worksheets?|week|weekend|day|evening|morning|afternoon|holidays?|term|semester|olympiad|category|contest|competition|festival|fair|dojo|coderdojo|hackathon|hour|library|academy|centre|center|university|college|hub|lab|programme|practice|homework|assignment|exercise|zoom|online|grade|year|form|primary|secondary|education|cs|colleagues|partners?|follow)$/;

/** A lesson's subject in its title, which names no block: "problem solving", "climate change", "computational thinking". */
export const SUBJECTS = /^(?:problem|problems|solving|thinking|logic|logical|algorithms?|algorithmic|computational|flowcharts?|decomposition|abstraction|climate|environment|environmental|recycling|sustainability|science|maths?|mathematics|geography|history|biology|physics|literacy|numeracy|drama|art|arts|english|spelling|phonics|languages?)$/;

/** Labels of a number in the setting: "session 2", "module 5", "category 3". */
export const NUMBER_LABELS = /^(?:sessions?|modules?|units?|lessons?|worksheets?|weeks?|days?|category|part|parts|chapters?|workshops?|tasks?|classes|term|semester|programme|club|camp|course|no|number)$/;

/** A task on the program as a lesson's title: "Find the error:", "Read it and run it by hand:". */
export const TASK_WORDS = /^(?:read|run|find|fix|spot|debug|predict|trace|check|it|the|this|and|then|by|hand|out|what|happens|errors?|bugs?|mistakes?|program|script|code)$/;
export const TASK_VERBS = /^(?:read|find|fix|spot|debug|predict|trace)$/;

/** Words that open a place's name or a language: "in Lima", "from ecuador", "at Sujatha Vidyalaya". */
export const PLACE_BEFORE = /^(?:in|at|from|near|of|on)$/;

/** What a program with the pen shows: "drawing shapes" is done by drawing. */
export const PEN_TOPICS = /^(?:draw|draws|drawing|drawings|shapes?|patterns?)$/;

/** Prepositions a leading phrase opens with: "After the Scratch evening at school my daughter wants ...". */
export const LEADING = /^(?:after|before|during|since|at|in|on|for)$/;

/** Words that start the person a leading phrase ends at: "my daughter", "we", "she". */
export const OWNER = /^(?:my|our|his|her|their)$/;
export const SUBJECT = /^(?:i|im|i'm|we|he|she|they)$/;
