/**
 * Golomb-Rice codes of unsigned integers, read from a bit string (most significant bit first): a value v with
 * parameter k is v >> k as that many 0 bits and a 1 bit, then the low k bits of v. The packed threat weights are
 * written this way (shared/moderation/threat-model.ts, scripts/moderation/threat-pack.ts).
 */

/** Largest Rice parameter read (a remainder is read bit by bit, so this only bounds nonsense input). */
export const MAX_RICE_BITS = 24;

export class RiceReader {
  private pos = 0;
  private readonly length: number;

  constructor(private readonly bytes: Uint8Array) {
    this.length = bytes.length * 8;
  }

  private bit(): number {
    if (this.pos >= this.length) throw new Error('packed weights are truncated');
    const b = (this.bytes[this.pos >>> 3]! >>> (7 - (this.pos & 7))) & 1;
    this.pos++;
    return b;
  }

  /** The next value, written with parameter k. */
  read(k: number): number {
    if (!Number.isInteger(k) || k < 0 || k > MAX_RICE_BITS) throw new Error(`unsupported Rice parameter ${k}`);
    let q = 0;
    while (this.bit() === 0) q++;
    let r = 0;
    for (let i = 0; i < k; i++) r = r * 2 + this.bit();
    return q * 2 ** k + r;
  }

  /** Throws unless only the zero padding of the last byte is left. */
  end(): void {
    if (this.length - this.pos >= 8) throw new Error('packed weights have trailing data');
    while (this.pos < this.length) if (this.bit() !== 0) throw new Error('packed weights have trailing data');
  }
}

/** 0, 1, 2, 3, 4, ... -> 0, -1, 1, -2, 2, ... */
export function unzigzag(z: number): number {
  return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
}

/** -> 0, 1, 2, 3, ... for 0, -1, 1, -2, ... */
export function zigzag(v: number): number {
  return v < 0 ? -2 * v - 1 : 2 * v;
}
