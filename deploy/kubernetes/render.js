#!/usr/bin/env node
/**
 * The distributed mode on Kubernetes: one Deployment per process (the gateway and the five services), the gateway's
 * Service, HorizontalPodAutoscalers for the gateway and commerce, and what keeps any one pod, node or zone from being a
 * single point of failure: two replicas at least, a PodDisruptionBudget per process, pods spread over nodes and zones.
 * The pods run under the restricted Pod Security Standard (read-only root, /tmp an emptyDir), and NetworkPolicies deny
 * all traffic but what each process needs. NATS and PostgreSQL are external (config.yaml, the Secret's DATABASE_URL).
 * The processes are described once, here; `node deploy/kubernetes/render.js` writes shop.yaml from them, and
 * deploy/kubernetes/manifests.spec.ts checks that the file is current and valid (validate.mjs).
 *
 * Every process answers GET /livez (the process runs) and GET /readyz (it can serve: bus and database answer) and
 * exposes Prometheus metrics at GET /metrics — each service on OPS_PORT (inside the cluster, scraped through the
 * usual prometheus.io annotations), the gateway on its public HTTP port, where it answers only to
 * `Authorization: Bearer <METRICS_TOKEN>`: its pods carry no scrape annotation, and the scrape job in the
 * ConfigMap below sends the token from the Secret (README "Operations"). With the Prometheus Operator, the PodMonitors
 * and the PrometheusRule below do the same (use one or the other, not both, or every series is scraped twice); the
 * Prometheus must select them (its podMonitorSelector / ruleSelector labels and namespace selectors); on a cluster
 * without the Operator's CRDs, `kubectl apply` refuses those three documents and applies the rest. The services'
 * operations ports admit only the `monitoring` namespace (MONITORING_NAMESPACE): run Prometheus there.
 *
 * Migrations and PgBouncer: each service migrates its schema at start, under a PostgreSQL advisory lock (so replicas
 * starting together migrate once; the scheduled jobs take session advisory locks too, to run on one replica). An
 * advisory lock belongs to a session: behind PgBouncer in transaction mode it is neither held nor released reliably.
 * With PgBouncer in transaction mode, give the services a DATABASE_URL that reaches PostgreSQL directly (or PgBouncer in
 * session mode).
 */
const { stringify } = require('yaml');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const VERSION = '0.1.0';
const PART_OF = 'watercolor-shop';
const CONFIG = 'watercolor-shop-config';
const SECRET = 'watercolor-shop-secrets';
const GATEWAY_SCRAPE = 'watercolor-shop-gateway-scrape';
/** Where Prometheus reads the Secret's METRICS_TOKEN (the Prometheus Operator mounts `spec.secrets` there). */
const METRICS_TOKEN_FILE = `/etc/prometheus/secrets/${SECRET}/METRICS_TOKEN`;
/** The namespace whose pods (Prometheus) may scrape the services' operations ports. */
const MONITORING_NAMESPACE = 'monitoring';
/** No process runs fewer (an autoscaled one: its HorizontalPodAutoscaler's minReplicas). */
const MIN_REPLICAS = 2;

/** The ports the processes listen on … */
const GATEWAY_PORT = 3000;
const OPS_PORT = 9464;
/** … and those they reach (NetworkPolicy egress). */
const DNS_PORT = 53;
const NATS_PORT = 4222;
const POSTGRES_PORT = 5432;
const SMTP_PORTS = [25, 465, 587];
/** PayPal and Stripe (commerce), and an S3 uploads store over HTTPS (the gateway). */
const HTTPS_PORT = 443;
/** The in-cluster MinIO of config.yaml's S3_ENDPOINT (http://minio…:9000), the gateway's uploads store. */
const MINIO_PORT = 9000;

/** PayPal's and Stripe's settings (README "Configuration"): a provider is offered only when its keys are in the Secret. */
const PAYMENT_PROVIDER_SECRETS = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
/** Secrets a shop may run without: mail goes to files, and checkout uses the transfer page. */
const OPTIONAL_SECRETS = ['SMTP_URL', ...PAYMENT_PROVIDER_SECRETS];

/**
 * Each process: what it runs, how many (`replicas`, or `autoscale` for a HorizontalPodAutoscaler), what it may use, and
 * which secrets it reads — which also says whom it reaches: SMTP_URL, the mail server; the payment providers, HTTPS.
 */
