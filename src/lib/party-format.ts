/** Budget codes (docs/product.md#budget-codes): the wizard/results label and the shorter label public cards use. */
export const BUDGETS: Record<string, { label: string; cardLabel: string }> = {
  cheap: { label: 'As cheap as I can make it', cardLabel: 'Budget-Friendly' },
  moderate: { label: 'We want to spend some money', cardLabel: 'Moderate Budget' },
  expensive: { label: 'All out bash', cardLabel: 'Premium' },
  'under-500': { label: 'Under $500', cardLabel: 'Under $500' },
  '500-1000': { label: '$500 - $1,000', cardLabel: '$500 - $1K' },
  '1000-2500': { label: '$1,000 - $2,500', cardLabel: '$1K - $2.5K' },
  '2500-5000': { label: '$2,500 - $5,000', cardLabel: '$2.5K - $5K' },
  'over-5000': { label: 'Over $5,000', cardLabel: '$5K+' },
};

/** Full label of a budget code; unknown codes are shown as stored, a missing one as 'Not specified'. */
export function budgetLabel(code: string | null | undefined): string {
  if (!code) return 'Not specified';
  return BUDGETS[code]?.label ?? code;
}

/** Short label for cards. */
export function budgetCardLabel(code: string | null | undefined): string {
  if (!code) return 'Budget not set';
  return BUDGETS[code]?.cardLabel ?? code;
}

/** A plan's display name: its own name, else '{party_type} Party' (docs/product.md#party-plans). */
export function partyDisplayName(plan: { party_name?: string | null; party_type?: string | null }): string {
  const name = plan.party_name?.trim();
  if (name) return name;
  return `${plan.party_type ?? 'Untitled'} Party`;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return 'Date not set';
  // Plain dates (YYYY-MM-DD) are calendar days: format them without shifting time zones.
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  // 'May 1, 2031', as toLocaleDateString('en-US', { dateStyle: 'long' }) writes it, without the
  // locale data its first use loads while the party page starts (as src/features/checkout/lib/prices.ts).
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
