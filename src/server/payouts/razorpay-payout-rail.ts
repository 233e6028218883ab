import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import type { Accounts } from 'razorpay/dist/types/accounts';
import type { Products } from 'razorpay/dist/types/products';
import type { Stakeholders } from 'razorpay/dist/types/stakeholders';
import type { Transfers } from 'razorpay/dist/types/transfers';
import type { BusinessType } from '../../shared/payout-account';
import { isRazorpayApiError, type SdkHttp } from '../payments/gateways/razorpay-gateway';
import type {
  LinkedAccountRequest,
  LinkedAccountState,
  PayoutRail,
  TransferRequest,
  TransferState,
} from './payout-rail';

// Razorpay Route as the payout provider (docs/decisions/054), through the official SDK: a venue's
// business is a linked account (the v2 Accounts API) with its owner as stakeholder and the Route
// product configured to settle to its bank account; its balance is sent as a direct transfer from
// TurfBook's balance. Route answers in its words (an account's product is activated, under review
// or rejected; a transfer processed, pending or failed), which are mapped to PayoutRail's here.

/** Razorpay's `business_type` for each of ours; a company is taken to be a private limited one. */
const BUSINESS_TYPES: Record<BusinessType, string> = {
  individual: 'individual',
  proprietorship: 'proprietorship',
  partnership: 'partnership',
  company: 'private_limited',
  llp: 'llp',
  trust: 'trust',
  society: 'society',
};

/**
 * What a venue business is, for Route. The category is Razorpay's "Services" (its partners'
 * appendix lists it); no subcategory is sent, since none in its list was confirmed to fit a turf:
 * Route asks for one through the product's requirements if it must, and the owner sees that.
 */
const ROUTE_PROFILE = {
  category: 'services',
  business_model: 'Sports turfs and courts booked by the hour through TurfBook.',
};

/** Where the Route product's id is kept: the linked account's own notes, which are ours. */
const PRODUCT_NOTE = 'route_product_id';

export const ROUTE_REASONS = {
  reviewing: 'Razorpay is reviewing these payout details; payouts wait until it has.',
  rejected: 'Razorpay did not accept these payout details.',
  transferFailed: 'Razorpay could not make the transfer.',
} as const;

/** Route's `reference_id` is at most 20 characters, and ours is longer: a digest of it. */
export function routeReferenceOf(reference: string) {
  return createHash('sha256').update(reference).digest('hex').slice(0, 20);
}

/** What Route still asks for (its `requirements`, each a field and why), or null when nothing. */
function requirementsOf(product: Products.RazorpayProduct): string | null {
  const open = product.requirements ?? [];
  if (open.length === 0) return null;
  const asked = open.map((one) => `${one.field_reference} (${one.reason_code})`);
  return `Razorpay asks about: ${asked.join(', ')}.`;
}

/** The Route product's `activation_status` in PayoutRail's words. */
export function accountStateOf(
  accountId: string,
  product: Products.RazorpayProduct,
): LinkedAccountState {
  const asked = requirementsOf(product);
  switch (product.activation_status) {
    case 'activated':
      return { accountId, status: 'active', reason: null };
    case 'rejected':
    case 'suspended':
      return { accountId, status: 'rejected', reason: asked ?? ROUTE_REASONS.rejected };
    default:
      // needs_clarification, under_review and any state Route adds later: payouts wait.
      return { accountId, status: 'pending', reason: asked ?? ROUTE_REASONS.reviewing };
  }
}

/** A transfer's `status` in PayoutRail's words: `created` and `pending` are both not yet there. */
export function transferStateOf(transfer: Transfers.RazorpayTransfer): TransferState {
  if (transfer.status === 'failed') {
    const why = transfer.error?.description || transfer.error?.reason;
    return {
      transferId: transfer.id,
      status: 'failed',
      reason: why || ROUTE_REASONS.transferFailed,
    };
  }
  // Reversed later (a whole or part return) still landed once: our balance carries what came back.
  const landed = ['processed', 'reversed', 'partially_reversed'].includes(transfer.status);
  return { transferId: transfer.id, status: landed ? 'processed' : 'pending', reason: null };
}

export class RazorpayPayoutRail implements PayoutRail {
  private readonly razorpay: Razorpay;
  /** The idempotency key of the transfer being created, for the header below. */
  private readonly transferKey = new AsyncLocalStorage<string>();

  constructor(keyId: string, keySecret: string, apiUrl: string | null = null) {
    this.razorpay = new Razorpay({ key_id: keyId, key_secret: keySecret });
    // As in razorpay-gateway.ts: the SDK fixes its host and takes no per-request header, so both
    // are set on its HTTP client. Route's direct transfers take `X-Transfer-Idempotency` (4 to 36
    // characters; a retry with the same key and body answers the first transfer), which is how a
    // transfer asked again with the same reference is sent once: `transfers.all` cannot be
    // filtered by notes, so looking the transfer up first is not possible.
    const http = (this.razorpay.api as unknown as { rq: SdkHttp }).rq;
    if (apiUrl) http.defaults.baseURL = apiUrl.replace(/\/$/, '');
    http.interceptors.request.use((config) => {
      const key = this.transferKey.getStore();
      if (key && config.method?.toLowerCase() === 'post' && /\/transfers$/.test(config.url ?? '')) {
        config.headers.set('X-Transfer-Idempotency', key);
      }
      return config;
    });
  }

