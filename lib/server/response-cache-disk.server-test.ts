import { responseCacheSuite } from "./response-cache-suite";

// The response cache's disk tier alone: memory too small to keep any answer (each one found on
// disk is put back into memory and dropped at once), so every HIT comes from DATA_DIR's files and
// every rule of response-cache-suite.ts holds for them. The tier keeps pages only, so the data
// surfaces are never HITs here (and still fresh after every write).
responseCacheSuite({ env: { RESPONSE_CACHE_BYTES: "1" }, pagesOnly: true });
