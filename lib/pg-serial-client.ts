// A pg client that sends one query at a time (issue 40). Prisma's query interpreter runs the
// parts of one read that do not depend on each other at once (an `include` of several
// relations); inside an interactive transaction they all go to the transaction's one client,
// and pg queues them itself, which pg 8.19+ deprecates ("Calling client.query() when the
// client is already executing a query", an error in pg 9). Queueing here, before pg sees the
// query, gives pg one query at a time with the same order and the same results.
// (Upstream: prisma/orm#29979 serialises in the adapter; drop this once it lands.)
import pg from "pg";

const pgQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;

export class SerialClient extends pg.Client {
  /** Settles when the last query handed to pg has settled. */
  private tail: Promise<unknown> = Promise.resolve();

  // The promise forms (text or config, optional values) are the ones Prisma uses; the callback
  // and submittable forms (pg.Pool's own query, cursors) go to pg unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [config, values, callback] = args;
    if (typeof values === "function" || typeof callback === "function" || typeof config?.submit === "function") {
      return pgQuery.apply(this, args);
    }
    const send = () => pgQuery.apply(this, args) as Promise<unknown>;
    const run = this.tail.then(send, send);
    this.tail = run.catch(() => undefined);
    return run;
  }
}
