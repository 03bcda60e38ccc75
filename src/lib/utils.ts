import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { CLASS_GROUPS } from './class-groups';

// tailwind-merge builds a lookup of every Tailwind utility (about 380 groups) on its first merge:
// on a slow phone a long task of a hundred milliseconds and more while the page starts. Built from
// the groups the app's class names use (./class-groups.ts), it merges them the same way for a
// fraction of that (tests/unit/class-groups.test.ts compares the two).
const twMerge = createTailwindMerge(() => {
  const config = getDefaultConfig();
  const used = new Set<string>(CLASS_GROUPS);
  // In the default order: a class name two groups could take goes to the first, as in the full set.
  const classGroups = Object.fromEntries(Object.entries(config.classGroups).filter(([group]) => used.has(group)));
  return { ...config, classGroups: classGroups as typeof config.classGroups };
});

/** Merge class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
