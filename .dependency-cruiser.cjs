// The direction of imports (../shared/DESIGN.md, "Layout and the direction of imports"):
// ui and widget may use machines, services, domain; machines and services may use domain only;
// domain uses nothing of ours; nothing under src/ imports devnet/ or tests/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain uses nothing of ours.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(machines|services|ui|widget)|devnet|tests)/' },
    },
    {
      name: 'machines-use-domain-only',
      comment: 'A machine names its side effects in setup(); the concrete ones come from whoever creates the actor.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^(src/(services|ui|widget)|devnet|tests)/' },
    },
    {
      name: 'services-use-domain-only',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: '^(src/(machines|ui|widget)|devnet|tests)/' },
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
