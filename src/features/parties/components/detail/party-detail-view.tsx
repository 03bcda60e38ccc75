import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { PartyDialogProps, PartySectionProps } from '@/lib/party-section';
import { useMediaQuery } from '@/lib/use-media-query';
import { Staggered } from '@/lib/staggered';
import type { DetailParty } from '../../api/get-party';
import type { PartyVendor } from '../../api/party-vendors';
import { useAutoPartyPhoto } from '../../hooks/use-auto-photo';
import { useLayoutMode } from '../../hooks/use-layout-mode';
import { usePartyMoreIdeas } from '../../hooks/use-more-ideas';
import { usePartyVendorsSection } from '../../hooks/use-party-vendors-section';
import { useProductLookup } from '../../hooks/use-product-lookup';
import { useSuggestionsEditor } from '../../hooks/use-suggestions-editor';
import { editNavigationState, templateNavigationState } from '@/lib/wizard-navigation';
import { templateSignInPath } from '../../lib/template-sign-in';
import { showsAdvancedSwitch, type PartyAbilities } from '../../lib/permissions';
import { scrollToSectionWhenRendered, SECTION_IDS } from '../../lib/scroll';
import { hasTimeline, toggleItem, toggleLocalVendor, toggleTimelineItem, type CategoryKey } from '@/lib/suggestions';
import { SimpleLayout } from './layouts';
import { OverviewSection } from './overview-section';
import { PartyHeader, type JumpLink } from './party-header';

// Editors' Advanced Mode and dialogs load on first use: a visitor's phone never downloads them.
const AdvancedLayout = lazy(() => import('./advanced-layouts'));
const CustomizePhotoDialog = lazy(() => import('./customize-photo-dialog').then((m) => ({ default: m.CustomizePhotoDialog })));
const AddVendorDialog = lazy(() => import('./add-vendor-dialog').then((m) => ({ default: m.AddVendorDialog })));
// The sections under the overview are drawn after it, so their code need not arrive before it. It
// is asked for all at once when they start (`loadSections`): they are drawn one per task, and each
// would otherwise wait for its code in turn.
const loadSuggestions = () => import('./suggestions-section');
const loadProducts = () => import('./products-section');
const loadTimeline = () => import('./timeline-section');
const loadVendors = () => import('./vendors-panel');
const loadSections = () => Promise.all([loadSuggestions(), loadProducts(), loadTimeline(), loadVendors()]);
const SuggestionsSection = lazy(() => loadSuggestions().then((m) => ({ default: m.SuggestionsSection })));
const ProductsSection = lazy(() => loadProducts().then((m) => ({ default: m.ProductsSection })));
const TimelineSection = lazy(() => loadTimeline().then((m) => ({ default: m.TimelineSection })));
const VendorsPanel = lazy(() => loadVendors().then((m) => ({ default: m.VendorsPanel })));

/** Under 768 px is mobile. */
export const MOBILE_QUERY = '(max-width: 767px)';

/**
 * The sections other features render inside the party page. The page that combines them is put
 * together where the route is (src/app/routes), so this feature never imports those features.
 */
export interface PartyPageSections {
  Rsvp: ComponentType<PartySectionProps>;
  Feed: ComponentType<PartySectionProps>;
  /** The shared checklist and the budget tracker (planning); members only, never in public view. */
  Checklist: ComponentType<PartySectionProps>;
  Budget: ComponentType<PartySectionProps>;
  TshirtDesigner: ComponentType<PartySectionProps>;
  SavedDesigns: ComponentType<PartySectionProps>;
  ManageTeam: ComponentType<PartyDialogProps>;
  /** Under the Food & Drinks suggestions, for the party's people: how many to feed (guests). */
  FoodHeadcount?: ComponentType<PartySectionProps>;
}

/**
 * The sections as memoized components. What they are given (the party and the viewer's rights)
 * seldom changes while this page's own state often does (a tick, a list arriving): they are not
 * drawn again for that.
 */
function memoized(sections: PartyPageSections): PartyPageSections {
  return Object.fromEntries(Object.entries(sections).map(([name, section]) => [name, memo(section as ComponentType<object>)])) as unknown as PartyPageSections;
}

