// Runs a process at a chosen instant, for the browser suite (e2e/playwright.config.ts):
//   FIXED_NOW=2026-11-16T09:30:00+05:30 node --import ./apps/api/scripts/fixed-clock.mjs apps/api/dist/server.js
// Date.now(), new Date() and Date() then read FIXED_NOW at the real moment FIXED_NOW_SINCE (epoch
// milliseconds; by default the moment this module loads) and run on from there at the real pace, so
// timers, expiries and "today" behave as on that day. A date given explicitly (new Date(x), Date.parse,
// Date.UTC) is left alone, and so is performance.now(). The embedded PGlite reads the same clock: its
// WebAssembly asks Date.now() for the time, so now() and current_date agree with the app.
// Without FIXED_NOW the module changes nothing; production never loads it.

const fixed = process.env.FIXED_NOW;

if (fixed) {
  const instant = Date.parse(fixed);
  if (Number.isNaN(instant)) throw new Error(`FIXED_NOW is not a date: ${fixed}`);
  const since = process.env.FIXED_NOW_SINCE ? Number(process.env.FIXED_NOW_SINCE) : Date.now();
  if (!Number.isSafeInteger(since)) {
    throw new Error(`FIXED_NOW_SINCE is not epoch milliseconds: ${process.env.FIXED_NOW_SINCE}`);
  }
  const RealDate = Date;
  const offset = instant - since;
  const now = () => RealDate.now() + offset;

  /** The Date constructor with only its argument-less forms moved; instances are real Dates. */
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  // One prototype: `instanceof Date` holds for dates made before the swap and by the runtime itself.
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  globalThis.Date = ShiftedDate;
}