const PROCESSES = [
  {
    name: 'gateway',
    port: GATEWAY_PORT,
    cpu: '250m',
    memory: '256Mi',
    memoryLimit: '512Mi',
    secrets: ['SESSION_SECRET', 'S3_SECRET_KEY', 'PAYMENT_WEBHOOK_SECRET', 'METRICS_TOKEN'],
    autoscale: { min: MIN_REPLICAS, max: 8 },
    scrapeWithToken: true,
  },
  { name: 'catalog', replicas: MIN_REPLICAS, cpu: '100m', memory: '192Mi', memoryLimit: '384Mi', secrets: ['DATABASE_URL'] },
  {
    name: 'commerce',
    cpu: '200m',
    memory: '192Mi',
    memoryLimit: '384Mi',
    secrets: ['DATABASE_URL', 'SMTP_URL', ...PAYMENT_PROVIDER_SECRETS],
    autoscale: { min: MIN_REPLICAS, max: 6 },
  },
  { name: 'engagement', replicas: MIN_REPLICAS, cpu: '100m', memory: '192Mi', memoryLimit: '384Mi', secrets: ['DATABASE_URL', 'SMTP_URL'] },
  { name: 'chat', replicas: MIN_REPLICAS, cpu: '100m', memory: '160Mi', memoryLimit: '320Mi', secrets: ['DATABASE_URL'] },
  {
    name: 'admin-reporting',
    replicas: MIN_REPLICAS,
    cpu: '100m',
    memory: '192Mi',
    memoryLimit: '384Mi',
    secrets: ['DATABASE_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  },
];
const SERVICES = PROCESSES.filter((p) => !p.port);

const labelsOf = (name) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': PART_OF, 'app.kubernetes.io/version': VERSION });
const selectorOf = (name) => ({ matchLabels: { 'app.kubernetes.io/name': name } });

function probe(path, port, periodSeconds, failureThreshold) {
  return { httpGet: { path, port }, periodSeconds, timeoutSeconds: 3, failureThreshold };
}

/**
 * The restricted Pod Security Standard, for the pod and for each container (whose root file system is read-only).
 * Fresh objects each time: an object met twice would be written to shop.yaml as a YAML anchor and alias.
 */
const podSecurity = () => ({ runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000, seccompProfile: { type: 'RuntimeDefault' } });
const containerSecurity = () => ({
  runAsNonRoot: true,
  readOnlyRootFilesystem: true,
  allowPrivilegeEscalation: false,
  capabilities: { drop: ['ALL'] },
  seccompProfile: { type: 'RuntimeDefault' },
});

/** The pods of a process spread over nodes, then over zones; preferred, so a small cluster still schedules them. */
function topologySpread(name) {
  return ['kubernetes.io/hostname', 'topology.kubernetes.io/zone'].map((topologyKey) => ({
    maxSkew: 1,
    topologyKey,
    whenUnsatisfiable: 'ScheduleAnyway',
    labelSelector: selectorOf(name),
  }));
}

function deployment(process) {
  const port = process.port ?? OPS_PORT;
  const container = {
    name: process.name,
    image: `watercolor-shop-${process.name}:${VERSION}`,
    ports: [{ name: process.port ? 'http' : 'ops', containerPort: port }],
    envFrom: [{ configMapRef: { name: CONFIG } }],
    env: process.secrets.map((key) => ({ name: key, valueFrom: { secretKeyRef: { name: SECRET, key, optional: OPTIONAL_SECRETS.includes(key) } } })),
    resources: { requests: { cpu: process.cpu, memory: process.memory }, limits: { memory: process.memoryLimit } },
    startupProbe: probe('/livez', port, 2, 30),
    livenessProbe: probe('/livez', port, 10, 3),
    readinessProbe: probe('/readyz', port, 5, 2),
    // The endpoint is taken out of the Service before SIGTERM arrives; the process then drains what it holds.
    lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
    securityContext: containerSecurity(),
    // The root file system is read-only: DATA_DIR (mail files without SMTP_URL, local uploads) and /tmp are not.
    volumeMounts: [
      { name: 'data', mountPath: '/shop-data' },
      { name: 'tmp', mountPath: '/tmp' },
    ],
  };
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: process.name, labels: labelsOf(process.name) },
    spec: {
      // An autoscaled Deployment has no replica count of its own: its HorizontalPodAutoscaler sets it.
      ...(process.autoscale ? {} : { replicas: process.replicas }),
      selector: selectorOf(process.name),
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: labelsOf(process.name),
          ...(process.scrapeWithToken
            ? {}
            : {
                annotations: { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(port), 'prometheus.io/path': '/metrics' },
              }),
        },
        spec: {
          terminationGracePeriodSeconds: 30,
          securityContext: podSecurity(),
          topologySpreadConstraints: topologySpread(process.name),
          containers: [container],
          volumes: [
            { name: 'data', emptyDir: {} },
            { name: 'tmp', emptyDir: {} },
          ],
        },
      },
    },
  };
}

