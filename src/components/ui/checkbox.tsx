import * as React from 'react';
import { cn } from '@/lib/utils';

/** A native checkbox in the brand colour: keyboard, forms and screen readers work as usual. */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-gray-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
