import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { SavedDesign } from '../api/saved-designs';

/** docs/product.md#confirmations: deleting a design asks for confirmation. */
export function DeleteDesignDialog({
  design,
  pending,
  onConfirm,
  onOpenChange,
}: {
  design: SavedDesign | null;
  pending: boolean;
  onConfirm: (design: SavedDesign) => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={!!design} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Delete this design?</DialogTitle>
        <DialogDescription>{design ? `"${design.designName}" will be removed from your saved designs. This cannot be undone.` : ''}</DialogDescription>
        {design ? <img src={design.publicUrl} alt="" className="mx-auto mt-4 size-32 rounded-lg bg-gray-100 object-contain" /> : null}
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={() => design && onConfirm(design)}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
