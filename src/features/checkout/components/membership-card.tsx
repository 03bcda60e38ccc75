import { CalendarX2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { PRO_PRICE_PER_MONTH } from '@/lib/constants';
import { useManageSubscription } from '../api/manage-subscription';
import { useMySubscription } from '../api/my-subscription';
import { formatPrice } from '../lib/prices';
import { AiAllowanceMeter } from './ai-allowance-meter';
import { ProBadge } from './pro-badge';
import { UpgradeToProButton } from './upgrade-to-pro-button';
import { onFirstUse } from '@/lib/on-first-use';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }));

/**
 * The profile's plan card (docs/product.md#cancelling-pro): Pro since when and when it renews, with 'Cancel Pro'; once
 * cancelled, 'Pro until <date>'; on the free plan, today's AI generations and the upgrade button.
 */
export function MembershipCard({ isPro, proSince }: { isPro: boolean; proSince: string | null }) {
  const { user } = useAuth();
  const subscription = useMySubscription(user?.id, isPro);
  const manage = useManageSubscription();
  const sub = subscription.data;
  const until = sub?.current_period_end ? dateFormat().format(new Date(sub.current_period_end)) : null;
  const cancelling = !!sub?.cancel_at_period_end;

  let description: string;
  if (!isPro) description = `You are on the free plan. Confetti Pro is ${formatPrice(PRO_PRICE_PER_MONTH)} per month.`;
  else if (cancelling)
    description = `You cancelled Confetti Pro. You keep Pro until the end of the period you paid for; then your account moves to the free plan.`;
  else
    description = `You are a Confetti Pro member${proSince ? ` since ${dateFormat().format(new Date(proSince))}` : ''}.${until ? ` Renews on ${until}.` : ''}`;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">Membership {isPro ? <ProBadge /> : null}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        {!isPro ? (
          <>
            <AiAllowanceMeter className="w-full" />
            <UpgradeToProButton />
          </>
        ) : (
          <>
            {cancelling && until ? <p className="w-full font-medium text-gray-900">Pro until {until}</p> : null}
            <Button variant="outline" disabled={manage.isPending || subscription.isPending} onClick={() => manage.mutate()}>
              <CalendarX2 aria-hidden="true" />
              {manage.isPending ? 'Opening billing...' : cancelling ? 'Manage subscription' : 'Cancel Pro'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
