import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND_NAME, LOGO_SRC } from '../../config/site';

/** The logo and brand name, linking home. */
export function BrandLink() {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg py-1 pr-2 focus-visible:outline-white"
    >
      <img
        src={LOGO_SRC}
        alt={t('nav.logoAlt', { brand: BRAND_NAME })}
        width={36}
        height={36}
        className="size-9 shrink-0"
      />
      <span className="text-xl font-extrabold tracking-tight text-white">{BRAND_NAME}</span>
    </Link>
  );
}
