import type { ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { getInitials } from '@/features/profile';
import { cn } from '@/lib/utils';
import { messageTime } from '../lib/message-time';

interface BubbleProps {
  name: string;
  avatarUrl: string | null | undefined;
  createdAt: string;
  mine: boolean;
  children: ReactNode;
  footer?: ReactNode;
  tone?: 'normal' | 'pending' | 'failed';
}

/** One message: avatar (image, else initials), name, time, and its content. */
export function MessageBubble({ name, avatarUrl, createdAt, mine, children, footer, tone = 'normal' }: BubbleProps) {
  return (
    <li className={cn('flex items-start gap-2', mine && 'flex-row-reverse')}>
      <Avatar className="size-8 text-xs">
        {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
        <AvatarFallback aria-hidden="true">{getInitials(name)}</AvatarFallback>
      </Avatar>
      <div className={cn('flex min-w-0 max-w-[80%] flex-col gap-1', mine && 'items-end')}>
        <p className="flex items-baseline gap-2 text-xs text-gray-600">
          <span className="font-semibold text-gray-900">{name}</span>
          <time dateTime={createdAt}>{messageTime(createdAt)}</time>
        </p>
        <div
          className={cn(
            'max-w-full rounded-2xl px-3 py-2',
            mine ? 'rounded-tr-sm bg-brand-600 text-white' : 'rounded-tl-sm bg-gray-100 text-gray-900',
            tone === 'pending' && 'opacity-70',
            tone === 'failed' && 'border-2 border-red-500 bg-red-50 text-gray-900',
          )}
        >
          {children}
        </div>
        {footer}
      </div>
    </li>
  );
}
