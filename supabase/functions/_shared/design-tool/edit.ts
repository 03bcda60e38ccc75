/**
 * 'Edit in Canva': an image becomes an asset in the user's Canva (an upload job, followed until it
 * finishes) and a design made from it, whose edit URL the browser opens. Canva Connect's shapes:
 *   POST /asset-uploads         application/octet-stream body, Asset-Upload-Metadata: {"name_base64"}
 *                               → { job: { id, status: 'in_progress' | 'success' | 'failed', asset?, error? } }
 *   GET  /asset-uploads/{jobId} → the same job
 *   POST /designs               { design_type: { type: 'custom', width, height }, asset_id, title }
 *                               → { design: { id, title, urls: { edit_url, view_url } } }
 */
import { CanvaApiError, type CanvaConfig } from './canva.ts';

interface UploadJob {
  id: string;
  status: 'in_progress' | 'success' | 'failed';
  asset?: { id: string };
  error?: { code?: string; message?: string };
}

export interface CanvaDesign {
  id: string;
  editUrl: string;
  viewUrl: string | null;
}

async function canvaCall<T>(cfg: CanvaConfig, token: string, path: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${cfg.apiUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new CanvaApiError(res.status, `Canva answered ${res.status}${body?.message ? `: ${body.message}` : body?.code ? `: ${body.code}` : ''}`);
  return body as T;
}

/** Header values are Latin-1: the name travels base64-encoded, as UTF-8. */
function base64Utf8(text: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Uploads the image and waits for Canva to finish the job (about 30 s at most); answers the asset id. */
export async function uploadAsset(cfg: CanvaConfig, token: string, bytes: Uint8Array, name: string): Promise<string> {
  const started = await canvaCall<{ job: UploadJob }>(cfg, token, '/asset-uploads', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      'Asset-Upload-Metadata': JSON.stringify({ name_base64: base64Utf8(name.slice(0, 50)) }),
    },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  let job = started.job;
  for (let attempt = 0; job?.status === 'in_progress' && attempt < 30; attempt++) {
    await sleep(Math.min(250 * 2 ** attempt, 2000));
    job = (await canvaCall<{ job: UploadJob }>(cfg, token, `/asset-uploads/${encodeURIComponent(job.id)}`, { method: 'GET' })).job;
  }
  if (job?.status !== 'success' || !job.asset?.id) {
    throw new Error(
      `Canva did not take the image: ${job?.status === 'failed' ? (job.error?.message ?? job.error?.code ?? 'failed') : 'the upload did not finish in time'}`,
    );
  }
  return job.asset.id;
}

/** A design the size of the image with the image in it. */
export async function createDesign(
  cfg: CanvaConfig,
  token: string,
  p: { assetId: string; title: string; width: number; height: number },
): Promise<CanvaDesign> {
  const clamp = (n: number) => Math.min(8000, Math.max(40, Math.round(n)));
  const answer = await canvaCall<{ design?: { id?: string; urls?: { edit_url?: string; view_url?: string } } }>(cfg, token, '/designs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      design_type: { type: 'custom', width: clamp(p.width), height: clamp(p.height) },
      asset_id: p.assetId,
      title: p.title.slice(0, 255),
    }),
  });
  const editUrl = answer.design?.urls?.edit_url;
  if (!answer.design?.id || !editUrl) throw new Error('Canva answered without a design to edit');
  return { id: answer.design.id, editUrl, viewUrl: answer.design.urls?.view_url ?? null };
}

/** Width and height of a PNG (IHDR) or a baseline/progressive JPEG (SOFn); null for anything else. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      const length = view.getUint16(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
      }
      i += 2 + length;
    }
  }
  return null;
}
