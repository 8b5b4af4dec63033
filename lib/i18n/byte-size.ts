// A size for people in the reader's language, in binary units as lib/core/units.ts's formatBytes
// (which the API's and logs' English keeps): the number through Intl, the unit from the
// catalogue (site.units), so "1.5 KiB" is "1,5 KiB" in German and "1,5 Kio" in French.

export type ByteSizeMessage = (key: "bytes" | "kib" | "mib", values: { count?: number; value?: number }) => string;

export function byteSize(bytes: number, message: ByteSizeMessage): string {
  if (bytes < 1024) return message("bytes", { count: bytes });
  if (bytes < 1024 * 1024) {
    const kib = bytes / 1024;
    return message("kib", { value: roundTo(kib, kib < 10 ? 1 : 0) });
  }
  return message("mib", { value: roundTo(bytes / (1024 * 1024), 1) });
}

function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
