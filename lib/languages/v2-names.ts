// The 156 language names of the original PasteMyst v2 service (its data/languages.json), which
// older clients send and check answers against, and the language of ours each one means.
// Lookups take them everywhere (lib/languages/resolve.ts); the older surfaces answer with them
// (lib/legacy/languages.ts).

/** Original names whose language has another name here (matched ignoring case otherwise). */
const renamed: Record<string, string> = {
  "Plain Text": "Text",
  PGP: "Public Key",
  // Asterisk's dialplan files are INI-shaped; Linguist has no Asterisk.
  Asterisk: "INI",
  ClojureScript: "Clojure",
  "Closure Stylesheets (GSS)": "CSS",
  Django: "Jinja",
  DTD: "XML",
  "Embedded Javascript": "EJS",
  "Embedded Ruby": "HTML+ERB",
  Esper: "SQL",
  FCL: "Text",
  Gas: "Unix Assembly",
  "GitHub Flavored Markdown": "Markdown",
  "Haskell (Literate)": "Literate Haskell",
  "JSON-LD": "JSONLD",
  JSX: "JavaScript",
  Jinja2: "Jinja",
  mIRC: "mIRC Script",
  "MariaDB SQL": "SQL",
  Mathematica: "Wolfram Language",
  MUMPS: "M",
  "MS SQL": "TSQL",
  mbox: "E-mail",
  MySQL: "SQL",
  NTriples: "Turtle",
  Octave: "MATLAB",
  Pig: "PigLatin",
  "Properties files": "Java Properties",
  ProtoBuf: "Protocol Buffer",
  "RPM Changes": "Text",
  Solr: "Text",
  SML: "Standard ML",
  Soy: "Closure Templates",
  Spreadsheet: "Text",
  SQLite: "SQL",
  sTeX: "TeX",
  LaTeX: "TeX",
  TiddlyWiki: "Wikitext",
  "Tiki wiki": "Wikitext",
  Tornado: "Jinja",
  troff: "Roff",
  TTCN: "Text",
  TTCN_CFG: "Text",
  "TypeScript-JSX": "TSX",
  "Web IDL": "WebIDL",
  "VB.NET": "Visual Basic .NET",
  Velocity: "Velocity Template Language",
  "Vue.js Component": "Vue",
  Yacas: "Text",
  Z80: "Assembly",
  mscgen: "Text",
  xu: "Text",
  msgenny: "Text",
};

