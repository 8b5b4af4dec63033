import type { Server } from "node:http";
import type { Socket } from "node:net";
import { addressKey } from "../http/client-address";

// One client must not hold every connection the process can open: ~20,000 slow header senders
// from one address used up the file descriptors and every other client was reset. So the server
// counts open connections per address (the socket's own peer: before any header arrives it is
// all there is; an IPv6 client by its /64, like the rate limits) and closes a connection over
// the cap the moment it is accepted, before any of it is read. Behind a reverse proxy every
// connection comes from the proxy: docs/operate/limits.md says how to set both.

/** Caps open connections per client address at `limit`; 0 turns the cap off. */
export function capConnectionsPerAddress(server: Server, limit: number): void {
  if (limit <= 0) return;
  const open = new Map<string, number>();
  // Ahead of the HTTP server's own listener, so a refused socket is never parsed.
  server.prependListener("connection", (socket: Socket) => {
    if (!socket.remoteAddress) return;
    const key = addressKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= limit) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
