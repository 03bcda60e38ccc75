import { useId } from 'react';
import { formatPrice, SIZE_OPTIONS, type TshirtSize } from '@/features/checkout';
import { cn } from '@/lib/utils';

/** The six sizes with their prices (docs/product.md#prices), as a radio group: arrow keys move between sizes. */
export function SizeSelector({ value, onChange, disabled }: { value: TshirtSize | null; onChange: (size: TshirtSize) => void; disabled?: boolean }) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-gray-900">Size</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {SIZE_OPTIONS.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer flex-col items-center rounded-lg border px-2 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              value === o.value ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
            )}
          >
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="sr-only" />
            <span className="font-semibold">{o.label}</span> <span className="text-xs text-gray-700">{formatPrice(o.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
