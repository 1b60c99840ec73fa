'use strict';
/**
 * The bad-input sweep (docs/rules.md §5: input a user can send never produces a 500). Every route the gateway
 * serves gets malformed requests — as a visitor, and as the shopper or admin the route is for, so that its
 * validation is reached — and every answer's status is counted per route.
 *
 * The routes come from the running code, not from a list kept by hand: `routes` is what
 * `describeRoutes(app)` / `listGatewayRoutes()` (apps/gateway/src/testing/route-inputs.ts) answer, each route with
 * its access, its path parameters and a body its contract accepts. A variant is that body (or query, or path)
 * with one thing made wrong, or a request malformed as a whole.
 *
 *   const { sweepBadInput } = require('./bad-input');
 *   const result = await sweepBadInput({ baseUrl, routes, cookies: { shopper, admin }, email });
 *   // result: { requests, durationMs, statuses, byRoute: { 'POST /api/x': { 400: 31, 401: 30 } }, failures: [...], accepted: [...] }
 *
 * A failure is any 5xx, a request that got no answer, or an answer that is not the JSON error body.
 */
const http = require('node:http');

const HUGE = 'x'.repeat(100 * 1024);
const DEPTH = 1_500;
const NUL = 'sweep\u0000nul';
const LONE_SURROGATE = 'sweep\ud800';
const BOUNDARY = 'sweepboundary7MA4YWxkTrZu0gW';

/** A number written into JSON as it is (1e309 parses as Infinity; NaN is not JSON at all). */
const raw = (text) => ({ raw: text });

/** The wrong values a field of each kind is given, one at a time. */
const BAD_VALUES = {
  text: [NUL, LONE_SURROGATE, HUGE, {}, raw('1e20')],
  number: [raw('1e309'), -1, 1.005, raw('1e20'), 21474836.48, 'NaN', NUL],
  whole: [raw('1e309'), -1, 1.5, raw('1e20'), 2147483648, 'NaN', NUL],
  flag: ['true', 1, NUL],
  list: [[NUL], [LONE_SURROGATE], [{}], {}, HUGE],
  object: [NUL, [], { sweepUnknown: LONE_SURROGATE }],
  any: [NUL, LONE_SURROGATE, HUGE, {}, raw('1e309'), -1, raw('1e20'), 21474836.48],
};

/** Query-string values, as sent (already percent-encoded). */
const BAD_QUERY_VALUES = ['%00', '%ED%A0%80', '1e20', '-1', '1.5', '21474836.48', 'NaN', 'Infinity', "'%20OR%201=1--", 'x'.repeat(4_000), '%'];
/** Path-parameter values, as sent. */
const BAD_PATH_VALUES = [
  "'%20OR%20'1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%ED%A0%80',
  '1e20',
  '-1',
  '%',
  'a'.repeat(5_000),
  '__proto__',
  'constructor',
  '%2e%2e',
  'sweep%40example.com%00',
];

