import { startTransition, useEffect, useState } from 'react';

// A light main thread (docs/decisions.md#a-light-main-thread): a page that draws a long list, or
// many sections, at once keeps a phone's main thread busy for hundreds of milliseconds in one go
// (rendering, then style and layout of everything added), while the page already looks ready.
// Drawn in slices, each a task of its own, the browser paints and answers presses in between.

/**
 * How many of `total` things to draw: `first` at once, then `step` more in each later task (a
 * transition, so a press or a key goes first), until all are drawn. A count that has reached the
 * total stays there when the total grows by a little (a page of 'Load more'): the new ones follow
 * in slices too.
 */
export function useSliceCount(total: number, first: number, step: number = first): number {
  const [count, setCount] = useState(first);
  const more = count < total;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => clearTimeout(timer);
  }, [more, count, step]);
  return Math.min(count, total);
}

/** The items of a list to draw now: the first `first`, then `step` more per task (see useSliceCount). */
export function useSlices<T>(items: readonly T[], first: number, step: number = first): readonly T[] {
  const count = useSliceCount(items.length, first, step);
  return count >= items.length ? items : items.slice(0, count);
}
