// firestore.rules is written by hand; this test holds it to the domain, without an emulator. It
// reads the rules (src/test/firestoreRules/ parses them and runs their conditions in JavaScript)
// and compares them, per collection, with what src/domain says:
//   - the key list (keys().hasOnly) with the schema's fields and our own (meta.ts);
//   - the text limits, patterns and upload paths of the rules' value functions with LIMITS,
//     PATTERNS and uploads.ts, and references and our own fields with reference.ts and meta.ts;
//   - the batch an application or feedback is sent in (ownership.ts): the claim of its reference
//     and its sender's quota, and the rules' tables of collections and quotas with kinds.ts and
//     QUOTAS (the quota's own rules, timestamp arithmetic, are left to tests/rules/quotas.test.ts);
//   - the verdict on records built from the fixtures with each field set to values of its kind
//     (every option, the limits, wrong types, left out), and with every block shown, hidden and
//     half-filled, with whether a form would save the record.
// Each disagreement is named: the collection, the field, option or block, and where the rules
// refused. The rules may be looser than a form in ways they document (a date's calendar, a phone
// number's plausibility), so values of another field's format are only checked one way: what a
// form saves, the rules must accept. tests/rules/blocksFollowDomain.test.ts runs the block
// comparison on the emulator, which has the last word on what the rules do.
import RULES_SOURCE from '../../firestore.rules?raw';
import {
  allowCondition,
  explain,
  holds,
  judge,
  keyListOf,
  parseRules,
  patternsOf,
  possibleKeys,
  REQUEST_TIME,
  valueOf,
  type Request,
  type RulesMap,
  type Value,
} from '../test/firestoreRules/index.js';
import { LEFT_OUT, probesOf, type Probe } from '../test/fieldProbes.js';
import {
  baseRecords,
  blockCases,
  describeFields,
  domainFields,
  fieldShown,
  formShape,
  formWouldSave,
  requirementOf,
  sameValue,
  without,
  type DomainField,
  type Fields,
} from '../test/rulesDomain/index.js';
import { LIMITS, PATTERNS } from './common.js';
import { feedbackSchema, feedbackStoredSchema } from './feedback.js';
import { validFeedback, validUser } from './fixtures.js';
import {
  APPLICATION_COLLECTIONS,
  APP_LANGUAGES,
  APPLICATION_KINDS,
  COLLECTIONS as NAMES,
  type ApplicationKind,
} from './kinds.js';
import {
  applicationMetaShape,
  applicationStatusOptions,
  INITIAL_PAYMENT_STATUS,
  INITIAL_STATUS,
  newApplicationMeta,
  paymentStatusOptions,
} from './meta.js';
import { QUOTAS, type QuotaAction, type ReferenceClaim } from './ownership.js';
import { isReference, newReference, REFERENCE_ALPHABET, REFERENCE_CODE_LENGTH } from './reference.js';
import { UPLOAD_PREFIXES, uploadPathPattern, type UploadArea } from './uploads.js';
import { userRegistrationSchema, userSchema } from './user.js';

const rules = parseRules(RULES_SOURCE);

/** At most this many disagreements are listed per check; the rest are counted. */
const SHOWN = 40;

function report(disagreements: string[]): string[] {
  return disagreements.length <= SHOWN
    ? disagreements
    : [...disagreements.slice(0, SHOWN), `… and ${disagreements.length - SHOWN} more`];
}

/** A collection as these checks see it: the domain's side and how to ask the rules. */
type Collection = {
  name: string;
  /** Every key a new document may hold. */
  keys: readonly string[];
  /** The fields whose values are tried, with the records they are tried in. */
  fields: readonly DomainField[];
  bases: readonly [string, Fields][];
  /** Whether a record asks for the field (its blocks are shown); by default, always. */
  asks?: (field: string, fields: Fields) => boolean;
  saves: (fields: Fields) => boolean;
  request: (fields: Fields) => Request;
};

// Who sends applications and feedback: a Firebase anonymous user, as the forms sign one in.
const SENDER = { uid: 'an-anonymous-applicant', token: { firebase: { sign_in_provider: 'anonymous' } } };
const NEW_ID = 'a-new-application';

/** The sender's quota for `action` as the batch leaves it: written now. */
const quotaWritten = (action: QuotaAction, counted: string): Record<string, RulesMap> => ({
  [`${NAMES.quotas}/${SENDER.uid}/actions/${action}`]: { last: REQUEST_TIME, count: 1, counted },
});
const NEW_FEEDBACK_ID = 'a-new-feedback';

