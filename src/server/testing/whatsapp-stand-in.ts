import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { WhatsAppTemplateMessage } from '../notifications/whatsapp-sender';

// The WhatsApp Cloud API on this machine for the tests (docs/decisions/057), speaking the Graph
// API's shapes: `POST /v21.0/{phone-number-id}/messages` with a bearer token answers
// `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid…' }] }`, or the
// Graph error `{ error: { message, type, code, error_subcode, fbtrace_id } }` (401 for a bad
// token, 400 for a bad body, a template it does not know or a number not on WhatsApp, 503 while
// told to be down). It builds the status webhooks WhatsApp would post, signed with the app secret.

export const STAND_IN_TOKEN = 'stand-in-access-token';
export const STAND_IN_PHONE_NUMBER_ID = '109876543210';
export const STAND_IN_APP_SECRET = 'stand-in-app-secret';
export const STAND_IN_VERIFY_TOKEN = 'stand-in-verify-token';

export interface ReceivedMessage {
  id: string;
  body: WhatsAppTemplateMessage;
}

function graphError(
  response: ServerResponse,
  status: number,
  code: number,
  message: string,
  type = 'OAuthException',
) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      error: { message, type, code, error_subcode: 2494010, fbtrace_id: 'AStandInTrace' },
    }),
  );
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function isTemplateMessage(body: unknown): body is WhatsAppTemplateMessage {
  const message = body as Partial<WhatsAppTemplateMessage> | null;
  return (
    message?.messaging_product === 'whatsapp' &&
    typeof message.to === 'string' &&
    /^\d{8,15}$/.test(message.to) &&
    message.type === 'template' &&
    typeof message.template?.name === 'string' &&
    typeof message.template.language?.code === 'string' &&
    Array.isArray(message.template.components)
  );
}

export class WhatsAppStandIn {
  /** Messages taken, in order. */
  readonly received: ReceivedMessage[] = [];
  /** Addresses (91XXXXXXXXXX) that are not on WhatsApp: refused at once (131026). */
  readonly notOnWhatsApp = new Set<string>();
  /** Templates the account has approved; others are refused (132001). Empty: any. */
  readonly approvedTemplates = new Set<string>();
  /** While true, every call answers 503 (WhatsApp unreachable). */
  down = false;
  private server: Server | null = null;
  private port = 0;

  get apiUrl() {
    return `http://127.0.0.1:${this.port}/v21.0`;
  }

  /** The environment that points the app at this stand-in. */
  env(): Record<string, string> {
    return {
      WHATSAPP_ACCESS_TOKEN: STAND_IN_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: STAND_IN_PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: STAND_IN_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: STAND_IN_VERIFY_TOKEN,
      WHATSAPP_API_URL: this.apiUrl,
    };
  }

  async start() {
    this.server = createServer((request, response) => {
      this.answer(request, response).catch(() => graphError(response, 500, 1, 'stand-in failed'));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const text = await bodyOf(request);
    if (this.down) return graphError(response, 503, 2, 'Service temporarily unavailable');
    const path = `/v21.0/${STAND_IN_PHONE_NUMBER_ID}/messages`;
    if (request.method !== 'POST' || request.url !== path)
      return graphError(response, 400, 100, 'Unsupported post request.', 'GraphMethodException');
    if (request.headers.authorization !== `Bearer ${STAND_IN_TOKEN}`)
      return graphError(response, 401, 190, 'Invalid OAuth access token.');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return graphError(response, 400, 100, 'Invalid parameter');
    }
    if (!isTemplateMessage(body)) return graphError(response, 400, 100, 'Invalid parameter');
    const { name } = body.template;
    if (this.approvedTemplates.size > 0 && !this.approvedTemplates.has(name))
      return graphError(response, 404, 132001, 'Template name does not exist in the translation');
    if (this.notOnWhatsApp.has(body.to))
      return graphError(response, 400, 131026, 'Message undeliverable');
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    this.received.push({ id, body });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      }),
    );
  }

  /** The webhook body WhatsApp posts when a message it took changes status. */
  statusWebhook(
    message: ReceivedMessage,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    at: Date,
  ) {
    const failed = status === 'failed';
    return this.webhook({
      statuses: [
        {
          id: message.id,
          status,
          timestamp: String(Math.floor(at.getTime() / 1000)),
          recipient_id: message.body.to,
          ...(failed
            ? {
                errors: [
                  {
                    code: 131049,
                    title:
                      'This message was not delivered to maintain healthy ecosystem engagement.',
                    error_data: { details: 'Message failed to send.' },
                  },
                ],
              }
            : {}),
        },
      ],
    });
  }

  /** The webhook body of a person's reply (a typed text). */
  replyWebhook(from: string, text: string, at: Date) {
    return this.webhook({
      contacts: [{ profile: { name: 'Player' }, wa_id: from }],
      messages: [
        {
          from,
          id: `wamid.${randomBytes(12).toString('base64url')}`,
          timestamp: String(Math.floor(at.getTime() / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    });
  }

  private webhook(value: Record<string, unknown>) {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WHATSAPP_BUSINESS_ACCOUNT_ID',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '912240000000',
                  phone_number_id: STAND_IN_PHONE_NUMBER_ID,
                },
                ...value,
              },
            },
          ],
        },
      ],
    };
  }

  /** The X-Hub-Signature-256 header WhatsApp sends with a raw body. */
  static signature(rawBody: string, secret = STAND_IN_APP_SECRET): string {
    return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
  }
}
