import type { ServerResponse } from "node:http";
import { fillSlots } from "../render/slots";
import { captureBody } from "./body-capture";

/** Pages and RSC payloads: the rendered code goes in where React left its markers. */
export function assemblePages(res: ServerResponse): void {
  captureBody(res, (answer) => pageFormat(answer) !== null, (body, answer) => {
    const format = pageFormat(answer);
    if (!format || !body.includes("<!--myst:")) return body;
    return Buffer.from(fillSlots(body.toString("utf8"), format));
  });
}

function pageFormat(res: ServerResponse): "html" | "flight" | null {
  const type = String(res.getHeader("content-type") ?? "");
  if (type.startsWith("text/html")) return "html";
  if (type.startsWith("text/x-component")) return "flight";
  return null;
}
