import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_MARKER } from '../../src/shared/first-view';
import { LANDING_PAGES, catalogueText, languageFileName, pageInLanguage } from './landing-pages';

// The list's first view is written at build time in each language, from the web's own catalogues
// (docs/decisions/082): the words a phone sees before the script are the ones the page then shows.

const webRoot = fileURLToPath(new URL('../../src/web', import.meta.url));
const INDEX = `<!doctype html>\n<html lang="en">\n<body><div id="root"><header></header>${FIRST_VIEW_MARKER}</div></body></html>`;

describe("a landing page's first view", () => {
  it("reads the list's heading from each language's catalogue", () => {
    const list = LANDING_PAGES.find((page) => page.path === '/turfs')!;
    expect(list.firstView!(catalogueText(webRoot, 'en'))).toContain(
      '>Available Turfs</h1><p class="mt-2 text-slate-600">Cricket, football and badminton turfs across Mumbai.</p>',
    );
    expect(list.firstView!(catalogueText(webRoot, 'mr'))).toContain(
      '>संपूर्ण मुंबईतील क्रिकेट, फुटबॉल आणि बॅडमिंटन टर्फ.</p>',
    );
  });

  it('refuses a text it cannot show as it is: a placeholder, a missing key, markup', () => {
    const english = catalogueText(webRoot, 'en');
    expect(() => english('turfs', 'title.sport')).toThrow(/title\.sport is not a plain text/);
    expect(() => english('turfs', 'title.nothing')).toThrow(/is not a plain text/);
    expect(() => english('turfs', 'title')).toThrow(/is not a plain text/);
  });

  it('writes a copy per language: its lang, its first view at the marker', () => {
    const marathi = pageInLanguage(INDEX, 'mr', '<main>मराठी</main>');
    expect(marathi).toBe(
      '<!doctype html>\n<html lang="mr">\n<body><div id="root"><header></header><main>मराठी</main></div></body></html>',
    );
    // A $ in the view is text, not a replacement pattern.
    expect(pageInLanguage(INDEX, 'en', '<p>$&</p>')).toContain('<header></header><p>$&</p>');
    expect(() => pageInLanguage('<html lang="en"></html>', 'hi', 'x')).toThrow(/marker/);
    expect(languageFileName('landing/turfs.html', 'en')).toBe('landing/turfs.html');
    expect(languageFileName('landing/turfs.html', 'hi')).toBe('landing/turfs.hi.html');
  });
});
