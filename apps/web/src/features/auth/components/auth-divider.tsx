export function AuthDivider() {
  return (
    <div className="flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      or
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
