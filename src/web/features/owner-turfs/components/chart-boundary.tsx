import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface State {
  failed: boolean;
}

/**
 * The charts are a separate download: if that chunk cannot be fetched (a deploy replaced it, the
 * network dropped), the rest of the owner screen stays usable and says the charts are missing.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ChartsMissing />;
  }
}

function ChartsMissing() {
  const { t } = useTranslation('owner-turfs');
  return (
    <p className="rounded-2xl bg-white px-6 py-8 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
      {t('charts.missing')}
    </p>
  );
}
