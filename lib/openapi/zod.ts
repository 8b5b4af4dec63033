import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// Zod 4 copies prototype methods onto each schema when it is built, so `.openapi()` (which the
// OpenAPI registry calls on registered schemas) only exists on schemas built after this runs.
// Schema modules import this file first, whatever order a bundler evaluates modules in.
extendZodWithOpenApi(z);
