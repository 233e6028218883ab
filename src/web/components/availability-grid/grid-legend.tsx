import { useTranslation } from 'react-i18next';
import { isDefaultWeek, type WeekHours } from '../../../shared/opening-hours';
import { MoonIcon, SunIcon } from '../icons';
import { CLOSED_LOOK, OWN_BOOKING_LOOK, OWN_HOLD_LOOK, PRICE_TAG_KEYS } from './grid-cell';

const ITEMS = [
  {
    label: 'legend.day',
    className: 'bg-amber-50 text-slate-800 border border-amber-200',
    icon: <SunIcon />,
  },
  { label: 'legend.night', className: 'bg-slate-800 text-slate-100', icon: <MoonIcon /> },
  { label: 'legend.selected', className: 'bg-emerald-700 text-white', icon: null },
  {
    label: 'legend.endsHere',
    className: 'bg-white text-emerald-800 border-2 border-dashed border-emerald-600',
    icon: null,
  },
  { label: 'legend.booked', className: 'bg-slate-500 text-white', icon: null },
  {
    label: 'legend.past',
    className: 'bg-slate-100 text-slate-600 border border-slate-200',
    icon: null,
  },
];

const OWN_ITEM = { label: 'legend.ownBooking', className: OWN_BOOKING_LOOK, icon: null };
const HOLD_ITEM = {
  label: 'legend.ownHold',
  className: OWN_HOLD_LOOK.replace(' hover:bg-violet-200', ''),
  icon: null,
};
// The cell's own look without its cursor (the legend is not a control).
const CLOSED_ITEM = {
  label: 'legend.closed',
  className: CLOSED_LOOK.replace('cursor-not-allowed ', ''),
  icon: null,
};

interface GridLegendProps {
  /** Also the booking being moved (the reschedule grid). */
  showOwnBooking?: boolean;
  /** Also the player's own unpaid holds (the turf's grid). */
  showOwnHold?: boolean;
  /** The turf's opening hours: Closed is explained only when they close some of the grid. */
  openingHours?: WeekHours | null;
  /** The band words a cell may carry (docs/decisions/034), when the turf's prices vary. */
  priceTags?: readonly string[];
}

/** What the grid's colours mean. */
export function GridLegend({
  showOwnBooking = false,
  showOwnHold = false,
  openingHours = null,
  priceTags = [],
}: GridLegendProps) {
  const { t } = useTranslation('grid');
  const showClosed = !!openingHours && !isDefaultWeek(openingHours);
  const items = [
    ...(showOwnBooking ? [OWN_ITEM] : []),
    ...(showOwnHold ? [HOLD_ITEM] : []),
    ...ITEMS,
    ...(showClosed ? [CLOSED_ITEM] : []),
  ].map((item) => ({ ...item, label: t(item.label) }));
  const allItems = [
    ...items,
    ...priceTags.map((tag) => ({
      label: t('legend.priceBand', { tag: PRICE_TAG_KEYS[tag] ? t(PRICE_TAG_KEYS[tag]) : tag }),
      className: 'bg-white text-slate-700 border border-slate-200',
      icon: null,
    })),
  ];
  return (
    <ul className="flex flex-wrap gap-2 text-xs" aria-label={t('legend.label')}>
      {allItems.map((item) => (
        <li
          key={item.label}
          className={`inline-flex items-center gap-1 rounded-md px-2 py-1 ${item.className}`}
        >
          {item.icon}
          {item.label}
        </li>
      ))}
    </ul>
  );
}
