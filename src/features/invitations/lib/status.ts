export type StatusColor = 'green' | 'red' | 'yellow' | 'gray';

/** Home-page colour of an invitation status (docs/product.md#invitation-states): accepted green, declined red, maybe yellow, else grey. */
export function invitationStatusColor(status: string | null | undefined): StatusColor {
  switch (status) {
    case 'accepted':
      return 'green';
    case 'declined':
      return 'red';
    case 'maybe':
      return 'yellow';
    default:
      return 'gray';
  }
}

/** 'co_admin' → 'co admin' (roles are shown with underscores as spaces). */
export function formatRole(role: string | null | undefined): string {
  return (role ?? '').replace(/_/g, ' ');
}

export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
