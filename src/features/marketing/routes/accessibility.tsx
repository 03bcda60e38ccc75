import { SUPPORT_EMAIL } from '@/lib/constants';
import { PageHero, Prose } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

export function AccessibilityPage() {
  usePageMeta({
    title: 'Accessibility',
    description: 'Confetti’s accessibility commitment: we aim for WCAG 2.1 AA, with keyboard access, labelled forms and text alternatives.',
    path: '/accessibility',
  });
  return (
    <>
      <PageHero title="Accessibility" eyebrow="Our commitment">
        Everyone should be able to plan and enjoy a party. We build Confetti to be usable by as many people as possible.
      </PageHero>
      <Prose>
        <h2>Our standard</h2>
        <p>
          We aim to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every release is checked with automated accessibility tests, and
          we test key flows with a keyboard and a screen reader.
        </p>
        <h2>What you can expect</h2>
        <ul>
          <li>Every action can be reached and completed with a keyboard, with a visible focus indicator.</li>
          <li>Form fields have labels, and errors and confirmations are announced.</li>
          <li>Images have text alternatives; decorative images are hidden from assistive technology.</li>
          <li>Text and controls meet colour-contrast requirements, and animations respect your reduced-motion setting.</li>
          <li>Pages work when zoomed to 200% and on small screens.</li>
        </ul>
        <h2>Planning accessible parties</h2>
        <p>
          The wizard asks for special requirements, so your plan can account for step-free venues, quiet spaces, dietary needs and sign-language interpretation.
        </p>
        <h2>Tell us about barriers</h2>
        <p>
          If something on Confetti is hard to use, e-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the page and what happened. We reply
          within two business days and prioritise accessibility fixes.
        </p>
      </Prose>
    </>
  );
}

export { AccessibilityPage as Component };
