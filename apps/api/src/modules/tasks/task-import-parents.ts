/**
 * Parent tasks in an imported file (issue 39). Asana names the parent ("Parent task": its title),
 * ClickUp and Jira point at its id ("Parent ID", "Parent id": the parent row's Task ID or Issue id). A
 * row with a parent in the file becomes a subtask of that row's task: the product's subtasks are one
 * level deep, so a subtask of a subtask joins its topmost parent.
 */

export interface ParentLink {
  /** The index (in the file's rows) of the task this row becomes a subtask of. */
  parent: number;
  /** Set when the row's own parent is a subtask itself: the title of the task it joins instead. */
  joinedTopmost?: true;
}

export type ParentOutcome = ParentLink | { missing: string } | { ambiguous: string } | undefined;

/**
 * Each row's parent: `parentCells[i]` is what row i names (empty: none), `idsOf(i)` the ids the row goes
 * by (its ID column and other id-like columns), `titleOf(i)` its title. Ids are tried first, then titles.
 */
export function resolveParents(
  count: number,
  parentCells: (index: number) => string,
  idsOf: (index: number) => string[],
  titleOf: (index: number) => string,
): ParentOutcome[] {
  const byId = new Map<string, number[]>();
  const byTitle = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, index: number) => {
    if (!key) return;
    const list = map.get(key) ?? [];
    if (!list.includes(index)) map.set(key, [...list, index]);
  };
  for (let index = 0; index < count; index++) {
    for (const id of idsOf(index)) add(byId, id.trim().toLowerCase(), index);
    add(byTitle, titleOf(index).trim().toLowerCase(), index);
  }
  const direct = Array.from({ length: count }, (_, index): ParentOutcome => {
    const named = parentCells(index).trim();
    if (!named) return undefined;
    const key = named.toLowerCase();
    const found = (byId.get(key) ?? byTitle.get(key) ?? []).filter((other) => other !== index);
    if (found.length === 0) return { missing: named };
    if (found.length > 1) return { ambiguous: named };
    return { parent: found[0] as number };
  });
  // Climb to the topmost parent; a loop (a row its own ancestor) leaves the rows as tasks.
  return direct.map((outcome, index) => {
    if (!outcome || !('parent' in outcome)) return outcome;
    let top = outcome.parent;
    const seen = new Set([index]);
    for (let next = direct[top]; next && 'parent' in next; next = direct[top]) {
      if (seen.has(top)) return undefined;
      seen.add(top);
      top = next.parent;
    }
    if (seen.has(top)) return undefined;
    return top === outcome.parent ? outcome : { parent: top, joinedTopmost: true };
  });
}
