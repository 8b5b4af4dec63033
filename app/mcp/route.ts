import { answerMcp } from "@/lib/mcp/server";

export const dynamic = "force-dynamic";

export const POST = answerMcp;
export const GET = answerMcp;
export const DELETE = answerMcp;
