import type { APIRequestContext, APIResponse } from "@playwright/test";

export interface NewPaste {
  title?: string;
  pasties?: { title?: string; content: string; language?: string }[];
  tags?: string[];
  pinned?: boolean;
  private?: boolean;
  encrypted?: boolean;
  burnAfterRead?: boolean;
  expiresIn?: string;
}

/**
 * The v3 API as the signed-in browser of a page calls it (its cookies, our Origin). Fixtures go
 * through here rather than through the UI when the UI is not what a journey tests. A 429 from
 * the write budget (60 a minute per address) is waited out, so long journeys stay reliable.
 */
export class MystApi {
  private readonly origin: string;

  constructor(
    private readonly request: APIRequestContext,
    baseURL: string,
  ) {
    this.origin = new URL(baseURL).origin;
  }

  async call(method: string, path: string, data?: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.request.fetch(path, { method, data, headers: { Origin: this.origin, ...headers } });
      if (response.status() !== 429 || attempt >= 3) return response;
      const seconds = Number(response.headers()["retry-after"] ?? "5");
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(seconds, 1), 65) * 1000));
    }
  }

  async createPaste(paste: NewPaste, headers: Record<string, string> = {}): Promise<{ id: string; title: string }> {
    const body = { pasties: [{ content: "hello", language: "Text" }], ...paste };
    const response = await this.call("POST", "/api/v3/pastes", body, headers);
    if (response.status() !== 201) throw new Error(`creating a paste: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: string; title: string };
  }
}
