import { useTranslation } from 'react-i18next';
import type { DayCloseAnswer } from '../../../../shared/api/day-close-contract';
import { DESK_METHODS } from '../../../../shared/day-close';
import { formatRupeeAmount } from '../../../utils/money';

// What the desk took on the day, by method in all and by each person who took it (decision 066).
// The server counts; this only writes the figures down.

export function DayFigures({ day }: { day: DayCloseAnswer }) {
  const { t } = useTranslation('day-close');
  return (
    <section aria-labelledby="taken-heading" className="mt-6">
      <h2 id="taken-heading" className="text-lg font-bold text-slate-900">
        {day.scope === 'own' ? t('expected.titleOwn') : t('expected.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-4" data-testid="expected">
        {DESK_METHODS.map((method) => (
          <div
            key={method}
            className="min-w-0 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
          >
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">
              {t(`method.${method}`)}
            </dt>
            <dd
              className="mt-1 text-lg font-extrabold break-words text-slate-900 sm:text-2xl"
              data-testid={`expected-${method}`}
            >
              {formatRupeeAmount(day.expected[method])}
            </dd>
          </div>
        ))}
      </dl>
      {day.scope === 'venue' ? <ByPerson people={day.byStaff} /> : null}
    </section>
  );
}

function ByPerson({ people }: { people: DayCloseAnswer['byStaff'] }) {
  const { t } = useTranslation('day-close');
  return (
    <div className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-sm font-semibold text-slate-700">{t('byStaff.title')}</h3>
      {people.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('byStaff.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="by-staff">
          {people.map((person) => (
            <li key={person.userId} className="py-2">
              <p className="font-semibold text-slate-900">{person.fullname}</p>
              <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
                {DESK_METHODS.map((method) => (
                  <div key={method} className="min-w-0">
                    <dt className="text-xs text-slate-600">{t(`method.${method}`)}</dt>
                    <dd className="font-semibold text-slate-900">
                      {formatRupeeAmount(person[method])}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
