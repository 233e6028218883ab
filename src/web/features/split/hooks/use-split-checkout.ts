import { useNavigate } from 'react-router';
import type { PostPaymentResponse } from '../../../../shared/api/checkout-contract';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { saveCheckoutState } from '../../../lib/payments/payment-session';
import { tabStorage } from '../../../lib/payments/payment-session';
import { splitCheckout } from '../api/split-actions';

/** Opens the checkout for a share or the rest just started; false when it cannot. */
export function useSplitCheckout(split: SplitAnswer, userId: string, token: string | null) {
  const navigate = useNavigate();
  return (answer: PostPaymentResponse, kind: 'share' | 'rest'): boolean => {
    const checkout = splitCheckout(answer, split, userId, kind, token);
    if (!checkout) return false;
    saveCheckoutState(tabStorage(), checkout);
    void navigate('/checkout', { state: checkout });
    return true;
  };
}
