import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `items` in order: the first at once, then one more in each later task (a transition, so a
 * press or a key goes first), with `placeholder` where the rest will be (docs/decisions.md#a-light-main-thread).
 *
 * Each later item waits in a component of its own, so drawing it renders only that item: what is
 * already on screen is not rendered again, as it would be if the parent counted the slices. Give
 * every item a fixed place (`false` for one not shown) so an item that appears or goes later does
 * not move the others, which would mount them afresh.
 */
export function Staggered({ items, placeholder }: { items: readonly ReactNode[]; placeholder: ReactNode }) {
  if (items.length === 0) return null;
  const [first, ...rest] = items;
  return (
    <>
      {first}
      {rest.length > 0 && <Later items={rest} placeholder={placeholder} />}
    </>
  );
}

function Later({ items, placeholder }: { items: readonly ReactNode[]; placeholder: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? <Staggered items={items} placeholder={placeholder} /> : placeholder;
}
