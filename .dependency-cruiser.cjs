// The direction of imports (README, "Layout"): ui and widget may use flows, services, domain; flows may use
// services and domain; services use domain only; domain uses nothing of ours; nothing under src/ imports
// devnet/ or tests/. Inside src/ui: a feature folder does not import another feature, the shared pieces
// (components, hooks, theme) use no feature, and only the composition (app, pages, shell) puts features together.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain uses nothing of ours.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(flows|services|ui|widget)|devnet|tests)/' },
    },
    {
      name: 'flows-use-services-and-domain',
      comment: 'A flow (machine, model, actors) runs without React: the widget and the tests run it unchanged.',
      severity: 'error',
      from: { path: '^src/flows/' },
      to: { path: '^(src/(ui|widget)|devnet|tests)/' },
    },
    {
      name: 'services-use-domain-only',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: '^(src/(flows|ui|widget)|devnet|tests)/' },
    },
    {
      name: 'ui-does-not-use-widget',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^(src/widget|devnet|tests)/' },
    },
    {
      name: 'widget-does-not-use-devnet',
      severity: 'error',
      from: { path: '^src/widget/' },
      to: { path: '^(devnet|tests)/' },
    },
    {
      name: 'src-never-imports-devnet',
      comment: 'Production code must not depend on the devnet.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^devnet/' },
    },
    {
      name: 'server-never-imports-devnet',
      comment: 'The gateway is production: it shares sign-in with the devnet from server/, never the other way.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^devnet/' },
    },
    {
      name: 'devnet-shares-only-types-constants-and-proofs',
      comment:
        "The devnet implements the server's side on its own (issue 42): from src/ it takes types (import type), the " +
        "spec's constants and the request-proof verification, never a function the client computes or checks with. " +
        'Allowed modules: constants.ts and entities.ts (the wire types and their value lists); inscribe/badges.ts and ' +
        "inscribe/inscribe-fees.ts for their UPPER_CASE constants only (the spec's figures; eslint.config.js refuses " +
        'any other name imported from src/ under devnet/); services/http/request-signing.ts (HEADER, proofUrl: the ' +
        'proof the devnet verifies); and, as a named exception, security-headers.ts: it is server configuration, not ' +
        'a client rule (the one place the headers every server sends are written, issue 24), so the devnet sends the ' +
        'same headers as vite preview, the gateway and nginx.',
      severity: 'error',
      from: { path: '^devnet/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/domain/(constants|entities|security-headers)\\.ts$',
          '^src/domain/inscribe/(badges|inscribe-fees)\\.ts$',
          '^src/services/http/request-signing\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'ui-features-stand-alone',
      comment: 'A ui feature does not import another: what two features share lives in ui/components or ui/hooks.',
      severity: 'error',
      from: { path: '^src/ui/(market|swap|inscribe|deployer|payments|wallet)/' },
      to: { path: '^src/ui/(market|swap|inscribe|deployer|payments|wallet)/', pathNot: '^src/ui/$1/' },
    },
    {
      name: 'ui-features-below-the-composition',
      comment: 'Only app, pages and shell put features together; a feature never reaches up into them.',
      severity: 'error',
      from: { path: '^src/ui/(market|swap|inscribe|deployer|payments|wallet)/' },
      to: { path: '^src/ui/(app|pages|shell)/' },
    },
    {
      name: 'ui-shared-uses-no-feature',
      comment: 'ui/components, ui/hooks and ui/theme are the shared kit: they use no feature and no page.',
      severity: 'error',
      from: { path: '^src/ui/(components|hooks|theme)/' },
      to: { path: '^src/ui/(market|swap|inscribe|deployer|payments|wallet|app|pages|shell)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