/**
 * The creation of application `data` as the form sends it (ownership.ts): by the sender, in one
 * batch with the claim of its reference for this document and the sender's quota.
 */
function sentInBatch(kind: ApplicationKind, data: RulesMap): Request {
  const claim: ReferenceClaim = { kind, applicationId: NEW_ID };
  const claimed =
    typeof data.reference === 'string' ? { [`${NAMES.references}/${data.reference}`]: claim } : {};
  return { auth: SENDER, id: NEW_ID, data, after: { ...claimed, ...quotaWritten('applications', NEW_ID) } };
}

function applicationCollection(kind: ApplicationKind): Collection {
  const meta = newApplicationMeta(kind, { lang: 'en', submittedBy: SENDER.uid });
  return {
    name: APPLICATION_COLLECTIONS[kind],
    keys: [...Object.keys(formShape(kind)), ...Object.keys(applicationMetaShape)],
    fields: domainFields(kind),
    bases: baseRecords(kind),
    asks: (field, fields) => fieldShown(kind, field, fields),
    saves: (fields) => formWouldSave(kind, fields),
    request: (fields) =>
      sentInBatch(kind, { ...(fields as Record<string, Value>), ...meta, createdAt: REQUEST_TIME }),
  };
}

const schemaSaves =
  (schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } }) => (fields: Fields) => {
    const result = schema.safeParse(fields);
    return result.success && sameValue(result.data, fields);
  };

const feedbacks: Collection = {
  name: 'feedbacks',
  keys: Object.keys(feedbackStoredSchema.shape),
  fields: describeFields(feedbackSchema.shape),
  bases: [['valid', validFeedback()]],
  saves: schemaSaves(feedbackSchema),
  request: (fields) => ({
    auth: SENDER,
    id: NEW_FEEDBACK_ID,
    data: { ...(fields as Record<string, Value>), timestamp: REQUEST_TIME },
    after: quotaWritten('feedbacks', NEW_FEEDBACK_ID),
  }),
};

// A user writes their own record at registration: the uid and email are the token's (so only the
// name is tried here), and `role` is written by the Admin SDK alone (scripts/make-admin.ts).
const ADMIN_SDK_ONLY = ['role'];
const { uid, email } = validUser();
const users: Collection = {
  name: 'users',
  keys: Object.keys(userSchema.shape).filter((key) => !ADMIN_SDK_ONLY.includes(key)),
  fields: describeFields(userRegistrationSchema.shape).filter((field) => field.name === 'name'),
  bases: [['registration', { name: validUser().name, email }]],
  saves: schemaSaves(userRegistrationSchema),
  request: (fields) => ({
    auth: { uid, token: { email } },
    id: uid,
    data: { ...(fields as Record<string, Value>), uid, createdAt: REQUEST_TIME },
  }),
};

const COLLECTIONS = [...APPLICATION_KINDS.map(applicationCollection), feedbacks, users];

function verdict(collection: Collection, fields: Fields) {
  const result = judge(rules, collection.name, 'create', collection.request(fields));
  return { allowed: result.allowed, where: explain(rules, result.refusals) };
}

// ------------------------------------------------------------------------------ values to try

/** A probe the rules and the form disagree on, in words (the probes are src/test/fieldProbes.ts). */
function probeMessage(collection: string, field: DomainField, probe: Probe, saves: boolean, where: string) {
  const prefix = `${collection}: field \`${field.name}\``;
  if (probe.value === LEFT_OUT) {
    return saves
      ? `${prefix} is optional in the schema but the rules refuse a record without it (${where})`
      : `${prefix} is ${requirementOf(field)} in the schema but the rules let it be left out`;
  }
  if (saves && field.shape.type === 'option' && field.shape.values.includes(probe.value as string)) {
    return `option \`${String(probe.value)}\` of ${field.name} is in the domain but the rules refuse it (${collection}, ${where})`;
  }
  // An answer that shows or hides a block, changed alone, leaves the record half-filled.
  const gate = field.gate ? ' in an otherwise unchanged record (it shows or hides a block)' : '';
  return saves
    ? `${prefix} as ${probe.title}${gate}: a form saves it but the rules refuse it (${where})`
    : `${prefix} as ${probe.title}${gate}: a form would not save it but the rules allow it`;
}

// ------------------------------------------------------------------------------ the checks

