// Run in a worker by a server-rendered page's starter (apps/server/src/web/start-script.ts), while the
// page is parsed. The first use of Intl in a fresh renderer loads ICU's locale and time-zone data, 30 to
// 50 ms on a phone; Chromium keeps that data for the whole process, so loading it here, on another
// thread, spares the page's main thread that long task while it hydrates. Nothing is sent back.
const locale = globalThis.name || undefined;
new Intl.DateTimeFormat(locale, {
  weekday: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
}).format(0);
new Intl.NumberFormat(locale).format(1.5);
void new Intl.DateTimeFormat().resolvedOptions().timeZone;
globalThis.close();
