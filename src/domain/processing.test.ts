import { FIXTURE_TIME } from './fixtures.js';
import {
  applicationEventSchema,
  applicationEventViewSchema,
  applicationProcessingSchema,
  newApplicationEventSchema,
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
