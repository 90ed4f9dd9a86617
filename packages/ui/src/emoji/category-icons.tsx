import { createIcon, FlagIcon, type IconComponent } from '../icons';
import type { PickerCategoryId } from './emoji-types';

export const SmileIcon = /* @__PURE__ */ createIcon(
  'smile',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M8 14.5a5 5 0 0 0 8 0M9 9.5h.01M15 9.5h.01" />
  </>,
);
const ClockIcon = /* @__PURE__ */ createIcon(
  'clock',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v5l3 2" />
  </>,
);
const SparkleIcon = /* @__PURE__ */ createIcon('sparkle', <path d="M12 3c.6 4.6 2.4 6.4 7 7-4.6.6-6.4 2.4-7 7-.6-4.6-2.4-6.4-7-7 4.6-.6 6.4-2.4 7-7zM19 16v4M17 18h4" />);
const LeafIcon = /* @__PURE__ */ createIcon(
  'leaf',
  <>
    <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z" />
    <path d="M2 21c0-3 1.9-5.4 5.2-6.1 2.4-.5 4.6-1.8 5.8-3.9" />
  </>,
);
const FoodIcon = /* @__PURE__ */ createIcon(
  'food',
  <>
    <path d="M17 8h1a4 4 0 0 1 0 8h-1" />
    <path d="M3 8h14v9a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z" />
    <path d="M7 2v2M11 2v2M15 2v2" />
  </>,
);
const BallIcon = /* @__PURE__ */ createIcon(
  'ball',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M5.3 5.3c3.4 3 3.9 9.9 0 13.4M18.7 5.3c-3.4 3-3.9 9.9 0 13.4" />
  </>,
);
const CarIcon = /* @__PURE__ */ createIcon(
  'car',
  <>
    <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
    <path d="M3 12h18M9 17h6" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
  </>,
);
const BulbIcon = /* @__PURE__ */ createIcon(
  'bulb',
  <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V18h6v-1.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2z" />,
);
const HeartIcon = /* @__PURE__ */ createIcon(
  'heart',
  <path d="M19.5 12.6 12 20l-7.5-7.4A5 5 0 1 1 12 6a5 5 0 1 1 7.5 6.6z" />,
);

export const CATEGORY_ICONS: Readonly<Record<PickerCategoryId, IconComponent>> = {
  recent: ClockIcon,
  custom: SparkleIcon,
  people: SmileIcon,
  nature: LeafIcon,
  foods: FoodIcon,
  activity: BallIcon,
  places: CarIcon,
  objects: BulbIcon,
  symbols: HeartIcon,
  flags: FlagIcon,
};
