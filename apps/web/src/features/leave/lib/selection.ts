/** Selection of rows for a bulk decision, as pure steps over an immutable set of ids. */

export function toggleOne(selected: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Selects every shown row, or clears them all when every one is already selected. */
export function toggleAll(selected: ReadonlySet<string>, shown: readonly string[]): ReadonlySet<string> {
  return shown.length > 0 && shown.every((id) => selected.has(id)) ? new Set() : new Set(shown);
}

/**
 * Keeps only rows still shown (one decided elsewhere, by another approver or tab, leaves with its
 * row); the same set back when nothing changed, so React skips the update.
 */
export function keepShown(selected: ReadonlySet<string>, shown: readonly string[]): ReadonlySet<string> {
  const visible = new Set(shown);
  const kept = [...selected].filter((id) => visible.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}
