import { cn } from '@/lib/utils';

/** A spinning ring with a visible text label (the label is what screen readers announce). */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 text-gray-700', className)}>
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
