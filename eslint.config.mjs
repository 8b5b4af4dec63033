// ESLint 9 flat config: typescript-eslint's type-checked recommended rules everywhere, React's
// hook rules, Next.js's and jsx-a11y's for the pages and components, Vitest's in unit and server
// tests, Playwright's in the browser journeys; Prettier owns the formatting (eslint-config-prettier
// turns off the rules that would argue with it). `npm run lint` allows no warning.
import nextPlugin from "@next/eslint-plugin-next";
import vitest from "@vitest/eslint-plugin";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import playwright from "eslint-plugin-playwright";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["node_modules/", ".next*/", "lib/db/generated/", "test-results/", "playwright-report/", "data/", "next-env.d.ts", "public/"],
  },
  {
    // lib/'s JavaScript (the worker threads, the scanner, the launcher) is in the TypeScript project
    // too (tsconfig.json's checkJs), typed by JSDoc, and linted with its types like the rest.
    files: ["**/*.{ts,tsx}", "lib/**/*.mjs"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An async event handler (onClick={async () => …}) is how React components act; promises
      // passed where a value is checked are still errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // `_name` marks a parameter a signature requires and the body does not use.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // The configuration files are JavaScript the TypeScript project does not hold.
    files: ["**/*.{mjs,mts,js}"],
    ignores: ["lib/**/*.mjs"],
    extends: [tseslint.configs.recommended],
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { "@next/next": nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      // Links between pages are plain anchors on purpose: a full document load is answered by the
      // response cache (a shared paste page costs ~0.4 ms there), a client-side navigation is a
      // router request rendered by Next.js for one reader, and <Link> would also prefetch them.
      "@next/next/no-html-link-for-pages": "off",
      // Focus goes where a person came to type: the first field of the sign-in and sign-up forms,
      // an opened dialog or form, the editor of a new paste. Nothing else takes it on load.
      "jsx-a11y/no-autofocus": "off",
      // A code block or a named region (a table) that scrolls sideways takes focus so the keyboard
      // can scroll it (axe's scrollable-region-focusable, which the accessibility sweep runs, requires it).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: ["pre"], roles: ["region"] }],
      // A checkbox's text sits in nested spans (the scope's name in <code>, its description).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/*.server-test.ts", "app/api/fuzz-routes.ts"],
    extends: [vitest.configs.recommended],
    rules: {
      // Vitest's expect takes a message as its second argument, which the tests use to name the case.
      "vitest/valid-expect": ["error", { maxArgs: 2 }],
      // Vitest types its asymmetric matchers (expect.any(String), expect.objectContaining) as any.
      "@typescript-eslint/no-unsafe-assignment": "off",
      // Assertions live in helpers named for what they expect (expectStored, compare…) and in fast-check's fc.assert.
      "vitest/expect-expect": ["error", { assertFunctionNames: ["expect", "expect*", "compare", "fc.assert"] }],
      // Test doubles stand in for async functions (route handlers, id generators, budgets)
      // without anything to wait for.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["e2e/**/*.ts"],
    extends: [playwright.configs["flat/recommended"]],
    rules: {
      // Page objects assert in methods named for what they expect (auth.expectSignedInAs(…)).
      "playwright/expect-expect": ["error", { assertFunctionNames: ["expect"], assertFunctionPatterns: ["^expect[A-Z]"] }],
    },
  },
  prettier,
);
