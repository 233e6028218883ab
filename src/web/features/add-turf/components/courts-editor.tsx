import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_DANGER, ACTION_SECONDARY } from '../../../components/action-styles';
import { CourtFields } from '../../../components/court-fields';
import { MAX_COURTS } from '../../../../shared/courts';
import { newCourtDraft, partChoicesFor, withoutDraft, type CourtDraft } from '../court-drafts';
import { courtProblemText } from '../turf-form-texts';

// Add Turf's optional courts (docs/decisions/029): none, and the turf has one court named after
// it; several for a hall, or two halves and the pitch made of them.

export function CourtsEditor({
  drafts,
  onChange,
  problem,
}: {
  drafts: CourtDraft[];
  onChange: (drafts: CourtDraft[]) => void;
  problem: string | null;
}) {
  const { t } = useTranslation('add-turf');
  const nextKey = useRef(0);
  const add = () => {
    nextKey.current += 1;
    onChange([...drafts, newCourtDraft(drafts, `draft-${nextKey.current}`)]);
  };
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('courts.legend')}</legend>
      <p className="text-sm text-slate-600">
        {drafts.length === 0 ? t('courts.noneHint') : t('courts.someHint')}
      </p>
      <ol className="mt-3 space-y-3">
        {drafts.map((draft, index) => (
          <li
            key={draft.key}
            aria-label={t('courts.court', { number: index + 1 })}
            className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
          >
            <CourtFields
              values={draft}
              partChoices={partChoicesFor(drafts, draft.key)}
              onChange={(values) =>
                onChange(drafts.map((d) => (d.key === draft.key ? { ...draft, ...values } : d)))
              }
            />
            <button
              type="button"
              onClick={() => onChange(withoutDraft(drafts, draft.key))}
              className={`${ACTION_DANGER} mt-3 px-3 py-2 text-sm`}
            >
              {draft.name.trim()
                ? t('courts.remove', { name: draft.name.trim() })
                : t('courts.removeThis')}
            </button>
          </li>
        ))}
      </ol>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {courtProblemText(t, problem)}
        </p>
      ) : null}
      {drafts.length < MAX_COURTS ? (
        <button
          type="button"
          onClick={add}
          className={`${ACTION_SECONDARY} mt-3 px-3 py-2 text-sm`}
        >
          {t('courts.add')}
        </button>
      ) : null}
    </fieldset>
  );
}
