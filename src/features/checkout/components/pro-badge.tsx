import { Crown } from 'lucide-react';
import { cn } from '@/lib/utils';

/** 'Pro' next to a Pro member's name: profile and header. */
export function ProBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-amber-400 to-yellow-300 px-2 py-0.5 text-xs font-bold text-amber-950',
        className,
      )}
    >
      <Crown aria-hidden="true" className="size-3" />
      Pro
    </span>
  );
}
