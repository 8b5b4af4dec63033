import { listOwnSignIns } from "@/lib/auth/own-sessions";
import { route } from "@/lib/api/route";

export const GET = route({}, async ({ caller }) => listOwnSignIns(await caller()));
