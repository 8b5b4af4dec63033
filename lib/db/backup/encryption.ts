import { createCipheriv, createDecipheriv, createHmac, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { BackupError } from "./errors";

// A backup encrypted with BACKUP_KEY is AES-256-GCM in chunks of 64 KiB, each with its own tag,
// so a file of any size is encrypted and checked as it streams. A single GCM stream would only
// be checked at its very end; chunks let a tampered part be refused where it is. Each chunk's
// nonce is its number (a file's key is its own: derived with a fresh salt), and the last chunk
// says it is the last in its authenticated data, so a file cut at a chunk's edge is refused too.
//
// Layout after the salt and key check (see encryptionHeader): chunks of
//   [4 bytes: ciphertext length][1 byte: 1 if last][ciphertext][16 bytes: GCM tag]

const SALT_BYTES = 16;
const CHECK_BYTES = 32;
const TAG_BYTES = 16;
const CHUNK_BYTES = 64 * 1024;
const CHUNK_HEAD_BYTES = 5;
/** scrypt's cost: ~50 ms and 16 MB once per file, so guessing a weak key from a stolen file is slow. */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export const ENCRYPTION_HEADER_BYTES = SALT_BYTES + CHECK_BYTES;

interface FileKeys {
  cipherKey: Buffer;
  check: Buffer;
}

function deriveKeys(passphrase: string, salt: Buffer): FileKeys {
  const derived = scryptSync(passphrase, salt, 64, SCRYPT);
  const cipherKey = derived.subarray(0, 32);
  // A value that only the right key reproduces: a wrong key is told before any chunk is read.
  const check = createHmac("sha256", derived.subarray(32)).update("myst backup key check").digest();
  return { cipherKey, check };
}

/** The salt and key check that start an encrypted backup, and the cipher for what follows. */
export function encryptionHeader(passphrase: string): { header: Buffer; encrypt: Transform } {
  const salt = randomBytes(SALT_BYTES);
  const { cipherKey, check } = deriveKeys(passphrase, salt);
  return { header: Buffer.concat([salt, check]), encrypt: new ChunkEncrypter(cipherKey) };
}

/** The decipher for a backup whose salt and key check are `header`; a wrong key is refused here. */
export function decrypterFor(passphrase: string, header: Buffer): Transform {
  const { cipherKey, check } = deriveKeys(passphrase, header.subarray(0, SALT_BYTES));
  if (!timingSafeEqual(check, header.subarray(SALT_BYTES, ENCRYPTION_HEADER_BYTES))) {
    throw new BackupError("BACKUP_KEY is not the key this backup was encrypted with.");
  }
  return new ChunkDecrypter(cipherKey);
}

function nonce(counter: number): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeBigUInt64BE(BigInt(counter), 4);
  return bytes;
}

class ChunkEncrypter extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private counter = 0;

  constructor(private readonly key: Buffer) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    while (this.pendingBytes >= CHUNK_BYTES) {
      const all = Buffer.concat(this.pending);
      this.push(this.seal(all.subarray(0, CHUNK_BYTES), false));
      this.pending = [all.subarray(CHUNK_BYTES)];
      this.pendingBytes = all.length - CHUNK_BYTES;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.push(this.seal(Buffer.concat(this.pending), true));
    done();
  }

  private seal(plain: Buffer, last: boolean): Buffer {
    const flag = Buffer.from([last ? 1 : 0]);
    const cipher = createCipheriv("aes-256-gcm", this.key, nonce(this.counter++));
    cipher.setAAD(flag);
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(sealed.length);
    return Buffer.concat([head, flag, sealed, cipher.getAuthTag()]);
  }
}

class ChunkDecrypter extends Transform {
  private buffered: Buffer = Buffer.alloc(0);
  private counter = 0;
  private ended = false;

  constructor(private readonly key: Buffer) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    try {
      for (;;) {
        if (this.buffered.length < CHUNK_HEAD_BYTES) break;
        const length = this.buffered.readUInt32BE(0);
        if (length > CHUNK_BYTES) throw damaged();
        const whole = CHUNK_HEAD_BYTES + length + TAG_BYTES;
        if (this.buffered.length < whole) break;
        if (this.ended) throw damaged();
        this.push(this.open(this.buffered.subarray(0, whole), length));
        this.buffered = this.buffered.subarray(whole);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    done(this.ended && this.buffered.length === 0 ? undefined : cutShort());
  }

  private open(sealed: Buffer, length: number): Buffer {
    const flag = sealed.subarray(4, CHUNK_HEAD_BYTES);
    if (flag[0]! > 1) throw damaged();
    const decipher = createDecipheriv("aes-256-gcm", this.key, nonce(this.counter++));
    decipher.setAAD(flag);
    decipher.setAuthTag(sealed.subarray(CHUNK_HEAD_BYTES + length));
    try {
      const plain = Buffer.concat([decipher.update(sealed.subarray(CHUNK_HEAD_BYTES, CHUNK_HEAD_BYTES + length)), decipher.final()]);
      this.ended = flag[0] === 1;
      return plain;
    } catch {
      throw damaged();
    }
  }
}

const damaged = () => new BackupError("The backup file has been changed or damaged (its encryption does not check out).");
const cutShort = () => new BackupError("The backup file is cut short (its last part is missing).");
