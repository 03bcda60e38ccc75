import { SUPPORT_EMAIL } from '@/lib/constants';
import { EffectiveDate, PageHero, Prose } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

export function TermsOfService() {
  usePageMeta({
    title: 'Terms of Service',
    description: 'The terms that govern your use of Confetti, the AI-assisted party planning service.',
    path: '/terms-of-service',
  });
  return (
    <>
      <PageHero title="Terms of Service" eyebrow="Legal" />
      <Prose>
        <EffectiveDate />
        <p>These terms govern your use of Confetti. By creating an account or using the service you agree to them.</p>
        <h2>1. Eligibility</h2>
        <p>You must be at least 13 years old to use Confetti. Children under 13 may not create an account.</p>
        <h2>2. Your account</h2>
        <p>Keep your password confidential; you are responsible for activity under your account. Tell us promptly about any unauthorised use.</p>
        <h2>3. Your content</h2>
        <p>
          You own the plans, messages and files you add. You grant us the licence needed to store and display them to you and to the people you share them with.
          If you make a plan public, other users may use it as a template.
        </p>
        <h2>4. AI suggestions</h2>
        <p>
          Suggestions are generated automatically and may be inaccurate or unsuitable. Check vendors, products, allergens and safety yourself before relying on
          them.
        </p>
        <h2>5. Subscriptions and refunds</h2>
        <ul>
          <li>Planning with Confetti is free, with a daily allowance of AI generations.</li>
          <li>
            Confetti Pro is billed at $9.99 per month until cancelled. Cancelling keeps Pro until the end of the month already paid for; that month is not
            refunded.
          </li>
          <li>A request for hands-on help sent from the Pricing page is not an order: nothing is booked or charged by sending it.</li>
        </ul>
        <h2>6. Acceptable use</h2>
        <p>Don't use Confetti to break the law, harass others, send spam invitations, upload malware, or try to access data that isn't yours.</p>
        <h2>7. Third parties</h2>
        <p>
          Vendors and retailers are independent businesses. Product links may be affiliate links; we may earn from qualifying purchases. We are not responsible
          for third-party services.
        </p>
        <h2>8. Liability</h2>
        <p>
          The service is provided "as is". To the extent the law allows, our liability is limited to the amount you paid us in the twelve months before the
          claim.
        </p>
        <h2>9. Governing law</h2>
        <p>These terms are governed by the laws of the State of California.</p>
        <h2>10. Changes and contact</h2>
        <p>
          We will announce material changes before they take effect. Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Prose>
    </>
  );
}

export { TermsOfService as Component };
