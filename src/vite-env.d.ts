/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The site's public origin (https://example.com): canonical links, og:url, robots.txt and sitemap.xml. */
  readonly VITE_SITE_URL?: string;
  /** Contact details shown on Contact Us, the Help Center and the footer (src/lib/contact-details.ts). */
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SOCIAL_FACEBOOK_URL?: string;
  readonly VITE_SOCIAL_INSTAGRAM_URL?: string;
  readonly VITE_SOCIAL_X_URL?: string;
  readonly VITE_SUPPORT_POSTAL_ADDRESS?: string;
  readonly VITE_SUPPORT_HOURS?: string;
  /** A sponsor for the party page's Advanced Mode column: name, https link and one line. */
  readonly VITE_SPONSOR_NAME?: string;
  readonly VITE_SPONSOR_URL?: string;
  readonly VITE_SPONSOR_TEXT?: string;
}
