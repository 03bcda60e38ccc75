import { getSupabase } from '@/lib/lazy-supabase';
import { supabaseAnonKey, supabaseUrl } from '@/lib/supabase-config';
import { CHAT_BUCKET, CHAT_FILE_CACHE_SECONDS, chatFilePath, mimeTypeOf } from '../lib/files';

export interface UploadedChatFile {
  url: string;
  name: string;
  type: string;
  size: number;
}

/**
 * POSTs the bytes to the Storage API with XMLHttpRequest, which reports upload progress
 * (storage-js's upload does not): same endpoint and headers, cache 3600, no upsert (docs/product.md#storage-calls).
 */
function postObject(path: string, file: File, contentType: string, token: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    xhr.open('POST', `${supabaseUrl}/storage/v1/object/${CHAT_BUCKET}/${encoded}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', supabaseAnonKey);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.setRequestHeader('cache-control', `max-age=${CHAT_FILE_CACHE_SECONDS}`);
    xhr.setRequestHeader('content-type', contentType || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = xhr.statusText || `Upload failed (${xhr.status})`;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string; error?: string };
        message = body.message ?? body.error ?? message;
      } catch {
        /* not JSON */
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(file);
  });
}

/**
 * Uploads to chat-files/{partyId}/{userId}/{timestamp}_{random}.{ext} and answers the file's URL
 * in its public form: a stable name for the message to keep (the bucket is private, so the URL
 * itself serves nothing; the feed signs the path it names when it shows the file).
 */
export async function uploadChatFile(partyId: string, userId: string, file: File, onProgress: (percent: number) => void): Promise<UploadedChatFile> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('Not signed in');
  const type = mimeTypeOf(file) || 'application/octet-stream';
  const path = chatFilePath(partyId, userId, file);
  await postObject(path, file, type, token, onProgress);
  onProgress(100);
  const url = supabase.storage.from(CHAT_BUCKET).getPublicUrl(path).data.publicUrl;
  return { url, name: file.name.slice(0, 255), type, size: file.size };
}
