// The language model in a thread of its own (started by lib/languages/autodetect.ts). A
// detection is one uninterrupted chain of promises: on the server's own thread it would hold up
// every other request for its whole run, and its scratch memory would stay with the server.
// Plain JavaScript, so the thread needs no TypeScript loader whoever starts it.
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);
const { ModelOperations } = require("@vscode/vscode-languagedetection");

const model = new ModelOperations();
let previous = Promise.resolve();

// One detection at a time, in the order asked.
parentPort.on("message", ({ id, text }) => {
  previous = previous.then(async () => {
    try {
      const [best] = await model.runModel(text);
      parentPort.postMessage({ id, guess: best ? { languageId: best.languageId, confidence: best.confidence } : null });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
