import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { request } from "./client";
import { type LoadOptions, type LoadResult, runLoad } from "./load";
import type { Scenario } from "./scenarios";
import type { SeededPaste } from "./seed";

// The peer of issue 14's last row: toptal/haste-server, the simplest paste server there is
// (connect + one file read per GET /raw/:key), run beside ours on the same machine and fed the
// same texts. It is not vendored: BENCH_HASTE_DIR names a checkout (docs/develop/benchmarks.md).

export interface HasteServer {
  baseUrl: string;
  /** Stores `text` and answers its raw path. */
  add(text: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts haste-server with its own defaults except what would stop it from being measured: no
 * rate limit (500 requests a minute per address) and no per-request log line (its best case).
 */
export async function startHasteServer(dir: string, port: number, workDir: string): Promise<HasteServer> {
  if (!existsSync(join(dir, "server.js"))) throw new Error(`BENCH_HASTE_DIR=${dir} is not a haste-server checkout`);
  if (!existsSync(join(dir, "node_modules"))) {
    throw new Error(`haste-server's dependencies are missing: run \`npm install --omit=dev\` in ${dir}`);
  }
  const storage = join(workDir, "haste-data");
  mkdirSync(storage, { recursive: true });
  const configFile = join(workDir, "haste-config.json");
  writeFileSync(
    configFile,
    JSON.stringify({
      host: "127.0.0.1",
      port,
      keyLength: 10,
      maxLength: 4_000_000,
      staticMaxAge: 86400,
      recompressStaticAssets: false,
      logging: [{ level: "error", type: "Console" }],
      keyGenerator: { type: "phonetic" },
      storage: { type: "file", path: storage },
      documents: { about: "./about.md" },
    }),
  );
  const child = spawn(process.execPath, ["server.js", configFile], { cwd: dir, stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haste-server exited with ${child.exitCode} while starting`);
    const answered = await request(`${baseUrl}/raw/about`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (answered === 200) break;
    if (Date.now() > deadline) throw new Error("haste-server did not answer in 30 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    async add(text) {
      const answer = await request(`${baseUrl}/documents`, { method: "POST", headers: { "content-type": "text/plain" }, body: text });
      if (answer.status !== 200) throw new Error(`haste-server refused a document: ${answer.status}`);
      return `/raw/${(JSON.parse(answer.body) as { key: string }).key}`;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** haste-server's answers to the same work as ours: raw reads of the popular texts, and creates of our creates' texts. */
export interface HasteResult {
  raw: LoadResult;
  /** Absent when the run left out our create scenario. */
  create?: LoadResult;
}

/**
 * haste-server serving the first pasty of each popular paste (read back from our raw path, so
 * the texts are the same bytes), driven like our cached reads; and storing the texts our create
 * scenario sends (`create`), as plain text, its only format.
 */
export async function measureHaste(
  dir: string,
  port: number,
  popular: SeededPaste[],
  load: LoadOptions,
  workDir: string,
  create: Scenario | undefined,
): Promise<HasteResult> {
  const haste = await startHasteServer(dir, port, workDir);
  try {
    const paths: string[] = [];
    for (const paste of popular) {
      const text = await request(`${load.baseUrl}/raw/${paste.id}/${paste.pastyIds[0]}`);
      paths.push(await haste.add(text.body));
    }
    let next = 0;
    const raw = await measure(haste, load, {
      key: "haste-raw",
      label: "haste-server GET /raw/:key (the same texts)",
      method: "GET",
      next: () => ({ path: paths[next++ % paths.length]! }),
      expect: [200],
    });
    if (!create) return { raw };
    const texts = () => (JSON.parse(create.next().body!) as { pasties: { content: string }[] }).pasties[0]!.content;
    return {
      raw,
      create: await measure(haste, load, {
        key: "haste-create",
        label: "haste-server POST /documents (the same texts)",
        method: "POST",
        next: () => ({ path: "/documents", headers: { "content-type": "text/plain" }, body: texts() }),
        expect: [200],
      }),
    };
  } finally {
    await haste.stop();
  }
}

async function measure(haste: HasteServer, load: LoadOptions, scenario: Scenario): Promise<LoadResult> {
  process.stdout.write(`${scenario.label} … `);
  const result = await runLoad(scenario, { ...load, baseUrl: haste.baseUrl });
  console.log(`${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms, ${result.errors} errors`);
  return result;
}
