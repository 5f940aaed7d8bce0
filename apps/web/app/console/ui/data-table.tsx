// A plain, accessible table of rows (a real <table> with headers), scrolling sideways on a phone.
import type { ReactNode } from 'react';
import { useConsoleT } from '../lib/console-i18n.ts';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end' | 'center';
  className?: string;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The table's name for screen readers (visually hidden). */
  caption?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  rowClassName?: (row: T) => string | undefined;
  className?: string;
}

const ALIGN = { start: 'text-start', end: 'text-end', center: 'text-center' } as const;

export function DataTable<T>({ columns, rows, rowKey, caption, empty, rowClassName, className }: DataTableProps<T>) {
  const t = useConsoleT('console');
  if (rows.length === 0) {
    return <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">{empty ?? t('ui.empty')}</p>;
  }
  return (
    <div className={['overflow-x-auto rounded-2xl border border-line bg-surface', className].filter(Boolean).join(' ')}>
      <table className="w-full border-collapse text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className="border-b border-line bg-canvas/60">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={['px-3 py-2 font-semibold whitespace-nowrap text-muted', ALIGN[column.align ?? 'start'], column.className].filter(Boolean).join(' ')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={['border-b border-line last:border-b-0', rowClassName?.(row)].filter(Boolean).join(' ')}>
              {columns.map((column) => (
                <td key={column.key} className={['px-3 py-2 align-middle', ALIGN[column.align ?? 'start'], column.className].filter(Boolean).join(' ')}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
