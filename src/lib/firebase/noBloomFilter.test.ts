import { Integer } from './noBloomFilter';

const order = (a: string, b: string) => Integer.fromString(a).compare(Integer.fromString(b));

describe('the stand-in for Closure’s Integer', () => {
  it('orders numeric document ids by value, as Firestore does, beyond what a double holds', () => {
    expect(order('2', '10')).toBe(-1);
    expect(order('10', '2')).toBe(1);
    expect(order('-5', '3')).toBe(-1);
    expect(order('42', '42')).toBe(0);
    expect(order('9007199254740993', '9007199254740992')).toBe(1);
  });
});
