import { TEXT } from "../languages/data";
import { githubTime, toGithubSimpleUser, type UserFacts } from "../users/github";
import { gistFileNames } from "./file-names";
import type { Gist, GistFile, GistFork, GistHistoryEntry } from "./schema";

// The gist object (https://docs.github.com/en/rest/gists/gists), built field by field from a
// paste: its pasties are the files, its title the description, `public` is not private. URLs are
// absolute, made from the origin clients reach Myst at (lib/http/public-url.ts).

/** GitHub sends at most this much of a file's text in a gist: the rest is at its raw_url. */
export const FILE_CONTENT_MAX_BYTES = 1024 * 1024;

/** What a gist is built from: the paste's row as any read of it has it. */
export interface GistSource {
  id: string;
  title: string;
  private: boolean;
  commentsEnabled: boolean;
  createdAt: Date;
  editedAt: Date | null;
}

/** A pasty as a file: content only on single-gist reads. */
export interface FileSource {
  id: string;
  title: string;
  language: string;
  size: number;
  content?: string;
  /** Where its text is, when not at the current version's /raw/{pasteId}/{pastyId} (an earlier version's). */
  rawPath?: string;
}

export interface GistParts {
  origin: string;
  owner: UserFacts | null;
  files: readonly FileSource[];
  comments: number;
  forks?: GistFork[];
  history?: GistHistoryEntry[];
}

export const gistUrl = (origin: string, id: string) => `${origin}/api/v3/gists/${id}`;

export function toGist(paste: GistSource, { origin, owner, files, comments, forks, history }: GistParts): Gist {
  const url = gistUrl(origin, paste.id);
  const names = gistFileNames(files);
  const clone = `${origin}/${paste.id}.git`;
  return {
    url,
    forks_url: `${url}/forks`,
    commits_url: `${url}/commits`,
    id: paste.id,
    node_id: Buffer.from(`Gist:${paste.id}`).toString("base64"),
    git_pull_url: clone,
    git_push_url: clone,
    html_url: `${origin}/${paste.id}`,
    files: Object.fromEntries(files.map((file, index) => [names[index]!, toGistFile(names[index]!, file, paste.id, origin)])),
    public: !paste.private,
    created_at: githubTime(paste.createdAt),
    updated_at: githubTime(paste.editedAt ?? paste.createdAt),
    description: paste.title,
    comments,
    comments_enabled: paste.commentsEnabled,
    user: null,
    comments_url: `${url}/comments`,
    owner: owner ? toGithubSimpleUser(owner, origin) : null,
    // A paste has at most 50 pasties; GitHub truncates a gist's file list at 300.
    truncated: false,
    ...(forks ? { forks } : {}),
    ...(history ? { history } : {}),
  };
}

function toGistFile(filename: string, file: FileSource, pasteId: string, origin: string): GistFile {
  const base = {
    filename,
    type: mediaTypeOf(file.language),
    language: file.language,
    raw_url: `${origin}${file.rawPath ?? `/raw/${pasteId}/${file.id}`}`,
    size: file.size,
  };
  if (file.content === undefined) return base;
  const truncated = file.size > FILE_CONTENT_MAX_BYTES;
  return { ...base, truncated, content: truncated ? firstBytes(file.content, FILE_CONTENT_MAX_BYTES) : file.content };
}

/** The text's longest prefix of at most `max` bytes of UTF-8 that ends between two characters. */
function firstBytes(text: string, max: number): string {
  const bytes = Buffer.from(text, "utf8").subarray(0, max);
  // A character cut in two decodes to U+FFFD at the end: drop it.
  return bytes.toString("utf8").replace(/\uFFFD$/u, "");
}

/** A media type for a language, as GitHub gives one per file (`text/plain`, `application/x-python`). */
function mediaTypeOf(language: string): string {
  if (language === TEXT) return "text/plain";
  if (language === "Markdown") return "text/markdown";
  return `application/x-${language.toLowerCase().replace(/[^a-z0-9+#]+/g, "-")}`;
}
