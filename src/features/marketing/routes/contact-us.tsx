import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { contactDetails } from '@/lib/contact-details';
import { ContactForm } from '../components/contact-form';
import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

/** The contact cards: the e-mail always, a phone, postal address or office hours only when configured. */
function contactCards() {
  const contact = contactDetails();
  return [
    { Icon: Mail, title: 'Email us', body: contact.email, href: `mailto:${contact.email}` },
    ...(contact.phone ? [{ Icon: Phone, title: 'Call us', body: contact.phone, href: contact.phoneHref }] : []),
    ...(contact.postalAddress ? [{ Icon: MapPin, title: 'Write to us', body: contact.postalAddress, href: undefined }] : []),
    ...(contact.hours ? [{ Icon: Clock, title: 'Office hours', body: contact.hours, href: undefined }] : []),
  ];
}

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
        <aside aria-label="Other ways to reach us">
          <ul className="space-y-4">
            {contactCards().map(({ Icon, title, body, href }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-gray-200 p-5">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                <div>
                  <h2 className="font-semibold text-gray-900">{title}</h2>
                  {href ? (
                    <a href={href} className="text-gray-700 hover:text-brand-700 hover:underline">
                      {body}
                    </a>
                  ) : (
                    <p className="whitespace-pre-line text-gray-700">{body}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}

export { ContactUs as Component };
