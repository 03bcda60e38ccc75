/**
 * Wrong six-digit codes per address. A code has a million values and lives an hour; the per-IP
 * verify limit alone lets an attacker with many addresses (or a patient one) keep guessing, so
 * after MAX_WRONG_CODES wrong codes for an address its outstanding codes are burned and a new
 * e-mail is needed (which max_frequency and the e-mail limit pace). Links and token_hash carry a
 * 224-bit hash and are not counted. Kept in memory: a restart forgives at most a handful of guesses.
 */
export const MAX_WRONG_CODES = 5;
const MAX_TRACKED = 100_000;

export class VerifyAttempts {
  private readonly wrong = new Map<string, number>();

  /** Records a wrong code for the address; true when its codes must now be burned. */
  fail(email: string): boolean {
    const key = email.toLowerCase();
    const n = (this.wrong.get(key) ?? 0) + 1;
    if (n >= MAX_WRONG_CODES) {
      this.wrong.delete(key);
      return true;
    }
    if (this.wrong.size >= MAX_TRACKED) this.wrong.clear();
    this.wrong.set(key, n);
    return false;
  }

  /** A fresh e-mail or a right code starts the count again. */
  reset(email: string): void {
    this.wrong.delete(email.toLowerCase());
  }
}
