import type { APIRequestContext } from '@playwright/test';
import type { LocalDate } from '../../src/shared/time';
import { expect } from './fixtures';

// The server's movable clock of the clock journeys (docs/decisions/046, playwright.clock.config.ts).

/** Moves the server's clock to `time` ('18:10') of the venue's `date`, in Mumbai; time runs on. */
export async function moveServerClock(
  request: APIRequestContext,
  to: { date: LocalDate; time: string } | null,
): Promise<void> {
  const at = to ? `${to.date}T${to.time}:00+05:30` : null;
  const moved = await request.put('/api/v1/test-clock', { data: { at } });
  expect(moved.status(), await moved.text()).toBe(200);
}
