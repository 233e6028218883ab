import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PostPaymentResponse } from '../../../../shared/api/checkout-contract';
import { api } from '../../../lib/api-client';
import { type CheckoutStateInput } from '../../../lib/payments/checkout-state';
import { saveCheckoutState } from '../../../lib/payments/payment-session';
import { tabStorage } from '../../../lib/payments/payment-session';
import { creditKey } from '../../../queries/my-credit';
import { gameKeys, gamePath, type GameDetail } from '../../../queries/games';

// What players and organizers do on a game's page (docs/decisions/045): join (pay one spot through
// the checkout by card or UPI, TurfBook credit paying all or part of it, decision 040), leave,
// and for the organizer remove, close and cancel.

type Message = { message?: string };

/** The checkout for a spot just started: the game's slot, finished on the game. */
export function gameCheckout(
  answer: PostPaymentResponse,
  detail: GameDetail,
  userId: string,
): CheckoutStateInput | null {
  if (!answer.clientSecret) return null;
  const { game } = detail;
  return {
    clientSecret: answer.clientSecret,
    amount: answer.toPay,
    paymentId: answer.paymentId,
    bookingDetails: {
      turfId: game.turf._id,
      turfName: game.turf.name,
      userId,
      bookingDate: game.date,
      startTime: game.startTime,
      endTime: game.endTime,
    },
    game: { gameId: game._id },
  };
}

/**
 * Join: start paying a spot (`useCredit`: credit pays what it covers), then open the checkout for
 * the rest; false when it could not be opened. A spot credit paid in full is taken already: the
 * game and the balance are read again, and the page says "You're in".
 */
export function useJoinGame(detail: GameDetail, userId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (useCredit: boolean) =>
      api.post<PostPaymentResponse>(`${gamePath(detail.game._id)}/join`, { useCredit }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creditKey }),
  });
  const open = (answer: PostPaymentResponse): boolean => {
    if (answer.paidWithCredit) {
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      return true;
    }
    const checkout = gameCheckout(answer, detail, userId);
    if (!checkout) return false;
    saveCheckoutState(tabStorage(), checkout);
    void navigate('/checkout', { state: checkout });
    return true;
  };
  return { mutation, open };
}

/** Leave, remove a player, close or cancel: each answers a message and refreshes the game. */
export function useGameAction(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: string) => api.post<Message>(`${gamePath(gameId)}/${action}`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      void queryClient.invalidateQueries({ queryKey: creditKey });
    },
  });
}

/** A joined player's standing choice: where their spot goes back if the game is called off. */
export function useSpotRefundTo(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundTo: 'source' | 'credit') =>
      api.post<Message>(`${gamePath(gameId)}/refund-to`, { refundTo }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
