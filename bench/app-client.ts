// The app's customer API as the benchmarks call it: JSON requests on a keep-alive agent, a login through
// a signed partner link (no SMS), and a package order priced by the domain's engine as the submit
// screen prices it. Shared by bench:booking and bench:scale.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { catalogueOf } from '../packages/contract/src/index.ts';
import {
  addProduct,
  indexCatalogue,
  newPlan,
  type Plan,
  type Product,
  payableTotal,
  planAmounts,
  priceSummary,
  shanghaiDate,
} from '../packages/domain/src/index.ts';

export interface Envelope<T = unknown> {
  error_code: string;
  error: string;
  data: T;
  token?: string;
}

export interface CentrePlan {
  sysCenterId: string;
  plan: Plan;
  price: number;
}

export interface AppClientOptions {
  /** keep-alive sockets shared by every request */
  connections: number;
  /** the partner platform the server was started with (PLATFORM_SECRETS=<platform>:<secret>) */
  platform: string;
  platformSecret: string;
}

export function createAppClient(opts: AppClientOptions) {
  const headers = {
    clientId: 'benchclient0001',
    sourceTypeCode: 'wechat',
    sid: '00-0',
  };
  // The hot reads are sent as a phone sends them, accepting compressed answers; call() reads plain JSON.
  const readHeaders = { ...headers, 'accept-encoding': 'gzip, deflate, br' };

  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });

  /** One JSON request on the shared keep-alive agent; resolves with the parsed envelope. */
  function call<T>(
    base: string,
    method: 'GET' | 'POST',
    urlPath: string,
    extra: Record<string, string> = {},
    body?: object,
  ) {
    return new Promise<Envelope<T>>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const request = http.request(
        base + urlPath,
        {
          method,
          agent,
          headers: {
            clientId: headers.clientId,
            ...extra,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
              : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>);
            } catch {
              reject(new Error(`${method} ${urlPath}: HTTP ${response.statusCode}, not JSON`));
            }
          });
        },
      );
      request.on('error', reject);
      if (payload) request.write(payload);
      request.end();
    });
  }

  async function ok<T>(answer: Promise<Envelope<T>>, what: string): Promise<T> {
    const body = await answer;
    if (body.error_code !== '000000') throw new Error(`${what}: ${body.error_code} ${body.error}`);
    return body.data;
  }

  /** Logs a phone in through a signed partner link (the only login that sends no SMS). */
  async function login(base: string, phone: string): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + 300;
    const signature = createHmac('sha256', opts.platformSecret)
      .update(`${opts.platform}|${phone}|${expires}`)
      .digest('hex');
    const body = await call(
      base,
      'POST',
      '/m/wx/2/user/user.json',
      { clientId: `bench-${phone}` },
      {
        platformUserCode: opts.platform,
        u: phone,
        p: `${expires}.${signature}`,
      },
    );
    if (body.error_code !== '000000' || !body.token) throw new Error(`login ${phone}: ${body.error}`);
    return body.token;
  }

  const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const CHECK = '10X98765432';
  const BIRTH_FROM = Date.UTC(1975, 0, 1);

  /** The n-th valid 18-digit ID number: every order books a different person, so none is refused as a repeat. */
  function idCardOf(n: number): string {
    const birth = new Date(BIRTH_FROM + (n % 7000) * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
    const seq = 1 + 2 * (Math.floor(n / 7000) % 500);
    const body = `110101${birth}${String(seq).padStart(3, '0')}`;
    const sum = [...body].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
    return body + CHECK[sum % 11]!;
  }

  /**
   * A package booked as it is, paid at the centre: priced by the domain's engine over the catalogue the
   * server serves, exactly as the submit screen prices it (the server refuses any other figure).
   */
  async function packagePlan(base: string, sysCenterId: string): Promise<CentrePlan | null> {
    const productId = `${sysCenterId}-BASIC`;
    const product = await call<Product>(base, 'GET', `/m/center-service/v1/product/${productId}`);
    if (product.error_code !== '000000') return null;
    const id = encodeURIComponent(sysCenterId);
    const [data, merge, rules, upgrades] = await Promise.all([
      ok(
        call<Parameters<typeof catalogueOf>[0]>(
          base,
          'GET',
          `/m/center-service/v1/project/list?sysCenterId=${id}`,
        ),
        'project data',
      ),
      ok(
        call<Parameters<typeof catalogueOf>[1]>(
          base,
          'GET',
          `/m/platform/projectmapping/projectmerge.json?sysCenterId=${id}`,
        ),
        'merge',
      ),
      ok(
        call<Parameters<typeof catalogueOf>[2]>(
          base,
          'GET',
          `/m/center-service/v1/project/pricing_rules/${id}`,
        ),
        'rules',
      ),
      ok(
        call<Parameters<typeof catalogueOf>[3]>(base, 'GET', `/m/center-service/v1/price/upgrades/${id}`),
        'upgrades',
      ),
    ]);
    const ix = indexCatalogue(catalogueOf(data, merge, rules, upgrades));
    addProduct(ix, product.data);
    const plan = newPlan(ix, { product: product.data });
    const summary = priceSummary(ix, plan, { product: product.data });
    const breakdown = payableTotal({
      ...planAmounts(ix, summary),
      coupon: null,
      payType: 'onhospital',
      services: [],
      cards: [],
      today: shanghaiDate(new Date()),
    });
    return { sysCenterId, plan, price: breakdown.payable };
  }

  function orderBody(p: CentrePlan, date: string, slotNo: number, n: number) {
    return {
      _BIZCODE: '0002',
      idempotencyKey: randomUUID(),
      sysCenterId: p.sysCenterId,
      name: '压测用户',
      marryStateCode: 'married',
      age: 40,
      sexCode: 'male',
      boCellPhoneNo: '13912345678',
      identityCardNo: idCardOf(n),
      plan: p.plan,
      bookingType: 'product',
      price: p.price,
      boExaminationDate: date,
      boExaminationTimeNo: slotNo,
      payType: 'onhospital',
    };
  }

  return { headers, readHeaders, call, ok, login, idCardOf, packagePlan, orderBody, agent };
}
