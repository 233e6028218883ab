import { useTranslation } from 'react-i18next';

export type LocalPayMethod = 'card' | 'upi';

const METHODS: readonly { value: LocalPayMethod; label: string }[] = [
  { value: 'card', label: 'method.card' },
  { value: 'upi', label: 'method.upi' },
];

/** The local gateway's choice of card or UPI (decision 037), as two radio buttons. */
export function LocalPayMethodChoice({
  method,
  onChange,
}: {
  method: LocalPayMethod;
  onChange: (method: LocalPayMethod) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div role="radiogroup" aria-label={t('method.label')} className="grid grid-cols-2 gap-2">
      {METHODS.map(({ value, label }) => (
        <label
          key={value}
          className={`flex cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-400 ${
            method === value
              ? 'bg-emerald-50 text-emerald-900 ring-emerald-500'
              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
          }`}
        >
          <input
            type="radio"
            name="pay-method"
            value={value}
            checked={method === value}
            onChange={() => onChange(value)}
            className="size-4 accent-emerald-700"
          />
          {t(label)}
        </label>
      ))}
    </div>
  );
}
