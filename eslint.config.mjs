// ESLint: Next.js's own rules (core web vitals + typescript-eslint's
// recommended set), the import boundaries between app/, components/ and lib/,
// and the order of lib/'s domains (lib/README.md). `npm run lint` runs it with
// --max-warnings=0, so a warning fails CI too.
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

// ---- lib/: domains in one written order, edges apart ---------------------------
// A domain may import the shared root files (lib/*.ts), the domains before it
// in this list, and its own folder; never one after it, never an edge, never a
// Next.js request API. lib/README.md says what each folder owns.
const DOMAINS = ["i18n", "platform", "outbox", "audit", "accounts", "clinic", "visit-types", "schedule", "doctors", "appointments", "desk", "waitlist", "insights", "audit-trail", "privacy", "notifications"];
// The doors: the HTTP edge, the web sign-in (next-auth, cookies), the
// server actions and the FHIR edge (issue 46), in this order; each may import
// every domain.
const EDGES = ["http", "auth", "actions", "fhir"];

/** An import of lib/<one of folders>, as "@/lib/x", "../../lib/x" or, inside lib/, "../x". */
const intoLib = (folders) => `^(@/lib/|(\\.\\./)+(lib/)?)(${folders.join("|")})(/|$)`;
const REQUEST_APIS = {
  regex: "^next/(headers|navigation|server)$",
  message: "Domains do not touch the request: take what they need as arguments (the edges in lib/http, lib/auth and lib/actions read the request).",
};
const UI = { regex: `${into("(app|components)")}(/|$)`, message: "lib/ never imports the UI (app/, components/)." };

function libBoundary(folder, forbidden, why) {
  return {
    name: `careslot/boundaries/lib/${folder}`,
    files: [`lib/${folder}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...(forbidden.length ? [{ regex: intoLib(forbidden), message: why }] : []), ...(DOMAINS.includes(folder) ? [REQUEST_APIS] : []), UI] },
      ],
    },
  };
}

const LIB_BOUNDARIES = [
  {
    name: "careslot/boundaries/lib/root",
    files: ["lib/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: intoLib([...DOMAINS, ...EDGES]), message: "The shared root files of lib/ import nothing but each other: every domain imports them." }, REQUEST_APIS, UI] },
      ],
    },
  },
  ...DOMAINS.map((folder, i) =>
    libBoundary(
      folder,
      [...DOMAINS.slice(i + 1), ...EDGES],
      `lib/${folder} may import only ${["the root files", ...DOMAINS.slice(0, i).map((d) => `lib/${d}`)].join(", ")} (the order in eslint.config.mjs and lib/README.md); never a later domain or an edge.`,
    ),
  ),
  ...EDGES.map((folder, i) =>
    libBoundary(folder, EDGES.slice(i + 1), `The edges import each other in one order (${EDGES.map((e) => `lib/${e}`).join(" -> ")}): lib/${folder} never imports a later one.`),
  ),
];

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
  ...LIB_BOUNDARIES,
  {
    name: "careslot/boundaries/app",
    files: ["app/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [GENERATED_CLIENT] }],
    },
  },
]);
