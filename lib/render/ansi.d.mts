/** The HTML of each line of terminal output `text` (without the newlines). */
export declare function ansiLines(text: string): string[];
