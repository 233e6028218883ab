import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SplitPreview } from '../../../../shared/api/split-contract';
import { withReturnPath } from '../../../../shared/return-path';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { ShareFrontDoor } from '../../../components/share-front-door';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { useSplitPreview } from '../../../queries/splits';
import { formatRupeeAmount } from '../../../utils/money';

/** Why there is nothing left to pay, when there is not. */
function closedNote(t: TFunction, preview: SplitPreview): string | null {
  if (preview.share !== null && preview.status === 'open') return null;
  if (preview.status === 'ended') return t('frontDoor.ended');
  return t('page.complete');
}

/**
 * A split's share link opened before signing in (docs/decisions/061): the turf, day, time and the
 * teammate's share first, then "Sign in to pay" and "Sign up", which both come back to this link.
 */
export function SplitFrontDoor({
  splitId,
  token,
  returnTo,
}: {
  splitId: string;
  token: string | null;
  returnTo: string;
}) {
  const { t } = useTranslation('split');
  const errorText = useErrorText();
  const dates = useDates();
  const preview = useSplitPreview(splitId, token);
  // No token (the booker's own link, from Your Bookings) or a wrong one: the split is only shown
  // signed in, so the way in comes back here.
  if (!token || preview.isError)
    return (
      <StatePanel
        title={token ? t('frontDoor.cannotShow') : t('frontDoor.signInToSee')}
        text={token ? errorText(preview.error) : t('frontDoor.noToken')}
        tone={token ? 'error' : 'muted'}
      >
        <Link to={withReturnPath('/login', returnTo)} className={ACTION_PRIMARY}>
          {t('frontDoor.signIn')}
        </Link>
      </StatePanel>
    );
  if (preview.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('page.loading')} />
      </div>
    );
  const split = preview.data;
  const note = closedNote(t, split);
  return (
    <ShareFrontDoor
      heading={t('frontDoor.heading')}
      turfName={split.turfName}
      facts={[
        { label: t('frontDoor.where'), value: split.location },
        { label: t('frontDoor.day'), value: dates.date(split.date) },
        {
          label: t('frontDoor.time'),
          value: t('frontDoor.timeValue', { start: split.startTime, end: split.endTime }),
        },
        {
          label: t('frontDoor.sharesLeft'),
          value: t('frontDoor.sharesLeftValue', { left: split.sharesLeft, total: split.teammates }),
        },
      ]}
      amount={
        note === null && split.share !== null
          ? { label: t('frontDoor.yourShare'), value: formatRupeeAmount(split.share) }
          : null
      }
      action={t('frontDoor.action')}
      returnTo={returnTo}
      note={note ?? t('frontDoor.note')}
    />
  );
}
