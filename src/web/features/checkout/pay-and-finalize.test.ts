import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, NO_ANSWER, OFFLINE_MESSAGE } from '../../lib/api-client';
import type { CardPaymentClient, CardPaymentResult } from '../../lib/payments/card-payment-client';
import { PAYMENT_STATUS, payAndFinalize, statusTone } from './pay-and-finalize';

const intent = (status: 'requires_payment_method' | 'succeeded' | 'processing') => ({
  paymentIntent: { id: 'pi_1', status, amount: 150000, currency: 'inr' },
});

function fakeClient(retrieved: CardPaymentResult, confirmed: CardPaymentResult) {
  return {
    checkCard: () => null,
    retrievePaymentIntent: vi.fn(async () => retrieved),
    confirmCardPayment: vi.fn(async () => confirmed),
  } satisfies CardPaymentClient;
}

async function run(client: CardPaymentClient, finalize = vi.fn(async () => ({}))) {
  const statuses: string[] = [];
  const outcome = await payAndFinalize({
    client,
    clientSecret: 'secret',
    billingName: 'Guest User',
    finalize,
    onStatus: (status) => statuses.push(status),
  });
  return { outcome, statuses, finalize };
}

describe('payAndFinalize', () => {
  it('confirms the card, then finalizes with the intent id', async () => {
    const client = fakeClient(intent('requires_payment_method'), intent('succeeded'));
    const { outcome, statuses, finalize } = await run(client);
    expect(outcome).toEqual({ kind: 'finalized' });
    expect(statuses).toEqual([PAYMENT_STATUS.processing, PAYMENT_STATUS.succeeded]);
    expect(client.confirmCardPayment).toHaveBeenCalledWith('secret', 'Guest User');
    expect(finalize).toHaveBeenCalledWith('pi_1');
  });

  it('does not charge again an intent that already succeeded, but still finalizes', async () => {
    const client = fakeClient(intent('succeeded'), intent('succeeded'));
    const { outcome, statuses, finalize } = await run(client);
    expect(outcome).toEqual({ kind: 'finalized' });
    expect(statuses.at(-1)).toBe('This payment has already been processed.');
    expect(client.confirmCardPayment).not.toHaveBeenCalled();
    expect(finalize).toHaveBeenCalledWith('pi_1');
  });

  it("reports a refused card with the provider's message and does not finalize", async () => {
    const client = fakeClient(intent('requires_payment_method'), {
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const { outcome, statuses, finalize } = await run(client);
    expect(outcome).toEqual({ kind: 'card-failed' });
    expect(statuses.at(-1)).toBe('Payment failed: Your card was declined.');
    expect(finalize).not.toHaveBeenCalled();
  });

  it('ends as a lost slot, not a failed card, when confirm says the slot was lost after charging', async () => {
    const message =
      'This time slot was booked by someone else before your payment completed. Refund pending: your money is on its way back to you.';
    const client = fakeClient(intent('requires_payment_method'), {
      error: { code: 'slot_unavailable', message },
    });
    const { outcome, statuses, finalize } = await run(client);
    expect(outcome).toEqual({ kind: 'finalize-failed', message, retryable: false });
    expect(statuses.some((status) => status.startsWith('Payment failed'))).toBe(false);
    // Nothing is processing any more: the line must not promise a booking.
    expect(statuses).not.toContain('Payment succeeded! Processing booking...');
    expect(statuses.at(-1)).toBe('Payment received, but the booking was not made.');
    expect(statusTone(statuses.at(-1)!)).toBe('error');
    expect(finalize).not.toHaveBeenCalled();
  });

  it("passes on the server's reason when finalizing fails (slot lost, refunded)", async () => {
    const client = fakeClient(intent('requires_payment_method'), intent('succeeded'));
    const message = 'The slot was taken meanwhile; your payment was refunded.';
    const { outcome, statuses } = await run(
      client,
      vi.fn(async () => {
        throw new ApiRequestError(409, message);
      }),
    );
    expect(outcome).toEqual({ kind: 'finalize-failed', message, retryable: false });
    expect(statuses.at(-1)).toBe('Payment received, but the booking was not made.');
  });

  it('lets a network failure while finalizing be retried', async () => {
    const client = fakeClient(intent('succeeded'), intent('succeeded'));
    const { outcome, statuses } = await run(
      client,
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(outcome).toEqual({ kind: 'finalize-failed', message: null, retryable: true });
    expect(statuses.at(-1)).toBe('Payment received; the booking is not saved yet.');
  });

  it('lets finalizing be retried when it had no answer, saying the player is offline', async () => {
    const client = fakeClient(intent('succeeded'), intent('succeeded'));
    const { outcome } = await run(
      client,
      vi.fn(async () => {
        throw new ApiRequestError(NO_ANSWER, OFFLINE_MESSAGE);
      }),
    );
    expect(outcome).toEqual({ kind: 'finalize-failed', message: OFFLINE_MESSAGE, retryable: true });
  });

  it('calls anything else unexpected', async () => {
    const throwing = fakeClient(intent('requires_payment_method'), intent('succeeded'));
    throwing.retrievePaymentIntent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const first = await run(throwing);
    expect(first.outcome).toEqual({ kind: 'unexpected' });
    expect(first.statuses.at(-1)).toBe('An unexpected error occurred. Please try again.');

    const pending = await run(fakeClient(intent('requires_payment_method'), intent('processing')));
    expect(pending.outcome).toEqual({ kind: 'unexpected' });
    expect(pending.finalize).not.toHaveBeenCalled();
  });
});

describe('statusTone', () => {
  it('colours failures red and a charged card green', () => {
    expect(statusTone('Payment failed: Your card was declined.')).toBe('error');
    expect(statusTone(PAYMENT_STATUS.unexpected)).toBe('error');
    expect(statusTone(PAYMENT_STATUS.succeeded)).toBe('success');
    expect(statusTone(PAYMENT_STATUS.alreadyProcessed)).toBe('success');
    expect(statusTone(PAYMENT_STATUS.processing)).toBe('progress');
  });
});
