import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../config/site';

// Spec §2 Footer: brand title, contact mail and phone, Quick Links (all to /), copyright.
const QUICK_LINKS = ['home', 'aboutUs', 'contactUs'] as const;

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="bg-emerald-950 text-emerald-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:px-8">
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight text-white">{BRAND_NAME}</h2>
          <p className="mt-2 max-w-sm text-sm text-emerald-200/80">{t('footer.tagline')}</p>
          <p className="mt-4 text-sm">
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-white hover:underline">
              {SUPPORT_EMAIL}
            </a>
            <span aria-hidden="true" className="mx-2 text-emerald-400">
              |
            </span>
            <a
              href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}
              className="font-medium text-white hover:underline"
            >
              {SUPPORT_PHONE}
            </a>
          </p>
        </div>
        <nav aria-label={t('footer.quickLinks')} className="sm:justify-self-end">
          <h2 className="text-sm font-semibold tracking-wider text-emerald-300 uppercase">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link}>
                <Link to="/" className="text-emerald-100 hover:text-white hover:underline">
                  {t(`footer.${link}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-emerald-900">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-emerald-300/80 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: String(new Date().getFullYear()), brand: BRAND_NAME })}
        </p>
      </div>
    </footer>
  );
}
