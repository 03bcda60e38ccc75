import type { ReactNode } from 'react';
import { ResizableHandle, ResizablePanel, ResizablePanelGroup } from '@/components/ui/resizable';
import { SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';

/** Simple: one column of sections. */
export function SimpleLayout({ header, sections }: { header: ReactNode; sections: ReactNode }) {
  return (
    <div data-layout="simple" className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      {header}
      {sections}
    </div>
  );
}

/**
 * Advanced on desktop: the sidebar, then the sections beside the ads in resizable panels
 * (main 75%, at least 50%; ads 25%, between 20% and 40%).
 */
export function AdvancedDesktopLayout({ header, sections, ads, sidebar }: { header: ReactNode; sections: ReactNode; ads: ReactNode; sidebar: ReactNode }) {
  return (
    <SidebarProvider isMobile={false} data-layout="advanced-desktop" className="min-h-[80vh] items-stretch">
      {sidebar}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2 border-b border-gray-200 px-4 py-2">
          <SidebarTrigger />
          <span className="text-sm text-gray-600">Ctrl/Cmd + B toggles the sidebar</span>
        </div>
        <ResizablePanelGroup orientation="horizontal" id="party-detail-panels">
          <ResizablePanel id="party-main" defaultSize="75%" minSize="50%">
            <div className="space-y-8 p-6">
              {header}
              {sections}
            </div>
          </ResizablePanel>
          <ResizableHandle aria-label="Resize the ads panel" />
          <ResizablePanel id="party-ads" defaultSize="25%" minSize="20%" maxSize="40%">
            <div className="sticky top-0 p-4">{ads}</div>
          </ResizablePanel>
        </ResizablePanelGroup>
      </div>
    </SidebarProvider>
  );
}

/** Advanced on mobile (under 768 px): stacked, ads after the sections, the sidebar as a sheet. */
export function AdvancedMobileLayout({ header, sections, ads, sidebar }: { header: ReactNode; sections: ReactNode; ads: ReactNode; sidebar: ReactNode }) {
  return (
    <SidebarProvider isMobile data-layout="advanced-mobile" className="flex-col">
      {sidebar}
      <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-gray-200 bg-white/95 px-4 py-2 backdrop-blur">
        <SidebarTrigger />
        <span className="text-sm font-medium text-gray-800">Sections</span>
      </div>
      <div className="space-y-8 px-4 py-6">
        {header}
        {sections}
        {ads}
      </div>
    </SidebarProvider>
  );
}
