/**
 * Initials (docs/product.md#profiles): first letters of up to two words of the full name, upper case; else the
 * first two letters of the e-mail, upper case; else 'U'. At most two characters.
 */
export function getInitials(fullName?: string | null, email?: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((w) => Array.from(w)[0] ?? '')
      .join('')
      .toUpperCase();
  }
  const mail = (email ?? '').trim();
  if (mail) return Array.from(mail).slice(0, 2).join('').toUpperCase();
  return 'U';
}
