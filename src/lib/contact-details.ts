/**
 * The operator's contact details and sponsor, from the build's configuration (docs/configuration.md).
 * Only the e-mail has a default, the address the contact form's function writes from; a phone,
 * postal address, office hours or sponsor is shown only when the operator sets one, so the product
 * never shows a number nobody answers.
 */
const DEFAULT_SUPPORT_EMAIL = 'support@confetti.party';

function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export interface ContactDetails {
  email: string;
  phone?: string;
  /** `tel:` target of `phone`: its digits and a leading +. */
  phoneHref?: string;
  postalAddress?: string;
  hours?: string;
}

/** Read at call time (not at import), so a test can change the configuration between renders. */
export function contactDetails(): ContactDetails {
  const env = import.meta.env;
  const phone = setting(env.VITE_SUPPORT_PHONE);
  return {
    email: setting(env.VITE_SUPPORT_EMAIL) ?? DEFAULT_SUPPORT_EMAIL,
    phone,
    phoneHref: phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : undefined,
    postalAddress: setting(env.VITE_SUPPORT_POSTAL_ADDRESS),
    hours: setting(env.VITE_SUPPORT_HOURS),
  };
}

export interface Sponsor {
  name: string;
  url: string;
  text?: string;
}

/** The one configured sponsor, or none: only an https link is taken. */
export function configuredSponsor(): Sponsor | undefined {
  const env = import.meta.env;
  const name = setting(env.VITE_SPONSOR_NAME);
  const url = setting(env.VITE_SPONSOR_URL);
  if (!name || !url || !/^https:\/\//i.test(url)) return undefined;
  return { name, url, text: setting(env.VITE_SPONSOR_TEXT) };
}
