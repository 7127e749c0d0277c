export { BarChartFigure, type BarChartFigureProps, type BarDatum } from "./bar-chart-figure";
