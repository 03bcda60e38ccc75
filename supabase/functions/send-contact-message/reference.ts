// Human-friendly reference numbers: CF-XXXX-XXXX in Crockford's base 32 (no I, L, O or U, so it
// reads back unambiguously over the phone). 40 random bits; the unique index catches the rare repeat.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newReference(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  // 32 symbols divide 256 evenly: taking each byte modulo 32 favours none.
  const chars = [...random(8)].map((b) => ALPHABET[b % 32]).join('');
  return `CF-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
