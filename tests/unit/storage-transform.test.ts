import { describe, expect, it } from 'vitest';
import { HttpError } from '../../supabase/local/http.ts';
import { isEmptyTransform, transformFromBody, transformFromClaim, transformFromQuery, transformToClaim } from '../../supabase/local/storage/transform.ts';

function refusal(fn: () => unknown): Record<string, unknown> {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    expect((e as HttpError).status).toBe(400);
    return (e as HttpError).body;
  }
  throw new Error('expected a refusal');
}

describe('image transformation options', () => {
  it('reads the query parameters storage-js writes', () => {
    const q = new URLSearchParams('width=300&height=200&resize=contain&quality=70&format=origin&download=x.png');
    expect(transformFromQuery(q)).toEqual({ width: 300, height: 200, resize: 'contain', quality: 70, format: 'origin' });
    expect(transformFromQuery(new URLSearchParams(''))).toEqual({});
    expect(transformFromQuery(new URLSearchParams('width=&height=0'))).toEqual({});
  });

  it('clamps sizes to 2500 and refuses what hosted refuses', () => {
    expect(transformFromQuery(new URLSearchParams('width=99999&height=2501'))).toEqual({ width: 2500, height: 2500 });
    const cases: Record<string, string> = {
      'width=1.5': 'querystring/width must be integer',
      'width=1e3': 'querystring/width must be integer',
      'height=-1': 'querystring/height must be >= 0',
      'quality=19': 'querystring/quality must be >= 20',
      'quality=101': 'querystring/quality must be <= 100',
      'resize=crop': 'querystring/resize must be equal to one of the allowed values',
      'format=png': 'querystring/format must be equal to one of the allowed values',
      'width=99999999999999999999': 'querystring/width must be integer',
    };
    for (const [q, message] of Object.entries(cases)) {
      expect(
        refusal(() => transformFromQuery(new URLSearchParams(q))),
        q,
      ).toMatchObject({ statusCode: '400', code: 'InvalidRequest', message });
    }
  });

  it('reads `transform` from a sign request body', () => {
    expect(transformFromBody(undefined)).toBeUndefined();
    expect(transformFromBody({ width: 80, resize: 'fill' })).toEqual({ width: 80, resize: 'fill' });
    expect(refusal(() => transformFromBody({ width: '80px' }))).toMatchObject({ message: 'body/transform/width must be integer' });
    expect(refusal(() => transformFromBody([1]))).toMatchObject({ message: 'body/transform must be object' });
    expect(isEmptyTransform(transformFromBody({}))).toBe(true);
    expect(isEmptyTransform({ quality: 50 })).toBe(false);
  });

  it('round-trips through the signed URL claims in hosted segment syntax', () => {
    const t = { width: 300, height: 200, resize: 'cover' as const, quality: 60, format: 'webp' as const };
    const claim = transformToClaim(t);
    expect(claim).toBe('height:200,width:300,resize:cover,quality:60,format:webp');
    expect(transformFromClaim(claim)).toEqual(t);
    // 'origin' travels in its own claim, as hosted signs it.
    expect(transformToClaim({ width: 10, format: 'origin' })).toBe('width:10');
    expect(transformFromClaim('width:10', 'origin')).toEqual({ width: 10, format: 'origin' });
    // Hosted writes `resize:undefined` when only sizes were given: the default. Unknown and empty segments are skipped.
    expect(transformFromClaim('width:10,resize:undefined')).toEqual({ width: 10 });
    expect(transformFromClaim('width:10,bogus:1,height:')).toEqual({ width: 10 });
  });
});
