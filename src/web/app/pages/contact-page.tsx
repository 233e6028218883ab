import { useTranslation } from 'react-i18next';

/** /contact: a placeholder showing only the word contact (spec §2). */
export function ContactPage() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <p className="text-lg">{t('pages.contact')}</p>
    </section>
  );
}
