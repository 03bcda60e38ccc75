import * as React from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { cn } from '@/lib/utils';

/** Panels the user resizes by dragging (or with the arrow keys on the focused handle). */
export function ResizablePanelGroup({ className, ...props }: React.ComponentProps<typeof Group>) {
  return <Group className={cn('flex h-full w-full', className)} {...props} />;
}

export const ResizablePanel = Panel;

export function ResizableHandle({ className, ...props }: React.ComponentProps<typeof Separator>) {
  return (
    <Separator
      className={cn(
        'relative flex w-1.5 shrink-0 items-center justify-center bg-gray-200 transition-colors hover:bg-brand-200 focus-visible:bg-brand-500 focus-visible:outline-none data-[separator=active]:bg-brand-500',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="h-8 w-1 rounded-full bg-gray-400" />
    </Separator>
  );
}
