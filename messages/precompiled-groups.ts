// Which message groups the Next.js build precompiles (next.config.ts, issue 29):
// every messages/<group>/ but `server`, which stays raw ICU because
// lib/i18n/message-catalogue.ts matches its English texts by their {arguments} and
// formats them itself. tests/unit/messages-precompiled.test.ts checks the same
// groups. Plain Node (fs, path): next.config.ts loads it before any alias exists.
import fs from "node:fs";
import path from "node:path";

const RAW_GROUPS = ["server"];

/** The precompiled groups' names, read from `<root>/messages`. */
export function precompiledGroups(root: string): string[] {
  return fs
    .readdirSync(path.join(root, "messages"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !RAW_GROUPS.includes(entry.name))
    .map((entry) => entry.name);
}
