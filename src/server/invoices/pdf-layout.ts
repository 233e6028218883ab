import PDFDocument from 'pdfkit';
import { formatPaise } from '../../shared/display-format';

// The page every TurfBook PDF is drawn on (pdfkit, decision 038): A4, a title with its facts, and
// rules between parts. The built-in Helvetica has no '₹', so amounts read 'Rs. 1,200.00'.

export const BRAND = 'TurfBook';
export const MARGIN = 50;
export const WIDTH = 595.28 - 2 * MARGIN;

export const money = (paise: number) => formatPaise(paise, 'Rs. ');

export function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: title, Author: BRAND },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export function heading(doc: PDFKit.PDFDocument, title: string, facts: [string, string][]) {
  doc.font('Helvetica-Bold').fontSize(20).text(title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#475569').text(`Issued through ${BRAND}`);
  doc.fillColor('#000000').moveDown(0.8).fontSize(10);
  for (const [label, value] of facts)
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  doc.moveDown(0.8);
}

export function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .strokeColor('#94a3b8')
    .stroke();
  doc.y += 6;
}

/** A label on the left and an amount on the right, as a document's totals are set. */
export function amountLine(doc: PDFKit.PDFDocument, label: string, paise: number, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, MARGIN, y, { width: WIDTH - 130 });
  doc.text(money(paise), MARGIN + WIDTH - 130, y, { width: 130, align: 'right' });
  doc.x = MARGIN;
  doc.moveDown(0.2);
}
