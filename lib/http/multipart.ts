import { AppError, badRequest } from "../core/errors";
import { readBodyBytes } from "./body";

export interface MultipartFileLimits {
  /** Largest accepted file; 413 above it. */
  maxFileBytes: number;
  /** Largest accepted body (the file plus boundaries and part headers); 413 while streaming. */
  maxBodyBytes: number;
}

/**
 * The bytes of one file field of a multipart/form-data request. The body is counted while it
 * streams in and refused (413) once over `maxBodyBytes`, so only a bounded body is ever buffered
 * and parsed. 415 when the request is not multipart, 400 when it does not parse or lacks the
 * field (or the field is plain text rather than a file).
 */
export async function readMultipartFile(request: Request, field: string, limits: MultipartFileLimits): Promise<Uint8Array> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType)) {
    throw new AppError("unsupported_media_type", `Send the file as multipart/form-data in the field "${field}".`);
  }
  const body = await readBodyBytes(request, limits.maxBodyBytes);
  let form: FormData;
  try {
    // The bounded bytes, parsed by the platform's own multipart parser.
    form = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw badRequest("The multipart/form-data body could not be parsed.");
  }
  const file = form.get(field);
  if (file === null || typeof file === "string") throw badRequest(`The multipart field "${field}" with the file is missing.`);
  if (file.size > limits.maxFileBytes) {
    throw new AppError("payload_too_large", `The file is larger than ${limits.maxFileBytes} bytes.`);
  }
  return new Uint8Array(await file.arrayBuffer());
}
