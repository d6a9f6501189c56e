// A free TCP port on loopback (the OS picks it), so parallel runs of the tests,
// the resilience checks and the bench never share a server or a database.
// FREE_PORT_RANGE=min-max keeps the picks inside that range instead (on a machine
// shared with other test servers whose ports are fixed, the OS's ephemeral range
// may overlap theirs).
import net from "node:net";

function listenOn(port) {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(port, "127.0.0.1", () => {
      const { port: got } = /** @type {import("node:net").AddressInfo} */ (srv.address());
      srv.close(() => resolve(got));
    });
    srv.on("error", reject);
  });
}

/** @returns {Promise<number>} */
export async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.FREE_PORT_RANGE ?? "");
  if (!range) return listenOn(0);
  const [min, max] = [Number(range[1]), Number(range[2])];
  for (let i = 0; i < 200; i++) {
    const port = min + Math.floor(Math.random() * (max - min + 1));
    try {
      return await listenOn(port);
    } catch {
      // taken: try another
    }
  }
  throw new Error(`no free port in FREE_PORT_RANGE=${process.env.FREE_PORT_RANGE}`);
}
