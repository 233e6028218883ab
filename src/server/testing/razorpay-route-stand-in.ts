import { REFUSED_TRANSFER_REASON, REFUSING_BANK_ACCOUNT } from '../local-gateway/local-payout-rail';
import { StandInWebhooks } from './razorpay-stand-in-webhooks';

// Razorpay Route in the stand-in (docs/decisions/054): linked accounts (v2 Accounts API), their
// stakeholders and Route product, direct transfers and their reversals, in Route's REST shapes.
// A first bank account is verified at once and a changed one is under review until the test ends
// the review; a transfer to the refusing test bank account fails with the bank's reason, as the
// local stand-in's does. With `webhooks.to` set, transfer and settlement events are posted, signed.

type Json = Record<string, unknown>;
type Send = (status: number, body: unknown) => void;
type Fail = (status: number, code: string, description: string) => void;

export interface StandInTransfer extends Json {
  id: string;
  entity: 'transfer';
  status: 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';
  recipient: string;
  amount: number;
  amount_reversed: number;
  notes: Json;
  error: { code: string | null; description: string | null; reason: string | null };
}

/** What a Route call the stand-in answers came with. */
export interface RouteRequest {
  method: string;
  path: string;
  body: Json;
  text: string;
  transferIdempotency: string | undefined;
}

const NOT_ROUTE = Symbol('not Route');
const noError = { code: null, description: null, reason: null };
const fieldMissing = (field: string) => ({
  field_reference: field,
  resolution_url: '',
  reason_code: 'field_missing',
  status: 'required',
});

export class RazorpayRouteStandIn {
  readonly accounts = new Map<string, Json>();
  readonly stakeholders = new Map<string, Json[]>();
  /** Products by id; each is one account's Route product. */
  readonly products = new Map<string, Json>();
  readonly transfers = new Map<string, StandInTransfer>();
  readonly reversals: Json[] = [];
  /** Route's events, kept and posted signed when `webhooks.to` is set. */
  readonly webhooks = new StandInWebhooks();
  /** While true, a new transfer answers pending; completeTransfers() ends them. */
  pendingTransfers = false;
  private readonly transferKeys = new Map<string, { text: string; transfer: StandInTransfer }>();

  constructor(private readonly nextId: (prefix: string) => string) {}

  /** Forgets every account and transfer, as a fresh Razorpay test account (each test's own). */
  reset() {
    for (const map of [this.accounts, this.stakeholders, this.products, this.transfers])
      map.clear();
    this.transferKeys.clear();
    this.reversals.length = 0;
    this.pendingTransfers = false;
    this.webhooks.reset();
  }

  /** Answers a Route call, or false when the path is not Route's. */
  handle(request: RouteRequest, send: Send): boolean {
    return this.answer(request, send) !== NOT_ROUTE;
  }

