import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { errorResponses, jsonResponse } from "../openapi/responses";
import { autodetectBodySchema, languageNameParamsSchema, languageSchema } from "./schema";

export function registerLanguageApi(registry: OpenAPIRegistry): void {
  const language = registry.register("Language", languageSchema);
  const tags = ["Languages"];
  registry.registerPath({
    method: "get",
    path: "/api/v3/langs",
    tags,
    summary: "Every language, Autodetect first, then by name",
    responses: { 200: jsonResponse("The languages.", z.array(language)) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v3/langs/popular",
    tags,
    summary: "Names of the popular languages, in order",
    responses: { 200: jsonResponse("Language names.", z.array(z.string())) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v3/langs/{name}",
    tags,
    summary: "A language by name, alias or extension",
    request: { params: languageNameParamsSchema },
    responses: { 200: jsonResponse("The language.", language), ...errorResponses(404) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v3/langs/autodetect",
    tags,
    summary: "The Autodetect entry",
    responses: { 200: jsonResponse("The Autodetect language.", language) },
  });
  registry.registerPath({
    method: "post",
    path: "/api/v3/langs/autodetect",
    tags,
    summary: "Detect the language of a text (under 20 characters: Text)",
    request: { body: { required: true, content: { "application/json": { schema: autodetectBodySchema } } } },
    responses: { 200: jsonResponse("The detected language.", language), ...errorResponses(400, 413) },
  });
}
