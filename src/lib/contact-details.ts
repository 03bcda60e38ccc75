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

export type SocialNetwork = 'facebook' | 'instagram' | 'x';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/**
 * The operator's social accounts (`VITE_SOCIAL_FACEBOOK_URL`, `VITE_SOCIAL_INSTAGRAM_URL`,
 * `VITE_SOCIAL_X_URL`), in that order: only those set, and only https links. None by default, so
 * the footer never links to an account nobody runs.
 */
export function socialLinks(): SocialLink[] {
  const env = import.meta.env;
  const all: Array<[SocialNetwork, string | undefined]> = [
    ['facebook', setting(env.VITE_SOCIAL_FACEBOOK_URL)],
    ['instagram', setting(env.VITE_SOCIAL_INSTAGRAM_URL)],
    ['x', setting(env.VITE_SOCIAL_X_URL)],
  ];
  return all.flatMap(([network, url]) => (url && /^https:\/\/[^\s/]+\.[^\s/]+\/\S*$/i.test(url) ? [{ network, url }] : []));
}
