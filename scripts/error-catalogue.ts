import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { ERROR_CATALOGUE, ERROR_CODES } from '../src/shared/errors/error-catalogue';

// Writes what is made of the error catalogue (docs/decisions/063): docs/errors.md, the list of
// every code, and the web client's English `errors` namespace. A unit test fails when either file
// no longer matches the catalogue: run `npx tsx scripts/error-catalogue.ts` after changing it.

export const ERRORS_DOC = fileURLToPath(new URL('../docs/errors.md', import.meta.url));
export const ENGLISH_ERRORS = fileURLToPath(
  new URL('../src/web/i18n/locales/en/errors.json', import.meta.url),
);

/** The web's English texts: each code's sentence (an ICU template where it has facts). */
export function englishErrors(): Record<string, string> {
  return Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code].en]));
}

function quoted(text: string): string {
  return `\`${text.replaceAll('`', "'")}\``;
}

export async function errorsDocument(): Promise<string> {
  const lines = [
    '# Error codes',
    '',
    '<!-- Written by scripts/error-catalogue.ts from src/shared/errors/error-catalogue.ts: edit the catalogue, then run `npx tsx scripts/error-catalogue.ts`. -->',
    '',
    'Every error answer of the API is `{ "success": false, "code": "…", "message": "…" }`, with the',
    'facts its sentence names beside them (docs/decisions/063). `code` names the situation and never',
    'changes; `message` is the English sentence below, or, for a code marked *worded*, the words of',
    'the rule that refused (a court’s name, a day, a limit). Placeholders in braces are the answer’s',
    'other fields. The web client shows each code’s text in the reader’s language',
    '(`src/web/i18n/locales/{en,hi,mr}/errors.json`).',
    '',
  ];
  for (const code of ERROR_CODES) {
    const entry: { en: string; when: string; worded?: true } = ERROR_CATALOGUE[code];
    lines.push(`## ${code}`, '');
    lines.push(`${entry.worded ? 'Worded by the rule; in general: ' : ''}${quoted(entry.en)}`, '');
    lines.push(`When: ${entry.when}`, '');
  }
  const options = (await prettier.resolveConfig(ERRORS_DOC)) ?? {};
  return prettier.format(lines.join('\n'), { ...options, parser: 'markdown' });
}

export async function englishErrorsFile(): Promise<string> {
  const options = (await prettier.resolveConfig(ENGLISH_ERRORS)) ?? {};
  return prettier.format(JSON.stringify(englishErrors()), { ...options, parser: 'json' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ERRORS_DOC, await errorsDocument());
  writeFileSync(ENGLISH_ERRORS, await englishErrorsFile());
}
