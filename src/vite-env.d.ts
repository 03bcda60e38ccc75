/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The site's public origin (https://example.com): canonical links, og:url, robots.txt and sitemap.xml. */
  readonly VITE_SITE_URL?: string;
}
