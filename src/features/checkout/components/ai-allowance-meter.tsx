import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { useAuth } from '@/features/auth';
import { aiAllowanceQueryOptions, allowanceLeftText } from '@/lib/ai-allowance';
import { cn } from '@/lib/utils';
import { UPGRADE_PATH } from '../hooks/use-ai-generation-outcome';

/**
 * '12 of 20 AI generations left today' where a free account generates (docs/product.md#ai-allowance). Pro members,
 * visitors and a counter still loading show nothing.
 */
export function AiAllowanceMeter({ className }: { className?: string }) {
  const { user } = useAuth();
  const allowance = useQuery({ ...aiAllowanceQueryOptions(user?.id ?? ''), enabled: !!user });
  const a = allowance.data;
  if (!user || !a || a.pro) return null;
  const empty = a.remaining === 0;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', empty ? 'text-amber-800' : 'text-gray-700', className)} aria-live="polite">
      <Sparkles aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      <span>
        {allowanceLeftText(a)}
        <span className="text-gray-600"> (resets at midnight UTC)</span>
      </span>
      <Link to={UPGRADE_PATH} className="font-medium text-brand-700 underline underline-offset-2">
        {empty ? 'Upgrade to Pro for unlimited generations' : 'Go unlimited with Pro'}
      </Link>
    </p>
  );
}
