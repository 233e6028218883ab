import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PlayerRecordAnswer } from '../../../../shared/api/check-in-contract';
import { RecordPanel } from './record-panel';

// The player's record on their profile (docs/decisions/043), from an answer already loaded.
function render(answer: PlayerRecordAnswer) {
  const client = new QueryClient();
  client.setQueryData(['user-record'], answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RecordPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const record = { played: 3, lateCancellations: 1, noShows: 1, unpaidShares: 0 };

describe('RecordPanel', () => {
  it('shows the figure, the counts and each booking that counts against it', () => {
    const html = render({
      success: true,
      record,
      reliability: { kind: 'rated', percent: 60 },
      label: '60% reliable',
      countedAgainst: [
        {
          bookingId: 'b1',
          reference: 'TB-7K3M9Q',
          turfName: 'Andheri Arena',
          date: '2030-05-11',
          startTime: '9:00 AM',
          endTime: '10:00 AM',
          kind: 'no_show',
          role: 'booker',
          gameId: null,
        },
        {
          bookingId: 'b2',
          reference: 'TB-8M4N2P',
          turfName: 'Juhu Kickers',
          date: '2030-05-10',
          startTime: '7:00 PM',
          endTime: '8:00 PM',
          kind: 'no_show',
          role: 'joined',
          gameId: 'g2',
        },
        {
          bookingId: 'b3',
          reference: 'TB-9P5Q3R',
          turfName: 'Bandra Box',
          date: '2030-05-09',
          startTime: '6:00 PM',
          endTime: '7:00 PM',
          kind: 'no_show',
          role: 'teammate',
          gameId: null,
        },
      ],
    });
    expect(html).toContain('60% reliable');
    expect(html).toContain('No-shows');
    expect(html).toContain('href="/displaybookings/b1"');
    // A game they joined opens the game's page, not the organizer's booking; a teammate's split
    // booking is named without a link (it is the booker's).
    expect(html).toContain('href="/games/g2"');
    expect(html).not.toContain('/displaybookings/b2');
    expect(html).toContain('Bandra Box');
    expect(html).not.toContain('/displaybookings/b3');
    // The one English date form of docs/decisions/062.
    expect(html).toContain('Sat, 11 May 2030, 9:00 AM – 10:00 AM');
    expect(html).toContain('TB-7K3M9Q');
  });

  it('lists nothing against a new player', () => {
    const html = render({
      success: true,
      record: { played: 0, lateCancellations: 0, noShows: 0, unpaidShares: 0 },
      reliability: { kind: 'new', counted: 0 },
      label: 'New player',
      countedAgainst: [],
    });
    expect(html).toContain('New player');
    expect(html).not.toContain('aria-label="Counting against it"');
  });
});
