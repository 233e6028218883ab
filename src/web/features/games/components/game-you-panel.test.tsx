import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GameDetail } from '../../../queries/games';
import { creditKey } from '../../../queries/my-credit';
import { GameYouPanel } from './game-you-panel';

// A player's part of a game's page (docs/decisions/045): the join offers TurfBook credit as the
// booking summary does (decision 040), and a spot in hand says what credit paid and where leaving
// sends each part, and links the invoice once the game settled (decision 038).

const game = {
  _id: 'g1',
  status: 'open',
  spotsFree: 2,
  pricePerSpot: '200.00',
  pricePerSpotPaise: 20_000,
} as GameDetail['game'];

function render(you: GameDetail['you'], balance = '0.00') {
  const client = new QueryClient();
  client.setQueryData(creditKey, { success: true, balance, entries: [] });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GameYouPanel detail={{ success: true, game, you } as GameDetail} userId="u1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const joined = {
  status: 'joined' as const,
  amount: '200.00',
  creditUsed: '0.00',
  invoiceNumber: null,
  leaveRefusal: null,
  reference: null,
  refundTo: 'source' as const,
  refundPending: false,
};

describe('GameYouPanel', () => {
  it('offers the player’s credit on the join, and none without a balance', () => {
    const html = render(null, '350.00');
    expect(html).toContain('Use my TurfBook credit (₹350.00 available)');
    expect(render(null)).not.toContain('TurfBook credit');
  });

  it('says what credit paid of a spot and where leaving sends each part', () => {
    const part = render({ ...joined, creditUsed: '50.00' });
    expect(part).toContain('₹50.00 of it was your TurfBook credit.');
    expect(part).toContain('₹50.00 to your TurfBook credit at once, the rest to your card or UPI.');
    const whole = render({ ...joined, creditUsed: '200.00' });
    expect(whole).toContain('all to your TurfBook credit at once.');
    const card = render(joined);
    expect(card).not.toContain('TurfBook credit');
    expect(card).not.toContain('Download your invoice');
  });

  it('links the spot’s invoice once the game settled', () => {
    const html = render({ ...joined, invoiceNumber: 'INV/30-31/000002', leaveRefusal: 'Settled.' });
    expect(html).toContain('href="/api/v1/games/g1/invoice"');
    expect(html).toContain('download="INV-30-31-000002.pdf"');
  });
});

describe('GameYouPanel, a spot called off', () => {
  it('offers where the spot goes back while joined', () => {
    const html = render({ ...joined, refundTo: 'credit' });
    expect(html).toContain('If this game is called off, my ₹200.00 goes');
    expect(html).toMatch(/checked="" value="credit"/);
  });

  it('says where a called-off spot went, and "Refund pending" until the card refund is made', () => {
    const ended = { ...joined, status: 'refunded' as const, leaveRefusal: 'Not in.' };
    expect(render({ ...ended, refundTo: 'credit' })).toContain(
      'This game was called off. Your ₹200.00 spot was refunded in full to your TurfBook credit.',
    );
    expect(render({ ...ended, refundPending: true })).toContain(
      'Refund pending: your ₹200.00 spot is on its way back to how you paid.',
    );
  });
});
