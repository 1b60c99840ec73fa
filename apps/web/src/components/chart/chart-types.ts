/** One bar of a chart: its label on the axis and in the table, and its value. */
export type ChartPoint = { label: string; value: number };

export type BarChartProps = {
  points: ChartPoint[];
  /** How a value reads on the axis, in the tooltip and in the table ("$12.00", "3"). */
  formatValue: (value: number) => string;
  /** The value's name in the tooltip ("Visitors", "Revenue"). */
  valueName: string;
  /** Bars run sideways: long labels (pages, browsers) stay readable on a phone. */
  horizontal?: boolean;
};
