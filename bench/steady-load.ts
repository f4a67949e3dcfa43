// Sends GET requests at a steady rate, one every 1/rate seconds, whatever the answers do (open loop),
// and measures each from the moment it was due, so a stalled server shows as the latency phones would
// see (no coordinated omission).
//
// Why not autocannon's overallRate: it gives each connection a quota per second, which the connection
// spends back to back as soon as the second starts. The rate is then one burst per second at full
// concurrency, and its latency correction assumes a 1 ms interval, recording several synthetic
// samples per answer. Its p99 measures how fast a burst drains, not latency at a given rate.
import http from 'node:http';

export interface SteadyLoadOptions {
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  /** Keep-alive connections the requests share; requests wait for a free one, and that wait counts. */
  connections: number;
}

export interface SteadyLoadResult {
  /** Answers per second over the run. */
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers and transport errors. */
  failures: number;
}

export async function steadyLoad(opts: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let failures = 0;
  const inFlight: Promise<void>[] = [];

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(opts.url, { agent, headers: opts.headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode && response.statusCode >= 200 && response.statusCode < 300) {
            latencies.push(performance.now() - due);
          } else {
            failures++;
          }
          resolve();
        });
      });
      request.on('error', () => {
        failures++;
        resolve();
      });
    });

  const start = performance.now();
  const interval = 1000 / opts.rate;
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // A timer wakes about every millisecond: send every request that has fallen due since the last wake.
    while (sent < total && start + sent * interval <= now) {
      inFlight.push(send(start + sent * interval));
      sent++;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    reqPerSec: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? NaN,
    failures,
  };
}
