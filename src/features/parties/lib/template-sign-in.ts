import { signInPath } from '@/features/auth';

/**
 * Sign-in from Use This Template on a public party (its card or its page): it comes back to Public
 * Parties with ?use=<id>, which opens the wizard with that plan
 * (docs/decisions.md#sign-in-returns-you-where-you-were).
 */
export function templateSignInPath(partyId: string): string {
  return signInPath(`/public-parties?use=${encodeURIComponent(partyId)}`);
}
