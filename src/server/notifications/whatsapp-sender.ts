import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { whatsappAddress } from '../../shared/mobile-number';
import type { AppConfig } from '../config';
import { outboxDir, writeOutboxFile } from '../mail/transport';

// Where a WhatsApp message goes (docs/decisions/057): to the WhatsApp Cloud API as an approved
// template message (`POST /{phone-number-id}/messages`, the body below), or, without keys, as a
// JSON file under DATA_DIR/outbox/whatsapp holding exactly that body.

/** A template's parameter, as the Cloud API takes it. */
export interface TemplateParameter {
  type: 'text';
  text: string;
}

export type TemplateComponent =
  | { type: 'body'; parameters: TemplateParameter[] }
  | { type: 'button'; sub_type: 'url'; index: string; parameters: TemplateParameter[] };

/** The Cloud API's body for a template message. */
export interface WhatsAppTemplateMessage {
  messaging_product: 'whatsapp';
  /** The number with its country code and no '+': 91XXXXXXXXXX. */
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components: TemplateComponent[];
  };
}

/** WhatsApp refused the message itself (a bad number, a template it does not know...). */
export class WhatsAppRefused extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'WhatsAppRefused';
  }
}

export interface WhatsAppSender {
  /** 'files' writes each message to DATA_DIR/outbox/whatsapp instead of sending it. */
  kind: 'cloud-api' | 'files';
  /**
   * Answers the message's id (WhatsApp's `wamid`, or a local one for a file). Rejects with
   * WhatsAppRefused when WhatsApp refused this message, with another error when it could not be
   * reached (worth trying again).
   */
  send(message: WhatsAppTemplateMessage): Promise<{ messageId: string }>;
}

/** How long the Graph API may take to take a message. */
const SEND_TIMEOUT_MS = 10_000;

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

function cloudApiSender(
  whatsapp: NonNullable<AppConfig['notifications']['whatsapp']>,
): WhatsAppSender {
  return {
    kind: 'cloud-api',
    async send(message) {
      const answer = await fetch(`${whatsapp.apiUrl}/${whatsapp.phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${whatsapp.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const body = (await answer.json().catch(() => ({}))) as GraphError & {
        messages?: { id?: string }[];
      };
      const messageId = body.messages?.[0]?.id;
      if (answer.ok && messageId) return { messageId };
      const error = body.error;
      const text = `WhatsApp answered ${answer.status}: ${error?.message ?? 'no message id'}${
        error?.error_data?.details ? ` (${error.error_data.details})` : ''
      }`;
      // 429 and 5xx pass; anything else is about this message and will not change on retry.
      if (answer.status === 429 || answer.status >= 500) throw new Error(text);
      throw new WhatsAppRefused(text, error?.code ?? null);
    },
  };
}

function fileWhatsAppSender(dir: string): WhatsAppSender {
  return {
    kind: 'files',
    async send(message) {
      await writeOutboxFile(dir, 'json', `${JSON.stringify(message, null, 2)}\n`);
      return { messageId: `local.${randomBytes(12).toString('hex')}` };
    },
  };
}

export function whatsappOutboxDir(dataDir: string): string {
  return join(outboxDir(dataDir), 'whatsapp');
}

export function createWhatsAppSender(
  config: Pick<AppConfig, 'notifications' | 'dataDir'>,
): WhatsAppSender {
  const { whatsapp } = config.notifications;
  return whatsapp
    ? cloudApiSender(whatsapp)
    : fileWhatsAppSender(whatsappOutboxDir(config.dataDir));
}

/** A template message to a 10-digit Indian mobile number, with its body's parameters in order. */
export function templateMessage(
  mobileNumber: string,
  template: { name: string; languageCode: string },
  bodyParameters: readonly string[],
  urlButtonParameter?: string,
): WhatsAppTemplateMessage {
  const text = (value: string): TemplateParameter => ({ type: 'text', text: value });
  const components: TemplateComponent[] = [{ type: 'body', parameters: bodyParameters.map(text) }];
  if (urlButtonParameter !== undefined) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [text(urlButtonParameter)],
    });
  }
  return {
    messaging_product: 'whatsapp',
    to: whatsappAddress(mobileNumber),
    type: 'template',
    template: { name: template.name, language: { code: template.languageCode }, components },
  };
}
