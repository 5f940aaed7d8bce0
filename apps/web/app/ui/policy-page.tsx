// A company page (about, terms, privacy): title and the merchant's text, or an honest empty note.
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';
import { RichText } from './rich-text.tsx';

export function PolicyPage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('common');
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader title={title} />
      {text.trim() ? (
        <div className="rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-line sm:p-8">
          <RichText text={text} />
        </div>
      ) : (
        <EmptyState title={t('content.empty')} />
      )}
    </article>
  );
}
