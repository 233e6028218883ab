import type { Page, Response } from '@playwright/test';
import { LOCATIONS } from '../../src/shared/catalog';
import { GST_STATES } from '../../src/shared/gst-states';

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

/** The texts the API answered, and the answers whose bodies are still being read. */
export interface ApiTexts {
  texts: Set<string>;
  reading: Set<Promise<void>>;
}

/** Collects every text the API answers while the page is open: those are data, not words. */
function collectInto(texts: Set<string>, value: unknown): void {
  if (typeof value === 'string') {
    // A text of several lines (a recorded edit's value) shows as its lines.
    for (const line of [value, ...value.split('\n')]) {
      if (line.trim() !== '') texts.add(line.trim());
    }
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectInto(texts, item));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => collectInto(texts, item));
  }
}

/**
 * Adds what `url` answers now to the data: for a list other journeys add to while this one reads
 * it, whose newest rows may reach the screen by a refetch the browser has not yet handed over.
 */
export async function collectAnswerOf(page: Page, api: ApiTexts, url: string): Promise<void> {
  const answer = await page.request.get(url);
  if (answer.ok()) collectInto(api.texts, await answer.json());
}

export function collectApiTexts(page: Page): ApiTexts {
  const texts = new Set<string>();
  const reading = new Set<Promise<void>>();
  const collect = (value: unknown) => collectInto(texts, value);
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/')) return;
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return;
    // A streamed answer (NDJSON) is one JSON value a line.
    const collectBody = (body: string) => {
      const values = type.includes('ndjson') ? body.split('\n') : [body];
      for (const value of values) {
        try {
          if (value.trim() !== '') collect(JSON.parse(value));
        } catch {
          // Not JSON after all: nothing of it is data.
        }
      }
    };
    // The browser may drop a large body from its buffer before it is read (a list of every
    // turf the other journeys made); a read asks the server again for the same data.
    // A busy server may fail that second asking too, so it is asked up to three times.
    const read = response.text().then(collectBody, async () => {
      if (response.request().method() !== 'GET') return;
      for (let attempt = 0; attempt < 3; attempt++) {
        const again = await page.request.get(response.url()).catch(() => null);
        if (again?.ok()) return collectBody(await again.text());
      }
      console.warn(`Could not read ${response.url()}: its texts will count as words.`);
    });
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return { texts, reading };
}

const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const WEEKDAYS = 'Mon|Tue|Wed|Thu|Fri|Sat|Sun';
/** Pieces that are figures or platform-written dates, not words. */
const DATA_PATTERNS = [
  /https?:\/\/\S+/g,
  // Codes a person types, the same in every language: a booking reference (TB-7K3M9Q), a promo
  // code (MONSOON10).
  /\b[A-Z0-9]+(-[A-Z0-9]+)+\b/g,
  /\b[A-Z]{3,}\d+\b/g,
  // A GSTIN (27AAPFU0939F1ZV) or a PAN (AAPFU0939F), as the tax forms' examples show them.
  /\b(\d{2})?[A-Z]{5}\d{4}[A-Z](\d[A-Z][0-9A-Z])?\b/g,
  /-?₹\s?[\d,]+(\.\d{1,2})?/g,
  /\b\d{1,2}:\d{2}\s?(AM|PM)\b/g,
  /\b(AM|PM)\b/g,
  // Mumbai's areas are place names, written in Latin letters in every language (the glossary).
  new RegExp(`\\b(${LOCATIONS.join('|')})\\b`, 'g'),
  // States as the GST portal names them, in English in every language (the glossary).
  new RegExp(`(${GST_STATES.map((state) => state.name).join('|')})`, 'g'),
  new RegExp(`\\b(${WEEKDAYS})(day)?(?![a-z])`, 'g'),
  new RegExp(`\\b(${MONTHS})[a-z]*(?![a-z])`, 'g'),
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
    if (!rest.includes(value)) continue;
    // Whole words only: the answer's 'en' (a language) is no licence for the 'en' in 'Bengal'.
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'gu'), ' ');
  }
  for (const pattern of DATA_PATTERNS) rest = rest.replace(pattern, ' ');
  return rest;
}

/**
 * The screen's words outside the catalogues: its visible text, page title and the names a screen
 * reader hears (aria-label, alt, title, placeholder), less the marked texts and the data.
 */
export async function untranslatedTexts(page: Page, api: ApiTexts): Promise<string[]> {
  // Every answer the screen shows must be read first, or its data would count as words.
  while (api.reading.size > 0) await Promise.all([...api.reading]);
  const apiTexts = api.texts;
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
    // A map's credits are its tile host's words, shown as the host gives them (decision 067).
    const credits = [...document.querySelectorAll('.maplibregl-ctrl-attrib-inner')].map(
      (element) => (element as HTMLElement).innerText,
    );
    return { texts, credits };
  });
  const left: string[] = [];
  for (let text of shown.texts) {
    for (const credit of shown.credits) if (credit.trim()) text = text.split(credit).join(' ');
    for (const line of withoutMarkedText(text).split(/\n+/)) {
      const words = withoutData(line, apiTexts).replace(/\s+/g, ' ').trim();
      if (/\p{L}{2,}/u.test(words)) left.push(words);
    }
  }
  return [...new Set(left)];
}