function json(value) {
  const raws = [];
  const text = JSON.stringify(value, (_, v) => {
    if (v && typeof v === 'object' && 'raw' in v && Object.keys(v).length === 1) {
      raws.push(v.raw);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_, i) => raws[Number(i)]);
}

const asJson = (value) => ({ type: 'application/json', body: typeof value === 'string' ? value : json(value) });

function multipart(parts, { end = true } = {}) {
  const chunks = parts.map(({ name, value, filename, type }) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
          (type ? `Content-Type: ${type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(String(value)),
      Buffer.from('\r\n'),
    ]),
  );
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { type: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.concat(chunks) };
}

/** Text fields for a form: the example's values, as a browser's form would send them. */
function formFields(example) {
  return Object.entries(example ?? {}).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}

/** The malformed bodies every route gets, whatever it takes. */
function wholeBodyVariants(route) {
  const example = route.body?.example ?? {};
  const first = route.body?.fields[0]?.name ?? 'name';
  const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
  const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  return {
    'json: 1,500 nested lists': asJson(deepArray),
    'json: 1,500 nested objects in a field': asJson(json({ ...example, [first]: raw(deepObject) })),
    'json: invalid': asJson('{"a":'),
    'json: NaN': asJson(json({ ...example, [first]: raw('NaN') })),
    'json: empty': asJson(''),
    'json: null': asJson('null'),
    'json: a list': asJson('[]'),
    'json: a string': asJson('"sweep"'),
    'json: a huge number': asJson('1e309'),
    'json: __proto__': asJson(`{"__proto__":{"isAdmin":true},${json(example).slice(1)}`.replace(/,}$/, '}')),
    'json: constructor.prototype': asJson(
      `{"constructor":{"prototype":{"isAdmin":true}}${Object.keys(example).length ? ',' : ''}${json(example).slice(1)}`,
    ),
    'json: NUL in a field name': asJson(json({ ...example, 'sweep\u0000name': 1 })),
    'json: NUL in a field': asJson(json({ ...example, [first]: NUL })),
    'json: NUL deep in a list': asJson(json({ ...example, [first]: [[{ a: ['ok', NUL] }]] })),
    'json: escaped NUL': asJson(`{"${first}":"sweep\\u0000"}`),
    'json: ESC control character': asJson(json({ ...example, [first]: 'sweep\u001b[31m' })),
    'json: DEL and C1 control characters': asJson(json({ ...example, [first]: 'sweep\u007f\u0085' })),
    'json: lone high surrogate': asJson(json({ ...example, [first]: LONE_SURROGATE })),
    'json: lone low surrogate': asJson(`{"${first}":"sweep\\udc00"}`),
    'json: surrogates the wrong way round': asJson(`{"${first}":"\\udc00\\ud800"}`),
    'json: lone surrogate in a field name': asJson(json({ ...example, 'sweep\ud800': 1 })),
    'json: unknown field': asJson(json({ ...example, sweepUnknown: 1 })),
    'json: 100 kB unknown field': asJson(json({ ...example, sweepUnknown: HUGE })),
    'json: missing fields': asJson('{}'),
    'text/plain': { type: 'text/plain', body: 'sweep' },
    'text/plain with NUL': { type: 'text/plain', body: NUL },
    'form-urlencoded': { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
    xml: { type: 'application/xml', body: '<a>sweep</a>' },
    'json content type, binary body': { type: 'application/json', body: Buffer.from([0xff, 0xfe, 0x00, 0x80, 0xed, 0xa0, 0x80]) },
    'multipart: no boundary': { type: 'multipart/form-data', body: 'sweep' },
    'multipart: a 300-character boundary': { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: `--${'b'.repeat(300)}\r\n` },
    'multipart: garbage': { type: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.from('\u0000\u0001 garbage, not a form \r\n--') },
    'multipart: truncated': (() => {
      const whole = multipart([...formFields(example), { name: 'image', filename: 'a.png', type: 'image/png', value: png }]).body;
      return { type: `multipart/form-data; boundary=${BOUNDARY}`, body: whole.subarray(0, whole.length - 40) };
    })(),
    'multipart: no closing boundary': multipart(formFields(example), { end: false }),
    'multipart: NUL in a field': multipart([...formFields(example), { name: first, value: NUL }]),
    'multipart: invalid UTF-8 in a field': multipart([...formFields(example), { name: first, value: Buffer.from([0x73, 0xed, 0xa0, 0x80, 0xff]) }]),
    'multipart: __proto__ field': multipart([{ name: '__proto__', value: 'x' }, { name: 'constructor', value: 'x' }, ...formFields(example)]),
    'multipart: 1,500 nested lists in a field': multipart([...formFields(example), { name: first, value: deepArray }]),
    'multipart: a file that is not an image': multipart([
      ...formFields(example),
      { name: 'image', filename: 'a.png', type: 'image/png', value: Buffer.from('not a picture') },
    ]),
  };
}

/**
 * One field at a time made wrong, the rest as the contract accepts them; the fields of a nested contract (the lines of
 * a cart or an order) inside its first item.
 */
function fieldVariants(route) {
  const variants = {};
  const example = route.body?.example ?? {};
  for (const field of route.body?.fields ?? []) {
    BAD_VALUES[field.kind].forEach((value, i) => {
      variants[`field ${field.name} (${field.kind}) bad #${i + 1}`] = asJson(json({ ...example, [field.name]: value }));
    });
    const holder = example[field.name];
    const item = Array.isArray(holder) ? holder[0] : holder;
    if (!field.fields || !item || typeof item !== 'object') continue;
    for (const inner of field.fields) {
      BAD_VALUES[inner.kind].forEach((value, i) => {
        const changed = { ...item, [inner.name]: value };
        variants[`field ${field.name}.${inner.name} (${inner.kind}) bad #${i + 1}`] = asJson(
          json({ ...example, [field.name]: Array.isArray(holder) ? [changed] : changed }),
        );
      });
    }
  }
  return variants;
}

function queryVariants(route) {
  const variants = {
    'query: __proto__': '__proto__%5BisAdmin%5D=1&__proto__=1',
    'query: constructor': 'constructor%5Bprototype%5D%5BisAdmin%5D=1',
    'query: unknown': 'sweepUnknown=1',
    'query: NUL': 'q=%00',
    'query: NUL in a name': 'q%00=1',
    'query: invalid UTF-8': 'q=%ED%A0%80',
    'query: control character': 'q=%1B%5B31m',
    'query: bad escapes': 'q=%E0%A4%A&r=%ZZ',
    'query: paging overflow': 'limit=1e20&offset=1e20&page=1e20',
  };
  for (const field of route.query?.fields ?? []) {
    BAD_QUERY_VALUES.forEach((value, i) => {
      variants[`query ${field.name} bad #${i + 1}`] = `${encodeURIComponent(field.name)}=${value}`;
    });
    variants[`query ${field.name} twice`] = `${field.name}=1&${field.name}=2`;
  }
  return variants;
}

function pathWith(route, params) {
  return route.path.replace(/:(\w+)|\*/g, (whole, name) => {
    const key = name ?? whole;
    return key in params ? params[key] : encodeURIComponent(route.params[key]);
  });
}

/**
 * The requests for one route: { name, method, path, type?, body?, refusedFirst? }. `refusedFirst`: a request every
 * route must refuse before its handler runs, whatever it takes (nesting, control characters, broken Unicode, bad
 * JSON, a content type nobody reads, a multipart body without a usable boundary).
 */
function requestsFor(route) {
  const base = pathWith(route, {});
  const requests = [];
  const withBody = route.method !== 'GET';
  // A GET with a body is still a request a user can send.
  const bodies = { ...wholeBodyVariants(route), ...fieldVariants(route) };
  for (const [name, { type, body }] of Object.entries(bodies)) {
    requests.push({ name, method: route.method, path: base, type, body, refusedFirst: REFUSED_FIRST.has(name) });
  }
  for (const [name, query] of Object.entries(queryVariants(route))) {
    // With the body the contract accepts only where the query means something, so that what is wrong is the query.
    const body = withBody ? asJson(json(route.query ? (route.body?.example ?? {}) : {})) : {};
    requests.push({ name, method: route.method, path: `${base}?${query}`, ...body, refusedFirst: REFUSED_FIRST.has(name) });
  }
  for (const param of Object.keys(route.params)) {
    BAD_PATH_VALUES.forEach((value, i) => {
      requests.push({
        name: `path ${param} bad #${i + 1}`,
        method: route.method,
        path: pathWith(route, { [param]: value }),
        ...(withBody ? asJson(json(route.body?.example ?? {})) : {}),
      });
    });
  }
  return requests;
}

const REFUSED_FIRST = new Set([
  'json: 1,500 nested lists',
  'json: 1,500 nested objects in a field',
  'json: invalid',
  'json: NaN',
  'json: empty',
  'json: __proto__',
  'json: constructor.prototype',
  'json: NUL in a field name',
  'json: lone surrogate in a field name',
  'json: NUL in a field',
  'json: NUL deep in a list',
  'json: escaped NUL',
  'json: ESC control character',
  'json: DEL and C1 control characters',
  'json: lone high surrogate',
  'json: lone low surrogate',
  'json: surrogates the wrong way round',
  'text/plain with NUL',
  'form-urlencoded',
  'xml',
  'json content type, binary body',
  'multipart: no boundary',
  'multipart: a 300-character boundary',
  'query: NUL',
  'query: NUL in a name',
  'query: control character',
]);

/**
 * A write that takes no input at all (no body, no form, no query, no path parameter: the "deactivate" sweeps, a
 * code request) ignores whatever body it is sent, as every route ignores a body it has no use for, and would act on
 * it. Whoever may call it gets only the requests that must be refused first; a visitor gets them all.
 */
function takesNothing(route) {
  return route.method !== 'GET' && !route.body && !route.form && !route.query && Object.keys(route.params).length === 0;
}

/** Who sends a route's requests: a visitor always, and whoever the route is for. */
function identitiesFor(route) {
  if (route.access === 'admin') return ['visitor', 'admin'];
  if (route.access === 'shopper') return ['visitor', 'shopper'];
  return ['visitor', 'shopper', 'admin'];
}

/** Signing out ends the session the rest of the sweep uses: those routes go last. */
const SIGNS_OUT = /\/logout$/;

function send(agent, baseUrl, request, cookie, n, timeoutMs) {
  const url = new URL(baseUrl);
  const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
  const headers = {
    // Each request from its own address, so that per-address limits (honoured behind TRUST_PROXY) do not hide validation.
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    ...(cookie ? { cookie } : {}),
    ...(body ? { 'content-type': request.type, 'content-length': body.length } : {}),
  };
  return new Promise((resolve) => {
    const req = http.request(
      { agent, host: url.hostname, port: url.port, method: request.method, path: request.path, headers, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, contentType: res.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (err) => resolve({ status: 'error', text: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (err) => resolve({ status: 'error', text: err.message }));
    req.end(body);
  });
}

/** An error answer must be the shop's JSON body (docs/rules.md §5); a 2xx/3xx is whatever the route answers. */
function problemWith(answer) {
  if (answer.status === 'error') return answer.text;
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status >= 400) {
    try {
      const body = JSON.parse(answer.text);
      if (body.statusCode !== answer.status || typeof body.message !== 'string' || typeof body.error !== 'string')
        return 'the error body is not {statusCode, error, message}';
    } catch {
      return 'the error body is not JSON';
    }
  }
  return null;
}

/**
 * Sends every variant to every route. options: baseUrl; routes (testing/route-inputs.ts); cookies { shopper, admin }
 * (Cookie header values); concurrency (16); timeoutMs (20 s); onProgress(done, total).
 */
async function sweepBadInput({ baseUrl, routes, cookies, concurrency = 16, timeoutMs = 20_000, onProgress }) {
  const ordered = [...routes.filter((r) => !SIGNS_OUT.test(r.path)), ...routes.filter((r) => SIGNS_OUT.test(r.path))];
  const jobs = [];
  for (const route of ordered) {
    const requests = requestsFor(route);
    for (const identity of identitiesFor(route)) {
      for (const request of requests) {
        if (identity !== 'visitor' && takesNothing(route) && !request.refusedFirst) continue;
        jobs.push({ route, identity, request, last: SIGNS_OUT.test(route.path) });
      }
    }
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const byRoute = {};
  const statuses = {};
  const failures = [];
  const accepted = [];
  const started = Date.now();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      // The sign-out routes run after everything else has finished, one at a time.
      if (jobs[next].last && done < next) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      const n = next++;
      const { route, identity, request } = jobs[n];
      const cookie = identity === 'visitor' ? undefined : cookies[identity];
      const answer = await send(agent, baseUrl, request, cookie, n + 1, timeoutMs);
      const key = `${route.method} ${route.path}`;
      byRoute[key] ??= {};
      byRoute[key][answer.status] = (byRoute[key][answer.status] ?? 0) + 1;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const problem = problemWith(answer);
      if (problem) {
        failures.push({
          route: key,
          variant: request.name,
          identity,
          sent: `${request.method} ${request.path.slice(0, 200)}`,
          status: answer.status,
          problem,
          answer: answer.text.slice(0, 300),
        });
      } else if (route.method !== 'GET' && answer.status < 300) {
        accepted.push({ route: key, variant: request.name, identity, status: answer.status });
      }
      done++;
      onProgress?.(done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { requests: jobs.length, routes: routes.length, durationMs: Date.now() - started, statuses, byRoute, failures, accepted };
}

/** The histogram and the failures, as text. */
function formatSweep(result) {
  const lines = [
    `${result.requests} requests to ${result.routes} routes in ${(result.durationMs / 1000).toFixed(1)} s`,
    `statuses: ${Object.entries(result.statuses)
      .sort()
      .map(([s, n]) => `${s} ×${n}`)
      .join(', ')}`,
    '',
    'per route:',
    ...Object.entries(result.byRoute).map(
      ([route, counts]) =>
        `  ${route.padEnd(60)} ${Object.entries(counts)
          .sort()
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
    ),
  ];
  if (result.accepted.length) {
    lines.push('', `${result.accepted.length} writes answered 2xx (a route that ignores what it was sent, or a value it may take):`);
    for (const a of result.accepted) lines.push(`  ${a.route} [${a.identity}] ${a.variant}: ${a.status}`);
  }
  if (result.failures.length) {
    lines.push('', `${result.failures.length} failures:`);
    for (const f of result.failures)
      lines.push(`  ${f.route} [${f.identity}] ${f.variant}: ${f.problem} — ${f.answer.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
  return lines.join('\n');
}

module.exports = { sweepBadInput, formatSweep, requestsFor, identitiesFor };
