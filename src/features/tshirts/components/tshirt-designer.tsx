import { useId, useState } from 'react';
import { Download, Save, ShoppingCart, Sparkles } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { addToCart, AiAllowanceMeter, formatPrice, MAX_QUANTITY, normalizeQuantity, priceOf, type TshirtSize } from '@/features/checkout';
import type { PartySectionProps } from '@/lib/party-section';
import { useGenerateDesign } from '../api/generate-design';
import { useSaveDesign } from '../api/save-design';
import { partyTitle } from '../lib/design-files';
import { setSelectedDesign, useSelectedDesign } from '../lib/selected-design';
import { SizeSelector } from './size-selector';
import { TshirtMockup } from './tshirt-mockup';

export const GENERATE_BLOCKED = 'Please use this party as a template to generate designs';
export const PURCHASE_BLOCKED = 'Please use this party as a template to purchase designs';

/**
 * The T-shirt designer (docs/product.md#party-page): generate a design from the party and an optional prompt, preview
 * it on a shirt, save it, pick a size and quantity and add it to the cart. Public view shows the
 * designer but blocks generating and buying with the product's messages.
 */
export function TshirtDesigner({ party, isPublicView, attending = null }: PartySectionProps & { attending?: number | null }) {
  const { user } = useAuth();
  const ids = { prompt: useId(), qty: useId(), heading: useId() };
  const title = partyTitle(party);
  const selected = useSelectedDesign(party.id);
  // A generated design not saved yet; a saved one becomes the selected design.
  const [draft, setDraft] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  const [size, setSize] = useState<TshirtSize | null>(null);
  const [quantity, setQuantity] = useState('1');
  const generate = useGenerateDesign();
  const save = useSaveDesign(user?.id, party);

  // Choosing a saved design (in Saved Designs) replaces an unsaved draft on the shirt.
  const [shownSelection, setShownSelection] = useState(selected);
  if (selected !== shownSelection) {
    setShownSelection(selected);
    if (selected) setDraft(null);
  }

  const current = draft ? { imageUrl: draft, designName: `${title} design (not saved yet)` } : selected;
  const qty = normalizeQuantity(quantity);
  const busy = generate.isPending || save.isPending;

  function onGenerate() {
    if (isPublicView) {
      toast.error(GENERATE_BLOCKED);
      return;
    }
    generate.mutate({ party, customPrompt: prompt }, { onSuccess: (d) => setDraft(d.imageUrl) });
  }

  /** Saves the draft; resolves to the saved design, now selected. */
  async function saveDraft(): Promise<{ imageUrl: string; designName: string } | null> {
    if (!user || !draft) {
      toast.error('Please login and generate a design first');
      return null;
    }
    try {
      const saved = await save.mutateAsync(draft);
      const design = { imageUrl: saved.publicUrl, designName: saved.designName };
      setSelectedDesign(party.id, design);
      setDraft(null);
      return design;
    } catch {
      return null; // the mutation has told the user
    }
  }

  async function onAddToCart() {
    if (isPublicView) {
      toast.error(PURCHASE_BLOCKED);
      return;
    }
    if (!current) {
      toast.error('Generate a design or select a saved one first');
      return;
    }
    if (!size) {
      toast.error('Please select a size');
      return;
    }
    // The cart holds saved designs only: checkout prints what is stored.
    const design = draft ? await saveDraft() : current;
    if (!design) return;
    addToCart({ designUrl: design.imageUrl, designName: design.designName, size, price: priceOf(size), quantity: qty });
    toast.success(`Added ${qty} ${size} t-shirt(s) to cart`);
  }

  return (
    <section aria-labelledby={ids.heading}>
      <Card className="p-6">
        <h2 id={ids.heading} className="text-xl font-semibold text-gray-900">
          T-Shirt Designer
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          {isPublicView
            ? 'This is a public party. Use it as a template to design and order T-shirts for your own party.'
            : `Create custom T-shirts for ${title}.`}
        </p>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <div className="space-y-3">
            <TshirtMockup imageUrl={current?.imageUrl ?? null} alt={current ? `T-shirt preview: ${current.designName}` : ''} />
            <p className="text-center text-sm text-gray-700" aria-live="polite">
              {generate.isPending ? 'Designing your T-shirt...' : current ? current.designName : 'No design yet'}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              {draft ? (
                <Button variant="outline" disabled={busy} onClick={() => void saveDraft()}>
                  <Save aria-hidden="true" />
                  {save.isPending ? 'Saving...' : 'Save Design'}
                </Button>
              ) : null}
              {current ? (
                <Button asChild variant="ghost">
                  <a href={current.imageUrl} download={`${title.replace(/[^\w-]+/g, '-')}-tshirt.png`} target="_blank" rel="noreferrer">
                    <Download aria-hidden="true" />
                    Download
                  </a>
                </Button>
              ) : null}
            </div>
          </div>

          <div className="space-y-6">
            <div className="space-y-2">
              <Label htmlFor={ids.prompt}>Describe your design (optional)</Label>
              <Textarea
                id={ids.prompt}
                value={prompt}
                maxLength={500}
                placeholder="e.g. retro sunset in gold and navy, with stars"
                onChange={(e) => setPrompt(e.target.value)}
              />
              <AiAllowanceMeter />
              <Button variant="gradient" className="w-full" disabled={busy} onClick={onGenerate}>
                <Sparkles aria-hidden="true" />
                {generate.isPending ? 'Generating...' : current ? 'Generate New Design' : 'Generate Design'}
              </Button>
            </div>

            <div className="space-y-4 border-t border-gray-200 pt-6">
              <SizeSelector value={size} onChange={setSize} />
              <div className="flex items-end gap-4">
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.qty}>Quantity</Label>
                  <Input
                    id={ids.qty}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_QUANTITY}
                    className="w-24"
                    value={quantity}
                    onChange={(e) => setQuantity(e.target.value)}
                    onBlur={() => setQuantity(String(normalizeQuantity(quantity)))}
                  />
                </div>
                {!isPublicView && attending !== null && attending > 0 && (
                  <Button variant="outline" size="sm" className="mb-1" onClick={() => setQuantity(String(normalizeQuantity(String(attending))))}>
                    Order for {attending} attending
                  </Button>
                )}
                <p className="pb-2 text-sm text-gray-700" aria-live="polite">
                  {size ? `${qty} × ${formatPrice(priceOf(size))} = ${formatPrice(qty * priceOf(size))}` : 'Choose a size to see the price.'}
                </p>
              </div>
              <Button className="w-full" size="lg" disabled={busy} onClick={() => void onAddToCart()}>
                <ShoppingCart aria-hidden="true" />
                Add to Cart
              </Button>
            </div>
          </div>
        </div>
      </Card>
    </section>
  );
}
