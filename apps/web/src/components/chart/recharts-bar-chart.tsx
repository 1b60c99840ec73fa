import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarChartProps } from './chart-types';

const BAR_COLOR = 'var(--color-madder)';
const GRID_COLOR = 'var(--color-line)';
const TICK = { fontSize: 12, fill: 'var(--color-ink-soft)' };
const ROW_HEIGHT = 32;

/**
 * The drawing itself, the only module that imports recharts: it is loaded on demand by `BarChartFigure`,
 * so neither the shopper's bundle nor an admin screen without charts carries the library.
 */
export default function RechartsBarChart({ points, formatValue, valueName, horizontal = false }: BarChartProps) {
  const data = points.map((point) => ({ label: point.label, value: point.value }));
  const height = horizontal ? Math.max(120, data.length * ROW_HEIGHT + 40) : 220;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {horizontal ? (
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid horizontal={false} stroke={GRID_COLOR} />
          <XAxis type="number" tick={TICK} tickFormatter={formatValue} allowDecimals={false} />
          <YAxis type="category" dataKey="label" tick={TICK} width={110} interval={0} />
          <Tooltip formatter={(value) => [formatValue(Number(value)), valueName]} />
          <Bar dataKey="value" fill={BAR_COLOR} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      ) : (
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
          <CartesianGrid vertical={false} stroke={GRID_COLOR} />
          <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" />
          <YAxis tick={TICK} tickFormatter={formatValue} allowDecimals={false} width={56} />
          <Tooltip formatter={(value) => [formatValue(Number(value)), valueName]} />
          <Bar dataKey="value" fill={BAR_COLOR} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
