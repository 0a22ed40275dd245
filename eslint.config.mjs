// Lint, run by `npm test` (scripts/test.ts) and `npm run lint`. Besides the usual TypeScript,
// hooks and accessibility rules it holds the layering of docs/ARCHITECTURE.md ("Layers"):
// the lower layers never import the upper ones, and no module imports itself in a circle.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** Each zone: code under `target` may not import from `from`. */
const LAYERS = [
  {
    target: ['./src/domain', './src/lib', './src/access', './src/tenancy', './src/collections', './src/navigation'],
    from: ['./src/features', './src/ui', './src/app'],
    message: 'Lower layers (domain, lib, access, tenancy, collections, navigation) never import features/, ui/ or app/: move the shared part down.',
  },
  { target: './src/ui', from: ['./src/features', './src/app'], message: 'ui/ is generic: compose features into it from app-level code (props or slots).' },
  { target: './src/domain', from: ['./src/auth', './src/server', './src/realtime', './src/email', './src/seed'], message: 'domain/ is pure rules and data.' },
]

export default tseslint.config(
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'src/payload-types.ts', 'src/app/(payload)/cms/**', 'src/app/(payload)/layout.tsx', 'migrations/**', 'next-env.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  // Teaches import-x to parse .ts/.tsx when it follows imports (no-cycle needs the whole graph).
  importX.flatConfigs.typescript,
  {
    plugins: { 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'scripts/**', 'bench/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
)
