export {
  PieChart,
  chartTones,
  pieShares,
  type ChartTone,
  type PieChartDatum,
  type PieChartProps,
} from './PieChart';
