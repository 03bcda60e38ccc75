export interface HelpArticle {
  title: string;
  summary: string;
}

export interface HelpCategory {
  name: string;
  articles: HelpArticle[];
}

/** The help center's categories and articles. */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    name: 'Getting Started',
    articles: [
      { title: 'Creating your account', summary: 'Sign up with your e-mail and a password, or continue with Google.' },
      { title: 'Planning your first party', summary: 'Walk through the three steps of the party wizard and save your plan.' },
      { title: 'Choosing a budget range', summary: 'From under $500 to over $5,000: how the budget shapes your suggestions.' },
    ],
  },
  {
    name: 'Party Plans',
    articles: [
      { title: 'Editing a saved plan', summary: 'Change the details and selected suggestions of a plan you saved.' },
      { title: 'Making a plan public', summary: 'Share your plan with the community; location and date stay private.' },
      { title: 'Using a public template', summary: 'Start a new private plan from someone else\'s public party.' },
    ],
  },
  {
    name: 'Guests and Collaboration',
    articles: [
      { title: 'Inviting guests by e-mail', summary: 'Send invitations one by one or in bulk, one address per line.' },
      { title: 'Permission levels explained', summary: 'View only, collaborator and co-admin: who can do what.' },
      { title: 'Using the party chat', summary: 'Message your co-hosts and share images and files up to 10 MB.' },
    ],
  },
  {
    name: 'Account and Billing',
    articles: [
      { title: 'Updating your profile', summary: 'Change your name, bio and avatar in Profile Settings.' },
      { title: 'Upgrading to Pro', summary: 'What Confetti Pro includes for $9.99 per month and how to cancel.' },
      { title: 'Ordering party T-shirts', summary: 'Sizes, prices and what happens after checkout.' },
    ],
  },
];
