import { isApiRequestError } from '../../lib/api-client';

/** The server's own words when it refused (decision 045's messages), else a plain retry line. */
export function failureText(error: unknown): string {
  if (isApiRequestError(error) && error.serverMessage) return error.serverMessage;
  return 'Something went wrong. Please try again.';
}
