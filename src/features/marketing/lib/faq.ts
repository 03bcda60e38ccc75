export interface FaqEntry {
  question: string;
  answer: string;
}

/** The eight FAQ questions (docs/product.md#static-pages), also searchable from the help center. */
export const FAQ: FaqEntry[] = [
  {
    question: 'How does Confetti plan a party?',
    answer:
      'Answer a few questions about your celebration — the type of party, who it is for, where and when, how many guests and your budget — then share your ideas. Confetti suggests party names, themes, games, food, vendors, products and a three-phase timeline. Pick the suggestions you like and save them as your plan.',
  },
  {
    question: 'How long does it take to get a plan?',
    answer:
      'Most hosts have a complete plan in about 60 seconds. Generating the suggestions usually takes 15 to 30 seconds. Regenerate gives you new ones; on the free plan each generation you ask for counts towards your daily allowance, and Confetti Pro has no limit. The photo made when you save a plan, and anything made when someone opens your party, never counts.',
  },
  {
    question: 'Is Confetti free to use?',
    answer:
      'Yes. Creating an account and planning parties is free, with a daily allowance of AI generations that starts again at midnight UTC. Confetti Pro costs $9.99 per month and makes them unlimited. We sell nothing else: for hands-on help, the Pricing page takes a request, which books and charges nothing.',
  },
  {
    question: 'Can I plan a party together with friends or co-workers?',
    answer:
      'Yes. Invite people by e-mail as view-only guests, collaborators who can edit the details, or co-admins with full access including inviting others. Everyone who accepts can chat in the party feed.',
  },
  {
    question: 'Who can see my party plans?',
    answer:
      'Your plans are private when you create them. Make Public (and Share as Template, which makes the plan public too) first lists exactly what everyone will see: the party\'s name, type, who it is for, guest count, budget, ideas, the type\'s answers (such as names), the chosen ideas, the suggestions, the timeline without dates or times, and the photo. Never the location, date, time, special requests, guests or chat; a mention of the place or the date in a text shows as "…".',
  },
  {
    question: "Can I use someone else's party as a template?",
    answer:
      'Yes. Open any public party or template and choose "Use This Template". Confetti copies the party type, guest count, budget and ideas into a new private plan; you add your own location and date.',
  },
  {
    question: 'How do I cancel Confetti Pro, and is there a refund?',
    answer:
      'Open your membership on the profile page and choose Cancel Pro. You keep Pro until the end of the month you have paid for, and nothing more is charged; the part of a month already paid is not refunded.',
  },
  {
    question: 'How do I change my profile or avatar?',
    answer:
      'Open My Account, then Profile Settings. You can upload an image up to 5 MB as your avatar and change your full name and bio. To change your e-mail address, choose Change email: it changes once you follow the confirmation links sent to both your current and your new address.',
  },
];
