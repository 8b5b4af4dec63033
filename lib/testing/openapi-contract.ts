import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

// Holds real answers to the published OpenAPI document (GET /api/v3/openapi.json): the status must
// be one the operation lists, the media type one it declares, and a JSON body must match the
// schema given for that status. Ajv validates, as JSON Schema 2020-12 (OpenAPI 3.1's dialect).
//
// A field the document does not name is drift too (a client reading the document never learns
// of it), so the document's objects are read as closed here: an object schema that does not say
// otherwise takes no other properties. The allOf of a refusal that extends Error is merged into
// one object first, since each branch of an allOf on its own would refuse the other's fields.

type Schema = Record<string, unknown>;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components?: { schemas?: Record<string, Schema> };
}

const ROOT = "myst-openapi.json";
const componentRef = /^#\/components\/schemas\/(.+)$/;

/** The document's answer checker: `check` gives what is wrong with an answer, [] when nothing. */
export function openApiContract(document: OpenApiDocument) {
  const components = document.components?.schemas ?? {};
  const resolve = (schema: Schema): Schema => {
    const name = typeof schema.$ref === "string" ? componentRef.exec(schema.$ref)?.[1] : undefined;
    return name ? resolve(components[name] ?? {}) : schema;
  };
  const closed = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(closed);
    if (!node || typeof node !== "object") return node;
    const schema = node as Schema;
    if (typeof schema.$ref === "string") return { ...schema, $ref: schema.$ref.replace(componentRef, `${ROOT}#/$defs/$1`) };
    if (Array.isArray(schema.allOf)) {
      const parts = (schema.allOf as Schema[]).map(resolve);
      if (parts.every((part) => part.type === "object")) {
        const { allOf: _merged, ...rest } = schema;
        return closed({
          ...rest,
          type: "object",
          properties: Object.fromEntries(parts.flatMap((part) => Object.entries((part.properties as Schema | undefined) ?? {}))),
          required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
        });
      }
    }
    const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]));
    if (copy.type === "object" && copy.additionalProperties === undefined) copy.additionalProperties = false;
    return copy;
  };

  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // Zod's OpenAPI output marks file bodies `format: binary`; they are not JSON answers.
  ajv.addFormat("binary", true);
  ajv.addSchema({ $id: ROOT, $defs: closed(components) as Schema });

  const validators = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: Schema) => {
    let validate = validators.get(key);
    if (!validate) validators.set(key, (validate = ajv.compile(closed(schema) as Schema)));
    return validate;
  };

  return {
    /** `path` in the document's syntax (`/api/v3/pastes/{pasteId}`). */
    check(method: string, path: string, answer: Answer): string[] {
      const where = `${method.toUpperCase()} ${path} ${answer.status}`;
      const operation = document.paths?.[path]?.[method.toLowerCase()];
      if (!operation) return [`${method.toUpperCase()} ${path} is not in the document`];
      const response = operation.responses?.[String(answer.status)];
      if (!response) return [`${where}: the document lists ${Object.keys(operation.responses ?? {}).join(", ")}`];
      const mediaType = answer.headers.get("content-type")?.split(";")[0]?.trim();
      if (!response.content) return answer.text === "" ? [] : [`${where}: the document gives no body, the answer has one`];
      if (!mediaType || !response.content[mediaType]) {
        return [`${where}: answered ${mediaType ?? "no body"}, the document declares ${Object.keys(response.content).join(", ")}`];
      }
      const schema = response.content[mediaType].schema;
      if (mediaType !== "application/json" || !schema) return [];
      const validate = validator(where, schema);
      return validate(answer.json) ? [] : (validate.errors ?? []).map((error: ErrorObject) => `${where}: ${describe(error)}`);
    },
  };
}

function describe(error: ErrorObject): string {
  const extra = error.keyword === "additionalProperties" ? ` (${String(error.params.additionalProperty)})` : "";
  return `${error.instancePath || "the body"} ${error.message ?? error.keyword}${extra}`;
}
