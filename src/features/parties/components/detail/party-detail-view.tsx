import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { PartyFeed } from '@/features/chat';
import { ManageTeamDialog, RsvpSection } from '@/features/invitations';
import { SavedDesigns, TshirtDesigner } from '@/features/tshirts';
import { useMediaQuery } from '@/lib/use-media-query';
import type { DetailParty } from '../../api/get-party';
import { useGenerateProducts, usePartyProducts, usePendingProductItems } from '../../api/party-products';
import { fetchMoreIdeas, useSaveAiSuggestions, useSaveSelectedSuggestions } from '../../api/party-suggestions';
import { usePartyVendors, type PartyVendor } from '../../api/party-vendors';
import { useAutoPartyPhoto } from '../../hooks/use-auto-photo';
import { useAutoVendors } from '../../hooks/use-auto-vendors';
import { useLayoutMode } from '../../hooks/use-layout-mode';
import { useSelectionDraft } from '../../hooks/use-selection-draft';
import { editNavigationState, templateNavigationState } from '../../lib/navigation';
import { showsAdvancedSwitch, type PartyAbilities } from '../../lib/permissions';
import { SECTION_IDS } from '../../lib/scroll';
import {
  addIdeas,
  categoryLabel,
  hasAnySuggestion,
  hasTimeline,
  normalizeSuggestions,
  offered as offeredFrom,
  toggleItem,
  toggleLocalVendor,
  toggleTimelineItem,
  type CategoryKey,
} from '../../lib/suggestions';
import type { PartySectionProps } from '../../section-contract';
import { AddVendorDialog } from './add-vendor-dialog';
import { AdsPanel } from './ads-panel';
import { CustomizePhotoDialog } from './customize-photo-dialog';
import { AdvancedDesktopLayout, AdvancedMobileLayout, SimpleLayout } from './layouts';
import { OverviewSection } from './overview-section';
import { PartyHeader, type JumpLink } from './party-header';
import { PartySidebar } from './party-sidebar';
import { ProductsSection } from './products-section';
import { SuggestionsSection } from './suggestions-section';
import { TimelineSection } from './timeline-section';
import { VendorsPanel } from './vendors-panel';

/** Products looked up during this visit, so a failing item is not retried in a loop. */
const productAttempts = new Set<string>();

