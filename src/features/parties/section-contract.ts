import type { Tables } from '@/lib/database.types';

/**
 * What the party detail page hands to the sections other features render inside it
 * (RSVP and team from invitations, the feed from chat, the designer and saved designs from tshirts).
 */
export interface PartySectionProps {
  party: Tables<'party_plans'>;
  /** /public-party/{id} or a visitor without access: read-only, no buying, no chat. */
  isPublicView: boolean;
  canView: boolean;
  canEdit: boolean;
  canInvite: boolean;
}
