import { User } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { getInitials } from '../lib/initials';

interface ProfileAvatarProps {
  profile: { full_name?: string | null; email?: string | null; avatar_url?: string | null } | null | undefined;
  className?: string;
}

/** The avatar image; if it is missing or fails to load, the initials; with no profile at all, a user icon. */
export function ProfileAvatar({ profile, className }: ProfileAvatarProps) {
  const name = profile?.full_name?.trim() || profile?.email || 'User';
  return (
    <Avatar className={cn('size-24 text-2xl', className)}>
      {profile?.avatar_url && <AvatarImage src={profile.avatar_url} alt={`Avatar of ${name}`} />}
      <AvatarFallback>
        {profile ? (
          <span aria-label={`Avatar of ${name}`} role="img">
            {getInitials(profile.full_name, profile.email)}
          </span>
        ) : (
          <User aria-label="User" role="img" className="size-1/2" />
        )}
      </AvatarFallback>
    </Avatar>
  );
}
