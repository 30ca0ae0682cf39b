import { Chart, type ChartProps } from './Chart.tsx';

/** A line chart (one series): lazy-load it, e.g. lazy(() => import('…/charts/LineChart.tsx')). */
export default function LineChart(props: Omit<ChartProps, 'kind'>) {
  return <Chart kind="line" {...props} />;
}
