// `npm run test:security`: the black-box probe against a running server (BASE_URL, default
// http://127.0.0.1:8080). Every route of the contract gets malformed input; any 5xx fails the run.
// Run it against a test or demo server: it sends thousands of requests and trips the rate limits
// (429 is a pass).
import { endpoints } from '@tijian/contract';
import { probeRequests } from './probe.ts';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const failures: string[] = [];
let sent = 0;
for (const e of endpoints) {
  for (const path of [e.path, ...(e.alsoAt ?? [])]) {
    for (const req of probeRequests(e, `/m${path}`, process.env.PROBE_TOKEN)) {
      sent++;
      try {
        const res = await fetch(`${base}${req.url}`, {
          method: req.method,
          headers: req.headers,
          ...(req.body === undefined ? {} : { body: req.body }),
          redirect: 'manual',
        });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${req.method} ${path} (${req.label}): ${res.status}`);
      } catch (error) {
        failures.push(`${req.method} ${path} (${req.label}): ${(error as Error).message}`);
      }
    }
  }
}
console.log(
  `${sent} malformed requests sent to ${base}; ${failures.length} answered 5xx or broke the connection`,
);
for (const f of failures) console.log(`  ${f}`);
process.exit(failures.length ? 1 : 0);
