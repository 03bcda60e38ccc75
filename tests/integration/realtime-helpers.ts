import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';

/** Collects what a subscription delivers; `until` waits for a condition on what arrived, checked on each arrival. */
export function collector<T>() {
  const items: T[] = [];
  const waiters = new Set<() => void>();
  return {
    items,
    push: (v: T) => {
      items.push(v);
      for (const check of [...waiters]) check();
    },
    until: (pred: (items: T[]) => boolean, ms = 3000) =>
      new Promise<T[]>((resolve, reject) => {
        const check = () => {
          if (!pred(items)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(items);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out after ${ms} ms; got ${JSON.stringify(items)}`));
        }, ms);
        waiters.add(check);
        check();
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

/**
 * Subscribes and keeps every status realtime-js reports, so a test can wait for the channel to be
 * joined again after its connection dropped (realtime-js rejoins on its own and says SUBSCRIBED).
 */
export async function rejoining(ch: RealtimeChannel) {
  const statuses = collector<string>();
  ch.subscribe((status) => statuses.push(status));
  await statuses.until((s) => s.includes('SUBSCRIBED'));
  return {
    /** Resolves once the channel has been joined again after what has been seen so far. */
    rejoined(ms = 10_000) {
      const seen = statuses.items.length;
      return statuses.until((s) => s.slice(seen).includes('SUBSCRIBED'), ms);
    },
  };
}

/**
 * A proof that something did NOT reach a subscriber: the stack delivers changes in commit order
 * over each connection, so once a change made afterwards has reached that same connection,
 * anything before it would have arrived too. The change is the subscriber's own profile `bio`
 * (every user may change it, and a user always sees their own row), on a channel of its own on
 * the same client. Subscribe before the thing under test; `pass()` after it.
 */
export async function deliveryFence(who: { client: SupabaseClient; userId: string }) {
  const seen = collector<string>();
  const channel = who.client
    .channel(`fence-${who.userId}-${Math.random().toString(36).slice(2)}`)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'profiles', filter: `id=eq.${who.userId}` }, (p) =>
      seen.push(String((p.new as { bio: string | null }).bio)),
    );
  await subscribed(channel);
  let n = 0;
  return {
    async pass(ms = 5000): Promise<void> {
      const mark = `fence ${++n} ${Date.now()}`;
      const { error } = await who.client.from('profiles').update({ bio: mark }).eq('id', who.userId);
      if (error) throw error;
      await seen.until((items) => items.includes(mark), ms);
    },
    close: () => who.client.removeChannel(channel),
  };
}
