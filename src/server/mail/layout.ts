import type { Language } from '../../shared/i18n/languages';
import { escapeHtml } from '../../shared/html-escape';
import { mailWords } from '../i18n/mail';

// Every mail is one small document rendered twice, as plain text and as simple HTML, so the two
// can never say different things. The HTML has inline styles only (mail clients drop <style>)
// and every value in it goes through escapeHtml: names, addresses and links are user input.

/** A value shown as a link in HTML and as "text: url" in plain text. */
export interface MailLink {
  text: string;
  url: string;
}

export type MailValue = string | MailLink;

export interface MailDocument {
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs: the facts of the booking. */
  details: [string, MailValue][];
  /** Further blocks, such as a subscription's slots or the cancellation policy. */
  sections?: { title: string; lines: string[] }[];
  /** The one thing to do next. */
  action?: MailLink;
  /** The message in one line, for a phone's notification: the first paragraph unless given. */
  brief?: string;
  /** The reader's language, for the words the layout adds (the signature): English unless given. */
  language?: Language;
}

/** The same message as a phone shows it (push, WhatsApp): its page is the mail's action. */
export interface MessageBrief {
  title: string;
  body: string;
  /** Absolute; null when the mail has no action (the site's home page is used). */
  url: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  brief: MessageBrief;
}

/** Only web links become anchors; anything else (a javascript: URL, say) stays text. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

const signatureOf = (language: Language = 'en') => mailWords(language).signature;

function valueAsText(value: MailValue): string {
  if (typeof value === 'string') return value;
  return value.text === value.url ? value.url : `${value.text}: ${value.url}`;
}

function renderText(mail: MailDocument): string {
  const blocks = [
    mail.heading,
    mail.greeting,
    ...mail.paragraphs,
    mail.details.map(([label, value]) => `${label}: ${valueAsText(value)}`).join('\n'),
    ...(mail.sections ?? []).map((s) => [s.title, ...s.lines.map((l) => `- ${l}`)].join('\n')),
  ];
  if (mail.action) blocks.push(`${mail.action.text}: ${mail.action.url}`);
  blocks.push(`-- \n${signatureOf(mail.language)}`);
  return `${blocks.join('\n\n')}\n`;
}

const STYLE = {
  body: 'margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827;',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;',
  h1: 'font-size:20px;line-height:1.3;margin:0 0 16px;color:#065f46;',
  h2: 'font-size:15px;margin:20px 0 8px;',
  p: 'font-size:14px;line-height:1.5;margin:0 0 12px;',
  table: 'border-collapse:collapse;width:100%;margin:8px 0 12px;font-size:14px;',
  th: 'text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#4b5563;font-weight:normal;white-space:nowrap;',
  td: 'padding:6px 0;vertical-align:top;',
  li: 'font-size:14px;line-height:1.5;',
  a: 'color:#047857;',
  button:
    'display:inline-block;background:#047857;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-size:14px;',
  footer: 'font-size:12px;color:#6b7280;margin:24px 0 0;',
};

function link(value: MailLink, style = STYLE.a): string {
  if (!isWebUrl(value.url)) return escapeHtml(valueAsText(value));
  return `<a href="${escapeHtml(value.url)}" style="${style}">${escapeHtml(value.text)}</a>`;
}

function valueAsHtml(value: MailValue): string {
  return typeof value === 'string' ? escapeHtml(value) : link(value);
}

function renderHtml(mail: MailDocument): string {
  const rows = mail.details
    .map(
      ([label, value]) =>
        `<tr><th style="${STYLE.th}">${escapeHtml(label)}</th><td style="${STYLE.td}">${valueAsHtml(value)}</td></tr>`,
    )
    .join('');
  const sections = (mail.sections ?? [])
    .map(
      (section) =>
        `<h2 style="${STYLE.h2}">${escapeHtml(section.title)}</h2><ul>${section.lines
          .map((line) => `<li style="${STYLE.li}">${escapeHtml(line)}</li>`)
          .join('')}</ul>`,
    )
    .join('');
  const paragraphs = [mail.greeting, ...mail.paragraphs]
    .map((text) => `<p style="${STYLE.p}">${escapeHtml(text)}</p>`)
    .join('');
  const action = mail.action ? `<p style="${STYLE.p}">${link(mail.action, STYLE.button)}</p>` : '';
  return [
    '<!DOCTYPE html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    `<h1 style="${STYLE.h1}">${escapeHtml(mail.heading)}</h1>`,
    paragraphs,
    `<table role="presentation" style="${STYLE.table}">${rows}</table>`,
    sections,
    action,
    `<p style="${STYLE.footer}">${escapeHtml(signatureOf(mail.language))}</p>`,
    '</div></body></html>',
  ].join('\n');
}

/**
 * The mail with one more line above its signature, in both parts: how to stop this kind of
 * mail, added by whoever sends it (notifications/channel-delivery.ts).
 */
export function withFooterLink<T extends RenderedMail>(
  mail: T,
  line: string,
  stop: MailLink,
  language: Language = 'en',
): T {
  const SIGNATURE = signatureOf(language);
  const text = mail.text.replace(
    `-- \n${SIGNATURE}`,
    `${line} ${valueAsText(stop)}\n\n-- \n${SIGNATURE}`,
  );
  const html = mail.html.replace(
    `<p style="${STYLE.footer}">${escapeHtml(SIGNATURE)}</p>`,
    `<p style="${STYLE.footer}">${escapeHtml(line)} ${link(stop)}</p>\n<p style="${STYLE.footer}">${escapeHtml(SIGNATURE)}</p>`,
  );
  return { ...mail, text, html };
}

export function renderMail(mail: MailDocument): RenderedMail {
  // A subject is one header line: a line break in a turf's name must not start another header.
  const subject = mail.subject.replace(/[\r\n]+/g, ' ');
  const brief = {
    title: mail.heading,
    body: mail.brief ?? mail.paragraphs[0] ?? subject,
    url: mail.action && isWebUrl(mail.action.url) ? mail.action.url : null,
  };
  return { subject, text: renderText(mail), html: renderHtml({ ...mail, subject }), brief };
}
