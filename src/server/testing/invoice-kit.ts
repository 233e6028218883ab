import { PDFParse } from 'pdf-parse';
import type { App } from '../app';

// Steps of the invoice tests: set a venue's GST details, fetch a document and read its text back.

export const GSTIN = '27AAPFU0939F1ZV';

export function putTaxDetails(
  app: App,
  cookie: string | null,
  turfId: string,
  body: Record<string, unknown> = { legalName: 'Sunrise Sports LLP', gstin: GSTIN, state: '27' },
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/owner/turfs/${turfId}/tax-details`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

export function getDocument(app: App, cookie: string | null, path: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/booking/${path}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The text of a PDF, as pdf-parse extracts it, on one line per text line. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
