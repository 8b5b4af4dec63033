// The language model in a thread of its own (started by lib/languages/autodetect.ts). A
// detection is one uninterrupted chain of promises: on the server's own thread it would hold up
// every other request for its whole run, and its scratch memory would stay with the server.
// Plain JavaScript, so the thread needs no TypeScript loader whoever starts it.
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);
// require() answers `any`: taken as unknown, then as what the package's types say it is.
/** @type {unknown} */
const languageDetection = require("@vscode/vscode-languagedetection");
const { ModelOperations } = /** @type {typeof import("@vscode/vscode-languagedetection")} */ (languageDetection);

if (!parentPort) throw new Error("detect-worker.mjs runs as a worker thread (lib/languages/autodetect.ts starts it)");
const port = parentPort;
const model = new ModelOperations();
let previous = Promise.resolve();

// One detection at a time, in the order asked.
port.on("message", (/** @type {{ id: number, text: string }} */ { id, text }) => {
  previous = previous.then(async () => {
    try {
      const [best] = await model.runModel(text);
      port.postMessage({ id, guess: best ? { languageId: best.languageId, confidence: best.confidence } : null });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
