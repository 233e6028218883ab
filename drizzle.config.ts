import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/schema-splits.ts',
    './src/server/db/schema-games.ts',
    './src/server/db/schema-money.ts',
    './src/server/db/schema-charges.ts',
    './src/server/db/schema-promos.ts',
    './src/server/db/schema-invoices.ts',
    './src/server/db/schema-bookings.ts',
    './src/server/db/schema-system.ts',
    './src/server/db/schema-payouts.ts',
    './src/server/db/schema-fee-invoices.ts',
    './src/server/db/schema-notifications.ts',
    './src/server/db/schema-venue-team.ts',
    './src/server/db/schema-discovery.ts',
  ],
  out: './drizzle',
});
