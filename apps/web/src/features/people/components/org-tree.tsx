import type { OrgTreeNode } from '@taskflow/shared';
import { clsx } from 'clsx';
import { ChevronDown, ChevronRight, ChevronsDownUp, ChevronsUpDown, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { DepartmentChip } from './department-chip';

interface Shape {
  byId: Map<string, OrgTreeNode>;
  children: Map<string, OrgTreeNode[]>;
  roots: OrgTreeNode[];
}

/** Links nodes by managerId; someone whose manager is not in the list (left or inactive) becomes a root. */
function shapeOf(nodes: OrgTreeNode[]): Shape {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<string, OrgTreeNode[]>();
  const roots: OrgTreeNode[] = [];
  for (const node of nodes) {
    if (node.managerId && byId.has(node.managerId)) {
      const siblings = children.get(node.managerId);
      if (siblings) siblings.push(node);
      else children.set(node.managerId, [node]);
    } else {
      roots.push(node);
    }
  }
  return { byId, children, roots };
}

interface Row {
  node: OrgTreeNode;
  level: number;
  position: number;
  setSize: number;
}

/** Only expanded branches are walked, so a collapsed subtree costs nothing to render. */
function visibleRows(shape: Shape, expanded: Set<string>): Row[] {
  const rows: Row[] = [];
  const walk = (siblings: OrgTreeNode[], level: number) => {
    siblings.forEach((node, index) => {
      rows.push({ node, level, position: index + 1, setSize: siblings.length });
      const kids = shape.children.get(node.id);
      if (kids && expanded.has(node.id)) walk(kids, level + 1);
    });
  };
  walk(shape.roots, 1);
  return rows;
}

function initiallyExpanded(shape: Shape): Set<string> {
  // The top two levels open: enough to see the shape, little enough to stay quick at 500 people.
  const open = new Set<string>();
  for (const root of shape.roots) {
    open.add(root.id);
    for (const child of shape.children.get(root.id) ?? []) open.add(child.id);
  }
  return open;
}

const matchesQuery = (node: OrgTreeNode, query: string) =>
  node.name.toLowerCase().includes(query) || (node.jobTitle?.toLowerCase().includes(query) ?? false);

/** The organization as an ARIA tree: arrows move and open, Enter opens a profile, search reveals people. */
export function OrgTree({ nodes }: { nodes: OrgTreeNode[] }) {
  const shape = useMemo(() => shapeOf(nodes), [nodes]);
  const [expanded, setExpanded] = useState(() => initiallyExpanded(shape));
  const [activeId, setActiveId] = useState(shape.roots[0]?.id);
  const [query, setQuery] = useState('');
  const rowRefs = useRef(new Map<string, HTMLDivElement>());
  const shouldFocus = useRef(false);
  const navigate = useNavigate();
  const searchId = useId();

  const needle = query.trim().toLowerCase();
  const matches = useMemo(
    () => (needle ? nodes.filter((node) => matchesQuery(node, needle)) : []),
    [nodes, needle],
  );
  const matchIds = useMemo(() => new Set(matches.map((node) => node.id)), [matches]);

  // Reveal every match by opening its chain of managers, and bring the first into view.
  useEffect(() => {
    if (matches.length === 0) return;
    setExpanded((current) => {
      const next = new Set(current);
      for (const match of matches) {
        let boss = match.managerId ? shape.byId.get(match.managerId) : undefined;
        while (boss && !next.has(boss.id)) {
          next.add(boss.id);
          boss = boss.managerId ? shape.byId.get(boss.managerId) : undefined;
        }
      }
      return next;
    });
    setActiveId(matches[0]?.id);
  }, [matches, shape]);

  const rows = useMemo(() => visibleRows(shape, expanded), [shape, expanded]);
  // When the active person's branch is closed, the first row keeps the tree reachable by Tab.
  const tabbableId = rows.some((row) => row.node.id === activeId) ? activeId : rows[0]?.node.id;

  useEffect(() => {
    if (!activeId) return;
    const element = rowRefs.current.get(activeId);
    if (!element) return;
    if (shouldFocus.current) {
      shouldFocus.current = false;
      element.focus();
    } else if (needle) {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [activeId, needle]);

  const toggle = (id: string, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      const isOpen = open ?? !next.has(id);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  const moveTo = (id: string | undefined) => {
    if (!id) return;
    shouldFocus.current = true;
    setActiveId(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = rows.findIndex((row) => row.node.id === tabbableId);
    const row = rows[index];
    if (!row) return;
    const hasChildren = shape.children.has(row.node.id);
    const isOpen = expanded.has(row.node.id);
    const handled = true;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(rows[index + 1]?.node.id);
        break;
      case 'ArrowUp':
        moveTo(rows[index - 1]?.node.id);
        break;
      case 'Home':
        moveTo(rows[0]?.node.id);
        break;
      case 'End':
        moveTo(rows.at(-1)?.node.id);
        break;
      case 'ArrowRight':
        if (hasChildren && !isOpen) toggle(row.node.id, true);
        else if (hasChildren) moveTo(rows[index + 1]?.node.id);
        break;
      case 'ArrowLeft':
        if (hasChildren && isOpen) toggle(row.node.id, false);
        else if (row.node.managerId && shape.byId.has(row.node.managerId)) moveTo(row.node.managerId);
        break;
      case 'Enter':
        navigate(`/app/people/${row.node.id}`);
        break;
      case ' ':
        if (hasChildren) toggle(row.node.id);
        break;
      default:
        return;
    }
    if (handled) event.preventDefault();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label
            htmlFor={searchId}
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Find a person
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Name or job title"
              className={clsx(inputClasses(false), 'pl-9')}
            />
          </div>
        </div>
        <Button variant="secondary" onClick={() => setExpanded(new Set(shape.children.keys()))}>
          <ChevronsUpDown aria-hidden className="size-4" /> Expand all
        </Button>
        <Button variant="secondary" onClick={() => setExpanded(new Set())}>
          <ChevronsDownUp aria-hidden className="size-4" /> Collapse all
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {needle
          ? matches.length === 0
            ? 'No one matches that search.'
            : `${matches.length} ${matches.length === 1 ? 'person matches' : 'people match'}.`
          : `${nodes.length} ${nodes.length === 1 ? 'person' : 'people'}. Use the arrow keys to move, Right and Left to open and close, Enter to open a profile.`}
      </p>
      <div
        role="tree"
        aria-label="Organization tree"
        onKeyDown={onKeyDown}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900"
      >
        {rows.map(({ node, level, position, setSize }) => {
          const kids = shape.children.get(node.id);
          const isOpen = expanded.has(node.id);
          const isActive = node.id === tabbableId;
          const isMatch = matchIds.has(node.id);
          return (
            <div
              key={node.id}
              ref={(element) => {
                if (element) rowRefs.current.set(node.id, element);
                else rowRefs.current.delete(node.id);
              }}
              // Named by its content (name, job title, department), as read on screen (WCAG 2.5.3).
              role="treeitem"
              aria-level={level}
              aria-posinset={position}
              aria-setsize={setSize}
              aria-expanded={kids ? isOpen : undefined}
              aria-selected={isActive}
              tabIndex={isActive ? 0 : -1}
              onFocus={() => setActiveId(node.id)}
              data-person-id={node.id}
              // Deep levels indent less on a phone, so the names still fit.
              style={{
                paddingLeft: `min(${(level - 1) * 1.25 + 0.25}rem, ${(level - 1) * 0.5 + 0.25}rem + 8vw)`,
              }}
              className={clsx(
                'flex min-h-12 min-w-0 items-center gap-2 rounded-lg pr-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                isMatch
                  ? 'bg-amber-100 dark:bg-amber-900/40'
                  : isActive
                    ? 'bg-slate-100 dark:bg-slate-800'
                    : 'hover:bg-slate-50 dark:hover:bg-slate-800/50',
              )}
            >
              <span
                aria-hidden
                onClick={() => kids && toggle(node.id)}
                className={clsx(
                  'inline-flex size-7 shrink-0 items-center justify-center rounded',
                  kids
                    ? 'cursor-pointer text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700'
                    : '',
                )}
              >
                {kids && (isOpen ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />)}
              </span>
              <Avatar name={node.name} src={node.avatarUrl} className="size-8 text-xs" />
              <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
                <Link
                  to={`/app/people/${node.id}`}
                  tabIndex={-1}
                  title={node.name}
                  className="max-w-full truncate font-medium text-slate-900 hover:underline dark:text-white"
                >
                  {node.name}
                </Link>
                {node.jobTitle && (
                  <span
                    className="max-w-full truncate text-sm text-slate-600 dark:text-slate-400"
                    title={node.jobTitle}
                  >
                    {node.jobTitle}
                  </span>
                )}
              </div>
              <span className="hidden shrink-0 sm:inline">
                <DepartmentChip id={node.departmentId} name={node.departmentName} />
              </span>
              {kids && !isOpen && (
                <span aria-hidden className="text-xs text-slate-500 dark:text-slate-400">
                  +{kids.length}
                </span>
              )}
              {kids && (
                <span className="sr-only">
                  {kids.length} direct {kids.length === 1 ? 'report' : 'reports'}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
