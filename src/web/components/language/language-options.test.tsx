import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Navbar } from '../navbar/navbar';
import { LanguageOptions } from './language-options';

const optionClass = (current: boolean) => (current ? 'on' : 'off');

describe('the language switcher (docs/decisions/062)', () => {
  it('lists English, हिन्दी and मराठी, each marked as written in itself', () => {
    const html = renderToStaticMarkup(<LanguageOptions optionClass={optionClass} />);
    expect(html).toContain('role="group" aria-label="Language"');
    const names = [...html.matchAll(/lang="(\w+)"[^>]*><span>([^<]+)<\/span>/g)].map(
      ([, lang, name]) => `${lang}:${name}`,
    );
    expect(names).toEqual(['en:English', 'hi:हिन्दी', 'mr:मराठी']);
  });

  it('marks the current language, and only it', () => {
    const html = renderToStaticMarkup(<LanguageOptions optionClass={optionClass} />);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toContain('lang="en" aria-current="true" class="on"');
    expect(html).toContain('lang="hi" class="off"');
  });

  it('inside a menu, is three checkable menu items with the current one checked', () => {
    const html = renderToStaticMarkup(<LanguageOptions inMenu optionClass={optionClass} />);
    expect(html.match(/role="menuitemradio"/g)).toHaveLength(3);
    expect(html).toContain('lang="en" role="menuitemradio" aria-checked="true"');
    expect(html).toContain('lang="mr" role="menuitemradio" aria-checked="false"');
  });

  it('is in the bar for a visitor, named by the current language', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Navbar user={null} onLogout={() => {}} />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Language: English"');
  });
});
