// The audit log (owner): every console write, newest first, filtered by entity and staff member, with
// older pages loaded on request and each entry's before/after as a field comparison.
import { Form, Link } from 'react-router';
import type { AuditPage, Staff } from '@dastarkhan/domain/contracts/console';
import type { Route } from './+types/audit';
import { Button } from '../../ui/button.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';
import { consoleFetch, useConsoleSession } from '../lib/console-client.ts';
import { useOlderPages } from '../lib/use-older-pages.ts';
import { useConsoleT } from '../lib/console-i18n.ts';
import { ConsolePage } from '../ui/console-page.tsx';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { Field, TextInput } from '../ui/field.tsx';
import { Select } from '../ui/select.tsx';
import { AuditEntryItem } from '../features/access/audit-entry.tsx';

const PAGE_SIZE = 50;

function auditQuery(filters: { entity: string; staffId: string }, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.entity) params.set('entity', filters.entity);
  if (filters.staffId) params.set('staffId', filters.staffId);
  if (cursor) params.set('cursor', cursor);
  return `/audit?${params.toString()}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = { entity: url.searchParams.get('entity')?.trim() ?? '', staffId: url.searchParams.get('staffId') ?? '' };
  const [page, staff] = await Promise.all([consoleLoad<AuditPage>(request, context, auditQuery(filters)), consoleLoad<Staff[]>(request, context, '/staff')]);
  return { filters, page, staff: staff.map(({ id, name }) => ({ id, name })) };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { filters, page, staff } = loaderData;
  const t = useConsoleT('access');
  return (
    <ConsolePage title={t('audit.title')} description={t('audit.description')}>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4" key={`${filters.entity}|${filters.staffId}`}>
        <Field label={t('audit.entity')} className="min-w-40 flex-1">
          <TextInput name="entity" defaultValue={filters.entity} list="audit-entities" placeholder={t('audit.entityAll')} />
        </Field>
        <datalist id="audit-entities">
          {[...new Set(page.entries.map((entry) => entry.entity))].map((entity) => (
            <option key={entity} value={entity} />
          ))}
        </datalist>
        <Field label={t('audit.staff')} className="min-w-40 flex-1">
          <Select name="staffId" defaultValue={filters.staffId} placeholder={t('audit.staffAll')} options={staff.map((member) => ({ value: member.id, label: member.name }))} />
        </Field>
        <div className="flex gap-2">
          <Button type="submit">{t('audit.apply')}</Button>
          {filters.entity || filters.staffId ? (
            <Link to="/console/audit" className="inline-flex min-h-11 items-center rounded-2xl px-4 text-[15px] font-semibold hover:bg-ink/5">
              {t('audit.reset')}
            </Link>
          ) : null}
        </div>
      </Form>
      {/* A new first page (other filters, a reload) starts the list over. */}
      <AuditEntries key={`${filters.entity}|${filters.staffId}|${page.entries[0]?.id ?? ''}`} filters={filters} first={page} />
    </ConsolePage>
  );
}

function AuditEntries({ filters, first }: { filters: { entity: string; staffId: string }; first: AuditPage }) {
  const t = useConsoleT('access');
  const me = useConsoleSession();
  const { items: entries, hasOlder, loading, error, loadOlder } = useOlderPages(first.entries, first.nextCursor, async (cursor) => {
    const next = await consoleFetch<AuditPage>(auditQuery(filters, cursor), { merchantId: me.merchant.id });
    return { items: next.entries, nextCursor: next.nextCursor };
  });

  if (entries.length === 0) return <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">{t('audit.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-2" aria-label={t('audit.title')}>
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} timezone={me.merchant.timezone} />
        ))}
      </ol>
      <ErrorBanner error={error} />
      {hasOlder ? (
        <Button variant="secondary" onClick={() => void loadOlder()} disabled={loading} className="self-center">
          {loading ? t('audit.loading') : t('audit.loadOlder')}
        </Button>
      ) : (
        <p className="text-center text-sm text-muted">{t('audit.end')}</p>
      )}
    </div>
  );
}
