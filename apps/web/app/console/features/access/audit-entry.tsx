// One audit log entry: who did what to which record and when; opened, the record's fields before and after.
import { useState } from 'react';
import type { AuditEntry } from '@dastarkhan/domain/contracts/console';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { diffRecords, displayValue, type FieldDiff } from './audit-diff.ts';

const CHANGE_ROW: Record<FieldDiff['change'], string> = {
  changed: 'bg-amber-400/15 font-medium',
  added: 'bg-success/10 font-medium',
  removed: 'bg-danger/10 font-medium',
  same: 'text-muted',
};

export function AuditEntryItem({ entry, timezone }: { entry: AuditEntry; timezone: string }) {
  const t = useConsoleT('access');
  const language = useConsoleLanguage();
  const [showSame, setShowSame] = useState(false);
  const rows = diffRecords(entry.before, entry.after);
  const changed = rows.filter((row) => row.change !== 'same');
  const visible = showSame ? rows : changed;

  return (
    <li className="rounded-2xl border border-line bg-surface" data-testid="audit-entry" data-action={entry.action}>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-90">
            ›
          </span>
          <time dateTime={entry.createdAt} className="text-sm whitespace-nowrap text-muted">
            {formatDateTime(entry.createdAt, timezone, language)}
          </time>
          <span className="text-sm font-semibold">{entry.staffId ? entry.actorName : entry.actorName || t('audit.system')}</span>
          <Badge tone="info">{entry.action}</Badge>
          <span className="min-w-0 truncate font-mono text-xs text-muted">
            {entry.entity}
            {entry.entityId ? ` · ${entry.entityId}` : ''}
          </span>
          {changed.length > 0 ? <span className="ms-auto text-xs text-muted">{t('audit.changed', { count: changed.length })}</span> : null}
        </summary>
        <div className="border-t border-line px-4 py-3">
          {rows.length === 0 ? (
            <p className="text-sm text-muted">{t('audit.noChanges')}</p>
          ) : (
            <>
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('audit.details')}</caption>
                  <thead>
                    <tr className="text-start text-xs text-muted">
                      <th scope="col" className="px-2 py-1 text-start font-semibold">
                        {t('audit.field')}
                      </th>
                      <th scope="col" className="px-2 py-1 text-start font-semibold">
                        {t('audit.before')}
                      </th>
                      <th scope="col" className="px-2 py-1 text-start font-semibold">
                        {t('audit.after')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {visible.map((row) => (
                      <tr key={row.field} className={CHANGE_ROW[row.change]} data-change={row.change}>
                        <th scope="row" className="px-2 py-1 text-start font-mono text-xs font-normal">
                          {row.field || '—'}
                        </th>
                        <td className={['px-2 py-1 break-all', row.change === 'changed' || row.change === 'removed' ? 'line-through decoration-danger/60' : ''].join(' ')}>
                          {displayValue(row.before)}
                        </td>
                        <td className="px-2 py-1 break-all">{displayValue(row.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {rows.length > changed.length ? (
                <button type="button" onClick={() => setShowSame((shown) => !shown)} className="mt-2 text-sm font-medium text-brand underline-offset-4 hover:underline">
                  {showSame ? t('audit.hideUnchanged') : t('audit.showUnchanged')}
                </button>
              ) : null}
            </>
          )}
        </div>
      </details>
    </li>
  );
}
