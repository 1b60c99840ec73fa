#!/usr/bin/env node
/**
 * The distributed mode on Kubernetes: one Deployment per process (the gateway and the five services), the gateway's
 * Service, and HorizontalPodAutoscalers for the gateway and commerce. NATS and PostgreSQL are external (config.yaml,
 * the Secret's DATABASE_URL). The processes are described once, here; `node deploy/kubernetes/render.js` writes
 * shop.yaml from them, and deploy/kubernetes/manifests.spec.ts checks that the file is current and valid.
 *
 * Every process answers GET /livez (the process runs) and GET /readyz (it can serve: bus and database answer) and
 * exposes Prometheus metrics at GET /metrics — each service on OPS_PORT (inside the cluster, scraped through the
 * usual prometheus.io annotations), the gateway on its public HTTP port, where it answers only to
 * `Authorization: Bearer <METRICS_TOKEN>`: its pods carry no scrape annotation, and the scrape job in the
 * ConfigMap below sends the token from the Secret (README "Operations").
 */
const { stringify } = require('yaml');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const VERSION = '0.1.0';
const OPS_PORT = 9464;
const GATEWAY_PORT = 3000;
const CONFIG = 'watercolor-shop-config';
const SECRET = 'watercolor-shop-secrets';
const GATEWAY_SCRAPE = 'watercolor-shop-gateway-scrape';
/** Where Prometheus reads the Secret's METRICS_TOKEN (the Prometheus Operator mounts `spec.secrets` there). */
const METRICS_TOKEN_FILE = `/etc/prometheus/secrets/${SECRET}/METRICS_TOKEN`;

/** PayPal's and Stripe's settings (README "Configuration"): a provider is offered only when its keys are in the Secret. */
const PAYMENT_PROVIDER_SECRETS = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
/** Secrets a shop may run without: mail goes to files, and checkout uses the transfer page. */
const OPTIONAL_SECRETS = ['SMTP_URL', ...PAYMENT_PROVIDER_SECRETS];

/** Each process: what it runs, how many, what it may use, and which secrets it reads. */
const PROCESSES = [
  {
    name: 'gateway',
    port: GATEWAY_PORT,
    replicas: 2,
    cpu: '250m',
    memory: '256Mi',
    memoryLimit: '512Mi',
    secrets: ['SESSION_SECRET', 'S3_SECRET_KEY', 'PAYMENT_WEBHOOK_SECRET', 'METRICS_TOKEN'],
    autoscale: { min: 2, max: 8 },
    scrapeWithToken: true,
  },
  { name: 'catalog', replicas: 1, cpu: '100m', memory: '192Mi', memoryLimit: '384Mi', secrets: ['DATABASE_URL'] },
  {
    name: 'commerce',
    replicas: 2,
    cpu: '200m',
    memory: '192Mi',
    memoryLimit: '384Mi',
    secrets: ['DATABASE_URL', 'SMTP_URL', ...PAYMENT_PROVIDER_SECRETS],
    autoscale: { min: 2, max: 6 },
  },
  { name: 'engagement', replicas: 1, cpu: '100m', memory: '192Mi', memoryLimit: '384Mi', secrets: ['DATABASE_URL', 'SMTP_URL'] },
  { name: 'chat', replicas: 1, cpu: '100m', memory: '160Mi', memoryLimit: '320Mi', secrets: ['DATABASE_URL'] },
  {
    name: 'admin-reporting',
    replicas: 1,
    cpu: '100m',
    memory: '192Mi',
    memoryLimit: '384Mi',
    secrets: ['DATABASE_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  },
];

const labelsOf = (name) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'watercolor-shop', 'app.kubernetes.io/version': VERSION });

function probe(path, port, periodSeconds, failureThreshold) {
  return { httpGet: { path, port }, periodSeconds, timeoutSeconds: 3, failureThreshold };
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
    securityContext: { runAsNonRoot: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } },
    volumeMounts: [{ name: 'data', mountPath: '/shop-data' }],
  };
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: process.name, labels: labelsOf(process.name) },
    spec: {
      replicas: process.replicas,
      selector: { matchLabels: { 'app.kubernetes.io/name': process.name } },
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
          securityContext: { runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000 },
          containers: [container],
          volumes: [{ name: 'data', emptyDir: {} }],
        },
      },
    },
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

function manifests() {
  return [...PROCESSES.map(deployment), gatewayService(), gatewayScrapeJob(), ...PROCESSES.filter((p) => p.autoscale).map(autoscaler)];
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

module.exports = { render, manifests, PROCESSES, CONFIG, SECRET, METRICS_TOKEN_FILE };

if (require.main === module) {
  writeFileSync(join(__dirname, 'shop.yaml'), render());
  console.log('wrote deploy/kubernetes/shop.yaml');
}
