import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Crown } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import { signInPath, useAuth } from '@/features/auth';
import { mayHaveSession, readSession } from '@/lib/lazy-supabase';
import { useCreateSubscriptionCheckout } from '../api/create-subscription-checkout';
import { openCheckoutTab } from '../lib/open-checkout';

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
  // A click that lands before the app has reported the session (a press kept while the page
  // loaded, carried out as it goes live) reads the session itself rather than wait for that
  // report, so a signed-in user on a slow phone is neither told to sign in nor kept waiting.
  const [waiting, setWaiting] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const start = useCallback(
    (signedIn: boolean, tab?: Window | null) => {
      if (signedIn) return mutate(tab);
      tab?.close();
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

  const busy = checkout.isPending || waiting;
  return (
    <Button
      variant="gradient"
      {...props}
      disabled={busy || props.disabled}
      onClick={() => {
        if (!loading) return start(Boolean(user));
        setWaiting(true);
        // Where a session is stored the payment page's tab opens now, not after reading it: that
        // read waits for the SDK, a few hundred milliseconds on a phone. It closes again if the
        // stored session has ended.
        const tab = mayHaveSession() ? openCheckoutTab() : undefined;
        void readSession()
          .catch(() => null)
          .then((session) => {
            setWaiting(false);
            if (mounted.current) start(session !== null, tab);
            else tab?.close();
          });
      }}
    >
      <Crown aria-hidden="true" />
      {busy ? 'Starting checkout...' : 'Upgrade to Pro'}
    </Button>
  );
}
