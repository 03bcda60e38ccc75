export type PermissionLevel = 'view_only' | 'collaborator' | 'co_admin';
export type ResponseType = 'collaboration' | 'attendance';

/** docs/product.md#party-permissions: what each invitation permission level allows. */
export const PERMISSION_LEVELS: ReadonlyArray<{ value: PermissionLevel; label: string; description: string }> = [
  { value: 'view_only', label: 'View only', description: 'View details and progress' },
  { value: 'collaborator', label: 'Collaborator', description: 'Edit details and collaborate' },
  { value: 'co_admin', label: 'Co-admin', description: 'Full access including inviting' },
];

export const RESPONSE_TYPES: ReadonlyArray<{ value: ResponseType; label: string; description: string }> = [
  { value: 'collaboration', label: 'Collaboration', description: 'Help plan the party' },
  { value: 'attendance', label: 'Attendance', description: 'RSVP as a guest' },
];

export function permissionLabel(level: string): string {
  return PERMISSION_LEVELS.find((p) => p.value === level)?.label ?? level.replace(/_/g, ' ');
}
