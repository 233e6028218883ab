import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TurfEdit } from '../../../../shared/api/turf-edit-contract';
import { TurfImage } from '../../../components/turf-card';
import { formatRupeeAmount } from '../../../utils/money';
import { useDates } from '../../../i18n/use-language';
import { sportText } from '../sport-text';
import { venueDateTimeOf } from '../venue-instant';
import { isVenueFeatureField, venueFeatureText } from '../../../lib/venue-feature-words';

// The fields as the add-turf form names them, in its order (their words: edits.fields.<field>).
const FIELD_ORDER = [
  'name',
  'images',
  'address',
  'location',
  'price',
  'description',
  'sports_type',
  'linkes',
  // Where it is and what it has (docs/decisions/067): 'lat,lng' and the API's words.
  'geo',
  'amenities',
  'houseRules',
  // A change of the listing's courts (docs/decisions/030): one line per court, before and after.
  'courts',
  // A change of the listing's price rules (docs/decisions/034): bands, special days, offer.
  'pricing',
  // A court priced apart, or back to the listing's prices (docs/decisions/039).
  'courtPricing',
];

function FieldValue({ field, value }: { field: string; value: string | undefined }) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  if (value === undefined) return <span className="text-slate-500">—</span>;
  if (isVenueFeatureField(field)) {
    return <>{venueFeatureText(common, field, value) || '—'}</>;
  }
  if (field === 'images') {
    return (
      <span className="block w-24 overflow-hidden rounded-md">
        <TurfImage src={value} alt="" />
      </span>
    );
  }
  if (field === 'price') return <span className="font-semibold">{formatRupeeAmount(value)}</span>;
  if (field === 'sports_type') return <>{sportText(t, value)}</>;
  return <span className="break-words whitespace-pre-line">{value}</span>;
}

/** One recorded edit: which turf, who, when, and each changed field before and after. */
export function TurfEditCard({ edit, timeZone }: { edit: TurfEdit; timeZone: string }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const fields = FIELD_ORDER.filter((field) => field in edit.after || field in edit.before);
  return (
    <li>
      <article
        data-testid="turf-edit"
        aria-label={t('edits.label', { turf: edit.turfName })}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="font-bold text-slate-900">
            <Link to={`/admin/dashboard/${edit.turfId}`} className="hover:underline">
              {edit.turfName}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey={edit.editor.role === 'admin' ? 'edits.byAdmin' : 'edits.by'}
              values={{
                when: venueDateTimeOf(edit.at, timeZone, dates.date),
                name: edit.editor.fullname,
              }}
              components={{ editor: <span className="font-medium text-slate-800" /> }}
            />
          </p>
        </div>
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="w-1/4 pb-1 font-medium sm:w-1/5">
                {t('edits.field')}
              </th>
              <th scope="col" className="pb-1 font-medium">
                {t('edits.before')}
              </th>
              <th scope="col" className="pb-1 font-medium">
                {t('edits.after')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 border-t border-slate-100 align-top">
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row" className="py-2 pr-2 font-medium text-slate-700">
                  {t(`edits.fields.${field}`)}
                </th>
                <td className="py-2 pr-3 text-slate-600 line-through decoration-slate-400">
                  <FieldValue field={field} value={edit.before[field]} />
                </td>
                <td className="py-2 text-slate-900">
                  <FieldValue field={field} value={edit.after[field]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </article>
    </li>
  );
}
