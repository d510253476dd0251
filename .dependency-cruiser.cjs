/**
 * Import boundaries of the repository, checked in `npm test` (`npm run lint:deps`). Each rule says
 * why in its comment; a violation fails with that sentence.
 */
const APPS = '(shell|public-remote|admin-remote)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide a missing layer: break the cycle at its root.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      comment: 'contracts is shared by the browser and the API: it may depend on libraries only.',
      from: { path: '^contracts/' },
      to: { path: '^(shared-ui|shared-auth|shell|public-remote|admin-remote|api|e2e)/' },
    },
    {
      name: 'shared-packages-import-no-app',
      severity: 'error',
      comment: 'shared-ui and shared-auth serve every app; an app import would tie them to one.',
      from: { path: '^shared-(ui|auth)/' },
      to: { path: `^(${APPS.slice(1, -1)}|api|e2e)/` },
    },
    {
      name: 'shared-ui-holds-no-session',
      severity: 'error',
      comment: 'shared-ui is bundled into each app and holds no state; the session lives in shared-auth.',
      from: { path: '^shared-ui/' },
      to: { path: '^shared-auth/' },
    },
    {
      name: 'remotes-do-not-import-each-other',
      severity: 'error',
      comment: 'Each remote deploys alone; code both need belongs in shared-ui, shared-auth or contracts.',
      from: { path: '^(public-remote|admin-remote)/' },
      to: { path: '^(public-remote|admin-remote)/', pathNot: '^$1/' },
    },
    {
      name: 'shell-loads-remotes-only-through-federation',
      severity: 'error',
      comment: 'The shell reaches remote code with loadRemote() at run time, never by a build-time import.',
      from: { path: '^shell/' },
      to: { path: '^(public-remote|admin-remote)/' },
    },
    {
      name: 'api-imports-no-browser-code',
      severity: 'error',
      comment: 'The API runs in Node: it shares contracts with the browser and nothing else.',
      from: { path: '^api/' },
      to: {
        path: [`^${APPS}/`, '^shared-(ui|auth)/', 'node_modules/(react|react-dom|react-router-dom|styled-components|zustand|axios|echarts)/'],
      },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      comment: 'A feature folder is a unit: share through the app\'s lib/app folders or a shared package instead.',
      from: { path: `^${APPS}/src/features/([^/]+)/` },
      to: { path: `^${APPS}/src/features/`, pathNot: '^$1/src/features/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    // TypeScript 7 has no JS API and swc's parser here reads no JSX: babel strips the types first.
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
