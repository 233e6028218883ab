import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { KIND_TITLES } from '../../shared/notification-preferences';
import type { Db } from '../db/database';
import { escapeHtml } from '../../shared/html-escape';
import { checkedStop, stopEmails, stopLinkKey, type StopRequest } from './stop-links';

// The page an e-mail's stop link opens, and the stop itself (docs/decisions/057). A GET only asks
// (mail scanners open links, and must not stop anyone's mail); the page's one button, or the mail
// app's own unsubscribe button (RFC 8058's one-click POST), stops that kind of e-mail.

export interface StopLinkContext {
  db: Db;
  now: () => Date;
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · TurfBook</title></head>` +
        `<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111827">` +
        `<h1 style="font-size:1.4rem;color:#065f46">${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

const NOT_VALID =
  '<p>This link is not valid. You can choose what reaches you on your <a href="/notifications">notifications page</a>.</p>';

export function stopLinkRoutes(context: StopLinkContext): FastifyPluginAsync {
  return async (app) => {
    // The page's form and RFC 8058 post a form body; what it says does not matter here.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );

    app.get(
      '/stop-email',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Asks to stop one kind of e-mail (one button)',
        },
      },
      async (request, reply) => {
        const kind = checkedStop(await stopLinkKey(context.db), request.query as StopRequest);
        if (!kind) return page(reply, 400, 'Link not valid', NOT_VALID);
        const title = KIND_TITLES[kind];
        return page(
          reply,
          200,
          `Stop “${title}” e-mails?`,
          `<form method="post"><button type="submit" style="background:#047857;color:#fff;border:0;border-radius:6px;padding:10px 16px;font-size:1rem">Stop these e-mails</button></form>` +
            `<p>Other messages, and this kind by push or WhatsApp, stay as they are.</p>`,
        );
      },
    );

    app.post(
      '/stop-email',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Stops one kind of e-mail (RFC 8058 one-click)',
        },
      },
      async (request, reply) => {
        const query = request.query as StopRequest;
        const kind = checkedStop(await stopLinkKey(context.db), query);
        if (!kind || !(await stopEmails(context.db, context.now(), query.user, kind)))
          return page(reply, 400, 'Link not valid', NOT_VALID);
        return page(
          reply,
          200,
          'Done',
          `<p>You will get no more “${escapeHtml(KIND_TITLES[kind])}” e-mails from TurfBook.</p>` +
            `<p>Change this any time on your <a href="/notifications">notifications page</a>.</p>`,
        );
      },
    );
  };
}
