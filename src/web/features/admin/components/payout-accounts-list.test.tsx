import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PayoutAccountsList } from './payout-accounts-list';

const account = {
  ownerId: 'o1',
  ownerName: 'Asha Patil',
  email: 'asha@example.com',
  status: 'rejected' as const,
  legalName: 'Shimpoli Sports LLP',
  businessType: 'llp' as const,
  pan: null,
  bank: { last4: '7890', ifsc: 'HDFC0001234' },
  reason: 'The bank account name does not match.',
};

describe('PayoutAccountsList (docs/decisions/054)', () => {
  it("shows each owner's account by status, its PAN and the bank's last four digits", () => {
    const html = renderToStaticMarkup(<PayoutAccountsList accounts={[account]} />);
    expect(html).toContain('Shimpoli Sports LLP');
    expect(html).toContain('Asha Patil · asha@example.com');
    expect(html).toContain('PAN not given (5% TDS) · Bank ••••7890, HDFC0001234');
    expect(html).toContain('Rejected');
    expect(html).toContain('The bank account name does not match.');
  });

  it('says when no owner has given payout details', () => {
    expect(renderToStaticMarkup(<PayoutAccountsList accounts={[]} />)).toContain(
      'No owner has given payout details yet.',
    );
  });
});
