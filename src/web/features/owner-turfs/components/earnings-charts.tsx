import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipValueType,
  type XAxisTickContentProps,
} from 'recharts';
import type { DayAmount, DayHours } from '../../../queries/owner-turfs';
import { formatPaise } from '../../../../shared/display-format';
import { formatRupeeAmount } from '../../../utils/money';
import {
  bookedHoursSeries,
  earningsSeries,
  fullDayLabel,
  hoursText,
  sumOf,
  sumInPaise,
  type EarningsPoint,
  type HoursPoint,
} from '../chart-data';

// The only file that imports recharts: the owner screen loads it with React.lazy, so the
// chart library is a chunk of its own that no other screen downloads.

const GREEN = '#059669';
const GRID = '#e2e8f0';
const TICK = { fill: '#475569', fontSize: 12 };
const CHART_STYLE = { width: '100%', height: 220 };

function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <figure className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <figcaption>
        <h3 className="font-bold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600">{summary}</p>
      </figcaption>
      <div className="mt-4" aria-hidden="true">
        {children}
      </div>
    </figure>
  );
}

function dayOf(payload: readonly { payload?: unknown }[] | undefined): string {
  const point = payload?.[0]?.payload as { date?: string } | undefined;
  return point?.date ? fullDayLabel(point.date) : '';
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

function EarningsChart({ points }: { points: EarningsPoint[] }) {
  const total = sumInPaise(points, (point) => point.amount);
  const best = points.reduce<EarningsPoint | null>(
    (top, point) => (point.amount > (top?.amount ?? 0) ? point : top),
    null,
  );
  const summary =
    total > 0
      ? `${formatPaise(total)} in the last ${points.length} days; best day ${fullDayLabel(best!.date)} (${formatRupeeAmount(best!.amount)}).`
      : `No earnings in the last ${points.length} days yet.`;
  return (
    <ChartCard title="Earnings per day" summary={summary}>
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
          domain={[0, (max: number) => Math.max(max, 1000)]}
          tickFormatter={(value: number) => formatRupeeAmount(value)}
        />
        <Tooltip
          labelFormatter={(_label, payload) => dayOf(payload)}
          formatter={(value) => [formatRupeeAmount(asNumber(value)), 'Earned']}
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
  const total = sumOf(points, (point) => point.hours);
  const summary =
    total > 0
      ? `${hoursText(total)} booked from today over the next ${points.length} days.`
      : `Nothing booked yet for the next ${points.length} days.`;
  return (
    <ChartCard title="Booked hours, coming 7 days" summary={summary}>
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
          labelFormatter={(_label, payload) => dayOf(payload)}
          formatter={(value) => [hoursText(asNumber(value)), 'Booked']}
        />
        <Bar dataKey="hours" fill={GREEN} radius={[6, 6, 0, 0]} animationDuration={500} />
      </BarChart>
    </ChartCard>
  );
}

interface EarningsChartsProps {
  earningsByDay: readonly DayAmount[];
  bookedHoursByDay: readonly DayHours[];
}

export function EarningsCharts({ earningsByDay, bookedHoursByDay }: EarningsChartsProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <EarningsChart points={earningsSeries(earningsByDay)} />
      <HoursChart points={bookedHoursSeries(bookedHoursByDay)} />
    </div>
  );
}
