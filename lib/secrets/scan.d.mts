export interface SecretFinding {
  /** What kind of secret it is (a key of SECRET_KIND_LABELS, or `<rule>-secret` for a rule added later). */
  kind: string;
  /** UTF-16 offsets of the secret in the text. */
  start: number;
  end: number;
  /** 1-based line where it starts. */
  line: number;
}

export declare const SECRET_KIND_LABELS: Readonly<Record<string, string>>;

export declare function findSecrets(text: string): Promise<SecretFinding[]>;
