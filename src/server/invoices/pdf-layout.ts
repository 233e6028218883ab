import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { formatPaise } from '../../shared/display-format';
import type { Language } from '../../shared/i18n/languages';
import { documentWords, type DocumentWords } from '../i18n/documents';

// The page every TurfBook PDF is drawn on (pdfkit, decision 038): A4, a title with its facts, and
// rules between parts. English keeps the built-in Helvetica, which has no '₹', so its amounts read
// 'Rs. 1,200.00'. Hindi and Marathi embed Noto Sans Devanagari (SIL Open Font License), whose
// glyphs cover Latin and '₹' too, shaped by pdfkit's fontkit (decision 065).

export const BRAND = 'TurfBook';
export const MARGIN = 50;
export const WIDTH = 595.28 - 2 * MARGIN;

/** The names a drawing uses for its two faces, registered per document in its language. */
export const FONT = 'body';
export const BOLD = 'body-bold';

const require = createRequire(import.meta.url);
let devanagari: { regular: Buffer; bold: Buffer } | null = null;

/** Noto Sans Devanagari's regular and bold faces, read once from their package. */
function devanagariFaces() {
  if (!devanagari) {
    const dir = dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
    devanagari = {
      regular: readFileSync(join(dir, '400Regular', 'NotoSansDevanagari_400Regular.ttf')),
      bold: readFileSync(join(dir, '700Bold', 'NotoSansDevanagari_700Bold.ttf')),
    };
  }
  return devanagari;
}

const languages = new WeakMap<PDFKit.PDFDocument, Language>();

/** The language a document is being drawn in. */
export function languageOfDocument(doc: PDFKit.PDFDocument): Language {
  return languages.get(doc) ?? 'en';
}

/** The words of a document being drawn, in its language. */
export function wordsOf(doc: PDFKit.PDFDocument): DocumentWords {
  return documentWords(languageOfDocument(doc));
}

/** An amount as the document's font can write it: '₹1,200.00', or 'Rs. 1,200.00' in Helvetica. */
export function moneyIn(language: Language, paise: number): string {
  return language === 'en' ? formatPaise(paise, 'Rs. ') : formatPaise(paise);
}

export function amountText(doc: PDFKit.PDFDocument, paise: number): string {
  return moneyIn(languageOfDocument(doc), paise);
}

export function render(
  draw: (doc: PDFKit.PDFDocument) => void,
  title: string,
  language: Language = 'en',
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang: language,
      info: { Title: title, Author: BRAND },
    });
    languages.set(doc, language);
    if (language === 'en') {
      doc.registerFont(FONT, 'Helvetica');
      doc.registerFont(BOLD, 'Helvetica-Bold');
    } else {
      const faces = devanagariFaces();
      doc.registerFont(FONT, faces.regular);
      doc.registerFont(BOLD, faces.bold);
    }
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export function heading(doc: PDFKit.PDFDocument, title: string, facts: [string, string][]) {
  doc.font(BOLD).fontSize(20).text(title, MARGIN, MARGIN);
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor('#475569')
    .text(wordsOf(doc).issuedThrough({ brand: BRAND }));
  doc.fillColor('#000000').moveDown(0.8).fontSize(10);
  for (const [label, value] of facts)
    doc.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value);
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
  doc.font(bold ? BOLD : FONT).fontSize(10);
  doc.text(label, MARGIN, y, { width: WIDTH - 130 });
  doc.text(amountText(doc, paise), MARGIN + WIDTH - 130, y, { width: 130, align: 'right' });
  doc.x = MARGIN;
  doc.moveDown(0.2);
}
