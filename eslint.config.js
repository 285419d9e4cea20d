import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Numbers on screen: one formatter (src/domain/amount-text.ts), never Intl's (see the block that uses this). */
const NO_INTL_NUMBERS = [
  { property: 'toLocaleString', message: 'Write numbers with formatAmount or formatSats (src/domain/amount-text.ts), not Intl.' },
  { object: 'Intl', property: 'NumberFormat', message: 'Write numbers with formatAmount or formatSats (src/domain/amount-text.ts), not Intl.' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-widget', 'dist-devnet', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.devnet-data', 'tests/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The widget's demo host page: a plain browser script, as another site would write it.
    files: ['devnet/widget-demo/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // The devnet implements the server's side on its own (issue 42; .dependency-cruiser.cjs names the modules it may
    // use): from src/ it imports types and UPPER_CASE constants only, so a module holding the spec's figures beside
    // client rules (inscribe/badges.ts, inscribe/inscribe-fees.ts) gives it the figures, never the rules. The request
    // proof (request-signing: proofUrl) and the security headers (server configuration) are the named exceptions.
    files: ['devnet/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!services/http/request-signing(\\.ts)?$|domain/security-headers(\\.ts)?$)',
              allowImportNamePattern: '^[A-Z][A-Z0-9_]*$',
              allowTypeImports: true,
              message: "The devnet writes the server's side itself: from src/ only types and the spec's UPPER_CASE constants.",
            },
          ],
        },
      ],
    },
  },
  {
    // Money is exact: no parseFloat / Number() arithmetic on amounts in domain code.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'parseFloat', message: 'Use Decimal (src/domain/decimal.ts) for amounts.' }],
    },
  },
  {
    // Numbers are written by one formatter (src/domain/amount-text.ts), never Intl's: a page's first call of Intl's
    // number formatting costs about 45 ms of a phone's main thread, in the task that paints the page.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', ...NO_INTL_NUMBERS],
    },
  },
  {
    // Time goes through named delays in machines, never timers in views or machines.
    files: ['src/ui/**/*.{ts,tsx}', 'src/widget/**/*.{ts,tsx}', 'src/flows/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Time goes through named delays (after) in a machine.' },
        { name: 'setInterval', message: 'Time goes through named delays (after) in a machine.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'setTimeout', message: 'Time goes through named delays (after) in a machine.' },
        { object: 'window', property: 'setInterval', message: 'Time goes through named delays (after) in a machine.' },
        // (a later block's list replaces an earlier one's: the number rule above, again)
        ...NO_INTL_NUMBERS,
      ],
    },
  },
);
