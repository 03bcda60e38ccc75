import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { BlobStore } from '../../supabase/local/storage/blobs.ts';
import { keyProblem, splitBucketAndKey } from '../../supabase/local/storage/paths.ts';
import { receiveUpload } from '../../supabase/local/storage/intake.ts';
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
    for (const bad of [
      'video',
      'video/',
      '/mp4',
      'video/mp4 image/svg+xml',
      'vid eo/mp4',
      'video/mp4;a',
      'video/mp4;a=b c',
      'video/mp4\r\nx: y',
      'x'.repeat(300),
    ]) {
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

describe('multipart uploads', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-intake-'));
  const blobs = new BlobStore(dir);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const b = '----formdata-undici-0123';
  const anyType = { file_size_limit: null, allowed_mime_types: null };

  /** A request as the stack's HTTP server hands it over, its body arriving in `chunk`-byte pieces. */
  function request(body: string | Buffer, chunk = 7, contentType = `multipart/form-data; boundary=${b}`): IncomingMessage {
    const bytes = Buffer.from(body);
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += chunk) pieces.push(bytes.subarray(i, i + chunk));
    return Object.assign(Readable.from(pieces, { objectMode: false }), { headers: { 'content-type': contentType } }) as unknown as IncomingMessage;
  }
  const field = (name: string, value: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (data: string, type = 'image/png') =>
    `--${b}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: ${type}\r\n\r\n${data}\r\n`;
  const end = `--${b}--\r\n`;
  const refusal = (e: unknown) => ({ status: (e as { status: number }).status, body: (e as { body: unknown }).body });
  const leftovers = () => fs.readdirSync(path.join(blobs.root, '.tmp'));

  it('stores the file and reads the fields before it, whatever the chunk boundaries', async () => {
    const file = 'line1\r\n--not-a-boundary\r\n\r\nend';
    const body = field('cacheControl', '3600') + field('metadata', '{"a":1}') + filePart(file) + end;
    for (const size of [1, 3, 7, 64, 4096]) {
      const got = await receiveUpload(request(body, size), blobs, anyType, 'u/a.png');
      expect({ mimetype: got.mimetype, cacheControl: got.cacheControl, userMetadata: got.userMetadata, size: got.size }).toEqual({
        mimetype: 'image/png',
        cacheControl: 'max-age=3600',
        userMetadata: { a: 1 },
        size: file.length,
      });
      expect(fs.readFileSync(got.temp.file, 'latin1')).toBe(file);
      await got.temp.discard();
    }
  });

  it('takes the type from a contentType field sent before the file', async () => {
    const got = await receiveUpload(request(field('contentType', 'image/webp') + filePart('RIFF....WEBP') + end), blobs, anyType, 'u/a.webp');
    expect(got.mimetype).toBe('image/webp');
    await got.temp.discard();
  });

  it('refuses, in Storage’s shape, a cut-off body, a missing boundary, no file, a file too large and a type the bucket refuses', async () => {
    const noContent = { status: 400, body: { statusCode: '400', code: 'InvalidRequest', error: 'InvalidRequest', message: 'No content provided' } };
    expect(
      refusal(
        await receiveUpload(request(`--${b}\r\nContent-Disposition: form-data; name="a"; filename="x"\r\n\r\nabc`), blobs, anyType, 'u/x').catch((e) => e),
      ),
    ).toEqual(noContent);
    expect(refusal(await receiveUpload(request(filePart('x') + end, 7, 'multipart/form-data'), blobs, anyType, 'u/x').catch((e) => e))).toEqual(noContent);
    expect(refusal(await receiveUpload(request(field('cacheControl', '60') + end), blobs, anyType, 'u/x').catch((e) => e))).toEqual(noContent);
    const small = { file_size_limit: 10, allowed_mime_types: null };
    expect(refusal(await receiveUpload(request(filePart('x'.repeat(11)) + end), blobs, small, 'u/x.png').catch((e) => e))).toMatchObject({
      status: 400,
      body: { statusCode: '413', code: 'EntityTooLarge' },
    });
    const images = { file_size_limit: null, allowed_mime_types: ['image/*'] };
    expect(refusal(await receiveUpload(request(filePart('hello', 'text/html') + end), blobs, images, 'u/x.html').catch((e) => e))).toMatchObject({
      status: 400,
      body: { statusCode: '415', code: 'InvalidMimeType' },
    });
    expect(
      refusal(await receiveUpload(request(field('metadata', 'm'.repeat(1024 * 1024 + 1)) + filePart('x') + end, 65536), blobs, anyType, 'u/x').catch((e) => e)),
    ).toMatchObject({
      status: 400,
      body: { statusCode: '413', code: 'EntityTooLarge', message: 'The user_metadata exceeded the maximum allowed size' },
    });
    expect(leftovers()).toEqual([]);
  });
});
