import type { NotificationKind } from '../../shared/notification-preferences';
import type { Language } from '../../shared/i18n/languages';
import type { OutgoingMail } from '../mail/wording';
import { templateMessage, type WhatsAppTemplateMessage } from './whatsapp-sender';

// Which approved WhatsApp template carries each kind of message (docs/decisions/057). Every
// template's words, as submitted to WhatsApp for approval, are in docs/whatsapp-templates.md:
// {{1}} is the message's heading, {{2}} its one line, and the button opens the message's page
// (the site's address with {{1}} as its path). Each ends by saying how to stop it.

export const WHATSAPP_TEMPLATES: Record<NotificationKind, string> = {
  confirmation: 'turfbook_booking_confirmed',
  reminder: 'turfbook_game_reminder',
  review: 'turfbook_review_request',
  cancellation: 'turfbook_booking_cancelled',
  refund: 'turfbook_refund_update',
  rainOut: 'turfbook_rain_out',
  waitlist: 'turfbook_waitlist_offer',
  split: 'turfbook_split_update',
  game: 'turfbook_game_update',
  ownerBooking: 'turfbook_venue_booking',
  ownerSummary: 'turfbook_venue_day',
};

/**
 * Each template is approved once per language under its one name (decision 065): the message
 * goes in its reader's language, its code as WhatsApp names it ('en', 'hi', 'mr').
 */
export const WHATSAPP_LANGUAGE_CODES: Record<Language, string> = { en: 'en', hi: 'hi', mr: 'mr' };

/** WhatsApp refuses a text parameter with line breaks, tabs or more than four spaces in a row. */
function parameterText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 1000);
}

/** The page a message opens, as the button's path after the site's address. */
function buttonPath(url: string | null, siteOrigin: string): string {
  const fallback = 'displaybookings';
  if (!url || !url.startsWith(`${siteOrigin}/`)) return fallback;
  return url.slice(siteOrigin.length + 1) || fallback;
}

/** The Cloud API's body for one message of the outbox, to a 10-digit mobile number. */
export function whatsappMessageOf(
  message: Pick<OutgoingMail, 'kind' | 'brief'> & { to: Pick<OutgoingMail['to'], 'language'> },
  mobileNumber: string,
  siteOrigin: string,
): WhatsAppTemplateMessage {
  return templateMessage(
    mobileNumber,
    {
      name: WHATSAPP_TEMPLATES[message.kind],
      languageCode: WHATSAPP_LANGUAGE_CODES[message.to.language],
    },
    [parameterText(message.brief.title), parameterText(message.brief.body)],
    buttonPath(message.brief.url, siteOrigin),
  );
}
