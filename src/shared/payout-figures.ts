import { splitGstInclusive, type RateBasisPoints } from './gst';

// What a venue is paid for one booking, and what is kept from it (docs/decisions/054): TurfBook's
// fee on the price net of money back, GST on the fee, GST TCS (CGST Act section 52) and income-tax
// TDS (Income-tax Act section 194-O) withheld. Every figure is whole paise, rounded half up on its
// own, and the parts always add up: net + fee + GST on fee + TCS + TDS + returned = gross.

/** The withholding rates in force from a date (venue time), with the law that sets them. */
export interface WithholdingRates {
  /** YYYY-MM-DD: the first play date these rates apply to. */
  from: string;
  /** TCS under CGST Act s.52 on the net taxable value, in basis points (50 = 0.5%). */
  tcsBp: RateBasisPoints;
  /** TDS under Income-tax Act s.194-O on the taxable value, with a PAN (10 = 0.1%). */
  tdsBp: RateBasisPoints;
  /** TDS without a PAN (Income-tax Act s.206AA(1A): 5%). */
  tdsWithoutPanBp: RateBasisPoints;
  /** Where the rates come from, said in the docs and the statements' notes. */
  source: string;
}

/** The rates in force on `date` (YYYY-MM-DD): the latest entry from on or before it. */
export function ratesOn(schedule: readonly WithholdingRates[], date: string): WithholdingRates {
  let found: WithholdingRates | null = null;
  for (const entry of schedule)
    if (entry.from <= date && (!found || entry.from > found.from)) found = entry;
  if (!found) throw new RangeError(`no withholding rates in force on ${date}`);
  return found;
}

export interface PayoutInput {
  /** What the booking's payers paid for it (card, UPI and credit). */
  grossPaise: number;
  /** What went back to them (refunds and returns to credit, due or made). */
  returnedPaise: number;
  /** TurfBook's commission, in basis points of the price net of money back. */
  commissionBp: RateBasisPoints;
  /** GST on the fee (18%: 1800). */
  feeGstBp: RateBasisPoints;
  /**
   * The venue's GST: the rate its invoices show, and whether it is in TurfBook's state (TCS as
   * CGST and SGST, else IGST); null for a venue without a GSTIN (its receipts show no GST, and no
   * TCS is collected).
   */
  venueGst: { rateBp: RateBasisPoints; sameStateAsTurfBook: boolean } | null;
  hasPan: boolean;
  rates: WithholdingRates;
}

export interface PayoutFigures {
  grossPaise: number;
  returnedPaise: number;
  /** The taxable value TCS and TDS are taken on: the net value less the GST its invoice shows. */
  taxablePaise: number;
  /** The taxable value of the gross, the same way (GSTR-8's gross supplies; less `taxable`, returns). */
  grossTaxablePaise: number;
  feePaise: number;
  feeGstPaise: number;
  tcs: { cgstPaise: number; sgstPaise: number; igstPaise: number };
  tcsPaise: number;
  tdsPaise: number;
  /** What the venue is paid. */
  netPaise: number;
}

/** n × basis points, rounded half up to the paisa (n ≥ 0). */
export function basisPointsOf(paise: number, bp: RateBasisPoints): number {
  return Math.floor((2 * paise * bp + 10_000) / 20_000);
}

export function payoutFigures(input: PayoutInput): PayoutFigures {
  const { grossPaise, returnedPaise } = input;
  if (!Number.isSafeInteger(grossPaise) || !Number.isSafeInteger(returnedPaise))
    throw new RangeError('amounts must be whole paise');
  if (grossPaise < 0 || returnedPaise < 0 || returnedPaise > grossPaise)
    throw new RangeError('money back is between nothing and what was paid');
  const netValue = grossPaise - returnedPaise;
  const taxablePaise = input.venueGst
    ? splitGstInclusive(netValue, input.venueGst.rateBp, true).taxablePaise
    : netValue;
  const grossTaxablePaise = input.venueGst
    ? splitGstInclusive(grossPaise, input.venueGst.rateBp, true).taxablePaise
    : grossPaise;
  const feePaise = basisPointsOf(netValue, input.commissionBp);
  const feeGstPaise = basisPointsOf(feePaise, input.feeGstBp);
  const tcsPaise = input.venueGst ? basisPointsOf(taxablePaise, input.rates.tcsBp) : 0;
  const sameState = input.venueGst?.sameStateAsTurfBook ?? true;
  // An odd paisa of the split goes to CGST.
  const tcs = sameState
    ? { cgstPaise: Math.ceil(tcsPaise / 2), sgstPaise: Math.floor(tcsPaise / 2), igstPaise: 0 }
    : { cgstPaise: 0, sgstPaise: 0, igstPaise: tcsPaise };
  const tdsBp = input.hasPan ? input.rates.tdsBp : input.rates.tdsWithoutPanBp;
  const tdsPaise = basisPointsOf(taxablePaise, tdsBp);
  return {
    grossPaise,
    returnedPaise,
    taxablePaise,
    grossTaxablePaise,
    feePaise,
    feeGstPaise,
    tcs,
    tcsPaise,
    tdsPaise,
    netPaise: netValue - feePaise - feeGstPaise - tcsPaise - tdsPaise,
  };
}

/**
 * The rates since each changed, with their sources: TCS 1% from GST's start of TCS (1 Oct 2018),
 * 0.5% from 10 Jul 2024 (Notification 15/2024-Central Tax); TDS under s.194-O 1% from 1 Oct 2020
 * (Finance Act 2020), 0.1% from 1 Oct 2024 (Finance (No. 2) Act 2024); 5% without a PAN
 * (s.206AA(1A)). A new rate is a new entry in configuration (PAYOUT_WITHHOLDING_RATES), not code.
 */
export const DEFAULT_WITHHOLDING_RATES: readonly WithholdingRates[] = [
  {
    from: '2020-10-01',
    tcsBp: 100,
    tdsBp: 100,
    tdsWithoutPanBp: 500,
    source: 'CGST Act s.52 (1%); Income-tax Act s.194-O (1%, Finance Act 2020), s.206AA(1A)',
  },
  {
    from: '2024-07-10',
    tcsBp: 50,
    tdsBp: 100,
    tdsWithoutPanBp: 500,
    source:
      'CGST Act s.52, Notification 15/2024-Central Tax (0.5%); Income-tax Act s.194-O (1%), s.206AA(1A)',
  },
  {
    from: '2024-10-01',
    tcsBp: 50,
    tdsBp: 10,
    tdsWithoutPanBp: 500,
    source:
      'CGST Act s.52, Notification 15/2024-Central Tax (0.5%); Income-tax Act s.194-O as amended by the Finance (No. 2) Act 2024 (0.1%), s.206AA(1A) (5% without PAN)',
  },
];
