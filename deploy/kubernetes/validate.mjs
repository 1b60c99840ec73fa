#!/usr/bin/env node
/**
 * Validates the Kubernetes manifests against the API's own schemas (kubernetes-models, from npm: no cluster needed),
 * and the Prometheus Operator's PodMonitor and PrometheusRule against its CRDs' (@kubernetes-models/prometheus-operator).
 * `node deploy/kubernetes/validate.mjs [files…]` — by default shop.yaml, config.yaml and secret.example.yaml.
 * Prints one line per document and exits 1 when any is invalid or of a kind it does not know.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { PodMonitor, PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';

const MODELS = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'monitoring.coreos.com/v1/PodMonitor': PodMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
};

const here = dirname(fileURLToPath(import.meta.url));
const files = process.argv.slice(2).length ? process.argv.slice(2) : ['shop.yaml', 'config.yaml', 'secret.example.yaml'].map((f) => join(here, f));
let problems = 0;
for (const file of files) {
  for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (document.errors.length) {
      problems++;
      console.log(`${file}: not YAML: ${document.errors[0].message}`);
      continue;
    }
    const manifest = document.toJS();
    if (!manifest) continue;
    const name = `${manifest.kind ?? '?'} ${manifest.metadata?.name ?? '?'}`;
    const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
    if (!Model) {
      problems++;
      console.log(`${file}: ${name}: no schema here for ${manifest.apiVersion} ${manifest.kind}`);
      continue;
    }
    try {
      new Model(manifest).validate();
      console.log(`${file}: ${name}: valid`);
    } catch (err) {
      problems++;
      console.log(`${file}: ${name}: INVALID: ${err.message}`);
    }
  }
}
process.exit(problems ? 1 : 0);
