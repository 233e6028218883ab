import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES } from '../../../shared/card';
import { createLocalCardClient } from './local-card-client';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const today = () => ({ year: 2026, month: 6 });
const intent = { id: 'pi_1', status: 'succeeded', amount: 150000, currency: 'inr' };

describe('createLocalCardClient', () => {
  it('checks the card with the shared rules before anything is sent', () => {
    expect(createLocalCardClient(() => card, today).checkCard()).toBeNull();
    expect(createLocalCardClient(() => ({ ...card, number: '4242' }), today).checkCard()).toBe(
      CARD_MESSAGES.incompleteNumber,
    );
    expect(createLocalCardClient(() => ({ ...card, expiry: '01/26' }), today).checkCard()).toBe(
      CARD_MESSAGES.expired,
    );
  });

  it('retrieves the intent by its client secret', async () => {
    const fetchMock = answer(200, { paymentIntent: intent });
    const result = await createLocalCardClient(() => card, today).retrievePaymentIntent('pi 1&x');
    expect(result).toEqual({ paymentIntent: intent });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/v1/payment/local/intent?clientSecret=pi%201%26x',
    );
  });

  it('confirms with the card digits, a 4-digit year and the billing name', async () => {
    const fetchMock = answer(200, { paymentIntent: intent });
    await createLocalCardClient(() => card, today).confirmCardPayment('s', 'Guest User');
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/payment/local/confirm');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({
      clientSecret: 's',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      billingName: 'Guest User',
    });
  });

  it('answers a refused card as stripe.js does: { error }', async () => {
    answer(402, { error: { code: 'card_declined', message: 'Your card was declined.' } });
    await expect(
      createLocalCardClient(() => card, today).confirmCardPayment('s', 'A'),
    ).resolves.toEqual({
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it("passes on our own error answers' message, and throws on anything unknown", async () => {
    answer(404, { success: false, message: 'Payment not found' });
    await expect(
      createLocalCardClient(() => card, today).retrievePaymentIntent('s'),
    ).resolves.toEqual({
      error: { message: 'Payment not found' },
    });
    answer(502, null);
    await expect(
      createLocalCardClient(() => card, today).retrievePaymentIntent('s'),
    ).rejects.toThrow();
  });
});
