import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { CLASS_MAP, ORDER_SENSITIVE_MODIFIERS } from './class-map';

// tailwind-merge builds a lookup of every Tailwind utility (about 380 groups, their scales and
// validators) on its first merge: on a slow phone a long task of a hundred milliseconds while each
// page starts. It merges from the app's own class names instead (./class-map.ts, generated from
// src/), the same way (tests/unit/class-groups.test.ts compares the two) for a fraction of that.
const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  ...CLASS_MAP,
  orderSensitiveModifiers: ORDER_SENSITIVE_MODIFIERS,
}));

/** Merge class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
