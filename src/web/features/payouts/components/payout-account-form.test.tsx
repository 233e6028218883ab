import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PayoutAccountForm } from './payout-account-form';

// The payout account form draws every text from the payouts catalogue (docs/decisions/062).

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>,
  );

describe('PayoutAccountForm (docs/decisions/054, 062)', () => {
  it('asks for the details, their business type and the bank', () => {
    const html = render(<PayoutAccountForm account={null} />);
    expect(html).toContain('Payout account');
    expect(html).toContain('Legal name of the business');
    expect(html).toContain('Proprietorship');
    expect(html).toContain('PAN (optional: without one, 5% TDS is withheld)');
    expect(html).toContain('Save payout details');
  });

  it('shows a saved account by its status, its last four digits and why it waits', () => {
    const html = render(
      <PayoutAccountForm
        account={{
          legalName: 'Shimpoli Sports LLP',
          businessType: 'llp',
          pan: null,
          status: 'pending',
          reason:
            'We are verifying these details with the payout provider; payouts wait until then.',
          bank: { last4: '7890', ifsc: 'HDFC0001234' },
        }}
      />,
    );
    expect(html).toContain('Being verified</span> · account ending 7890 · HDFC0001234');
    expect(html).toContain('We are verifying these details with the payout provider');
    expect(html).toContain('Change payout details');
  });
});
