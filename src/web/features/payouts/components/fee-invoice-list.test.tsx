import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FeeDocument } from '../../../../shared/api/payout-contract';
import { formatMonth } from '../../../../shared/display-format';
import { FeeInvoiceList } from './fee-invoice-list';

const invoice: FeeDocument = {
  _id: 'f1',
  kind: 'fee_invoice',
  number: 'TBF/30-31/000001',
  turfId: 't1',
  month: '2030-05',
  issuedAt: '2030-05-31T18:31:00.000Z',
  bookings: 2,
  taxable: '200.00',
  gst: '36.00',
  total: '236.00',
};

describe('FeeInvoiceList (docs/decisions/054)', () => {
  it("shows each document's month, fee, GST and total, with its PDF", () => {
    const html = renderToStaticMarkup(
      <FeeInvoiceList
        documents={[
          invoice,
          {
            ...invoice,
            _id: 'f2',
            kind: 'fee_credit_note',
            number: 'TBC/30-31/000001',
            taxable: '50.00',
            gst: '9.00',
            total: '59.00',
          },
        ]}
      />,
    );
    expect(html).toContain('Tax invoice TBF/30-31/000001');
    expect(html).toContain('May 2030: fee ₹200.00 + GST ₹36.00 =');
    expect(html).toContain('₹236.00');
    expect(html).toContain('href="/api/v1/owner/fee-invoices/f1.pdf"');
    expect(html).toContain('aria-label="Download tax invoice TBF/30-31/000001 PDF"');
    expect(html).toContain('Credit note TBC/30-31/000001');
    expect(html).toContain('credited ₹59.00');
  });

  it('says when the first one arrives while there is none', () => {
    expect(renderToStaticMarkup(<FeeInvoiceList documents={[]} />)).toContain(
      'TurfBook&#x27;s invoice for its fees arrives on the first of the month after your first booking is paid.',
    );
    expect(formatMonth('2031-01')).toBe('January 2031');
  });
});
