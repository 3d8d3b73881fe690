/** RFC 6238 TOTP (HMAC-SHA1, 30 s steps, 6 digits) for a base32 secret, as authenticator apps compute it. */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226) of a counter. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const bin = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(bin % 10 ** digits).padStart(digits, '0');
}

export function totp(secret: string, nowMs: number = Date.now(), opts: { step?: number; digits?: number } = {}): string {
  const step = opts.step ?? 30;
  return hotp(base32Decode(secret), Math.floor(nowMs / 1000 / step), opts.digits ?? 6);
}

/**
 * Codes are single-use on the server: each accepted code's 30-second step is recorded and only a
 * later step passes. The server allows one step of clock drift, so the next step's code is good at
 * once; a third code in a row waits until the clock reaches the step before it.
 */
export class TotpSequence {
  private last = -Infinity;

  constructor(private readonly secret: string) {}

  async next(): Promise<string> {
    const current = () => Math.floor(Date.now() / 30_000);
    let step = Math.max(this.last + 1, current());
    while (step > current() + 1) {
      await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 50));
      step = Math.max(this.last + 1, current());
    }
    this.last = step;
    return hotp(base32Decode(this.secret), step);
  }
}
