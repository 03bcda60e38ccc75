import { Crown, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { ProfileAvatar } from '@/features/profile';
import { usePartyMembers, type MemberProfile, type PartyMember } from '../api/get-party-members';
import { useRemoveMember, useUpdateMemberPermission } from '../api/update-member';
import { PERMISSION_LEVELS, type PermissionLevel } from '../lib/permissions';

function nameOf(profile: MemberProfile | null, userId: string): string {
  return profile?.full_name?.trim() || profile?.email || `User ${userId.split('-')[0]}`;
}

function MemberRow({ partyId, member, isSelf }: { partyId: string; member: PartyMember; isSelf: boolean }) {
  const update = useUpdateMemberPermission(partyId);
  const remove = useRemoveMember(partyId);
  const name = nameOf(member.profiles, member.user_id);
  const busy = update.isPending || remove.isPending;

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <ProfileAvatar profile={member.profiles ?? { full_name: name }} className="size-9 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-medium text-gray-900">
            {name} {isSelf && <span className="text-sm font-normal text-gray-600">(you)</span>}
          </p>
          {member.profiles?.email && member.profiles.email !== name && <p className="truncate text-xs text-gray-600">{member.profiles.email}</p>}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Select
          aria-label={`Permission for ${name}`}
          value={member.permission_level}
          disabled={busy}
          onChange={(e) =>
            update.mutate(
              { memberId: member.id, permissionLevel: e.target.value as PermissionLevel },
              {
                onSuccess: () => toast.success('Member permission updated successfully!'),
                onError: (error) => {
                  console.error('Updating the permission failed', error);
                  toast.error('Failed to update member permission. Please try again.');
                },
              },
            )
          }
          className="h-9 w-40"
        >
          {PERMISSION_LEVELS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </Select>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Remove ${name} from the party`}
          onClick={() =>
            remove.mutate(member.id, {
              onSuccess: () => toast.success('Member removed successfully!'),
              onError: (error) => {
                console.error('Removing the member failed', error);
                toast.error('Failed to remove member. Please try again.');
              },
            })
          }
        >
          <Trash2 aria-hidden="true" className="text-red-600" />
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The owner and every member; members' levels can be changed and members removed. */
export function TeamMembers({ partyId, ownerId }: { partyId: string; ownerId: string }) {
  const { user } = useAuth();
  const team = usePartyMembers(partyId);

  if (team.isPending) return <Spinner label="Loading team..." />;
  if (team.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to load the team. Please try again.
      </p>
    );
  }

  const { owner, members } = team.data;
  const ownerName = nameOf(owner, ownerId);
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label="Team members">
      <li className="flex items-center justify-between gap-3 p-3">
        <div className="flex min-w-0 items-center gap-3">
          <ProfileAvatar profile={owner ?? { full_name: ownerName }} className="size-9 text-sm" />
          <p className="truncate font-medium text-gray-900">
            {ownerName} {user?.id === ownerId && <span className="text-sm font-normal text-gray-600">(you)</span>}
          </p>
        </div>
        <Badge>
          <Crown aria-hidden="true" className="size-3" /> Owner
        </Badge>
      </li>
      {members.map((m) => (
        <MemberRow key={m.id} partyId={partyId} member={m} isSelf={m.user_id === user?.id} />
      ))}
      {members.length === 0 && <li className="p-3 text-sm text-gray-600">No members yet. Invite someone below.</li>}
    </ul>
  );
}
