// Applies the saved theme, or the system preference, before the app renders (no flash).
(() => {
  try {
    const saved = localStorage.getItem('theme');
    const dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage unavailable: keep the light default */
  }
})();
