// An Indian mobile number (docs/decisions/056): what a person types ('+91 98765 43210',
// '098765-43210', '9876543210') read as the 10 digits every channel keys on.

/** The 10-digit mobile number, or null when it is not one (it starts 6 to 9). */
export function indianMobile(typed: string): string | null {
  const digits = typed.replace(/[\s-]+/g, '').replace(/^(\+91|0)/, '');
  return /^[6-9][0-9]{9}$/.test(digits) ? digits : null;
}

/** The number as WhatsApp's Cloud API addresses it: country code and number, digits only. */
export function whatsappAddress(mobile: string): string {
  return `91${mobile}`;
}
