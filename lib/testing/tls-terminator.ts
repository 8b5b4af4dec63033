import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

// HTTPS in front of a test server, for clients that speak nothing else to a host of that kind:
// the GitHub CLI calls a GitHub Enterprise host at https://HOST/api/v3 only. The certificate is
// made for the run by openssl, self-signed for `localhost`; the client is told to trust it
// (SSL_CERT_FILE, which Go's and OpenSSL's clients read), so nothing of the machine's changes.

export interface TlsTerminator {
  /** `localhost:<port>`: the host a client is given. */
  host: string;
  /** The certificate, to trust. */
  certFile: string;
  close: () => Promise<void>;
}

/** Starts an HTTPS front for `target` (http://127.0.0.1:port), its key and certificate written in `dir`. */
export async function startTlsTerminator(target: string, dir: string): Promise<TlsTerminator> {
  const keyFile = join(dir, "tls-key.pem");
  const certFile = join(dir, "tls-cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
    ]),
    { stdio: "ignore" },
  );
  const upstream = new URL(target);
  // Each request passed on as it came (its Host too: the addresses the server hands out name the
  // host the client called), and each answer back as it comes.
  const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (req, res) => {
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `localhost:${(server.address() as AddressInfo).port}`,
    certFile,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
