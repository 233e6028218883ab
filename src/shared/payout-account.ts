import { z } from 'zod';
import { indianMobile } from './mobile-number';

// A venue business's payout details (docs/decisions/054): who TurfBook pays, their PAN (the
// income-tax number TDS under section 194-O is reported against) and the bank account a payout
// lands in. Each check says which field is wrong, in the words an owner reads on the form.

export const BUSINESS_TYPES = [
  'individual',
  'proprietorship',
  'partnership',
  'company',
  'llp',
  'trust',
  'society',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const PAYOUT_ACCOUNT_STATUSES = ['pending', 'active', 'rejected'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

export const PAYOUT_ACCOUNT_MESSAGES = {
  legalName: 'Enter the legal name of the business, as on its PAN or bank account.',
  pan: 'Enter a PAN of 10 characters, like ABCPE1234F: 5 letters, 4 digits and a letter.',
  contactName: 'Enter the name of the person we contact about payouts.',
  email: 'Enter an email address for payout statements, like name@example.com.',
  phone: 'Enter a 10-digit Indian mobile number for payouts.',
  accountNumber: 'Enter the bank account number: 9 to 18 digits.',
  ifsc: "Enter the branch's IFSC of 11 characters, like HDFC0001234: 4 letters, a zero and 6 letters or digits.",
} as const;

/** 5 letters (the 4th the holder's kind: P a person, C a company, F a firm...), 4 digits, a letter. */
const PAN_FORMAT = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;
const IFSC_FORMAT = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER_FORMAT = /^[0-9]{9,18}$/;

/** Spaces removed and upper case: how PANs, IFSCs and account numbers are compared and kept. */
export function normalizeCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export function panProblem(pan: string): string | null {
  return PAN_FORMAT.test(pan) ? null : PAYOUT_ACCOUNT_MESSAGES.pan;
}

export function ifscProblem(ifsc: string): string | null {
  return IFSC_FORMAT.test(ifsc) ? null : PAYOUT_ACCOUNT_MESSAGES.ifsc;
}

export function accountNumberProblem(accountNumber: string): string | null {
  return ACCOUNT_NUMBER_FORMAT.test(accountNumber) ? null : PAYOUT_ACCOUNT_MESSAGES.accountNumber;
}

/** The last four digits of an account number: all anyone is shown of it. */
export function accountLast4(accountNumber: string): string {
  return accountNumber.slice(-4);
}

export interface PayoutAccountInput {
  legalName: string;
  businessType: BusinessType;
  pan: string | null;
  contactName: string;
  email: string;
  phone: string;
  bank: { accountNumber: string; ifsc: string };
}

export type PayoutAccountCheck =
  { ok: true; details: PayoutAccountInput } | { ok: false; field: string; message: string };

const oneSpaced = (text: string) => text.trim().replace(/\s+/g, ' ');
const EMAIL = z.string().email();

/** The details to keep, normalized, or the first field that is wrong and why. */
export function checkPayoutAccount(input: PayoutAccountInput): PayoutAccountCheck {
  const legalName = oneSpaced(input.legalName);
  const contactName = oneSpaced(input.contactName);
  const email = input.email.trim().toLowerCase();
  const phone = indianMobile(input.phone);
  const pan = input.pan === null || input.pan.trim() === '' ? null : normalizeCode(input.pan);
  const accountNumber = normalizeCode(input.bank.accountNumber);
  const ifsc = normalizeCode(input.bank.ifsc);
  const problems: [string, string | null][] = [
    [
      'legalName',
      legalName.length >= 2 && legalName.length <= 200 ? null : PAYOUT_ACCOUNT_MESSAGES.legalName,
    ],
    ['pan', pan === null ? null : panProblem(pan)],
    [
      'contactName',
      contactName.length >= 2 && contactName.length <= 100
        ? null
        : PAYOUT_ACCOUNT_MESSAGES.contactName,
    ],
    [
      'email',
      EMAIL.safeParse(email).success && email.length <= 200 ? null : PAYOUT_ACCOUNT_MESSAGES.email,
    ],
    ['phone', phone ? null : PAYOUT_ACCOUNT_MESSAGES.phone],
    ['bank.accountNumber', accountNumberProblem(accountNumber)],
    ['bank.ifsc', ifscProblem(ifsc)],
  ];
  const wrong = problems.find(([, message]) => message !== null);
  if (wrong) return { ok: false, field: wrong[0], message: wrong[1]! };
  return {
    ok: true,
    details: {
      legalName,
      businessType: input.businessType,
      pan,
      contactName,
      email,
      phone: phone!,
      bank: { accountNumber, ifsc },
    },
  };
}
