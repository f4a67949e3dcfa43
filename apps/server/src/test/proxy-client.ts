// The fault test's caller: what nginx (docs/deploy.md) and a patient app do together. A request goes
// to the API processes in turn; a connection refused or reset goes at once to the next process
// (nginx's proxy_next_upstream error), which then takes the requests for a second, and a retryable
// answer is sent again after a short pause (the app's "请稍后再试"). Every attempt is judged, so the test can say what each request got:
//
// - an answer: any JSON envelope the API meant (HTTP 200, or its own 4xx), success or a business
//   refusal in Chinese;
// - retryable: the process could not be reached or dropped the connection, or a 500 whose envelope
//   is `system,error` with a Chinese message, or `system,error` 当前操作的人较多 (a lost race);
// - an anomaly: no answer within HUNG_MS, a body that is not the JSON envelope, a 5xx without that
//   envelope (Fastify's English default, a proxy page), a message without Chinese.
//
// A request still without an answer after GIVE_UP_MS is an anomaly too: the service never recovered.

const HUNG_MS = 20_000;
const GIVE_UP_MS = 60_000;
/** A process that refused or dropped a connection is passed over this long (nginx: fail_timeout). */
const DOWN_MS = 1_000;
const CONNECTION_ERRORS = /ECONNREFUSED|ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed|socket hang up/i;
const CHINESE = /[\u4e00-\u9fff]/;

export interface Envelope {
  error_code: string;
  error: string;
  data: unknown;
  token?: string;
}

export interface Attempt {
  path: string;
  origin: string;
  kind: 'answer' | 'retryable' | 'anomaly';
  /** what was seen: the HTTP status and code, or the connection error */
  seen: string;
}

export class ProxyClient {
  readonly attempts: Attempt[] = [];
  #next = 0;
  readonly #downUntil = new Map<string, number>();

  constructor(private readonly origins: readonly string[]) {}

  get anomalies(): Attempt[] {
    return this.attempts.filter((a) => a.kind === 'anomaly');
  }

  /** How many attempts of each kind and what was seen, for the test's report. */
  summary(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const a of this.attempts) {
      const key = a.kind === 'answer' ? 'answer' : `${a.kind}: ${a.seen}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  }

  post(path: string, body: object, headers: Record<string, string> = {}): Promise<Envelope> {
    return this.request(path, () => body, headers);
  }

  /**
   * Sends until an answer comes (and answers it), trying the processes in turn. `body` is asked for
   * each attempt: a partner login link is spent by its first use, so each attempt signs a new one.
   */
  async request(path: string, body: () => object, headers: Record<string, string> = {}): Promise<Envelope> {
    const giveUp = Date.now() + GIVE_UP_MS;
    const first = this.#next++;
    for (let tries = 0; ; tries++) {
      const origin = this.#pick(first + tries);
      const outcome = await this.#attempt(origin, path, JSON.stringify(body()), headers);
      this.attempts.push({ path, origin, kind: outcome.kind, seen: outcome.seen });
      if (outcome.kind === 'answer') return outcome.body!;
      if (CONNECTION_ERRORS.test(outcome.seen)) this.#downUntil.set(origin, Date.now() + DOWN_MS);
      if (Date.now() > giveUp) {
        this.attempts.push({ path, origin, kind: 'anomaly', seen: `no answer within ${GIVE_UP_MS} ms` });
        throw new Error(`${path}: no answer within ${GIVE_UP_MS} ms (${tries + 1} attempts)`);
      }
      // Unreachable: the next process at once, as the proxy does; else the app's short pause.
      if (!CONNECTION_ERRORS.test(outcome.seen) || tries % this.origins.length === this.origins.length - 1) {
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  }

  /** The process in turn, passing over one that failed to connect within DOWN_MS while another may not have. */
  #pick(turn: number): string {
    const now = Date.now();
    for (let k = 0; k < this.origins.length; k++) {
      const origin = this.origins[(turn + k) % this.origins.length]!;
      if ((this.#downUntil.get(origin) ?? 0) <= now) return origin;
    }
    return this.origins[turn % this.origins.length]!;
  }

  async #attempt(
    origin: string,
    path: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<{ kind: Attempt['kind']; seen: string; body?: Envelope }> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(HUNG_MS),
      });
      text = await res.text();
    } catch (error) {
      const e = error as Error & { cause?: { code?: string; message?: string } };
      if (e.name === 'TimeoutError') return { kind: 'anomaly', seen: `hung over ${HUNG_MS} ms` };
      const seen = e.cause?.code ?? e.cause?.message ?? e.message;
      return { kind: CONNECTION_ERRORS.test(seen) ? 'retryable' : 'anomaly', seen };
    }
    let envelope: Envelope | null = null;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {}
    if (!envelope || typeof envelope.error_code !== 'string' || typeof envelope.error !== 'string') {
      return { kind: 'anomaly', seen: `${res.status} not the envelope: ${text.slice(0, 80)}` };
    }
    const seen = `${res.status} ${envelope.error_code}`;
    if (envelope.error_code !== '000000' && !CHINESE.test(envelope.error)) {
      return { kind: 'anomaly', seen: `${seen} ${envelope.error}` };
    }
    if (envelope.error_code === 'system,error')
      return { kind: 'retryable', seen: `${seen} ${envelope.error}` };
    if (res.status >= 500) return { kind: 'anomaly', seen: `${seen} ${envelope.error}` };
    return { kind: 'answer', seen, body: envelope };
  }
}
