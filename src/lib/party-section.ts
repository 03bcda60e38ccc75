import type { Tables } from '@/lib/database.types';

/**
 * What the party page hands to the sections other features render inside it (RSVP and team from
 * invitations, the feed from chat, the designer and saved designs from tshirts). It lives here, not
 * in a feature, because every one of those features and the page itself share it.
 */
export interface PartySectionProps {
  party: Tables<'party_plans'>;
  /** /public-party/{id} or a visitor without access: read-only, no buying, no chat. */
  isPublicView: boolean;
  canView: boolean;
  canEdit: boolean;
  canInvite: boolean;
}

/** A dialog section (Manage Team): the section's props plus its open state. */
export type PartyDialogProps = PartySectionProps & { open: boolean; onOpenChange: (open: boolean) => void };
