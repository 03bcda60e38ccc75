/**
 * The landing page's figures (docs/product.md#marketing-copy): each one a fact about the product,
 * never a rating, count of users or review we have not measured.
 */
export const LANDING_CLAIMS = [
  { value: '3 steps', label: 'from idea to a saved plan' },
  { value: 'Free', label: 'to plan, with a daily AI allowance' },
  { value: '3 roles', label: 'for the people planning with you' },
  { value: 'Private', label: 'location and date, always' },
] as const;
