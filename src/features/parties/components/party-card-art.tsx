import { Cake, Briefcase, Gift, GraduationCap, Heart, Home, PartyPopper, Baby } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { CARD_IMAGE_SLOT } from '@/lib/image-slots';
import { useStorageImage } from '@/lib/storage-image';

const ICONS: Array<[RegExp, ComponentType<SVGProps<SVGSVGElement>>, string]> = [
  [/birthday/i, Cake, 'from-pink-400 to-brand-500'],
  [/corporate/i, Briefcase, 'from-sky-500 to-brand-600'],
  [/wedding|engagement/i, Heart, 'from-rose-400 to-pink-600'],
  [/graduation/i, GraduationCap, 'from-amber-400 to-orange-500'],
  [/housewarming/i, Home, 'from-emerald-400 to-teal-600'],
  [/holiday/i, Gift, 'from-red-400 to-emerald-600'],
  [/baby/i, Baby, 'from-sky-300 to-pink-400'],
];

function CardPhoto({ url, priority }: { url: string; priority: boolean }) {
  const image = useStorageImage(url, CARD_IMAGE_SLOT);
  return (
    <img
      {...image}
      alt=""
      width={384}
      height={160}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="h-40 w-full object-cover"
    />
  );
}

/**
 * The party's photo when it has one, else a colourful tile with an icon for its type. The photo
 * comes resized for the card; `priority` marks the first card a visitor sees, fetched before the
 * rest, which wait until they are near the screen.
 */
export function PartyCardArt({ type, photoUrl, priority = false }: { type: string | null; photoUrl?: string | null; priority?: boolean }) {
  if (photoUrl) return <CardPhoto url={photoUrl} priority={priority} />;
  const [, Icon, gradient] = ICONS.find(([re]) => re.test(type ?? '')) ?? [null, PartyPopper, 'from-brand-500 to-accent-500'];
  return (
    <div className={`flex h-40 w-full items-center justify-center bg-gradient-to-br ${gradient}`} aria-hidden="true">
      <Icon className="size-14 text-white/90" />
    </div>
  );
}
