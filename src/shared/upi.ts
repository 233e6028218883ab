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