/** Spec §9: under 768 px is mobile. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** The party detail page once the party and the viewer's rights are known. */
export function PartyDetailView({ party, abilities, userId }: { party: DetailParty; abilities: PartyAbilities; userId: string | null }) {
  const navigate = useNavigate();
  const { isPublicView, canEdit, canInvite, canView } = abilities;
  const sectionProps: PartySectionProps = { party, isPublicView, canView, canEdit, canInvite };

  // ---- layout
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [mode, setMode] = useLayoutMode();
  const showSwitch = showsAdvancedSwitch(abilities);
  const advanced = showSwitch && mode === 'advanced';

  // ---- dialogs
  const [photoOpen, setPhotoOpen] = useState(false);
  const [teamOpen, setTeamOpen] = useState(false);
  const [vendorOpen, setVendorOpen] = useState(false);

  // ---- photo: made once automatically for anyone who sees the party (spec §4); the function
  // lets viewers make only the first one, from the party's own ideas.
  const autoPhoto = useAutoPartyPhoto(party);

  // ---- suggestions
  const ai = useMemo(() => normalizeSuggestions(party.ai_suggestions), [party.ai_suggestions]);
  const selection = useSelectionDraft(party.selected_suggestions, party.party_timeline);
  const currentSelection = selection.current;
  const offered = useMemo(() => offeredFrom(ai, currentSelection), [ai, currentSelection]);
  const showSuggestions = hasAnySuggestion(ai) || hasAnySuggestion(selection.saved);
  const saveSelection = useSaveSelectedSuggestions();
  const saveAi = useSaveAiSuggestions();
  const [moreIdeasFor, setMoreIdeasFor] = useState<CategoryKey | null>(null);

  // ---- vendors and products: loaded beside the overview, never before it
  // Local vendors' addresses and phones tell where the party is: members only.
  const vendors = usePartyVendors(party.id, !isPublicView);
  const auto = useAutoVendors(party, vendors.data, userId, canEdit);
  const products = usePartyProducts(party.id);
  const generateProducts = useGenerateProducts(party.id);
  const pendingItems = usePendingProductItems(party.id);

  useEffect(() => {
    if (vendors.isError) toast.error('Failed to load vendors');
  }, [vendors.isError]);
  useEffect(() => {
    if (products.isError) toast.error('Failed to load products');
  }, [products.isError]);

  const back = () => navigate(isPublicView ? '/public-parties' : '/my-parties');
  const context = [party.party_type, ...selection.current.themes.slice(0, 2)].join(' ');

  function findProducts(item: string, quiet = false) {
    if (pendingItems.includes(item)) return;
    productAttempts.add(`${party.id}\u0000${item}`);
    generateProducts.mutate(
      { partyId: party.id, item, context },
      {
        // Design decision 3: when the configured catalogue failed, the toast says what stands in.
        onSuccess: ({ products: list, notice }) => !quiet && toast.success(`Loaded ${list.length} products for ${item}!`, { description: notice }),
        onError: () => !quiet && toast.error(`Failed to load products for ${item}`),
      },
    );
  }

  // Chosen products without any found yet (e.g. chosen in the wizard) are looked up once, one at
  // a time: retailer APIs allow about one request per second.
  const missingProduct =
    canEdit && products.data && pendingItems.length === 0
      ? selection.saved.products.find((item) => !products.data.some((p) => p.product_name === item) && !productAttempts.has(`${party.id}\u0000${item}`))
      : undefined;
  useEffect(() => {
    if (missingProduct) findProducts(missingProduct, true);
    // findProducts is recreated every render; the missing item alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingProduct]);

  function onToggle(category: CategoryKey, item: string) {
    const selecting = !selection.current[category].includes(item);
    selection.update((s) => toggleItem(s, category, item));
    // Choosing a product finds where to buy it, once (spec §4).
    if (category === 'products' && selecting && !products.data?.some((p) => p.product_name === item)) findProducts(item);
  }

  function onSave() {
    saveSelection.mutate(
      { partyId: party.id, selection: selection.current },
      {
        onSuccess: () => {
          selection.reset();
          toast.success('Suggestions updated successfully!');
        },
        onError: () => toast.error('Failed to update suggestions'),
      },
    );
  }

  async function onMoreIdeas(key: CategoryKey) {
    const label = categoryLabel(key);
    setMoreIdeasFor(key);
    try {
      const ideas = await fetchMoreIdeas({
        category: key,
        label,
        partyData: { partyType: party.party_type, guestCount: party.guest_count, budget: party.budget ?? undefined, themes: selection.current.themes },
        existing: offered[key],
      });
      const { next, added } = addIdeas(ai, key, ideas.filter((i) => !offered[key].includes(i)));
      if (!added.length) {
        toast.info(`No new ${label.toLowerCase()} ideas this time. Try again in a moment.`);
        return;
      }
      await saveAi.mutateAsync({ partyId: party.id, suggestions: next });
      // Lower case mid-sentence, as the wizard says it: 'New games & activities suggestions added!'.
      toast.success(`New ${label.toLowerCase()} suggestions added!`);
    } catch {
      toast.error(`Failed to generate new ${label.toLowerCase()}`);
    } finally {
      setMoreIdeasFor(null);
    }
  }

  function onFindMoreVendors() {
    if (!userId) return;
    auto.search.mutate(
      { party, userId, existing: vendors.data ?? [] },
      {
        onSuccess: (r) => {
          if (r.added.length) toast.success(`Found ${r.added.length} new vendors!`);
          else if (r.duplicates > 0) toast.info('No new unique vendors found');
          else toast.info('No additional vendors found in your area', r.message ? { description: r.message } : undefined);
          if (!r.added.length && r.message) auto.setMessage(r.message);
        },
        onError: () => toast.error('Failed to search for more vendors'),
      },
    );
  }

  const vendorsPanel = isPublicView ? null : (
    <VendorsPanel
      vendors={vendors.data ?? []}
      loading={vendors.isPending}
      failed={vendors.isError}
      editable={canEdit}
      chosen={selection.current.localVendors}
      searching={auto.search.isPending}
      canSearch={!!party.location && !!party.party_type && !!party.budget}
      message={auto.message}
      onToggle={(v: PartyVendor) => selection.update((s) => toggleLocalVendor(s, { id: v.id, name: v.name, category: v.category }))}
      onFindMore={onFindMoreVendors}
      onAdd={() => setVendorOpen(true)}
    />
  );

  const savedHasTimeline = hasTimeline(selection.saved);
  const jumpLinks: JumpLink[] = [
    { id: SECTION_IDS.overview, label: 'Overview' },
    ...(savedHasTimeline ? [{ id: SECTION_IDS.timeline, label: 'Timeline' }] : []),
    ...(showSuggestions ? [{ id: SECTION_IDS.suggestions, label: 'AI Suggestions' }] : []),
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
      onBack={back}
      onUseAsTemplate={() => (userId ? navigate('/party-planning', { state: templateNavigationState(party) }) : navigate('/auth'))}
    />
  );

  const sections = (
    <>
      <OverviewSection
        party={party}
        abilities={abilities}
        generatingPhoto={autoPhoto.isPending}
        onGeneratePhoto={() => setPhotoOpen(true)}
        onManageTeam={() => setTeamOpen(true)}
        onEdit={() => navigate('/party-results', { state: editNavigationState(party) })}
      />
      {canInvite && !isPublicView && (
        <div id={SECTION_IDS.rsvp} className="scroll-mt-24 empty:hidden focus:outline-none">
          <RsvpSection {...sectionProps} />
        </div>
      )}
      {!isPublicView && (
        <div id={SECTION_IDS.chat} className="scroll-mt-24 empty:hidden focus:outline-none">
          <PartyFeed {...sectionProps} />
        </div>
      )}
      {savedHasTimeline && <TimelineSection timeline={selection.saved.timeline} date={isPublicView ? null : party.date} />}
      {showSuggestions ? (
        <SuggestionsSection
          offered={offered}
          current={selection.current}
          editable={canEdit}
          dirty={selection.dirty}
          saving={saveSelection.isPending}
          moreIdeasFor={moreIdeasFor}
          onToggle={onToggle}
          onToggleTimeline={(phase, item) => selection.update((s) => toggleTimelineItem(s, phase, item))}
          onMoreIdeas={onMoreIdeas}
          onSave={onSave}
          onDiscard={selection.reset}
          vendorsPanel={vendorsPanel}
        />
      ) : (
        (canEdit || !!vendors.data?.length) && (
          <Card className="p-6">
            <h2 className="text-xl font-semibold text-gray-900">Vendors</h2>
            {vendorsPanel}
          </Card>
        )
      )}
      <ProductsSection
        items={selection.current.products}
        products={products.data ?? []}
        loading={products.isPending}
        failed={products.isError}
        pendingItems={pendingItems}
        editable={canEdit}
        onFind={findProducts}
      />
      <div id={SECTION_IDS.tshirts} className="scroll-mt-24 focus:outline-none">
        <TshirtDesigner {...sectionProps} />
      </div>
      <div id={SECTION_IDS.savedDesigns} className="scroll-mt-24 focus:outline-none">
        <SavedDesigns {...sectionProps} />
      </div>
    </>
  );

  const sidebar = <PartySidebar hasTimeline={savedHasTimeline} hasSuggestions={showSuggestions} hasChat={!isPublicView} onBack={back} />;
  const ads = <AdsPanel party={party} />;

  return (
    <>
      {!advanced ? (
        <SimpleLayout header={header} sections={sections} />
      ) : isMobile ? (
        <AdvancedMobileLayout header={header} sections={sections} ads={ads} sidebar={sidebar} />
      ) : (
        <AdvancedDesktopLayout header={header} sections={sections} ads={ads} sidebar={sidebar} />
      )}
      {canEdit && <CustomizePhotoDialog party={party} open={photoOpen} onOpenChange={setPhotoOpen} />}
      {canEdit && <AddVendorDialog partyId={party.id} userId={userId} open={vendorOpen} onOpenChange={setVendorOpen} />}
      {canInvite && !isPublicView && <ManageTeamDialog {...sectionProps} open={teamOpen} onOpenChange={setTeamOpen} />}
    </>
  );
}
