import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageOptions } from '../../../components/language/language-options';

const optionClass = (current: boolean) =>
  `inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
    current
      ? 'border-emerald-700 bg-emerald-700 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
  }`;

/** The account's language on the profile (docs/decisions/062): the account keeps the choice. */
export function LanguagePanel() {
  const { t } = useTranslation('profile');
  const [saved, setSaved] = useState(false);
  return (
    <div className="mt-6" data-testid="language-panel">
      <h2 className="text-lg font-bold text-slate-900">{t('language.heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('language.hint')}</p>
      <LanguageOptions
        className="mt-3 flex flex-wrap gap-2"
        optionClass={optionClass}
        onChosen={(_language, ok) => setSaved(ok)}
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-800">
        {saved ? t('common:language.saved') : null}
      </p>
    </div>
  );
}
