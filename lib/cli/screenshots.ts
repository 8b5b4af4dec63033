import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { projectDir, startServer } from "../testing/server-process";

// `npm run screenshots`: the README's screenshots (.github/screenshots/*.png), taken again from
// the production build (`npm run build` first) on a throw-away embedded database, with the same
// user and pastes every time. Viewport shots, not full pages, to keep each file small.

const outputDir = join(projectDir, ".github/screenshots");
const debianChromium = "/usr/bin/chromium";
const username = "ada";
const password = "screenshots only, thrown away";

const limiter = `/**
 * A token bucket per client: \`capacity\` requests at once, refilled at \`perSecond\`.
 * Buckets of clients that went quiet are dropped, so memory follows active clients only.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {}

  /** Takes a token for \`client\`; false when its bucket is empty. */
  take(client: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(client) ?? { tokens: this.capacity, updatedAt: now };
    const refill = ((now - bucket.updatedAt) / 1000) * this.perSecond;
    bucket.tokens = Math.min(this.capacity, bucket.tokens + refill);
    bucket.updatedAt = now;
    this.buckets.set(client, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
`;
const limiterTest = `import { describe, expect, it } from "vitest";
import { RateLimiter } from "./limiter";

describe("RateLimiter", () => {
  it("lets a burst through, then refuses", () => {
    const limiter = new RateLimiter(2, 1);
    expect([limiter.take("a", 0), limiter.take("a", 0), limiter.take("a", 0)]).toEqual([true, true, false]);
  });

  it("refills over time", () => {
    const limiter = new RateLimiter(1, 1);
    limiter.take("a", 0);
    expect(limiter.take("a", 1000)).toBe(true);
  });
});
`;
const readme = `# Rate limiter

A small **token bucket** for HTTP servers.

| Option | Meaning |
| --- | --- |
| \`capacity\` | requests allowed at once |
| \`perSecond\` | how fast the bucket refills |

\`\`\`ts
const limiter = new RateLimiter(60, 1);
if (!limiter.take(request.ip)) return tooManyRequests();
\`\`\`
`;
const fizzbuzz = `def fizzbuzz(n: int) -> str:
    """FizzBuzz for one number."""
    if n % 15 == 0:
        return "FizzBuzz"
    if n % 3 == 0:
        return "Fizz"
    if n % 5 == 0:
        return "Buzz"
    return str(n)


if __name__ == "__main__":
    for number in range(1, 16):
        print(fizzbuzz(number))
`;
const deploy = `#!/usr/bin/env bash
set -euo pipefail

# Build, upload and restart, stopping at the first failure.
npm ci && npm run build
rsync -az --delete .next/ "deploy@\${HOST}:/srv/app/.next/"
ssh "deploy@\${HOST}" sudo systemctl restart app
echo "Deployed $(git rev-parse --short HEAD) to \${HOST}"
`;
const nginx = `server {
    listen 443 ssl http2;
    server_name paste.example.org;

    location / {
        proxy_pass http://127.0.0.1:3000;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
}
`;

const releaseFlow = `flowchart LR
  A[Pull request] --> B{Review}
  B -->|changes asked| A
  B -->|approved| C[Merge to main]
  C --> D[CI: unit, server, journeys]
  D -->|green| E[Release]
  D -->|red| F[Fix on main]
  F --> D
`;
const loadTest = JSON.stringify({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { kernelspec: { name: "python3", language: "python" } },
  cells: [
    { cell_type: "markdown", metadata: {}, source: ["# Load test\n", "\n", "Requests per second of the **raw** read, three runs."] },
    {
      cell_type: "code",
      execution_count: 1,
      metadata: {},
      source: ["runs = [1930, 2075, 2210]\n", 'print(f"mean {sum(runs) / len(runs):.0f} req/s")'],
      outputs: [{ output_type: "stream", name: "stdout", text: "mean 2072 req/s\n" }],
    },
    {
      cell_type: "code",
      execution_count: 2,
      metadata: {},
      source: ["max(runs) / min(runs)"],
      outputs: [{ output_type: "execute_result", execution_count: 2, metadata: {}, data: { "text/plain": "1.1450777202072539" } }],
    },
  ],
});

