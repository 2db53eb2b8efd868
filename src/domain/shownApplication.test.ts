import { Timestamp } from 'firebase/firestore/lite';
import { timesFromWire, timesToWire } from './shownApplication';

describe('times on the wire', () => {
  it('carry every time of a record through JSON, however deep, and leave the rest alone', () => {
    const record = {
      createdAt: Timestamp.fromMillis(1_767_000_000_000),
      retention: { documents: new Date(1_768_000_000_000) },
      itinerary: [{ date: '2026-03-01', at: Timestamp.fromMillis(1_769_000_000_000) }],
      name: 'Asha',
      count: 3,
      none: null,
    };
    const carried = timesFromWire(JSON.parse(JSON.stringify(timesToWire(record))));
    expect(carried).toEqual({
      createdAt: new Date(1_767_000_000_000),
      retention: { documents: new Date(1_768_000_000_000) },
      itinerary: [{ date: '2026-03-01', at: new Date(1_769_000_000_000) }],
      name: 'Asha',
      count: 3,
      none: null,
    });
  });

  it('sends a reference to another document as its path, and an object inside itself as null', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    const shared = { city: 'Arusha' };
    const reference = { path: 'users/nobody', firestore: { settings: {} } };
    const wired = timesToWire({ reference, loop, stops: [shared, shared] });
    expect(JSON.parse(JSON.stringify(wired))).toEqual({
      reference: 'users/nobody',
      loop: { name: 'loop', self: null },
      stops: [{ city: 'Arusha' }, { city: 'Arusha' }],
    });
  });

  it('takes an object that only looks like a time, with other fields beside, as it is', () => {
    expect(timesFromWire({ $time: 5, label: 'x' })).toEqual({ $time: 5, label: 'x' });
    expect(timesFromWire({ $time: 'soon' })).toEqual({ $time: 'soon' });
  });
});
