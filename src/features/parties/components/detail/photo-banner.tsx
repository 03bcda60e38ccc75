import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { BANNER_SLOT } from '@/lib/image-slots';
import { useStorageImage } from '@/lib/storage-image';
import { PartyCardArt } from '../party-card-art';

/** The first thing on the page: fetched at once, ahead of the rest. */
function BannerImage({ url, name, onBroken }: { url: string; name: string; onBroken: () => void }) {
  const image = useStorageImage(url, BANNER_SLOT, onBroken);
  // eslint-disable-next-line jsx-a11y/img-redundant-alt -- "Party photo" is the product's name for this picture, not a description of the element
  return <img {...image} alt={`Party photo for ${name}`} width={1200} height={630} fetchPriority="high" className="h-full w-full object-cover" />;
}

/** The overview's photo: the stored one, a "generating" state, or the party type's tile. */
export function PhotoBanner({ url, type, name, generating }: { url: string | null; type: string; name: string; generating: boolean }) {
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = url && broken !== url;
  return (
    <div className="relative h-56 w-full overflow-hidden bg-gray-100 sm:h-72" data-testid="party-photo">
      {showImage ? (
        <BannerImage url={url} name={name} onBroken={() => setBroken(url)} />
      ) : (
        <div className="h-full [&>div]:h-full">
          <PartyCardArt type={type} />
        </div>
      )}
      {url && broken === url && (
        <p className="absolute bottom-3 left-3 flex items-center gap-1 rounded-md bg-white/90 px-2 py-1 text-xs text-gray-800">
          <ImageOff aria-hidden="true" className="size-3" /> The photo could not be loaded.
        </p>
      )}
      {generating && (
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/40 text-white">
          <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-white/40 border-t-white" />
          <span className="font-medium">Generating party photo...</span>
        </div>
      )}
    </div>
  );
}
