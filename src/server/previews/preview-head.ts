import type { LinkPreview } from './link-previews';

// A link preview as the page's <head> carries it (docs/decisions/055): Open Graph tags, which
// WhatsApp and every other link preview read, and the page's schema.org JSON-LD. Everything in it
// came from owners and players, so every text is escaped for where it goes.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** JSON inside <script>: no `<` may close it early, nor U+2028/2029 end a line in old parsers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The markup that takes the place of the page's own <title>. */
export function previewHead(preview: LinkPreview): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)} · TurfBook</title>`,
    meta('og:site_name', 'TurfBook'),
    meta('og:type', 'website'),
    meta('og:title', preview.title),
    meta('og:description', preview.description),
    meta('og:url', preview.url),
    ...(preview.image ? [meta('og:image', preview.image)] : []),
    `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}" />`,
    ...(preview.jsonLd
      ? [`<script type="application/ld+json">${scriptSafeJson(preview.jsonLd)}</script>`]
      : []),
  ];
  return tags.join('\n    ');
}
