export interface HelpArticle {
  title: string;
  summary: string;
  /** The article itself, one string per paragraph: what the product does (docs/product.md), nothing more. */
  body: string[];
}

export interface HelpCategory {
  name: string;
  articles: HelpArticle[];
}

/** The help center's categories and articles; each one opens on the page. */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    name: 'Getting Started',
    articles: [
      {
        title: 'Creating your account',
        summary: 'Sign up with your e-mail and a password, or continue with Google.',
        body: [
          'Choose Sign In in the header, then Sign Up. Enter your name, your e-mail and a password, or press Continue with Google to use your Google account instead.',
          'Once you are signed in you can plan parties, save them, invite guests and order T-shirts. Profile Settings, in the account menu, holds your name and picture.',
        ],
      },
      {
        title: 'Planning your first party',
        summary: 'Walk through the three steps of the party wizard and save your plan.',
        body: [
          'Press Start Planning Now. Step 1 asks what kind of party it is; the questions that belong to that type appear (the age someone is turning, the partners’ names, the holiday…), then who it is for, where, when, how many guests and a budget range.',
          'Step 2 takes your own ideas and any special requirements in your words. Generate AI Suggestions then shows one card per category (themes, games, food and more) and a timeline: tick what you like, press Regenerate for other ideas, and Save My Party Plan.',
          'The saved plan opens on its own page, with a checklist, a budget, the guest list, a chat for your co-hosts and the T-shirt designer.',
        ],
      },
      {
        title: 'Choosing a budget range',
        summary: 'From under $500 to over $5,000: how the budget shapes your suggestions.',
        body: [
          'The wizard offers five ranges, from under $500 to over $5,000, and the suggestions take the range you choose into account.',
          'The range is a guide, not a limit. On the party page the Budget section keeps your real figures: an estimate and the amount actually spent for each item.',
        ],
      },
    ],
  },
  {
    name: 'Party Plans',
    articles: [
      {
        title: 'Editing a saved plan',
        summary: 'Change the details and selected suggestions of a plan you saved.',
        body: [
          'Open the party from My Parties and choose Edit. You return to the suggestions with your details filled in: change what you like, tick or untick suggestions and save again.',
          'The owner, co-admins and collaborators may edit a plan; people invited as view only can read it but not change it.',
        ],
      },
      {
        title: 'Making a plan public',
        summary: 'Share your plan with the community; location and date stay private.',
        body: [
          'Make Public, in the party’s actions menu, shows the plan on the public pages, where anyone can read it and use it as a template. Location, date, time, your guests and the party’s chat, checklist and budget are never part of it.',
          'Make Private takes the plan off the public pages again. Only the owner and co-admins can switch it.',
        ],
      },
      {
        title: 'Using a public template',
        summary: "Start a new private plan from someone else's public party.",
        body: [
          'On Public Templates, Use This Template asks for your own location and date and creates a new private party from the template’s type, guest count, budget and ideas. The original stays as it was, and its owner never sees your copy.',
          'On a public party’s page, Use This Party as Template opens the wizard with those choices filled in, so you can change them before generating your own suggestions.',
        ],
      },
    ],
  },
  {
    name: 'Guests and Collaboration',
    articles: [
      {
        title: 'Inviting guests by e-mail',
        summary: 'Send invitations one by one or in bulk, one address per line.',
        body: [
          'On the party page, the invitations section sends an e-mail invitation to one address, or to many at once with one address per line. Each invitation carries a permission level.',
          'Invitees answer Accept, Maybe or Decline and can tell you how many people are coming, their dietary needs and a note. The Guests section counts the answers and lets you send a reminder to those who have not answered.',
        ],
      },
      {
        title: 'Permission levels explained',
        summary: 'View only, collaborator and co-admin: who can do what.',
        body: [
          'View only: sees the party’s details and progress. Collaborator: may also edit the plan and work on the checklist and budget. Co-admin: full access, including inviting people, making the plan public or private and deleting it.',
          'The owner can change a member’s level or remove a member at any time. Dietary needs and notes from guests are shown only to the owner and co-admins.',
        ],
      },
      {
        title: 'Using the party chat',
        summary: 'Message your co-hosts and share images and files up to 10 MB.',
        body: [
          'Every member of a party can use its chat, on the party page. Messages arrive live for everyone who has the page open.',
          'Attach an image or a file of up to 10 MB. Files are kept private to the party’s members.',
        ],
      },
    ],
  },
  {
    name: 'Account and Billing',
    articles: [
      {
        title: 'Updating your profile',
        summary: 'Change your name, bio and avatar in Profile Settings.',
        body: [
          'Open Profile Settings from the account menu. Change your name and bio and save; choose an image to use as your avatar (PNG, JPEG, GIF, WebP, AVIF or BMP, at most 5 MB).',
          'Without an avatar, your initials are shown.',
        ],
      },
      {
        title: 'Upgrading to Pro',
        summary: 'What Confetti Pro includes for $9.99 per month and how to cancel.',
        body: [
          'Free accounts get a daily allowance of AI generations, which starts again at midnight UTC. Confetti Pro ($9.99 a month) removes the limit. Upgrade from the Pricing page; payment goes through the checkout page.',
          'To cancel, open your membership on the profile page and manage the subscription. Pro stays until the end of the period you paid for, then the free allowance applies again.',
        ],
      },
      {
        title: 'Ordering party T-shirts',
        summary: 'Sizes, prices and what happens after checkout.',
        body: [
          'Design a T-shirt in the party page’s T-Shirts section, choose the size and quantity, and add it to the cart. Checkout takes the payment; nothing is charged until you confirm there.',
          'My Orders in the account menu shows every order and its status, and says what happens next for each one.',
        ],
      },
    ],
  },
];
