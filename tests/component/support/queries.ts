import { screen } from '@testing-library/react';

/** The innermost list item for which `has` finds something: a card in a list, found by what it shows. */
export function listItemWith(has: (item: HTMLElement) => HTMLElement | null): HTMLElement {
  const items = screen.getAllByRole('listitem').filter((item) => has(item) !== null);
  if (!items.length) throw new Error('no list item holds it');
  return items[items.length - 1];
}
