import { useTranslation } from 'react-i18next';

export type TurfListView = 'list' | 'map';

const VIEWS: readonly TurfListView[] = ['list', 'map'];

/** "List | Map" beside the sort: the same turfs as cards or on a map (decision 067). */
export function ViewToggle({
  view,
  onView,
}: {
  view: TurfListView;
  onView: (view: TurfListView) => void;
}) {
  const { t } = useTranslation('turfs');
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200"
    >
      {VIEWS.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={view === choice}
          onClick={() => onView(choice)}
          className={`rounded-md px-3 py-1 text-sm font-semibold transition ${
            view === choice
              ? 'bg-white text-emerald-800 shadow-sm'
              : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {t(`view.${choice}`)}
        </button>
      ))}
    </div>
  );
}
