// Preloaded by compiled-server.test.ts (NODE_OPTIONS=--import=<this file>) into every Node process
// that `npm run serve` starts: records the URL of every script the process's V8 parses (ES modules,
// CommonJS files, tsx's hooks and the .ts files they compile alike), so the test can see what the
// server loaded. Plain JavaScript: it must not itself need a TypeScript compiler. Writes
// <LOADED_SCRIPTS_DIR>/<pid>.txt, one URL a line, when the process exits.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.LOADED_SCRIPTS_DIR;
if (dir) {
  const urls = new Set();
  const session = new Session();
  session.connect();
  // Enabling the debugger reports the scripts parsed so far, then each new one as it is parsed.
  session.on('Debugger.scriptParsed', ({ params }) => {
    if (params.url && !params.url.startsWith('node:')) urls.add(params.url);
  });
  session.post('Debugger.enable');
  process.on('exit', () => {
    writeFileSync(join(dir, `${process.pid}.txt`), [...urls].join('\n'));
  });
}
