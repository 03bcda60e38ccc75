import { Cake, Briefcase, Gift, GraduationCap, Heart, Home, PartyPopper, Baby } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

const ICONS: Array<[RegExp, ComponentType<SVGProps<SVGSVGElement>>, string]> = [
  [/birthday/i, Cake, 'from-pink-400 to-brand-500'],
  [/corporate/i, Briefcase, 'from-sky-500 to-brand-600'],
  [/wedding|engagement/i, Heart, 'from-rose-400 to-pink-600'],
  [/graduation/i, GraduationCap, 'from-amber-400 to-orange-500'],
  [/housewarming/i, Home, 'from-emerald-400 to-teal-600'],
  [/holiday/i, Gift, 'from-red-400 to-emerald-600'],
  [/baby/i, Baby, 'from-sky-300 to-pink-400'],
];

/** The party's photo when it has one, else a colourful tile with an icon for its type. */
export function PartyCardArt({ type, photoUrl }: { type: string | null; photoUrl?: string | null }) {
  if (photoUrl) {
    return <img src={photoUrl} alt="" loading="lazy" className="h-40 w-full object-cover" />;
  }
  const [, Icon, gradient] = ICONS.find(([re]) => re.test(type ?? '')) ?? [null, PartyPopper, 'from-brand-500 to-accent-500'];
  return (
    <div className={`flex h-40 w-full items-center justify-center bg-gradient-to-br ${gradient}`} aria-hidden="true">
      <Icon className="size-14 text-white/90" />
    </div>
  );
}
