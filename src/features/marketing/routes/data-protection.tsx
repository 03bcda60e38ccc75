import { SUPPORT_EMAIL } from '@/lib/constants';
import { EffectiveDate, PageHero, Prose } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

export function DataProtection() {
  usePageMeta({
    title: 'Data Protection',
    description: 'How Confetti protects your data: where it is stored, who can see your party plans, and your rights over your information.',
    path: '/data-protection',
  });
  return (
    <>
      <PageHero title="Data Protection" eyebrow="Legal" />
      <Prose>
        <EffectiveDate />
        <h2>How we protect your data</h2>
        <ul>
          <li>All traffic is encrypted in transit with TLS.</li>
          <li>Access rules in the database decide who can read each plan: only its owner and invited members.</li>
          <li>Public plans are served from a separate view that never contains location or date.</li>
          <li>Passwords are stored only as salted hashes; we never see them.</li>
          <li>Invitation links carry random tokens and expire after 14 days.</li>
        </ul>
        <h2>Your rights</h2>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>correct inaccurate data — most of it you can edit yourself in Profile Settings;</li>
          <li>delete your account and data;</li>
          <li>object to or restrict certain processing.</li>
        </ul>
        <h2>Making a request</h2>
        <p>
          E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the address on your account. We answer within 30 days.
        </p>
        <h2>Retention</h2>
        <p>We keep your data while your account is active. After you delete your account, backups are erased within 30 days.</p>
        <h2>Incidents</h2>
        <p>If a breach affects your data, we will tell you and the relevant authorities without undue delay.</p>
      </Prose>
    </>
  );
}

export { DataProtection as Component };
