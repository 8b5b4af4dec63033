import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import "../openapi/zod";
import { describe, expect, it } from "vitest";
import { registerAuthApi } from "./openapi";

describe("the auth OpenAPI registration", () => {
  it("documents every auth and invitation operation", () => {
    const registry = new OpenAPIRegistry();
    registerAuthApi(registry);
    const paths =
      new OpenApiGeneratorV31(registry.definitions).generateDocument({
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
      }).paths ?? {};
    expect(Object.keys(paths).sort()).toEqual([
      "/api/v3/auth/self",
      "/api/v3/auth/self/access_tokens",
      "/api/v3/auth/self/access_tokens/{id}",
      "/api/v3/auth/username_available",
      "/api/v3/invitations",
      "/api/v3/invitations/{id}",
    ]);
    expect(paths["/api/v3/auth/self/access_tokens"]?.post?.responses).toHaveProperty("201");
  });
});
