import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openEmbeddedPostgres } from "./open";

const writer = fileURLToPath(new URL("../testing/write-until-killed.ts", import.meta.url));

describe("embedded database durability", () => {
  it("keeps every acknowledged write after kill -9, and reopens at once", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "myst-kill-"));
    const child = spawn(process.execPath, ["--import", "tsx", writer, dataDir], { stdio: ["ignore", "pipe", "inherit"] });
    const acknowledged: string[] = [];
    await new Promise<void>((resolve) => {
      createInterface({ input: child.stdout }).on("line", (line) => {
        if (line.startsWith("k")) acknowledged.push(line);
        if (acknowledged.length === 300) {
          child.kill("SIGKILL");
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.once("exit", resolve));

    const started = Date.now();
    const reopened = await openEmbeddedPostgres(dataDir);
    try {
      expect(Date.now() - started).toBeLessThan(15_000);
      const rows = await reopened.prisma.paste.findMany({ select: { id: true } });
      const stored = new Set(rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await reopened.close();
    }
  }, 90_000);
});
