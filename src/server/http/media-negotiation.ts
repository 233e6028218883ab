// Which of our two answer forms a request's Accept header asks for: JSON (the default, and what
// any wildcard means) or NDJSON (one JSON object a line), which is only ever sent when named.

export const NDJSON = 'application/x-ndjson';
const JSON_TYPE = 'application/json';

/** The weight the header gives each media range it lists (a type, or a wildcard range). */
function weights(header: string): Map<string, number> {
  const ranges = new Map<string, number>();
  for (const item of header.toLowerCase().split(',')) {
    const [range = '', ...params] = item.split(';').map((part) => part.trim());
    if (!range) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    ranges.set(range, Number.isFinite(weight) ? weight : 0);
  }
  return ranges;
}

// How much the client wants JSON: named, or through a wildcard range (application/*, */*).
function jsonWeight(ranges: Map<string, number>): number {
  return ranges.get(JSON_TYPE) ?? ranges.get('application/*') ?? ranges.get('*/*') ?? 0;
}

export interface AnswerForm {
  /** The client named NDJSON and does not rank JSON above it. */
  ndjson: boolean;
  /** JSON is acceptable too (the fallback when NDJSON cannot be had). */
  jsonAcceptable: boolean;
}

/** What a request's Accept header allows; wildcards alone never select NDJSON. */
export function answerForm(accept: string | string[] | undefined): AnswerForm {
  if (accept === undefined) return { ndjson: false, jsonAcceptable: true };
  const ranges = weights(String(accept));
  const ndjsonWeight = ranges.get(NDJSON) ?? 0;
  const json = jsonWeight(ranges);
  return { ndjson: ndjsonWeight > 0 && ndjsonWeight >= json, jsonAcceptable: json > 0 };
}
