import { readFileSync } from "node:fs";

// The CPU time a render thread has used, which is what its deadline counts: on a busy machine a
// thread waits for a core, and wall time would blame the text for that wait. Linux tells each
// thread's time in /proc/<pid>/task/<tid>/stat (a render thread learns its own path from
// /proc/thread-self and reports it when it starts); elsewhere there is no such figure and the
// pool falls back to wall time.

/** USER_HZ: the unit of /proc's times, 100 on every Linux architecture's user ABI. */
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU (user + system) the thread at `threadPath` (`<pid>/task/<tid>`) has used. */
export function threadCpuMs(threadPath: string): number | null {
  try {
    const stat = readFileSync(`/proc/${threadPath}/stat`, "latin1");
    // The fields after the command name (which may hold spaces) start at field 3 (state);
    // utime is field 14 and stime field 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}
