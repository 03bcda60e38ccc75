import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Crown } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { signInPath, useAuth } from '@/features/auth';
import { useCreateSubscriptionCheckout } from '../api/create-subscription-checkout';

/** The query that carries an Upgrade to Pro pressed while signed out through sign-in. */
const RESUME = 'upgrade';

/**
 * 'Upgrade to Pro' (9.99 per month): opens the subscription checkout in a new tab. Signed out, it
 * goes to sign-in, which returns here with ?upgrade=pro and the upgrade goes on
 * (docs/decisions.md#sign-in-returns-you-where-you-were).
 */
export function UpgradeToProButton(props: Omit<ButtonProps, 'onClick'>) {
  const { user, loading } = useAuth();
  const checkout = useCreateSubscriptionCheckout();
  const { mutate } = checkout;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const resume = params.get(RESUME) === 'pro';
  // A click that lands before the stored session has been read waits for it, so a signed-in
  // user on a slow phone is not told to sign in.
  const clickedEarly = useRef(false);
  const [waiting, setWaiting] = useState(false);

  const start = useCallback(
    (signedIn: boolean) => {
      if (signedIn) return mutate();
      toast.error('Please sign in to upgrade to Pro');
      navigate(signInPath(`${pathname}?${RESUME}=pro`));
    },
    [mutate, navigate, pathname],
  );

  useEffect(() => {
    if (!resume || loading || !user) return;
    setParams((p) => (p.delete(RESUME), p), { replace: true });
    mutate();
  }, [resume, loading, user, mutate, setParams]);

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
