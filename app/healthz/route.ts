import { databaseIsHealthy } from "@/lib/db/health";
import { json } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const healthy = await databaseIsHealthy();
  return json(
    { status: healthy ? "ok" : "unavailable", database: healthy ? "ok" : "unreachable" },
    { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