  async openLinkedAccount(request: LinkedAccountRequest): Promise<LinkedAccountState> {
    try {
      const accountId = request.accountId ?? (await this.createAccount(request));
      if (request.accountId) await this.editAccount(request.accountId, request);
      const product = await this.settleTo(accountId, request);
      return accountStateOf(accountId, product);
    } catch (error) {
      throw asError(error);
    }
  }

  async accountState(accountId: string): Promise<LinkedAccountState> {
    try {
      const productId = productIdOf(await this.razorpay.accounts.fetch(accountId));
      if (!productId) return { accountId, status: 'pending', reason: ROUTE_REASONS.reviewing };
      return accountStateOf(accountId, await this.razorpay.products.fetch(accountId, productId));
    } catch (error) {
      throw asError(error);
    }
  }

  async transfer(request: TransferRequest): Promise<TransferState> {
    const body: Transfers.RazorpayTransferCreateRequestBody = {
      account: request.accountId,
      amount: request.amountPaise,
      currency: 'INR',
      notes: { reference: request.reference },
    };
    try {
      const transfer = await this.transferKey.run(request.reference, () =>
        this.razorpay.transfers.create(body),
      );
      return transferStateOf(transfer);
    } catch (error) {
      throw asError(error);
    }
  }

  async transferState(transferId: string): Promise<TransferState> {
    try {
      return transferStateOf(await this.razorpay.transfers.fetch(transferId));
    } catch (error) {
      throw asError(error);
    }
  }

  /**
   * A new linked account and its stakeholder. Route keeps no index of our references, so an
   * answer lost here cannot be looked up: the retry is refused as a duplicate and the account
   * stays pending, saying the provider could not be reached, until support links it by hand.
   */
  private async createAccount(request: LinkedAccountRequest): Promise<string> {
    const body: Accounts.RazorpayAccountCreateRequestBody = {
      email: request.email,
      phone: request.phone,
      type: 'route',
      reference_id: routeReferenceOf(request.reference),
      legal_business_name: request.legalName,
      business_type: BUSINESS_TYPES[request.businessType],
      contact_name: request.contactName,
      profile: ROUTE_PROFILE,
      ...(request.pan ? { legal_info: { pan: request.pan } } : {}),
    };
    const account = await this.razorpay.accounts.create(body);
    // The stakeholder's KYC PAN is a person's: the business's own PAN only when it is one
    // (its fourth letter P). Route asks for what is missing through the product's requirements.
    const personal = request.pan?.[3] === 'P';
    const stakeholder = {
      name: request.contactName,
      email: request.email,
      phone: { primary: request.phone },
      ...(personal ? { kyc: { pan: request.pan! } } : {}),
    } as Stakeholders.RazorpayStakeholderCreateRequestBody;
    await this.razorpay.stakeholders.create(account.id, stakeholder);
    return account.id;
  }

  /** The details Route lets change on an existing account (its email and type are fixed). */
  private async editAccount(accountId: string, request: LinkedAccountRequest) {
    await this.razorpay.accounts.edit(accountId, {
      phone: request.phone,
      legal_business_name: request.legalName,
      contact_name: request.contactName,
      ...(request.pan ? { legal_info: { pan: request.pan } } : {}),
    });
  }

  /**
   * The account's Route product, settling to the bank account given: requested once (its id kept
   * in the account's notes), and its settlements sent only when they differ, since new bank
   * details are verified again.
   */
  private async settleTo(
    accountId: string,
    request: LinkedAccountRequest,
  ): Promise<Products.RazorpayProduct> {
    const account = await this.razorpay.accounts.fetch(accountId);
    const known = productIdOf(account);
    let product = known
      ? await this.razorpay.products.fetch(accountId, known)
      : await this.requestRoute(accountId, notesOf(account));
    const settlements = product.active_configuration?.settlements;
    const same =
      settlements?.account_number === request.bank.accountNumber &&
      settlements.ifsc_code === request.bank.ifsc;
    if (!same) {
      product = await this.razorpay.products.edit(accountId, product.id, {
        settlements: {
          account_number: request.bank.accountNumber,
          ifsc_code: request.bank.ifsc,
          beneficiary_name: request.legalName,
        },
        tnc_accepted: true,
      });
    }
    return product;
  }

  private async requestRoute(accountId: string, notes: Record<string, unknown>) {
    const product = await this.razorpay.products.requestProductConfiguration(accountId, {
      product_name: 'route',
      tnc_accepted: true,
    });
    await this.razorpay.accounts.edit(accountId, {
      notes: { ...notes, [PRODUCT_NOTE]: product.id } as Record<string, string>,
    });
    return product;
  }
}

function notesOf(account: Accounts.RazorpayAccount): Record<string, unknown> {
  return Array.isArray(account.notes) ? {} : ((account.notes ?? {}) as Record<string, unknown>);
}

/** The Route product requested for the account, by the id kept in its notes. */
function productIdOf(account: Accounts.RazorpayAccount): string | null {
  const known = notesOf(account)[PRODUCT_NOTE];
  return typeof known === 'string' ? known : null;
}

/** An Error naming Razorpay's own description, instead of the SDK's plain object. */
function asError(error: unknown): unknown {
  if (!isRazorpayApiError(error)) return error;
  const described = new Error(error.error?.description || 'Razorpay refused the request.');
  return Object.assign(described, { statusCode: error.statusCode, code: error.error?.code });
}
