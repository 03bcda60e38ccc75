/** Header entries (docs/product.md#header-and-footer); My Parties only for signed-in users. */
export const HEADER_LINKS = [
  { to: '/party-planning', label: 'Plan a Party', signedInOnly: false },
  { to: '/public-parties', label: 'Public Parties', signedInOnly: false },
  { to: '/my-parties', label: 'My Parties', signedInOnly: true },
] as const;

/** Footer columns: the sixteen static pages. */
export const FOOTER_COLUMNS = [
  {
    title: 'Product',
    links: [
      { to: '/plan-a-party', label: 'Plan a Party' },
      { to: '/party-ideas', label: 'Party Ideas' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/success-stories', label: 'Success Stories' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help-center', label: 'Help Center' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/faq', label: 'FAQ' },
      { to: '/party-planning-guide', label: 'Party Planning Guide' },
      { to: '/vendor-partners', label: 'Vendor Partners' },
      { to: '/accessibility', label: 'Accessibility' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/data-protection', label: 'Data Protection' },
    ],
  },
] as const;
