import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartDataset,
  type PointStyle,
} from 'chart.js';

// Chart.js (https://www.chartjs.org), tree-shaken: only the bar and line charts the Reports page
// draws, their scales, the legend and the tooltip. This module is the page's only door to it.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export type ChartSeries = { label: string; values: (number | null)[] };

export type ChartSpec = {
  /** Bars side by side or stacked, or lines. */
  shape: 'bars' | 'stacked' | 'lines';
  labels: string[];
  series: ChartSeries[];
  /** A value as the tooltip (and the axis, unless `axis` says otherwise) writes it, in the reader's language. */
  format: (value: number) => string;
  /** How the value axis marks its whole numbers, and the least it reaches (a day for waits in days). */
  axis?: { format: (value: number) => string; atLeast?: number };
  /** 'en-TZ' or 'sw-TZ'. */
  locale: string;
};

// Colours that differ in lightness too; each series also has its own pattern (bars) or dash and
// point (lines), and its name in the legend, so that no colour alone tells two series apart.
const COLOURS = ['#1f5f3f', '#b07d00', '#2458a6', '#a3234f', '#5b4636', '#00707a'];
const DASHES = [[], [8, 4], [2, 3], [12, 4, 2, 4], [4, 4], [1, 6]];
const POINTS: PointStyle[] = ['circle', 'rect', 'triangle', 'rectRot', 'crossRot', 'star'];

const TILE = 10;

/** A fill of the series' colour marked with its own pattern: none, stripes, dots, grid… */
function patternFill(colour: string, index: number): CanvasPattern | string {
  const tile = document.createElement('canvas');
  tile.width = TILE;
  tile.height = TILE;
  const pen = tile.getContext('2d');
  if (!pen) return colour;
  pen.fillStyle = colour;
  pen.fillRect(0, 0, TILE, TILE);
  pen.strokeStyle = 'rgba(255, 255, 255, 0.8)';
  pen.fillStyle = 'rgba(255, 255, 255, 0.8)';
  pen.lineWidth = 2;
  const line = (x1: number, y1: number, x2: number, y2: number) => {
    pen.beginPath();
    pen.moveTo(x1, y1);
    pen.lineTo(x2, y2);
    pen.stroke();
  };
  switch (index % 6) {
    case 1:
      line(0, TILE, TILE, 0);
      line(-TILE / 2, TILE / 2, TILE / 2, -TILE / 2);
      line(TILE / 2, TILE * 1.5, TILE * 1.5, TILE / 2);
      break;
    case 2:
      pen.beginPath();
      pen.arc(TILE / 2, TILE / 2, 2, 0, Math.PI * 2);
      pen.fill();
      break;
    case 3:
      line(0, TILE / 2, TILE, TILE / 2);
      break;
    case 4:
      line(0, TILE / 2, TILE, TILE / 2);
      line(TILE / 2, 0, TILE / 2, TILE);
      break;
    case 5:
      line(0, 0, TILE, TILE);
      line(-TILE / 2, TILE / 2, TILE / 2, TILE * 1.5);
      line(TILE / 2, -TILE / 2, TILE * 1.5, TILE / 2);
      break;
  }
  return pen.createPattern(tile, 'repeat') ?? colour;
}

function dataset(spec: ChartSpec, series: ChartSeries, index: number): ChartDataset<'bar' | 'line'> {
  const colour = COLOURS[index % COLOURS.length]!;
  if (spec.shape === 'lines') {
    return {
      type: 'line',
      label: series.label,
      data: series.values,
      borderColor: colour,
      backgroundColor: colour,
      borderDash: DASHES[index % DASHES.length],
      borderWidth: 2,
      pointStyle: POINTS[index % POINTS.length],
      pointRadius: 4,
      pointHoverRadius: 6,
      tension: 0,
    };
  }
  return {
    type: 'bar',
    label: series.label,
    data: series.values,
    backgroundColor: patternFill(colour, index),
    borderColor: colour,
    borderWidth: 1,
  };
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function configOf(spec: ChartSpec): ChartConfiguration<'bar' | 'line'> {
  const stacked = spec.shape === 'stacked';
  return {
    type: spec.shape === 'lines' ? 'line' : 'bar',
    data: { labels: spec.labels, datasets: spec.series.map((series, index) => dataset(spec, series, index)) },
    options: {
      locale: spec.locale,
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion() ? false : { duration: 250 },
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { stacked, ticks: { autoSkip: true, maxRotation: 50 } },
        y: {
          stacked,
          beginAtZero: true,
          ...(spec.axis?.atLeast === undefined ? {} : { suggestedMax: spec.axis.atLeast }),
          // Whole numbers only: counts, shillings and days have no fractions to show, and an empty
          // range would otherwise label 0.2, 0.4… all as "0" or "Tsh 1".
          ticks: {
            callback: (value) => (spec.axis?.format ?? spec.format)(Number(value)),
            maxTicksLimit: 6,
            precision: 0,
          },
        },
      },
      plugins: {
        legend: {
          display: true,
          position: 'bottom',
          labels: { usePointStyle: spec.shape === 'lines', boxWidth: 24, boxHeight: 14 },
        },
        tooltip: {
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${item.parsed.y === null ? '—' : spec.format(item.parsed.y)}`,
          },
        },
      },
    },
  };
}

// A printed page is narrower than most screens: the charts are drawn again at its width, then at
// the screen's once printing is done (https://www.chartjs.org/docs/latest/configuration/responsive.html#printing-resizable-charts).
const PRINT_SIZE = { width: 640, height: 260 };

/** Draws a chart on the canvas; the answer takes it down again. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): () => void {
  const chart = new Chart(canvas, configOf(spec));
  const beforePrint = () => chart.resize(PRINT_SIZE.width, PRINT_SIZE.height);
  const afterPrint = () => chart.resize();
  window.addEventListener('beforeprint', beforePrint);
  window.addEventListener('afterprint', afterPrint);
  return () => {
    window.removeEventListener('beforeprint', beforePrint);
    window.removeEventListener('afterprint', afterPrint);
    chart.destroy();
  };
}
