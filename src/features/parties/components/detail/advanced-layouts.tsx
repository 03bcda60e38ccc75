import type { ComponentProps, ReactNode } from 'react';
import { ResizableHandle, ResizablePanel, ResizablePanelGroup } from '@/components/ui/resizable';
import { SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { configuredSponsor } from '@/lib/contact-details';
import { SponsorPanel } from './sponsor-panel';
import { PartySidebar } from './party-sidebar';

// Advanced Mode is for editors only; its panels and sidebar load when it is switched on, so a
// visitor's page and the simple layout never download them.

/**
 * Advanced on desktop: the sidebar, then the sections beside the sponsor's column, when one is
 * configured, in resizable panels (main 75%, at least 50%; ads 25%, between 20% and 40%).
 */
function AdvancedDesktopLayout({ header, sections, ads, sidebar }: { header: ReactNode; sections: ReactNode; ads?: ReactNode; sidebar: ReactNode }) {
  return (
    <SidebarProvider isMobile={false} data-layout="advanced-desktop" className="min-h-[80vh] items-stretch">
      {sidebar}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2 border-b border-gray-200 px-4 py-2">
          <SidebarTrigger />
          <span className="text-sm text-gray-600">Ctrl/Cmd + B toggles the sidebar</span>
        </div>
        {ads ? (
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
        ) : (
          <div className="space-y-8 p-6">
            {header}
            {sections}
          </div>
        )}
      </div>
    </SidebarProvider>
  );
}

/** Advanced on mobile (under 768 px): stacked, ads after the sections, the sidebar as a sheet. */
function AdvancedMobileLayout({ header, sections, ads, sidebar }: { header: ReactNode; sections: ReactNode; ads?: ReactNode; sidebar: ReactNode }) {
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

/** Advanced Mode: the sidebar of sections, and a configured sponsor beside (desktop) or after (mobile) the page. */
function AdvancedLayout({
  mobile,
  header,
  sections,
  sidebar,
}: {
  mobile: boolean;
  header: ReactNode;
  sections: ReactNode;
  sidebar: ComponentProps<typeof PartySidebar>;
}) {
  const Layout = mobile ? AdvancedMobileLayout : AdvancedDesktopLayout;
  const sponsor = configuredSponsor();
  return <Layout header={header} sections={sections} ads={sponsor && <SponsorPanel sponsor={sponsor} />} sidebar={<PartySidebar {...sidebar} />} />;
}

export { AdvancedLayout as default };
