import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { takenRanges } from '../../../../shared/availability';
import {
  courtsOfTurf,
  defaultCourtChoice,
  priceWaitsForCourt,
  unavailableRanges,
} from '../../../../shared/court-availability';
import { rulesBeyondBase } from '../../../../shared/price-rules';
import { priceRulesOfTurf } from '../../../../shared/price-rules-json';
import { rupeesToPaise } from '../../../../shared/pricing';
import { isPastSlot, timeLabel, type TimeRange } from '../../../../shared/slots';
import {
  MIN_SUBSCRIPTION_SLOTS,
  MAX_SUBSCRIPTION_SLOTS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_MESSAGES,
  checkSubscriptionSlot,
  isClosedEnd,
  isClosedStart,
} from '../../../../shared/subscription';
import type { LocalDate } from '../../../../shared/time';
import type { TurfJson } from '../../../../shared/turf-types';
import { CancellationPolicyNote } from '../../../components/cancellation-policy-note';
import { CreditChoice, useCreditChoice } from '../../../components/credit-choice';
import { TurfImage } from '../../../components/turf-card';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { useAuthStore } from '../../../lib/auth-store';
import { useTurfAvailability } from '../../../queries/turf-detail';
import { formatRupeeAmount } from '../../../utils/money';
import { useSubscriptionDraft } from '../hooks/use-subscription-draft';
import { plannerDay } from '../planner-day';
import { insertSlot, quoteSubscription } from '../subscription-order';
import { PriceSummary } from './price-summary';
import { PromoCodeField } from '../../../components/promo-code-field';
import { usePromoCode } from '../../../hooks/use-promo-code';
import { Spinner } from '../../../components/spinner';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { useSubscriptionQuote } from '../api/subscription-quote';
import { ProceedToPay } from './proceed-to-pay';
import { SelectedSlotList } from './selected-slot-list';
import { SlotPicker } from './slot-picker';

/** A slot's check messages (shared, English for the server) by their subscription keys. */
const SLOT_PROBLEM_KEYS: Record<string, string> = {
  [SUBSCRIPTION_MESSAGES.bothTimes]: 'problem.bothTimes',
  [SUBSCRIPTION_MESSAGES.endAfterStart]: 'problem.endAfterStart',
  [SUBSCRIPTION_MESSAGES.past]: 'problem.past',
  [SUBSCRIPTION_MESSAGES.taken]: 'problem.taken',
  [SUBSCRIPTION_MESSAGES.overlapsSelected]: 'problem.overlapsSelected',
  [SUBSCRIPTION_MESSAGES.tooFew]: 'problem.tooFew',
  [SUBSCRIPTION_MESSAGES.tooMany]: 'problem.tooMany',
  [SUBSCRIPTION_MESSAGES.closed]: 'problem.closed',
};

function slotProblemText(problem: string, t: TFunction): string {
  const key = SLOT_PROBLEM_KEYS[problem];
  return key ? t(key, { min: MIN_SUBSCRIPTION_SLOTS, max: MAX_SUBSCRIPTION_SLOTS }) : problem;
}

