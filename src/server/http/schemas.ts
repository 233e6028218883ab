import { uuidField } from '../../shared/api/common-contract';

// Route helpers; the API's request and response shapes live in src/shared/api.

/** A UUID path parameter; anything else is a 400 with `message`. The contract's own id rule. */
export function uuidParam(message: string) {
  return uuidField(message);
}
