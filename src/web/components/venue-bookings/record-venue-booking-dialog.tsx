import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { VenueBookingsAnswer } from '../../../shared/api/venue-booking-contract';
import { courtsOfTurf, priceWaitsForCourt } from '../../../shared/court-availability';
import { rulesOfCourt } from '../../../shared/price-rules';
import { priceRulesOfTurf } from '../../../shared/price-rules-json';
import { GRID_TIMES, timeLabel } from '../../../shared/slots';
import {
  VENUE_BOOKING_MESSAGES,
  VENUE_PAID_BY,
  VENUE_SOURCES,
  CUSTOMER_NAME_MAX_LENGTH,
  checkVenueBooking,
  defaultVenuePriceText,
  type VenuePaidBy,
  type VenueSource,
} from '../../../shared/venue-bookings';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { useRecordVenueBooking } from '../../queries/venue-bookings';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../state-panel';
import { ChoiceGroup } from './choice-group';

// "Record a booking": the owner's phone or walk-in booking (docs/decisions/032). The price starts
// at what the court would charge for the range and follows it until the owner types another.

export interface RecordDialogStart {
  date: string;
  start: number;
  end: number;
}

interface RecordVenueBookingDialogProps {
  turfId: string;
  turf: VenueBookingsAnswer['turf'];
  open: boolean;
  /** Where the form starts: the calendar's picked range, or the next hour today. */
  initial: RecordDialogStart;
  onClose: () => void;
}

const TIME_OPTIONS = GRID_TIMES.map((minutes) => ({
  value: String(minutes),
  label: timeLabel(minutes),
}));

export function RecordVenueBookingDialog({
  turfId,
  turf,
  open,
  initial,
  onClose,
}: RecordVenueBookingDialogProps) {
  const { t } = useTranslation('venue-bookings');
  const errorText = useErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const record = useRecordVenueBooking(turfId);
  const [courtId, setCourtId] = useState('');
  // The court's own prices where one is picked (docs/decisions/039); with "Any free court" at a
  // venue where a court is priced apart, the server prices the court it assigns.
  const courts = courtsOfTurf(turf) ?? [];
  const rules = rulesOfCourt(
    priceRulesOfTurf(turf),
    courts.find((court) => court.id === courtId),
  );
  const serverPrices = priceWaitsForCourt(courts, courtId);
  const [date, setDate] = useState(initial.date);
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [customerName, setName] = useState('');
  const [customerPhone, setPhone] = useState('');
  const [source, setSource] = useState<VenueSource>('walk_in');
  const [paidBy, setPaidBy] = useState<VenuePaidBy>('cash');
  const [typedPrice, setTypedPrice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const price =
    typedPrice ??
    (end > start && !serverPrices ? defaultVenuePriceText({ date, start, end }, rules) : '');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  /** The shared rules' refusal (shared/venue-bookings, English for the server) as a key's text. */
  const problemText = (message: string) => {
    const key = (
      Object.keys(VENUE_BOOKING_MESSAGES) as (keyof typeof VENUE_BOOKING_MESSAGES)[]
    ).find((name) => VENUE_BOOKING_MESSAGES[name] === message);
    return key ? t(`problems.${key}`, { max: CUSTOMER_NAME_MAX_LENGTH }) : message;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkVenueBooking({ customerName, customerPhone, price, paidBy });
    if ('problem' in checked) return setProblem(problemText(checked.problem));
    setProblem(null);
    record.mutate(
      {
        courtId: courtId || null,
        date,
        start,
        end,
        source,
        customerName,
        customerPhone,
        price,
        paidBy,
      },
      {
        onSuccess: (answer) => {
          toast.success(t('toasts.recorded', { name: answer.booking.customerName }));
          setName('');
          setPhone('');
          setTypedPrice(null);
          onClose();
        },
        onError: (error) => setProblem(errorText(error, t('record.failed'))),
      },
    );
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!record.isPending) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {t('section.record')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('record.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('record.court')}
          placeholder={t('record.anyCourt')}
          options={turf.courts.map((court) => ({ value: court._id, label: court.name }))}
          value={courtId}
          onChange={(event) => setCourtId(event.target.value)}
          className="sm:col-span-2"
        />
        <TextField
          label={t('record.date')}
          type="date"
          value={date}
          required
          onChange={(event) => setDate(event.target.value)}
          className="sm:col-span-2"
        />
        <SelectField
          label={t('record.start')}
          placeholder={t('record.choose')}
          options={TIME_OPTIONS}
          value={String(start)}
          onChange={(event) => setStart(Number(event.target.value))}
        />
        <SelectField
          label={t('record.end')}
          placeholder={t('record.choose')}
          options={TIME_OPTIONS}
          value={String(end)}
          onChange={(event) => setEnd(Number(event.target.value))}
        />
        <TextField
          label={t('record.name')}
          value={customerName}
          autoComplete="off"
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('record.phone')}
          type="tel"
          inputMode="tel"
          value={customerPhone}
          autoComplete="off"
          onChange={(event) => setPhone(event.target.value)}
        />
        <ChoiceGroup
          legend={t('record.cameBy')}
          name="source"
          options={VENUE_SOURCES.map((value) => ({ value, label: t(`source.${value}`) }))}
          value={source}
          onChange={setSource}
        />
        <TextField
          label={t('record.price')}
          inputMode="decimal"
          value={price}
          placeholder={serverPrices ? t('record.pricePlaceholder') : undefined}
          onChange={(event) => setTypedPrice(event.target.value)}
        />
        <ChoiceGroup
          legend={t('record.paidBy')}
          name="paid-by"
          options={VENUE_PAID_BY.map((value) => ({ value, label: t(`paidBy.${value}`) }))}
          value={paidBy}
          onChange={setPaidBy}
          className="sm:col-span-2"
        />
        {problem ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700 sm:col-span-2"
          >
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={record.isPending}
            className={SECONDARY_BUTTON}
          >
            {t('record.close')}
          </button>
          <button type="submit" disabled={record.isPending} className={PRIMARY_BUTTON}>
            {record.isPending ? t('record.saving') : t('record.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
