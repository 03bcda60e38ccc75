import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@/lib/constants';
import { contactDetails } from '@/lib/contact-details';
import { EffectiveDate, PageHero, Prose } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

export function PrivacyPolicy() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'How Confetti collects, uses and protects your personal information, and the choices you have about it.',
    path: '/privacy-policy',
  });
  return (
    <>
      <PageHero title="Privacy Policy" eyebrow="Legal" />
      <Prose>
        <EffectiveDate />
        <p>This policy explains what personal information Confetti collects, how we use it and the choices you have.</p>
        <h2>Information we collect</h2>
        <ul>
          <li>Account information: your e-mail address, and optionally your full name, bio and avatar.</li>
          <li>Party plans: party type, location, date, guest count, budget, ideas and the suggestions you choose.</li>
          <li>Collaboration data: invitations you send or receive, and messages and files shared in party chats.</li>
          <li>Messages you send us through the contact form.</li>
          <li>Technical data needed to keep you signed in, such as session tokens stored in your browser.</li>
        </ul>
        <h2>How we use it</h2>
        <ul>
          <li>To generate party suggestions, find vendors and products near your party's location.</li>
          <li>To send invitations on your behalf and let invited members collaborate.</li>
          <li>To process orders and subscriptions through our payment provider.</li>
          <li>To answer support requests and keep the service secure.</li>
        </ul>
        <h2>What others can see</h2>
        <p>
          Plans are private by default. Before you make a plan public or share it as a template, we list exactly what others will see: its name, type, who it is
          for, guest count, budget, ideas, the type's answers, the chosen ideas, the suggestions, the timeline without dates or times, and the photo. Its
          location, date, time, special requests, guests and chat are never shown publicly.
        </p>
        <h2>Sharing</h2>
        <p>
          We do not sell personal information. We share it only with service providers that run Confetti for us (hosting, AI suggestions, e-mail delivery and
          payments), under contracts that limit their use of it.
        </p>
        <h2>Children</h2>
        <p>Confetti is not intended for children under 13, and we do not knowingly collect their information.</p>
        <h2>Your choices</h2>
        <p>
          You can edit your profile at any time and delete your plans. To export or delete your account, see our{' '}
          <Link to="/data-protection">Data Protection</Link> page.
        </p>
        <h2>Contact</h2>
        <p>
          Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          {contactDetails().postalAddress ? `, Confetti, ${contactDetails().postalAddress}` : ''}.
        </p>
      </Prose>
    </>
  );
}

export { PrivacyPolicy as Component };