/** The subscription screen for one turf: pick slots on the left, review and pay on the right. */
export function SubscriptionPlanner({ turf }: { turf: TurfJson }) {
  const user = useAuthStore((state) => state.user);
  const { t } = useTranslation('subscription');
  const dates = useDates();
  const errorText = useErrorText();
  const now = useVenueNow();
  const [draft, setDraft] = useSubscriptionDraft(turf._id, now);
  const [slotProblem, setSlotProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const openingHours = turf.openingHours ?? null;
  // The picked day, or today when none (or when the page stayed open past midnight); never a day
  // the turf is closed.
  const date = plannerDay(draft.date, now.date, openingHours);
  const availability = useTurfAvailability(turf._id, date, date);
  // Unknown while this day's bookings load; a failed fetch counts as none (the server re-checks).
  const taken: TimeRange[] | null =
    availability.isPending && availability.fetchStatus === 'fetching'
      ? null
      : availability.isPlaceholderData
        ? null
        : unavailableRanges(
            courtsOfTurf(turf),
            takenRanges(availability.data ?? []),
            [date],
            defaultCourtChoice(courtsOfTurf(turf), turf.sports_type, turf.openingHours ?? null),
          );

  const edit = (change: Partial<typeof draft>) => {
    setSlotProblem(null);
    setNotice(null);
    setDraft((current) => ({ ...current, ...change }));
  };

  // Times stay picked on the new day only where that day offers them.
  const pickDate = (next: LocalDate) => {
    const keep = (minutes: number | null, closed: boolean) =>
      minutes !== null && !closed && !isPastSlot(next, minutes, now) ? minutes : null;
    const { start, end } = draft;
    edit({
      date: next,
      start: keep(start, start !== null && isClosedStart(next, start, openingHours)),
      end: keep(end, end !== null && isClosedEnd(next, end, openingHours)),
    });
  };

  const addSlot = () => {
    const problem = checkSubscriptionSlot(
      { date, start: draft.start, end: draft.end },
      { now, taken: taken ?? [], selected: draft.slots, openingHours },
    );
    setSlotProblem(problem ? slotProblemText(problem, t) : null);
    setNotice(null);
    if (problem || draft.start === null || draft.end === null) return;
    const slot = { date, start: draft.start, end: draft.end };
    setNotice(
      t('picker.added', {
        date: dates.date(slot.date),
        start: timeLabel(slot.start),
        end: timeLabel(slot.end),
      }),
    );
    setDraft((current) => ({
      ...current,
      date,
      start: null,
      end: null,
      slots: insertSlot(current.slots, slot),
    }));
  };

  const removeSlot = (slot: TimeRange) =>
    edit({ slots: draft.slots.filter((chosen) => chosen !== slot) });

  const mirrored = quoteSubscription(draft.slots, priceRulesOfTurf(turf), now);
  // The server's price when it has answered; the browser's mirror meanwhile, except where a
  // court is priced apart: only the server knows which court (so which price) each slot gets.
  const served = useSubscriptionQuote(turf._id, draft.slots);
  const serverOnly = priceWaitsForCourt(courtsOfTurf(turf) ?? [], null);
  const quotedPaise = served.data ? (rupeesToPaise(served.data.amount) ?? null) : null;
  const quote =
    served.data && quotedPaise !== null
      ? {
          originalPaise: rupeesToPaise(served.data.original) ?? 0,
          discountPaise: rupeesToPaise(served.data.discount) ?? 0,
          finalPaise: quotedPaise,
        }
      : mirrored;
  const pricing = serverOnly && draft.slots.length > 0 && quotedPaise === null && !served.isError;
  // Where only the server knows the price, a failed quote is said, never replaced by the mirror.
  const quoteFailed = serverOnly && draft.slots.length > 0 && served.isError;
  // The listing's rate is every slot's only where nothing prices a time or a court apart.
  const flatRate = !serverOnly && !rulesBeyondBase(priceRulesOfTurf(turf));
  const promo = usePromoCode(turf._id, quote.finalPaise);
  const payPaise = promo.applied?.finalPaise ?? quote.finalPaise;
  const credit = useCreditChoice(
    pricing || quoteFailed || draft.slots.length === 0 ? 0 : payPaise,
    !!user,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex items-center gap-4">
        <div className="hidden w-24 shrink-0 overflow-hidden rounded-xl sm:block">
          <TurfImage src={turf.images} alt="" />
        </div>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">
            {t('sportAndArea', {
              sport: t(`sport.${turf.sports_type}`, { defaultValue: turf.sports_type }),
              location: turf.location,
            })}
          </p>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {t('heading')}
          </h1>
          <p className="mt-0.5 text-slate-700">
            <Link
              to={`/turfs/${turf._id}`}
              state={{ turf }}
              className="font-semibold text-emerald-700 hover:underline"
            >
              {turf.name}
            </Link>{' '}
            ·{' '}
            {flatRate
              ? t('offerWithPrice', {
                  price: formatRupeeAmount(turf.price),
                  percent: SUBSCRIPTION_DISCOUNT_PERCENT,
                })
              : t('offer', { percent: SUBSCRIPTION_DISCOUNT_PERCENT })}
          </p>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <SlotPicker
          date={date}
          start={draft.start}
          end={draft.end}
          now={now}
          taken={taken}
          openingHours={openingHours}
          problem={slotProblem}
          notice={notice}
          onDate={pickDate}
          onStart={(start) => edit({ start })}
          onEnd={(end) => edit({ end })}
          onAdd={addSlot}
        />

        <aside
          aria-label={t('aside')}
          className="space-y-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-20"
        >
          <SelectedSlotList slots={draft.slots} onRemove={removeSlot} />
          {pricing ? (
            <Spinner label={t('pricing')} />
          ) : quoteFailed ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
            >
              {errorText(served.error, t('priceFailed'))}
            </p>
          ) : (
            <PriceSummary
              originalPaise={quote.originalPaise}
              discountPaise={quote.discountPaise}
              finalPaise={quote.finalPaise}
              promo={promo.applied}
            />
          )}
          {user && draft.slots.length > 0 ? <PromoCodeField promo={promo} /> : null}
          {user && draft.slots.length > 0 && !pricing && !quoteFailed ? (
            <CreditChoice choice={credit} pricePaise={payPaise} />
          ) : null}
          <CancellationPolicyNote />
          <ProceedToPay
            turf={turf}
            user={user}
            slots={draft.slots}
            finalPaise={payPaise}
            quotedPaise={quotedPaise}
            promo={promo.applied}
            busy={promo.checking || pricing || quoteFailed}
            credit={credit}
          />
        </aside>
      </div>
    </div>
  );
}
