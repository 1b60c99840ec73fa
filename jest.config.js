/** One jest, four projects: unit (pure), integration (embedded shop over HTTP), browser (Chromium), cluster (NATS + Postgres). */
// The shops the tests start log JSON (docs/architecture.md "Operations"); warnings and errors are enough here.
process.env.LOG_LEVEL ??= 'warn';

const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];

const shared = {
  transform: { '^.+\\.(ts|js)$': swc },
  moduleNameMapper: {
    '^@shop/(contracts|platform|pricing)$': '<rootDir>/libs/$1/src',
    '^@shop/(catalog|commerce|engagement|chat|admin-reporting|gateway|shop)$': '<rootDir>/apps/$1/src',
  },
  testEnvironment: 'node',
  // The contracts' decorators need it before any test file imports them.
  setupFiles: ['reflect-metadata'],
  rootDir: __dirname,
};

module.exports = {
  // Integration and browser files start a whole shop in their hooks; on a busy 2-core machine that can take longer
  // than jest's default 5 s. Tests that need longer still say so themselves.
  testTimeout: 30_000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts', '<rootDir>/deploy/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/embedded-postgres.setup.ts',
      globalTeardown: '<rootDir>/test/support/embedded-postgres.teardown.ts',
    },
    {
      ...shared,
      displayName: 'browser',
      testMatch: ['<rootDir>/apps/web/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/embedded-postgres.setup.ts',
      globalTeardown: '<rootDir>/test/support/embedded-postgres.teardown.ts',
    },
    { ...shared, displayName: 'cluster', testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'] },
  ],
};
