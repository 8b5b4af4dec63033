import type { ServerResponse } from "node:http";
import { fillSlots } from "../render/slots";
import { captureBody } from "./body-capture";
import { addVary } from "./content-coding";
import { readerScriptPlace } from "./nonced-page";
import { requestNonce } from "./security-headers";
import { sharedPageReaderScript } from "./viewer-pages";

/**
 * Pages and RSC payloads: the rendered code goes in where React left its markers. `keep`, when
 * given, is handed the finished body of any answer (the response cache's store), except a page
 * with code shown plain only because the machine was busy. A page rendered for everyone and
 * answered to a signed-in reader gets their script (viewer-pages.ts), after it was kept.
 */
export function assemblePages(res: ServerResponse, keep?: (body: Buffer) => void): void {
  captureBody(
    res,
    (answer) => keep !== undefined || pageFormat(answer) !== null,
    (body, answer) => {
      const format = pageFormat(answer);
      // A page speaks its reader's language (lib/settings/page-locale.ts), chosen by these.
      if (format === "html") for (const header of ["Accept-Language", "Cookie"]) addVary(answer, header);
      if (!format || !body.includes("<!--myst:")) {
        keep?.(body);
        return format === "html" ? withReader(answer, body) : body;
      }
      const filled = fillSlots(body.toString("utf8"), format);
      const finished = Buffer.from(filled.body);
      // A page shown plainer because the machine was busy is this view's only: the next renders.
      if (!filled.provisional) keep?.(finished);
      return format === "html" ? withReader(answer, finished) : finished;
    },
  );
}

function pageFormat(res: ServerResponse): "html" | "flight" | null {
  const type = String(res.getHeader("content-type") ?? "");
  if (type.startsWith("text/html")) return "html";
  if (type.startsWith("text/x-component")) return "flight";
  return null;
}

function withReader(res: ServerResponse, page: Buffer): Buffer {
  const script = res.req ? sharedPageReaderScript(res.req, requestNonce(res.req)) : "";
  if (!script) return page;
  // A page without a head still gets it, first.
  const at = Math.max(0, readerScriptPlace(page));
  return Buffer.concat([page.subarray(0, at), Buffer.from(script), page.subarray(at)]);
}
