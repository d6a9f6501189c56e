import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { SerialClient } from "@/lib/pg-serial-client";

// One client per process; in development the module is re-evaluated on every
// edit, so the instance is parked on globalThis to avoid leaking pools.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which provide a database.");
  }
  const adapter = new PrismaPg({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // How long a query waits for a pooled connection (or a new one to open).
    // A database that is down refuses at once (ECONNREFUSED, a 503); this
    // bound is for a burst, where requests queue for one of the pool's
    // connections: 5 s failed a third of a 500-booking burst on one 2-core
    // process (npm run bench), whose CPU alone needed ~9 s for all of it.
    connectionTimeoutMillis: 15_000,
    // One query at a time per connection (lib/pg-serial-client.ts, issue 40).
    Client: SerialClient,
  });
  return new PrismaClient({ adapter });
}

export function getPrisma(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

/**
 * The shared client, created on first use rather than at import, so that
 * `next build` and tests can import modules before DATABASE_URL is known.
 */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getPrisma();
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
