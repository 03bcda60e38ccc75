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

export const PRICING_TIERS = [
  {
    name: 'Starter',
    price: 99,
    guests: 'Up to 25 guests',
    popular: false,
    features: ['AI party plan with themes, games and food', 'Three-phase timeline', 'Vendor suggestions in your area', 'E-mail support'],
  },
  {
    name: 'Professional',
    price: 299,
    guests: 'Up to 100 guests',
    popular: true,
    features: ['Everything in Starter', 'Guest invitations and RSVP tracking', 'Collaborators and co-hosts', 'Custom party T-shirt designs', 'Priority support'],
  },
  {
    name: 'Luxury',
    price: 799,
    guests: 'Unlimited guests',
    popular: false,
    features: ['Everything in Professional', 'Dedicated planning specialist', 'Vendor booking coordination', 'Day-of timeline management', 'Phone support 7 days a week'],
  },
] as const;

export const ADD_ONS = [
  { name: 'Photography', price: 199, description: 'A vetted local photographer for up to three hours.' },
  { name: 'Premium bar', price: 149, description: 'A signature cocktail menu and bar setup plan.' },
  { name: 'Live entertainment', price: 299, description: 'A DJ, band or performer booked through our partners.' },
  { name: 'Floral', price: 99, description: 'Centerpieces and arrangements matched to your theme.' },
] as const;
