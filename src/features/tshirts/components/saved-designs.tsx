import { useId, useState, type ReactNode } from 'react';
import { Check, Images, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { EditInCanvaButton } from '@/features/design-tool';
import type { PartySectionProps } from '@/lib/party-section';
import { useDeleteDesign } from '../api/delete-design';
import { useSavedDesigns, type SavedDesign } from '../api/saved-designs';
import { partyTitle } from '../lib/design-files';
import { DeleteDesignDialog } from './delete-design-dialog';
import { setSelectedDesign, useSelectedDesign } from '../lib/selected-design';
import { onFirstUse } from '@/lib/on-first-use';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

/**
 * Saved Designs (docs/product.md#party-page): the signed-in user's designs for this party, from the tshirt-designs
 * bucket. Select one for the designer ('Selected saved design: {name}'), or delete it after
 * confirming; only the owner of a design sees and deletes it (it lives in their own folder).
 */
export function SavedDesigns({ party, isPublicView }: PartySectionProps) {
  const { user } = useAuth();
  const headingId = useId();
  const title = partyTitle(party);
  const designs = useSavedDesigns(isPublicView ? undefined : user?.id, party.id, title);
  const selected = useSelectedDesign(party.id);
  const remove = useDeleteDesign(user?.id ?? '', party.id);
  const [confirming, setConfirming] = useState<SavedDesign | null>(null);

  function select(design: SavedDesign) {
    setSelectedDesign(party.id, { imageUrl: design.publicUrl, designName: design.designName });
    toast.success(`Selected saved design: ${design.designName}`);
    // Back to the designer (the detail page's T-Shirts section), where the choice now shows.
    document.getElementById('tshirts')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  let body: ReactNode;
  if (isPublicView || !user) {
    body = <p className="text-sm text-gray-700">Designs you save for your own parties appear here.</p>;
  } else if (designs.isPending) {
    body = <Spinner label="Loading saved designs..." className="py-8" />;
  } else if (designs.isError) {
    body = (
      <div role="alert" className="flex items-center gap-3 text-sm text-gray-700">
        Failed to load saved designs
        <Button variant="outline" size="sm" onClick={() => designs.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (designs.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-gray-700">
        <Images aria-hidden="true" className="size-10 text-brand-600" />
        <p className="font-medium text-gray-900">No saved designs yet</p>
        <p className="text-sm">Generate a design above and save it to keep it here.</p>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Saved designs">
        {designs.data.map((d) => {
          const isSelected = selected?.imageUrl === d.publicUrl;
          return (
            <li
              key={d.path}
              className={`flex flex-col overflow-hidden rounded-lg border ${isSelected ? 'border-brand-600 ring-2 ring-brand-200' : 'border-gray-200'}`}
            >
              <img src={d.publicUrl} alt={d.designName} loading="lazy" className="aspect-square w-full bg-gray-100 object-contain p-2" />
              <div className="flex flex-1 flex-col gap-2 p-3">
                <p className="text-xs text-gray-700">{dateFormat().format(new Date(d.createdAt))}</p>
                {isSelected ? (
                  <Badge variant="green" className="self-start">
                    Selected
                  </Badge>
                ) : null}
                <div className="mt-auto flex gap-2">
                  <Button
                    size="sm"
                    variant={isSelected ? 'secondary' : 'default'}
                    className="flex-1"
                    aria-label={`Select ${d.designName}`}
                    onClick={() => select(d)}
                  >
                    <Check aria-hidden="true" />
                    Select
                  </Button>
                  <Button size="sm" variant="outline" aria-label={`Delete ${d.designName}`} onClick={() => setConfirming(d)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <EditInCanvaButton size="sm" image={{ source: 'tshirt_design', filePath: d.path }} what={d.designName} />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-6">
        <h2 id={headingId} className="mb-4 text-xl font-semibold text-gray-900">
          Saved Designs
        </h2>
        {body}
      </Card>
      <DeleteDesignDialog
        design={confirming}
        pending={remove.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={(d) =>
          remove.mutate(d, {
            onSuccess: () => {
              if (selected?.imageUrl === d.publicUrl) setSelectedDesign(party.id, null);
              setConfirming(null);
            },
          })
        }
      />
    </section>
  );
}
