import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { getInitials } from '@/features/profile';
import type { Participant } from '../api/get-chat-participants';
import { chatDisplayName } from '../lib/send-rules';

/**
 * Who has the feed open right now. Only the party's own people are listed: presence carries just
 * an id, and an id that is not the owner's or a member's is not shown.
 */
export function PresenceList({ online, participants, userId }: { online: string[]; participants: Record<string, Participant>; userId: string }) {
  const here = [...new Set([userId, ...online])].filter((id) => participants[id] || id === userId);
  const others = here.filter((id) => id !== userId);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700" aria-live="polite">
      <span className="inline-flex items-center gap-1.5 font-medium">
        <span aria-hidden="true" className="size-2 rounded-full bg-green-500" />
        In the chat now:
      </span>
      <ul className="flex flex-wrap items-center gap-2" aria-label="People in the chat now">
        {here.map((id) => {
          const p = participants[id];
          const name = chatDisplayName(p?.full_name, id);
          return (
            <li key={id} className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 py-0.5 pl-0.5 pr-2.5">
              <Avatar className="size-6 text-[10px]">
                {p?.avatar_url && <AvatarImage src={p.avatar_url} alt="" />}
                <AvatarFallback aria-hidden="true">{getInitials(name)}</AvatarFallback>
              </Avatar>
              <span>{id === userId ? `${name} (you)` : name}</span>
            </li>
          );
        })}
      </ul>
      {others.length === 0 && <span className="text-gray-600">Only you are here right now.</span>}
    </div>
  );
}
