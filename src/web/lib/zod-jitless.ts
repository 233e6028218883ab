import { config } from 'zod/v4/core';

// zod compiles object schemas with `new Function` when it may, and probes whether it may by
// trying; our content policy forbids eval, so the probe alone is reported as a violation. Turned
// off before any schema runs (main.tsx imports this first). Only zod's small config module comes
// along: the schemas themselves load with the screens that validate.
config({ jitless: true });
