// The staff search index outside the browser, on the test stack: the API writes it with each new
// application, and `npm run search-index` gives it to records without one or with a stale one, as
// an operator runs it, and may run again without changing anything.
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_KEYS_FIELD, duplicateKeysOf, staleDuplicateKeys } from '#domain/duplicates';
import { VALID_APPLICATIONS, validExistingTinApplication } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { SEARCH_INDEX_FIELD, searchPrefixesOf, staleSearchIndex, withSearchIndex } from '#domain/searchIndex';
import { countExported } from '#server/applications/exportedCount.ts';
import { ASSIGNEE_FIELD } from '#domain/assignment';
import { adminServices } from '../support/admin.ts';
import { expectUsageRefused, ownProject } from '../support/ownProject.ts';
import { submittedApplication } from '../support/applications.ts';
import { runScript } from '../support/runScript.ts';

// The first request of a run waits on a cold emulator: more than the default 20 s on a busy machine.
describe('a new application', { timeout: 60_000 }, () => {
  it('is searchable as soon as the API answers: its index is written with it', async () => {
    const application = await submittedApplication('visa');
    const stored = await application.ref.get();
    expect(stored.get(SEARCH_INDEX_FIELD)).toEqual(searchPrefixesOf('visa', stored.data()!));
    expect(stored.get(SEARCH_INDEX_FIELD)).toContain(application.reference.toLowerCase());
    expect(staleSearchIndex('visa', stored.data()!)).toBeUndefined();
  });

  it('is found by its full name typed surname first, as Tanzanian documents write it', async () => {
    const surname = aSurname();
    const answers = validExistingTinApplication({ fullName: `Neema Joseph ${surname}` });
    await submittedApplication('tin', { answers });
    for (const q of [`${surname} neema`, `${surname} ne`, `${surname.toUpperCase()} Neema Joseph`]) {
      expect(await staffSearchFinds(adminServices().db, q), q).toBe(1);
    }
    expect(await staffSearchFinds(adminServices().db, `${surname} joseph`)).toBe(0);
  });
});

/** A surname no other run uses, so a search for it finds only what this test stored. */
const aSurname = () =>
  'Kisanga' +
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** How many TIN applications the staff list finds for `q`: its very query (listFilters.ts), counted. */
const staffSearchFinds = (db: Firestore, q: string) => countExported(db, 'tin', { view: 'all', q });

/** `npm run search-index` against the test emulator, in a project of its own(). */
const searchIndexScript = (projectId: string, ...args: string[]) =>
  runScript('search-index.ts', args, { FIREBASE_PROJECT_ID: projectId });

