import '@shopify/polaris-viz/build/esm/styles.css';
import { BarChart, PolarisVizProvider } from '@shopify/polaris-viz';

type Props = { days: { day: string; returns: number; exchanges: number }[] };

/** Returns and exchanges per day, stacked (Polaris Viz, the Shopify admin's own charts). */
export default function DailyChart({ days }: Props) {
  const series = (name: string, key: 'returns' | 'exchanges') => ({
    name,
    data: days.map((d) => ({ key: d.day, value: d[key] })),
  });
  return (
    <PolarisVizProvider>
      <div style={{ height: 260 }}>
        <BarChart
          theme="Light"
          type="stacked"
          data={[series('Returns', 'returns'), series('Exchanges', 'exchanges')]}
        />
      </div>
    </PolarisVizProvider>
  );
}
