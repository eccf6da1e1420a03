// Runs in <head> before the page renders (an external file: the CSP forbids inline scripts).

// Applies the saved theme, or the system preference, before the first paint (no flash).
(() => {
  try {
    const saved = localStorage.getItem('theme');
    const dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage unavailable: keep the light default */
  }
})();

// Prerendered pages keep the app's scripts in <template id="app-scripts"> (scripts/prerender.mjs)
// and load them once the page has painted: the visitor sees the page without waiting for, or
// sharing the connection with, the JavaScript that then makes it interactive (decision 006).
document.addEventListener('DOMContentLoaded', () => {
  const scripts = document.getElementById('app-scripts');
  if (!(scripts instanceof HTMLTemplateElement)) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    // Imported copies of the template's elements run; the template's own never do.
    document.head.append(document.importNode(scripts.content, true));
  };
  // A hidden tab does not paint; browsers without paint timing fall back to the timer.
  if (
    document.visibilityState === 'hidden' ||
    !window.PerformanceObserver?.supportedEntryTypes?.includes('paint')
  ) {
    load();
    return;
  }
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, 3000);
});
