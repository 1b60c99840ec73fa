import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

// Plain JS beside the manifests it writes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { render, manifests, CONFIG, SECRET, METRICS_TOKEN_FILE } = require('./render') as {
  render(): string;
  manifests(): Manifest[];
  CONFIG: string;
  SECRET: string;
  METRICS_TOKEN_FILE: string;
};

interface Container {
  name: string;
  envFrom?: { configMapRef?: { name: string } }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  resources?: { requests?: { cpu?: string; memory?: string } };
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  spec: {
    template?: { metadata: { annotations?: Record<string, string> }; spec: { containers: Container[] } };
    scaleTargetRef?: { kind: string; name: string };
  };
}

const HERE = __dirname;
const readDocs = (file: string) =>
  parseAllDocuments(readFileSync(join(HERE, file), 'utf8'))
    .map((d) => d.toJS())
    .filter(Boolean);
const validate = (...files: string[]) => spawnSync(process.execPath, [join(HERE, 'validate.mjs'), ...files], { encoding: 'utf8' });

describe('the Kubernetes manifests of the distributed mode', () => {
  const all = manifests();
  const deployments = all.filter((m) => m.kind === 'Deployment');
  const containers = deployments.flatMap((d) => d.spec.template!.spec.containers);

  it('are what render.js makes of the process list (shop.yaml is current)', () => {
    expect(readFileSync(join(HERE, 'shop.yaml'), 'utf8')).toBe(render());
  });

  it('pass the Kubernetes API schemas, and the validator refuses a broken manifest', () => {
    const good = validate();
    expect(good.stdout).not.toMatch(/INVALID|no schema/);
    expect(good.status).toBe(0);

    const broken = join(mkdtempSync(join(tmpdir(), 'k8s-')), 'broken.yaml');
    writeFileSync(
      broken,
      readFileSync(join(HERE, 'shop.yaml'), 'utf8')
        .replace('port: http', 'port: {}')
        .replace(/containerPort: 3000/, 'containerPort: "three thousand"'),
    );
    const bad = validate(broken);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/INVALID/);
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

  it('scale the gateway and commerce horizontally', () => {
    const targets = all.filter((m) => m.kind === 'HorizontalPodAutoscaler').map((h) => h.spec.scaleTargetRef);
    expect(targets).toEqual([
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' },
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'commerce' },
    ]);
  });
});
