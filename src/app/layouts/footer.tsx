import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { contactDetails, socialLinks, type SocialNetwork } from '@/lib/contact-details';
import { Logo } from './header';
import { FOOTER_COLUMNS } from './nav-links';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';

const NETWORKS: Record<SocialNetwork, { label: string; Icon: () => React.JSX.Element }> = {
  facebook: { label: 'Confetti on Facebook', Icon: FacebookIcon },
  instagram: { label: 'Confetti on Instagram', Icon: InstagramIcon },
  x: { label: 'Confetti on X', Icon: XIcon },
};

export function Footer() {
  const contact = contactDetails();
  // Only the accounts the operator configured (docs/configuration.md#contact-details-and-sponsor).
  const social = socialLinks();
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-gray-700">
            Tell Confetti about your celebration and get themes, games, food, vendors and a timeline in about 60 seconds.
          </p>
          {social.length > 0 && (
            <ul className="flex gap-3" aria-label="Social media">
              {social.map(({ network, url }) => {
                const { label, Icon } = NETWORKS[network];
                return (
                  <li key={network}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${label} (opens in a new tab)`}
                      className="flex size-10 items-center justify-center rounded-full bg-white text-gray-700 shadow-sm hover:text-brand-700"
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
          <address className="space-y-2 text-sm not-italic text-gray-700">
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4" />
              <a href={`mailto:${contact.email}`} className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline">
                {contact.email}
              </a>
            </p>
            {contact.phone && (
              <p className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4" />
                <a href={contact.phoneHref} className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline">
                  {contact.phone}
                </a>
              </p>
            )}
            {contact.postalAddress && (
              <p className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4" />
                {contact.postalAddress}
              </p>
            )}
          </address>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-gray-900">{col.title}</h2>
            {/* Links at least 24 px tall (WCAG 2.5.8 target size) with the rows' old 28 px pitch. */}
            <ul className="space-y-1">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="inline-flex min-h-6 items-center text-sm text-gray-700 hover:text-brand-700 hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-gray-200 py-6 text-center text-sm text-gray-600">© {new Date().getFullYear()} Confetti. All rights reserved.</p>
    </footer>
  );
}
