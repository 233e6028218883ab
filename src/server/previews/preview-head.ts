import { escapeHtml } from '../../shared/html-escape';
import type { LinkPreview, Preload } from './link-previews';

// A link preview as the page's <head> carries it (docs/decisions/055): Open Graph tags, which
// WhatsApp and every other link preview read, and the page's schema.org JSON-LD. Everything in it
// came from owners and players, so every text is escaped for where it goes.

/** JSON inside <script>: no `<` may close it early, nor U+2028/2029 end a line in old parsers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A preload the page's own request will use (decision 080): a picture with the srcset and sizes of
 * its <img>, at high priority as the <img> asks; an API answer with the credentials the page's
 * fetch sends (credentials: 'include'), or the browser would fetch it twice.
 */
function preloadLink(preload: Preload): string {
  if (preload.as === 'fetch') {
    return `<link rel="preload" as="fetch" href="${escapeHtml(preload.href)}" crossorigin="use-credentials" />`;
  }
  const sizes = preload.imageSrcSet
    ? ` imagesrcset="${escapeHtml(preload.imageSrcSet)}" imagesizes="${escapeHtml(preload.imageSizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(preload.href)}"${sizes} fetchpriority="high" />`;
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
    ...preview.preloads.map(preloadLink),
  ];
  return tags.join('\n    ');
}
