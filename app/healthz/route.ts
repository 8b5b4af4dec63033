import { databaseIsHealthy } from "@/lib/db/health";
import { storageProblem } from "@/lib/db/storage";
import { json } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** 200 when the database answers and can write; 503 naming what is wrong otherwise. */
export async function GET(): Promise<Response> {
  const [healthy, storage] = await Promise.all([databaseIsHealthy(), storageProblem()]);
  const ok = healthy && !storage;
  return json(
    { status: ok ? "ok" : "unavailable", database: healthy ? "ok" : "unreachable", storage: storage ?? "ok" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
