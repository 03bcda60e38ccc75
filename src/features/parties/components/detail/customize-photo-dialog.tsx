import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Upload, Wand2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { TextareaField } from '@/components/ui/form-fields';
import { AiAllowanceMeter, useAiGenerationOutcome } from '@/features/checkout';
import { RASTER_IMAGE_TYPES } from '@/lib/constants';
import type { DetailParty } from '../../api/get-party';
import { useGeneratePartyPhoto, useUploadPartyPhoto } from '../../api/party-photo';
import { PHOTO_FAILURE, PHOTO_SUCCESS } from '../../hooks/use-auto-photo';

const promptSchema = z.object({ prompt: z.string().trim().min(1) });

/** Customize Party Photo: a new photo from a description, or one of the user's own images. */
export function CustomizePhotoDialog({ party, open, onOpenChange }: { party: DetailParty; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm({ resolver: zodResolver(promptSchema), defaultValues: { prompt: '' } });
  const prompt = useWatch({ control: form.control, name: 'prompt' });
  const generate = useGeneratePartyPhoto();
  const outcome = useAiGenerationOutcome();
  const upload = useUploadPartyPhoto();
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = generate.isPending || upload.isPending;

  const onGenerate = form.handleSubmit(({ prompt: customPrompt }) => {
    generate.mutate(
      { party, regenerate: true, customPrompt },
      {
        onSuccess: (r) => {
          if (!r.cached) toast.success(PHOTO_SUCCESS, r.notice ? { description: r.notice } : undefined);
          outcome.succeeded();
          form.reset();
          onOpenChange(false);
        },
        onError: (error) => void outcome.failed(error, PHOTO_FAILURE),
      },
    );
  });

  function onFile(file: File | undefined) {
    if (!file) return;
    upload.mutate(
      { partyId: party.id, file },
      {
        onSuccess: () => {
          toast.success('Party photo updated!');
          onOpenChange(false);
        },
        onError: (e) => toast.error(e instanceof Error && /image|10MB/.test(e.message) ? e.message : 'Failed to upload the photo. Please try again.'),
      },
    );
    if (fileRef.current) fileRef.current.value = '';
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Customize Party Photo</DialogTitle>
        <DialogDescription>Describe the picture you'd like, or use one of your own photos.</DialogDescription>
        <Form {...form}>
          <form className="mt-4 space-y-3" onSubmit={onGenerate}>
            <TextareaField
              name="prompt"
              label="Describe your photo"
              message={false}
              placeholder="e.g. A garden table with pastel balloons, fairy lights and a three-tier cake"
              maxLength={1000}
            />
            <AiAllowanceMeter />
            <Button type="submit" variant="gradient" className="w-full" disabled={!prompt.trim() || busy}>
              <Wand2 aria-hidden="true" />
              {generate.isPending ? 'Generating...' : 'Generate Photo'}
            </Button>
          </form>
        </Form>
        <div className="my-4 flex items-center gap-3 text-xs uppercase tracking-wide text-gray-600">
          <span className="h-px flex-1 bg-gray-200" /> or <span className="h-px flex-1 bg-gray-200" />
        </div>
        <input
          ref={fileRef}
          type="file"
          accept={RASTER_IMAGE_TYPES.join(',')}
          aria-label="Upload your own photo"
          tabIndex={-1}
          className="sr-only"
          onChange={(e) => onFile(e.target.files?.[0])}
          disabled={busy}
        />
        <Button variant="outline" className="w-full" disabled={busy} onClick={() => fileRef.current?.click()}>
          <Upload aria-hidden="true" />
          {upload.isPending ? 'Uploading...' : 'Upload Your Own Photo'}
        </Button>
        <p className="mt-2 text-xs text-gray-600">Images up to 10 MB. It replaces the current photo for everyone who can see this party.</p>
      </DialogContent>
    </Dialog>
  );
}
