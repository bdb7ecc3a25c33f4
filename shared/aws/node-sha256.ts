/** The SigV4 signer's checksum for the small AWS clients that speak an API directly (Comprehend, SES). */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

/** SHA-256 (or HMAC-SHA-256 with a secret) as the signer's Checksum, on node:crypto. */
export class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    if (this.secret === undefined) return createHash('sha256');
    const key = typeof this.secret === 'string' ? this.secret : Buffer.from(this.secret as ArrayBuffer);
    return createHmac('sha256', key);
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}
