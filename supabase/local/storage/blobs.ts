import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Object bytes on disk: `<root>/<bucket dir>/<version uuid>`. The file name is the object's
 * version, a uuid this module generates, and the bucket directory is the bucket id only when it
 * is plainly safe (else a hash of it), so no client-supplied string ever becomes a path here.
 * Writes go to `<root>/.tmp/` first and are renamed into place after an fsync, so a crash leaves
 * either the old bytes or the new ones, never half a file.
 */
export class BlobStore {
  readonly root: string;
  private readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'storage');
    this.tmpDir = path.join(this.root, '.tmp');
    fs.mkdirSync(this.tmpDir, { recursive: true });
  }

  bucketDir(bucketId: string): string {
    const safe = /^[A-Za-z0-9_-]{1,63}$/.test(bucketId) ? bucketId : `b-${sha256(bucketId).slice(0, 32)}`;
    return path.join(this.root, safe);
  }

  pathOf(bucketId: string, version: string): string {
    if (!UUID.test(version)) throw new Error('blob versions are uuids');
    return path.join(this.bucketDir(bucketId), version);
  }

  /** A fresh temp file; the caller writes it and then commits or discards it. */
  async createTemp(): Promise<TempBlob> {
    const file = path.join(this.tmpDir, `${crypto.randomUUID()}.part`);
    const handle = await fs.promises.open(file, 'wx', 0o600);
    return new TempBlob(file, handle);
  }

  /** Moves a finished temp file to its version path (durably) and returns that path. */
  async commit(temp: TempBlob, bucketId: string, version: string): Promise<string> {
    const target = this.pathOf(bucketId, version);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(temp.file, target);
    await fsyncDir(path.dirname(target));
    return target;
  }

  /** Copies stored bytes to a new temp file (for copy), ready to commit under another version. */
  async copyToTemp(bucketId: string, version: string): Promise<TempBlob> {
    const temp = await this.createTemp();
    await temp.close();
    await fs.promises.copyFile(this.pathOf(bucketId, version), temp.file);
    const h = await fs.promises.open(temp.file, 'r+');
    await h.sync();
    await h.close();
    return temp;
  }

  /** Moves stored bytes between bucket directories (object moved to another bucket). */
  async relocate(fromBucket: string, toBucket: string, version: string): Promise<void> {
    const from = this.pathOf(fromBucket, version);
    const to = this.pathOf(toBucket, version);
    if (from === to) return;
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await fs.promises.rename(from, to);
    await fsyncDir(path.dirname(to));
  }

  async remove(bucketId: string, version: string | null | undefined): Promise<void> {
    if (!version || !UUID.test(version)) return;
    await fs.promises.rm(this.pathOf(bucketId, version), { force: true });
  }

  async stat(bucketId: string, version: string): Promise<fs.Stats | null> {
    try {
      return await fs.promises.stat(this.pathOf(bucketId, version));
    } catch {
      return null;
    }
  }

  readStream(bucketId: string, version: string, range?: { start: number; end: number }): fs.ReadStream {
    return fs.createReadStream(this.pathOf(bucketId, version), range);
  }
}

/** A file being written: bytes, size and MD5 (the ETag hosted reports) tracked as they arrive. */
export class TempBlob {
  size = 0;
  private readonly md5 = crypto.createHash('md5');
  private closed = false;

  constructor(
    readonly file: string,
    readonly handle: fs.promises.FileHandle,
  ) {}

  async write(chunk: Buffer): Promise<void> {
    this.md5.update(chunk);
    this.size += chunk.length;
    let off = 0;
    while (off < chunk.length) {
      const { bytesWritten } = await this.handle.write(chunk, off, chunk.length - off);
      off += bytesWritten;
    }
  }

  /** Flushes to disk and closes; returns the ETag. */
  async finish(): Promise<string> {
    await this.handle.sync();
    await this.close();
    return `"${this.md5.digest('hex')}"`;
  }

  async discard(): Promise<void> {
    await this.close();
    await fs.promises.rm(this.file, { force: true });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.handle.close();
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sha256(s: string): string {
  return crypto.createHash('sha256').update(s).digest('hex');
}

async function fsyncDir(dir: string): Promise<void> {
  // Makes the rename itself durable; some platforms cannot open directories, which is fine.
  try {
    const h = await fs.promises.open(dir, 'r');
    try {
      await h.sync();
    } finally {
      await h.close();
    }
  } catch {
    /* best effort */
  }
}
