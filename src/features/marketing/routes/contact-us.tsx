import { Clock, Mail, MapPin, Phone, Siren } from 'lucide-react';
import { COMPANY_LOCATION, EMERGENCY_HOTLINE, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/constants';
import { ContactForm } from '../components/contact-form';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

const CARDS = [
  { Icon: Mail, title: 'Email us', body: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
  { Icon: Phone, title: 'Call us', body: SUPPORT_PHONE, href: `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}` },
  { Icon: MapPin, title: 'Visit us', body: COMPANY_LOCATION, href: undefined },
];

export function ContactUs() {
  usePageMeta({
    title: 'Contact Us',
    description: 'Contact the Confetti team with questions about your party plan, your account or working with us.',
    path: '/contact-us',
  });
  return (
    <>
      <PageHero title="Contact Us" eyebrow="We're here to help">
        Questions about a plan, an order or your account? Your message goes to our support team by e-mail, and you get a reference number for it.
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="form-heading" className="lg:col-span-2">
          <h2 id="form-heading" className="mb-6 text-2xl font-bold text-gray-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <aside className="space-y-6">
          <ul className="space-y-4">
            {CARDS.map(({ Icon, title, body, href }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-gray-200 p-5">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                <div>
                  <h2 className="font-semibold text-gray-900">{title}</h2>
                  {href ? (
                    <a href={href} className="text-gray-700 hover:text-brand-700 hover:underline">
                      {body}
                    </a>
                  ) : (
                    <p className="text-gray-700">{body}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <section aria-labelledby="hours-heading" className="rounded-xl border border-gray-200 p-5">
            <h2 id="hours-heading" className="flex items-center gap-2 font-semibold text-gray-900">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              Office hours
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm text-gray-700">
              <dt>Monday – Friday</dt>
              <dd>9:00 am – 6:00 pm CT</dd>
              <dt>Saturday</dt>
              <dd>10:00 am – 4:00 pm CT</dd>
              <dt>Sunday</dt>
              <dd>Closed</dd>
            </dl>
          </section>
          <section aria-labelledby="hotline-heading" className="rounded-xl border border-red-200 bg-red-50 p-5">
            <h2 id="hotline-heading" className="flex items-center gap-2 font-semibold text-gray-900">
              <Siren aria-hidden="true" className="size-5 text-red-700" />
              Event-day emergency hotline
            </h2>
            <p className="mt-2 text-sm text-gray-800">
              Booked a package and something goes wrong on the day? Call{' '}
              <a href={`tel:${EMERGENCY_HOTLINE.replace(/[^\d+]/g, '')}`} className="font-semibold text-red-800 underline">
                {EMERGENCY_HOTLINE}
              </a>
              , available 24/7 for events within 48 hours.
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}

export { ContactUs as Component };
