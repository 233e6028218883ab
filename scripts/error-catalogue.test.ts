import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ENGLISH_ERRORS,
  ERRORS_DOC,
  englishErrors,
  englishErrorsFile,
  errorsDocument,
} from './error-catalogue';
import { ERROR_CODES } from '../src/shared/errors/error-catalogue';

// What is written from the error catalogue stays in step with it (docs/decisions/063): when this
// fails, run `npx tsx scripts/error-catalogue.ts`.

describe('the files written from the error catalogue', () => {
  it('docs/errors.md lists every code as the catalogue says', async () => {
    const doc = readFileSync(ERRORS_DOC, 'utf8');
    expect(doc).toBe(await errorsDocument());
    for (const code of ERROR_CODES) expect(doc).toContain(`## ${code}\n`);
  });

  it("the web's English errors are the catalogue's sentences", async () => {
    expect(readFileSync(ENGLISH_ERRORS, 'utf8')).toBe(await englishErrorsFile());
    expect(Object.keys(englishErrors())).toEqual(ERROR_CODES);
  });
});
