import { Link } from 'react-router';
import { PageHero, Prose } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

export function PartyPlanningGuide() {
  usePageMeta({
    title: 'Party Planning Guide',
    description: 'A step-by-step party planning guide: budget, guest list, venue, theme, food, games and what to do after the party.',
    path: '/party-planning-guide',
  });
  return (
    <>
      <PageHero title="Party Planning Guide" eyebrow="Guide">
        A checklist-style guide to planning any celebration, from eight weeks out to the morning after.
      </PageHero>
      <Prose>
        <h2>Eight to six weeks before</h2>
        <ul>
          <li>Decide the party type, who it is for and a rough guest count.</li>
          <li>
            Set a budget range. A simple rule: multiply your guest count by what you would spend per person on food and drink, then add 30% for venue,
            decorations and surprises.
          </li>
          <li>Pick a date and book the venue first — it limits everything else.</li>
          <li>For weddings and corporate events, book photographers, DJs and caterers now; the good ones go early.</li>
        </ul>
        <h2>Four weeks before</h2>
        <ul>
          <li>Send invitations and ask for dietary needs and accessibility requirements.</li>
          <li>Choose a theme and plan decorations around it.</li>
          <li>Order anything that ships: party supplies, custom T-shirts, favours.</li>
        </ul>
        <h2>One week before</h2>
        <ul>
          <li>Confirm every vendor and the final guest count.</li>
          <li>Write the run-of-show: arrival, food, games, speeches, cake, goodbyes.</li>
          <li>Assign jobs to your co-hosts so nobody is stuck in the kitchen all night.</li>
        </ul>
        <h2>On the day</h2>
        <ul>
          <li>Set up two hours early. Test music and lighting before guests arrive.</li>
          <li>Keep a small kit: tape, scissors, lighter, phone charger, first-aid basics.</li>
        </ul>
        <h2>After the party</h2>
        <ul>
          <li>Return rentals, pay remaining vendor balances and share the photos.</li>
          <li>Send thank-you notes within a week.</li>
        </ul>
        <p>
          Confetti builds this timeline for your specific party automatically — <Link to="/party-planning">start a plan</Link> and the pre-party, during-party
          and after-party tasks are ready to tick off.
        </p>
      </Prose>
    </>
  );
}

export { PartyPlanningGuide as Component };