  private answer(request: RouteRequest, send: Send): void | typeof NOT_ROUTE {
    const { method, path, body } = request;
    const fail: Fail = (status, code, description) =>
      send(status, { error: { code, description, source: 'NA', step: 'NA', reason: 'NA' } });
    const missing = () => fail(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (path === '/v2/accounts' && method === 'POST') return this.createAccount(body, send, fail);
    const account = /^\/v2\/accounts\/([^/]+)(?:\/(stakeholders|products)(?:\/([^/]+))?)?$/.exec(
      path,
    );
    if (account) {
      const found = this.accounts.get(account[1]!);
      if (!found) return missing();
      const [, , part, partId] = account;
      if (!part && method === 'GET') return send(200, found);
      if (!part && method === 'PATCH') {
        const { email: _email, business_type: _type, ...editable } = body;
        return send(200, Object.assign(found, editable));
      }
      if (part === 'stakeholders' && method === 'POST' && !partId) {
        const stakeholder = { id: this.nextId('sth'), entity: 'stakeholder', ...body };
        this.stakeholders.set(String(found.id), [
          ...(this.stakeholders.get(String(found.id)) ?? []),
          stakeholder,
        ]);
        return send(200, stakeholder);
      }
      if (part === 'stakeholders' && method === 'GET' && !partId) {
        const items = this.stakeholders.get(String(found.id)) ?? [];
        return send(200, { entity: 'collection', count: items.length, items });
      }
      if (part === 'products' && method === 'POST' && !partId)
        return this.requestProduct(found, body, send, fail);
      const product = partId ? this.products.get(partId) : undefined;
      if (part === 'products' && (!product || product.account_id !== found.id)) return missing();
      if (product && method === 'GET') return send(200, product);
      if (product && method === 'PATCH') return send(200, this.editProduct(product, body));
    }
    if (path === '/v1/transfers' && method === 'POST')
      return this.createTransfer(request, send, fail);
    const transfer = /^\/v1\/transfers\/([^/]+)(\/reversals)?$/.exec(path);
    if (transfer) {
      const found = this.transfers.get(transfer[1]!);
      if (!found) return missing();
      if (!transfer[2] && method === 'GET') return send(200, found);
      if (transfer[2] && method === 'POST') return this.reverse(found, body, send, fail);
    }
    return NOT_ROUTE;
  }

  private createAccount(body: Json, send: Send, fail: Fail) {
    const required = ['email', 'phone', 'legal_business_name', 'business_type', 'contact_name'];
    const absent = required.find((field) => !body[field]);
    if (absent) return fail(400, 'BAD_REQUEST_ERROR', `The ${absent} field is required.`);
    if (body.type !== 'route')
      return fail(400, 'BAD_REQUEST_ERROR', 'The type field must be route.');
    if (String(body.reference_id ?? '').length > 20)
      return fail(400, 'BAD_REQUEST_ERROR', 'The reference id may not be greater than 20.');
    const taken = [...this.accounts.values()].some(
      (one) =>
        one.email === body.email || (body.reference_id && one.reference_id === body.reference_id),
    );
    if (taken) return fail(400, 'BAD_REQUEST_ERROR', 'This account already exists.');
    const created = {
      ...body,
      id: this.nextId('acc'),
      type: 'route',
      status: 'created',
      notes: (body.notes as Json | undefined) ?? [],
      created_at: Math.floor(Date.now() / 1000),
    };
    this.accounts.set(created.id, created);
    return send(200, created);
  }

  private requestProduct(account: Json, body: Json, send: Send, fail: Fail) {
    if (body.product_name !== 'route')
      return fail(400, 'BAD_REQUEST_ERROR', 'The product name must be route.');
    if ([...this.products.values()].some((one) => one.account_id === account.id))
      return fail(400, 'BAD_REQUEST_ERROR', 'Route was already requested for this account.');
    const product = {
      id: this.nextId('acc_prd'),
      product_name: 'route',
      account_id: account.id,
      activation_status: 'needs_clarification',
      requested_configuration: {},
      active_configuration: {},
      requirements: ['account_number', 'ifsc', 'beneficiary_name'].map((field) =>
        fieldMissing(`settlements.${field}`),
      ),
      tnc: { accepted: body.tnc_accepted === true },
      requested_at: Math.floor(Date.now() / 1000),
    };
    this.products.set(product.id, product);
    send(200, product);
  }

  /** New settlements: verified at once the first time, under review when they change. */
  private editProduct(product: Json, body: Json) {
    const settlements = body.settlements as Json | undefined;
    if (!settlements) return product;
    const active = product.active_configuration as { settlements?: Json };
    const first = !active.settlements;
    product.active_configuration = { settlements: { ...settlements } };
    product.requirements = [];
    product.activation_status = first ? 'activated' : 'under_review';
    return product;
  }

  /**
   * Razorpay's review of changed bank details ends: activated, or rejected with what it asks; its
   * webhook (product.route.activated, or product.route.needs_clarification with the reasons).
   */
  finishReview(accountId: string, outcome: 'activated' | 'rejected' = 'activated') {
    const product = [...this.products.values()].find((one) => one.account_id === accountId)!;
    product.activation_status = outcome;
    if (outcome === 'rejected') {
      product.requirements = [
        { ...fieldMissing('settlements.account_number'), reason_code: 'document_invalid' },
      ];
    }
    const event = outcome === 'activated' ? 'activated' : 'needs_clarification';
    const entity = { id: product.id, merchant_id: accountId, activation_status: outcome };
    return this.webhooks.raise(`product.route.${event}`, {
      merchant_product: { entity, data: product.requirements },
    });
  }

  private createTransfer(request: RouteRequest, send: Send, fail: Fail) {
    const { body, text } = request;
    const key = request.transferIdempotency;
    const earlier = key ? this.transferKeys.get(key) : undefined;
    const bad = (description: string) => fail(400, 'BAD_REQUEST_ERROR', description);
    if (earlier && earlier.text !== text)
      return bad('Different request body sent with the same idempotency key');
    if (earlier) return send(200, earlier.transfer);
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0)
      return bad('The amount must be a positive integer in paise.');
    if (body.currency !== 'INR') return bad('Route transfers are in INR only.');
    const product = [...this.products.values()].find((one) => one.account_id === body.account);
    if (!product || product.activation_status !== 'activated')
      return fail(400, 'BAD_REQUEST_ERROR', 'The linked account is not activated.');
    const transfer: StandInTransfer = {
      id: this.nextId('trf'),
      entity: 'transfer',
      status: 'pending',
      source: 'acc_StandIn',
      recipient: String(body.account),
      amount,
      currency: 'INR',
      amount_reversed: 0,
      notes: (body.notes as Json | undefined) ?? {},
      on_hold: false,
      created_at: Math.floor(Date.now() / 1000),
      error: noError,
    };
    this.transfers.set(transfer.id, transfer);
    if (key) this.transferKeys.set(key, { text, transfer });
    if (!this.pendingTransfers) this.webhooks.inTheirTime(this.complete(transfer));
    return send(200, transfer);
  }