// Each run starts a Node process with the Admin SDK: a few seconds on a busy machine.
describe('npm run search-index', { timeout: 90_000 }, () => {
  const { projectId, own } = ownProject(
    'search-index',
    APPLICATION_KINDS.map((kind) => APPLICATION_COLLECTIONS[kind]),
  );
  const written = new Map<DocumentReference, { kind: ApplicationKind; data: Record<string, unknown> }>();
  const ONE_YEAR_AGO = Timestamp.fromMillis(Date.now() - 365 * 86_400_000);

  /**
   * An application of the earlier app: no index and nobody named as having it (stored before
   * staff took applications), `index` a stale one, or the current one.
   */
  function add(kind: ApplicationKind, index: 'none' | 'stale' | 'current') {
    const { [ASSIGNEE_FIELD]: _nobody, ...meta } = newApplicationMeta(kind, { lang: 'en' });
    const record = {
      ...VALID_APPLICATIONS[kind](),
      ...(index === 'none' ? meta : { ...meta, [ASSIGNEE_FIELD]: null }),
      createdAt: ONE_YEAR_AGO,
    };
    const data =
      index === 'none'
        ? record
        : index === 'stale'
          ? { ...record, [SEARCH_INDEX_FIELD]: ['stale', 'entries'] }
          : withSearchIndex(kind, record);
    const ref = own().collection(APPLICATION_COLLECTIONS[kind]).doc();
    written.set(ref, { kind, data });
    return { ref, data };
  }

  beforeAll(async () => {
    const batch = own().batch();
    for (const kind of APPLICATION_KINDS) {
      for (const index of ['none', 'none', 'none', 'stale', 'current'] as const) {
        const { ref, data } = add(kind, index);
        batch.create(ref, data);
      }
    }
    await batch.commit();
  });

  it('indexes what has no index or a stale one, page by page, and nothing else in the record', async () => {
    const run = await searchIndexScript(projectId, '--page-size', '2');
    expect(run.code, run.stderr).toBe(0);
    for (const kind of APPLICATION_KINDS) {
      expect(run.stdout).toContain(
        `${APPLICATION_COLLECTIONS[kind]}: 5 checked, 4 written, 1 already current, 0 deleted meanwhile, 0 errors`,
      );
    }
    const kinds = APPLICATION_KINDS.length;
    expect(run.stdout).toContain(
      `Done: ${5 * kinds} checked, ${4 * kinds} written, ${kinds} already current`,
    );
    for (const [ref, { kind, data }] of written) {
      const stored = (await ref.get()).data()!;
      expect(staleSearchIndex(kind, stored)).toBeUndefined();
      // The duplicate keys come with it: the numbers of an unfinished application.
      expect(staleDuplicateKeys(kind, stored)).toBeUndefined();
      expect(stored[DUPLICATE_KEYS_FIELD]).toEqual(duplicateKeysOf(kind, data));
      // Nobody has it, where the record did not say: the lists' "Nobody's" finds it.
      expect(stored[ASSIGNEE_FIELD]).toBeNull();
      const { [SEARCH_INDEX_FIELD]: _index, [DUPLICATE_KEYS_FIELD]: _keys, ...rest } = stored;
      const { [SEARCH_INDEX_FIELD]: _before, [DUPLICATE_KEYS_FIELD]: _keysBefore, ...restBefore } = data;
      expect(rest).toEqual({ ...restBefore, [ASSIGNEE_FIELD]: null });
    }
  });

  it('writes nothing when run again', async () => {
    const updateTimes = () =>
      Promise.all([...written.keys()].map(async (ref) => (await ref.get()).updateTime));
    const before = await updateTimes();
    const run = await searchIndexScript(projectId);
    expect(run.code, run.stderr).toBe(0);
    const records = 5 * APPLICATION_KINDS.length;
    expect(run.stdout).toContain(`Done: ${records} checked, 0 written, ${records} already current`);
    expect(await updateTimes()).toEqual(before);
  });

  it('looks at one service when asked', async () => {
    const run = await searchIndexScript(projectId, '--kind', 'tin');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('tinApplications: 5 checked, 0 written, 5 already current');
    expect(run.stdout).not.toContain('visaApplications');
  });

  it('refuses an unknown service or page size, and says how to run it', async () => {
    await expectUsageRefused(
      (...args) => searchIndexScript(projectId, ...args),
      'Usage: npm run search-index',
    );
  });
});

describe('an application indexed before whole names were read surname first', { timeout: 90_000 }, () => {
  const { projectId, own } = ownProject('search-index', [APPLICATION_COLLECTIONS.tin]);

  it('is found by "surname first name" once `npm run search-index` has run', async () => {
    const surname = aSurname().toLowerCase();
    const record = {
      ...validExistingTinApplication({ fullName: `Neema Joseph ${surname}` }),
      ...newApplicationMeta('tin', { lang: 'en' }),
      createdAt: Timestamp.now(),
    };
    // What the index held before: the whole name in its own order only, neither "surname neema"
    // nor "neema surname".
    const before = searchPrefixesOf('tin', record).filter(
      (entry) => !entry.startsWith(`${surname} `) && !entry.startsWith(`neema ${surname.slice(0, 2)}`),
    );
    await own()
      .collection(APPLICATION_COLLECTIONS.tin)
      .doc()
      .create({ ...withSearchIndex('tin', record), [SEARCH_INDEX_FIELD]: before });
    expect(await staffSearchFinds(own(), `${surname} neema`)).toBe(0);

    const run = await searchIndexScript(projectId, '--kind', 'tin');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('tinApplications: 1 checked, 1 written');
    expect(await staffSearchFinds(own(), `${surname} neema`)).toBe(1);
    expect(await staffSearchFinds(own(), `${surname} ne`)).toBe(1);
    expect(await staffSearchFinds(own(), `neema ${surname}`)).toBe(1);
  });
});
