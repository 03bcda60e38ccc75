import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Card } from './card';

/**
 * A page that is only a status: not found, access denied, an invalid invitation, an order's
 * outcome, a crashed route. An optional icon, the page's heading, a sentence, anything the status
 * needs to show, and the ways on — centred in a card.
 */
export function StatusPanel({
  icon,
  title,
  description,
  children,
  actions,
  role,
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
}) {
  return (
    <div className={cn('mx-auto flex min-h-[60vh] max-w-2xl items-center px-4 py-16', className)}>
      <Card role={role} className="flex w-full flex-col items-center gap-4 p-6 text-center sm:p-8">
        {icon ? (
          <span aria-hidden="true" className="[&_svg]:size-12">
            {icon}
          </span>
        ) : null}
        <h1 className="text-2xl font-bold leading-tight text-gray-900">{title}</h1>
        {description ? <p className="max-w-md text-gray-700">{description}</p> : null}
        {children ? <div className="w-full text-left">{children}</div> : null}
        {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </Card>
    </div>
  );
}
