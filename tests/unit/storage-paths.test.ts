import { describe, expect, it } from 'vitest';
import { keyProblem, splitBucketAndKey } from '../../supabase/local/storage/paths.ts';
import { readMultipart, type PartInfo } from '../../supabase/local/storage/multipart.ts';
import { isScriptable, parseContentType, servedContentType, validateMimeType } from '../../supabase/local/storage/content-type.ts';

describe('object names', () => {
  it('accepts ordinary names, including unicode and spaces', () => {
    for (const k of ['a.png', 'u/u-123.png', 'chat-files/p/u/1_x.pdf', 'fêtes/été 2026.jpg', 'a..b/c.d']) {
      expect(keyProblem(k), k).toBeNull();
    }
  });

  it('refuses traversal, absolute, backslash, control characters, empty segments and long names', () => {
    const cases: Record<string, string> = {
      '../x': 'traversal segment',
      'a/../../b': 'traversal segment',
      'a/./b': 'traversal segment',
      '%2e%2e/x': 'encoded traversal',
      'a/%2E%2e/b': 'encoded traversal',
      'a%2Fb': 'encoded traversal',
      '/etc/passwd': 'absolute path',
      'a\\..\\b': 'backslash',
      'a\u0000b': 'control character',
      'a\nb': 'control character',
      'a//b': 'empty segment',
      'a/': 'empty segment',
      '': 'empty',
      ['x'.repeat(1025)]: 'too long',
      'a\uD800b': 'malformed unicode',
    };
    for (const [k, why] of Object.entries(cases)) expect(keyProblem(k), JSON.stringify(k)).toBe(why);
  });

  it('splits and decodes the raw route path once, refusing bad percent-encoding', () => {
    expect(splitBucketAndKey('avatars/u/a%20b.png')).toEqual({ bucket: 'avatars', key: 'u/a b.png' });
    expect(splitBucketAndKey('avatars/%252e%252e/x')).toEqual({ bucket: 'avatars', key: '%2e%2e/x' });
    expect(() => splitBucketAndKey('avatars/%E0%A4%A')).toThrow();
  });
});

describe('mime types', () => {
  it('matches wildcards and exact types as hosted does', () => {
    expect(() => validateMimeType('image/png', ['image/*'])).not.toThrow();
    expect(() => validateMimeType('image/svg+xml', ['image/png', 'image/jpeg'])).toThrow(/not supported/);
    expect(() => validateMimeType('text/plain;charset=UTF-8', ['text/plain'])).not.toThrow();
    expect(() => validateMimeType('nonsense', ['image/*'])).toThrow();
  });

  it('#19 a declared type is one type or nothing: lists, bare words and stray characters do not parse', () => {
    expect(parseContentType('video/mp4;a=b, image/svg+xml')).toBeNull();
    expect(parseContentType('video/mp4, application/xhtml+xml')).toBeNull();
    expect(parseContentType('video/mp4; a="x, image/svg+xml"')).toBeNull();
    for (const bad of ['video', 'video/', '/mp4', 'video/mp4 image/svg+xml', 'vid eo/mp4', 'video/mp4;a', 'video/mp4;a=b c', 'video/mp4\r\nx: y', 'x'.repeat(300)]) {
      expect(parseContentType(bad), bad).toBeNull();
    }
  });

  it('#19 what is stored is what was parsed: the type, lower-cased, and a text charset', () => {
    expect(parseContentType('Video/MP4; codecs="avc1.42E01E, mp4a.40.2"')).toBeNull();
    expect(parseContentType('Video/MP4; codecs=avc1')).toBe('video/mp4');
    expect(parseContentType('text/plain;charset=UTF-8')).toBe('text/plain; charset=utf-8');
    expect(parseContentType('text/plain; charset="utf-8"; format=flowed')).toBe('text/plain; charset=utf-8');
    expect(parseContentType('image/png; charset=utf-8')).toBe('image/png');
    expect(servedContentType('video/mp4;a=b, image/svg+xml')).toBe('application/octet-stream');
    expect(servedContentType('text/html; charset=utf-8')).toBe('text/plain');
    expect(servedContentType(undefined)).toBe('application/octet-stream');
  });

  it('#19 a type that can carry script passes a bucket only by name, never through a wildcard', () => {
    for (const t of ['image/svg+xml', 'application/xhtml+xml', 'text/html', 'text/xml', 'application/xml', 'application/rss+xml', 'text/javascript']) {
      expect(isScriptable(t), t).toBe(true);
    }
    expect(isScriptable('video/mp4')).toBe(false);
    expect(() => validateMimeType('image/svg+xml', ['image/*'])).toThrow(/not supported/);
    expect(() => validateMimeType('application/xhtml+xml', ['application/*'])).toThrow(/not supported/);
    expect(() => validateMimeType('text/html', ['text/*'])).toThrow(/not supported/);
    expect(() => validateMimeType('image/svg+xml', ['image/svg+xml'])).not.toThrow();
    expect(() => validateMimeType('video/mp4;a=b, image/svg+xml', ['video/*'])).toThrow(/not supported/);
  });
});

describe('multipart reader', () => {
  async function parse(body: Buffer, boundary: string, chunk = 7) {
    const parts: { info: PartInfo; data: string }[] = [];
    async function* chunks() {
      for (let i = 0; i < body.length; i += chunk) yield body.subarray(i, i + chunk);
    }
    await readMultipart(chunks(), boundary, async (info) => {
      const bufs: Buffer[] = [];
      return {
        write: async (c) => void bufs.push(Buffer.from(c)),
        end: async () => void parts.push({ info, data: Buffer.concat(bufs).toString('latin1') }),
      };
    });
    return parts;
  }

  it('reads fields and a file split across arbitrary chunk boundaries', async () => {
    const b = '----formdata-undici-0123';
    const file = 'line1\r\n--not-a-boundary\r\n\r\nend';
    const body = Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
        `--${b}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: image/png\r\n\r\n${file}\r\n` +
        `--${b}--\r\n`,
    );
    for (const size of [1, 3, 7, 64, 4096]) {
      const parts = await parse(body, b, size);
      expect(parts).toEqual([
        { info: { name: 'cacheControl', filename: undefined, contentType: undefined }, data: '3600' },
        { info: { name: '', filename: 'blob', contentType: 'image/png' }, data: file },
      ]);
    }
  });

  it('refuses a body that ends before its closing boundary', async () => {
    const b = 'xyz';
    await expect(parse(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc`), b)).rejects.toThrow();
  });
});
