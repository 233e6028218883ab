import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { StaffNav } from './navbar/use-staff-nav';

/**
 * Under the navigation bar while a player has an invitation to a venue's team they have not
 * answered (docs/decisions/066): on every screen, so one who signs up or in to accept it finds
 * it at once. Not on /staff itself, where the invitations are.
 */
export function InvitationBanner({ staff }: { staff: StaffNav }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  if (staff.pending === 0 || pathname.replace(/\/+$/, '') === '/staff') return null;
  return (
    <div
      role="status"
      data-testid="invitation-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 print:hidden"
    >
      <span>{t('staffNav.pending', { count: staff.pending })}</span>
      <Link to="/staff" className="font-semibold underline hover:no-underline">
        {t('staffNav.see')}
      </Link>
    </div>
  );
}
