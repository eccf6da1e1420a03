/**
 * The guide's screenshots (src/content/guide/images, taken by scripts/guide-screenshots.mjs): built into the
 * site by Vite, so they are files of this origin. A page writes `![what it shows](images/<name>.png)`; the
 * renderer shows `<name>-light.png` or `<name>-dark.png` by the current theme.
 */
const FILES = import.meta.glob<string>('../../../content/guide/images/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface GuideScreenshot {
  light: string;
  dark: string;
}

/** The built addresses of a screenshot a guide page names; undefined for any other image. */
export function guideScreenshot(src: string | undefined): GuideScreenshot | undefined {
  const name = /^(?:\.\/)?images\/([a-z0-9-]+)\.png$/.exec(src ?? '')?.[1];
  if (!name) return undefined;
  const light = FILES[`../../../content/guide/images/${name}-light.png`];
  const dark = FILES[`../../../content/guide/images/${name}-dark.png`];
  return light && dark ? { light, dark } : undefined;
}
