import { useDeferredQuery } from '@/lib/use-deferred-query';
import { getSupabase } from '@/lib/lazy-supabase';
import { CHAT_BUCKET, CHAT_FILE_URL_SECONDS } from '../lib/files';

/**
 * A signed URL is kept well inside its lifetime, then made again while the file is on screen,
 * so a link clicked late still works and one made before a member's removal soon stops.
 */
const KEEP_MS = (CHAT_FILE_URL_SECONDS - 120) * 1000;
/** storage-js signs at most this many paths per request. */
const MAX_PER_REQUEST = 1000;

interface Waiter {
  resolve: (url: string | null) => void;
  reject: (error: unknown) => void;
}

let queued: Map<string, Waiter[]> | null = null;

/**
 * The paths asked for in the same moment (a feed mounting its attachments) are signed together
 * in one createSignedUrls request; each answers its signed URL, or null when the caller may not
 * read it (removed from the party) or it is gone.
 */
function signWithOthers(path: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (!queued) {
      queued = new Map();
      setTimeout(() => void signQueued(), 0);
    }
    const waiters = queued.get(path) ?? [];
    waiters.push({ resolve, reject });
    queued.set(path, waiters);
  });
}

async function signQueued(): Promise<void> {
  const batch = queued;
  queued = null;
  if (!batch) return;
  const paths = [...batch.keys()];
  for (let i = 0; i < paths.length; i += MAX_PER_REQUEST) {
    const chunk = paths.slice(i, i + MAX_PER_REQUEST);
    try {
      const supabase = await getSupabase();
      const { data, error } = await supabase.storage.from(CHAT_BUCKET).createSignedUrls(chunk, CHAT_FILE_URL_SECONDS);
      if (error) throw error;
      const byPath = new Map(data.map((d, n) => [d.path ?? chunk[n], d.error ? null : d.signedUrl]));
      for (const p of chunk) for (const w of batch.get(p) ?? []) w.resolve(byPath.get(p) ?? null);
    } catch (e) {
      for (const p of chunk) for (const w of batch.get(p) ?? []) w.reject(e);
    }
  }
}

export const chatFileUrlKey = (path: string) => ['chat-file-url', path] as const;

/** A short-lived signed URL for a file in the private chat bucket; data is null when it cannot be read. */
export function useChatFileUrl(path: string | null) {
  return useDeferredQuery({
    queryKey: chatFileUrlKey(path ?? ''),
    queryFn: () => signWithOthers(path as string),
    enabled: path !== null,
    staleTime: KEEP_MS,
    gcTime: KEEP_MS,
    refetchInterval: KEEP_MS,
    retry: 1,
  });
}
