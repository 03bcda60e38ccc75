interface ErrorLike {
  code?: string;
  message?: string;
}

/**
 * The toast for a failed invitation insert (docs/product.md#invitation-messages): a duplicate pending invitation (23505) and a
 * missing right (42501) get their own texts; anything else names the server's message.
 */
export function inviteErrorMessage(error: unknown, bulk = false): string {
  const e = (error ?? {}) as ErrorLike;
  if (e.code === '23505') return 'This email already has a pending invitation for this party';
  if (e.code === '42501') return 'You do not have permission to invite members to this party';
  const prefix = bulk ? 'Failed to send invitations' : 'Failed to send invitation';
  return e.message ? `${prefix}: ${e.message}` : bulk ? 'Failed to send bulk invitations. Please try again.' : 'Failed to send invitation. Please try again.';
}
