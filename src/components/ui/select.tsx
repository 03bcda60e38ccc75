import * as React from 'react';
import { cn } from '@/lib/utils';
import { fieldClasses } from './input';

/** The native select, styled like Input: a phone's own picker, and a label that just works. */
export function Select({ className, ...props }: React.ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10', className)} {...props} />;
}
