// The UPI ID (VPA) rule of the checkout form and the local test gateway (decision 037): a handle
// of 2–256 letters, digits, dots, hyphens or underscores, "@", and a provider of 2–64 letters
// (NPCI's shape, e.g. `name@okaxis`, and Razorpay's test IDs `success@razorpay`).

export const UPI_MESSAGES = {
  required: 'Enter your UPI ID.',
  invalid: 'Enter a valid UPI ID, like name@okaxis.',
} as const;

/** Razorpay's test UPI IDs, which the local gateway answers as Razorpay's test mode does. */
export const UPI_TEST_IDS = {
  succeeds: 'success@razorpay',
  declines: 'failure@razorpay',
} as const;

const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;

/** The VPA as it is compared and stored: trimmed, lower case (UPI IDs are case-insensitive). */
export function normalizeVpa(vpa: string): string {
  return vpa.trim().toLowerCase();
}

/** The problem with a UPI ID as typed, or null. */
export function vpaProblem(vpa: string): string | null {
  const value = vpa.trim();
  if (value === '') return UPI_MESSAGES.required;
  return VPA.test(value) ? null : UPI_MESSAGES.invalid;
}

/** Who a UPI request from the offline gateway pays (the merchant of its upi://pay links). */
export const LOCAL_UPI_PAYEE = { vpa: 'turfbook@upi', name: 'TurfBook' } as const;

/** How the offline gateway's UPI requests end without an approval (decision 037). */
export const UPI_REQUEST_MESSAGES = {
  declined: 'The payment was declined in the UPI app.',
  expired: 'The UPI request expired before it was approved. Try again.',
} as const;

export interface UpiPayLinkInput {
  payeeVpa: string;
  payeeName: string;
  amountPaise: number;
  /** The transaction reference the payment is matched by (NPCI's `tr`). */
  reference: string;
}

/**
 * NPCI's UPI deep link (`upi://pay?pa=…&pn=…&am=…&cu=INR&tr=…`), which a phone hands to the
 * player's UPI app and a QR code carries. The amount is written from whole paise, never a float.
 */
export function upiPayLink({ payeeVpa, payeeName, amountPaise, reference }: UpiPayLinkInput) {
  const paise = Math.trunc(amountPaise);
  const amount = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
  const query = [
    ['pa', payeeVpa],
    ['pn', payeeName],
    ['am', amount],
    ['cu', 'INR'],
    ['tr', reference],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `upi://pay?${query}`;
}
