import { pastyField } from "./validation";

// The API answers failures as {statusCode, message} (behaviour.md). The form shows each message
// next to the field it concerns: validation messages name their field path ("pasties.1.title:
// …"), domain messages are recognised by their wording; anything else is a form-level alert.

export interface ServerError {
  statusCode: number;
  message: string;
}

export interface FieldError {
  /** A field key as in validation.ts ("title", `pasty:<key>:title`, "form", …). */
  field: string;
  message: string;
}

const PATH = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*): (.+)$/s;

const byWording: [RegExp, string][] = [
  [/encryption key/i, "password"],
  [/\btags?\b/i, "tags"],
  [/pinned|private|anonymous/i, "flags"],
  [/content is larger|request body is larger/i, "content"],
  [/at least one pasty|at most \d+ pasties/i, "pasties"],
  [/pasty title/i, "pasty-title"],
  [/^A title has/i, "title"],
  [/language was not found/i, "language"],
];

/**
 * Where a server error belongs. `pastyKeys` are the editor keys of the pasties in the order they
 * were sent, so "pasties.2.title" lands on the third tab whatever it is called.
 */
export function fieldForServerError(error: ServerError, pastyKeys: readonly string[]): FieldError {
  const pathMatch = PATH.exec(error.message);
  if (pathMatch) {
    const [, path, message] = pathMatch as unknown as [string, string, string];
    const parts = path.split(".");
    if (parts[0] === "pasties") {
      const index = Number(parts[1]);
      const part = parts[2];
      const key = Number.isInteger(index) ? pastyKeys[index] : undefined;
      if (key && (part === "title" || part === "content" || part === "language")) return { field: pastyField(key, part), message };
      return { field: "pasties", message };
    }
    if (parts[0] === "title" || parts[0] === "expiresIn" || parts[0] === "tags") return { field: parts[0], message };
    if (parts[0] === "private" || parts[0] === "pinned" || parts[0] === "anonymous") return { field: "flags", message };
    return { field: "form", message: error.message };
  }
  if (error.statusCode === 401) return { field: "form", message: error.message };
  for (const [pattern, field] of byWording) {
    if (!pattern.test(error.message)) continue;
    // A message about "a pasty title" or a language without a path cannot say which tab: the form shows it.
    if (field === "pasty-title" || field === "language") return { field: "form", message: error.message };
    return { field, message: error.message };
  }
  return { field: "form", message: error.message };
}

/** What the form says of an answer without the API's message, in the reader's words (editor.submitted). */
export interface AnswerWords {
  tooLarge: string;
  failed: (status: number) => string;
}

/** The {statusCode, message} of a failed answer, whatever it carried (a proxy's HTML page, nothing). */
export async function readServerError(response: Response, words: AnswerWords): Promise<ServerError> {
  try {
    const body = (await response.json()) as Partial<ServerError>;
    if (typeof body.message === "string") return { statusCode: body.statusCode ?? response.status, message: body.message };
  } catch {
    // not JSON
  }
  if (response.status === 413) return { statusCode: 413, message: words.tooLarge };
  return { statusCode: response.status, message: words.failed(response.status) };
}
