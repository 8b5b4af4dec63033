import type { ServerResponse } from "node:http";
import { fillSlots } from "../render/slots";
import { captureBody } from "./body-capture";

/**
 * Pages and RSC payloads: the rendered code goes in where React left its markers. `keep`, when
 * given, is handed the finished body of any answer (the response cache's store), except a page
 * with code shown plain only because the machine was busy.
 */
export function assemblePages(res: ServerResponse, keep?: (body: Buffer) => void): void {
  captureBody(
    res,
    (answer) => keep !== undefined || pageFormat(answer) !== null,
    (body, answer) => {
      const format = pageFormat(answer);
      if (!format || !body.includes("<!--myst:")) {
        keep?.(body);
        return body;
      }
      const filled = fillSlots(body.toString("utf8"), format);
      const finished = Buffer.from(filled.body);
      // A page shown plainer because the machine was busy is this view's only: the next renders.
      if (!filled.provisional) keep?.(finished);
      return finished;
    },
  );
}

function pageFormat(res: ServerResponse): "html" | "flight" | null {
  const type = String(res.getHeader("content-type") ?? "");
  if (type.startsWith("text/html")) return "html";
  if (type.startsWith("text/x-component")) return "flight";
  return null;
}
