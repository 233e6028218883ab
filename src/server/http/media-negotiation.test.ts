import { describe, expect, it } from 'vitest';
import { answerForm } from './media-negotiation';

describe('the answer form an Accept header asks for', () => {
  it.each([
    [undefined, { ndjson: false, jsonAcceptable: true }],
    ['*/*', { ndjson: false, jsonAcceptable: true }],
    ['application/json', { ndjson: false, jsonAcceptable: true }],
    ['text/html', { ndjson: false, jsonAcceptable: false }],
    ['application/x-ndjson', { ndjson: true, jsonAcceptable: false }],
    ['Application/X-NDJSON', { ndjson: true, jsonAcceptable: false }],
    ['application/x-ndjson, */*;q=0.1', { ndjson: true, jsonAcceptable: true }],
    ['application/json, application/x-ndjson', { ndjson: true, jsonAcceptable: true }],
    ['application/json, application/x-ndjson;q=0.5', { ndjson: false, jsonAcceptable: true }],
    ['application/x-ndjson;q=0, application/json', { ndjson: false, jsonAcceptable: true }],
    ['application/x-ndjson, application/*;q=0', { ndjson: true, jsonAcceptable: false }],
  ])('%s', (accept, form) => {
    expect(answerForm(accept)).toEqual(form);
  });
});
