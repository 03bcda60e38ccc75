import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/lazy-supabase';
import { functionErrorMessage } from '@/lib/function-error';
import { sendTab, withWaitingTab } from '@/lib/waiting-tab';

export type CanvaImage = { source: 'tshirt_design'; filePath: string } | { source: 'party_photo'; partyId: string };

/** canva-edit-design (docs/product.md#edit-in-canva): the image becomes a design in the user's Canva; answers its edit URL. */
export async function editInCanva(image: CanvaImage): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ editUrl?: string }>('canva-edit-design', { body: image });
  if (error) throw new Error((await functionErrorMessage(error)) ?? 'Could not open this image in Canva. Please try again.');
  if (!data?.editUrl) throw new Error('Could not open this image in Canva. Please try again.');
  return data.editUrl;
}

/**
 * Opens the design in a new tab. The tab is opened at the click, before the upload (which takes a
 * few seconds), so pop-up blockers let it through; it is pointed at Canva when the answer comes,
 * and closed if there is none.
 */
export function useEditInCanva() {
  return useMutation({
    mutationFn: (image: CanvaImage) => withWaitingTab('Opening Canva...', () => editInCanva(image)),
    onSuccess: ({ result: url, tab }) => {
      toast.success('Opened in Canva');
      if (!sendTab(tab, url))
        toast('Your browser blocked the Canva tab.', { action: { label: 'Open Canva', onClick: () => window.location.assign(url) }, duration: 15_000 });
    },
    onError: (error) => toast.error(error.message),
  });
}
