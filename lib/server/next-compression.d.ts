declare module "next/dist/compiled/compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
