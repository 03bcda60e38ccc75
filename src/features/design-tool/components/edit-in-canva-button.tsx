import { Palette } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useCanvaConfigured, useCanvaConnection } from '../api/canva-connection';
import { useEditInCanva, type CanvaImage } from '../api/edit-in-canva';

/**
 * 'Edit in Canva' (docs/product.md#edit-in-canva) for a saved T-shirt design or a party photo. Shown only once this
 * server has Canva credentials and the user has connected their Canva account.
 */
export function EditInCanvaButton({
  image,
  what,
  ...props
}: { image: CanvaImage; /** Which image, for screen readers. */ what?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { user } = useAuth();
  const configured = useCanvaConfigured();
  // Asked only of a server with Canva credentials, once the user is known: a party page shows
  // several such buttons, and each read is a request and a render.
  const connection = useCanvaConnection(user?.id ?? '', !!user && configured.data === true);
  const edit = useEditInCanva();
  if (!user || configured.data !== true || !connection.data) return null;
  return (
    <Button variant="outline" {...props} disabled={edit.isPending || props.disabled} onClick={() => edit.mutate(image)}>
      <Palette aria-hidden="true" />
      {edit.isPending ? 'Opening Canva...' : 'Edit in Canva'}
      {what ? <span className="sr-only"> ({what})</span> : null}
    </Button>
  );
}
