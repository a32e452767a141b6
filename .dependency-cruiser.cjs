/** The floor plan's one-way rules (docs/architecture.md "Floors and domains"), checked by `npm run lint`. */
const DOMAINS = 'accounts|brain|command|comms|distribution|ops|rights|royalties|school|services';
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-no-app',
      comment: 'lib/ is below app/, components/ and jobs/: it never imports them',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components|jobs|tests|scripts|bench)/|^(proxy|server-boot|instrumentation)\\.ts$' },
    },
    {
      name: 'platform-imports-no-domain',
      comment: 'lib/platform is what every domain uses; it imports no domain',
      severity: 'error',
      from: { path: '^lib/platform/' },
      to: { path: `^lib/(${DOMAINS})/` },
    },
    {
      name: 'domain-through-its-index',
      comment: "a domain reaches another only through that domain's public face, lib/<domain>/index.ts",
      severity: 'error',
      from: { path: `^lib/(${DOMAINS})/` },
      to: { path: `^lib/(${DOMAINS})/`, pathNot: ['^lib/$1/', `^lib/(${DOMAINS})/index\\.ts$`] },
    },
    {
      name: 'components-import-no-app',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^(app|jobs)/' },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles, type imports included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|lib/generated|\\.next|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
