import { useEffect, useRef } from 'react';

// The payment page opens in a new tab and returns to /checkout-success there; other tabs of the
// app learn about a new Pro membership through this channel and refresh their profile.
const CHANNEL = 'confetti-account';

export function announceProfileChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('profile-changed');
  channel.close();
}

/** Calls `onChange` when another tab announces a profile change. */
export function useProfileChanges(onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => latest.current();
    return () => channel.close();
  }, []);
}
