import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  Briefcase,
  CalendarHeart,
  FolderKanban,
  Milestone,
  Search,
  SquareCheckBig,
  UserRound,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useGuideSuggestions } from '../../../lib/guide-search';
import { useDebounced } from '../../../lib/use-debounced';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { hrefOf, type SearchHit, useSearch } from '../api/search';

export interface Command {
  id: string;
  label: string;
  icon: LucideIcon;
  /** Other words that find it ("add", "create"). */
  keywords?: string;
  shortcut?: string;
  run: () => void;
}

const HIT_ICONS: Record<SearchHit['kind'], LucideIcon> = {
  task: SquareCheckBig,
  project: FolderKanban,
  milestone: Milestone,
  customer: Briefcase,
  person: UserRound,
  event: CalendarHeart,
};
const HIT_GROUPS: Record<SearchHit['kind'], string> = {
  task: 'Tasks',
  project: 'Projects',
  milestone: 'Milestones',
  customer: 'Customers',
  person: 'People',
  event: 'Events',
};

interface Item {
  key: string;
  group: string;
  label: string;
  /** A task's display id, a project's key: shown before the label. */
  code?: string | null;
  detail?: string | null;
  icon: LucideIcon;
  shortcut?: string;
  /** Results are links (open in a new tab, copy the address); actions run. */
  href?: string;
  run?: () => void;
  /** A result of what was typed before (shown dimmed until the answer to the current text arrives). */
  stale?: boolean;
  /** Nothing still to come can be put above it: it may keep the highlight and run on Enter. */
  firm: boolean;
}

/** Guide pages the palette suggests beside the organization's results (how-to questions typed into it). */
export const PALETTE_GUIDE_HITS = 3;

/**
 * Ctrl/Cmd+K: find tasks (by id or words), projects, milestones, customers, people and events, the guide's
 * pages that answer what is typed (issue 39), and run actions, all by keyboard (a combobox: arrows move,
 * Enter opens or runs, Esc closes). The server searches only what the person may see (GET /search);
 * `canSearch` is false for someone outside an organization (the guide is public).
 */