describe('firestore.rules', () => {
  it('is read whole: every collection has its create rule and key list', () => {
    for (const collection of COLLECTIONS) {
      expect(
        () => keyListOf(rules, allowCondition(rules, collection.name, 'create')),
        collection.name,
      ).not.toThrow();
    }
  });

  it('limits text as LIMITS does', () => {
    // The rules' value functions are named after the domain's field builders (common.ts).
    const limits = { name: LIMITS.name, address: LIMITS.address, longText: LIMITS.text, code: LIMITS.code };
    const problems = Object.entries(limits).flatMap(([fn, limit]) => {
      const key = fn === 'longText' ? 'text' : fn;
      if (!rules.functions.has(fn)) return [`the rules have no ${fn}() for LIMITS.${key}`];
      return [
        ...(holds(rules, fn, 'x'.repeat(limit))
          ? []
          : [`the rules' ${fn}() refuses ${limit} characters, LIMITS.${key} allows them`]),
        ...(holds(rules, fn, 'x'.repeat(limit + 1))
          ? [`the rules' ${fn}() allows ${limit + 1} characters, over LIMITS.${key} (${limit})`]
          : []),
        ...(holds(rules, fn, ' x') ? [`the rules' ${fn}() allows text starting with a space`] : []),
      ];
    });
    const domain = '@example.co.tz';
    const atLimit = 'a'.repeat(LIMITS.email - domain.length) + domain;
    if (!holds(rules, 'email', atLimit))
      problems.push(`the rules' email() refuses ${LIMITS.email} characters, LIMITS.email allows them`);
    if (holds(rules, 'email', 'a' + atLimit))
      problems.push(`the rules' email() allows ${LIMITS.email + 1} characters, over LIMITS.email`);
    expect(problems).toEqual([]);
  });

  it('matches values with PATTERNS and the upload paths of uploads.ts', () => {
    const expected: [string, string, string][] = [
      ...Object.entries(PATTERNS).map(([key, pattern]): [string, string, string] => [
        key,
        pattern,
        `PATTERNS.${key}`,
      ]),
      ...Object.keys(UPLOAD_PREFIXES).map((area): [string, string, string] => [
        `${area}Upload`,
        uploadPathPattern(area as UploadArea),
        `uploadPathPattern('${area}')`,
      ]),
    ];
    const problems = expected.flatMap(([fn, pattern, source]) => {
      if (!rules.functions.has(fn)) return [`the rules have no ${fn}() for ${source}`];
      const found = patternsOf(rules, fn);
      return found.length === 1 && found[0] === pattern
        ? []
        : [
            `the rules' ${fn}() matches ${found.map((each) => `'${each}'`).join(' and ') || 'nothing'}, ${source} is '${pattern}'`,
          ];
    });
    expect(problems).toEqual([]);
  });
});

describe('firestore.rules tables', () => {
  it('finds each kind of application where APPLICATION_COLLECTIONS says', () => {
    expect(valueOf(rules, 'applicationCollections')).toEqual(APPLICATION_COLLECTIONS);
  });

  it('counts creations as QUOTAS says', () => {
    expect(valueOf(rules, 'quotas')).toEqual(QUOTAS);
  });

  it('sends feedback in one batch with its quota', () => {
    const request = feedbacks.request(validFeedback());
    expect(judge(rules, 'feedbacks', 'create', request).allowed).toBe(true);
    expect(judge(rules, 'feedbacks', 'create', { ...request, after: {} }).allowed).toBe(false);
    // One count covers one creation: a quota naming another feedback counts not this one.
    const otherCounted = { ...request, after: quotaWritten('feedbacks', 'another-feedback') };
    expect(judge(rules, 'feedbacks', 'create', otherCounted).allowed).toBe(false);
    expect(judge(rules, 'feedbacks', 'create', { ...request, auth: null }).allowed).toBe(false);
  });
});

