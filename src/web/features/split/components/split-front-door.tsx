import { Link } from 'react-router';
import type { SplitPreview } from '../../../../shared/api/split-contract';
import { formatDate } from '../../../../shared/display-format';
import { withReturnPath } from '../../../../shared/return-path';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { ShareFrontDoor } from '../../../components/share-front-door';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useSplitPreview } from '../../../queries/splits';
import { formatRupeeAmount } from '../../../utils/money';
import { failureText } from '../split-wording';

/** Why there is nothing left to pay, when there is not. */
function closedNote(preview: SplitPreview): string | null {
  if (preview.share !== null && preview.status === 'open') return null;
  if (preview.status === 'ended') return 'This split has ended: nothing is left to pay.';
  return 'Every share is paid: the booking is confirmed.';
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
  const preview = useSplitPreview(splitId, token);
  // No token (the booker's own link, from Your Bookings) or a wrong one: the split is only shown
  // signed in, so the way in comes back here.
  if (!token || preview.isError)
    return (
      <StatePanel
        title={token ? 'This split cannot be shown' : 'Sign in to see this split'}
        text={
          token
            ? failureText(preview.error)
            : 'A split without its share link is shown to its booker.'
        }
        tone={token ? 'error' : 'muted'}
      >
        <Link to={withReturnPath('/login', returnTo)} className={ACTION_PRIMARY}>
          Sign in
        </Link>
      </StatePanel>
    );
  if (preview.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the split" />
      </div>
    );
  const split = preview.data;
  const note = closedNote(split);
  return (
    <ShareFrontDoor
      heading="Pay your share"
      turfName={split.turfName}
      facts={[
        { label: 'Where', value: split.location },
        { label: 'Day', value: formatDate(split.date) },
        { label: 'Time', value: `${split.startTime} – ${split.endTime}` },
        {
          label: 'Shares left',
          value: `${split.sharesLeft} of ${split.teammates} still to pay`,
        },
      ]}
      amount={
        note === null && split.share !== null
          ? { label: 'Your share', value: formatRupeeAmount(split.share) }
          : null
      }
      action="Sign in to pay"
      returnTo={returnTo}
      note={note ?? 'By card or UPI once you are signed in.'}
    />
  );
}