const latencyTable = `region,requests,p50 ms,p99 ms,errors
eu-west,182340,4.1,18.6,0
eu-central,95210,4.4,21.0,2
us-east,240118,5.2,24.3,1
us-west,88004,5.9,29.8,0
ap-south,51377,7.8,41.2,4
ap-northeast,63920,6.6,33.5,0
sa-east,20415,9.3,52.7,3
`;

class Api {
  constructor(
    private readonly context: BrowserContext,
    private readonly origin: string,
  ) {}

  async call<T>(method: string, path: string, data?: unknown): Promise<T> {
    const response = await this.context.request.fetch(`${this.origin}${path}`, { method, data, headers: { Origin: this.origin } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  }
}

type Created = { id: string; pasties: { id: string }[] };

async function signUp(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/signup`);
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByTestId("username-status").getByText("This username is available.").waitFor();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByTestId("signed-in-username").waitFor();
}

/** The pastes the shots show: a project of three pasties with an edit and a comment, and a few more. */
async function createContent(
  api: Api,
): Promise<{ project: Created; python: Created; diagram: Created; notebook: Created; table: Created; editId: string }> {
  const project = await api.call<Created>("POST", "/api/v3/pastes", {
    title: "Token bucket rate limiter",
    tags: ["typescript", "http"],
    pinned: true,
    pasties: [
      { title: "limiter.ts", content: limiter, language: "TypeScript" },
      { title: "limiter.test.ts", content: limiterTest, language: "TypeScript" },
      { title: "README.md", content: readme, language: "Markdown" },
    ],
  });
  const [code, test, notes] = project.pasties;
  // The edit the diff shows: a monotonic clock, and an early return spelled out.
  const edited = limiter
    .replace("now = Date.now()", "now = performance.now()")
    .replace("if (bucket.tokens < 1) return false;", "if (bucket.tokens < 1) {\n      return false;\n    }");
  await api.call("PATCH", `/api/v3/pastes/${project.id}`, {
    pasties: [
      { id: code!.id, title: "limiter.ts", content: edited, language: "TypeScript" },
      { id: test!.id, title: "limiter.test.ts", content: limiterTest, language: "TypeScript" },
      { id: notes!.id, title: "README.md", content: readme, language: "Markdown" },
    ],
  });
  await api.call("POST", `/api/v3/pastes/${project.id}/comments`, {
    pastyId: code!.id,
    fromLine: 14,
    toLine: 16,
    body: "Could `take` also say how long to wait? A `Retry-After` header would want it.",
  });
  const [edit] = await api.call<{ id: string }[]>("GET", `/api/v3/pastes/${project.id}/history_compact`);
  const python = await api.call<Created>("POST", "/api/v3/pastes", {
    title: "FizzBuzz",
    tags: ["python"],
    pasties: [{ title: "fizzbuzz.py", content: fizzbuzz, language: "Python" }],
  });
  await api.call("POST", "/api/v3/pastes", {
    title: "Deploy script",
    tags: ["ops"],
    pasties: [{ title: "deploy.sh", content: deploy, language: "Shell" }],
  });
  await api.call("POST", "/api/v3/pastes", {
    title: "Reverse proxy",
    tags: ["ops"],
    private: true,
    pasties: [{ title: "nginx.conf", content: nginx, language: "Nginx" }],
  });
  const diagram = await api.call<Created>("POST", "/api/v3/pastes", {
    title: "Release flow",
    tags: ["process"],
    pasties: [{ title: "release.mmd", content: releaseFlow, language: "Mermaid" }],
  });
  const notebook = await api.call<Created>("POST", "/api/v3/pastes", {
    title: "Load test",
    tags: ["python"],
    pasties: [{ title: "load-test.ipynb", content: loadTest, language: "Autodetect" }],
  });
  const table = await api.call<Created>("POST", "/api/v3/pastes", {
    title: "Latency by region",
    tags: ["ops"],
    pasties: [{ title: "latency.csv", content: latencyTable, language: "Text" }],
  });
  return { project, python, diagram, notebook, table, editId: edit!.id };
}

async function shoot(page: Page, name: string, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  // From the top (a line link scrolls to its line), once the fonts are in.
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  const file = join(outputDir, `${name}.png`);
  await page.screenshot({ path: file, animations: "disabled", caret: "hide", style: ".toasts { display: none !important; }" });
  console.log(`${file.slice(projectDir.length)}  ${Math.round(statSync(file).size / 1024)} KB`);
}

/** An image of code (lib/pastes/code-image.ts): the PNG the server gives, as a download saves it. */
async function saveImage(context: BrowserContext, name: string, path: string): Promise<void> {
  const response = await context.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  const file = join(outputDir, `${name}.png`);
  writeFileSync(file, await response.body());
  console.log(`${file.slice(projectDir.length)}  ${Math.round(statSync(file).size / 1024)} KB`);
}

/** What the queue's shot shows: an anonymous spam paste, reported by a visitor. */
async function reportSpam(browser: Browser, origin: string): Promise<void> {
  const visitor = await browser.newContext({ baseURL: origin });
  const spam = await visitor.request.post("/api/v3/pastes", {
    data: { title: "CHEAP WATCHES!!!", pasties: [{ content: "Best replica watches, 90% off, visit example.com/deal today only" }] },
  });
  const { id } = (await spam.json()) as Created;
  await visitor.request.post(`/api/v3/pastes/${id}/reports`, {
    headers: { Origin: origin },
    data: { reason: "spam", details: "Advertising, posted again and again." },
  });
  await visitor.close();
}

async function main(): Promise<void> {
  mkdirSync(outputDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), "myst-screenshots-"));
  // A roomy render deadline: highlighted code even on a busy machine (plain text otherwise).
  // ada is an admin too, for the moderation pages' shots.
  const server = await startServer({ dataDir, env: { RENDER_DEADLINE_MS: "5000", ADMIN_USERNAMES: username } });
  const browser = await chromium.launch({
    executablePath: existsSync(debianChromium) ? debianChromium : undefined,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--font-render-hinting=none"],
  });
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
      colorScheme: "light",
      locale: "en-GB",
      timezoneId: "UTC",
    });
    const page = await context.newPage();
    await signUp(page, server.url);
    const api = new Api(context, server.url);
    const { project, python, diagram, notebook, table, editId } = await createContent(api);

    await shoot(page, "editor", `/?clone=${python.id}`, '[data-testid="paste-form"][data-ready="true"] .cm-content');
    await shoot(page, "paste", `/${project.id}`, "h-k");
    await shoot(page, "diff", `/${project.id}/history/${editId}/diff`, ".diff-hunk h-k");
    await shoot(page, "profile", `/~${username}`, '[data-testid="paste-item"]');
    await shoot(page, "settings-appearance", "/settings/appearance", 'input[type="radio"]');
    await api.call("PATCH", "/api/v3/settings", { theme: "myst" });
    await shoot(page, "paste-myst-theme", `/${project.id}#${project.pasties[0]!.id}-L14-L16`, "h-k");
    await api.call("PATCH", "/api/v3/settings", { theme: "system" });
    await saveImage(context, "code-image", `/${project.id}/${project.pasties[0]!.id}.png?download=1&theme=dracula&lines=1-24`);
    await shoot(page, "diagram", `/${diagram.id}`, '[role="region"][aria-label^="Diagram of"] svg');
    await shoot(page, "notebook", `/${notebook.id}`, '[role="region"][aria-label^="Notebook"] h-k');
    await shoot(page, "table", `/${table.id}`, '[role="region"][aria-label^="Table of"] table');
    await shoot(page, "qr-code", `/${python.id}/qr`, ".qr-page img");
    await reportSpam(browser, server.url);
    await shoot(page, "admin-reports", "/admin/reports", '[data-testid="reported-paste"]');
    await shoot(page, "admin", "/admin", ".stat-figures");
    await shoot(page, "admin-pastes", "/admin/pastes", '[data-testid="paste-row"]');
    // The reader's language (lib/i18n): German's longer words, and Arabic read right to left
    // with the code still left to right.
    await api.call("PATCH", "/api/v3/settings", { language: "de" });
    await shoot(page, "editor-german", `/?clone=${python.id}`, '[data-testid="paste-form"][data-ready="true"] .cm-content');
    await api.call("PATCH", "/api/v3/settings", { language: "ar" });
    await shoot(page, "paste-arabic", `/${project.id}`, "h-k");
    await api.call("PATCH", "/api/v3/settings", { language: "auto" });
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "paste-phone", `/${python.id}`, "h-k");
  } finally {
    await browser.close();
    await server.terminate();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
