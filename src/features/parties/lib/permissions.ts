// Who may do what on the party detail page (docs/product.md#party-permissions), from ownership and the server's answer to
// get_user_party_permission. Row-level security enforces the same rules in the database; this
// only decides which controls to show.

export type PartyPermission = 'owner' | 'co_admin' | 'collaborator' | 'view_only' | 'none';

export interface PartyAbilities {
  isPublicView: boolean;
  canView: boolean;
  canEdit: boolean;
  canInvite: boolean;
}

export function toPermission(value: unknown): PartyPermission {
  return value === 'owner' || value === 'co_admin' || value === 'collaborator' || value === 'view_only' ? value : 'none';
}

/**
 * Public view: the /public-party/ route, a signed-out visitor, or a public party the viewer has
 * no part in. It is read-only whatever the permission.
 */
export function abilities(input: { permission: PartyPermission; isOwner: boolean; publicView: boolean }): PartyAbilities {
  const permission = input.isOwner ? 'owner' : input.permission;
  if (input.publicView) return { isPublicView: true, canView: true, canEdit: false, canInvite: false };
  return {
    isPublicView: false,
    canView: permission !== 'none',
    canEdit: permission === 'owner' || permission === 'co_admin' || permission === 'collaborator',
    canInvite: permission === 'owner' || permission === 'co_admin',
  };
}

/** Owner or co_admin: delete, share as template, make public/private (docs/product.md#party-permissions). */
export const canManage = (permission: PartyPermission) => permission === 'owner' || permission === 'co_admin';

/** The actions menu and its entries (docs/product.md#actions-menu). */
export function actionsMenu(a: PartyAbilities): { show: boolean; generatePhoto: boolean; manageTeam: boolean; edit: boolean } {
  const show = !a.isPublicView && (a.canInvite || a.canEdit);
  return { show, generatePhoto: show, manageTeam: show && a.canInvite, edit: show && a.canEdit };
}

/** The Advanced Mode switch: owners and collaborators (anyone who may edit), never in public view. */
export const showsAdvancedSwitch = (a: PartyAbilities) => !a.isPublicView && a.canEdit;
