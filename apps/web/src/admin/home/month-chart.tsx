type Props = { daily: { day: string; requests: number }[] };

const W = 300;
const H = 80;

/**
 * Requests per day over 30 days as SVG bars: thirty rectangles need no chart library, and SVG with a
 * title is read by screen readers and rendered by the unit tests' DOM, which a canvas chart is not.
 */
export function MonthChart({ daily }: Props) {
  const max = Math.max(1, ...daily.map((d) => d.requests));
  const step = W / Math.max(1, daily.length);
  const busiest = daily.reduce(
    (a, b) => (b.requests > a.requests ? b : a),
    daily[0] ?? { day: '', requests: 0 },
  );
  const summary =
    busiest.requests > 0
      ? `Requests per day over the last 30 days; the busiest day was ${busiest.day} with ${busiest.requests}.`
      : 'Requests per day over the last 30 days: none yet.';
  return (
    <svg viewBox={`0 0 ${W} ${H + 2}`} width="100%" height={120} role="img" aria-label={summary}>
      <title>{summary}</title>
      <line x1={0} x2={W} y1={H + 1} y2={H + 1} stroke="#8a8a8a" strokeWidth={0.5} />
      {daily.map((d, i) => {
        const h = (d.requests / max) * H;
        return (
          <rect
            key={d.day}
            x={i * step + step * 0.15}
            y={H - h}
            width={step * 0.7}
            height={h}
            rx={1}
            fill="#303030"
          >
            <title>{`${d.day}: ${d.requests}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
