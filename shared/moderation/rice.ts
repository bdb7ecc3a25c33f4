/**
 * Golomb-Rice codes of unsigned integers, read from a bit string (most significant bit first): a value v with
 * parameter k is v >> k as that many 0 bits and a 1 bit, then the low k bits of v. The packed spam and threat weights
 * are written this way (shared/moderation/spam-model.ts, threat-model.ts; scripts/moderation/spam-pack.ts,
 * threat-pack.ts), padded with 0 bits to whole bytes.
 */

/** Largest Rice parameter read (a remainder must fit the 32-bit window after a refill). */
export const MAX_RICE_BITS = 24;

/**
 * Reads the bit string through a 32-bit window: Math.clz32 counts the 0 bits of a quotient, a shift takes the
 * remainder. No intermediate arrays: the spam and threat weights are decoded with it at every cold start.
 */
export class RiceReader {
  /** The next `have` unread bits sit at the top of `buf`, with 0 bits below them. */
  private buf = 0;
  private have = 0;
  private next = 0;

  constructor(private readonly bytes: Uint8Array) {}

  private refill(): void {
    while (this.have <= 24 && this.next < this.bytes.length) {
      this.buf |= this.bytes[this.next++]! << (24 - this.have);
      this.have += 8;
    }
  }

  /** The next value, written with parameter k. */
  read(k: number): number {
    if (!Number.isInteger(k) || k < 0 || k > MAX_RICE_BITS) throw new Error(`unsupported Rice parameter ${k}`);
    this.refill();
    let q = 0;
    while (this.buf === 0) {
      if (this.have === 0) throw new Error('packed weights are truncated');
      q += this.have;
      this.have = 0;
      this.refill();
    }
    const zeros = Math.clz32(this.buf);
    q += zeros;
    this.buf = (this.buf << zeros) << 1;
    this.have -= zeros + 1;
    if (this.have < k) {
      this.refill();
      if (this.have < k) throw new Error('packed weights are truncated');
    }
    if (k === 0) return q;
    const r = this.buf >>> (32 - k);
    this.buf <<= k;
    this.have -= k;
    // 1 << k, not 2 ** k: Math.pow made the spam weights' decoding ten times slower.
    return q * (1 << k) + r;
  }

  /** Throws unless only the zero padding of the last byte is left. */
  end(): void {
    if (this.next < this.bytes.length || this.have >= 8 || this.buf !== 0) {
      throw new Error('packed weights have trailing data');
    }
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

/** Trained weights of a hashed logistic-regression model (spam or threat), as training produces them. */
export interface HashedModelData {
  format: string;
  /** log2 of the number of hash buckets. */
  bits: number;
  bias: number;
  /** Probability at or above which a message is flagged (spam) or blocked (threat). */
  threshold: number;
  /** Weights are stored as integers; divide by this to get the real weight. */
  scale: number;
  /** Non-zero bucket numbers, delta-encoded (each entry is the gap from the previous one). */
  indices: number[];
  /** Quantised weight for each bucket in `indices`. */
  weights: number[];
  [key: string]: unknown;
}

/** The header and bit string of a packed model; each model adds its Rice parameters. */
export interface PackedModel {
  format: string;
  encoding: string;
  bits: number;
  bias: number;
  threshold: number;
  scale: number;
  /** base64 of the bit string. */
  data: string;
}
