import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { paymentScene, postPayment } from '../testing/payment-kit';
import { multipart } from '../testing/requests';

// Requests nobody should send still get a 4xx and the usual answer shape, never a 5xx.

const t = useTestApp();

describe('malformed requests', () => {
  it('answers an unreadable multipart body with 400 on any path', async () => {
    for (const url of [
      '/anything',
      '/api/v1/user/register',
      '/api/v1/upload',
      '/api/v1/turf/postTurf',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'The form data could not be read.',
      });
    }
  });

  it('answers an amount no card payment can carry with 400, not a gateway failure', async () => {
    const { cookie } = await paymentScene(t.app, t.database.db);
    const response = await postPayment(t.app, cookie, { amount: '21474836.48', currency: 'inr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('₹999999.99');
  });

  it('answers a NUL byte in any text input with 400, from the login form to a payment id', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const nul = 'a\u0000b';
    const requests = [
      {
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: `${nul}@x.com`, password: 'secret1', role: 'user' },
      },
      { method: 'GET', url: '/api/v1/turf/getTurf?location=%00' },
      {
        method: 'GET',
        url: `/api/v1/payment/local/intent?clientSecret=${encodeURIComponent(nul)}`,
      },
      {
        method: 'POST',
        url: '/api/v1/payment/local/confirm',
        payload: {
          clientSecret: nul,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' },
        },
      },
      {
        method: 'POST',
        url: '/api/v1/booking/create-booking',
        headers: { cookie },
        payload: { paymentId: nul },
      },
      {
        method: 'POST',
        url: '/api/v1/subscription/create',
        headers: { cookie },
        payload: { paymentDetails: { transactionId: nul } },
      },
      { method: 'POST', url: '/api/v1/turf/postTurf', headers: { cookie }, payload: { name: nul } },
      {
        method: 'POST',
        url: '/api/v1/payment/post-payment',
        headers: { cookie },
        payload: {
          amount: '1000.00',
          currency: 'inr',
          booking: { turfId: turf.id, bookingDate: nul, startTime: '6:00 PM', endTime: '7:00 PM' },
        },
      },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Text may not contain control characters.',
      });
    }
    const form = await multipart({
      fullname: nul,
      email: 'n@x.com',
      password: 'secret1',
      mobilenumber: '9876543210',
      role: 'user',
    });
    const register = await t.app.inject({ method: 'POST', url: '/api/v1/user/register', ...form });
    expect(register.statusCode).toBe(400);
  });
});
