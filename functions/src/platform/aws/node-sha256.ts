import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

/** node:crypto's SHA-256, or HMAC-SHA256 with a secret, in the shape the signer takes. */
export class NodeSha256 {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = this.fresh();
  }

  update(data: Uint8Array): void {
    this.hash.update(data);
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }

  reset(): void {
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    if (this.secret === undefined) return createHash('sha256');
    const key =
      typeof this.secret === 'string'
        ? this.secret
        : ArrayBuffer.isView(this.secret)
          ? new Uint8Array(this.secret.buffer, this.secret.byteOffset, this.secret.byteLength)
          : new Uint8Array(this.secret);
    return createHmac('sha256', key);
  }
}
