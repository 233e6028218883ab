import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../../../hooks/use-dismiss';
import { currentLabel, type FilterKey } from '../filter-params';
import type { TurfFiltersApi } from '../hooks/use-turf-list-state';
import { FilterOptionLink } from './filter-option-link';

const optionClass = (active: boolean) =>
  `flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm transition ${
    active
      ? 'bg-emerald-50 font-semibold text-emerald-800'
      : 'text-slate-700 hover:bg-slate-50 hover:text-emerald-800'
  }`;

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="size-5 text-emerald-600"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The phone filters (< md): a tab per group, each opening a dropdown of its choices. */
export function FilterTabs({ filters, groups, hrefFor }: TurfFiltersApi) {
  const { t } = useTranslation('turfs');
  const [openKey, setOpenKey] = useState<FilterKey | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const close = () => setOpenKey(null);
  useDismiss(rootRef, openKey !== null, close);
  const openGroup = groups.find((group) => group.key === openKey);

  return (
    <div
      ref={rootRef}
      className="sticky top-16 z-30 -mx-4 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:hidden"
    >
      <div
        role="group"
        aria-label={t('filter.heading')}
        className={`grid gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200 ${
          groups.length === 3 ? 'grid-cols-3' : 'grid-cols-2'
        }`}
      >
        {groups.map((group) => {
          const open = openKey === group.key;
          const chosen = filters[group.key] !== '';
          return (
            <button
              key={group.key}
              type="button"
              aria-expanded={open}
              aria-controls={open ? `${baseId}-${group.key}` : undefined}
              onClick={() => setOpenKey(open ? null : group.key)}
              className={`flex min-w-0 flex-col items-center rounded-lg px-2 py-1.5 transition ${
                open ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-emerald-50'
              }`}
            >
              <span className="flex items-center gap-1 text-sm font-semibold">
                {group.label}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={`size-4 transition ${open ? 'rotate-180' : ''}`}
                >
                  <path
                    fillRule="evenodd"
                    d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z"
                    clipRule="evenodd"
                  />
                </svg>
              </span>
              {/* Two lines at most: a price band ('₹500.00 – ₹1,000.00') wraps rather than losing its end. */}
              <span
                className={`line-clamp-2 w-full text-xs break-words ${
                  open
                    ? 'text-emerald-50'
                    : chosen
                      ? 'font-semibold text-emerald-700'
                      : 'text-slate-500'
                }`}
              >
                {currentLabel(group, filters)}
              </span>
            </button>
          );
        })}
      </div>

      {openGroup ? (
        <div
          id={`${baseId}-${openGroup.key}`}
          role="region"
          aria-label={t('filter.choices', { group: openGroup.label })}
          className="absolute inset-x-4 top-full sm:inset-x-6 z-10 mt-1 max-h-[60vh] overflow-y-auto rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          <ul className="space-y-0.5">
            {[{ value: '', label: openGroup.allLabel }, ...openGroup.options].map((option) => {
              const active = filters[openGroup.key] === option.value;
              return (
                <li key={option.value || 'all'}>
                  <FilterOptionLink
                    to={hrefFor(openGroup.key, option.value)}
                    active={active}
                    onSelect={close}
                    className={optionClass(active)}
                  >
                    {option.label}
                    {active ? <Check /> : null}
                  </FilterOptionLink>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
