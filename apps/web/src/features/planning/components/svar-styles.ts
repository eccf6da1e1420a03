import svarCss from '@svar-ui/react-gantt/all.css?inline';

const STYLE_ID = 'svar-gantt-styles';

/**
 * SVAR's stylesheet without its @font-face rules: they point at its CDN, which our CSP refuses, and the
 * app's own font stack names Roboto, which those rules would claim. Put first in <head>, so our
 * stylesheets (gantt.css) come after it and win ties.
 */
export function installSvarStyles() {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = svarCss.replace(/@font-face\s*\{[^}]*\}/g, '');
  document.head.prepend(style);
}
