import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAppI18n } from '../../i18n/app-i18n';
import {
  bookingDayLabel,
  customerOf,
  newestDayFirst,
  ownerRowAmount,
  ownerRowStatus,
  paymentStatusLabel,
  shortPaymentId,
} from './booking-rows';

let t: TFunction;
beforeAll(() => {
  t = getAppI18n().getFixedT('en', 'owner-turfs');
});

describe('shortPaymentId', () => {
  it('keeps the first 10 characters and adds an ellipsis', () => {
    expect(shortPaymentId(t, 'pi_3PqR7sT8uVwXyZ')).toBe('pi_3PqR7sT...');
    expect(shortPaymentId(t, 'pi_123')).toBe('pi_123...');
  });

  it('says so when there is no payment id', () => {
    expect(shortPaymentId(t, null)).toBe('No payment id');
    expect(shortPaymentId(t, '  ')).toBe('No payment id');
  });
});

describe('customerOf', () => {
  it('shows the populated customer', () => {
    expect(
      customerOf(t, {
        userId: { _id: 'u1', fullname: 'Asha K', email: 'a@x.in', mobilenumber: '9876543210' },
      }),
    ).toEqual({ name: 'Asha K', email: 'a@x.in', phone: '9876543210' });
  });

  it('falls back per field, and for a bare id', () => {
    expect(
      customerOf(t, { userId: { _id: 'u1', fullname: ' ', email: '', mobilenumber: '' } }),
    ).toEqual({ name: 'Unknown User', email: 'No email', phone: 'No phone' });
    expect(customerOf(t, { userId: 'u1' })).toEqual({
      name: 'Unknown User',
      email: 'No email',
      phone: 'No phone',
    });
  });
});

describe('bookingDayLabel', () => {
  it('formats the venue date as dd MMM yyyy', () => {
    expect(
      bookingDayLabel(t, 'en', { date: '2025-01-05', bookingDate: '2025-01-04T18:30:00.000Z' }),
    ).toBe('05 Jan 2025');
  });

  it('uses bookingDate when the venue date is missing, and survives garbage', () => {
    expect(bookingDayLabel(t, 'en', { date: '', bookingDate: '2025-02-10' })).toBe('10 Feb 2025');
    expect(bookingDayLabel(t, 'en', { date: '', bookingDate: 'soon' })).toBe('Unknown date');
  });
});

describe('ordering and labels', () => {
  it('puts the latest day first and earlier starts first within a day', () => {
    const rows = [
      { date: '2025-01-05', bookingDate: '', startTime: '6:00 PM', id: 'a' },
      { date: '2025-01-06', bookingDate: '', startTime: '7:00 AM', id: 'b' },
      { date: '2025-01-05', bookingDate: '', startTime: '9:30 AM', id: 'c' },
    ];
    expect(newestDayFirst(rows).map((row) => row.id)).toEqual(['b', 'c', 'a']);
  });

  it('labels payment states', () => {
    expect(paymentStatusLabel(t, 'paid')).toBe('Paid');
    expect(paymentStatusLabel(t, 'refunded')).toBe('Refunded');
    expect(paymentStatusLabel(t, undefined)).toBe('Unknown');
  });
});

describe('ownerRowStatus and ownerRowAmount (cancellations in the owner view)', () => {
  const confirmed = {
    status: 'confirmed',
    paymentStatus: 'paid',
    amountCharged: 1500,
    refundedAmount: 0,
    amountPaid: 1500,
  } as const;

  it('shows a live booking as Confirmed, its whole charge kept', () => {
    expect(ownerRowStatus(t, confirmed)).toEqual({
      label: 'Confirmed',
      cancelled: false,
      refund: null,
    });
    expect(ownerRowAmount(t, confirmed)).toEqual({ kept: '₹1,500.00', note: null });
  });

  it('shows a refund given back as Refunded with its amount, and the net kept', () => {
    const refunded = {
      ...confirmed,
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: 750,
      amountPaid: 750,
    } as const;
    expect(ownerRowStatus(t, refunded)).toEqual({
      label: 'Cancelled',
      cancelled: true,
      refund: { text: 'Refunded ₹750.00', done: true },
    });
    expect(ownerRowAmount(t, refunded)).toEqual({
      kept: '₹750.00',
      note: '₹1,500.00 charged, ₹750.00 refunded',
    });
  });

  it('shows a refund still due (payment still paid) as Refund pending', () => {
    const due = {
      ...confirmed,
      status: 'cancelled',
      refundedAmount: 1500,
      amountPaid: 0,
    } as const;
    expect(ownerRowStatus(t, due)).toEqual({
      label: 'Cancelled',
      cancelled: true,
      refund: { text: 'Refund pending', done: false },
    });
    expect(ownerRowAmount(t, due)).toEqual({
      kept: '₹0.00',
      note: '₹1,500.00 charged, ₹1,500.00 to refund',
    });
  });

  it('shows a late cancellation (no refund) as Cancelled, the charge kept', () => {
    const late = { ...confirmed, status: 'cancelled' } as const;
    expect(ownerRowStatus(t, late)).toEqual({ label: 'Cancelled', cancelled: true, refund: null });
    expect(ownerRowAmount(t, late)).toEqual({ kept: '₹1,500.00', note: null });
  });

  it('adds paise, not floats, for odd shares of a subscription', () => {
    const share = {
      ...confirmed,
      status: 'cancelled',
      paymentStatus: 'refunded',
      amountCharged: 1195.31,
      refundedAmount: 597.65,
      amountPaid: 597.66,
    } as const;
    expect(ownerRowAmount(t, share)).toEqual({
      kept: '₹597.66',
      note: '₹1,195.31 charged, ₹597.65 refunded',
    });
    expect(ownerRowStatus(t, share).refund?.text).toBe('Refunded ₹597.65');
  });
});
