import { useSyncExternalStore } from 'react';

/** The chosen saved design (docs/product.md#cart-items: kept in session storage with imageUrl and designName). */
export interface SelectedDesign {
  imageUrl: string;
  designName: string;
}

// One entry per party, so choosing a design for one party does not change another's designer.
const keyFor = (partyId: string) => `selected-tshirt-design:${partyId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: SelectedDesign | null }>();

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function parseSelectedDesign(raw: string | null): SelectedDesign | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SelectedDesign>;
    return typeof v.imageUrl === 'string' && v.imageUrl && typeof v.designName === 'string' ? { imageUrl: v.imageUrl, designName: v.designName } : null;
  } catch {
    return null;
  }
}

export function getSelectedDesign(partyId: string): SelectedDesign | null {
  let raw: string | null = null;
  try {
    raw = session()?.getItem(keyFor(partyId)) ?? null;
  } catch {
    raw = null;
  }
  const cached = cache.get(partyId);
  if (cached && cached.raw === raw) return cached.value;
  const value = parseSelectedDesign(raw);
  cache.set(partyId, { raw, value });
  return value;
}

export function setSelectedDesign(partyId: string, design: SelectedDesign | null): void {
  try {
    if (design) session()?.setItem(keyFor(partyId), JSON.stringify(design));
    else session()?.removeItem(keyFor(partyId));
  } catch {
    // blocked storage: the choice lasts until the page changes
  }
  cache.set(partyId, { raw: design ? JSON.stringify(design) : null, value: design });
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedDesign(partyId: string): SelectedDesign | null {
  return useSyncExternalStore(
    subscribe,
    () => getSelectedDesign(partyId),
    () => null,
  );
}
