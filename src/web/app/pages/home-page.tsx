import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { HomeCarousel } from '../../features/home/components/home-carousel';
import { SportsListSection } from '../../features/home/components/sports-list-section';
import { useAuthStore } from '../../lib/auth-store';

/** / : owners go to Add Turf (spec §2, §6); everyone else gets the carousel and the Sports List. */
export function HomePage() {
  const { t } = useTranslation('home');
  const isOwner = useAuthStore((state) => state.user?.role === 'owner');
  if (isOwner) return <Navigate to="/turfform" replace />;

  return (
    <>
      <PageTitle title={t('title')} />
      <h1 className="sr-only">{t('heading')}</h1>
      <HomeCarousel />
      <SportsListSection />
    </>
  );
}
