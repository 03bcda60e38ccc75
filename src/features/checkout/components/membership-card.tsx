import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PRO_PRICE_PER_MONTH, SUPPORT_EMAIL } from '@/lib/constants';
import { formatPrice } from '../lib/prices';
import { ProBadge } from './pro-badge';
import { UpgradeToProButton } from './upgrade-to-pro-button';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The profile's plan card: Pro since when, or what Pro costs and the upgrade button. */
export function MembershipCard({ isPro, proSince }: { isPro: boolean; proSince: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Membership {isPro ? <ProBadge /> : null}
        </CardTitle>
        <CardDescription>
          {isPro
            ? `You are a Confetti Pro member${proSince ? ` since ${dateFormat.format(new Date(proSince))}` : ''}. To cancel, write to ${SUPPORT_EMAIL}.`
            : `You are on the free plan. Confetti Pro is ${formatPrice(PRO_PRICE_PER_MONTH)} per month.`}
        </CardDescription>
      </CardHeader>
      {isPro ? null : (
        <CardContent className="flex flex-wrap items-center gap-3">
          <UpgradeToProButton />
        </CardContent>
      )}
    </Card>
  );
}