export function CommandPalette({
  isOpen,
  onClose,
  commands,
  canSearch,
}: {
  isOpen: boolean;
  onClose: () => void;
  commands: Command[];
  canSearch: boolean;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // The highlighted option is held by key, so results arriving above it never move it under the finger.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // Enter pressed while only an earlier text's results were shown: it opens the first answer to this one.
  const [enterPending, setEnterPending] = useState(false);
  // Where the pointer last was: the browser also sends a mouse move when the list changes under a pointer
  // at rest, and that must not take the highlight from the keyboard.
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const q = useDebounced(text.trim(), 150);
  const search = useSearch(canSearch ? q : '');
  const guide = useGuideSuggestions(q, PALETTE_GUIDE_HITS);
  const onCloseAutoFocus = useReturnFocus(isOpen);

  useEffect(() => {
    if (!isOpen) {
      setText('');
      setActiveKey(null);
      setEnterPending(false);
      pointer.current = null;
    }
  }, [isOpen]);

  const items = useMemo<Item[]>(() => {
    const needle = text.trim().toLowerCase();
    const actions = commands
      .filter(
        (command) => !needle || `${command.label} ${command.keywords ?? ''}`.toLowerCase().includes(needle),
      )
      .map((command) => ({
        key: `action-${command.id}`,
        group: 'Actions',
        label: command.label,
        icon: command.icon,
        shortcut: command.shortcut,
        run: command.run,
        firm: true,
      }));
    const current = q === text.trim();
    const hits = needle && q ? (search.data ?? []) : [];
    const hitsStale = !current || search.isPlaceholderData;
    const orgAnswered =
      !(canSearch && needle) || (current && !search.isFetching && !search.isPlaceholderData);
    const found = hits.map((hit) => ({
      key: `${hit.kind}-${hit.id}`,
      group: HIT_GROUPS[hit.kind],
      label: hit.title,
      code: hit.code,
      detail: hit.detail,
      icon: HIT_ICONS[hit.kind],
      href: hrefOf(hit),
      stale: hitsStale,
      firm: !hitsStale,
    }));
    const guideHits = needle && q ? (guide.data ?? []) : [];
    const pages = guideHits.map((hit) => ({
      key: `guide-${hit.path}`,
      group: 'Guide',
      label: hit.title,
      detail: hit.heading !== hit.title ? hit.heading : null,
      icon: BookOpen,
      href: hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path,
      stale: !current || guide.isPlaceholderData,
      firm: orgAnswered && current && !guide.isPlaceholderData,
    }));
    // Actions first, as they are matched as one types; the organization's results come after them and the
    // guide's pages last (a command typed is run more often than its page in the guide is read), so what
    // arrives later never pushes down what is already highlighted.
    return [...actions, ...found, ...pages];
  }, [
    commands,
    text,
    q,
    canSearch,
    search.data,
    search.isPlaceholderData,
    search.isFetching,
    guide.data,
    guide.isPlaceholderData,
  ]);

  // Until someone moves, the first option is highlighted; it is held once it is firm (an earlier text's
  // result, shown dimmed while the answer comes, is not).
  const keyed = activeKey === null ? -1 : items.findIndex((item) => item.key === activeKey);
  const active = keyed >= 0 ? keyed : items.length ? 0 : -1;
  const activeItem = active >= 0 ? items[active] : undefined;
  const settled =
    !items.some((item) => item.stale) && !search.isFetching && !guide.isFetching && q === text.trim();

  const runItem = (item: Item | undefined) => {
    if (!item) return;
    onClose();
    if (item.href) navigate(item.href);
    else item.run?.();
  };

  useEffect(() => {
    if (activeKey === null && activeItem?.firm) setActiveKey(activeItem.key);
  }, [activeKey, activeItem]);

  useEffect(() => {
    if (!enterPending) return;
    if (activeItem?.firm) {
      setEnterPending(false);
      runItem(activeItem);
    } else if (settled) setEnterPending(false);
  });

  const onPointerMove = (key: string, event: React.MouseEvent) => {
    const last = pointer.current;
    pointer.current = { x: event.clientX, y: event.clientY };
    if (last && (last.x !== event.clientX || last.y !== event.clientY)) setActiveKey(key);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moveBy = (step: number) => {
      event.preventDefault();
      const next = items[(active + step + items.length) % items.length];
      if (next) setActiveKey(next.key);
    };
    if (event.key === 'ArrowDown') moveBy(1);
    else if (event.key === 'ArrowUp') moveBy(-1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeItem?.firm) runItem(activeItem);
      else if (!settled) setEnterPending(true);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  let lastGroup = '';

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-[10vh] left-1/2 z-50 flex max-h-[75vh] w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl dark:bg-slate-900"
        >
          <Dialog.Title className="sr-only">Search and commands</Dialog.Title>
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 dark:border-slate-800">
            <Search aria-hidden className="size-5 shrink-0 text-slate-500" />
            <input
              // biome-ignore lint/a11y/noAutofocus: the palette exists to be typed into
              autoFocus
              role="combobox"
              aria-expanded="true"
              aria-controls={`${id}-list`}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              aria-autocomplete="list"
              aria-label="Search tasks, projects, customers, people and events, or type a command"
              placeholder="Search or type a command…"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActiveKey(null);
              }}
              onKeyDown={onKeyDown}
              className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-slate-500"
            />
            <kbd className="hidden rounded border border-slate-300 px-1.5 text-xs text-slate-600 sm:block dark:border-slate-700 dark:text-slate-400">
              Esc
            </kbd>
          </div>
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label="Results"
            aria-busy={!settled}
            className="overflow-y-auto p-2"
          >
            {items.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
                {search.isFetching || guide.isFetching || q !== text.trim()
                  ? 'Searching…'
                  : `Nothing matches “${text.trim()}”.`}
              </p>
            ) : (
              items.map((item, index) => {
                const heading = item.group !== lastGroup ? item.group : null;
                lastGroup = item.group;
                const isActive = index === active;
                return (
                  <div key={item.key}>
                    {heading && (
                      <p
                        aria-hidden
                        className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
                      >
                        {heading}
                      </p>
                    )}
                    <ItemRow
                      item={item}
                      id={optionId(index)}
                      isActive={isActive}
                      onHover={(event) => onPointerMove(item.key, event)}
                      onChoose={(event) => {
                        // A link opens itself (a new tab with Ctrl or the middle button); close the palette.
                        if (item.href) onClose();
                        else {
                          event.preventDefault();
                          runItem(item);
                        }
                      }}
                    />
                  </div>
                );
              })
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One option: a link for a result, a plain row for an action (the combobox keeps focus in its input). */
function ItemRow({
  item,
  id,
  isActive,
  onHover,
  onChoose,
}: {
  item: Item;
  id: string;
  isActive: boolean;
  onHover: (event: React.MouseEvent) => void;
  onChoose: (event: React.MouseEvent) => void;
}) {
  const className = `flex min-w-0 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${
    isActive ? 'bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white' : ''
  } ${item.stale ? 'opacity-60' : ''}`;
  const content = (
    <>
      <item.icon aria-hidden className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      {item.code && (
        <span className="shrink-0 font-mono text-xs text-slate-600 dark:text-slate-400">{item.code}</span>
      )}
      <span className="min-w-0 truncate font-medium" title={item.label}>
        {item.label}
        <span className="sr-only">{` (${item.group})`}</span>
      </span>
      {item.detail && (
        <span className="min-w-0 truncate text-slate-600 dark:text-slate-400" title={item.detail}>
          {item.detail}
        </span>
      )}
      {item.shortcut && (
        // Phones have no keyboard to press it with.
        <kbd className="ml-auto hidden shrink-0 rounded border border-slate-300 px-1.5 text-xs text-slate-600 sm:block dark:border-slate-700 dark:text-slate-400">
          {item.shortcut}
        </kbd>
      )}
    </>
  );
  return item.href ? (
    <Link
      id={id}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      to={item.href}
      onMouseMove={onHover}
      onClick={onChoose}
      className={className}
    >
      {content}
    </Link>
  ) : (
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      onMouseMove={onHover}
      onClick={onChoose}
      onKeyDown={() => {}}
      className={className}
    >
      {content}
    </div>
  );
}
