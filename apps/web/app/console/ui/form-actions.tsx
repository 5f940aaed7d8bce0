// The Save and Cancel buttons at the foot of a console form; Save reads "Saving…" while the write runs.
import { Button } from '../../ui/button.tsx';
import { useConsoleT } from '../lib/console-i18n.ts';

export function FormActions({ pending, disabled = false, onCancel, className }: { pending: boolean; disabled?: boolean; onCancel: () => void; className?: string }) {
  const t = useConsoleT('console');
  return (
    <div className={['flex flex-wrap gap-2', className].filter(Boolean).join(' ')}>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? t('ui.saving') : t('ui.save')}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('ui.cancel')}
      </Button>
    </div>
  );
}
