import { FIXTURE_TIME } from '#fixtures/applications';
import {
  applicationEventSchema,
  applicationEventViewSchema,
  applicationProcessingSchema,
  newApplicationEventSchema,
  statusChangeSchema,
} from './processing.js';

const statusEvent = {
  kind: 'visa',
  applicationId: 'Xq3pL9sT2vB7nM4kW8aZ',
  reference: 'VIS-7K3Q9X',
  type: 'status',
  status: 'approved',
  note: 'All good',
} as const;
const actor = { actorUid: 'u8Kx2mPq7RzT4vWn9YbC3dEf', actorEmail: 'rose@example.co.tz' };

describe('application processing fields', () => {
  it('are absent until staff change the status, then hold the note, time and who', () => {
    expect(applicationProcessingSchema.parse({})).toEqual({});
    const processed = { statusNote: '', statusUpdatedAt: FIXTURE_TIME, statusUpdatedBy: actor.actorUid };
    expect(applicationProcessingSchema.parse(processed)).toEqual(processed);
    expect(applicationProcessingSchema.safeParse({ statusNote: 'x'.repeat(1001) }).success).toBe(false);
    expect(applicationProcessingSchema.safeParse({ statusUpdatedBy: '' }).success).toBe(false);
  });
});

describe('applicationEvents', () => {
  it('store the event with who and when; a print or delete has no status', () => {
    const stored = { ...statusEvent, ...actor, at: FIXTURE_TIME };
    expect(applicationEventSchema.parse(stored)).toEqual(stored);
    const print = {
      kind: 'tin',
      applicationId: 'a1',
      reference: null,
      type: 'print',
      ...actor,
      at: FIXTURE_TIME,
    };
    expect(applicationEventSchema.parse(print)).toEqual(print);
    expect(applicationEventSchema.safeParse({ ...print, type: 'edit' }).success).toBe(false);
    expect(applicationEventSchema.safeParse({ ...print, actorEmail: undefined }).success).toBe(false);
    expect(newApplicationEventSchema.safeParse(statusEvent).success).toBe(true);
  });

  it('are answered with their id and an ISO time', () => {
    const view = { ...statusEvent, ...actor, id: 'e1', at: '2026-01-16T10:00:00.000Z' };
    expect(applicationEventViewSchema.parse(view)).toEqual(view);
    expect(applicationEventViewSchema.safeParse({ ...view, at: FIXTURE_TIME }).success).toBe(false);
  });
});

describe('a status change, as the staff form and the API check it', () => {
  const change = (applicantMessage: string) =>
    statusChangeSchema.safeParse({ status: 'approved', applicantMessage });
  const problem = (applicantMessage: string) =>
    change(applicantMessage).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('trims both texts, and leaves them empty when not given', () => {
    expect(statusChangeSchema.parse({ status: 'approved' })).toEqual({
      status: 'approved',
      note: '',
      applicantMessage: '',
    });
    expect(
      statusChangeSchema.parse({ status: 'action_needed', note: ' why ', applicantMessage: ' Bring it ' }),
    ).toEqual({
      status: 'action_needed',
      note: 'why',
      applicantMessage: 'Bring it',
    });
  });

  it.each([
    'Pay at https://evil.example/pay',
    'Lipa: bit.ly/x',
    'See example.com',
    'VISIT EXAMPLE.COM',
    'www.tra-tin.info',
  ])('refuses a message to the applicant naming another address: %s', (message) => {
    expect(problem(message)).toEqual([['applicantMessage', 'validation.foreignLink']]);
  });

  it("takes the app's own address, and a link in the internal note", () => {
    expect(change('Track it at https://applytz.web.app/track?reference=VIS-7K3Q9X').success).toBe(true);
    expect(change('Tafadhali lete nakala ya pasipoti.').success).toBe(true);
    const note = statusChangeSchema.safeParse({ status: 'approved', note: 'Checked on https://tra.go.tz' });
    expect(note.success).toBe(true);
  });

  it('refuses a message longer than a text may be, with its own key', () => {
    expect(problem('x'.repeat(1001))).toEqual([['applicantMessage', 'validation.tooLong']]);
  });
});
