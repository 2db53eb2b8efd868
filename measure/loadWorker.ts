// The load generator, run as its own process so the client's work does not share the API's event
// loop: node --import tsx measure/loadWorker.ts '<LoadJob as JSON>' → one LoadResult as JSON.
import autocannon from 'autocannon';
import { CSRF_HEADER } from '#domain/http';
import { PRICES } from '#domain/kinds';
import { csrfCookies } from './csrf.ts';
import type { LoadJob, LoadResult, LoadTarget } from './types.ts';

const UPLOAD_BYTES = 1024 * 1024;
const BOUNDARY = '----apply-tz-bench-boundary';

/** The CSRF cookies and the matching header, as autocannon sends headers: in lower case. */
async function csrfPair(baseUrl: string) {
  const { cookie, token } = await csrfCookies(baseUrl);
  return { cookie, [CSRF_HEADER.toLowerCase()]: token };
}

/** A PDF (by its magic bytes) of exactly 1 MiB, as one multipart/form-data body. */
function uploadBody(): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  const filler = Buffer.alloc(UPLOAD_BYTES - head.length - tail.length, '% benchmark filler line\n');
  const pdf = Buffer.concat([head, filler, tail]);
  const parts = [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="area"\r\n\r\ntin\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  ];
  return Buffer.concat([Buffer.from(parts.join('')), pdf, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

async function options(job: LoadJob): Promise<autocannon.Options> {
  const common = {
    url: job.baseUrl,
    duration: job.durationSeconds,
    connections: job.connections,
    timeout: 10,
  };
  if (job.target === 'health') return { ...common, requests: [{ method: 'GET', path: '/api/health' }] };
  const csrf = await csrfPair(job.baseUrl);
  if (job.target === 'upload') {
    return {
      ...common,
      requests: [
        {
          method: 'POST',
          path: '/api/uploads',
          headers: { ...csrf, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: uploadBody(),
        },
      ],
    };
  }
  const applications = job.applications ?? [];
  if (applications.length === 0) throw new Error('The payments target needs stored applications.');
  let next = 0;
  return {
    ...common,
    requests: [
      {
        method: 'POST',
        path: '/api/payments',
        headers: { ...csrf, 'content-type': 'application/json' },
        // Every request a new order (the API makes its ids), spread over the stored applications.
        setupRequest: (request) => {
          const application = applications[next++ % applications.length]!;
          return {
            ...request,
            body: JSON.stringify({
              phone: '0712345678',
              buyer_name: 'Asha Mushi',
              buyer_email: 'asha@example.co.tz',
              amount: PRICES[application.kind],
              applicationKind: application.kind,
              applicationId: application.id,
              proof: application.proof,
            }),
          };
        },
      },
    ],
  };
}

const LABELS: Record<LoadTarget, string> = {
  health: 'GET /api/health',
  payments: 'POST /api/payments (sandbox)',
  upload: 'POST /api/uploads (1 MB PDF)',
};

async function main() {
  const job = JSON.parse(process.argv[2] ?? '') as LoadJob;
  const result = await autocannon(await options(job));
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stats.count ?? 0;
  }
  const answer: LoadResult = {
    target: job.target,
    label: LABELS[job.target],
    durationSeconds: result.duration,
    connections: result.connections,
    requests: result.requests.total,
    rpsAverage: result.requests.average,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    throughputBytesPerSecond: result.throughput.average,
  };
  process.stdout.write(JSON.stringify(answer));
}

await main();
