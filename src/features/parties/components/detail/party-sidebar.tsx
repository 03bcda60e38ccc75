import { ArrowLeft, ClipboardCheck, Clock, LayoutDashboard, MessageCircle, Save, Shirt, Sparkles, Wallet } from 'lucide-react';
import { Sidebar, SidebarMenu, SidebarMenuButton } from '@/components/ui/sidebar';
import { goToSection, SECTION_IDS } from '../../lib/scroll';

/** Advanced Mode's sidebar (docs/product.md#party-page). `hasChat` also stands for the members-only checklist and budget. */
export function PartySidebar({
  hasTimeline,
  hasSuggestions,
  hasChat,
  onBack,
}: {
  hasTimeline: boolean;
  hasSuggestions: boolean;
  hasChat: boolean;
  onBack: () => void;
}) {
  return (
    <Sidebar label="Party sections">
      <SidebarMenu>
        <SidebarMenuButton icon={<LayoutDashboard aria-hidden="true" />} onClick={() => goToSection(SECTION_IDS.overview)}>
          Overview
        </SidebarMenuButton>
        {hasTimeline && (
          <SidebarMenuButton icon={<Clock aria-hidden="true" />} onClick={() => goToSection(SECTION_IDS.timeline)}>
            Timeline
          </SidebarMenuButton>
        )}
        {hasChat && (
          <>
            <SidebarMenuButton icon={<ClipboardCheck aria-hidden="true" />} onClick={() => goToSection(SECTION_IDS.checklist)}>
              Checklist
            </SidebarMenuButton>
            <SidebarMenuButton icon={<Wallet aria-hidden="true" />} onClick={() => goToSection(SECTION_IDS.budget)}>
              Budget
            </SidebarMenuButton>
          </>
        )}
        {hasSuggestions && (
          <SidebarMenuButton icon={<Sparkles aria-hidden="true" />} onClick={() => goToSection(SECTION_IDS.suggestions)}>
            AI Suggestions
          </SidebarMenuButton>
        )}
        {hasChat && (
          <SidebarMenuButton icon={<MessageCircle aria-hidden="true" />} onClick={() => goToSection(SECTION_IDS.chat)}>
            Party Chat
          </SidebarMenuButton>
        )}
        <SidebarMenuButton icon={<Shirt aria-hidden="true" />} onClick={() => goToSection(SECTION_IDS.tshirts)}>
          T-Shirts
        </SidebarMenuButton>
        <SidebarMenuButton icon={<Save aria-hidden="true" />} onClick={() => goToSection(SECTION_IDS.savedDesigns)}>
          Saved Designs
        </SidebarMenuButton>
      </SidebarMenu>
      <SidebarMenu className="mt-auto border-t border-gray-200 pt-2">
        <SidebarMenuButton icon={<ArrowLeft aria-hidden="true" />} onClick={onBack}>
          Back to Parties
        </SidebarMenuButton>
      </SidebarMenu>
    </Sidebar>
  );
}
