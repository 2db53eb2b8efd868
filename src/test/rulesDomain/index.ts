// The domain as the Firestore rules must follow it, for the tests that hold the two together:
// src/domain/rulesFollowDomain.test.ts (no emulator), tests/rules/blocksFollowDomain.test.ts (the
// emulator) and tests/rules/fields.ts. Everything here is read from the schemas, their blocks and
// the fixtures; nothing is restated. records.ts names the records the rules are tried from,
// fields.ts reads each field's kind and blocks from the schemas, blockCases.ts builds records that
// show and hide each block.
export { blockCases, type BlockCase } from './blockCases.js';
export {
  baseFor,
  blockName,
  blocksOf,
  blockTitle,
  describeFields,
  domainFields,
  fieldShown,
  formShape,
  requirementOf,
  type DomainBlock,
  type DomainField,
  type FieldShape,
  type Requirement,
} from './fields.js';
export {
  baseRecords,
  formWouldSave,
  FULL_RECORDS,
  sameValue,
  without,
  type BaseName,
  type Fields,
} from './records.js';
