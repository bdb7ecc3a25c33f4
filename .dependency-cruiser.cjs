/**
 * The direction of imports (docs/decisions/0602-layers.md), checked in CI by `npm run check:layers`:
 *
 *   functions/<route>.ts -> shared/wiring (composition) -> shared/http (the chain; its routes/ hold the contracts
 *                                                          and their request schemas)
 *                                                       -> the domain <- the adapters (shared/db, shared/aws, vendors)
 *   The domain names the types a contract's schema gives (import type), never runs the contract's code.
 *   lib/ (CDK) and the OpenAPI generator read the route contracts; runtime code never imports lib/.
 */
const ADAPTERS =
  '^shared/(db|aws)/|^shared/vendors/(clickatell-vendor|twilio-vendor|aws-sms-vendor|sandbox-vendor|registry|secret-box)[.]ts$';
const DOMAIN_EXCEPT = '^shared/(db|aws|wiring|http)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        "No import cycle anywhere in the code that runs: a contract imports its area's limits, and the area names the " +
        "types of the contract's schema (erased when compiled), so a cycle only through type imports is allowed.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
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
      to: {
        path: [ADAPTERS, '^shared/(wiring|http)/'],
        pathNot: ['^shared/http/contract[.]ts$', '^shared/http/routes/'],
      },
    },
    {
      name: 'domain-imports-only-types-of-contracts',
      severity: 'error',
      comment: "A use case takes the type its route's schema gives (import type); the schema runs in the chain only.",
      from: { path: '^shared/', pathNot: [DOMAIN_EXCEPT, ADAPTERS] },
      to: { path: '^shared/http/routes/', dependencyTypesNot: ['type-only'] },
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
      from: { path: '^shared/http/' },
      to: { path: [ADAPTERS, '^shared/wiring/'] },
    },
    {
      name: 'adapters-import-no-chain',
      severity: 'error',
      comment: 'Adapters know the domain, never the HTTP layer or the wiring.',
      from: { path: ADAPTERS },
      to: { path: '^shared/(http|wiring)/' },
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
