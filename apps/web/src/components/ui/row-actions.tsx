import { clsx } from 'clsx';
import { Eye, type LucideIcon, Pencil, Trash2 } from 'lucide-react';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

const ACTIONS: Record<'view' | 'edit' | 'delete', { verb: string; icon: LucideIcon; className?: string }> = {
  view: { verb: 'View', icon: Eye },
  edit: { verb: 'Edit', icon: Pencil },
  delete: { verb: 'Delete', icon: Trash2, className: 'hover:text-red-600 dark:hover:text-red-400' },
};

/** An icon button for one row of a list or table, labelled with what it does to which item. */
export function RowAction({
  action,
  itemName,
  onClick,
}: {
  action: keyof typeof ACTIONS;
  itemName: string;
  onClick: () => void;
}) {
  const { verb, icon: Icon, className } = ACTIONS[action];
  return (
    <button
      type="button"
      className={clsx(iconButton, className)}
      aria-label={`${verb} ${itemName}`}
      onClick={onClick}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}
