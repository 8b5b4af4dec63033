// Program-shaped text per language for the seeded pastes. The paste page highlights content
// with real grammars, so the benchmark has to feed it code that parses the way real pastes do
// (random tokens would send every parser into error recovery, which no real paste costs).
// Each template is one unit; `NAME` and `NUM` are replaced per copy so copies differ.

export const SAMPLE_LANGUAGES = ["Python", "TypeScript", "Rust", "Go", "JavaScript", "C", "Markdown", "Text", "JSON", "Shell"] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

const templates: Record<SampleLanguage, string> = {
  Python: `def load_NAME(path, limit=NUM):
    """Read the NAME records from a file, skipping blank lines."""
    records = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle):
            if not line.strip():
                continue
            records.append({"line": number, "value": line.strip()[:limit]})
    return records


class NAMEIndex:
    def __init__(self, records):
        self.by_value = {record["value"]: record for record in records}

    def find(self, value):
        return self.by_value.get(value)

`,
  TypeScript: `export interface NAMEOptions {
  limit: number;
  tags: string[];
}

export async function fetchNAME(id: string, options: NAMEOptions = { limit: NUM, tags: [] }): Promise<string[]> {
  const response = await fetch(\`/api/NAME/\${encodeURIComponent(id)}?limit=\${options.limit}\`);
  if (!response.ok) throw new Error(\`NAME \${id}: \${response.status}\`);
  const items = (await response.json()) as { name: string; tags: string[] }[];
  return items.filter((item) => options.tags.every((tag) => item.tags.includes(tag))).map((item) => item.name);
}

`,
  Rust: `#[derive(Debug, Clone, PartialEq)]
pub struct NAME {
    pub id: u64,
    pub label: String,
}

impl NAME {
    pub fn new(id: u64, label: &str) -> Self {
        Self { id, label: label.to_owned() }
    }

    pub fn score(&self, weights: &[f64]) -> f64 {
        weights.iter().enumerate().map(|(i, w)| w * (self.id as f64 + i as f64) / NUM.0).sum()
    }
}

`,
  Go: `type NAME struct {
	ID    int64
	Label string
}

func LoadNAME(ctx context.Context, db *sql.DB, limit int) ([]NAME, error) {
	rows, err := db.QueryContext(ctx, "SELECT id, label FROM NAME ORDER BY id LIMIT $1", limit)
	if err != nil {
		return nil, fmt.Errorf("query NAME: %w", err)
	}
	defer rows.Close()
	var out []NAME
	for rows.Next() {
		var item NAME
		if err := rows.Scan(&item.ID, &item.Label); err != nil {
			return nil, err
		}
		out = append(out, item)
	}
	return out, rows.Err() // NUM
}

`,
  JavaScript: `function debounceNAME(callback, wait = NUM) {
  let timer = null;
  return function (...args) {
    clearTimeout(timer);
    timer = setTimeout(() => callback.apply(this, args), wait);
  };
}

document.querySelectorAll("[data-NAME]").forEach((element) => {
  element.addEventListener("input", debounceNAME((event) => {
    console.log("NAME changed", event.target.value.length);
  }));
});

`,
  C: `#include <stdio.h>
#include <stdlib.h>

typedef struct NAME {
    int id;
    double weight;
    struct NAME *next;
} NAME;

static double sum_NAME(const NAME *head) {
    double total = 0.0;
    for (const NAME *node = head; node != NULL; node = node->next) {
        total += node->weight * NUM;
    }
    return total;
}

`,
  Markdown: `## NAME

The **NAME** module keeps NUM entries in memory and writes them out on shutdown.

- Start it with \`npm run NAME\`
- Stop it with *Ctrl+C*; pending entries are flushed first
- See [the guide](https://example.org/NAME) for the settings

\`\`\`sh
NAME --limit NUM --verbose
\`\`\`

`,
  Text: `NAME notes, take NUM. The build passed on the second try after the cache was cleared; the first
failure was a timeout while fetching dependencies. Next time, run the NAME step alone first and
check the log for the line that says which mirror was used. Nothing else changed since Monday.

`,
  JSON: `{"name": "NAME", "version": "1.NUM.0", "enabled": true, "weights": [0.5, 1.25, NUM],
 "owner": {"id": NUM, "login": "NAME"}, "tags": ["alpha", "beta", "NAME"]},
`,
  Shell: `#!/usr/bin/env bash
set -euo pipefail

NAME_dir="\${NAME_DIR:-/var/lib/NAME}"
for file in "$NAME_dir"/*.log; do
  if [[ -s "$file" ]]; then
    gzip -9 "$file" && echo "compressed $file ($(du -h "$file.gz" | cut -f1))"
  fi
done
find "$NAME_dir" -name '*.gz' -mtime +NUM -delete

`,
};

const NAMES = ["cache", "report", "session", "invoice", "widget", "parser", "upload", "metric", "queue", "ticket", "profile", "order"];

/** About `bytes` bytes (ASCII) of `language`, from its template with varying names and numbers. */
export function sampleText(random: () => number, language: SampleLanguage, bytes: number): string {
  let text = language === "JSON" ? "[\n" : "";
  while (text.length < bytes) {
    const name = NAMES[Math.floor(random() * NAMES.length)]!;
    const number = String(1 + Math.floor(random() * 999));
    text += templates[language].replaceAll("NAME", name).replaceAll("NUM", number);
  }
  return text.slice(0, bytes);
}
