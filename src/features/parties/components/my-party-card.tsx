import { Link } from 'react-router';
import { Eye, Globe, Lock, Pencil, Share2, Trash2, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MyParty } from '../api/get-my-parties';
import { formatDate, partyDisplayName } from '@/lib/party-format';
import { canManage } from '../lib/permissions';
import { PartyCardArt } from './party-card-art';
import { PartyFacts } from './party-facts';

const ROLE_LABEL: Record<string, string> = { co_admin: 'Co-admin', collaborator: 'Collaborator', view_only: 'View only' };

export type CardAction = 'delete' | 'share' | 'toggle';

/** A plan on My Parties: edit (the detail page), delete, share as template, make public/private. */
export function MyPartyCard({ plan, busy, onAction }: { plan: MyParty; busy: boolean; onAction: (action: CardAction, plan: MyParty) => void }) {
  const name = partyDisplayName(plan);
  const manage = canManage(plan.permission);
  // View-only members open the same page, but there is nothing for them to edit there.
  const editLabel = plan.permission === 'view_only' ? 'View' : 'Edit';
  return (
    <article aria-labelledby={`party-${plan.id}`} className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <PartyCardArt type={plan.party_type} photoUrl={plan.photo_url} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`party-${plan.id}`} className="truncate text-xl font-semibold text-gray-900">
              {name}
            </h2>
            <p className="text-sm text-gray-700">
              {plan.party_type} · Created {formatDate(plan.created_at)}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            {plan.is_public ? (
              <Badge variant="green">
                <Globe aria-hidden="true" className="size-3" /> Public Template
              </Badge>
            ) : (
              <Badge variant="gray">
                <Lock aria-hidden="true" className="size-3" /> Private
              </Badge>
            )}
            {plan.permission !== 'owner' && (
              <Badge variant="outline">
                <Users aria-hidden="true" className="size-3" /> Shared with you · {ROLE_LABEL[plan.permission] ?? 'Member'}
              </Badge>
            )}
          </div>
        </div>
        {plan.party_for && <p className="text-sm text-gray-800">For: {plan.party_for}</p>}
        <PartyFacts plan={plan} publicView={false} />
        {plan.ideas?.trim() && <p className="line-clamp-2 text-sm text-gray-600">{plan.ideas}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild variant="gradient" size="sm">
            <Link to={`/party/${plan.id}`} aria-label={`${editLabel} ${name}`}>
              {editLabel === 'Edit' ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {editLabel}
            </Link>
          </Button>
          {manage && (
            <>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => onAction('toggle', plan)}
                aria-label={`${plan.is_public ? 'Make Private' : 'Make Public'}: ${name}`}
              >
                {plan.is_public ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
                {plan.is_public ? 'Make Private' : 'Make Public'}
              </Button>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('share', plan)} aria-label={`Share as Template: ${name}`}>
                <Share2 aria-hidden="true" />
                Share as Template
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => onAction('delete', plan)}
                aria-label={`Delete ${name}`}
                className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