/** The party detail page once the party and the viewer's rights are known. */
export function PartyDetailView({
  party,
  abilities,
  userId,
  sections: given,
  sessionKnown = true,
}: {
  party: DetailParty;
  abilities: PartyAbilities;
  userId: string | null;
  sections: PartyPageSections;
  /** False while the viewer is only the stored session's user, not yet confirmed: the sections wait. */
  sessionKnown?: boolean;
}) {
  const slots = useMemo(() => memoized(given), [given]);
  const navigate = useNavigate();
  const { hash, key: locationKey } = useLocation();
  // '#checklist' from My Tasks: go to the section once it has rendered (once per navigation).
  useEffect(() => scrollToSectionWhenRendered(hash), [hash, locationKey]);
  const { isPublicView, canEdit, canInvite, canView } = abilities;
  const sectionProps: PartySectionProps = { party, isPublicView, canView, canEdit, canInvite };

  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [mode, setMode] = useLayoutMode();
  const showSwitch = showsAdvancedSwitch(abilities);
  const advanced = showSwitch && mode === 'advanced';

  // What a phone shows first (the header and the overview) is drawn at once; the sections below
  // follow in the background, one per task, so the photo and the facts are on screen sooner and
  // the page stays responsive while the rest is built.
  const restShown = useDeferredValue(true, false);
  useEffect(() => {
    if (restShown) loadSections().catch(() => undefined);
  }, [restShown]);

  const [photoOpen, setPhotoOpen] = useState(false);
  const [teamOpen, setTeamOpen] = useState(false);
  const [vendorOpen, setVendorOpen] = useState(false);
  // The editors' dialogs load when first opened, then stay mounted (Radix returns focus on close).
  const [dialogsUsed, setDialogsUsed] = useState({ photo: false, vendor: false });
  const openPhoto = () => {
    setDialogsUsed((d) => ({ ...d, photo: true }));
    setPhotoOpen(true);
  };
  const openVendor = () => {
    setDialogsUsed((d) => ({ ...d, vendor: true }));
    setVendorOpen(true);
  };

  // Made once automatically for anyone who sees the party; the function lets viewers make only
  // the first one, from the party's own ideas.
  const autoPhoto = useAutoPartyPhoto(party);
  const editor = useSuggestionsEditor(party);
  const { selection, offered } = editor;
  const themes = selection.current.themes;
  const moreIdeas = usePartyMoreIdeas({ party, ai: editor.ai, offered, themes });
  // Vendors and products load beside the overview, never before it.
  // Local vendors' addresses and phones tell where the party is: members only.
  const vendors = usePartyVendorsSection({ party, userId, canEdit, enabled: !isPublicView });
  const products = useProductLookup({
    partyId: party.id,
    canEdit,
    chosen: selection.saved.products,
    context: [party.party_type, ...themes.slice(0, 2)].join(' '),
  });

  const back = () => navigate(isPublicView ? '/public-parties' : '/my-parties');

  function onToggle(category: CategoryKey, item: string) {
    const selecting = !selection.current[category].includes(item);
    selection.update((s) => toggleItem(s, category, item));
    // Choosing a product finds where to buy it, once.
    if (category === 'products' && selecting && !products.has(item)) products.find(item);
  }

  const vendorsPanel = isPublicView ? null : (
    <VendorsPanel
      vendors={vendors.vendors.data ?? []}
      loading={vendors.vendors.isPending}
      failed={vendors.vendors.isError}
      editable={canEdit}
      chosen={selection.current.localVendors}
      searching={vendors.searching}
      canSearch={!!party.location && !!party.party_type && !!party.budget}
      message={vendors.message}
      onToggle={(v: PartyVendor) => selection.update((s) => toggleLocalVendor(s, { id: v.id, name: v.name, category: v.category }))}
      onFindMore={vendors.findMore}
      onAdd={openVendor}
    />
  );

  const savedHasTimeline = hasTimeline(selection.saved);
  const jumpLinks: JumpLink[] = [
    { id: SECTION_IDS.overview, label: 'Overview' },
    ...(savedHasTimeline ? [{ id: SECTION_IDS.timeline, label: 'Timeline' }] : []),
    ...(isPublicView
      ? []
      : [
          { id: SECTION_IDS.checklist, label: 'Checklist' },
          { id: SECTION_IDS.budget, label: 'Budget' },
        ]),
    ...(editor.visible ? [{ id: SECTION_IDS.suggestions, label: 'AI Suggestions' }] : []),
    { id: SECTION_IDS.products, label: 'Products to Purchase' },
    { id: SECTION_IDS.tshirts, label: 'T-Shirts' },
    { id: SECTION_IDS.savedDesigns, label: 'Saved Designs' },
  ];

  const header = (
    <PartyHeader
      party={party}
      isPublicView={isPublicView}
      jumpLinks={jumpLinks}
      showAdvancedSwitch={showSwitch}
      advanced={advanced}
      onAdvancedChange={(on) => setMode(on ? 'advanced' : 'simple')}
      printHref={isPublicView || !canView ? null : `/party/${party.id}/print`}
      onBack={back}
      onUseAsTemplate={() => (userId ? navigate('/party-planning', { state: templateNavigationState(party) }) : navigate(templateSignInPath(party.id)))}
    />
  );

  // The sections under the overview, drawn one per task once the overview is on screen
  // (src/lib/staggered.tsx), so no single task draws them all. Each keeps its place, shown or not.
  const below: ReactNode[] | null =
    restShown && sessionKnown
      ? [
          // Managers follow everyone's answers; an invitee sees and changes their own.
          !isPublicView && (
            <div key="rsvp" id={SECTION_IDS.rsvp} className="scroll-mt-24 empty:hidden focus:outline-none">
              <slots.Rsvp {...sectionProps} />
            </div>
          ),
          !isPublicView && (
            <div key="chat" id={SECTION_IDS.chat} className="scroll-mt-24 empty:hidden focus:outline-none">
              <slots.Feed {...sectionProps} />
            </div>
          ),
          savedHasTimeline && (
            <TimelineSection
              key="timeline"
              timeline={selection.saved.timeline}
              date={isPublicView ? null : party.date}
              time={isPublicView ? null : party.time_of_day}
            />
          ),
          !isPublicView && (
            <div key="checklist" className="empty:hidden">
              <slots.Checklist {...sectionProps} />
            </div>
          ),
          !isPublicView && (
            <div key="budget" className="empty:hidden">
              <slots.Budget {...sectionProps} />
            </div>
          ),
          editor.visible ? (
            <SuggestionsSection
              key="suggestions"
              offered={offered}
              current={selection.current}
              editable={canEdit}
              dirty={selection.dirty}
              saving={editor.saving}
              moreIdeasFor={moreIdeas.loadingFor}
              onToggle={onToggle}
              onToggleTimeline={(phase, item) => selection.update((s) => toggleTimelineItem(s, phase, item))}
              onMoreIdeas={moreIdeas.request}
              onSave={editor.saveSelection}
              onDiscard={selection.reset}
              vendorsPanel={vendorsPanel}
              foodNote={slots.FoodHeadcount && !isPublicView && canView ? <slots.FoodHeadcount {...sectionProps} /> : null}
            />
          ) : (
            (canEdit || !!vendors.vendors.data?.length) && (
              <Card key="vendors" className="p-6">
                <h2 className="text-xl font-semibold text-gray-900">Vendors</h2>
                {vendorsPanel}
              </Card>
            )
          ),
          <ProductsSection
            key="products"
            items={selection.current.products}
            products={products.products.data ?? []}
            loading={products.products.isPending}
            failed={products.products.isError}
            pendingItems={products.pendingItems}
            editable={canEdit}
            onFind={products.find}
          />,
          <div key="tshirts" id={SECTION_IDS.tshirts} className="scroll-mt-24 focus:outline-none">
            <slots.TshirtDesigner {...sectionProps} />
          </div>,
          <div key="saved-designs" id={SECTION_IDS.savedDesigns} className="scroll-mt-24 focus:outline-none">
            <slots.SavedDesigns {...sectionProps} />
          </div>,
        ]
      : null;

  const sections = (
    <>
      <OverviewSection
        party={party}
        abilities={abilities}
        generatingPhoto={autoPhoto.isPending}
        onGeneratePhoto={openPhoto}
        onManageTeam={() => setTeamOpen(true)}
        onEdit={() => navigate('/party-results', { state: editNavigationState(party) })}
      />
      <Suspense fallback={<div className="min-h-screen" />}>
        {/* The placeholder holds the footer below the screen until every section is there. */}
        {below ? <Staggered items={below} placeholder={<div className="min-h-screen" />} /> : <div className="min-h-screen" />}
      </Suspense>
    </>
  );

  return (
    <>
      {advanced ? (
        <Suspense fallback={<Spinner label="Loading party details..." className="min-h-screen" />}>
          <AdvancedLayout
            mobile={isMobile}
            header={header}
            sections={sections}
            sidebar={{ hasTimeline: savedHasTimeline, hasSuggestions: editor.visible, hasChat: !isPublicView, onBack: back }}
          />
        </Suspense>
      ) : (
        <SimpleLayout header={header} sections={sections} />
      )}
      {canEdit && (
        <Suspense fallback={null}>
          {dialogsUsed.photo && <CustomizePhotoDialog party={party} open={photoOpen} onOpenChange={setPhotoOpen} />}
          {dialogsUsed.vendor && <AddVendorDialog partyId={party.id} userId={userId} open={vendorOpen} onOpenChange={setVendorOpen} />}
        </Suspense>
      )}
      {canInvite && !isPublicView && <slots.ManageTeam {...sectionProps} open={teamOpen} onOpenChange={setTeamOpen} />}
    </>
  );
}
