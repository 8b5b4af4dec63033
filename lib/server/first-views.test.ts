import { afterEach, describe, expect, it } from "vitest";
import { currentRequestOrigin, forClient } from "../http/request-context";
import { type FirstViewRenderer, offerFirstView, renderFirstViewsWith } from "../pastes/first-views";
import { serveLocally } from "../testing/local-server";
import { firstViewRenderer, pageFetcher } from "./first-views";

// Pages rendered ahead of their first reader are extra work a flood of anonymous creates could
// ask for: which versions are offered, how many may wait, one at a time, and none while readers
// wait or the highlighting is behind. (That the first reader of a new paste is then answered from
// the response cache: response-cache-suite.ts.)

/** A promise and its resolver, for highlighting the test finishes when it chooses. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A renderer whose page fetches the test ends, recording what was asked and how many ran at once. */
function renderer(limits: { perSecond?: number; queued?: number; busy?: () => boolean; now?: () => number }) {
  const asked: { path: string; origin: string; finish: () => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const render = firstViewRenderer({
    perSecond: 1000,
    queued: 8,
    busy: () => false,
    ...limits,
    fetchPage: (path, origin) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      return new Promise<void>((resolve) =>
        asked.push({
          path,
          origin,
          finish: () => {
            running--;
            resolve();
          },
        }),
      );
    },
  })!;
  return { render, asked, mostAtOnce: () => mostAtOnce };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Ends the page fetches from `from` up to `to`, each once it has been asked for. */
async function finishAll(asked: { finish: () => void }[], to: number, from = 0) {
  for (let done = from; done < to; done++) {
    await settle();
    expect(asked.length).toBeGreaterThan(done);
    asked[done]!.finish();
  }
  await settle();
}

describe("pages rendered ahead of their first reader", () => {
  afterEach(() => renderFirstViewsWith(undefined));

  it("renders one at a time, in order, and drops offers beyond the queue", async () => {
    const { render, asked, mostAtOnce } = renderer({ queued: 3 });
    for (let index = 0; index < 50; index++) render(`flood${String(index).padStart(3, "0")}`, "http://myst.example", Promise.resolve(true));
    // A flood of creates: three wait, the rest are never rendered.
    await finishAll(asked, 3);
    expect(asked.map(({ path }) => path)).toEqual(["/flood000", "/flood001", "/flood002"]);
    expect(asked[0]!.origin).toBe("http://myst.example");
    expect(mostAtOnce()).toBe(1);
    // Once the queue has room again, a new version is rendered.
    render("nextpage", "http://myst.example", Promise.resolve(true));
    await finishAll(asked, 4, 3);
    expect(asked.map(({ path }) => path).at(-1)).toBe("/nextpage");
  });

  it("gives a place only to a version whose highlighting is stored: those still waiting for it keep none", async () => {
    const { render, asked } = renderer({ queued: 2 });
    const highlighting = later<boolean>();
    // A backlog of highlighting behind a flood of writes...
    for (let index = 0; index < 20; index++) render(`behind${String(index).padStart(2, "0")}`, "http://myst.example", highlighting.promise);
    // ...does not keep the versions already highlighted from their pages.
    render("ready001", "http://myst.example", Promise.resolve(true));
    render("ready002", "http://myst.example", Promise.resolve(true));
    await settle();
    // Highlighted while both places are taken: dropped, rendered by their first readers.
    highlighting.resolve(true);
    await finishAll(asked, 2);
    render("ready003", "http://myst.example", Promise.resolve(true));
    await finishAll(asked, 3, 2);
    expect(asked.map(({ path }) => path)).toEqual(["/ready001", "/ready002", "/ready003"]);
  });

  it("renders at most so many a second, however many versions are written", async () => {
    let time = 0;
    const { render, asked } = renderer({ perSecond: 2, now: () => time });
    for (let index = 0; index < 5; index++) render(`second0${index}`, "http://myst.example", Promise.resolve(true));
    await finishAll(asked, 2);
    time += 500;
    for (let index = 0; index < 5; index++) render(`later00${index}`, "http://myst.example", Promise.resolve(true));
    await finishAll(asked, 3, 2);
    expect(asked.map(({ path }) => path)).toEqual(["/second00", "/second01", "/later000"]);
  });

  it("renders nothing while readers' pages wait, or when the highlighting was left to the first view", async () => {
    let busy = true;
    const { render, asked } = renderer({ busy: () => busy });
    render("waiting1", "http://myst.example", Promise.resolve(true));
    render("behind01", "http://myst.example", Promise.resolve(false));
    await settle();
    busy = false;
    render("behind02", "http://myst.example", Promise.resolve(false));
    render("quiet001", "http://myst.example", Promise.resolve(true));
    await finishAll(asked, 1);
    expect(asked.map(({ path }) => path)).toEqual(["/quiet001"]);
  });

  it("is off at 0 a second", () => {
    expect(firstViewRenderer({ perSecond: 0, queued: 8, busy: () => false, fetchPage: async () => {} })).toBeUndefined();
  });

  it("offers only versions everyone may read alike, for the address the writer asked for, outside its request", () => {
    const offered: [string, string, string | undefined][] = [];
    // The page is rendered after the writer's request, which the render must not keep alive.
    const render: FirstViewRenderer = (id, origin) => void offered.push([id, origin, currentRequestOrigin()]);
    renderFirstViewsWith(render);
    const plain = { id: "public01", private: false, burnAfterRead: false, quarantinedAt: null, encrypted: false };
    const done = Promise.resolve(true);
    forClient(
      "192.0.2.1",
      () => {
        offerFirstView(plain, done);
        offerFirstView({ ...plain, id: "private1", private: true }, done);
        // Its first read burns it.
        offerFirstView({ ...plain, id: "burning1", burnAfterRead: true }, done);
        offerFirstView({ ...plain, id: "sealed01", encrypted: true }, done);
        offerFirstView({ ...plain, id: "quarant1", quarantinedAt: new Date() }, done);
      },
      "https://paste.example.org",
    );
    // Outside a request, or for one without a plain Host, there is no address to keep it under.
    offerFirstView({ ...plain, id: "nohost01" }, done);
    forClient("192.0.2.1", () => offerFirstView({ ...plain, id: "nohost02" }, done), "http://");
    expect(offered).toEqual([["public01", "https://paste.example.org", undefined]]);
  });

  it("asks the server as a reader of that address would", async () => {
    const seen: { url?: string; host?: string; proto?: string | string[] }[] = [];
    const local = await serveLocally((req, res) => {
      seen.push({ url: req.url, host: req.headers.host, proto: req.headers["x-forwarded-proto"] });
      res.statusCode = req.url === "/gone0000" ? 404 : 200;
      res.end("page");
    });
    try {
      const fetchPage = pageFetcher("0.0.0.0", Number(new URL(local.base).port));
      await fetchPage("/public01", "https://paste.example.org");
      await fetchPage("/public02", "http://127.0.0.1:3000");
      await expect(fetchPage("/gone0000", "http://127.0.0.1:3000")).rejects.toThrow("404");
      expect(seen.slice(0, 2)).toEqual([
        { url: "/public01", host: "paste.example.org", proto: "https" },
        { url: "/public02", host: "127.0.0.1:3000", proto: undefined },
      ]);
    } finally {
      await local.close();
    }
  });
});
