import { cn } from '@/lib/utils';

/**
 * A spinning ring with a visible text label (the label is what screen readers announce, at once).
 * It appears after a moment, in one step, and only then turns (`shows-after-a-moment` in src/index.css).
 */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('shows-after-a-moment flex flex-col items-center justify-center gap-3 text-gray-700', className)}>
      <span aria-hidden="true" className="turning-after-a-moment size-8 rounded-full border-4 border-brand-100 border-t-brand-600" />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}

/** Where a public card list loads: tall enough that the footer stays below a phone's screen while it loads and after. */
export const LIST_LOADING_CLASS = 'mt-8 min-h-[36rem]';
