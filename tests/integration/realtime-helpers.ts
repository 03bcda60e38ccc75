import type { RealtimeChannel } from '@supabase/supabase-js';

/** Collects what a subscription delivers; `until` waits for a condition on what arrived. */
export function collector<T>() {
  const items: T[] = [];
  return {
    items,
    push: (v: T) => void items.push(v),
    until: (pred: (items: T[]) => boolean, ms = 3000) =>
      new Promise<T[]>((resolve, reject) => {
        const started = Date.now();
        const t = setInterval(() => {
          if (pred(items)) {
            clearInterval(t);
            resolve(items);
          } else if (Date.now() - started > ms) {
            clearInterval(t);
            reject(new Error(`timed out after ${ms} ms; got ${JSON.stringify(items)}`));
          }
        }, 5);
      }),
  };
}

/** Subscribes and resolves once the server has confirmed the join. */
export function subscribed(ch: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) =>
    ch.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(ch);
      else if (status !== 'CLOSED') reject(err ?? new Error(status));
    }),
  );
}
