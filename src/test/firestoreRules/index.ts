// firestore.rules read and run in JavaScript, for tests that hold the rules against the domain
// without an emulator (src/domain/rulesFollowDomain.test.ts). It knows the part of the rules
// language firestore.rules uses and follows Firestore's semantics there: a failed evaluation (a
// missing field, a method on the wrong type) is an error, `&&` and `||` absorb an error only when
// the other side decides alone, an error or anything but `true` denies, and matches() is a
// whole-string RE2 match. It is not Firestore: the emulator-backed rules suite (tests/rules/) is the
// word on what the rules do. Anything it does not know (a construct, a method, a regex feature)
// throws an UnsupportedRule, so a test fails loudly instead of guessing. get() and getAfter()
// read the documents a Request lists (before and after its batch). The quotas' time arithmetic
// (durations, date()) is read but never run: no test here judges a quota write.
//
// lexer.ts and parser.ts read the text into the tree of ast.ts; evaluate.ts runs it on the values
// of values.ts (re2.ts for matches()); inspect.ts reads the tree without running it.
export type { Allow, Expr, ParsedRules, RulesFunction } from './ast.js';
export { UnsupportedRule } from './errors.js';
export { explain, holds, judge, valueOf, type Refusal, type Request, type Verdict } from './evaluate.js';
export {
  allowCondition,
  callsIn,
  keyListOf,
  patternsOf,
  possibleKeys,
  reachable,
  textOf,
} from './inspect.js';
export { parseRules } from './parser.js';
export { re2ToRegExp } from './re2.js';
export { REQUEST_TIME, type RulesMap, type Value } from './values.js';
