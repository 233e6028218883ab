import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Payout } from '../../../../shared/api/payout-contract';
import { PayoutList } from './payout-list';

const held: Payout = {
  _id: 'p1',
  bookingId: 'b1',
  turfId: 't1',
  playedOn: '2030-05-06',
  gross: '800.00',
  returned: '0.00',
  fee: '80.00',
  feeGst: '14.40',
  tcs: '0.00',
  tds: '0.80',
  net: '704.80',
  status: 'on_hold',
  // 7 May 2030, 8:00 PM in Mumbai: a day after a 7 PM–8 PM booking.
  releaseAt: '2030-05-07T14:30:00.000Z',
  transferId: null,
  reason: null,
};

const render = (payouts: Payout[]) =>
  renderToStaticMarkup(<PayoutList payouts={payouts} timeZone="Asia/Kolkata" />);

describe('PayoutList (docs/decisions/054)', () => {
  it('says until when a payout is held, in venue time', () => {
    const html = render([held]);
    expect(html).toContain('On hold');
    expect(html).toContain('until Tue, 7 May 2030, 8:00 PM');
    expect(html).toContain('₹704.80');
  });

  it('names the transfer that paid a payout, and why one failed', () => {
    const html = render([
      { ...held, _id: 'p2', status: 'paid', transferId: 'trf_Abc123' },
      { ...held, _id: 'p3', status: 'failed', reason: 'The bank refused the transfer.' },
    ]);
    expect(html).toContain('Paid<span class="block text-xs text-slate-600">transfer trf_Abc123');
    expect(html).toContain('text-red-600">The bank refused the transfer.');
    expect(html).not.toContain('until');
  });
});
