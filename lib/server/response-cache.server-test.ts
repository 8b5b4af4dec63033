import { responseCacheSuite } from "./response-cache-suite";

// The response cache's memory tier alone (no disk tier): every rule of response-cache-suite.ts.
responseCacheSuite({ env: { RESPONSE_CACHE_DISK_BYTES: "0" }, dataOnSecondMiss: false, countedAs: "response" });
