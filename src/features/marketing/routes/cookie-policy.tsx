import { SUPPORT_EMAIL } from '@/lib/constants';
import { EffectiveDate, PageHero, Prose } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

export function CookiePolicy() {
  usePageMeta({
    title: 'Cookie Policy',
    description: 'Which cookies and local storage Confetti uses, why, and how you can control them.',
    path: '/cookie-policy',
  });
  return (
    <>
      <PageHero title="Cookie Policy" eyebrow="Legal" />
      <Prose>
        <EffectiveDate />
        <p>Confetti uses a small number of cookies and similar browser storage, only to make the service work.</p>
        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Sign-in session</strong> (local storage): keeps you signed in and is refreshed automatically. Removed when you sign out.
          </li>
          <li>
            <strong>Sidebar state</strong> (cookie, 7 days): remembers whether the party page sidebar is open.
          </li>
          <li>
            <strong>T-shirt cart</strong> (local storage): keeps your cart between visits until checkout.
          </li>
          <li>
            <strong>Pending invitation</strong> (local storage): remembers an invitation you opened before signing in, so we can take you back to it.
          </li>
        </ul>
        <h2>What we don't use</h2>
        <p>We do not use advertising or cross-site tracking cookies.</p>
        <h2>Managing storage</h2>
        <p>You can clear cookies and site data in your browser settings at any time. Doing so signs you out and empties your cart.</p>
        <h2>Questions</h2>
        <p>
          E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Prose>
    </>
  );
}

export { CookiePolicy as Component };
