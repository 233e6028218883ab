import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../shared/i18n/languages';
import { useLanguage } from '../../i18n/use-language';
import { useSwitchLanguage } from './use-switch-language';

interface LanguageOptionsProps {
  /** Each option's look where it sits (a menu's rows, the green bar's, the profile's). */
  optionClass: (current: boolean) => string;
  /** Inside a menu (role="menu") each option is a menu item that is checked or not. */
  inMenu?: boolean;
  /** After a choice (a menu closes). */
  onChosen?: (language: Language, saved: boolean) => void;
  className?: string;
}

/**
 * English, हिन्दी, मराठी, each named in itself (and marked as written in its language, so a
 * screen reader reads it right), the current one marked (docs/decisions/062).
 */
export function LanguageOptions({
  optionClass,
  inMenu,
  onChosen,
  className,
}: LanguageOptionsProps) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={className}
      data-testid="language-options"
    >
      {LANGUAGES.map((language) => {
        const isCurrent = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            role={inMenu ? 'menuitemradio' : undefined}
            aria-checked={inMenu ? isCurrent : undefined}
            aria-current={!inMenu && isCurrent ? 'true' : undefined}
            tabIndex={inMenu ? -1 : undefined}
            className={optionClass(isCurrent)}
            onClick={() => {
              void switchLanguage(language).then((saved) => onChosen?.(language, saved));
            }}
          >
            <span>{LANGUAGE_NAMES[language]}</span>
            {isCurrent ? (
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
