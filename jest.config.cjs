/**
 * One Jest run for every front-end package and contracts; the API has its own suite (node:test).
 * The setup files and the asset stub are in tooling/jest.
 */
// The tests run on a device far from La Paz (13 hours ahead): a date entered or shown in the device's own
// zone instead of Bolivia's fails them. Workers inherit it.
process.env.TZ = 'Asia/Tokyo';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (name, testEnvironment = 'jest-fixed-jsdom') => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment,
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // msw's dependencies published as ES modules only are compiled like our sources (Jest requires CommonJS on Node 20).
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|@mswjs)/)'],
  setupFilesAfterEnv: testEnvironment !== 'node' ? ['<rootDir>/../tooling/jest/setup.ts'] : [],
  moduleNameMapper: {
    '\\.(css|png|jpe?g|svg|webp)$': '<rootDir>/../tooling/jest/asset-stub.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // Form tests type with user-event; on a loaded 2-core machine one can pass Jest's 5 s default.
  testTimeout: 15_000,
});

module.exports = {
  projects: [
    project('contracts', 'node'),
    project('shared-ui'),
    project('shared-auth'),
    project('shell'),
    project('public-remote'),
    project('admin-remote'),
  ],
};
