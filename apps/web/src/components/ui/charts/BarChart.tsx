import { Chart, type ChartProps } from './Chart.tsx';

/** A grouped bar chart (e.g. this year against last): lazy-load it like LineChart. */
export default function BarChart(props: Omit<ChartProps, 'kind'>) {
  return <Chart kind="bar" {...props} />;
}
