/**
 * The HTML of each line of terminal output `text` (without the newlines); throws OverBudget as
 * soon as the lines would be longer than `budget` characters in all.
 */
export declare function ansiLines(text: string, budget?: number): string[];
