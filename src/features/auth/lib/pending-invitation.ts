import { PENDING_INVITATION_KEY } from '@/lib/constants';

/** The invitation token a signed-out visitor opened, kept until they have signed in. */
export function readPendingInvitationToken(): string | null {
  try {
    return localStorage.getItem(PENDING_INVITATION_KEY) || null;
  } catch {
    return null;
  }
}

export function rememberPendingInvitation(token: string): void {
  try {
    localStorage.setItem(PENDING_INVITATION_KEY, token);
  } catch {
    /* storage unavailable (private mode): the visitor simply lands on / after signing in */
  }
}

export function clearPendingInvitation(): void {
  try {
    localStorage.removeItem(PENDING_INVITATION_KEY);
  } catch {
    /* ignore */
  }
}

/** Where a freshly signed-in user goes: the remembered invitation, else where they came from (a safe path), else home. */
export function postAuthPath(token: string | null = readPendingInvitationToken(), next: string | null = null): string {
  return token ? `/invitation/${encodeURIComponent(token)}` : (next ?? '/');
}