describe.each(COLLECTIONS.map((collection) => [collection.name, collection] as const))(
  '%s',
  (name, collection) => {
    it("allows exactly the schema's keys", () => {
      const allowed = possibleKeys(rules, keyListOf(rules, allowCondition(rules, name, 'create')));
      expect([
        ...collection.keys
          .filter((key) => !allowed.has(key))
          .map((key) => `${name}: field \`${key}\` is in the schema but not in the rules' key list`),
        ...[...allowed]
          .filter((key) => !collection.keys.includes(key))
          .map((key) => `${name}: \`${key}\` is in the rules' key list but not in the schema`),
      ]).toEqual([]);
    });

    it('accepts the fixtures a form saves', () => {
      const problems = collection.bases.flatMap(([base, fields]) => {
        if (!collection.saves(fields))
          return [`${name}: the ${base} fixture is not what a form saves (fix the fixture)`];
        const { allowed, where } = verdict(collection, fields);
        return allowed ? [] : [`${name}: the rules refuse the ${base} record (${where})`];
      });
      expect(problems).toEqual([]);
    });

    it('treats each value of each field as a form does', () => {
      const allowed = possibleKeys(rules, keyListOf(rules, allowCondition(rules, name, 'create')));
      // Values are tried in records the rules accept as they are (the check above names the others).
      const bases = collection.bases.filter(([, fields]) => verdict(collection, fields).allowed);
      const problems: string[] = [];
      const untried: string[] = [];
      // A field missing from the key list is reported above; trying its values would only repeat it.
      for (const field of collection.fields.filter((each) => allowed.has(each.name))) {
        // The first record that holds the field, else (no fixture fills it in) the first that asks for it.
        const asks = (fields: Fields) => collection.asks?.(field.name, fields) ?? true;
        const base = (bases.find(([, fields]) => field.name in fields) ??
          bases.find(([, fields]) => asks(fields)))?.[1];
        if (!base) {
          if (collection.bases.some(([, fields]) => asks(fields))) untried.push(field.name);
          else
            problems.push(
              `${name}: no named record asks for field \`${field.name}\` (src/test/rulesDomain/records.ts)`,
            );
          continue;
        }
        for (const probe of probesOf(field, base)) {
          const fields =
            probe.value === LEFT_OUT ? without(base, field.name) : { ...base, [field.name]: probe.value };
          const saves = collection.saves(fields);
          const { allowed: ruled, where } = verdict(collection, fields);
          if (saves === ruled || (probe.oneWay && !saves)) continue;
          problems.push(probeMessage(name, field, probe, saves, where));
        }
      }
      if (untried.length > 0)
        problems.push(
          `${name}: not tried, as the rules refuse every record holding them: ${untried.join(', ')}`,
        );
      expect(report(problems)).toEqual([]);
    });
  },
);

