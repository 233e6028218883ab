import { describe, expect, it } from 'vitest';
import type { SplitAnswer } from '../../../shared/api/split-contract';
import { formatDateIn } from '../../../shared/i18n/dates';
import { getAppI18n } from '../../i18n/app-i18n';
import {
  callOffQuestion,
  inviteText,
  ownPaidShare,
  shareReturnText,
  shareStatusText,
  shareToPay,
  whatsAppLink,
} from './split-wording';

type Share = SplitAnswer['shares'][number];
const share = (position: number, status: Share['status'], extra: Partial<Share> = {}): Share => ({
  _id: `s${position}`,
  position,
  amount: '160.00',
  status,
  refundPending: false,
  beingPaid: false,
  payer: null,
  returned: '0.00',
  returnStatus: 'none',
  returnedTo: null,
  ...extra,
});
const split = (shares: Share[]) => ({ shares }) as SplitAnswer;
const t = () => getAppI18n().getFixedT('en');
const dates = { date: (date: string) => formatDateIn('en', date) };

describe('the split page’s words', () => {
  it('asks before calling off a split, adding what the paid shares came to in paise', () => {
    const question = callOffQuestion(
      t(),
      split([
        share(0, 'paid', { amount: '266.67' }),
        share(1, 'paid', { amount: '266.67' }),
        share(2, 'unpaid', { amount: '266.66' }),
      ]),
    );
    expect(question).toEqual({
      title: 'Call off this split?',
      text: 'The slot is let go and everyone who paid gets their share back in full (₹533.34 paid so far), each to where they chose. A share paid after this goes back too. This cannot be undone.',
    });
  });

  it('says who paid a share, and whether a refund is made or pending', () => {
    expect(shareStatusText(t(), share(1, 'paid', { payer: { fullname: 'Asha' } }))).toBe(
      'Paid by Asha',
    );
    expect(shareStatusText(t(), share(1, 'unpaid'))).toBe('Unpaid');
    expect(shareStatusText(t(), share(1, 'refunded', { payer: { fullname: 'Asha' } }))).toBe(
      'Refunded to Asha',
    );
    expect(
      shareStatusText(
        t(),
        share(1, 'refunded', { refundPending: true, payer: { fullname: 'Asha' } }),
      ),
    ).toBe('Refund pending to Asha');
  });

  it('builds the WhatsApp link with the text encoded', () => {
    const game = {
      turfId: 't',
      turfName: 'Green & Co',
      date: '2030-05-10',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
    };
    const text = inviteText(t(), dates, game, '160.00', 'https://x.test/splits/1?token=a+b');
    expect(text).toBe(
      'Join our game at Green & Co on Fri, 10 May 2030, 6:00 PM – 7:00 PM. Your share is ₹160.00: pay it here https://x.test/splits/1?token=a+b',
    );
    const link = whatsAppLink(text);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(link.slice('https://wa.me/?text='.length))).toBe(text);
  });

  it('offers a teammate the first unpaid share after the booker’s, and knows their own paid one', () => {
    const shares = [share(0, 'unpaid'), share(1, 'paid'), share(2, 'unpaid'), share(3, 'unpaid')];
    expect(shareToPay(split(shares))?.position).toBe(2);
    expect(shareToPay(split([share(0, 'paid'), share(1, 'paid')]))).toBeNull();
    // One another teammate is paying is passed over, unless it is the only one left.
    const started = share(2, 'unpaid', { beingPaid: true });
    expect(shareToPay(split([share(0, 'paid'), started, share(3, 'unpaid')]))?.position).toBe(3);
    expect(shareToPay(split([share(0, 'paid'), started]))).toBe(started);
    const mine = share(1, 'paid', { refundTo: 'source' });
    expect(ownPaidShare(split([share(0, 'paid'), mine]))).toBe(mine);
    expect(ownPaidShare(split(shares))).toBeNull();
  });
});

describe('a cancelled shared booking’s returns', () => {
  it('says what of each paid share came back, and where', () => {
    const paid = (extra: Partial<Share>) =>
      share(1, 'paid', { payer: { fullname: 'Asha' }, returned: '166.67', ...extra });
    expect(shareReturnText(t(), share(1, 'paid'))).toBeNull();
    expect(shareReturnText(t(), paid({ returnStatus: 'due', returnedTo: 'source' }))).toBe(
      'Refund pending: ₹166.67',
    );
    expect(shareReturnText(t(), paid({ returnStatus: 'done', returnedTo: 'source' }))).toBe(
      '₹166.67 refunded',
    );
    expect(
      shareReturnText(
        t(),
        paid({ returnStatus: 'done', returnedTo: 'credit', refundTo: 'credit' }),
      ),
    ).toBe('₹166.67 added to your TurfBook credit');
    expect(shareReturnText(t(), paid({ returnStatus: 'done', returnedTo: 'credit' }))).toBe(
      '₹166.67 added to their TurfBook credit',
    );
  });
});
