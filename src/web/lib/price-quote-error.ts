import { isApiRequestError } from './api-client';

// What a screen says when the server could not price a booking or a subscription
// (docs/decisions/034, 039): the server's reason (a closed or past time), else a plain one.

export const PRICE_QUOTE_FAILED = 'The price could not be worked out. Please try again.';

export function priceQuoteErrorMessage(error: unknown): string {
  if (isApiRequestError(error) && error.serverMessage) return error.serverMessage;
  return PRICE_QUOTE_FAILED;
}
