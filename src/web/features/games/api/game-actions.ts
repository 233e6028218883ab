import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PostPaymentResponse } from '../../../../shared/api/checkout-contract';
import { api } from '../../../lib/api-client';
import { saveCheckoutState, type CheckoutStateInput } from '../../../lib/payments/checkout-state';
import { tabStorage } from '../../../lib/payments/payment-session';
import { creditKey } from '../../../queries/my-credit';
import { gameKeys, gamePath, type GameDetail } from '../../../queries/games';

// What players and organizers do on a game's page (docs/decisions/045): join (pay one spot through
// the checkout by card or UPI), leave, and for the organizer remove, close and cancel.

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

/** Join: start paying a spot, then open the checkout; false when it could not be opened. */
export function useJoinGame(detail: GameDetail, userId: string) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => api.post<PostPaymentResponse>(`${gamePath(detail.game._id)}/join`, {}),
  });
  const open = (answer: PostPaymentResponse): boolean => {
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
