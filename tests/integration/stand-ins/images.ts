import { rgbaPng } from './png.ts';
import { startStandIn, type StandIn } from './server.ts';

/** A 4×4 PNG, half transparent, as a configured images API might return it. */
export const TINY_PNG_B64 = rgbaPng(4, 4, (x) => (x < 2 ? [0, 0, 0, 0] : [236, 72, 153, 255])).toString('base64');

/** POST /images/generations of an OpenAI-compatible images API; `mode.fail` makes it answer 500. */
export async function startFakeImagesApi(apiKey: string): Promise<StandIn & { requests: Record<string, unknown>[]; mode: { fail: boolean } }> {
  const requests: Record<string, unknown>[] = [];
  const mode = { fail: false };
  const server = await startStandIn(({ method, path, headers, body }) => {
    if (method !== 'POST' || path !== '/images/generations') return { status: 404, json: { error: { message: 'not found' } } };
    if (headers.authorization !== `Bearer ${apiKey}`) return { status: 401, json: { error: { message: 'Incorrect API key provided' } } };
    requests.push(JSON.parse(body));
    if (mode.fail) return { status: 500, json: { error: { message: 'The server had an error while processing your request.' } } };
    return { json: { created: Math.floor(Date.now() / 1000), data: [{ b64_json: TINY_PNG_B64 }] } };
  });
  return { ...server, requests, mode };
}
