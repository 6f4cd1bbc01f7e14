import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type LabelProps,
} from 'recharts';

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

/** Values over days (one point per day, or per moment, labelled in the reader's time zone): bars, or one line per series. */
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
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ),
        )}
      </Chart>
    </ResponsiveContainer>
  );
}

/**
 * One horizontal bar per named item (clips, campaigns), longest first as given. Each name is written on its
 * own line above its bar, the chart's full width, rather than in a narrow axis that cut names short on a phone
 * (the card gives each item a row of BAR_LIST_ROW pixels: barListHeight).
 */
export function BarListChart({
  items,
  color,
  format,
}: {
  items: { label: string; value: number }[];
  color: string;
  format: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={items}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
        barCategoryGap={0}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={axisTick} tickFormatter={(v) => format(asNumber(v))} />
        <YAxis type="category" dataKey="label" hide />
        <Tooltip formatter={(v) => format(asNumber(v))} />
        <Bar dataKey="value" fill={color} isAnimationActive={false} barSize={18}>
          <LabelList dataKey="label" content={NameAbove} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A bar's name, left-aligned on the line above it. */
function NameAbove({ viewBox, value }: LabelProps) {
  if (!viewBox || !('x' in viewBox)) return null;
  const { x = 0, y = 0 } = viewBox;
  return (
    <text x={x} y={y - 5} fontSize={12} fill="var(--mantine-color-text)">
      {value}
    </text>
  );
}
