import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

// Plain JS beside the manifests it writes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const render = require('./render') as {
  render(): string;
  manifests(): Manifest[];
  PROCESSES: { name: string; secrets: string[] }[];
  CONFIG: string;
  SECRET: string;
  METRICS_TOKEN_FILE: string;
  MONITORING_NAMESPACE: string;
  GATEWAY_PORT: number;
  OPS_PORT: number;
  DNS_PORT: number;
  NATS_PORT: number;
  POSTGRES_PORT: number;
  SMTP_PORTS: number[];
  HTTPS_PORT: number;
};
const { manifests, PROCESSES, CONFIG, SECRET, METRICS_TOKEN_FILE, MONITORING_NAMESPACE, GATEWAY_PORT, OPS_PORT } = render;
const { DNS_PORT, NATS_PORT, POSTGRES_PORT, SMTP_PORTS, HTTPS_PORT } = render;

type Labels = Record<string, string>;
interface LabelSelector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}
interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  runAsGroup?: number;
  fsGroup?: number;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
  seccompProfile?: { type: string };
}
interface Container {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string } }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  resources?: { requests?: { cpu?: string; memory?: string } };
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  securityContext?: SecurityContext;
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodTemplate {
  metadata: { labels: Labels; annotations?: Record<string, string> };
  spec: {
    securityContext?: SecurityContext;
    topologySpreadConstraints?: { maxSkew: number; topologyKey: string; whenUnsatisfiable: string; labelSelector?: LabelSelector }[];
    containers: Container[];
    volumes?: { name: string; emptyDir?: object }[];
  };
}
interface PolicyPort {
  protocol?: string;
  port?: number | string;
}
interface PolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string };
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Labels };
  data?: Record<string, string>;
  spec: {
    replicas?: number;
    selector?: LabelSelector;
    template?: PodTemplate;
    scaleTargetRef?: { kind: string; name: string };
    minReplicas?: number;
    minAvailable?: number | string;
    podSelector?: LabelSelector;
    policyTypes?: string[];
    ingress?: { from?: PolicyPeer[]; ports?: PolicyPort[] }[];
    egress?: { to?: PolicyPeer[]; ports?: PolicyPort[] }[];
    podMetricsEndpoints?: { port?: string; path?: string; authorization?: { type: string; credentials: { name: string; key: string } } }[];
    groups?: { name: string; rules: { alert?: string; expr: string; for?: string; labels?: Labels; annotations?: Record<string, string> }[] }[];
  };
}

/** Whether a Kubernetes label selector selects these labels (an empty selector selects everything). */
function selects(selector: LabelSelector, labels: Labels): boolean {
  return (
    Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
    (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
      if (operator === 'In') return key in labels && values.includes(labels[key]);
      if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]);
      if (operator === 'Exists') return key in labels;
      return !(key in labels);
    })
  );
}
/** A URL's port, or its scheme's. */
const portOf = (url: string) => Number(new URL(url).port || { 'http:': 80, 'https:': 443, 'nats:': 4222, 'postgres:': 5432 }[new URL(url).protocol]);

const HERE = __dirname;
const readDocs = (file: string) =>
  parseAllDocuments(readFileSync(join(HERE, file), 'utf8'))
    .map((d) => d.toJS())
    .filter(Boolean);
const validate = (...files: string[]) => spawnSync(process.execPath, [join(HERE, 'validate.mjs'), ...files], { encoding: 'utf8' });

