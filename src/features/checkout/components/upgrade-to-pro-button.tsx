import { Crown } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useCreateSubscriptionCheckout } from '../api/create-subscription-checkout';

/** 'Upgrade to Pro' (9.99 per month): sign-in required; opens the subscription checkout in a new tab. */
export function UpgradeToProButton(props: Omit<ButtonProps, 'onClick'>) {
  const { user } = useAuth();
  const checkout = useCreateSubscriptionCheckout();
  return (
    <Button
      variant="gradient"
      {...props}
      disabled={checkout.isPending || props.disabled}
      onClick={() => {
        if (!user) {
          toast.error('Please sign in to upgrade to Pro');
          return;
        }
        checkout.mutate();
      }}
    >
      <Crown aria-hidden="true" />
      {checkout.isPending ? 'Starting checkout...' : 'Upgrade to Pro'}
    </Button>
  );
}
