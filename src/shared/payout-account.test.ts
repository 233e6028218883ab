import { describe, expect, it } from 'vitest';
import {
  PAYOUT_ACCOUNT_MESSAGES,
  accountLast4,
  checkPayoutAccount,
  type PayoutAccountInput,
} from './payout-account';

const good: PayoutAccountInput = {
  legalName: '  Shimpoli   Sports LLP ',
  businessType: 'llp',
  pan: 'abcfe 1234f',
  contactName: 'Asha Patil',
  email: ' Asha@Example.com ',
  phone: '+91 98765 43210',
  bank: { accountNumber: '0012 3456 7890', ifsc: 'hdfc0001234' },
};

describe('payout details as an owner types them', () => {
  it('are kept normalized', () => {
    expect(checkPayoutAccount(good)).toEqual({
      ok: true,
      details: {
        legalName: 'Shimpoli Sports LLP',
        businessType: 'llp',
        pan: 'ABCFE1234F',
        contactName: 'Asha Patil',
        email: 'asha@example.com',
        phone: '9876543210',
        bank: { accountNumber: '001234567890', ifsc: 'HDFC0001234' },
      },
    });
  });

  it('may leave out the PAN (TDS is then 5%)', () => {
    const check = checkPayoutAccount({ ...good, pan: '  ' });
    expect(check.ok && check.details.pan).toBeNull();
  });

  it.each([
    ['pan', { pan: 'ABCDE1234' }, PAYOUT_ACCOUNT_MESSAGES.pan],
    ['pan', { pan: 'ABCXE1234F' }, PAYOUT_ACCOUNT_MESSAGES.pan],
    [
      'bank.ifsc',
      { bank: { accountNumber: '001234567890', ifsc: 'HDFC1001234' } },
      PAYOUT_ACCOUNT_MESSAGES.ifsc,
    ],
    [
      'bank.accountNumber',
      { bank: { accountNumber: '12345678', ifsc: 'HDFC0001234' } },
      PAYOUT_ACCOUNT_MESSAGES.accountNumber,
    ],
    [
      'bank.accountNumber',
      { bank: { accountNumber: '1234567890123456789', ifsc: 'HDFC0001234' } },
      PAYOUT_ACCOUNT_MESSAGES.accountNumber,
    ],
    ['legalName', { legalName: ' ' }, PAYOUT_ACCOUNT_MESSAGES.legalName],
    ['email', { email: 'asha@' }, PAYOUT_ACCOUNT_MESSAGES.email],
    ['phone', { phone: '12345' }, PAYOUT_ACCOUNT_MESSAGES.phone],
  ] as const)('names the field that is wrong: %s', (field, change, message) => {
    expect(checkPayoutAccount({ ...good, ...change })).toEqual({ ok: false, field, message });
  });

  it('shows only the last four digits of an account number', () => {
    expect(accountLast4('001234567890')).toBe('7890');
  });
});
