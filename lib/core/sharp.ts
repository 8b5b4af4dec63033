import sharp from "sharp";

// sharp (libvips), as every image in the service is drawn: libvips keeps the results of its last
// operations (by default up to 50 MB, 100 of them) in case the same operation comes again. Ours
// never do — each picture of code, avatar and identicon is drawn from inputs of its own — so the
// cache only held memory: ~35 MB more after forty pictures of code, and no picture drawn faster
// (docs/develop/benchmarks.md, "Peak memory (2026-11-27, lean-memory)"). Process-wide, so set
// once here, where every module that draws takes sharp from. Its threads stay at sharp's own
// default, one per picture on Linux with glibc's malloc (sharp.concurrency()).
sharp.cache(false);

export { sharp };