/** Voluntary disruptions (node drains, upgrades) leave at least one pod of each process serving. */
function disruptionBudget(process) {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: process.name, labels: labelsOf(process.name) },
    spec: { minAvailable: 1, selector: selectorOf(process.name) },
  };
}

function gatewayService() {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'gateway', labels: labelsOf('gateway') },
    spec: { selector: { 'app.kubernetes.io/name': 'gateway' }, ports: [{ name: 'http', port: 80, targetPort: 'http' }] },
  };
}

/** The Prometheus scrape job for the gateways' /metrics, with the bearer token (add it to Prometheus's scrape configs). */
function gatewayScrapeJob() {
  const job = {
    job_name: 'watercolor-shop-gateway',
    metrics_path: '/metrics',
    authorization: { type: 'Bearer', credentials_file: METRICS_TOKEN_FILE },
    kubernetes_sd_configs: [{ role: 'pod' }],
    relabel_configs: [
      { source_labels: ['__meta_kubernetes_pod_label_app_kubernetes_io_name'], regex: 'gateway', action: 'keep' },
      { source_labels: ['__meta_kubernetes_pod_container_port_name'], regex: 'http', action: 'keep' },
    ],
  };
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: GATEWAY_SCRAPE, labels: labelsOf('gateway') },
    data: { 'gateway-scrape.yaml': stringify([job], { lineWidth: 0 }) },
  };
}

function autoscaler(process) {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: process.name, labels: labelsOf(process.name) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: process.name },
      minReplicas: process.autoscale.min,
      maxReplicas: process.autoscale.max,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
    },
  };
}

const tcp = (...ports) => ports.map((port) => ({ protocol: 'TCP', port }));

/** Nothing in or out of the shop's pods but what a policy below allows (policies add up). */
function defaultDenyPolicy() {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: `${PART_OF}-default-deny`, labels: { 'app.kubernetes.io/part-of': PART_OF } },
    spec: { podSelector: { matchLabels: { 'app.kubernetes.io/part-of': PART_OF } }, policyTypes: ['Ingress', 'Egress'] },
  };
}

/**
 * What a process may send: name lookups, NATS, and — by what its secrets say it uses — PostgreSQL (DATABASE_URL), the
 * mail server (SMTP_URL), PayPal and Stripe over HTTPS (their keys); the gateway, its uploads store (S3 over HTTPS, or
 * the MinIO of config.yaml). The destinations are outside the cluster or in other namespaces, so only ports are named.
 */
function egressPortsOf(process) {
  const uses = (key) => process.secrets.includes(key);
  return [
    NATS_PORT,
    ...(uses('DATABASE_URL') ? [POSTGRES_PORT] : []),
    ...(uses('SMTP_URL') ? SMTP_PORTS : []),
    ...(process.secrets.some((key) => PAYMENT_PROVIDER_SECRETS.includes(key)) ? [HTTPS_PORT] : []),
    ...(uses('S3_SECRET_KEY') ? [HTTPS_PORT, MINIO_PORT] : []),
  ];
}

/**
 * The gateway answers anyone on its HTTP port (its /metrics too, to the bearer token); a service, only Prometheus in
 * MONITORING_NAMESPACE on its operations port (services talk to each other over NATS, never directly). Kubelet probes
 * are not pod traffic and pass.
 */
function networkPolicy(process) {
  const ingress = process.port
    ? [{ ports: tcp(process.port) }]
    : [{ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': MONITORING_NAMESPACE } } }], ports: tcp(OPS_PORT) }];
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: process.name, labels: labelsOf(process.name) },
    spec: {
      podSelector: selectorOf(process.name),
      policyTypes: ['Ingress', 'Egress'],
      ingress,
      egress: [
        {
          ports: [
            { protocol: 'UDP', port: DNS_PORT },
            { protocol: 'TCP', port: DNS_PORT },
          ],
        },
        { ports: tcp(...new Set(egressPortsOf(process))) },
      ],
    },
  };
}

