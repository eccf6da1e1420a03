/** One problem of an imported file: its line (the header is line 1) and column. */
export interface ImportProblem {
  line: number;
  field: string | null;
  message: string;
}

/** Every problem of an import's preview, by line and column, in a scrolling list. */
export function ImportProblemList({ problems }: { problems: readonly ImportProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul
      aria-label="Problems"
      className="grid max-h-48 gap-1 overflow-y-auto rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
    >
      {problems.map((problem) => (
        <li key={`${problem.line}-${problem.field}-${problem.message}`} className="wrap-anywhere">
          <strong>Line {problem.line}</strong>
          {problem.field && ` (${problem.field})`}: {problem.message}
        </li>
      ))}
    </ul>
  );
}
