import { cn } from '@/lib/utils';

/** A determinate progress bar (value 0-100) or, with value null, an indeterminate one. */
export function Progress({ value, label, className }: { value: number | null; label: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-brand-100', className)}
    >
      <div
        className={cn('h-full rounded-full bg-brand-600 transition-[width]', value === null && 'w-1/3 animate-pulse')}
        style={value === null ? undefined : { width: `${value}%` }}
      />
    </div>
  );
}
