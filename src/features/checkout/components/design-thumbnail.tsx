import { useState } from 'react';
import { Shirt } from 'lucide-react';
import { cn } from '@/lib/utils';
import { designThumbnailUrl } from '../lib/design-thumbnail';

/**
 * An ordered design, resized by the storage render endpoint. A design deleted since the order
 * shows a T-shirt icon instead of a broken image.
 */
export function DesignThumbnail({ url, name, size = 48, className }: { url: string | null; name: string; size?: number; className?: string }) {
  const [broken, setBroken] = useState(false);
  const box = cn('shrink-0 rounded-md border border-gray-200 bg-gray-100', className);
  if (!url || broken) {
    return (
      <span role="img" aria-label={name} className={cn(box, 'inline-flex items-center justify-center text-gray-400')} style={{ width: size, height: size }}>
        <Shirt aria-hidden="true" className="size-1/2" />
      </span>
    );
  }
  return (
    <img
      src={designThumbnailUrl(url, size * 2)}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={cn(box, 'object-contain')}
    />
  );
}
