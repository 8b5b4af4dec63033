// A composable SQL template for hand-written statements, rendered to `$1…$n` placeholders for
// $queryRawUnsafe. Prisma.sql does the same, but importing it pulls Prisma's whole runtime into
// every route bundle that reads pastes; this is the little of it the queries need.

export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

/** A fragment; values are parameters, except nested fragments, which are spliced in. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const parts = [strings[0] ?? ""];
  const params: unknown[] = [];
  values.forEach((value, index) => {
    const next = strings[index + 1] ?? "";
    if (value instanceof Sql) {
      parts[parts.length - 1] += value.strings[0] ?? "";
      for (let inner = 0; inner < value.values.length; inner++) {
        params.push(value.values[inner]);
        parts.push(value.strings[inner + 1] ?? "");
      }
      parts[parts.length - 1] += next;
    } else {
      params.push(value);
      parts.push(next);
    }
  });
  return new Sql(parts, params);
}

export const empty = new Sql([""], []);

export function join(fragments: readonly Sql[], separator: string): Sql {
  return fragments.reduce((joined, fragment, index) => (index === 0 ? fragment : sql`${joined}${raw(separator)}${fragment}`), empty);
}

/** Trusted SQL text (never user input). */
function raw(text: string): Sql {
  return new Sql([text], []);
}

/** The statement text with `$1…$n`, and its parameters in order. */
export function render(fragment: Sql): [string, ...unknown[]] {
  const text = fragment.strings.reduce((all, part, index) => (index === 0 ? part : `${all}$${index}${part}`), "");
  return [text, ...fragment.values];
}
