// The editor's secret scan (lib/secrets/scan.mjs) off the page's main thread: a big pasty takes
// tens of milliseconds to scan, which typing must not wait for.
import { findSecrets } from "@/lib/secrets/scan.mjs";

addEventListener("message", (event: MessageEvent<{ id: number; text: string }>) => {
  void findSecrets(event.data.text).then(
    (findings) => postMessage({ id: event.data.id, findings }),
    () => postMessage({ id: event.data.id, findings: [] }),
  );
});
