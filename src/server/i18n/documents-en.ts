// The words of TurfBook's PDF documents in English: the invoice and receipt, the credit note, the
// fee invoice and the payout statement (decisions 038, 054, 065). Hindi and Marathi have the same
// keys with the same values (documents-hi.ts, documents-mr.ts); a unit test holds them together.
// The headings GST law asks for stay in English beside their translation in the other two.

export const documentsEn = {
  issuedThrough: (v: { brand: string }) => `Issued through ${v.brand}`,
  // A payment's tax invoice or receipt, and its credit note.
  taxInvoice: 'Tax Invoice',
  receipt: 'Receipt',
  creditNote: 'Credit Note',
  invoiceNumber: 'Invoice number',
  receiptNumber: 'Receipt number',
  creditNoteNumber: 'Credit note number',
  date: 'Date',
  payment: 'Payment',
  againstInvoice: 'Against invoice',
  againstReceipt: 'Against receipt',
  numberDated: (v: { number: string; date: string }) => `${v.number} dated ${v.date}`,
  seller: 'Seller',
  buyer: 'Buyer',
  gstin: (v: { gstin: string }) => `GSTIN: ${v.gstin}`,
  state: (v: { state: string }) => `State: ${v.state}`,
  placeOfSupply: (v: { state: string }) => `Place of supply: ${v.state}`,
  description: 'Description',
  sac: 'SAC',
  amount: 'Amount',
  turfBookingLine: (v: { reference: string; slot: string }) =>
    `Turf booking ${v.reference}: ${v.slot}`,
  gameSpotLine: (v: { reference: string; slot: string }) =>
    `One spot in the open game on turf booking ${v.reference}: ${v.slot}`,
  moveLine: (v: { reference: string; slot: string }) =>
    `Price difference of moving turf booking ${v.reference} to ${v.slot}`,
  refundOf: (v: { line: string }) => `Refund of ${v.line}`,
  spotTakenOf: (v: { line: string }) =>
    `One spot taken by another player in the open game on ${v.line}`,
  taxableValue: 'Taxable value',
  igst: (v: { rate: string }) => `IGST @ ${v.rate}%`,
  cgst: (v: { rate: string }) => `CGST @ ${v.rate}%`,
  sgst: (v: { rate: string }) => `SGST @ ${v.rate}%`,
  totalGstInclusive: 'Total (GST inclusive)',
  amountPaid: 'Amount paid',
  totalRefunded: 'Total refunded',
  listPrice: 'List price',
  discount: (v: { code: string }) => `Discount (${v.code})`,
  paidWith: (v: { method: string }) => `Paid with ${v.method}`,
  paidWithCredit: 'TurfBook credit',
  cardOrUpi: 'Card or UPI',
  cardEnding: (v: { last4: string }) => `Card ending ${v.last4}`,
  taxInvoiceNote: (v: { brand: string }) =>
    `Prices include GST. Tax is not payable on reverse charge. ${v.brand} collects payments on behalf of the venue.`,
  receiptNote: (v: { brand: string }) =>
    `The venue is not registered for GST, so no tax is charged separately. ${v.brand} collects payments on behalf of the venue.`,
  // TurfBook's fee invoice and credit note to a venue.
  for: 'For',
  supplier: 'Supplier',
  recipient: 'Recipient',
  feeLine: (v: { count: number; month: string; sac: string }) =>
    `TurfBook commission on ${v.count} booking${v.count === 1 ? '' : 's'} sold online, ${v.month} (SAC ${v.sac})`,
  feeReversedLine: (v: { count: number; month: string; sac: string }) =>
    `TurfBook commission reversed on ${v.count} booking${v.count === 1 ? '' : 's'} whose money went back, ${v.month} (SAC ${v.sac})`,
  total: 'Total',
  totalCredited: 'Total credited',
  feeNote:
    'The fee and the GST on it were withheld from your payouts booking by booking; each payout statement lists them. ' +
    'GST is computed on each booking’s fee. Tax is not payable on reverse charge.',
  // A venue's weekly payout statement.
  payoutStatement: 'Payout statement',
  venue: 'Venue',
  weekPlayed: 'Week played',
  issued: 'Issued',
  week: (v: { from: string; to: string }) => `${v.from} to ${v.to}`,
  openingBalance: 'Opening balance',
  columnBooking: 'Booking',
  columnPlayed: 'Played',
  columnGross: 'Gross',
  columnBack: 'Back',
  columnFee: 'Fee',
  columnGstFee: 'GST fee',
  columnTcs: 'TCS',
  columnTds: 'TDS',
  columnNet: 'Net',
  noBookingsThisWeek: 'No bookings sold online this week.',
  weekTotal: 'Week total',
  transfersHeading: 'Transfers to your bank account',
  noTransfersThisWeek: 'No transfers this week.',
  transferOn: (v: { id: string; date: string }) => `${v.id} on ${v.date}`,
  netOfTheWeek: 'Net of the week',
  transferred: 'Transferred',
  closingBalance: 'Closing balance',
  statementNote:
    'Amounts in rupees. Fee: TurfBook’s commission on the price net of money back, with GST at 18% on it. ' +
    'TCS: GST collected at source under section 52 of the CGST Act. TDS: income tax deducted under section 194-O ' +
    'of the Income-tax Act. A negative closing balance is recovered from your next payouts.',
};

export type DocumentWords = typeof documentsEn;

/**
 * The labels GST law asks an invoice or credit note to carry (rule 46 and 53 of the CGST Rules):
 * in Hindi and Marathi their English words stay beside the translation (decision 065).
 */
export const LEGAL_DOCUMENT_WORDS = [
  'taxInvoice',
  'creditNote',
  'invoiceNumber',
  'creditNoteNumber',
  'date',
  'gstin',
  'placeOfSupply',
  'sac',
  'taxableValue',
  'igst',
  'cgst',
  'sgst',
  'totalGstInclusive',
  'total',
  'supplier',
  'recipient',
] as const satisfies readonly (keyof DocumentWords)[];
