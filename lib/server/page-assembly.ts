import type { ServerResponse } from "node:http";
import { fillSlots } from "../render/slots";
import { captureBody } from "./body-capture";

/**
 * Pages and RSC payloads: the rendered code goes in where React left its markers. `keep`, when
 * given, is handed the finished body of any answer (the response cache's store).
 */
export function assemblePages(res: ServerResponse, keep?: (body: Buffer) => void): void {
  captureBody(
    res,
    (answer) => keep !== undefined || pageFormat(answer) !== null,
    (body, answer) => {
      const format = pageFormat(answer);
      const finished = format && body.includes("<!--myst:") ? Buffer.from(fillSlots(body.toString("utf8"), format)) : body;
      keep?.(finished);
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
