/** The origin of an http(s) SITE_URL value, else null. Pure, so the app's tests can import it. */
export function siteOriginFrom(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