/** In the original's order. */
export const v2LanguageNames: readonly string[] = [
  "Autodetect",
  "Plain Text",
  "APL",
  "PGP",
  "ASN.1",
  "Asterisk",
  "Brainfuck",
  "C",
  "C++",
  "Cobol",
  "C#",
  "Clojure",
  "ClojureScript",
  "Closure Stylesheets (GSS)",
  "CMake",
  "CoffeeScript",
  "Common Lisp",
  "Cypher",
  "Cython",
  "Crystal",
  "CSS",
  "CQL",
  "D",
  "Dart",
  "diff",
  "Django",
  "Dockerfile",
  "DTD",
  "Dylan",
  "EBNF",
  "ECL",
  "edn",
  "Eiffel",
  "Elm",
  "Embedded Javascript",
  "Embedded Ruby",
  "Erlang",
  "Esper",
  "Factor",
  "FCL",
  "Forth",
  "Fortran",
  "F#",
  "Gas",
  "Gherkin",
  "GitHub Flavored Markdown",
  "Go",
  "Groovy",
  "HAML",
  "Haskell",
  "Haskell (Literate)",
  "Haxe",
  "HXML",
  "ASP.NET",
  "HTML",
  "HTTP",
  "IDL",
  "Pug",
  "Java",
  "Java Server Pages",
  "JavaScript",
  "JSON",
  "JSON-LD",
  "JSX",
  "Jinja2",
  "Julia",
  "Kotlin",
  "LESS",
  "LiveScript",
  "Lua",
  "Markdown",
  "mIRC",
  "MariaDB SQL",
  "Mathematica",
  "Modelica",
  "MUMPS",
  "MS SQL",
  "mbox",
  "MySQL",
  "Nginx",
  "NSIS",
  "NTriples",
  "Objective-C",
  "OCaml",
  "Octave",
  "Oz",
  "Pascal",
  "PEG.js",
  "Perl",
  "PHP",
  "Pig",
  "PLSQL",
  "PowerShell",
  "Properties files",
  "ProtoBuf",
  "Python",
  "Puppet",
  "Q",
  "R",
  "reStructuredText",
  "RPM Changes",
  "RPM Spec",
  "Ruby",
  "Rust",
  "SAS",
  "Sass",
  "Scala",
  "Scheme",
  "SCSS",
  "Shell",
  "Sieve",
  "Slim",
  "Smalltalk",
  "Smarty",
  "Solr",
  "SML",
  "Soy",
  "SPARQL",
  "Spreadsheet",
  "SQL",
  "SQLite",
  "Squirrel",
  "Stylus",
  "Swift",
  "sTeX",
  "LaTeX",
  "SystemVerilog",
  "Tcl",
  "Textile",
  "TiddlyWiki",
  "Tiki wiki",
  "TOML",
  "Tornado",
  "troff",
  "TTCN",
  "TTCN_CFG",
  "Turtle",
  "TypeScript",
  "TypeScript-JSX",
  "Twig",
  "WebAssembly",
  "Web IDL",
  "VB.NET",
  "VBScript",
  "Velocity",
  "Verilog",
  "VHDL",
  "Vue.js Component",
  "XML",
  "XQuery",
  "Yacas",
  "YAML",
  "Z80",
  "mscgen",
  "xu",
  "msgenny",
];

/**
 * Where several original names share one language of ours, the one it is answered with: the
 * original name equal to ours, else these, else the first in the original's order.
 */
const preferredWhenShared = new Set(["Plain Text", "Jinja2", "LaTeX"]);

const key = (name: string) => name.trim().toLowerCase();

/** Lower-cased original name → the name of our language. */
const ourNameByV2 = new Map(v2LanguageNames.map((name) => [key(name), renamed[name] ?? name]));

/** Lower-cased name of ours → the original name it goes out as. */
const v2NameByOurs = new Map<string, string>();
const sharing = new Map<string, string[]>();
for (const name of v2LanguageNames) {
  const ours = key(renamed[name] ?? name);
  sharing.set(ours, [...(sharing.get(ours) ?? []), name]);
}
for (const [ours, names] of sharing) {
  const answer = names.find((name) => key(name) === ours) ?? names.find((name) => preferredWhenShared.has(name)) ?? names[0]!;
  v2NameByOurs.set(ours, answer);
}

/** The name of our language an original v2 name means (any letter case), or undefined. */
export function languageNameOfV2(input: string): string | undefined {
  return ourNameByV2.get(key(input));
}

/** The original v2 name of one of our languages, or undefined when the original had none. */
export function v2NameOfLanguage(name: string): string | undefined {
  return v2NameByOurs.get(key(name));
}

/** Lower-cased original name → its spelling in the original list. */
const originalSpelling = new Map(v2LanguageNames.map((name) => [key(name), name]));

/** The original name `input` is (any letter case), spelled as in the original list. */
export function originalV2Name(input: string): string | undefined {
  return originalSpelling.get(key(input));
}

/**
 * The original name worth remembering for a pasty: when a client named its language with an
 * original name that is not the one `ours` goes out as ("MySQL" for SQL), so the older surfaces
 * can answer with the client's own choice. Null otherwise.
 */
export function v2NameToRemember(input: string | null | undefined, ours: string): string | null {
  const original = input === null || input === undefined ? undefined : originalV2Name(input);
  if (!original || key(renamed[original] ?? original) !== key(ours)) return null;
  return original === v2NameOfLanguage(ours) ? null : original;
}
