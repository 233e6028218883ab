import { readFileSync, readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SERVER_LAYERS } from '../eslint.config.js';

// Every server folder has a place in the module graph (docs/decisions/052): a folder left out
// would import anything, and nothing would say so.

describe("the server's layers", () => {
  it('name every folder of src/server exactly once, and no folder that is gone', () => {
    const folders = readdirSync('src/server', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const named = SERVER_LAYERS.flat();
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(folders);
  });

  it("are the README's table of modules, each at its layer", () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('## Where things are'));
    const rows = [...table.matchAll(/^\| `([a-z0-9-]+)` +\| (\d+) +\|/gm)].map(
      ([, module, layer]) => [module, Number(layer)] as const,
    );
    const layers = SERVER_LAYERS.flatMap((layer, index) =>
      layer.map((module) => [module, index + 1] as const),
    );
    expect([...rows].sort()).toEqual([...layers].sort());
  });

  it('are what the lint rule enforces: payments may not import the purposes above it', async () => {
    const eslint = new ESLint();
    const upward =
      "import { splitPostPayment } from '../splits/split-start';\nvoid splitPostPayment;\n";
    const [payments] = await eslint.lintText(upward, {
      filePath: 'src/server/payments/finalize.ts',
    });
    expect(payments!.messages.map((message) => message.message)).toContainEqual(
      expect.stringContaining('src/server/payments may import only the modules below it'),
    );
    const [splits] = await eslint.lintText(
      "import { finalizePaid } from '../payments/finalize';\nvoid finalizePaid;\n",
      { filePath: 'src/server/splits/split-pay.ts' },
    );
    expect(
      splits!.messages.filter((message) => message.message.includes('may import only')),
    ).toEqual([]);
  }, 60_000);
});
