// Vendor categories (docs/product.md#vendor-lists) with what to ask them. The planner never invents businesses:
// it says which kind of vendor to look for and the questions that avoid surprises.
import type { VendorCategory } from '../../party-constants.ts';
import { big, booze, diy, large, notDiy, premium, small, type Entry, type TypeKey } from '../types.ts';

const AWAY: TypeKey[] = ['birthday', 'corporate', 'wedding', 'graduation', 'holiday', 'babyShower', 'casual'];

export const VENDOR_GUIDE: Record<VendorCategory, Entry[]> = {
  Catering: [
    notDiy('Catering: ask for per-person pricing for {guests} guests, dietary labels and whether staff, setup and cleanup are included'),
    diy('Catering: ask a local restaurant about party trays or family-style pans for {guests} — cheaper than full catering'),
  ],
  Photography: [
    'Photography: ask for hourly rates, number of edited photos, delivery time and whether prints are included',
    premium('Photography: ask about a second shooter and a same-day slideshow'),
  ],
  'DJ/Music': [
    big('DJ/Music: ask about equipment, microphone for toasts, playlist input, do-not-play list and overtime rates'),
    small('DJ/Music: ask a solo acoustic musician about a two-hour set and sound needs'),
  ],
  // A housewarming is at home: no venue advice there.
  Venue: [
    notDiy('Venue: ask about capacity for {guests}, what is included (tables, chairs, AV), outside-food rules, cleaning fees and the rain plan', {
      types: AWAY,
    }),
    diy('Venue: ask the local parks department or community centre about pavilion or hall rental rates', { types: AWAY }),
  ],
  Decorations: ['Decorations: ask about balloon garlands or backdrops, colour matching, setup and teardown times'],
  Flowers: ['Flowers: ask for seasonal blooms within the budget, centrepiece sizes and delivery and setup'],
  Entertainment: [
    'Entertainment: ask about performance length, audience age range, space and power needs and a backup plan',
    large('Entertainment: ask about interactive acts (caricaturist, magician, photo booth) that serve many guests an hour'),
  ],
  Transportation: [large('Transportation: ask about shuttle capacity, hourly minimums and pickup points for {guests} guests')],
  'Equipment Rental': [
    'Equipment Rental: ask about tables, chairs, linens and tents, delivery windows and damage deposits',
    big('Equipment Rental: ask about a PA system and microphone for announcements'),
  ],
  'Bakery/Cakes': ['Bakery/Cakes: ask about flavours, servings for {guests} guests, allergy-friendly options and delivery'],
  'Bar Service': [booze('Bar Service: ask about licensed bartenders, per-hour rates, drink packages, ice and glassware, and liability insurance')],
  'Event Planning': [premium('Event Planning: ask whether it is full planning or day-of coordination, which vendors they manage and their fee')],
  Other: [
    large('Other: portable restrooms or generators for outdoor venues — ask about delivery and servicing'),
    'Other: cleaning service — book a post-party clean and ask about same-night availability',
  ],
};

export const GENERAL_VENDORS: Entry[] = Object.values(VENDOR_GUIDE).flat();
