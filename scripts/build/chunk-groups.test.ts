import { describe, expect, it } from 'vitest';
import { createLibraryCheck } from './chunk-groups';

// A tiny source tree in memory: which files pull a library of their own into a screen.
const FILES: Record<string, string> = {
  '/app/src/shared/slots.ts': "import { addDays } from './time';\nexport const x = 1;",
  '/app/src/shared/time.ts': 'export const addDays = () => 0;',
  '/app/src/shared/rating.ts': "import { z } from 'zod';\nexport const s = z.number();",
  '/app/src/shared/uses-rating.ts': "import { s } from './rating';",
  '/app/src/shared/types-only.ts':
    "import type { z } from 'zod';\nimport type { X } from './rating';",
  '/app/src/web/lib/store.ts':
    "import { create } from 'zustand';\nimport { useQuery } from '@tanstack/react-query';",
  '/app/src/web/components/form.tsx': "import { useForm } from 'react-hook-form';",
  '/app/src/web/components/cal.tsx': "import './cal.css';",
  '/app/src/web/components/a.ts': "import { b } from './b';\nexport const a = 1;",
  '/app/src/web/components/b.ts':
    "import { a } from './a';\nexport { x } from '../../shared/rating';",
};

function check() {
  const read = (file: string) => {
    const text = FILES[file];
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  };
  return createLibraryCheck(read, (file) => file in FILES);
}

describe('which shared modules would bring a library of their own', () => {
  it('plain rules, and the libraries the frame loads anyway, bring none', () => {
    const bringsLibrary = check();
    expect(bringsLibrary('/app/src/shared/slots.ts')).toBe(false);
    expect(bringsLibrary('/app/src/web/lib/store.ts')).toBe(false);
    expect(bringsLibrary('/app/src/shared/types-only.ts')).toBe(false);
  });

  it('a library import counts, directly or through other modules, and so does a style sheet', () => {
    const bringsLibrary = check();
    expect(bringsLibrary('/app/src/shared/rating.ts')).toBe(true);
    expect(bringsLibrary('/app/src/shared/uses-rating.ts')).toBe(true);
    expect(bringsLibrary('/app/src/web/components/form.tsx')).toBe(true);
    expect(bringsLibrary('/app/src/web/components/cal.tsx')).toBe(true);
  });

  it('follows cycles without looping, and re-exports count', () => {
    const bringsLibrary = check();
    expect(bringsLibrary('/app/src/web/components/b.ts')).toBe(true);
  });
});
