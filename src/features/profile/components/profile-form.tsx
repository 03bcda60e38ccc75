import { useId, useRef, useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Camera, Save } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Form } from '@/components/ui/form';
import { TextareaField, TextField } from '@/components/ui/form-fields';
import { Progress } from '@/components/ui/progress';
import { useAuth } from '@/features/auth';
import { RASTER_IMAGE_TYPES } from '@/lib/constants';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { ChangeEmailDialog } from './change-email-dialog';
import { ProfileAvatar } from './profile-avatar';

const profileSchema = z.object({ full_name: z.string().trim(), bio: z.string().trim() });

/** The auth server's answer to the first of two e-mail change links, in the fragment it redirects to. */
const FIRST_LINK_ACCEPTED = 'Confirmation link accepted';

/**
 * Avatar upload, e-mail (changed through a confirmed change, see ChangeEmailDialog), full name and
 * bio. Until the user edits a field the inputs show the cached profile, so a change saved in
 * another tab appears here too.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const ids = { file: useId(), email: useId(), emailHint: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  // `values` follows the cached profile; a field the user edited keeps their text.
  const form = useForm({
    resolver: zodResolver(profileSchema),
    values: { full_name: profile.full_name ?? '', bio: profile.bio ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const { user } = useAuth();
  // auth-js keeps the user the server answered: new_email is set while a change awaits confirmation.
  const pendingEmail = user?.new_email || null;
  const currentEmail = profile.email ?? user?.email ?? '';
  const [firstLinkAccepted] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('message')?.startsWith(FIRST_LINK_ACCEPTED) ?? false);

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProgress(0);
    upload.mutate(
      { file, profile, onProgress: setProgress },
      {
        onSettled: () => {
          setProgress(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      {
        id: profile.id,
        email: profile.email,
        full_name: values.full_name || null,
        bio: values.bio || null,
        avatar_url: profile.avatar_url,
      },
      // Saved: nothing is an edit any more, the fields follow the profile again.
      { onSuccess: () => form.reset(form.getValues()) },
    );
  });

  return (
    <div className="space-y-8">
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <ProfileAvatar profile={profile} />
        <div className="flex flex-1 flex-col items-center gap-2 sm:items-start">
          <p className="text-lg font-semibold text-gray-900">{profile.full_name || profile.email}</p>
          <input
            ref={fileInput}
            id={ids.file}
            type="file"
            accept={RASTER_IMAGE_TYPES.join(',')}
            className="peer sr-only"
            onChange={onFileChange}
            disabled={upload.isPending}
          />
          <Label
            htmlFor={ids.file}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            <Camera aria-hidden="true" className="size-4" />
            {upload.isPending ? 'Uploading...' : 'Upload Avatar'}
          </Label>
          <p className="text-xs text-gray-600">JPG, PNG, GIF or WebP, less than 5MB.</p>
          {progress !== null && (
            <div className="w-full max-w-xs" aria-live="polite">
              <Progress value={progress} label="Avatar upload progress" />
              <p className="mt-1 text-xs text-gray-700">Uploading... {progress}%</p>
            </div>
          )}
        </div>
      </div>

      {/* Outside the profile form: the dialog's own form must not submit it. */}
      <div className="space-y-1.5">
        <Label htmlFor={ids.email}>Email</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id={ids.email} type="email" value={profile.email ?? ''} readOnly aria-describedby={ids.emailHint} className="flex-1" />
          <ChangeEmailDialog currentEmail={currentEmail} />
        </div>
        {pendingEmail ? (
          <div id={ids.emailHint} role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">Waiting for confirmation of {pendingEmail}</p>
            <p className="mt-1">
              {firstLinkAccepted
                ? 'One confirmation link was accepted. Follow the link sent to the other address to finish the change.'
                : `Confirmation links were sent to ${pendingEmail} and ${currentEmail}. Your e-mail changes once both links are followed.`}
            </p>
          </div>
        ) : (
          <p id={ids.emailHint} className="text-xs text-gray-600">
            Changing it needs a confirmation from both your current and your new address.
          </p>
        )}
      </div>

      <Form {...form}>
        <form className="space-y-5" onSubmit={onSubmit}>
          <TextField name="full_name" label="Full Name" autoComplete="name" placeholder="Enter your full name" />
          <TextareaField name="bio" label="Bio" rows={4} placeholder="Tell us a little about yourself and the parties you love to throw" />
          <Button type="submit" variant="gradient" disabled={update.isPending}>
            <Save aria-hidden="true" />
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </Form>
    </div>
  );
}
