import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Which modules a child process loaded: NODE_OPTIONS imports a recorder before anything else,
// whose loader hook notes every module an import resolves to, and which writes those and the
// CommonJS modules in require's cache to a file when the process exits. For the claim that a
// process without an OTLP endpoint loads nothing of OpenTelemetry (docs/decisions/071).

const HOOKS = `let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}
`;

const recorder = (
  hooks: string,
  record: string,
) => `import { createRequire, register } from 'node:module';
import { writeFileSync } from 'node:fs';
import { MessageChannel } from 'node:worker_threads';
const seen = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => seen.add(url));
port1.unref();
register(${JSON.stringify(hooks)}, { data: { port: port2 }, transferList: [port2] });
process.on('exit', () => {
  const required = Object.keys(createRequire(import.meta.url).cache);
  writeFileSync(${JSON.stringify(record)}, JSON.stringify([...seen, ...required]));
});
`;

export function moduleRecorder() {
  const dir = mkdtempSync(join(tmpdir(), 'turf-modules-'));
  const hooks = join(dir, 'hooks.mjs');
  const record = join(dir, 'loaded.json');
  writeFileSync(hooks, HOOKS);
  writeFileSync(join(dir, 'recorder.mjs'), recorder(pathToFileURL(hooks).href, record));
  return {
    /** The child's NODE_OPTIONS. */
    nodeOptions: `--import ${pathToFileURL(join(dir, 'recorder.mjs')).href}`,
    /** The modules' URLs and paths, once the child has exited. */
    loaded: () => JSON.parse(readFileSync(record, 'utf8')) as string[],
  };
}