describe.each(APPLICATION_KINDS.map((kind) => [APPLICATION_COLLECTIONS[kind], kind] as const))(
  '%s',
  (name, kind) => {
    const collection = applicationCollection(kind);

    it('shows and hides blocks as the schema does', () => {
      const refused = new Set(
        baseRecords(kind)
          .filter(([, fields]) => !verdict(collection, fields).allowed)
          .map(([base]) => base),
      );
      // Records from a named record the rules refuse as it is would only repeat that (see above).
      const problems = blockCases(kind, 'every').flatMap(({ title, fields, saves, base }) => {
        if (refused.has(base)) return [];
        const { allowed, where } = verdict(collection, fields);
        if (allowed === saves) return [];
        return [
          `${name}: ${title}: a form ${saves ? 'saves' : 'would not save'} it but the rules ${allowed ? 'allow it' : `refuse it (${where})`}`,
        ];
      });
      expect(report(problems)).toEqual([]);
    });

    it('takes our own fields only at their first values', () => {
      // In a record the rules accept as it is (the fixtures check names the others).
      const fields = baseRecords(kind).find(([, each]) => verdict(collection, each).allowed)?.[1];
      if (!fields) return expect.fail(`${name}: not tried, the rules refuse every named record`);
      const meta = collection.request(fields).data;
      const allows = (change: Record<string, Value>) =>
        judge(rules, name, 'create', sentInBatch(kind, { ...meta, ...change })).allowed;
      const problems: string[] = [];
      for (const status of applicationStatusOptions.values) {
        if (allows({ status }) !== (status === INITIAL_STATUS))
          problems.push(
            `${name}: status '${status}' at creation is ${allows({ status }) ? 'allowed' : 'refused'}, INITIAL_STATUS is '${INITIAL_STATUS}'`,
          );
      }
      for (const paymentStatus of paymentStatusOptions.values) {
        if (allows({ paymentStatus }) !== (paymentStatus === INITIAL_PAYMENT_STATUS))
          problems.push(
            `${name}: paymentStatus '${paymentStatus}' at creation is ${allows({ paymentStatus }) ? 'allowed' : 'refused'}, INITIAL_PAYMENT_STATUS is '${INITIAL_PAYMENT_STATUS}'`,
          );
      }
      for (const lang of [...APP_LANGUAGES, 'fr']) {
        const expected = (APP_LANGUAGES as readonly string[]).includes(lang);
        if (allows({ lang }) !== expected)
          problems.push(
            `${name}: lang '${lang}' is ${expected ? 'refused' : 'allowed'}, APP_LANGUAGES is ${APP_LANGUAGES.join(', ')}`,
          );
      }
      // Every letter of the alphabet in every place, letters outside it, other services' prefixes.
      const prefix = collection.request(fields).data.reference!.toString().slice(0, 3);
      const letters = REFERENCE_ALPHABET + '01ILOa-';
      const references = [
        ...[...letters].map((letter) => `${prefix}-${letter.repeat(REFERENCE_CODE_LENGTH)}`),
        `${prefix}-${REFERENCE_ALPHABET.slice(0, REFERENCE_CODE_LENGTH - 1)}`,
        `${prefix}-${REFERENCE_ALPHABET.slice(0, REFERENCE_CODE_LENGTH + 1)}`,
        ...APPLICATION_KINDS.map((other) => newApplicationMeta(other, { lang: 'en' }).reference),
      ];
      for (const reference of references) {
        if (allows({ reference }) !== isReference(reference, kind))
          problems.push(
            `${name}: reference '${reference}' is ${isReference(reference, kind) ? 'refused' : 'allowed'}, reference.ts says the opposite`,
          );
      }
      // submittedBy is its sender's uid (meta.ts): the batch is sent signed in (ownership.ts).
      if (!allows({})) problems.push(`${name}: refused with submittedBy its sender`);
      if (allows({ submittedBy: 'someone-else' }))
        problems.push(`${name}: allowed with submittedBy another uid`);
      const { submittedBy: _sender, ...unsigned } = meta;
      if (judge(rules, name, 'create', sentInBatch(kind, unsigned)).allowed)
        problems.push(`${name}: allowed without submittedBy`);
      if (judge(rules, name, 'create', { ...sentInBatch(kind, meta), auth: null }).allowed)
        problems.push(`${name}: allowed signed out`);
      expect(problems).toEqual([]);
    });

    it('is sent in one batch with the claim of its reference and the quota (ownership.ts)', () => {
      const fields = baseRecords(kind).find(([, each]) => verdict(collection, each).allowed)?.[1];
      if (!fields) return expect.fail(`${name}: not tried, the rules refuse every named record`);
      const request = collection.request(fields);
      const claimAt = `${NAMES.references}/${String(request.data.reference)}`;
      const quotaAt = Object.keys(quotaWritten('applications', NEW_ID))[0]!;
      const otherKind = APPLICATION_KINDS.find((each) => each !== kind)!;
      const after = (changes: Record<string, RulesMap | undefined>) =>
        Object.fromEntries(
          Object.entries({ ...request.after, ...changes }).filter(
            (entry): entry is [string, RulesMap] => entry[1] !== undefined,
          ),
        );
      const batches: [string, Record<string, RulesMap>][] = [
        ['without the claim of its reference', after({ [claimAt]: undefined })],
        [
          'with its reference claimed for another document',
          after({ [claimAt]: { kind, applicationId: 'another' } }),
        ],
        [
          'with its reference claimed as another kind',
          after({ [claimAt]: { kind: otherKind, applicationId: NEW_ID } }),
        ],
        [
          'with another reference claimed',
          after({
            [claimAt]: undefined,
            [`${NAMES.references}/${newReference(kind)}`]: { kind, applicationId: NEW_ID },
          }),
        ],
        ['without its quota', after({ [quotaAt]: undefined })],
        [
          'with a quota written earlier',
          after({ [quotaAt]: { last: 'earlier', count: 1, counted: NEW_ID } }),
        ],
        // Else one count would pass a batch of many applications.
        [
          'with a quota counting another application',
          after({ [quotaAt]: { last: REQUEST_TIME, count: 1, counted: 'another-application' } }),
        ],
      ];
      expect(judge(rules, name, 'create', request).allowed, `${name}: the batch as the form sends it`).toBe(
        true,
      );
      expect(
        batches
          .filter(([, documents]) => judge(rules, name, 'create', { ...request, after: documents }).allowed)
          .map(([title]) => `${name}: allowed ${title}`),
      ).toEqual([]);
    });
  },
);
