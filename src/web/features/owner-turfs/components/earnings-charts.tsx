import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipValueType,
  type XAxisTickContentProps,
} from 'recharts';
import type { DayAmount, DayHours } from '../../../queries/owner-turfs';
import { useLanguage } from '../../../i18n/use-language';
import { formatRupeeAmount } from '../../../utils/money';
import {
  bookedHoursSeries,
  earningsSeries,
  earningsSummary,
  fullDayLabel,
  hoursText,
  sumOf,
  type EarningsPoint,
  type EarningsView,
  type HoursPoint,
} from '../chart-data';
import type { Language } from '../../../../shared/i18n/languages';

// The only file that imports recharts: the owner screen loads it with React.lazy, so the
// chart library is a chunk of its own that no other screen downloads.

const GREEN = '#059669';
const GRID = '#e2e8f0';
const TICK = { fill: '#475569', fontSize: 12 };
const CHART_STYLE = { width: '100%', height: 220 };

function ChartCard({
  title,
  summary,
  action,
  children,
}: {
  title: string;
  summary: string;
  /** Controls beside the title (outside the hidden chart, so they can be reached). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <figcaption>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-bold text-slate-900">{title}</h3>
          {action}
        </div>
        <p className="mt-1 text-sm text-slate-600" data-testid="chart-summary">
          {summary}
        </p>
      </figcaption>
      <div className="mt-4" aria-hidden="true">
        {children}
      </div>
    </figure>
  );
}

function dayOf(language: Language, payload: readonly { payload?: unknown }[] | undefined): string {
  const point = payload?.[0]?.payload as { date?: string } | undefined;
  return point?.date ? fullDayLabel(language, point.date) : '';
}

/** 'Wed 25' as two short lines, so seven days fit under the bars on a phone. */
function DayTick({ x, y, payload }: XAxisTickContentProps) {
  const [weekday, day] = String(payload.value ?? '').split(' ');
  return (
    <text x={x} y={y} textAnchor="middle" fill={TICK.fill} fontSize={TICK.fontSize}>
      <tspan x={x} dy="0.9em">
        {weekday}
      </tspan>
      <tspan x={x} dy="1.2em">
        {day}
      </tspan>
    </text>
  );
}

const asNumber = (value: TooltipValueType | undefined) => Number(value ?? 0);

const VIEWS: EarningsView[] = ['payment', 'play'];

/** Two pressed-or-not buttons: which day money is dated by. */
function ViewSwitch({
  view,
  onChange,
}: {
  view: EarningsView;
  onChange: (view: EarningsView) => void;
}) {
  const { t } = useTranslation('owner-turfs');
  return (
    <div
      role="group"
      aria-label={t('charts.dateBy')}
      className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200"
    >
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={`rounded-md px-2.5 py-1 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 sm:text-sm ${
            view === option
              ? 'bg-white text-emerald-800 shadow-sm'
              : 'text-slate-700 hover:text-slate-900'
          }`}
        >
          {t(`charts.views.${option}`)}
        </button>
      ))}
    </div>
  );
}

interface EarningsChartProps {
  byPayment: EarningsPoint[];
  byPlay: EarningsPoint[];
}

function EarningsChart({ byPayment, byPlay }: EarningsChartProps) {
  const { t } = useTranslation('owner-turfs');
  const language = useLanguage();
  const [view, setView] = useState<EarningsView>('payment');
  const points = view === 'payment' ? byPayment : byPlay;
  // The server's today is the last day of the payment view (the venue's date, not the browser's).
  const today = byPayment.at(-1)?.date ?? '';
  const todayLabel = points.find((point) => point.date === today)?.label;
  return (
    <ChartCard
      title={t('charts.earningsTitle')}
      summary={t('charts.summaryWithNote', {
        summary: earningsSummary(t, view, points, today),
        note: t(`charts.notes.${view}`),
      })}
      action={<ViewSwitch view={view} onChange={setView} />}
    >
      <AreaChart
        responsive
        accessibilityLayer={false}
        data={points}
        style={CHART_STYLE}
        margin={{ left: 4, right: 8 }}
      >
        <defs>
          <linearGradient id="earnings-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={GREEN} stopOpacity={0.35} />
            <stop offset="100%" stopColor={GREEN} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={TICK} tickLine={false} minTickGap={16} />
        <YAxis
          tick={TICK}
          tickLine={false}
          axisLine={false}
          // Wide enough for '₹10,000.00': the axis writes money the one way too.
          width={80}
          allowDecimals={false}
          // Below 0 only when a day's refunds outweigh its payments.
          domain={[(min: number) => Math.min(min, 0), (max: number) => Math.max(max, 1000)]}
          tickFormatter={(value: number) => formatRupeeAmount(value)}
        />
        {view === 'play' && todayLabel ? (
          <ReferenceLine
            x={todayLabel}
            stroke="#94a3b8"
            strokeDasharray="4 4"
            label={{
              value: t('charts.today'),
              position: 'insideTopRight',
              fill: TICK.fill,
              fontSize: 12,
            }}
          />
        ) : null}
        <Tooltip
          labelFormatter={(_label, payload) => dayOf(language, payload)}
          formatter={(value) => [
            formatRupeeAmount(asNumber(value)),
            view === 'payment' ? t('charts.taken') : t('charts.earned'),
          ]}
        />
        <Area
          type="monotone"
          dataKey="amount"
          stroke={GREEN}
          strokeWidth={2}
          fill="url(#earnings-fill)"
          animationDuration={500}
        />
      </AreaChart>
    </ChartCard>
  );
}

function HoursChart({ points }: { points: HoursPoint[] }) {
  const { t } = useTranslation('owner-turfs');
  const language = useLanguage();
  const total = sumOf(points, (point) => point.hours);
  const summary =
    total > 0
      ? t('charts.hoursBooked', { hours: hoursText(t, total), days: points.length })
      : t('charts.hoursNone', { days: points.length });
  return (
    <ChartCard title={t('charts.hoursTitle')} summary={summary}>
      <BarChart
        responsive
        accessibilityLayer={false}
        data={points}
        style={CHART_STYLE}
        margin={{ left: 4, right: 8 }}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={DayTick} tickLine={false} interval={0} height={40} />
        <YAxis
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={40}
          allowDecimals={false}
          domain={[0, (max: number) => Math.max(max, 4)]}
        />
        <Tooltip
          cursor={{ fill: '#ecfdf5' }}
          labelFormatter={(_label, payload) => dayOf(language, payload)}
          formatter={(value) => [hoursText(t, asNumber(value)), t('charts.booked')]}
        />
        <Bar dataKey="hours" fill={GREEN} radius={[6, 6, 0, 0]} animationDuration={500} />
      </BarChart>
    </ChartCard>
  );
}

interface EarningsChartsProps {
  earningsByDay: readonly DayAmount[];
  earningsByPlayDay: readonly DayAmount[];
  bookedHoursByDay: readonly DayHours[];
}

export function EarningsCharts({
  earningsByDay,
  earningsByPlayDay,
  bookedHoursByDay,
}: EarningsChartsProps) {
  const language = useLanguage();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <EarningsChart
        byPayment={earningsSeries(language, earningsByDay)}
        byPlay={earningsSeries(language, earningsByPlayDay)}
      />
      <HoursChart points={bookedHoursSeries(language, bookedHoursByDay)} />
    </div>
  );
}
