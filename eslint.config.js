import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Money is exact: no parseFloat / Number() arithmetic on amounts in domain code.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'parseFloat', message: 'Use decimal.js for amounts.' }],
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
      ],
    },
  },
);
