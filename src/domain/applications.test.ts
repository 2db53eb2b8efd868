import { APPLICATIONS, applies, readApplication } from './applications.js';
import { LIMITS } from './common.js';
import {
  validApplicationMeta,
  VALID_APPLICATIONS,
  validExistingTinApplication,
  validSoleProprietorTinApplication,
} from '#fixtures/applications';
import { APPLICATION_KINDS, kindRow } from './kinds.js';
import { INITIAL_PAYMENT_STATUS, INITIAL_STATUS, newApplicationMeta } from './meta.js';
import { isReference } from './reference.js';

describe('application descriptors', () => {
  it("carry their kind's row of the list of kinds", () => {
    for (const kind of APPLICATION_KINDS) expect(APPLICATIONS[kind]).toMatchObject(kindRow(kind));
  });

  it.each(APPLICATION_KINDS)('%s: schema accepts its fixture and labels every field', (kind) => {
    const { schema, fieldLabels } = APPLICATIONS[kind];
    const fixture = VALID_APPLICATIONS[kind]();
    expect(schema.parse(fixture)).toEqual(fixture);
    for (const field of Object.keys(fixture))
      expect(fieldLabels).toHaveProperty(field, `fields.${kind}.${field}`);
  });

  it.each(APPLICATION_KINDS)('%s: refuses any string field beyond the limits', (kind) => {
    const { schema } = APPLICATIONS[kind];
    const fixture: Record<string, unknown> = VALID_APPLICATIONS[kind]();
    for (const [field, value] of Object.entries(fixture)) {
      if (typeof value !== 'string') continue;
      const result = schema.safeParse({ ...fixture, [field]: 'x'.repeat(LIMITS.text + 1) });
      expect(result.success, field).toBe(false);
    }
  });

  it.each(APPLICATION_KINDS)('%s: stored schema accepts the fixture with our own fields', (kind) => {
    const stored = { ...VALID_APPLICATIONS[kind](), ...validApplicationMeta(kind) };
    expect(APPLICATIONS[kind].storedSchema.parse(stored)).toEqual(stored);
  });
});

describe('newApplicationMeta', () => {
  it('starts an application submitted and unpaid with a fresh reference', () => {
    const meta = newApplicationMeta('brela', { lang: 'sw', submittedBy: 'uid-1' });
    expect(meta).toMatchObject({ status: INITIAL_STATUS, paymentStatus: INITIAL_PAYMENT_STATUS, lang: 'sw' });
    expect(INITIAL_STATUS).toBe('submitted');
    expect(INITIAL_PAYMENT_STATUS).toBe('unpaid');
    expect(isReference(meta.reference, 'brela')).toBe(true);
    expect(meta.submittedBy).toBe('uid-1');
  });

  it('leaves submittedBy out for anonymous visitors', () => {
    expect(newApplicationMeta('visa', { lang: 'en', submittedBy: null })).not.toHaveProperty('submittedBy');
  });
});

describe('readApplication', () => {
  it('maps variant spellings and validates', () => {
    const { AAN, ...rest } = { ...VALID_APPLICATIONS.tin(), AAN: 'AGT-9' };
    const read = readApplication('tin', { ...rest, tinaccess: AAN, ...validApplicationMeta('tin') });
    expect(read.ok).toBe(true);
    expect(read.data).toMatchObject({ AAN: 'AGT-9' });
    expect(read.data).not.toHaveProperty('tinaccess');
  });

  it('hands back what an invalid record has, with its issues', () => {
    const read = readApplication('visa', { firstName: 'Grace', instituition: 'UDSM' });
    expect(read.ok).toBe(false);
    expect(read.data).toEqual({ firstName: 'Grace', institution: 'UDSM' });
    expect(read.ok ? [] : read.issues.length).toBeGreaterThan(0);
  });
});

describe('which documents a form uploads: the chosen ones whose fields apply', () => {
  const uploaded = (values: Record<string, unknown>) =>
    APPLICATIONS.tin.uploadFields.map(({ field }) => field).filter((field) => applies('tin', field, values));

  it("a sole proprietor's documents, and the lease only for rented premises", () => {
    const sole = validSoleProprietorTinApplication();
    expect(uploaded(sole)).toEqual(['regCert', 'consForm', 'leeseAgree']);
    expect(uploaded({ ...sole, rented: false })).toEqual(['regCert', 'consForm']);
  });

  it('none outside the sole proprietor branch', () => {
    expect(uploaded({ ...validSoleProprietorTinApplication(), bType: 'Company' })).toEqual([]);
    expect(uploaded(validExistingTinApplication())).toEqual([]);
  });
});
