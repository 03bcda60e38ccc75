import { useCallback, useEffect, useRef, useState } from 'react';
import { Crown } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useCreateSubscriptionCheckout } from '../api/create-subscription-checkout';

/** 'Upgrade to Pro' (9.99 per month): sign-in required; opens the subscription checkout in a new tab. */
export function UpgradeToProButton(props: Omit<ButtonProps, 'onClick'>) {
  const { user, loading } = useAuth();
  const checkout = useCreateSubscriptionCheckout();
  const { mutate } = checkout;
  // A click that lands before the stored session has been read waits for it, so a signed-in
  // user on a slow phone is not told to sign in.
  const clickedEarly = useRef(false);
  const [waiting, setWaiting] = useState(false);

  const start = useCallback((signedIn: boolean) => (signedIn ? mutate() : toast.error('Please sign in to upgrade to Pro')), [mutate]);

  useEffect(() => {
    if (loading || !clickedEarly.current) return;
    clickedEarly.current = false;
    start(Boolean(user));
  }, [loading, user, start]);

  const busy = checkout.isPending || (waiting && loading);
  return (
    <Button
      variant="gradient"
      {...props}
      disabled={busy || props.disabled}
      onClick={() => {
        if (!loading) return start(Boolean(user));
        clickedEarly.current = true;
        setWaiting(true);
      }}
    >
      <Crown aria-hidden="true" />
      {busy ? 'Starting checkout...' : 'Upgrade to Pro'}
    </Button>
  );
}
