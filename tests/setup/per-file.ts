// Before each test file: a fresh database cloned from the migrated template.
import { afterAll } from "vitest";
import crypto from "node:crypto";
import pg from "pg";
// Fails a file in which pg warns of two queries at once on one client (issue 40).
import "./pg-warnings";

process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
process.env.CLINIC_TIMEZONE ??= "Europe/Berlin";
// The tests play one trusted proxy: the last X-Forwarded-For entry they send is the client address.
process.env.TRUSTED_PROXY_HOPS ??= "1";

const serverUrl = process.env.TEST_PG_SERVER_URL;
const template = process.env.TEST_PG_TEMPLATE;

if (serverUrl && template) {
  const name = `careslot_t_${crypto.randomBytes(4).toString("hex")}_${process.env.TEST_RUN_ID}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  // CREATE DATABASE ... TEMPLATE needs the template to have no other sessions; retry briefly if another file is cloning.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (err) {
      if (attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();

  afterAll(async () => {
    const g = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } };
    await g.prisma?.$disconnect();
  });
}