/** For the Prometheus Operator: the services' operations ports, and the gateways' HTTP port with the bearer token. */
function podMonitors() {
  const monitor = (name, processes, endpoint) => ({
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PodMonitor',
    metadata: { name, labels: { 'app.kubernetes.io/part-of': PART_OF } },
    spec: {
      selector: {
        matchLabels: { 'app.kubernetes.io/part-of': PART_OF },
        matchExpressions: [{ key: 'app.kubernetes.io/name', operator: 'In', values: processes.map((p) => p.name) }],
      },
      podMetricsEndpoints: [{ path: '/metrics', ...endpoint }],
    },
  });
  return [
    monitor(`${PART_OF}-services`, SERVICES, { port: 'ops' }),
    monitor(
      `${PART_OF}-gateway`,
      PROCESSES.filter((p) => p.scrapeWithToken),
      { port: 'http', authorization: { type: 'Bearer', credentials: { name: SECRET, key: 'METRICS_TOKEN' } } },
    ),
  ];
}

/** The alerts: on the shop_* metrics (libs/platform/src/ops/metrics.ts), and on kube-state-metrics' for the Deployments. */
function alertRules() {
  const alert = (name, expr, duration, severity, summary) => ({ alert: name, expr, for: duration, labels: { severity }, annotations: { summary } });
  const deployments = PROCESSES.map((p) => p.name).join('|');
  return {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: PART_OF, labels: { 'app.kubernetes.io/part-of': PART_OF } },
    spec: {
      groups: [
        {
          name: PART_OF,
          rules: [
            alert(
              'ShopOutboxBacklog',
              'max by (service) (shop_outbox_backlog) > 100',
              '10m',
              'warning',
              'The outbox of {{ $labels.service }} holds {{ $value }} unpublished events (NATS unreachable or slow?)',
            ),
            alert(
              'ShopConsumerLag',
              'max by (consumer) (shop_consumer_lag) > 500',
              '10m',
              'warning',
              'The consumer {{ $labels.consumer }} is {{ $value }} events behind',
            ),
            alert(
              'ShopHttp5xxRate',
              'sum(rate(shop_http_requests_total{status=~"5.."}[5m])) / sum(rate(shop_http_requests_total[5m])) > 0.02',
              '5m',
              'critical',
              'More than 2% of the HTTP requests fail with a 5xx ({{ $value | humanizePercentage }})',
            ),
            alert(
              'ShopNotReady',
              `kube_deployment_status_replicas_unavailable{deployment=~"${deployments}"} > 0`,
              '10m',
              'warning',
              '{{ $labels.namespace }}/{{ $labels.deployment }} has had {{ $value }} unavailable replicas for 10 minutes',
            ),
          ],
        },
      ],
    },
  };
}

function manifests() {
  return [
    ...PROCESSES.map(deployment),
    gatewayService(),
    gatewayScrapeJob(),
    ...PROCESSES.filter((p) => p.autoscale).map(autoscaler),
    ...PROCESSES.map(disruptionBudget),
    defaultDenyPolicy(),
    ...PROCESSES.map(networkPolicy),
    ...podMonitors(),
    alertRules(),
  ];
}

function render() {
  const header = '# Generated by deploy/kubernetes/render.js — edit that file, then run `node deploy/kubernetes/render.js`.\n';
  return (
    header +
    manifests()
      .map((doc) => stringify(doc, { lineWidth: 0 }))
      .join('---\n')
  );
}

module.exports = {
  render,
  manifests,
  PROCESSES,
  CONFIG,
  SECRET,
  METRICS_TOKEN_FILE,
  MONITORING_NAMESPACE,
  GATEWAY_PORT,
  OPS_PORT,
  DNS_PORT,
  NATS_PORT,
  POSTGRES_PORT,
  SMTP_PORTS,
  HTTPS_PORT,
  MINIO_PORT,
};

if (require.main === module) {
  writeFileSync(join(__dirname, 'shop.yaml'), render());
  console.log('wrote deploy/kubernetes/shop.yaml');
}
