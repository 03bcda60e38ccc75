import { useCallback, useEffect, useState } from 'react';
import { Crown } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useCreateSubscriptionCheckout } from '../api/create-subscription-checkout';

/** 'Upgrade to Pro' (9.99 per month): sign-in required; opens the subscription checkout in a new tab. */
export function UpgradeToProButton(props: Omit<ButtonProps, 'onClick'>) {
  const { user, loading } = useAuth();
  const checkout = useCreateSubscriptionCheckout();
  // A click that lands before the stored session has been read waits for it, so a signed-in
  // user on a slow phone is not told to sign in.
  const [waitingForSession, setWaitingForSession] = useState(false);
  const { mutate } = checkout;

  const start = useCallback(
    (signedIn: boolean) => (signedIn ? mutate() : toast.error('Please sign in to upgrade to Pro')),
    [mutate],
  );

  useEffect(() => {
    if (!waitingForSession || loading) return;
    setWaitingForSession(false);
    start(Boolean(user));
  }, [waitingForSession, loading, user, start]);

  const busy = checkout.isPending || waitingForSession;
  return (
    <Button
      variant="gradient"
      {...props}
      disabled={busy || props.disabled}
      onClick={() => {
        if (loading) setWaitingForSession(true);
        else start(Boolean(user));
      }}
    >
      <Crown aria-hidden="true" />
      {busy ? 'Starting checkout...' : 'Upgrade to Pro'}
    </Button>
  );
}
