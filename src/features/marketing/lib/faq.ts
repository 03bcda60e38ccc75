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
      'Most hosts have a complete plan in about 60 seconds. Generating the AI suggestions usually takes 15 to 30 seconds, and you can regenerate them as often as you like.',
  },
  {
    question: 'Is Confetti free to use?',
    answer:
      'Creating an account and planning parties with the AI is free. Hands-on event packages start at $99 per event, and Confetti Pro costs $9.99 per month for hosts who plan often.',
  },
  {
    question: 'Can I plan a party together with friends or co-workers?',
    answer:
      'Yes. Invite people by e-mail as view-only guests, collaborators who can edit the details, or co-admins with full access including inviting others. Everyone who accepts can chat in the party feed.',
  },
  {
    question: 'Who can see my party plans?',
    answer:
      'Your plans are private when you create them. If you make a plan public or share it as a template, others see its party type, budget, guest count and ideas — never its location or date, which stay hidden for privacy.',
  },
  {
    question: 'Can I use someone else\'s party as a template?',
    answer:
      'Yes. Open any public party or template and choose "Use This Template". Confetti copies the party type, guest count, budget and ideas into a new private plan; you add your own location and date.',
  },
  {
    question: 'What is your cancellation policy for event packages?',
    answer:
      'Cancel 60 or more days before your event for a full refund, 30 to 59 days before for a 50% refund; cancellations less than 30 days before the event are not refunded. Downgrades need 30 days\' notice.',
  },
  {
    question: 'How do I change my profile or avatar?',
    answer:
      'Open My Account, then Profile Settings. You can upload an image up to 5 MB as your avatar and change your full name and bio. To change your e-mail address, choose Change email: it changes once you follow the confirmation links sent to both your current and your new address.',
  },
];
