import { constants, type Stats } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import type { Readable, Transform } from "node:stream";
import { createGunzip } from "node:zlib";
import { decrypterFor, ENCRYPTION_HEADER_BYTES } from "./encryption";
import { BackupError } from "./errors";

// A backup file (docs/operate/backups.md): the magic "MYSTBKUP", the format's version, "P" (plain)
// or "E" (encrypted, then encryption.ts's salt and key check), then — encrypted or not — a gzip
// stream of records, each [1 byte: kind][4 bytes: length][payload]:
//   H  the header (JSON: format version, migration, when, which tables)
//   T  a table begins (JSON: its name and columns, in COPY's order)
//   D  a piece of that table's rows, as PostgreSQL's COPY text format wrote them
//   E  the table ends (JSON: how many rows it had)
//   S  the sequences' values (JSON)
//   Z  the end: a file without it was cut short
// Nothing in it depends on the engine's version or files: it restores into any PostgreSQL.

const MAGIC = Buffer.from("MYSTBKUP");
export const FORMAT_VERSION = 1;
const PREAMBLE_BYTES = MAGIC.length + 2;
const RECORD_HEAD_BYTES = 5;
/**
 * A record is a piece of COPY's output (a row or a few): PostgreSQL holds no field above 1 GiB.
 * A length beyond it is a damaged or crafted file, refused before it is buffered.
 */
const RECORD_MAX_BYTES = 1024 * 1024 * 1024;

export interface BackupHeader {
  format: "myst-backup";
  version: number;
  /** The newest migration applied to the database backed up: restore migrates to it first. */
  migration: string;
  createdAt: string;
  /** PostgreSQL's version string there, for the operator's information only. */
  server: string;
  tables: string[];
}

export interface TableStart {
  table: string;
  columns: string[];
}

export interface SequenceValue {
  name: string;
  value: string;
}

export type BackupRecord =
  | { kind: "H"; header: BackupHeader }
  | { kind: "T"; start: TableStart }
  | { kind: "D"; rows: Buffer }
  | { kind: "E"; rowCount: number }
  | { kind: "S"; sequences: SequenceValue[] }
  | { kind: "Z" };

/** The first bytes of a backup file. */
export function preamble(encrypted: boolean): Buffer {
  return Buffer.concat([MAGIC, Buffer.from([FORMAT_VERSION, encrypted ? 0x45 : 0x50])]);
}

/** One record, framed. */
export function record(kind: BackupRecord["kind"], payload: Buffer | object = Buffer.alloc(0)): Buffer {
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(JSON.stringify(payload));
  const head = Buffer.alloc(RECORD_HEAD_BYTES);
  head.write(kind, 0, "latin1");
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body]);
}

/**
 * Opens a backup file for reading: a regular file named by its own path (a symbolic link is
 * refused: a restore reads what the operator named, not what a link was made to point at), its
 * preamble checked, and — when encrypted — BACKUP_KEY checked before anything else is read.
 */
export interface OpenBackup {
  encrypted: boolean;
  /** Reads the file's records from the start, each call again (a check pass, then the restore). */
  records(): AsyncGenerator<BackupRecord>;
  close(): Promise<void>;
}

export async function openBackup(path: string, key: string | undefined): Promise<OpenBackup> {
  let file: FileHandle;
  try {
    file = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ELOOP") throw new BackupError(`${path} is a symbolic link: name the backup file itself.`);
    if (code === "ENOENT") throw new BackupError(`There is no file ${path}.`);
    throw error;
  }
  try {
    const stats: Stats = await file.stat();
    if (!stats.isFile()) throw new BackupError(`${path} is not a file.`);
    const start = await readExactly(file, 0, PREAMBLE_BYTES);
    if (!start.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError(`${path} is not a Myst backup.`);
    if (start[MAGIC.length] !== FORMAT_VERSION) {
      throw new BackupError(
        `${path} is a backup of format ${start[MAGIC.length]}, which this version of Myst does not read (it reads ${FORMAT_VERSION}).`,
      );
    }
    const encrypted = start[MAGIC.length + 1] === 0x45;
    let decrypt: () => Transform | undefined = () => undefined;
    let bodyStart = PREAMBLE_BYTES;
    if (encrypted) {
      if (!key) throw new BackupError(`${path} is encrypted: set BACKUP_KEY to the key it was made with.`);
      const header = await readExactly(file, PREAMBLE_BYTES, ENCRYPTION_HEADER_BYTES);
      decrypterFor(key, header); // refuses a wrong key now, before any reading
      decrypt = () => decrypterFor(key, header);
      bodyStart += ENCRYPTION_HEADER_BYTES;
    }
    return {
      encrypted,
      close: () => file.close(),
      records: () => {
        let stream: Readable = file.createReadStream({ start: bodyStart, autoClose: false });
        const decipher = decrypt();
        if (decipher) stream = stream.pipe(decipher);
        return readRecords(stream.pipe(createGunzip()), stream);
      },
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}

async function readExactly(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead < length) throw new BackupError("The backup file is cut short (its header is incomplete).");
  return buffer;
}

/** The records of a decompressed stream; `source`'s errors (decryption) surface here too. */
async function* readRecords(stream: Readable, source: Readable): AsyncGenerator<BackupRecord> {
  let sourceError: Error | undefined;
  source.on("error", (error: Error) => {
    sourceError = error;
    stream.destroy(error);
  });
  let buffered: Buffer = Buffer.alloc(0);
  let ended = false;
  try {
    for await (const chunk of stream) {
      buffered = buffered.length === 0 ? (chunk as Buffer) : Buffer.concat([buffered, chunk as Buffer]);
      while (buffered.length >= RECORD_HEAD_BYTES) {
        const length = buffered.readUInt32BE(1);
        if (length > RECORD_MAX_BYTES) throw new BackupError("The backup file is damaged: a part of it claims an impossible size.");
        if (buffered.length < RECORD_HEAD_BYTES + length) break;
        const kind = buffered.toString("latin1", 0, 1);
        const payload = buffered.subarray(RECORD_HEAD_BYTES, RECORD_HEAD_BYTES + length);
        buffered = buffered.subarray(RECORD_HEAD_BYTES + length);
        if (ended) throw new BackupError("The backup file has data after its end.");
        const parsed = parseRecord(kind, payload);
        if (parsed.kind === "Z") ended = true;
        yield parsed;
      }
    }
  } catch (error) {
    if (sourceError) throw sourceError;
    if (error instanceof BackupError) throw error;
    // zlib's own words ("unexpected end of file", "incorrect data check") mean the same to an operator.
    throw new BackupError(`The backup file is cut short or damaged (${(error as Error).message}).`);
  }
  if (sourceError) throw sourceError;
  if (!ended || buffered.length > 0) throw new BackupError("The backup file is cut short (its end is missing).");
}

function parseRecord(kind: string, payload: Buffer): BackupRecord {
  if (kind === "D") return { kind, rows: payload };
  if (kind === "Z") return { kind };
  const value: unknown = JSON.parse(payload.toString("utf8"));
  switch (kind) {
    case "H":
      return { kind, header: value as BackupHeader };
    case "T":
      return { kind, start: value as TableStart };
    case "E":
      return { kind, rowCount: (value as { rows: number }).rows };
    case "S":
      return { kind, sequences: value as SequenceValue[] };
    default:
      throw new BackupError(`The backup file holds a record of an unknown kind ("${kind}").`);
  }
}
