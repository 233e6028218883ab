import type { Page, Response } from '@playwright/test';

// Finding words that do not come from a catalogue (docs/decisions/062). With the pseudo-language
// on, every catalogue text is wrapped in ⟦ ⟧; what a screen shows outside the marks must be data:
// a value the API answered (turf names, addresses, people's names, references), a figure (money,
// a time, a count), a date written by the platform in the screen's language, or a language's own
// name in the switcher. Anything else is a word someone forgot to put in the catalogues.

export const PSEUDO_FLAG = 'turfbook.pseudo-language';

/** Turns the pseudo-language on for every page of the context from its first script. */
export async function speakPseudo(page: Page) {
  await page.addInitScript((flag) => localStorage.setItem(flag, '1'), PSEUDO_FLAG);
}

/** Collects every text the API answers while the page is open: those are data, not words. */
export function collectApiTexts(page: Page): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.trim() !== '') texts.add(value.trim());
    } else if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(collect);
    }
  };
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(collect, () => {});
  });
  return texts;
}

const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const WEEKDAYS = 'Mon|Tue|Wed|Thu|Fri|Sat|Sun';
/** Pieces that are figures or platform-written dates, not words. */
const DATA_PATTERNS = [
  /-?₹\s?[\d,]+(\.\d{1,2})?/g,
  /\b\d{1,2}:\d{2}\s?(AM|PM)\b/g,
  /\b(AM|PM)\b/g,
  new RegExp(`\\b(${WEEKDAYS})(day)?\\b`, 'g'),
  new RegExp(`\\b(${MONTHS})[a-z]*\\b`, 'g'),
  /\bEnglish\b|हिन्दी|मराठी/g,
  /TurfBook/g,
  /[^\s@]+@[^\s@]+\.[a-z]+/g,
  /[\d.,:%/+\-–—×•·|()[\]@#*&!?'"“”‘’…→←↑↓✓✕★☆]+/g,
];

function withoutMarkedText(text: string): string {
  let rest = text;
  // Marks nest when a catalogue text holds another's (a value that is itself a text).
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return rest;
}

function withoutData(text: string, apiTexts: Set<string>): string {
  let rest = text;
  const longestFirst = [...apiTexts].sort((a, b) => b.length - a.length);
  for (const value of longestFirst) {
    if (rest.includes(value)) rest = rest.split(value).join(' ');
  }
  for (const pattern of DATA_PATTERNS) rest = rest.replace(pattern, ' ');
  return rest;
}

/**
 * The screen's words outside the catalogues: its visible text, page title and the names a screen
 * reader hears (aria-label, alt, title, placeholder), less the marked texts and the data.
 */
export async function untranslatedTexts(page: Page, apiTexts: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder]',
    )) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
  const left: string[] = [];
  for (const text of shown) {
    for (const line of withoutMarkedText(text).split(/\n+/)) {
      const words = withoutData(line, apiTexts).replace(/\s+/g, ' ').trim();
      if (/\p{L}{2,}/u.test(words)) left.push(words);
    }
  }
  return [...new Set(left)];
}
