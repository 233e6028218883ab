const ITEMS = [
  { label: 'Open', className: 'bg-white text-slate-800 border border-slate-300' },
  { label: 'Booked (paid)', className: 'bg-emerald-700 text-white' },
  {
    label: 'Paying now',
    className: 'bg-amber-100 text-amber-950 border border-dashed border-amber-600',
  },
  { label: 'Blocked', className: 'bg-slate-600 text-white' },
  { label: 'Closed', className: 'bg-slate-200 text-slate-700' },
  { label: 'Past', className: 'bg-slate-100 text-slate-600 border border-slate-200' },
  { label: 'Selected', className: 'bg-sky-100 text-sky-950 border-2 border-sky-600' },
];

/** What the calendar's colours mean. */
export function CalendarLegend() {
  return (
    <ul className="mt-4 flex flex-wrap gap-2 text-xs" aria-label="Legend">
      {ITEMS.map((item) => (
        <li key={item.label} className={`rounded-md px-2 py-1 ${item.className}`}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
