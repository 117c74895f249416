export { LineChart, summarizeSeries, type LineChartDatum, type LineChartProps } from './LineChart';
