import type { FastifyRequest } from 'fastify';
import { safeForLog } from '../http/logging';
import { originOf } from '../http/public-urls';
import type { PageHead } from '../http/web-client';
import { linkPreviewOf, type PreviewContext } from './link-previews';
import { previewHead } from './preview-head';

// The web client's pages that carry their own link preview (docs/decisions/055), for the
// composition root to give to installWebClient. A preview that cannot be read leaves the page as
// built: the page itself still works.

export function previewPageHeads(context: PreviewContext, publicUrl: string | null): PageHead {
  return async (request: FastifyRequest, path: string) => {
    try {
      const query = new URL(request.url, 'http://page.invalid').searchParams;
      const preview = await linkPreviewOf(context, path, query, originOf(request, publicUrl));
      return preview && { head: previewHead(preview), firstView: preview.firstView };
    } catch (error) {
      request.log.error({ err: safeForLog(error) }, 'A link preview could not be read.');
      return null;
    }
  };
}
