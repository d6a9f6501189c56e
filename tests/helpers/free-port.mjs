// A free TCP port on loopback (the OS picks it), so parallel runs of the tests,
// the resilience checks and the bench never share a server or a database.
import net from "node:net";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}
