import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_SIGN_IN_MESSAGES as M } from '../../shared/mobile-sign-in';
import { clearWhatsAppOutbox, requestCode, verifyCode } from '../testing/mobile-kit';
import { useTestApp } from '../testing/test-app';
import { RATE_LIMITED_MESSAGE } from './rate-limit';

// The per-address limits of the mobile sign-in routes (docs/decisions/058): AUTH_RATE_LIMIT a
// minute from one address, as for login, on top of one code a minute to a number; and a code
// WhatsApp would not take.

const t = useTestApp({ AUTH_RATE_LIMIT: '3' });
beforeEach(async () => {
  t.setNow(new Date('2030-05-10T04:30:00Z'));
  await clearWhatsAppOutbox(t);
});

describe('mobile sign-in from one address', () => {
  it('sends AUTH_RATE_LIMIT codes a minute, then answers 429 to that address only', async () => {
    for (const mobile of ['9123456780', '9123456781', '9123456782'])
      expect((await requestCode(t.app, mobile, '10.0.0.7')).statusCode).toBe(200);
    const limited = await requestCode(t.app, '9123456783', '10.0.0.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: RATE_LIMITED_MESSAGE });
    expect((await requestCode(t.app, '9123456783', '10.0.0.8')).statusCode).toBe(200);
  });

  it('takes AUTH_RATE_LIMIT verifies a minute from one address', async () => {
    const body = { mobilenumber: '9123456780', code: '123456' };
    for (let n = 0; n < 3; n += 1)
      expect((await verifyCode(t.app, body, '10.0.0.9')).statusCode).toBe(400);
    expect((await verifyCode(t.app, body, '10.0.0.9')).statusCode).toBe(429);
  });
});

describe('a code WhatsApp would not take', () => {
  it('answers 502 with words to try again, and logs why', async () => {
    const send = vi
      .spyOn(t.context.whatsappSender, 'send')
      .mockRejectedValueOnce(new Error('WhatsApp answered 503: try later'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked = await requestCode(t.app, '9123456780');
    expect(asked.statusCode).toBe(502);
    expect(asked.json()).toEqual({ success: false, code: 'send_failed', message: M.send_failed });
    expect(logged).toHaveBeenCalledOnce();
    send.mockRestore();
    logged.mockRestore();
  });
});
