import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';

const block = 'rounded-lg bg-slate-200 motion-safe:animate-pulse';

/**
 * The turf page's shape while the turf loads (spec §2: 'Loading turf details...'): the picture,
 * the facts beside it and the grid below take the room they will have, so nothing moves when the
 * turf arrives.
 */
export function TurfDetailSkeleton() {
  const { t } = useTranslation('turf-detail');
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`aspect-[4/3] w-full rounded-2xl ${block}`} />
        <div className="space-y-4">
          <div className={`h-5 w-40 ${block}`} />
          <div className={`h-9 w-3/4 ${block}`} />
          <p className="flex items-center gap-3 text-slate-600">
            <Spinner className="size-5 text-emerald-700" />
            {t('loading')}
          </p>
          <div className={`h-5 w-2/3 ${block}`} />
          <div className={`h-8 w-36 ${block}`} />
          <div className={`h-24 w-full ${block}`} />
        </div>
      </div>
      <div className="space-y-4">
        <div className={`h-7 w-40 ${block}`} />
        <div className={`h-[400px] w-full rounded-xl ${block}`} />
      </div>
    </div>
  );
}
