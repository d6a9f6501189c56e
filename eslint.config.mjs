// ESLint: Next.js's own rules (core web vitals + typescript-eslint's
// recommended set) and the import boundaries between app/, components/ and
// lib/. `npm run lint` runs it with --max-warnings=0, so a warning fails CI too.
import { defineConfig, globalIgnores } from "eslint/config";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// An import path into a top-level folder of the project, written either with
// the "@/" alias or relatively ("../../app/..."), so a relative spelling
// cannot slip past a boundary.
const into = (folder) => `^(@/|(\\.\\./)+)${folder}`;

const APP = {
  regex: `${into("app")}(/|$)`,
  message:
    "components/ must not import from app/: move what both need into lib/ or components/, or let the page pass it in as a prop.",
};
const DATABASE_CLIENT = {
  regex: `${into("lib/db")}$`,
  message: "components/ must not reach the database: load the data in lib/ and let the page pass it in.",
};
const GENERATED_CLIENT_MESSAGE =
  "The generated Prisma client is used inside lib/ only: import the domain function or type from lib/ instead.";
const GENERATED_CLIENT = { regex: `${into("lib/generated")}(/|$)`, message: GENERATED_CLIENT_MESSAGE };

export default defineConfig([
  ...nextCoreWebVitals,
  ...nextTypescript,
  globalIgnores([
    "lib/generated/**",
    ".next/**",
    "tests/bench/floor-app/.next/**",
    "node_modules/**",
    "bench-results/**",
    "test-results/**",
    "playwright-report/**",
    "public/**",
    ".data/**",
  ]),
  {
    name: "careslot/typescript",
    rules: {
      // `const { secret: _secret, ...rest } = row` is how a field is dropped from a copy.
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
    },
  },
  {
    name: "careslot/boundaries/components",
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            APP,
            DATABASE_CLIENT,
            // A component may name a generated enum in a type (`import type
            // { Role } from "@/lib/generated/prisma/enums"`): the import is
            // erased at compile time and the enums are plain string unions,
            // so nothing of the client reaches the browser. Any value import,
            // and anything else generated (the client, query types), stays in lib/.
            { regex: `${into("lib/generated/prisma/enums")}$`, allowTypeImports: true, message: GENERATED_CLIENT_MESSAGE },
            { regex: `${into("lib/generated")}(/(?!prisma/enums$)|$)`, message: GENERATED_CLIENT_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    name: "careslot/boundaries/app",
    files: ["app/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [GENERATED_CLIENT] }],
    },
  },
]);
