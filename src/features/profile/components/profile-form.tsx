import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Camera, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { RASTER_IMAGE_TYPES } from '@/lib/constants';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { ProfileAvatar } from './profile-avatar';

interface Draft {
  full_name: string;
  bio: string;
}

/**
 * Avatar upload plus e-mail (read-only), full name and bio. Until the user edits a field the
 * inputs show the cached profile, so a change saved in another tab appears here too.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const ids = { file: useId(), email: useId(), name: useId(), bio: useId(), emailHint: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateProfile();
  const upload = useUploadAvatar();

  const values: Draft = draft ?? { full_name: profile.full_name ?? '', bio: profile.bio ?? '' };
  const edit = (patch: Partial<Draft>) => setDraft({ ...values, ...patch });

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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      {
        id: profile.id,
        email: profile.email,
        full_name: values.full_name.trim() || null,
        bio: values.bio.trim() || null,
        avatar_url: profile.avatar_url,
      },
      { onSuccess: () => setDraft(null) },
    );
  }

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

      <form className="space-y-5" onSubmit={onSubmit}>
        <div className="space-y-1.5">
          <Label htmlFor={ids.email}>Email</Label>
          <Input id={ids.email} type="email" value={profile.email ?? ''} readOnly aria-describedby={ids.emailHint} />
          <p id={ids.emailHint} className="text-xs text-gray-600">
            Email cannot be changed
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.name}>Full Name</Label>
          <Input
            id={ids.name}
            autoComplete="name"
            value={values.full_name}
            onChange={(e) => edit({ full_name: e.target.value })}
            placeholder="Enter your full name"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.bio}>Bio</Label>
          <Textarea
            id={ids.bio}
            rows={4}
            value={values.bio}
            onChange={(e) => edit({ bio: e.target.value })}
            placeholder="Tell us a little about yourself and the parties you love to throw"
          />
        </div>
        <Button type="submit" variant="gradient" disabled={update.isPending}>
          <Save aria-hidden="true" />
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </div>
  );
}
