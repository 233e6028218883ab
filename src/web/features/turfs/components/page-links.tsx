import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';

interface PageLinksProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => To;
}

const linkClass =
  'rounded-lg px-4 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-600 transition hover:bg-emerald-50';

/**
 * Previous / Page n of m / Next. Each page is a URL (a link reproduces it, Back returns to the
 * page before); a new page starts at the top of the list, where the list's own heading is.
 */
export function PageLinks({ page, pages, hrefFor }: PageLinksProps) {
  const { t } = useTranslation('turfs');
  if (pages <= 1) return null;
  const toTop = () => window.scrollTo(0, 0);
  return (
    <nav aria-label={t('pages.label')} className="mt-8 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} onClick={toTop} className={linkClass}>
          {t('pages.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{t('pages.pageOf', { page, pages })}</p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} onClick={toTop} className={linkClass}>
          {t('pages.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