describe('the Kubernetes manifests of the distributed mode', () => {
  const all = manifests();
  const ofKind = (kind: string) => all.filter((m) => m.kind === kind);
  const deployments = ofKind('Deployment');
  const templates = deployments.map((d) => ({ name: d.metadata.name, template: d.spec.template! }));
  const containers = deployments.flatMap((d) => d.spec.template!.spec.containers);
  const services = PROCESSES.filter((p) => p.name !== 'gateway');

  it('are what render.js makes of the process list (shop.yaml is current)', () => {
    expect(readFileSync(join(HERE, 'shop.yaml'), 'utf8')).toBe(render.render());
  });

  it('pass the Kubernetes API schemas (and the Prometheus Operator CRDs), and the validator refuses a broken manifest', () => {
    const good = validate();
    expect(good.stdout).not.toMatch(/INVALID|no schema/);
    expect(good.stdout).toMatch(/PodDisruptionBudget .*: valid/);
    expect(good.stdout).toMatch(/NetworkPolicy .*: valid/);
    expect(good.stdout).toMatch(/PodMonitor .*: valid/);
    expect(good.stdout).toMatch(/PrometheusRule .*: valid/);
    expect(good.status).toBe(0);

    const broken = join(mkdtempSync(join(tmpdir(), 'k8s-')), 'broken.yaml');
    writeFileSync(
      broken,
      readFileSync(join(HERE, 'shop.yaml'), 'utf8')
        .replace('port: http', 'port: {}')
        .replace(/containerPort: 3000/, 'containerPort: "three thousand"')
        .replace('minAvailable: 1', 'minAvailable: [1]')
        .replace(`port: ${NATS_PORT}`, `port: [${NATS_PORT}]`)
        .replace('port: ops', 'port: [ops]')
        .replace('for: 10m', 'for: ten minutes'),
    );
    const bad = validate(broken);
    expect(bad.status).toBe(1);
    for (const kind of ['Deployment', 'PodDisruptionBudget', 'NetworkPolicy', 'PodMonitor', 'PrometheusRule']) {
      expect(bad.stdout).toMatch(new RegExp(`${kind} [\\w-]+: INVALID`));
    }
  });

  it('run the gateway and each of the five services, each with probes, resource requests and the shared settings', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(['admin-reporting', 'catalog', 'chat', 'commerce', 'engagement', 'gateway']);
    for (const container of containers) {
      expect(container.livenessProbe?.httpGet?.path).toBe('/livez');
      expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
      expect(container.resources?.requests?.cpu).toBeTruthy();
      expect(container.resources?.requests?.memory).toBeTruthy();
      expect(container.envFrom?.map((e) => e.configMapRef?.name)).toEqual([CONFIG]);
    }
  });

  it('take every secret from the Secret, whose template names each key they read, and hold no secret value', () => {
    const [secret] = readDocs('secret.example.yaml');
    expect(secret.metadata.name).toBe(SECRET);
    for (const variable of containers.flatMap((c) => c.env ?? [])) {
      expect(variable.value).toBeUndefined();
      expect(variable.valueFrom?.secretKeyRef?.name).toBe(SECRET);
      expect(Object.keys(secret.stringData)).toContain(variable.valueFrom?.secretKeyRef?.key);
    }
    const [config] = readDocs('config.yaml');
    expect(config.metadata.name).toBe(CONFIG);
    expect(Object.keys(config.data)).not.toEqual(expect.arrayContaining(['SESSION_SECRET', 'DATABASE_URL', 'ADMIN_PASSWORD']));
    expect(config.data.NATS_URL).toMatch(/^nats:\/\//);
  });

  it("scrape the gateway's /metrics with the bearer token from the Secret, and the services' operations ports as before", () => {
    const gateway = deployments.find((d) => d.metadata.name === 'gateway')!;
    const env = gateway.spec.template!.spec.containers[0].env ?? [];
    expect(env.find((v) => v.name === 'METRICS_TOKEN')?.valueFrom?.secretKeyRef).toEqual(
      expect.objectContaining({ name: SECRET, key: 'METRICS_TOKEN' }),
    );
    // No anonymous scrape of the gateway (it would get 401); each service keeps its annotation on OPS_PORT.
    expect(gateway.spec.template!.metadata.annotations?.['prometheus.io/scrape']).toBeUndefined();
    for (const service of deployments.filter((d) => d !== gateway)) {
      expect(service.spec.template!.metadata.annotations).toEqual(
        expect.objectContaining({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': '9464' }),
      );
    }
    const scrape = all.find((m) => m.kind === 'ConfigMap' && m.metadata.name === 'watercolor-shop-gateway-scrape')!;
    const [job] = parseAllDocuments(scrape.data!['gateway-scrape.yaml'])[0].toJS();
    expect(job).toEqual(
      expect.objectContaining({ metrics_path: '/metrics', authorization: { type: 'Bearer', credentials_file: METRICS_TOKEN_FILE } }),
    );
    expect(METRICS_TOKEN_FILE).toMatch(new RegExp(`/${SECRET}/METRICS_TOKEN$`));
  });

  it('run two replicas at least of every process: the autoscaled ones (gateway, commerce) have no count but their minimum', () => {
    const autoscalers = ofKind('HorizontalPodAutoscaler');
    expect(autoscalers.map((h) => h.spec.scaleTargetRef)).toEqual([
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' },
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'commerce' },
    ]);
    for (const d of deployments) {
      const autoscaler = autoscalers.find((h) => h.spec.scaleTargetRef?.name === d.metadata.name);
      if (autoscaler) {
        expect({ name: d.metadata.name, replicas: d.spec.replicas }).toEqual({ name: d.metadata.name, replicas: undefined });
        expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
      } else {
        expect({ name: d.metadata.name, replicas: d.spec.replicas }).toEqual({ name: d.metadata.name, replicas: 2 });
      }
    }
  });

  it('keep one pod of each process through voluntary disruptions (a PodDisruptionBudget each)', () => {
    const budgets = ofKind('PodDisruptionBudget');
    expect(budgets).toHaveLength(deployments.length);
    for (const d of deployments) {
      const own = budgets.filter((b) => selects(b.spec.selector!, d.spec.template!.metadata.labels));
      expect(own.map((b) => ({ apiVersion: b.apiVersion, minAvailable: b.spec.minAvailable, selector: b.spec.selector }))).toEqual([
        { apiVersion: 'policy/v1', minAvailable: 1, selector: d.spec.selector },
      ]);
    }
  });

  it('spread the pods of each process over nodes and over zones', () => {
    for (const { name, template } of templates) {
      const constraints = template.spec.topologySpreadConstraints ?? [];
      expect(constraints.map((c) => c.topologyKey).sort()).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']);
      for (const constraint of constraints) {
        expect(constraint).toEqual(
          expect.objectContaining({
            maxSkew: 1,
            whenUnsatisfiable: 'ScheduleAnyway',
            labelSelector: { matchLabels: { 'app.kubernetes.io/name': name } },
          }),
        );
        expect(selects(constraint.labelSelector!, template.metadata.labels)).toBe(true);
      }
    }
  });

  it('run every pod under the restricted Pod Security Standard, with a read-only root and a writable /tmp', () => {
    for (const { name, template } of templates) {
      expect({ name, pod: template.spec.securityContext }).toEqual({
        name,
        pod: expect.objectContaining({
          runAsNonRoot: true,
          runAsUser: 1000,
          runAsGroup: 1000,
          fsGroup: 1000,
          seccompProfile: { type: 'RuntimeDefault' },
        }),
      });
      const emptyDirs = (template.spec.volumes ?? []).filter((v) => v.emptyDir).map((v) => v.name);
      for (const container of template.spec.containers) {
        expect({ name, container: container.securityContext }).toEqual({
          name,
          container: expect.objectContaining({
            runAsNonRoot: true,
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
            capabilities: { drop: ['ALL'] },
            seccompProfile: { type: 'RuntimeDefault' },
          }),
        });
        expect(container.securityContext?.capabilities?.add).toBeUndefined();
        const mounts = Object.fromEntries((container.volumeMounts ?? []).map((m) => [m.mountPath, m.name]));
        expect(emptyDirs).toContain(mounts['/tmp']);
        expect(emptyDirs).toContain(mounts['/shop-data']);
      }
    }
  });

  describe('network policies', () => {
    const policies = ofKind('NetworkPolicy');
    const policyOf = (name: string) => {
      const own = policies.filter((p) => p.metadata.name === name);
      expect(own).toHaveLength(1);
      return own[0];
    };
    const ports = (rules: { ports?: PolicyPort[] }[] = []) => rules.flatMap((r) => r.ports ?? []);
    const tcpPorts = (rules: { ports?: PolicyPort[] }[] = []) =>
      ports(rules)
        .filter((p) => p.protocol === 'TCP')
        .map((p) => p.port);

    it('deny everything to and from the shop pods by default', () => {
      const denies = policies.filter((p) => !p.spec.ingress && !p.spec.egress);
      expect(denies.map((p) => p.spec)).toEqual([
        { podSelector: { matchLabels: { 'app.kubernetes.io/part-of': 'watercolor-shop' } }, policyTypes: ['Ingress', 'Egress'] },
      ]);
      for (const { template } of templates) expect(selects(denies[0].spec.podSelector!, template.metadata.labels)).toBe(true);
      // And each process has a policy of its own, for both directions, selecting its pods only.
      for (const { name, template } of templates) {
        const own = policyOf(name);
        expect(own.spec.policyTypes).toEqual(['Ingress', 'Egress']);
        expect(selects(own.spec.podSelector!, template.metadata.labels)).toBe(true);
        expect(templates.filter((t) => selects(own.spec.podSelector!, t.template.metadata.labels)).map((t) => t.name)).toEqual([name]);
      }
    });

    it("open only the gateway's HTTP port to all, and a service's operations port only to the monitoring namespace", () => {
      for (const policy of policies) {
        const openToAll = (policy.spec.ingress ?? []).filter((rule) => !rule.from?.length);
        if (policy.metadata.name === 'gateway') expect(openToAll).toEqual([{ ports: [{ protocol: 'TCP', port: GATEWAY_PORT }] }]);
        else expect({ policy: policy.metadata.name, openToAll }).toEqual({ policy: policy.metadata.name, openToAll: [] });
      }
      expect(policyOf('gateway').spec.ingress).toHaveLength(1);
      for (const { name } of services) {
        expect(policyOf(name).spec.ingress).toEqual([
          {
            from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': MONITORING_NAMESPACE } } }],
            ports: [{ protocol: 'TCP', port: OPS_PORT }],
          },
        ]);
      }
      expect(MONITORING_NAMESPACE).toBe('monitoring');
    });

    it('let the services reach only DNS, NATS, PostgreSQL, the mail server (those that send mail) and HTTPS (commerce)', () => {
      const allowed = [DNS_PORT, NATS_PORT, POSTGRES_PORT, ...SMTP_PORTS, HTTPS_PORT];
      expect(allowed.sort((a, b) => a - b)).toEqual([25, 53, 443, 465, 587, 4222, 5432]);
      for (const { name, secrets } of services) {
        const egress = policyOf(name).spec.egress ?? [];
        expect(egress.every((rule) => !rule.to)).toBe(true);
        const tcp = tcpPorts(egress);
        expect({ name, outside: tcp.filter((port) => !allowed.includes(port as number)) }).toEqual({ name, outside: [] });
        expect(ports(egress).filter((p) => p.protocol !== 'TCP')).toEqual([{ protocol: 'UDP', port: DNS_PORT }]);
        expect(tcp).toEqual(expect.arrayContaining([DNS_PORT, NATS_PORT, POSTGRES_PORT]));
        expect({ name, https: tcp.includes(HTTPS_PORT) }).toEqual({ name, https: name === 'commerce' });
        const mails = secrets.includes('SMTP_URL');
        expect({ name, smtp: SMTP_PORTS.filter((port) => tcp.includes(port)) }).toEqual({ name, smtp: mails ? SMTP_PORTS : [] });
      }
      expect(services.filter((s) => s.secrets.includes('SMTP_URL')).map((s) => s.name)).toEqual(['commerce', 'engagement', 'admin-reporting']);
    });

    it('let the gateway reach DNS, NATS and its uploads store (HTTPS, or the S3_ENDPOINT of config.yaml) only', () => {
      const egress = policyOf('gateway').spec.egress ?? [];
      const tcp = tcpPorts(egress);
      const [config] = readDocs('config.yaml');
      expect(tcp).toEqual(expect.arrayContaining([DNS_PORT, NATS_PORT, HTTPS_PORT, portOf(config.data.S3_ENDPOINT)]));
      expect(tcp).not.toContain(POSTGRES_PORT);
      expect(ports(egress).filter((p) => p.protocol !== 'TCP')).toEqual([{ protocol: 'UDP', port: DNS_PORT }]);
    });

    it('name the ports config.yaml and the Secret template point at', () => {
      const [config] = readDocs('config.yaml');
      const [secret] = readDocs('secret.example.yaml');
      expect(portOf(config.data.NATS_URL)).toBe(NATS_PORT);
      expect(portOf(secret.stringData.DATABASE_URL)).toBe(POSTGRES_PORT);
      expect(SMTP_PORTS).toContain(portOf(secret.stringData.SMTP_URL.replace(/^smtp:/, 'http:')));
      expect(Number(config.data.OPS_PORT)).toBe(OPS_PORT);
    });
  });

  describe('monitoring with the Prometheus Operator', () => {
    const monitors = ofKind('PodMonitor');

    it("select every process's pods, the services on their operations port and the gateway on its HTTP port with the token", () => {
      for (const { name, template } of templates) {
        const own = monitors.filter((m) => selects(m.spec.selector!, template.metadata.labels));
        expect({ name, monitors: own.length }).toEqual({ name, monitors: 1 });
        const [endpoint] = own[0].spec.podMetricsEndpoints ?? [];
        expect(endpoint.path).toBe('/metrics');
        expect(template.spec.containers[0].ports?.map((p) => p.name)).toContain(endpoint.port);
        if (name === 'gateway') {
          expect(endpoint).toEqual(
            expect.objectContaining({ port: 'http', authorization: { type: 'Bearer', credentials: { name: SECRET, key: 'METRICS_TOKEN' } } }),
          );
        } else {
          expect(endpoint).toEqual({ path: '/metrics', port: 'ops' });
        }
      }
    });

    it('alert on the outbox backlog, the consumer lag, the 5xx rate and unavailable replicas', () => {
      const rules = ofKind('PrometheusRule')
        .flatMap((r) => r.spec.groups ?? [])
        .flatMap((g) => g.rules);
      expect(rules.map((r) => r.alert)).toEqual(['ShopOutboxBacklog', 'ShopConsumerLag', 'ShopHttp5xxRate', 'ShopNotReady']);
      for (const rule of rules) {
        expect(rule.for).toMatch(/^\d+m$/);
        expect(['warning', 'critical']).toContain(rule.labels?.severity);
        expect(rule.annotations?.summary).toBeTruthy();
      }
      const expr = Object.fromEntries(rules.map((r) => [r.alert, r.expr]));
      expect(expr.ShopOutboxBacklog).toBe('max by (service) (shop_outbox_backlog) > 100');
      expect(expr.ShopConsumerLag).toBe('max by (consumer) (shop_consumer_lag) > 500');
      expect(expr.ShopHttp5xxRate).toBe('sum(rate(shop_http_requests_total{status=~"5.."}[5m])) / sum(rate(shop_http_requests_total[5m])) > 0.02');
      for (const { name } of templates) expect(expr.ShopNotReady).toMatch(new RegExp(`deployment=~"([\\w|-]+\\|)?${name}(\\|[\\w|-]+)?"`));
    });
  });
});
