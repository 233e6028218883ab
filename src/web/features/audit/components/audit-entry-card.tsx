import { useTranslation } from 'react-i18next';
import type { AuditEntryJson } from '../../../../shared/api/audit-contract';
import { useDates } from '../../../i18n/use-language';
import { isVenueFeatureField, venueFeatureText } from '../../../lib/venue-feature-words';
import { changeRows, fieldText, valueText } from '../audit-texts';

/** The `actions` catalogue key of an action: 'attendance.mark' → 'attendance_mark'. */
function actionKey(action: string): string {
  return action.replace(/\./g, '_');
}

/** One entry: who did what to what, when, and each value before → after. */
export function AuditEntryCard({ entry, timeZone }: { entry: AuditEntryJson; timeZone: string }) {
  const { t, i18n } = useTranslation('audit');
  const { t: common } = useTranslation('common');
  // Amenities and house rules are the API's words: shown in the reader's (decision 067).
  const shown = (field: string, value: unknown) =>
    isVenueFeatureField(field) && value
      ? venueFeatureText(common, field, value)
      : valueText(t, value);
  const dates = useDates();
  const who = t('entry.who', { name: entry.actor.fullname, role: t(`roles.${entry.actor.role}`) });
  const key = `actions.${actionKey(entry.action)}`;
  const mark = (entry.after as { attendance?: unknown } | null)?.attendance;
  const what = i18n.exists(key, { ns: 'audit' })
    ? t(key as 'actions.other', { target: entry.target, mark: valueText(t, mark), action: '' })
    : t('actions.other', { action: entry.action, target: entry.target });
  const rows = changeRows(entry.before, entry.after);
  return (
    <li>
      <article
        data-testid="audit-entry"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <p className="text-slate-900">
          <span className="font-semibold">{who}</span> {what}
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          <time dateTime={entry.at}>{dates.venueInstant(entry.at, timeZone)}</time>
        </p>
        {rows.length > 0 ? (
          <dl className="mt-3 divide-y divide-slate-100 border-t border-slate-100 text-sm">
            {rows.map((row) => (
              <div
                key={row.field || 'value'}
                className="grid gap-1 py-2 sm:grid-cols-[minmax(8rem,1fr)_3fr] sm:gap-3"
              >
                <dt className="font-medium text-slate-700">
                  {row.field ? fieldText(t, row.field) : t('entry.value')}
                </dt>
                <dd className="break-words whitespace-pre-line text-slate-900">
                  {row.before === undefined || row.before === null ? null : (
                    <>
                      <span className="sr-only">{t('entry.before')}: </span>
                      <span className="text-slate-500 line-through decoration-slate-400">
                        {shown(row.field, row.before)}
                      </span>
                      <span aria-hidden="true" className="px-1.5 text-slate-400">
                        →
                      </span>
                    </>
                  )}
                  <span className="sr-only">{t('entry.after')}: </span>
                  <span className="font-medium">{shown(row.field, row.after)}</span>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </article>
    </li>
  );
}
