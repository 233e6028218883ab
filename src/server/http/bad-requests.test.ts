import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { paymentScene, postPayment } from '../testing/payment-kit';

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
      expect(response.json()).toEqual({
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
});
