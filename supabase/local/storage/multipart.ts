/**
 * A streaming multipart/form-data reader (RFC 7578), enough for what storage-js and browsers
 * send: fields and file parts, each handed to a sink as it arrives so a file is never held in
 * memory. Only the unmatched tail of a boundary is ever buffered.
 */

export interface PartInfo {
  name: string;
  filename?: string;
  contentType?: string;
}

export interface PartSink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

export class MultipartError extends Error {}

const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const b = m ? (m[1] ?? m[2]) : null;
  return b && b.length <= 200 ? b : null;
}

type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done';

export async function readMultipart(
  body: AsyncIterable<Buffer>,
  boundary: string,
  onPart: (info: PartInfo) => Promise<PartSink>,
): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first boundary has no CRLF before it; pretending it does lets one delimiter match all.
  let buf: Buffer = CRLF;
  let state = 'preamble' as State;
  let sink: PartSink | null = null;

  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble': {
        const i = buf.indexOf(delimiter);
        if (i < 0) {
          buf = buf.subarray(Math.max(0, buf.length - delimiter.length));
          return false;
        }
        buf = buf.subarray(i + delimiter.length);
        state = 'afterDelimiter';
        return true;
      }
      case 'afterDelimiter': {
        if (buf.length < 2) return false;
        if (buf[0] === 0x2d && buf[1] === 0x2d) {
          state = 'done';
          return false;
        }
        // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
        const eol = buf.indexOf(CRLF);
        if (eol < 0) {
          if (buf.length > 256) throw new MultipartError('malformed boundary line');
          return false;
        }
        if (buf.subarray(0, eol).toString('latin1').trim() !== '') throw new MultipartError('malformed boundary line');
        buf = buf.subarray(eol + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const i = buf.indexOf(HEADER_END);
        if (i < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too large');
          return false;
        }
        const info = parsePartHeaders(buf.subarray(0, i).toString('utf8'));
        buf = buf.subarray(i + HEADER_END.length);
        sink = await onPart(info);
        state = 'body';
        return true;
      }
      case 'body': {
        const i = buf.indexOf(delimiter);
        if (i < 0) {
          const safe = buf.length - (delimiter.length - 1);
          if (safe > 0) {
            await sink!.write(buf.subarray(0, safe));
            buf = buf.subarray(safe);
          }
          return false;
        }
        if (i > 0) await sink!.write(buf.subarray(0, i));
        await sink!.end();
        sink = null;
        buf = buf.subarray(i + delimiter.length);
        state = 'afterDelimiter';
        return true;
      }
      case 'done':
        buf = Buffer.alloc(0);
        return false;
    }
  };

  for await (const chunk of body) {
    if (state === 'done') continue; // the epilogue is read and dropped
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    while (await step()) {
      /* advance while progress is possible */
    }
  }
  if (state !== 'done') throw new MultipartError('unexpected end of multipart body');
}

function parsePartHeaders(text: string): PartInfo {
  let disposition = '';
  let contentType: string | undefined;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') disposition = value;
    else if (key === 'content-type') contentType = value;
  }
  if (!/^form-data\b/i.test(disposition)) throw new MultipartError('part without form-data disposition');
  const name = param(disposition, 'name') ?? '';
  const filename = param(disposition, 'filename');
  return { name, filename, contentType };
}

function param(disposition: string, key: string): string | undefined {
  const re = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i');
  const m = re.exec(disposition);
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2].trim();
}
