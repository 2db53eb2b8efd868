// The blocks of each application (which fields exist, and are required, under which answers) as
// the emulator judges them, against the domain. For each kind, records built from the named
// records of src/test/rulesDomain/records.ts show and hide each block: a required field of a shown block
// left out, an optional one left out, a field of a hidden block given, and each answer a block's
// condition reads set to each of its other values, alone and with the blocks following. Whether
// the rules let the record be created must be whether a form would save it; a disagreement names
// the record, the block and the field. src/domain/rulesFollowDomain.test.ts makes the same
// comparison (over more records) without an emulator, with the rules run in JavaScript; this one
// is the word of Firestore itself.
import { describe, expect, it } from 'vitest';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, type ApplicationKind } from '../../src/domain/kinds.ts';
import { blockCases } from '../../src/test/rulesDomain/index.ts';
import { useRulesFile } from './cases.ts';
import { newApplicationDoc } from './fixtures.ts';
import { dbOf, UIDS } from './setup.ts';
import { sendApplication } from './submissions.ts';

const { env } = useRulesFile();

/**
 * Whether the rules let the applicant send the document as the form does (with its reference
 * claim and quota): true, false, or a thrown error.
 */
async function rulesAllow(kind: ApplicationKind, data: Record<string, unknown>): Promise<boolean> {
  const sending = sendApplication(kind, data, UIDS.applicant);
  try {
    await sending.before?.(env.env());
    await sending.run(dbOf(env.env(), 'applicant'));
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'permission-denied' || code === 'PERMISSION_DENIED') return false;
    throw error;
  }
}

for (const kind of APPLICATION_KINDS) {
  const name = APPLICATION_COLLECTIONS[kind];
  // One record per block and state: a few dozen to a hundred-odd cases per kind.
  const cases = blockCases(kind, 'first');
  if (cases.length === 0) continue;

  describe(`${name}: blocks follow the domain`, () => {
    for (const { title, fields, saves } of cases) {
      it(`${saves ? 'lets' : 'refuses'} ${title}`, async () => {
        const allowed = await rulesAllow(kind, newApplicationDoc(kind, fields));
        expect(
          allowed,
          `${name}: ${title}: a form ${saves ? 'saves' : 'would not save'} it, ` +
            `but the rules ${allowed ? 'allow' : 'refuse'} it`,
        ).toBe(saves);
      });
    }
  });
}
