import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { VenueBookingsAnswer } from '../../../shared/api/venue-booking-contract';
import { courtsOfTurf, priceWaitsForCourt } from '../../../shared/court-availability';
import { rulesOfCourt } from '../../../shared/price-rules';
import { priceRulesOfTurf } from '../../../shared/price-rules-form';
import { GRID_TIMES, timeLabel } from '../../../shared/slots';
import {
  VENUE_PAYMENT_LABELS,
  VENUE_PAID_BY,
  VENUE_SOURCE_LABELS,
  VENUE_SOURCES,
  checkVenueBooking,
  defaultVenuePriceText,
  type VenuePaidBy,
  type VenueSource,
} from '../../../shared/venue-bookings';
import { isApiRequestError } from '../../lib/api-client';
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkVenueBooking({ customerName, customerPhone, price, paidBy });
    if ('problem' in checked) return setProblem(checked.problem);
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
          toast.success(answer.message);
          setName('');
          setPhone('');
          setTypedPrice(null);
          onClose();
        },
        onError: (error) =>
          setProblem(
            isApiRequestError(error) && error.serverMessage
              ? error.serverMessage
              : 'The booking could not be recorded. Please try again.',
          ),
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
        Record a booking
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A phone or walk-in booking: players see the time as Booked, never the customer.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Court"
          placeholder="Any free court"
          options={turf.courts.map((court) => ({ value: court._id, label: court.name }))}
          value={courtId}
          onChange={(event) => setCourtId(event.target.value)}
          className="sm:col-span-2"
        />
        <TextField
          label="Date"
          type="date"
          value={date}
          required
          onChange={(event) => setDate(event.target.value)}
          className="sm:col-span-2"
        />
        <SelectField
          label="Start"
          placeholder="Choose"
          options={TIME_OPTIONS}
          value={String(start)}
          onChange={(event) => setStart(Number(event.target.value))}
        />
        <SelectField
          label="End"
          placeholder="Choose"
          options={TIME_OPTIONS}
          value={String(end)}
          onChange={(event) => setEnd(Number(event.target.value))}
        />
        <TextField
          label="Customer name"
          value={customerName}
          autoComplete="off"
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Customer phone"
          type="tel"
          inputMode="tel"
          value={customerPhone}
          autoComplete="off"
          onChange={(event) => setPhone(event.target.value)}
        />
        <ChoiceGroup
          legend="Came by"
          name="source"
          options={VENUE_SOURCES.map((value) => ({ value, label: VENUE_SOURCE_LABELS[value] }))}
          value={source}
          onChange={setSource}
        />
        <TextField
          label="Price (₹)"
          inputMode="decimal"
          value={price}
          placeholder={serverPrices ? 'What the court given charges' : undefined}
          onChange={(event) => setTypedPrice(event.target.value)}
        />
        <ChoiceGroup
          legend="Paid by"
          name="paid-by"
          options={VENUE_PAID_BY.map((value) => ({ value, label: VENUE_PAYMENT_LABELS[value] }))}
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
            Close
          </button>
          <button type="submit" disabled={record.isPending} className={PRIMARY_BUTTON}>
            {record.isPending ? 'Saving…' : 'Save booking'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
