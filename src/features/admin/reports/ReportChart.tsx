import { useEffect, useRef } from 'react';
import { drawChart, type ChartSpec } from './drawChart';

type Props = {
  /** What to draw; made once per report and language (useMemo), or the chart is drawn again. */
  spec: ChartSpec;
  /** What the chart shows, for a screen reader; the table beside it holds the figures. */
  summary: string;
};

/** A chart in a box of its own height, whatever the width: 360 px phones and desks alike. */
export function ReportChart({ spec, summary }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    return drawChart(canvas.current, spec);
  }, [spec]);
  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
