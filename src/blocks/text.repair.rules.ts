// The repair rules in the order they run on a line. Order matters only for lines with several
// mistakes: words around the line first, then conditions (a condition must be pointy before
// `if <…>` can gain its `then`), then block wordings, then inputs.

import { bareCondition, comparisonOperator, conditionBrackets, doubleBrackets, infixOperator, nestAndOr } from "./text.repair.conditions";
import { bareMenuOption } from "./text.repair.bare-menu";
import { bareName } from "./text.repair.bare-names";
import { colour, menuBrackets, mousePointer } from "./text.repair.menus";
import { scratch2Wording } from "./text.repair.scratch2";
import { wordedCondition } from "./text.repair.worded-conditions";
import { textWithReporter } from "./text.repair.text-reporters";
import { arithmeticInComparison, nestedJoin, soundUntilDone, speakAndWait, turnDirection, waitSeconds, goToOneAxis } from "./text.repair.one-reading";
import { labelledCall } from "./text.repair.labelled-call";
import type { RepairRule } from "./text.repair.types";
import { bareNumber, bareTruthValue, bareVariable, blockWords, builtInReporterName, cBlockWords, greenFlag, quotedText } from "./text.repair.wording";

export const repairRules: readonly RepairRule[] = [
  greenFlag,
  cBlockWords,
  textWithReporter,
  quotedText,
  bareName,
  bareVariable,
  infixOperator,
  bareNumber,
  arithmeticInComparison,
  bareTruthValue,
  wordedCondition,
  conditionBrackets,
  bareCondition,
  comparisonOperator,
  doubleBrackets,
  nestAndOr,
  scratch2Wording,
  blockWords,
  soundUntilDone,
  speakAndWait,
  turnDirection,
  waitSeconds,
  goToOneAxis,
  nestedJoin,
  labelledCall,
  builtInReporterName,
  bareMenuOption,
  mousePointer,
  menuBrackets,
  colour,
];
