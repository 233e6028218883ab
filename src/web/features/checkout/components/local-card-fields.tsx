import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_MESSAGES } from '../../../../shared/card';
import {
  EMPTY_CARD,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type LocalCardValues,
} from '../../../lib/payments/card-format';
import type { CardPaymentClient } from '../../../lib/payments/card-payment-client';
import { createLocalCardClient } from '../../../lib/payments/local-card-client';

type CardField = keyof LocalCardValues;

/** Which input a card problem belongs to, so it is marked invalid for screen readers too. */
function fieldOf(problem: string | null): CardField | null {
  switch (problem) {
    case CARD_MESSAGES.incorrectNumber:
    case CARD_MESSAGES.incompleteNumber:
      return 'number';
    case CARD_MESSAGES.invalidExpiryMonth:
    case CARD_MESSAGES.expired:
      return 'expiry';
    case CARD_MESSAGES.invalidCvc:
      return 'cvc';
    default:
      return null;
  }
}

const INPUT =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 font-mono text-slate-900 tracking-wide shadow-sm transition placeholder:font-sans placeholder:tracking-normal placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:outline-none disabled:bg-slate-50 disabled:text-slate-500';
const OK = 'border-slate-300 focus-visible:border-emerald-500 focus-visible:ring-emerald-200';
const BAD = 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-200';

interface LocalCardFieldsProps {
  /** Hears the provider's client once the fields are ready (and null when they go). */
  onClient: (client: CardPaymentClient | null) => void;
  /** The card problem found before sending, shown beside the fields. */
  problem: string | null;
  onEdit: () => void;
}

/** The local test gateway's card form: number, expiry MM/YY and CVC, formatted as typed. */
export function LocalCardFields({ onClient, problem, onEdit }: LocalCardFieldsProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [values, setValues] = useState<LocalCardValues>(EMPTY_CARD);
  // What the client reads when paying; synced after each render, long before any submit.
  const latest = useRef<LocalCardValues>(EMPTY_CARD);

  useEffect(() => {
    latest.current = values;
  }, [values]);

  useEffect(() => {
    onClient(createLocalCardClient(() => latest.current));
    return () => onClient(null);
  }, [onClient]);

  const invalid = fieldOf(problem);
  const problemId = `${id}-problem`;
  const field = (name: CardField, format: (text: string) => string) => {
    const props: ComponentProps<'input'> = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      inputMode: 'numeric',
      required: true,
      spellCheck: false,
      'aria-invalid': invalid === name || undefined,
      'aria-describedby': invalid === name ? problemId : undefined,
      className: `${INPUT} ${invalid === name ? BAD : OK}`,
      onChange: (event) => {
        setValues({ ...values, [name]: format(event.target.value) });
        onEdit();
      },
    };
    return props;
  };

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-number`} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('card.number')}
        </label>
        <input
          {...field('number', formatCardNumber)}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label
            htmlFor={`${id}-expiry`}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            {t('card.expiry')}
          </label>
          <input
            {...field('expiry', formatExpiry)}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
          />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('card.cvc')}
          </label>
          <input
            {...field('cvc', formatCvc)}
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
          />
        </div>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
