export declare const OUTPUT_PER_INPUT_CHARACTER: number;
export declare const OUTPUT_ALLOWANCE: number;
export declare const MAX_NESTING: number;
/** The most characters of output a render of `text` may produce. */
export declare function outputBudget(text: string): number;
/** Thrown by a renderer whose output would pass its budget. */
export declare class OverBudget extends Error {}
/** Whether brackets of `text` ([, ( and { together) nest deeper than MAX_NESTING. */
export declare function nestsTooDeeply(text: string): boolean;
