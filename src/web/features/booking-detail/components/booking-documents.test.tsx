import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { BookingDocuments } from './booking-documents';

const render = (documents: BookingDetail['documents']) =>
  renderToStaticMarkup(<BookingDocuments booking={{ _id: 'b1', documents } as BookingDetail} />);

describe('BookingDocuments', () => {
  it('links the tax invoice and each credit note as PDF downloads', () => {
    const html = render({
      invoice: { number: 'INV/26-27/000007', kind: 'tax_invoice' },
      creditNotes: [{ n: 1, number: 'CN/26-27/000002', amount: 600 }],
      moveInvoices: [],
    });
    expect(html).toContain('Download tax invoice');
    expect(html).toContain('href="/api/v1/booking/b1/invoice"');
    expect(html).toContain('download="INV-26-27-000007.pdf"');
    expect(html).toContain('href="/api/v1/booking/b1/credit-notes/1"');
    expect(html).toContain('CN/26-27/000002');
    expect(html).toContain('₹600.00 refunded');
  });

  it('calls a venue without a GSTIN’s invoice a receipt, and shows nothing without documents', () => {
    expect(
      render({
        invoice: { number: 'RCT/26-27/000001', kind: 'receipt' },
        creditNotes: [],
        moveInvoices: [],
      }),
    ).toContain('Download receipt');
    expect(render({ invoice: null, creditNotes: [], moveInvoices: [] })).toBe('');
  });

  it('links the invoice of each paid move beside the booking’s own', () => {
    const html = render({
      invoice: { number: 'INV/26-27/000007', kind: 'tax_invoice' },
      creditNotes: [],
      moveInvoices: [{ n: 1, number: 'INV/26-27/000009', kind: 'tax_invoice', amount: 700 }],
    });
    expect(html).toContain('href="/api/v1/booking/b1/move-invoices/1"');
    expect(html).toContain('download="INV-26-27-000009.pdf"');
    expect(html).toContain('Download tax invoice for the move');
    expect(html).toContain('₹700.00 more');
  });
});
