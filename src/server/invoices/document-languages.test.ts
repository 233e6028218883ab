import { writeFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_UNKNOWN } from '../../shared/api/account-language-contract';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { GSTIN, getDocument, pdfText, putTaxDetails } from '../testing/invoice-kit';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// Documents in Hindi and Marathi (decision 065): the words in the reader's language, drawn in
// Noto Sans Devanagari with '₹', the figures as in English, and the headings GST law asks for
// in English beside their translation.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };

async function scene() {
  const s = await paymentScene(t.app, t.database.db);
  const ownerCookie = await cookieFor(t.app, s.owner);
  expect((await putTaxDetails(t.app, ownerCookie, s.turf.id)).statusCode).toBe(200);
  const bookingId = await bookAndPay(t.app, s.cookie, { ...SLOT, turfId: s.turf.id });
  return { ...s, ownerCookie, bookingId };
}

/**
 * A PDF's text with its runs of spaces and line breaks as one space. pdf-parse reads Devanagari in
 * the order its glyphs are drawn, so a word with a vowel sign drawn before its consonant (ि) or a
 * reph (र्) reads back reordered, and a space may split a word: the words checked here read back
 * whole. It also puts a stray control character after some vowels, taken out here.
 */
async function documentText(bytes: Buffer, keep?: string) {
  if (keep) writeFileSync(keep, bytes);
  const text = [...(await pdfText(bytes))].filter((c) => c >= ' ' || /\s/.test(c)).join('');
  return text.replace(/\s+/g, ' ');
}

const LEGAL = [
  'Tax Invoice',
  'Invoice number',
  'Date',
  `GSTIN: ${GSTIN}`,
  'Place of supply',
  'SAC',
  'Taxable value',
  'Total (GST inclusive)',
];

describe('a booking’s invoice in Hindi and Marathi', () => {
  it('has the same figures, its words in the language and the legal headings in English', async () => {
    const { cookie, bookingId } = await scene();
    for (const [language, words] of [
      ['hi', ['कर बीजक', 'खरीदार', 'इनवॉइस नंबर', 'कर योग्य मूल्य', 'मई 2030']],
      ['mr', ['कर बीजक', 'खरेदीदार', 'तपशील', 'रक्कम', 'करपात्र मूल्य', 'मे 2030']],
    ] as const) {
      const answer = await getDocument(t.app, cookie, `${bookingId}/invoice?lang=${language}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toContain('INV-30-31-000001.pdf');
      const text = await documentText(
        answer.rawPayload,
        process.env.KEEP_PDF_DIR && `${process.env.KEEP_PDF_DIR}/invoice-${language}.pdf`,
      );
      for (const line of [
        ...LEGAL,
        'INV/30-31/000001',
        'Sunrise Sports LLP',
        'Maharashtra (27)',
        '999652',
        '₹847.46',
        'CGST @ 9% ₹76.27',
        'SGST @ 9% ₹76.27',
        '₹1,000.00',
        '6:00 PM - 7:00 PM',
      ])
        expect(text).toContain(line);
      for (const word of words) expect(text).toContain(word);
      expect(text).not.toContain('Rs.');
      expect(text).not.toMatch(/Seller|Buyer|Description|Turf booking|Prices include/);
    }
  });

  it('is the credit note in Hindi too, against its invoice', async () => {
    const { cookie, bookingId } = await scene();
    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    const answer = await getDocument(t.app, cookie, `${bookingId}/credit-notes/1?lang=hi`);
    expect(answer.statusCode).toBe(200);
    const text = await documentText(
      answer.rawPayload,
      process.env.KEEP_PDF_DIR && `${process.env.KEEP_PDF_DIR}/credit-note-hi.pdf`,
    );
    for (const line of [
      'Credit Note',
      'CN/30-31/000001',
      'INV/30-31/000001',
      'CGST @ 9% ₹76.27',
      '₹1,000.00',
      'इस इनवॉइस के बदले',
    ])
      expect(text).toContain(line);
  });

  it('is in the language of the account that asks for it, unless lang names another', async () => {
    const { cookie, ownerCookie, bookingId } = await scene();
    const choose = (who: string, language: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/me',
        headers: { cookie: who },
        payload: { language },
      });
    expect((await choose(cookie, 'mr')).statusCode).toBe(200);
    expect((await choose(ownerCookie, 'hi')).statusCode).toBe(200);
    const read = async (who: string, query = '') =>
      documentText((await getDocument(t.app, who, `${bookingId}/invoice${query}`)).rawPayload);
    expect(await read(cookie)).toContain('खरेदीदार');
    expect(await read(ownerCookie)).toContain('खरीदार');
    expect(await read(cookie, '?lang=en')).toContain('Total (GST inclusive) Rs. 1,000.00');
  });

  it('is in English with lang=en, and a language TurfBook does not write is a 400', async () => {
    const { cookie, bookingId } = await scene();
    const english = await getDocument(t.app, cookie, `${bookingId}/invoice?lang=en`);
    expect(await documentText(english.rawPayload)).toContain('Total (GST inclusive) Rs. 1,000.00');
    for (const bad of ['fr', 'HI', 'hi-IN', '']) {
      const answer = await getDocument(t.app, cookie, `${bookingId}/invoice?lang=${bad}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        success: false,
        code: 'language_unknown',
        message: LANGUAGE_UNKNOWN,
      });
    }
  });
});
