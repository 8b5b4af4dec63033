import { recognisedInEveryCopy } from "../../core/process-state";

/** A backup or restore refused for a reason the operator can act on; its message says which. */
export class BackupError extends Error {}

// Thrown and caught by the admin command and the server's schedule; known to any copy of lib/ all the same.
recognisedInEveryCopy(BackupError, "BackupError");
