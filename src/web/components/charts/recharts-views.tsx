import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One line or bar set: the field it reads in each point, its name in the legend, its colour. */
export type ChartSeries = { key: string; name: string; color: string };
export type ChartPoint = { label: string } & Record<string, number | string>;

type DayChartProps = {
  points: ChartPoint[];
  series: ChartSeries[];
  kind: 'bar' | 'line';
  /** How a value reads on the axis and in the tooltip (rupees, views). */
  format: (value: number) => string;
};

const axisTick = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** Values over days (one point per day, labelled in the reader's time zone): bars, or one line per series. */
// accessibilityLayer={false}: the drawing is aria-hidden (its table is the text alternative), so it must hold no Tab stop.
export function DayChart({ points, series, kind, format }: DayChartProps) {
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
        <YAxis tick={axisTick} tickFormatter={(v) => format(asNumber(v))} width={80} />
        <Tooltip formatter={(v) => format(asNumber(v))} />
        {series.length > 1 ? <Legend /> : null}
        {series.map((s) =>
          kind === 'bar' ? (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
          ) : (
            <Line key={s.key} dataKey={s.key} name={s.name} stroke={s.color} dot={false} strokeWidth={2} isAnimationActive={false} />
          ),
        )}
      </Chart>
    </ResponsiveContainer>
  );
}

/** One horizontal bar per named item (clips, campaigns), longest first as given. */
export function BarListChart({ items, color, format }: { items: { label: string; value: number }[]; color: string; format: (value: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={items} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={axisTick} tickFormatter={(v) => format(asNumber(v))} />
        <YAxis type="category" dataKey="label" tick={axisTick} width={120} />
        <Tooltip formatter={(v) => format(asNumber(v))} />
        <Bar dataKey="value" fill={color} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