  /** A transfer lands, or the bank refuses it when the account settles to the refusing bank. */
  private complete(transfer: StandInTransfer) {
    const product = [...this.products.values()].find(
      (one) => one.account_id === transfer.recipient,
    );
    const bank = (product?.active_configuration as { settlements?: Json }).settlements;
    if (bank?.account_number === REFUSING_BANK_ACCOUNT) {
      transfer.status = 'failed';
      const reason = 'beneficiary_bank_rejected';
      transfer.error = { code: 'BAD_REQUEST_ERROR', description: REFUSED_TRANSFER_REASON, reason };
      return this.webhooks.raise('transfer.failed', { transfer: { entity: transfer } });
    }
    transfer.status = 'processed';
    transfer.processed_at = Math.floor(Date.now() / 1000);
    return this.webhooks.raise('transfer.processed', { transfer: { entity: transfer } });
  }

  /** Ends every pending transfer (processed, or failed at the refusing bank); their events. */
  async completeTransfers() {
    const pending = [...this.transfers.values()].filter((one) => one.status === 'pending');
    return Promise.all(pending.map((one) => this.complete(one)));
  }

  /** A linked account's balance reaches its bank: Razorpay's settlement.processed. */
  settle(accountId: string) {
    const landed = [...this.transfers.values()].filter(
      (one) => one.recipient === accountId && one.status === 'processed',
    );
    const amount = landed.reduce((sum, one) => sum + one.amount - one.amount_reversed, 0);
    const settlement = {
      id: this.nextId('setl'),
      entity: 'settlement',
      amount,
      status: 'processed',
      fees: 0,
      tax: 0,
      utr: `UTR${Date.now()}`,
      created_at: Math.floor(Date.now() / 1000),
    };
    return this.webhooks.raise('settlement.processed', { settlement: { entity: settlement } });
  }

  private reverse(transfer: StandInTransfer, body: Json, send: Send, fail: Fail) {
    const left = transfer.amount - transfer.amount_reversed;
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (transfer.status !== 'processed' && transfer.status !== 'partially_reversed')
      return fail(400, 'BAD_REQUEST_ERROR', 'Only a processed transfer can be reversed.');
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      return fail(400, 'BAD_REQUEST_ERROR', 'The reversal amount exceeds what is left.');
    transfer.amount_reversed += amount;
    transfer.status =
      transfer.amount_reversed === transfer.amount ? 'reversed' : 'partially_reversed';
    const reversal = {
      id: this.nextId('rvrsl'),
      entity: 'reversal',
      transfer_id: transfer.id,
      amount,
      currency: 'INR',
      notes: (body.notes as Json | undefined) ?? {},
      created_at: Math.floor(Date.now() / 1000),
    };
    this.reversals.push(reversal);
    send(200, reversal);
  }
}
