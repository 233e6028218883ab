import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import { useDismiss } from '../../hooks/use-dismiss';
import { useLanguage } from '../../i18n/use-language';
import { LanguageOptions } from '../language/language-options';

const optionClass = (current: boolean) =>
  `flex w-full items-center justify-between gap-2 px-4 py-2.5 text-left text-sm font-medium outline-none hover:bg-emerald-50 hover:text-emerald-800 focus-visible:bg-emerald-50 focus-visible:text-emerald-800 ${
    current ? 'text-emerald-800' : 'text-slate-700'
  }`;

/**
 * A visitor's language on a wide screen (beside Login): the current language's name opens the
 * three to choose from. On a phone the menu under the bar has them (docs/decisions/062).
 */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <div ref={rootRef} className="relative hidden md:block">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('language.current', { name: LANGUAGE_NAMES[language] })}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-white transition hover:bg-emerald-800 focus-visible:outline-white"
      >
        <GlobeIcon />
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 mt-2 w-44 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-black/5"
        >
          <LanguageOptions optionClass={optionClass} onChosen={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}

export function GlobeIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={className}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </svg>
  );
}
