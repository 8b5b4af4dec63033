import { describe, expect, it } from "vitest";
import { AppError } from "../core/errors";
import { readMultipartFile } from "./multipart";

const limits = { maxFileBytes: 1000, maxBodyBytes: 1500 };

function multipartRequest(form: FormData): Request {
  return new Request("http://localhost/upload", { method: "PATCH", body: form });
}

/** A body that streams `total` bytes in 64 KiB chunks, counting how much was pulled from it. */
function endlessRequest(total: number, headers: Record<string, string>) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      const chunk = new Uint8Array(64 * 1024).fill(0x41);
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://localhost/upload", { method: "PATCH", body: stream, headers, duplex: "half" } as RequestInit);
  return { request, counter };
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.status : error),
  );

describe("readMultipartFile", () => {
  it("answers the bytes of the named file field", async () => {
    const form = new FormData();
    form.append("note", "hello");
    form.append("file", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "a.png");
    expect(Array.from(await readMultipartFile(multipartRequest(form), "file", limits))).toEqual([1, 2, 3]);
  });

  it("is 400 without the field, or when the field is text instead of a file", async () => {
    const withoutFile = new FormData();
    withoutFile.append("other", new Blob(["x"]), "x.png");
    expect(await statusOf(readMultipartFile(multipartRequest(withoutFile), "file", limits))).toBe(400);
    const textField = new FormData();
    textField.append("file", "not a file");
    expect(await statusOf(readMultipartFile(multipartRequest(textField), "file", limits))).toBe(400);
  });

  it("is 400 for a body that does not parse as multipart", async () => {
    const request = new Request("http://localhost/", {
      method: "PATCH",
      body: "garbage without boundaries",
      headers: { "Content-Type": "multipart/form-data; boundary=abc" },
    });
    expect(await statusOf(readMultipartFile(request, "file", limits))).toBe(400);
  });

  it("is 415 for a body that is not multipart/form-data", async () => {
    const request = new Request("http://localhost/", { method: "PATCH", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(await statusOf(readMultipartFile(request, "file", limits))).toBe(415);
    const raw = new Request("http://localhost/", { method: "PATCH", body: new Uint8Array([0x89, 0x50]) });
    expect(await statusOf(readMultipartFile(raw, "file", limits))).toBe(415);
  });

  it("is 413 for a file over the limit inside a body within it", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(1001)]), "big.png");
    expect(await statusOf(readMultipartFile(multipartRequest(form), "file", limits))).toBe(413);
  });

  it("is 413 as soon as a streamed body passes the limit, without reading the rest", async () => {
    const hundredMiB = 100 * 1024 * 1024;
    const { request, counter } = endlessRequest(hundredMiB, { "Content-Type": "multipart/form-data; boundary=x" });
    const generous = { maxFileBytes: 2 * 1024 * 1024, maxBodyBytes: 2 * 1024 * 1024 + 65536 };
    expect(await statusOf(readMultipartFile(request, "file", generous))).toBe(413);
    expect(counter.pulled).toBeLessThan(generous.maxBodyBytes + 4 * 64 * 1024);
  });

  it("is 413 from a declared Content-Length alone, before reading anything", async () => {
    const { request, counter } = endlessRequest(10 * 1024 * 1024, {
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": String(10 * 1024 * 1024),
    });
    expect(await statusOf(readMultipartFile(request, "file", limits))).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024 * 2);
  });
});
