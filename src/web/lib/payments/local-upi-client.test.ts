import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPI_MESSAGES, UPI_REQUEST_MESSAGES } from '../../../shared/upi';
import { createLocalUpiClient, type UpiWaiting } from './local-upi-client';

// The UPI client's wait (decision 037): confirm answers processing, polling ends the wait.

afterEach(() => vi.unstubAllGlobals());

const base = { id: 'pi_1', amount: 100_000, currency: 'inr' };
const processing = {
  ...base,
  status: 'processing',
  upi: { request: 'UPI1', vpa: 'rahul@okaxis', expiresAt: '2099-01-01T00:00:00.000Z' },
};

function answers(...bodies: { status: number; body: unknown }[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = bodies.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function client(vpa = 'rahul@okaxis') {
  const heard: (UpiWaiting | null)[] = [];
  const upi = createLocalUpiClient({
    readVpa: () => vpa,
    onWaiting: (waiting) => heard.push(waiting),
    signal: new AbortController().signal,
    pollMs: 1,
  });
  return { upi, heard };
}

describe('createLocalUpiClient', () => {
  it('checks the UPI ID with the shared rule before anything is sent', () => {
    expect(client('').upi.checkCard()).toBe(UPI_MESSAGES.required);
    expect(client('rahul').upi.checkCard()).toBe(UPI_MESSAGES.invalid);
    expect(client().upi.checkCard()).toBeNull();
  });

  it('waits while the request is processing and answers the success', async () => {
    const fetchMock = answers(
      { status: 200, body: { paymentIntent: processing } },
      { status: 200, body: { paymentIntent: processing } },
      { status: 200, body: { paymentIntent: { ...base, status: 'succeeded' } } },
    );
    const { upi, heard } = client(' rahul@okaxis ');
    const result = await upi.confirmCardPayment('pi_1_secret', 'Guest');
    expect(result).toEqual({ paymentIntent: { ...base, status: 'succeeded' } });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      clientSecret: 'pi_1_secret',
      upi: { vpa: 'rahul@okaxis' },
      billingName: 'Guest',
    });
    expect(heard).toEqual([{ ...processing.upi, amountPaise: 100_000 }, null]);
  });

  it('answers an expired or declined request as an error with its message', async () => {
    answers(
      { status: 200, body: { paymentIntent: processing } },
      {
        status: 200,
        body: {
          paymentIntent: {
            ...base,
            status: 'requires_payment_method',
            lastPaymentError: { message: UPI_REQUEST_MESSAGES.expired },
          },
        },
      },
    );
    const { upi, heard } = client();
    expect(await upi.confirmCardPayment('pi_1_secret', 'Guest')).toEqual({
      error: { message: UPI_REQUEST_MESSAGES.expired },
    });
    expect(heard.at(-1)).toBeNull();
  });

  it('passes a decline at once through as an error', async () => {
    const decline = { code: 'payment_declined', message: UPI_REQUEST_MESSAGES.declined };
    answers({ status: 402, body: { error: decline } });
    expect(await client('failure@razorpay').upi.confirmCardPayment('s', 'Guest')).toEqual({
      error: decline,
    });
  });
});
