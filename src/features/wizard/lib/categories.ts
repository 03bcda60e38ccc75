import type { ListKey, Phase } from './selections';

/** Card titles of step 3, in order. */
export const CATEGORY_LABELS: Record<ListKey, string> = {
  partyNames: 'Party Names',
  themes: 'Themes',
  games: 'Games & Activities',
  food: 'Food & Drinks',
  vendors: 'Vendors',
  products: 'Products',
};

export const PHASE_LABELS: Record<Phase, string> = {
  preParty: 'Pre-Party',
  duringParty: 'During the Party',
  afterParty: 'After the Party',
};
