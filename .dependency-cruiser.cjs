/**
 * The direction of imports (docs/decisions/0602-layers.md), checked in CI by `npm run check:layers`:
 *
 *   functions/<route>.ts -> shared/wiring (composition) -> shared/http (the chain), shared/routes (contracts)
 *                                                       -> the domain <- the adapters (shared/db, shared/aws, vendors)
 *   lib/ (CDK) and the OpenAPI generator read the route contracts; runtime code never imports lib/.
 */
const ADAPTERS =
  '^shared/(db|aws)/|^shared/vendors/(clickatell-vendor|twilio-vendor|aws-sms-vendor|sandbox-vendor|registry|secret-box)[.]ts$';
const DOMAIN_EXCEPT = '^shared/(db|aws|wiring|http|routes)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle anywhere in the code.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'runtime-never-imports-lib',
      severity: 'error',
      comment: 'Functions and shared/ are what Lambda runs; lib/ is the CDK app and the OpenAPI generator.',
      from: { path: '^(shared|functions)/' },
      to: { path: '^(lib|local|scripts|bench|test)/' },
    },
    {
      name: 'domain-imports-no-adapter',
      severity: 'error',
      comment: 'The domain speaks to ports it declares; adapters implement them and the wiring joins the two.',
      from: { path: '^shared/', pathNot: [DOMAIN_EXCEPT, ADAPTERS] },
      to: { path: [ADAPTERS, '^shared/(wiring|http|routes)/'], pathNot: ['^shared/http/contract[.]ts$'] },
    },
    {
      name: 'domain-imports-no-aws-sdk',
      severity: 'error',
      comment: 'Only adapters talk to AWS.',
      from: { path: '^shared/', pathNot: [DOMAIN_EXCEPT, ADAPTERS] },
      to: { path: 'node_modules/(@aws-sdk|@smithy)/' },
    },
    {
      name: 'chain-imports-no-adapter',
      severity: 'error',
      comment: 'The handler chain is generic: the wiring gives it the adapters it needs (the rate-limit store).',
      from: { path: '^shared/(http|routes)/' },
      to: { path: [ADAPTERS, '^shared/wiring/'] },
    },
    {
      name: 'adapters-import-no-chain',
      severity: 'error',
      comment: 'Adapters know the domain, never the HTTP layer or the wiring.',
      from: { path: ADAPTERS },
      to: { path: '^shared/(http|routes|wiring)/' },
    },
    {
      name: 'functions-import-only-shared',
      severity: 'error',
      comment: 'A function is its route: it imports shared/ (and the OpenAPI document it serves), nothing else.',
      from: { path: '^functions/' },
      to: { path: '^(functions|local|lib|scripts|bench|test)/' },
    },
    {
      name: 'dashboard-imports-browser-safe-shared',
      severity: 'error',
      comment:
        'The dashboard runs in the browser: of shared/ it reuses only pure modules with no Node or AWS import (segment ' +
        'rules, template rendering, roles, marketing hours, webhook event names, ledger reasons in words, the Verify SMS texts, ' +
        'time-zone names). Anything else it learns from the API.',
      from: { path: '^dashboard/' },
      to: {
        path: '^(shared|functions|lib|local|scripts|bench|test|bin)/',
        pathNot: [
          '^shared/messages/segments[.]ts$',
          '^shared/templates/render[.]ts$',
          '^shared/auth/permissions[.]ts$',
          '^shared/campaigns/marketing-hours[.]ts$',
          '^shared/webhooks/events[.]ts$',
          '^shared/billing/ledger-words[.]ts$',
          '^shared/verify/templates[.]ts$',
          '^shared/accounts/time-zone[.]ts$',
        ],
      },
    },
    {
      name: 'nothing-imports-the-dashboard',
      severity: 'error',
      comment: 'The dashboard is a separate build; the local stack serves its files, never imports its code.',
      from: { path: '^(shared|functions|lib|local|scripts|bench|test|bin)/' },
      to: { path: '^dashboard/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^cdk[.]out', '^[.]data', '^[.]sz', '^dashboard/(dist|[.]dist-)'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
