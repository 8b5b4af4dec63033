export declare function shannonEntropy(value: string): number;
export declare function findExtraSecrets(text: string): { kind: string; start: number; end: number }[];
