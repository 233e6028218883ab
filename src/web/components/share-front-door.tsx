import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withReturnPath } from '../../shared/return-path';
import { ACTION_PRIMARY, ACTION_SECONDARY } from './action-styles';

export interface FrontDoorFact {
  label: string;
  value: string;
}

interface ShareFrontDoorProps {
  /** What the link is about, e.g. "Pay your share". */
  heading: string;
  turfName: string;
  facts: FrontDoorFact[];
  /** The amount the visitor would pay, large: "Your share", "₹266.67". Null when none is left. */
  amount: FrontDoorFact | null;
  /** The primary action's words ("Sign in to pay"), shown only while there is something to pay. */
  action: string;
  /** Where signing in or up brings the visitor back: this page, link and token included. */
  returnTo: string;
  /** A line under the facts (why nothing is left to pay, say). */
  note?: ReactNode;
}

/**
 * A shared link opened before signing in (docs/decisions/061): what the visitor would pay for
 * comes first, then "Sign in" and "Sign up", both coming back here.
 */
export function ShareFrontDoor({
  heading,
  turfName,
  facts,
  amount,
  action,
  returnTo,
  note,
}: ShareFrontDoorProps) {
  const { t } = useTranslation('share');
  return (
    <div
      data-testid="share-front-door"
      className="mx-auto max-w-md rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8"
    >
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-1 text-lg font-semibold text-emerald-800">{turfName}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="text-right font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {amount ? (
        <p
          className="mt-4 flex items-baseline justify-between rounded-xl bg-emerald-50 px-4 py-3"
          data-testid="front-door-amount"
        >
          <span className="font-semibold text-emerald-900">{amount.label}</span>
          <span className="text-2xl font-extrabold text-emerald-800">{amount.value}</span>
        </p>
      ) : null}
      {note ? <p className="mt-4 text-sm text-slate-700">{note}</p> : null}
      <div className="mt-6 flex flex-col gap-3">
        <Link
          to={withReturnPath('/login', returnTo)}
          className={amount ? ACTION_PRIMARY : ACTION_SECONDARY}
        >
          {amount ? action : t('signIn')}
        </Link>
        <p className="text-center text-sm text-slate-600">
          <Trans
            t={t}
            i18nKey="signUpLine"
            components={{
              signUp: (
                <Link
                  to={withReturnPath('/signup', returnTo)}
                  className="font-semibold text-emerald-700 hover:text-emerald-800 hover:underline"
                />
              ),
            }}
          />
        </p>
      </div>
    </div>
  );
}
