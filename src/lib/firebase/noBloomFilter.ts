/**
 * Stands in for `@firebase/webchannel-wrapper/bloom-blob`, Closure's MD5 and arbitrary-precision
 * integers (about 3 kB gzip on every screen that reads or writes data). Firestore Lite takes only
 * `Integer` from it, to order numeric document ids (`__id123__`) the way the server does, which
 * BigInt does as well; MD5 serves the full SDK's bloom filters, which Lite never builds.
 */
export class Integer {
  private readonly value: bigint;

  private constructor(value: bigint) {
    this.value = value;
  }

  /** The digits of a numeric id (what Firestore passes); anything else counts as 0. */
  static fromString(text: string): Integer {
    return new Integer(/^-?\d+$/.test(text) ? BigInt(text) : 0n);
  }

  compare(other: Integer): -1 | 0 | 1 {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0;
  }
}

export const Md5 = undefined;

export default { Integer, Md5 };
