import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingJson } from '../../../../shared/booking-types';
import { bookingStatusLabel } from '../../../../shared/booking-status';
import { formatPaise } from '../../../../shared/display-format';
import type { LocalMoment } from '../../../../shared/slots';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { TurfImage } from '../../../components/turf-card';
import { useDates } from '../../../i18n/use-language';
import { summarizeSubscription } from '../group-bookings';
import { CARD_FRAME, bookingPath } from './booking-card';

function SlotRow({ slot, now }: { slot: BookingJson; now: LocalMoment }) {
  const dates = useDates();
  return (
    <li data-testid="subscription-slot">
      <Link
        to={bookingPath(slot._id)}
        className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg px-3 py-2.5 text-sm hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-700"
      >
        <span className="min-w-0 font-medium text-slate-900">
          {dates.date(slot.date)},{' '}
          <span className="whitespace-nowrap">
            {slot.startTime} – {slot.endTime}
          </span>
        </span>
        <span className="flex items-center gap-3">
          <span className="font-mono text-xs text-slate-600">{slot.reference}</span>
          <BookingStatusBadge status={bookingStatusLabel(slot, now)} />
        </span>
      </Link>
    </li>
  );
}

/** A subscription in Your Bookings: one entry for all its slots (given earliest first), which unfold. */
export function SubscriptionCard({ slots, now }: { slots: BookingJson[]; now: LocalMoment }) {
  const { t } = useTranslation('my-bookings');
  const dates = useDates();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const summary = summarizeSubscription(slots, now);
  const turf = slots[0]!.turfId;
  const { next } = summary;
  return (
    <li className={`p-4 sm:p-5 ${CARD_FRAME}`} data-testid="subscription-card">
      <div className="flex gap-4 sm:gap-5">
        <div className="w-20 shrink-0 self-start overflow-hidden rounded-xl sm:w-32">
          <TurfImage src={turf.images} alt="" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-bold break-words text-slate-900 sm:text-lg">{turf.name}</h3>
          <p className="text-sm font-semibold text-violet-800">
            {t('subscription.slots', { count: summary.slotCount })}
          </p>
          <p className="text-sm text-slate-600">{turf.location}</p>
          <p className="text-sm font-medium text-slate-800">
            {dates.date(summary.firstDate)}
            {summary.lastDate !== summary.firstDate ? ` – ${dates.date(summary.lastDate)}` : ''}
          </p>
          <p className="text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="card.paid"
              values={{ amount: formatPaise(summary.chargedPaise) }}
              components={{ amount: <span className="font-bold text-slate-900" /> }}
            />
            {summary.refundedPaise > 0 ? (
              <span className="text-slate-700">
                {' · '}
                {t('subscription.back', { amount: formatPaise(summary.refundedPaise) })}
              </span>
            ) : null}
          </p>
          {next ? (
            <p className="text-sm text-slate-700">
              {t('subscription.next')}{' '}
              <Link
                to={bookingPath(next._id)}
                className="font-semibold text-emerald-800 underline-offset-4 hover:underline"
              >
                {t('card.when', {
                  date: dates.date(next.date),
                  start: next.startTime,
                  end: next.endTime,
                })}
              </Link>{' '}
              <span className="font-mono text-xs text-slate-600">({next.reference})</span>
            </p>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        className="mt-3 inline-flex w-full items-center justify-between rounded-lg border border-slate-200 px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {open ? t('subscription.hide') : t('subscription.showAll', { count: summary.slotCount })}
        <span aria-hidden="true" className={`transition ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <ol
        id={listId}
        hidden={!open}
        aria-label={t('subscription.listLabel', { turf: turf.name })}
        className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
      >
        {slots.map((slot) => (
          <SlotRow key={slot._id} slot={slot} now={now} />
        ))}
      </ol>
    </li>
  );
}
