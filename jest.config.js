/** One jest, five projects: unit (pure), integration and slow (embedded shop over HTTP), browser (Chromium), cluster (NATS + Postgres). */
// The shops the tests start log JSON (docs/architecture.md "Operations"); warnings and errors are enough here.
process.env.LOG_LEVEL ??= 'warn';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(ts|js)$': swc },
  moduleNameMapper: {
    '^@shop/(contracts|platform|pricing)$': '<rootDir>/libs/$1/src',
    '^@shop/(catalog|commerce|engagement|chat|admin-reporting|gateway|shop)$': '<rootDir>/apps/$1/src',
    // The web app's own alias (apps/web/tsconfig.json), for its unit specs.
    '^@/(.*)$': '<rootDir>/apps/web/src/$1',
  },
  testEnvironment: 'node',
  // The contracts' decorators need it before any test file imports them.
  setupFiles: ['reflect-metadata'],
  rootDir: __dirname,
};

/**
 * The six slowest files (the bad-input and access sweeps, the embedded crash tests, the admin lockout) are a project of
 * their own: `npx jest --selectProjects slow` runs just them, and a normal run includes them.
 */
const SLOW = ['bad-input-sweep', 'bad-input-property', 'access-sweep', 'embedded-crash', 'embedded-crash-writes', 'admin-lockout'];
const slowFiles = SLOW.map((name) => `<rootDir>/test/integration/${name}.e2e-spec.ts`);
const embeddedPostgres = {
  // Node's own module cache for the built shop, shared by a worker's files (test/support/shop-environment.js).
  testEnvironment: '<rootDir>/test/support/shop-environment.js',
  globalSetup: '<rootDir>/test/support/embedded-postgres.setup.ts',
  globalTeardown: '<rootDir>/test/support/embedded-postgres.teardown.ts',
};

module.exports = {
  // Files run two at a time: each has its own database (a copy of the migrated template), ports and folders. On an idle
  // 2-core machine two workers took the integration files from 238 s to 155 s and the browser files from 308 s to 238 s
  // (bench/README.md "Test time"); JEST_WORKERS=1 runs them one by one.
  maxWorkers: Number(process.env.JEST_WORKERS ?? 2),
  // Integration and browser files start a whole shop in their hooks; on a busy 2-core machine that can take longer
  // than jest's default 5 s. Tests that need longer still say so themselves.
  testTimeout: 30_000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts', '<rootDir>/deploy/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...SLOW.map((name) => `/${name}\\.e2e-spec\\.ts$`)],
      ...embeddedPostgres,
    },
    { ...shared, displayName: 'slow', testMatch: slowFiles, ...embeddedPostgres },
    {
      ...shared,
      displayName: 'browser',
      testMatch: ['<rootDir>/apps/web/e2e/**/*.e2e-spec.ts'],
      ...embeddedPostgres,
    },
    { ...shared, displayName: 'cluster', testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'] },
  ],
};
