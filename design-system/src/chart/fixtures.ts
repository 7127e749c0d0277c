import { formatCurrency } from "../format";
import type { BarDatum } from "./bar-chart-figure";

const week = (start: string, amount: string): BarDatum => {
  const [, month, day] = start.split("-");
  return {
    key: start,
    label: `Week of ${month}/${day}`,
    tick: `${month}/${day}`,
    value: Number(amount),
    formattedValue: formatCurrency(amount),
  };
};

/** Twelve weeks of shipped Amount, a quiet week among them. */
export const weeklyShipments: BarDatum[] = [
  week("2026-09-07", "12480.00"),
  week("2026-09-14", "8125.50"),
  week("2026-09-21", "15210.75"),
  week("2026-09-28", "0.00"),
  week("2026-10-05", "9870.00"),
  week("2026-10-12", "21344.20"),
  week("2026-10-19", "17300.00"),
  week("2026-10-26", "11002.45"),
  week("2026-11-02", "13750.00"),
  week("2026-11-09", "24980.10"),
  week("2026-11-16", "19420.00"),
  week("2026-11-23", "6210.00"),
];

export const noShipments: BarDatum[] = weeklyShipments.map((datum) => ({
  ...datum,
  value: 0,
  formattedValue: "$0.00",
}));

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Sixty months of sales, for a long range. */
export const manyMonths: BarDatum[] = Array.from({ length: 60 }, (_, index) => {
  const year = 2022 + Math.floor(index / 12);
  const month = index % 12;
  const amount = (20000 + ((index * 7919) % 35000) + (month === 11 ? -15000 : 0)).toFixed(2);
  return {
    key: `${year}-${month + 1}`,
    label: `${monthNames[month]} ${year}`,
    tick: `${monthNames[month]} ${String(year).slice(2)}`,
    value: Number(amount),
    formattedValue: formatCurrency(amount),
  };
});
