import { route } from "@/lib/api/route";
import { rateLimitStatus } from "@/lib/gists/rate-limit";

// GitHub's GET /rate_limit, which spends from no budget (as on GitHub).
export const GET = route({ errors: "github", limit: "none" }, ({ request }) => rateLimitStatus(request));
