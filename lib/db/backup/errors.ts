/** A backup or restore refused for a reason the operator can act on; its message says which. */
export class BackupError extends Error {}
