import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface LocalServer {
  server: Server;
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

/**
 * Serves a request handler on a free port of 127.0.0.1 for a test. An async handler's promise is
 * dropped as lib/server/start.ts drops it: answering its own errors is the handler's job.
 */
export async function serveLocally(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: ServerOptions = {},
): Promise<LocalServer> {
  const server = createServer(options, (req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    base: `http://127.0.0.1:${port}`,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
