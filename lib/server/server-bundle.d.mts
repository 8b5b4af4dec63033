export interface ServerBuild {
  /** The compiled server's entry module. */
  readonly entry: string;
  hasNextBuild(): boolean;
  /** Compiled beside the Next.js build that is there now. */
  isCurrent(): boolean;
  build(): Promise<void>;
}

export declare function serverBuild(distDirName?: string): ServerBuild;
export declare function buildNext(): void;
