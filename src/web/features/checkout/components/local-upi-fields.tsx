import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPI_TEST_IDS } from '../../../../shared/upi';
import { TextField } from '../../../components/form/text-field';
import type { CardPaymentClient } from '../../../lib/payments/card-payment-client';
import { createLocalUpiClient, type UpiWaiting } from '../../../lib/payments/local-upi-client';
import { UpiWaitingPanel } from './upi-waiting';

interface LocalUpiFieldsProps {
  onClient: (client: CardPaymentClient | null) => void;
  /** The UPI ID problem found before sending (the shared vpaProblem). */
  problem: string | null;
  onEdit: () => void;
  /** Hears the later hold a UPI request gives the slots while it waits. */
  onHoldExtended: (holdExpiresAt: string) => void;
  /** Hears whether a request is waiting: its countdown is then the step's only one. */
  onWaitingChange: (waiting: boolean) => void;
}

/** The local gateway's UPI form: a UPI ID, then the wait for its approval (decision 037). */
export function LocalUpiFields({
  onClient,
  problem,
  onEdit,
  onHoldExtended,
  onWaitingChange,
}: LocalUpiFieldsProps) {
  const { t } = useTranslation('checkout');
  const [vpa, setVpa] = useState('');
  const [waiting, setWaiting] = useState<UpiWaiting | null>(null);
  const latest = useRef('');

  useEffect(() => {
    latest.current = vpa;
  }, [vpa]);

  useEffect(() => {
    const stop = new AbortController();
    onClient(
      createLocalUpiClient({
        readVpa: () => latest.current,
        onWaiting: (open) => {
          setWaiting(open);
          onWaitingChange(open !== null);
          if (open?.holdExpiresAt) onHoldExtended(open.holdExpiresAt);
        },
        signal: stop.signal,
      }),
    );
    return () => {
      stop.abort();
      onClient(null);
    };
  }, [onClient, onHoldExtended, onWaitingChange]);

  return (
    <div className="space-y-4">
      <TextField
        label={t('upi.label')}
        name="vpa"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="name@okaxis"
        value={vpa}
        error={problem ?? undefined}
        onChange={(event) => {
          setVpa(event.target.value);
          onEdit();
        }}
      />
      <p className="text-xs text-slate-500">
        {t('upi.testMode', { succeeds: UPI_TEST_IDS.succeeds, declines: UPI_TEST_IDS.declines })}
      </p>
      {waiting ? <UpiWaitingPanel waiting={waiting} /> : null}
    </div>
  );
}
