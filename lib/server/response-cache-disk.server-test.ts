import { responseCacheSuite } from "./response-cache-suite";

// The response cache's disk tier alone: memory too small to keep any answer (each one found on
// disk is put back into memory and dropped at once), so every HIT comes from DATA_DIR's files and
// every rule of response-cache-suite.ts holds for them. A data answer is written there when it
// is made the second time, so its HITs start with the third read.
responseCacheSuite({ env: { RESPONSE_CACHE_BYTES: "1" }, dataOnSecondMiss: true, countedAs: "response-disk" });
